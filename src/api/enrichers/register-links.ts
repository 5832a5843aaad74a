/**
 * Registers the roll links with Foundry's text enrichment (journal pages, chat messages, item
 * descriptions) and rolls them when clicked: each link listens itself, bound when its enriched
 * content enters a page, so a link in a window detached into its own browser window (v14) rolls as
 * one in the main window does.
 */
import { parseDieCode } from "../../rules/dice/die-code.ts";
import type { DifficultyLevel } from "../../rules/dice/difficulty.ts";
import { openRollDialogWithDifficulty } from "../dialog-difficulty.ts";
import { rollCheck, userDifficultyNames } from "../rolls.ts";
import { ROLL_LINK_CLASS, linkElement, linkView } from "./link-view.ts";
import { CHECK_LINK_PATTERN, CODE_LINK_PATTERN, type LinkDifficulty, parseLinkMatch } from "./roll-link.ts";

/** The enriched element of a match, built in the document Foundry enriches into. */
async function enrichLink(match: RegExpMatchArray): Promise<HTMLElement> {
  return linkElement(document, linkView(parseLinkMatch(match, userDifficultyNames()), game.i18n));
}

/** A link's difficulty from its data attributes. */
function datasetDifficulty(dataset: DOMStringMap): LinkDifficulty | null {
  if (dataset.level) return { number: null, level: dataset.level as DifficultyLevel };
  const number = Number.parseInt(dataset.difficulty ?? "", 10);
  return Number.isInteger(number) ? { number, level: null } : null;
}

/**
 * Rolls a link from its data attributes: a code through the roll dialog for no one in particular,
 * a check for the speaking actor.
 * @param link the link's element
 */
export async function rollLink(link: HTMLElement): Promise<void> {
  const { swd6Link, code, target, label } = link.dataset;
  const difficulty = datasetDifficulty(link.dataset);
  if (swd6Link === "code" && code) {
    const parsed = parseDieCode(code);
    await openRollDialogWithDifficulty({ actor: null, label: label ?? code, code: parsed, attribute: null, kind: "free" }, difficulty);
  } else if (swd6Link === "check" && target) {
    await rollCheck(target, { difficulty: difficulty?.level ?? difficulty?.number ?? null, label });
  }
}

/** A link's click and key handler: Enter and Space roll it as a click does; other keys are left alone. */
function onLinkEvent(event: Event): void {
  if (event.type === "keydown" && (event as KeyboardEvent).key !== "Enter" && (event as KeyboardEvent).key !== " ") return;
  const link = event.currentTarget as HTMLElement;
  event.preventDefault();
  event.stopPropagation();
  void rollLink(link);
}

const LINK_SELECTOR = `.${ROLL_LINK_CLASS}[data-swd6-link]:not([data-swd6-link="invalid"])`;

/** Each bound link's listeners, let go before the link is bound again (it re-enters a page). */
const bindings = new WeakMap<HTMLElement, AbortController>();

/**
 * Binds the roll links in enriched content to their rolls: core calls it when the content enters
 * a page, in whichever window shows it, and again each time it re-enters one.
 * @param content the enriched content's element (core's wrapper around a link), or a link itself
 * @param options.signal aborts when the content leaves the page (v14); the listeners go with it
 */
export function bindRollLinks(content: HTMLElement, options: { signal?: AbortSignal } = {}): void {
  const links = content.matches(LINK_SELECTOR) ? [content] : [...content.querySelectorAll<HTMLElement>(LINK_SELECTOR)];
  for (const link of links) {
    bindings.get(link)?.abort();
    const controller = new AbortController();
    bindings.set(link, controller);
    const signal = options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal;
    link.addEventListener("click", onLinkEvent, { signal });
    link.addEventListener("keydown", onLinkEvent, { signal });
  }
}

/**
 * Registers the two enrichers, each binding its links as they are rendered (A13/A14
 * `TextEditorEnricherConfig.onRender`, which takes an `id`). Call once, at `init`.
 */
export function registerRollLinks(): void {
  const enrichers = CONFIG.TextEditor.enrichers as unknown as {
    id?: string;
    pattern: RegExp;
    enricher: (match: RegExpMatchArray) => Promise<HTMLElement>;
    onRender?: (content: HTMLElement, options?: { signal?: AbortSignal }) => void;
  }[];
  enrichers.push(
    { id: "swd6rpg-code-link", pattern: CODE_LINK_PATTERN, enricher: enrichLink, onRender: bindRollLinks },
    { id: "swd6rpg-check-link", pattern: CHECK_LINK_PATTERN, enricher: enrichLink, onRender: bindRollLinks },
  );
}
