import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { WINDOW_FRAME_CSS, inScreenshotPage, pngSize, screenshot, useBrowser } from "../helpers/browser.ts";
import { loadLang, renderTemplate, toDom } from "../helpers/render.ts";
import {
  characterContext,
  gearContext,
  characterFrom,
  gearItem,
  readOnlyWindow,
  renderCharacterSheet,
  sheetWindow,
  skillContext,
  templateContext,
} from "./sheet-data.ts";
import { typed } from "../helpers/phrasebook.ts";

/** The languages every sheet is pictured in. */
const LANGS = ["en", "de", "es"] as const;
type Lang = (typeof LANGS)[number];

/** A screenshot's name in a language: the English one bare, the others ending in their code. */
function named(name: string, lang: Lang): string {
  return lang === "en" ? name : `${name}-${lang}`;
}

/** One of the system's own SVG images as a data URL, since the page is not served from the system. */
function asset(name: string): string {
  return `data:image/svg+xml;base64,${readFileSync(new URL(`../../assets/${name}`, import.meta.url)).toString("base64")}`;
}

/** An item sheet's window around its rendered template, with the system's die as the item's image. */
async function renderItemSheet(
  type: "template" | "skill" | "weapon" | "armor" | "equipment",
  context: { item: { name: string } },
  lang: Lang = "en",
): Promise<string> {
  const body = await renderTemplate(`templates/item/${type}-sheet.hbs`, { ...context, item: { ...context.item, img: asset("d6.svg") } }, lang);
  const classes = type === "template" || type === "skill" ? `item ${type}` : `item gear ${type}`;
  return sheetWindow(classes, context.item.name, body);
}

/**
 * Screenshots a sheet's window at the width the sheet opens with, and checks that the picture holds it.
 * @param html the rendered window (`<form class="application …">`)
 * @param width the sheet's width in pixels
 * @param height the page's height, enough for the whole sheet
 */
async function shootSheet(browser: Browser, name: string, html: string, width: number, height: number): Promise<void> {
  const sized = html.replace('<form class="application', `<form style="width:${width}px" class="application`);
  const path = await screenshot(browser, name, sized, { width: width + 40, height, selector: ".application", pageCss: WINDOW_FRAME_CSS });
  expect(pngSize(path).width).toBeGreaterThanOrEqual(width);
}

