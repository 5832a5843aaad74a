import { describe, expect, it } from "vitest";
import { rollCardContext } from "../../src/dice/roll-card.ts";
import type { RollPoints } from "../../src/dice/roll-points.ts";
import { endOfAdventureContext } from "../../src/applications/adventure/end-of-adventure-plan.ts";
import { type Lang, makeLocalize, renderTemplate, toDom } from "../helpers/render.ts";
import { pngSize, screenshot, useBrowser, chatLogCss, DIALOG_FRAME_CSS } from "../helpers/browser.ts";
import { blasterShot } from "../helpers/blaster-shot.ts";
import { chatMessage } from "../helpers/chat-log.ts";

/** What core CSS draws around the system's markup in Foundry: the chat log and a dialog's window. */
const FRAME_CSS = `${DIALOG_FRAME_CSS}
${chatLogCss()}
`;

const points = (characterPoints: number[][], forcePoint = false): RollPoints => ({ roll: "skill", forcePoint, characterPoints });

/** The Blaster shot's card (4, 2, wild 3: 11 against 15) with the given character point dice. */
async function card(chains: number[][], lang: Lang): Promise<string> {
  const shot = blasterShot({ dice: [4, 2], wild: [3] }, { actorName: "Kell Tavari" });
  const context = rollCardContext({ options: { ...shot.options, points: points(chains) }, result: shot.result, isPrivate: false });
  const content = await renderTemplate("templates/chat/roll-card.hbs", context, lang);
  return chatMessage("Kell Tavari", content, lang);
}

describe("points screenshots", () => {
  const browser = useBrowser();

  for (const [lang, name] of [
    ["en", "roll-card-character-points"],
    ["de", "roll-card-character-points-de"],
    ["es", "roll-card-character-points-es"],
  ] as const) {
    it(`shows a failed shot, then the same card a success after a character point (${lang})`, async () => {
      const cards = [await card([], lang), await card([[6, 4]], lang)];
      expect(cards[1]).toContain("data-character-point-dice");
      const path = await screenshot(browser(), name, `<ol id="chat-log">${cards.join("")}</ol>`, {
        width: 360,
        height: 900,
        selector: "#chat-log",
        pageCss: FRAME_CSS,
      });
      expect(pngSize(path).width).toBeGreaterThanOrEqual(300);
    });
  }

  for (const [lang, name] of [
    ["en", "end-of-adventure"],
    ["de", "end-of-adventure-de"],
    ["es", "end-of-adventure-es"],
  ] as const) {
    it(`shows the end-of-adventure dialog, what each character holds labelled (${lang})`, async () => {
      const context = endOfAdventureContext([
        { id: "kell", name: "Kell Tavari", forcePoints: 0, characterPoints: 2, spent: 2 },
        { id: "mara", name: "Mara Venn", forcePoints: 1, characterPoints: 4, spent: 0 },
      ]);
      const content = await renderTemplate("templates/apps/adventure/end-of-adventure.hbs", context, lang);
      const localize = makeLocalize(lang);
      // The counts beside each name say what they are: no bare "0 · 2".
      const held = [...toDom(content).querySelectorAll('[data-character="kell"] [data-held]')].map((count) => count.textContent);
      expect(held).toEqual([
        localize("SWD6.Points.endOfAdventure.forcePointsHeld", { n: 0 }),
        localize("SWD6.Points.endOfAdventure.characterPointsHeld", { n: 2 }),
      ]);
      const html =
        `<div class="application dialog themed theme-dark swd6rpg swd6-end-of-adventure-window" style="width:520px">` +
        `<header class="window-header"><h1 class="window-title">${localize("SWD6.Points.endOfAdventure.title")}</h1></header>` +
        `<form class="window-content standard-form"><div class="dialog-content standard-form">${content}</div>` +
        `<footer class="form-footer"><button type="submit">${localize("SWD6.Points.endOfAdventure.apply")}</button>` +
        `<button type="button">${localize("SWD6.Points.endOfAdventure.cancel")}</button></footer></form></div>`;
      const path = await screenshot(browser(), name, html, { width: 560, height: 700, selector: ".application", pageCss: FRAME_CSS });
      expect(pngSize(path).width).toBeGreaterThanOrEqual(520);
    });
  }
});
