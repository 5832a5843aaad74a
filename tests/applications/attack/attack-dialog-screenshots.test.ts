import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { attackDialogSpec, initialAttackForm } from "../../../src/applications/attack/flow/attack-dialog-view.ts";
import { armor, scout, setupOf, target, weapon } from "./attack-dialog-data.ts";
import { pngSize, screenshot, useBrowser, DIALOG_FRAME_CSS } from "../../helpers/browser.ts";
import { type Lang, makeLocalize } from "../../helpers/render.ts";
import { rollDialogWindow } from "../../helpers/roll-dialog-parts.ts";
import { translatedName } from "../../helpers/babele.ts";

/** What core CSS draws around the system's markup in Foundry: a dialog's window and its buttons. */
const FRAME_CSS = DIALOG_FRAME_CSS;

/** One of the system's own images, inline (Foundry's icons are not served here). */
function asset(name: string): string {
  return `data:image/svg+xml;base64,${readFileSync(new URL(`../../../assets/${name}`, import.meta.url)).toString("base64")}`;
}

/**
 * The Cynical Scout's Blaster Rifle (3-30/100/300) against a stormtrooper in armor at 24 m (short
 * range) and a bounty hunter 80 m away behind cover (medium range, +5), as the second action of the
 * round; the names in the table's language.
 */
async function dialog(lang: Lang): Promise<string> {
  const rifle = translatedName("Blaster Rifle", lang, ["weapons"]);
  const setup = setupOf({
    attacker: scout(),
    weapon: { ...weapon("Blaster Rifle"), name: rifle, img: asset("d6.svg") },
    targets: [
      target(translatedName("Stormtrooper", lang, ["npcs"]), 24, { armor: armor("Stormtrooper Armor") }),
      target(translatedName("Bounty Hunter", lang, ["templates"]), 80, { resistance: "3D" }),
    ],
    lang,
  });
  const form = { ...initialAttackForm(setup, "public"), actions: 2 };
  form.targets[1].cover = true;
  const localize = makeLocalize(lang);
  return rollDialogWindow(localize("SWD6.AttackDialog.title", { weapon: rifle }), attackDialogSpec(setup, "attack"), form, "swd6-attack-window", lang, 560);
}

describe("attack dialog screenshots", () => {
  const browser = useBrowser();

  it.each([
    ["en", "attack-dialog", "Short range"],
    ["de", "attack-dialog-de", "Kurze Reichweite"],
    ["es", "attack-dialog-es", "Corto alcance"],
  ] as const)("renders the Blaster Rifle against two targets (%s)", async (lang, name, band) => {
    const html = await dialog(lang);
    expect(html).toContain(band);
    const path = await screenshot(browser(), name, html, { width: 600, height: 1100, selector: ".application", pageCss: FRAME_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(560);
  });
});
