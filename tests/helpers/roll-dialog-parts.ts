/**
 * A roll dialog as its window renders it (src/applications/roll-config/roll-config-dialog.ts): each
 * part of its spec rendered with the same context, in a form, for tests that read the dialog's HTML
 * without Foundry.
 */
import { type RollDialogSpec, type RollSummaryContext, rollDialogContextOf } from "../../src/applications/roll-config/roll-config-parts.ts";
import { type Lang, renderTemplate } from "./render.ts";

/** The path of a part's template relative to the repository. */
function local(template: string): string {
  return template.replace(/^systems\/swd6rpg\//, "");
}

/**
 * The dialog's parts rendered for a form value, in order (fields, summary, footer), inside a form.
 * @param spec the dialog
 * @param value the fields' values
 * @param lang the language
 */
export async function renderRollDialog<Form, Summary extends RollSummaryContext>(
  spec: RollDialogSpec<Form, Summary>,
  value: Form,
  lang: Lang = "en",
): Promise<string> {
  const context = rollDialogContextOf(spec, value);
  const parts: string[] = [];
  for (const [id, part] of Object.entries(spec.parts))
    parts.push(`<div data-application-part="${id}">${await renderTemplate(local(part.template), context, lang)}</div>`);
  return `<form class="swd6rpg swd6-roll-window">${parts.join("")}</form>`;
}

/**
 * The dialog in its window as ApplicationV2 renders a form application (the form is the window, its
 * parts in the window's content), for screenshots.
 * @param title the window's title
 * @param spec the dialog
 * @param value the fields' values
 * @param classes the dialog's own classes ("swd6-power-window")
 * @param lang the language
 * @param width the window's width in pixels
 */
export async function rollDialogWindow<Form, Summary extends RollSummaryContext>(
  title: string,
  spec: RollDialogSpec<Form, Summary>,
  value: Form,
  classes = "",
  lang: Lang = "en",
  width = 460,
): Promise<string> {
  const parts = (await renderRollDialog(spec, value, lang)).replace(/^<form[^>]*>|<\/form>$/g, "");
  return (
    `<form class="application themed theme-dark swd6rpg swd6-roll-window ${classes}" style="width:${width}px">` +
    `<header class="window-header"><h1 class="window-title">${title}</h1><span class="header-control">✕</span></header>` +
    `<section class="window-content standard-form">${parts}</section></form>`
  );
}
