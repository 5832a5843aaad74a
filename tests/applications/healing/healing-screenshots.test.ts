import { describe, expect, it } from "vitest";
import { healingCardContext } from "../../../src/applications/healing/flow/healing-card-flow.ts";
import { pngSize, screenshot, useBrowser, chatLogCss, DIALOG_FRAME_CSS } from "../../helpers/browser.ts";
import { type Lang, makeLocalize, renderTemplate } from "../../helpers/render.ts";
import { names, pilotCards, pilotDialog } from "./healing-data.ts";
import { chatMessage } from "../../helpers/chat-log.ts";

/** What core CSS draws around the system's markup in Foundry: a dialog's window and buttons, the chat log. */
const FRAME_CSS = `${DIALOG_FRAME_CSS}
  select { height: 28px; color: #e8e8e8; background: rgb(0 0 0 / 35%); border: 1px solid #4a4f59; border-radius: 3px; }
${chatLogCss()}
`;

/** The three cards as chat messages in a chat log. */
async function chatLog(lang: Lang): Promise<string> {
  const messages = await Promise.all(
    pilotCards(lang).map(async (card) => {
      const content = await renderTemplate("templates/chat/healing-card.hbs", healingCardContext(card), lang);
      return chatMessage(card.healerName, content, lang);
    }),
  );
  return `<ol id="chat-log">${messages.join("")}</ol>`;
}

describe("healing screenshots", () => {
  const browser = useBrowser();

  it.each(["en", "de", "es"] as const)("renders the healing dialog of a Brash Pilot wounded twice (%s)", async (lang) => {
    const content = await renderTemplate("templates/apps/healing-dialog.hbs", pilotDialog(lang), lang);
    const localize = makeLocalize(lang);
    const html =
      `<div class="application dialog themed theme-dark swd6rpg swd6-healing-window" style="width:440px">` +
      `<header class="window-header"><h1 class="window-title">${localize("SWD6.Healing.title", { name: names(lang).pilot })}</h1>` +
      `<span class="header-control">✕</span></header>` +
      `<form class="window-content standard-form"><div class="dialog-content standard-form">${content}</div>` +
      `<footer class="form-footer"><button type="submit" class="default">${localize("SWD6.Healing.roll")}</button>` +
      `<button type="button">${localize("SWD6.Roll.cancel")}</button></footer></form></div>`;
    const path = await screenshot(browser(), lang === "en" ? "healing-dialog" : `healing-dialog-${lang}`, html, {
      width: 480,
      height: 700,
      selector: ".application",
      pageCss: FRAME_CSS,
    });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(440);
  });

  it("renders healing cards: a medpac, natural healing that worsens, an applied bacta tank", async () => {
    const options = { width: 360, height: 900, selector: "#chat-log", pageCss: FRAME_CSS };
    const path = await screenshot(browser(), "healing-card", await chatLog("en"), options);
    expect(pngSize(path).width).toBeGreaterThanOrEqual(300);
    for (const lang of ["de", "es"] as const) {
      expect(pngSize(await screenshot(browser(), `healing-card-${lang}`, await chatLog(lang), options)).width).toBeGreaterThanOrEqual(300);
    }
  });
});
