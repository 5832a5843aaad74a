import { describe, expect, it, vi } from "vitest";
import { rollDialogSpec } from "../../src/applications/roll-dialog.ts";
import { rollDialogWindow } from "../helpers/roll-dialog-parts.ts";
import { rollCardContext } from "../../src/dice/roll-card.ts";
import type { MishapHandling } from "../../src/dice/d6-roll-data.ts";
import { blasterForm, blasterSetup, blasterShot } from "../helpers/blaster-shot.ts";
import { pngSize, screenshot, useBrowser, chatLogCss, DIALOG_FRAME_CSS } from "../helpers/browser.ts";
import { type Lang, makeLocalize, renderTemplate } from "../helpers/render.ts";
import { chatMessage } from "../helpers/chat-log.ts";

// The dialog module posts rolls with the Foundry Roll subclass, which needs Foundry to load.
vi.mock("../../src/dice/d6-roll.ts", () => ({ D6Roll: class {} }));

/** What core CSS draws around the system's markup in Foundry: a dialog's window and buttons, the chat log. */
const FRAME_CSS = `${DIALOG_FRAME_CSS}
${chatLogCss()}
`;

/** A Blaster roll's chat message for fixed faces, through the same planning and scoring as a real roll. */
async function card(faces: { dice: number[]; wild: number[] }, mishap: MishapHandling, actions: number, lang: Lang): Promise<string> {
  const shot = blasterShot(faces, { mishap, actions, actorName: "Kell Tavari" });
  const content = await renderTemplate("templates/chat/roll-card.hbs", rollCardContext({ ...shot, isPrivate: false }), lang);
  return chatMessage("Kell Tavari", content, lang);
}

/** A screenshot's name in a language: the English one bare, the others ending in their code. */
const named = (name: string, lang: Lang) => (lang === "en" ? name : `${name}-${lang}`);

describe("roll screenshots", () => {
  const browser = useBrowser();

  it.each(["en", "de", "es"] as const)("renders the roll dialog of a wounded Brash Pilot's second blaster shot (%s)", async (lang) => {
    const setup = blasterSetup({ actorName: "Kell Tavari" });
    const form = blasterForm({ modifier: "+1", mode: "gm" });
    const localize = makeLocalize(lang);
    const html = await rollDialogWindow(localize("SWD6.Roll.title", { label: "Blaster" }), rollDialogSpec(setup, "roll"), form, "", lang);
    expect(html).toContain("2D+3");
    const path = await screenshot(browser(), named("roll-dialog", lang), html, { width: 500, height: 900, selector: ".application", pageCss: FRAME_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(460);
  });

  it.each(["en", "de", "es"] as const)("renders roll cards: a wild die chain, a pending mishap, a mishap that removed dice (%s)", async (lang) => {
    const cards = [
      await card({ dice: [4, 2], wild: [6, 6, 3] }, "count", 2, lang),
      await card({ dice: [5, 3, 2], wild: [1] }, "ask", 1, lang),
      await card({ dice: [5, 3, 2], wild: [1] }, "remove-highest", 1, lang),
    ];
    const path = await screenshot(browser(), named("roll-chat-card", lang), `<ol id="chat-log">${cards.join("")}</ol>`, {
      width: 360,
      height: 900,
      selector: "#chat-log",
      pageCss: FRAME_CSS,
    });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(300);
  });
});
