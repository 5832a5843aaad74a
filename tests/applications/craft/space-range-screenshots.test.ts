import { describe, expect, it } from "vitest";
import {
  type SpaceRangeShip,
  planSpaceRange,
  spaceRangeCardContext,
  spaceRangeDialogContext,
  spaceRangeOutcome,
} from "../../../src/applications/craft/space-range/space-range-plan.ts";
import { parseDieCode } from "../../../src/rules/dice/die-code.ts";
import { rollDieCode } from "../../../src/rules/dice/roll.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { packEntry } from "../../helpers/packs.ts";
import { DIALOG_FRAME_CSS, chatLogCss, pngSize, screenshot, useBrowser } from "../../helpers/browser.ts";
import { type Lang, makeLocalize, renderTemplate } from "../../helpers/render.ts";
import { chatMessage } from "../../helpers/chat-log.ts";
import { translatedName } from "../../helpers/babele.ts";

/** The gamemaster's pirate, named after the template he was made from in the table's language. */
const pirate = (lang: Lang) => translatedName("Pirate", lang, ["templates"]);

/** Grundregeln's chase with compendium ships: Bulack's YT-1300 closing on a pirate's Z-95 at medium range, then both closing. */
async function cards(lang: Lang): Promise<string[]> {
  const freighter = packEntry("starships", "YT-1300 Transport");
  const headhunter = packEntry("starships", "Z-95 Headhunter");
  const ships: [SpaceRangeShip, SpaceRangeShip] = [
    { name: translatedName(freighter.name, lang, ["starships"]), pilotName: "Bulack", piloting: parseDieCode("4D+1"), sublightSpeed: null, mayGiveSpeed: true },
    {
      name: translatedName(headhunter.name, lang, ["starships"]),
      pilotName: pirate(lang),
      piloting: parseDieCode("3D"),
      sublightSpeed: null,
      mayGiveSpeed: true,
    },
  ];
  const chase = planSpaceRange(
    {
      range: "medium",
      sides: [
        { intent: "close", sublightSpeed: parseDieCode("2D"), addPiloting: true },
        { intent: "open", sublightSpeed: parseDieCode("2D+2"), addPiloting: false },
      ],
    },
    ships,
  );
  const b = rollDieCode(chase.codes[0]!.code, { wildDie: true, random: fixedFaces(6, 5, 4, 4, 3, 2) }).total;
  const p = rollDieCode(chase.codes[1]!.code, { wildDie: true, random: fixedFaces(3, 4) }).total;
  const agreed = planSpaceRange(
    {
      range: "short",
      sides: [
        { intent: "open", sublightSpeed: null, addPiloting: false },
        { intent: "open", sublightSpeed: null, addPiloting: false },
      ],
    },
    ships,
  );
  return [
    await renderTemplate("templates/chat/space-range-card.hbs", spaceRangeCardContext(chase, ships, [b, p], spaceRangeOutcome(chase, [b, p])), lang),
    await renderTemplate("templates/chat/space-range-card.hbs", spaceRangeCardContext(agreed, ships, null, spaceRangeOutcome(agreed, null)), lang),
  ];
}

describe("space range card screenshots", () => {
  const browser = useBrowser();

  for (const [lang, name] of [
    ["en", "space-range-card"],
    ["de", "space-range-card-de"],
    ["es", "space-range-card-es"],
  ] as const) {
    it(`renders a chase and an agreed opening (${lang})`, async () => {
      const rendered = await cards(lang);
      expect(rendered[0]).toContain("is-winner");
      const html = `<ol id="chat-log">${rendered.map((card) => chatMessage(translatedName("YT-1300 Transport", lang), card, lang)).join("")}</ol>`;
      const path = await screenshot(browser(), name, html, { width: 360, height: 1000, selector: "#chat-log", pageCss: chatLogCss() });
      expect(pngSize(path).width).toBeGreaterThanOrEqual(300);
    });
  }
});

/**
 * The range dialog from the YT-1300's sheet, no ship targeted: a select of the scene's other starships.
 * The freighter's sheet stores its sublight speed (shown locked); the gamemaster's Z-95 stores none, so
 * its field is disabled with the note saying who enters it.
 */
async function dialog(lang: Lang): Promise<string> {
  const ships: [SpaceRangeShip, SpaceRangeShip] = [
    {
      name: translatedName("YT-1300 Transport", lang, ["starships"]),
      pilotName: "Bulack",
      piloting: parseDieCode("4D+1"),
      sublightSpeed: parseDieCode("2D"),
      mayGiveSpeed: true,
    },
    {
      name: translatedName("Z-95 Headhunter", lang, ["starships"]),
      pilotName: pirate(lang),
      piloting: parseDieCode("3D"),
      sublightSpeed: null,
      mayGiveSpeed: false,
    },
  ];
  const plan = planSpaceRange(
    {
      range: "medium",
      sides: [
        { intent: "close", sublightSpeed: null, addPiloting: true },
        { intent: "open", sublightSpeed: null, addPiloting: false },
      ],
    },
    ships,
  );
  const others = [
    { uuid: "Actor.z95", name: translatedName("Z-95 Headhunter", lang, ["starships"]) },
    { uuid: "Actor.tie", name: translatedName("TIE Fighter", lang, ["starships"]) },
  ];
  const content = await renderTemplate(
    "templates/apps/space-range-dialog.hbs",
    { id: "range", ...spaceRangeDialogContext(plan, ships, others, "Actor.z95") },
    lang,
  );
  const localize = makeLocalize(lang);
  return (
    `<div class="application dialog themed theme-dark swd6rpg swd6-space-range-window" style="width:520px">` +
    `<header class="window-header"><h1 class="window-title">${localize("SWD6.SpaceRange.dialogTitle", { craft: translatedName("YT-1300 Transport", lang, ["starships"]) })}</h1>` +
    `<span class="header-control">✕</span></header>` +
    `<form class="window-content standard-form"><div class="dialog-content standard-form">${content}</div>` +
    `<footer class="form-footer"><button type="submit" class="default">${localize("SWD6.SpaceRange.confirm")}</button>` +
    `<button type="button">${localize("SWD6.Roll.cancel")}</button></footer></form></div>`
  );
}

describe("space range dialog screenshots", () => {
  const browser = useBrowser();

  for (const [lang, name] of [
    ["en", "space-range-dialog"],
    ["de", "space-range-dialog-de"],
    ["es", "space-range-dialog-es"],
  ] as const) {
    it(`renders the dialog against a picked ship (${lang})`, async () => {
      const html = await dialog(lang);
      expect(html).toContain("6D+1");
      expect(html).toMatch(/name="selfSpeed" value="2D"[^>]* readonly/);
      expect(html).toMatch(/name="otherSpeed" value=""[^>]* disabled/);
      const path = await screenshot(browser(), name, html, { width: 560, height: 900, selector: ".application", pageCss: DIALOG_FRAME_CSS });
      expect(pngSize(path).width).toBeGreaterThanOrEqual(500);
    });
  }
});
