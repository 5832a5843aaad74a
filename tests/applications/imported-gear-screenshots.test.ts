/**
 * Imported beings' gear, rendered with their real templates from compendium entries: the Droideka
 * with the heavy repeating blasters and armor its equipment prints (pictured), and the rancor with its
 * claws, teeth and natural armor worn, which its Strength roll to resist damage adds; in English,
 * German and Spanish, the entries as the compendiums' translations give them.
 */
import { describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { readFileSync } from "node:fs";
import { WINDOW_FRAME_CSS, pngSize, screenshot, useBrowser } from "../helpers/browser.ts";
import { type Lang, loadLang, toDom } from "../helpers/render.ts";
import { ownItemName } from "../helpers/babele.ts";
import { beingFrom, characterContext, renderBeingSheet } from "./sheet-data.ts";
import { droidDegreeOptions, scaleOptions } from "../../src/applications/actor/being-options.ts";
import { wornArmorOf } from "../../src/documents/armor-items.ts";
import { formatDieCode, parseDieCode, resistanceCode } from "../../src/rules/index.ts";

const portrait = `data:image/svg+xml;base64,${readFileSync(new URL("../../assets/portrait.svg", import.meta.url)).toString("base64")}`;

async function shoot(browser: Browser, name: string, html: string, width: number, height: number): Promise<void> {
  const sized = html.replace('<form class="application', `<form style="width:${width}px" class="application`);
  const path = await screenshot(browser, name, sized, { width: width + 40, height, selector: ".application", pageCss: WINDOW_FRAME_CSS });
  expect(pngSize(path).width).toBeGreaterThanOrEqual(width);
}

/** The creature sheet's tabs, the gear tab active. */
const creatureTabs = () =>
  Object.fromEntries(
    ["skills", "gear", "abilities"].map((id) => [
      id,
      { id, group: "primary", label: `SWD6.Sheet.Tab.${id}`, active: id === "gear", cssClass: id === "gear" ? "active" : "" },
    ]),
  );

/** The rows of the gear tab's weapons and armor, as their text reads. */
function gearRows(html: string, gear: "weapon" | "armor"): string[] {
  return [...toDom(html).querySelectorAll(`[data-gear="${gear}"] [data-item-id]`)].map((row) => row.textContent!.replace(/\s+/g, " ").trim());
}

/** The languages every picture is taken in. */
const LANGS = ["en", "de", "es"] as const;

/** A screenshot's name in a language: the English one bare, the others ending in their code. */
function named(name: string, lang: Lang): string {
  return lang === "en" ? name : `${name}-${lang}`;
}

describe("imported gear screenshots", () => {
  const browser = useBrowser();

  it.each(LANGS)("renders the Droideka's gear tab with its two heavy repeating blasters at 8D and its worn armor (%s)", async (lang) => {
    const being = beingFrom("droids", "Droideka Destroyer Droid");
    const context = characterContext(being, { lang, isGM: true, tab: "gear" });
    const system = { ...context.system, groupSize: 1 };
    const html = await renderBeingSheet("npc", { ...context, system, actor: { ...context.actor, img: portrait }, droidDegrees: droidDegreeOptions() }, lang);
    const blasters = ownItemName("Droideka Destroyer Droid", "Mounted heavy repeating blasters", lang);
    const weapons = gearRows(html, "weapon");
    expect(weapons.some((row) => row.includes(blasters) && row.includes("8D"))).toBe(true);
    expect(gearRows(html, "armor").length).toBe(2);
    expect(toDom(html).querySelector("[data-worn-armor].active")).not.toBeNull();
    await shoot(browser(), named("droid-sheet-droideka-gear", lang), html, 680, 1000);
  });

  // The rancor's gear tab is pictured as creature-sheet (being-screenshots.test.ts): here its armor is checked, not pictured again.
  it.each(LANGS)("renders the rancor's gear tab with its natural armor worn: 7D Strength resists with 10D (%s)", async (lang) => {
    const being = beingFrom("creatures", "Rancor");
    const context = characterContext(being, { lang });
    const html = await renderBeingSheet(
      "creature",
      {
        ...context,
        tabs: creatureTabs(),
        actor: { ...context.actor, img: portrait },
        scales: scaleOptions(),
        noAdvance: true,
        creature: true,
        enrichedNotes: "",
      },
      lang,
    );
    const worn = toDom(html).querySelector("[data-worn-armor]")!.textContent!.replace(/\s+/g, " ");
    const strings = loadLang(lang);
    expect(worn).toContain(strings["SWD6.Gear.effect.physical"]!.replace("{value}", "3D"));
    expect(worn).toContain(strings["SWD6.Gear.effect.energy"]!.replace("{value}", "3D"));
    expect(formatDieCode(resistanceCode(parseDieCode(String(being.system.attributes.str)), wornArmorOf(being.gear), "physical"))).toBe("10D");
    const natural = ["Claws", "Teeth"].map((weapon) => ownItemName("Rancor", weapon, lang));
    expect(gearRows(html, "weapon").filter((row) => natural.some((weapon) => row.includes(weapon)))).toHaveLength(2);
  });
});
