/**
 * A starship's weapon in the attack dialog: ranges and distances in space units, not meters.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { craftResistance } from "../../../src/data/actor/craft-damage.ts";
import { attackSetup, type WeaponSource } from "../../../src/applications/attack/flow/attack-dialog-setup.ts";
import { attackDialogSpec, initialAttackForm, summarizeAttack } from "../../../src/applications/attack/flow/attack-dialog-view.ts";
import { formatDieCode, parseDieCode } from "../../../src/rules/dice/die-code.ts";
import { RULES, scout, target, translator } from "./attack-dialog-data.ts";
import { crewSkillText } from "../../../src/applications/craft/craft-terms.ts";
import { type Lang, makeLocalize, toDom } from "../../helpers/render.ts";
import { ownItemName, translatedName } from "../../helpers/babele.ts";
import { typed } from "../../helpers/phrasebook.ts";
import { renderRollDialog, rollDialogWindow } from "../../helpers/roll-dialog-parts.ts";
import { DIALOG_FRAME_CSS, pngSize, screenshot, useBrowser } from "../../helpers/browser.ts";

const tie = JSON.parse(readFileSync("packs/_source/starships/tie-fighter_ORaN9GNFhhemfotY.json", "utf8"));
const xwing = JSON.parse(readFileSync("packs/_source/starships/x-wing_zJKBduXkTRTEC69K.json", "utf8"));
const cannons = tie.items[0];
const tieAttacker = { ...scout(), uuid: "Actor.tieFighter000001", name: "TIE Fighter", attributes: {}, skills: [] };

/** The TIE's cannons as the dialog takes them from a starship sheet: space ranges, in space units. */
const spaceCannons: WeaponSource = {
  uuid: null,
  name: cannons.name,
  img: cannons.img,
  space: true,
  system: { ...cannons.system, ranges: cannons.system.spaceRanges },
};

function setupAt(distance: number | null, weapon: WeaponSource = spaceCannons, lang: Lang = "en") {
  const redThree = target(typed("Red Three", lang), distance, {
    scale: xwing.system.scale,
    resistance: formatDieCode(craftResistance("starship", xwing.system)),
    kind: "starship",
  });
  const result = attackSetup({
    attacker: { ...tieAttacker, name: translatedName(tieAttacker.name, lang, ["starships"]) },
    weapon: { ...weapon, name: ownItemName("TIE Fighter", weapon.name, lang) },
    targets: [redThree],
    rules: RULES,
    canToggleWildDie: false,
    i18n: translator(lang),
    // As the starship sheet passes it: the crew skill in the reader's language.
    crewSkill: { label: crewSkillText("starship gunnery", translator(lang)), code: parseDieCode("4D") },
  });
  if (!result.ok) throw new Error(result.error.key);
  return result.setup;
}

describe("a starship's weapon in space", () => {
  it("reads the distance in space units against the space ranges: 10 units is medium range (1-3/12/25)", () => {
    const setup = setupAt(10);
    const summary = summarizeAttack(setup, initialAttackForm(setup, "public"));
    expect(summary.targets[0].plan?.band).toBe("medium");
  });

  it("labels the ranges and the distance field in space units (en, de)", async () => {
    const setup = setupAt(10);
    const spec = attackDialogSpec(setup, "a");
    const en = toDom(await renderRollDialog(spec, initialAttackForm(setup, "public")));
    expect(en.querySelector(".attack-facts")?.textContent).toContain("1-3/12/25");
    expect(en.querySelector(".attack-distance")?.textContent).toContain("units");
    expect(en.querySelector(".attack-distance")?.textContent).not.toMatch(/\bm\b/);
    expect(en.querySelector('input[name="target.0.distance"]')?.getAttribute("aria-label")).toBe("Distance in space units: Red Three");
    const de = toDom(await renderRollDialog(spec, initialAttackForm(setup, "public"), "de"));
    expect(de.querySelector(".attack-distance")?.textContent).toContain("Einh.");
    expect(de.querySelector('input[name="target.0.distance"]')?.getAttribute("aria-label")).toBe("Entfernung in Raumeinheiten: Red Three");
  });

  it("asks for a missing distance in space units", () => {
    const setup = setupAt(null);
    const summary = summarizeAttack(setup, initialAttackForm(setup, "public"));
    expect(summary.targets[0].error).toEqual({ key: "SWD6.AttackDialog.error.distanceSpace", data: { name: "Red Three" } });
  });

  it("keeps meters for the same cannons fired from a weapon without the space flag", async () => {
    const setup = setupAt(200, { ...spaceCannons, space: undefined, system: cannons.system });
    const dom = toDom(await renderRollDialog(attackDialogSpec(setup, "a"), initialAttackForm(setup, "public")));
    expect(dom.querySelector(".attack-distance")?.textContent?.trim()).toMatch(/m$/);
  });
});

const FRAME_CSS = DIALOG_FRAME_CSS;

describe("space attack dialog screenshot", () => {
  const browser = useBrowser();

  it.each(["en", "de", "es"] as const)("renders the TIE's cannons against an X-wing 10 space units away (%s)", async (lang) => {
    const setup = setupAt(10, spaceCannons, lang);
    const localize = makeLocalize(lang);
    const title = localize("SWD6.AttackDialog.title", { weapon: setup.weapon.source.name });
    const html = await rollDialogWindow(title, attackDialogSpec(setup, "a"), initialAttackForm(setup, "public"), "swd6-attack-window", lang, 560);
    if (lang === "de") expect(html).toContain("Raumeinheiten");
    if (lang !== "en") expect(html).not.toMatch(/starship gunnery/i);
    const path = await screenshot(browser(), `attack-dialog-space-${lang}`, html, { width: 600, height: 1000, selector: ".application", pageCss: FRAME_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(560);
  });
});