describe("sheet screenshots", () => {
  const browser = useBrowser();

  it.each(LANGS)("renders the Brash Pilot's character sheet, wounded, with raised skills (%s)", async (lang) => {
    const pilot = characterFrom("Brash Pilot", {
      bonuses: { blaster: "1D+1", dodge: "1D", "starfighter-piloting": "2D", "space-transports": "1D+2", "starship-gunnery": "1D", con: "1D" },
      woundLevel: "wounded",
    });
    pilot.name = "Kell Tavari";
    pilot.skills.find((s) => s.system.key === "starfighter-piloting")!.system.specializations = [{ name: "X-wing", bonus: "1D" }];
    const html = await renderCharacterSheet(
      { ...characterContext(pilot, { lang }), actor: { name: "Kell Tavari", img: asset("portrait.svg"), uuid: "Actor.kell" } },
      lang,
    );
    await shootSheet(browser(), named("character-sheet", lang), html, 780, 1400);
    // Every control shows the keyboard's focus: a solid ring of at least 2px in the accent colour.
    const rings = await inScreenshotPage(
      browser(),
      (selectors: string[]) =>
        selectors.map((selector) => {
          const element = document.querySelector<HTMLElement>(selector)!;
          element.focus();
          const style = getComputedStyle(element);
          const ring = `${selector}: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
          element.blur();
          return ring;
        }),
      [
        'input[name="name"]',
        'input[name="system.species"]',
        'input[name="system.forceSensitive"]',
        'input[name="system.credits"]',
        ".swd6-wound",
        '[data-action="rollAttribute"]',
        '[data-action="rollSkill"]',
        "[data-skill-bonus]",
        '[data-action="tab"]',
      ],
    );
    for (const ring of rings) expect(ring).toMatch(/: solid 2px rgb\(242, 163, 58\)$/);
  });

  it.each(["de", "es"] as const)("renders the Failed Jedi's character sheet with its Force skills (%s)", async (lang) => {
    const jedi = characterFrom("Failed Jedi", { bonuses: { control: "2D", lightsaber: "1D" }, woundLevel: "stunned" });
    const context = characterContext(jedi, { lang });
    const html = await renderCharacterSheet({ ...context, actor: { ...context.actor, img: asset("portrait.svg") } }, lang);
    await shootSheet(browser(), `character-sheet-jedi-${lang}`, html, 780, 1500);
  });

  it.each(LANGS)("renders a character sheet read-only, as an observer sees it: tabs work, nothing edits or rolls (%s)", async (lang) => {
    const smuggler = characterFrom("Smuggler", { bonuses: { blaster: "1D", "space-transports": "2D" } });
    const context = characterContext(smuggler, { editable: false, tab: "skills", lang });
    const html = await renderCharacterSheet({ ...context, actor: { ...context.actor, img: asset("portrait.svg") } }, lang);
    await shootSheet(browser(), named("character-sheet-read-only", lang), readOnlyWindow(html, false), 780, 1400);
  });

  /** The Bounty Hunter made from the template, its gear from the compendiums, with Bounty Hunter Armor added. */
  function bountyHunter(worn: string[]) {
    const hunter = characterFrom("Bounty Hunter", { bonuses: { blaster: "2D", dodge: "1D", "melee-combat": "1D" }, worn });
    hunter.name = "Vessk Morrow";
    hunter.gear.push(gearItem("armor", "Bounty Hunter Armor", "armorbh00000001", worn.includes("Bounty Hunter Armor")));
    return hunter;
  }

  // The German page wears the vest (below).
  it.each(["en", "es"] as const)("renders the Bounty Hunter's Gear tab: weapons, the worn armor and its effect, equipment (%s)", async (lang) => {
    const context = characterContext(bountyHunter(["Bounty Hunter Armor"]), { tab: "gear", lang });
    const html = await renderCharacterSheet({ ...context, actor: { ...context.actor, name: "Vessk Morrow", img: asset("portrait.svg") } }, lang);
    await shootSheet(browser(), named("character-gear", lang), html, 780, 1100);
  });

  /** What Vessk's player wrote, in the table's language. */
  const VESSK: Record<Lang, { abilities: string; story: string }> = {
    en: {
      abilities: "Tracker's instinct: knows the Outer Rim's bounty posts by heart.",
      story: "Vessk learned the trade on Nar Shaddaa, working the docks for the Hutts until a bounty of his own came due.",
    },
    de: {
      abilities: "Spürsinn: kennt die Kopfgeldaushänge des Outer Rim auswendig.",
      story: "Vessk lernte das Handwerk auf Nar Shaddaa, in den Docks der Hutten, bis auf ihn selbst ein Kopfgeld ausgesetzt wurde.",
    },
    es: {
      abilities: "Instinto de rastreador: se sabe de memoria los tablones de recompensas del Borde Exterior.",
      story: "Vessk aprendió el oficio en Nar Shaddaa, trabajando en los muelles para los hutts, hasta que pusieron precio a su propia cabeza.",
    },
  };

  // A player's own words on the background tab: his special abilities and the story he wrote.
  it.each(LANGS)("renders the Bounty Hunter's background tab with what his player wrote (%s)", async (lang) => {
    const hunter = bountyHunter(["Bounty Hunter Armor"]);
    hunter.system.specialAbilities = VESSK[lang].abilities;
    hunter.system.background = `<p>${VESSK[lang].story}</p>`;
    const context = characterContext(hunter, { tab: "background", lang });
    const html = await renderCharacterSheet({ ...context, actor: { ...context.actor, name: "Vessk Morrow", img: asset("portrait.svg") } }, lang);
    const dom = toDom(html);
    expect(dom.querySelector(".tab.active")?.getAttribute("data-tab")).toBe("background");
    expect(dom.querySelector<HTMLTextAreaElement>('.tab.active textarea[name="system.specialAbilities"]')?.value).toBe(VESSK[lang].abilities);
    await shootSheet(browser(), named("character-background", lang), html, 780, 1000);
  });

  it("renders the Bounty Hunter's Gear tab in German, the vest worn", async () => {
    const context = characterContext(bountyHunter(["Protective Vest"]), { tab: "gear", lang: "de" });
    const html = await renderCharacterSheet({ ...context, actor: { ...context.actor, name: "Vessk Morrow", img: asset("portrait.svg") } }, "de");
    await shootSheet(browser(), "character-gear-de", html, 780, 1100);
  });

  it.each(LANGS)(
    "renders the Bounty Hunter's Gear tab read-only, as its owner sees it in a locked compendium: attacks work, nothing edits (%s)",
    async (lang) => {
      const context = characterContext(bountyHunter(["Bounty Hunter Armor"]), { tab: "gear", editable: false, lang });
      const html = await renderCharacterSheet({ ...context, actor: { ...context.actor, name: "Vessk Morrow", img: asset("portrait.svg") } }, lang);
      await shootSheet(browser(), named("character-gear-read-only", lang), readOnlyWindow(html, true), 780, 1000);
    },
  );

  it.each(LANGS)("renders the armored Bounty Hunter's skills, Dexterity marked with the armor's penalty (%s)", async (lang) => {
    const context = characterContext(bountyHunter(["Bounty Hunter Armor"]), { tab: "skills", lang });
    const html = await renderCharacterSheet({ ...context, actor: { ...context.actor, name: "Vessk Morrow", img: asset("portrait.svg") } }, lang);
    await shootSheet(browser(), named("character-sheet-armored", lang), html, 780, 1400);
  });

  it.each(LANGS)("renders the Failed Jedi template sheet read-only, as a player sees it in the locked compendium (%s)", async (lang) => {
    const html = await renderItemSheet("template", templateContext("Failed Jedi", false, lang), lang);
    await shootSheet(browser(), named("template-sheet-read-only", lang), readOnlyWindow(html, false), 760, 1400);
  });

  it.each(LANGS)("renders the Failed Jedi template sheet (%s)", async (lang) => {
    await shootSheet(browser(), named("template-sheet", lang), await renderItemSheet("template", templateContext("Failed Jedi", true, lang), lang), 760, 1400);
  });

  it.each(LANGS)("renders the Blaster skill sheet (%s)", async (lang) => {
    const context = skillContext("blaster", [{ name: typed("Blaster pistol", lang), bonus: "1D" }], lang);
    await shootSheet(browser(), named("skill-sheet", lang), await renderItemSheet("skill", context, lang), 540, 900);
  });

  it.each(LANGS)("renders the Blaster Pistol's weapon sheet (%s)", async (lang) => {
    await shootSheet(
      browser(),
      named("weapon-sheet", lang),
      await renderItemSheet("weapon", gearContext("weapons", "Blaster Pistol", true, lang), lang),
      580,
      1000,
    );
  });

  it("renders the Vibro-Ax's weapon sheet in German", async () => {
    await shootSheet(browser(), "weapon-sheet-vibro-ax-de", await renderItemSheet("weapon", gearContext("weapons", "Vibro-Ax", true, "de"), "de"), 580, 1000);
  });

  it("renders the Net's weapon sheet in Spanish: no damage, it entangles with Strength 4D", async () => {
    await shootSheet(browser(), "weapon-sheet-net-es", await renderItemSheet("weapon", gearContext("weapons", "Net", true, "es"), "es"), 580, 1000);
  });

  it.each(LANGS)("renders the Stormtrooper Armor's armor sheet, its printed coverage read in the language (%s)", async (lang) => {
    const html = await renderItemSheet("armor", gearContext("armor", "Stormtrooper Armor", true, lang), lang);
    const reading = toDom(html).querySelector('[data-reading="coverage"]')?.textContent ?? null;
    expect(reading).toBe(lang === "en" ? null : loadLang(lang)["SWD6.Weapon.readsAs"]!.replace("{value}", loadLang(lang)["SWD6.Coverage.full"]!));
    await shootSheet(browser(), named("armor-sheet", lang), html, 520, 900);
  });

  it.each(LANGS)("renders the Medpac's equipment sheet (%s)", async (lang) => {
    await shootSheet(
      browser(),
      named("equipment-sheet", lang),
      await renderItemSheet("equipment", gearContext("equipment", "Medpac", true, lang), lang),
      480,
      800,
    );
  });
});
