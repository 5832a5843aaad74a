/**
 * Screenshots of the NPC, droid, creature and species sheets, rendered with their real templates from
 * compendium entries: the Stormtrooper of the stock NPCs (a group of six, wounded), the R2 astromech
 * and the IT-0 interrogator (with its weapons) of the droids, the rancor of the creatures (its skills,
 * gear and abilities tabs) and the Rodian of the species, in English, German and Spanish.
 */
import { describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { readFileSync } from "node:fs";
import { WINDOW_FRAME_CSS, pngSize, screenshot, useBrowser } from "../helpers/browser.ts";
import { type Lang, loadLang, renderTemplate, toDom } from "../helpers/render.ts";
import { packEntry } from "../helpers/packs.ts";
import { ownItemName, translatedEntry } from "../helpers/babele.ts";
import { beingFrom, characterContext, renderBeingSheet, sheetWindow } from "./sheet-data.ts";
import { droidDegreeOptions, scaleOptions } from "../../src/applications/actor/being-options.ts";
import { speciesAttributeRows } from "../../src/applications/item/species-view.ts";

function asset(name: string): string {
  return `data:image/svg+xml;base64,${readFileSync(new URL(`../../assets/${name}`, import.meta.url)).toString("base64")}`;
}

async function shoot(browser: Browser, name: string, html: string, width: number, height: number): Promise<void> {
  const sized = html.replace('<form class="application', `<form style="width:${width}px" class="application`);
  const path = await screenshot(browser, name, sized, { width: width + 40, height, selector: ".application", pageCss: WINDOW_FRAME_CSS });
  expect(pngSize(path).width).toBeGreaterThanOrEqual(width);
}

function tabs(ids: string[], active: string) {
  return Object.fromEntries(
    ids.map((id) => [id, { id, group: "primary", label: `SWD6.Sheet.Tab.${id}`, active: id === active, cssClass: id === active ? "active" : "" }]),
  );
}

async function npcSheet(pack: "npcs" | "droids", name: string, lang: Lang, wound: "none" | "wounded" = "none", tab = "skills") {
  const being = beingFrom(pack, name, wound);
  const context = { ...characterContext(being, { lang, isGM: true }), ...(tab === "skills" ? {} : { tabs: tabs(["skills", "gear", "background"], tab) }) };
  const system = { ...context.system, groupSize: (being.system as { groupSize?: number }).groupSize ?? 1 };
  if (pack === "npcs") system.groupSize = 6;
  return renderBeingSheet("npc", { ...context, system, actor: { ...context.actor, img: asset("portrait.svg") }, droidDegrees: droidDegreeOptions() }, lang);
}

/** The languages every sheet is pictured in. */
const LANGS = ["en", "de", "es"] as const;

/** A screenshot's name in a language: the English one bare, the others ending in their code. */
function named(name: string, lang: Lang): string {
  return lang === "en" ? name : `${name}-${lang}`;
}

/** The glitterclaw's skills, named in a language. */
function glitterclawSkills(lang: Lang): string[] {
  const strings = loadLang(lang);
  return ["sneak", "brawling", "climbing-jumping"].map((key) => strings[`SWD6.SkillName.${key}`]!);
}

describe("NPC, droid, creature and species sheet screenshots", () => {
  const browser = useBrowser();

  it.each([
    ["en", "npc-sheet"],
    ["de", "npc-sheet-de"],
    ["es", "npc-sheet-es"],
  ] as const)("renders the stock Stormtrooper as a group of six, wounded (%s)", async (lang, name) => {
    const html = await npcSheet("npcs", "Stormtrooper", lang, "wounded");
    const dom = toDom(html);
    expect(dom.querySelector<HTMLInputElement>('input[name="system.groupSize"]')!.value).toBe("6");
    expect(dom.querySelector('[data-item-id] [data-action="attack"]')).not.toBeNull();
    await shoot(browser(), name, html, 680, 1100);
  });

  it.each(LANGS)("renders the R2 astromech as a second-degree droid with its model and cost, no Force sensitivity (%s)", async (lang) => {
    const html = await npcSheet("droids", "R2 Astromech Droid", lang);
    const dom = toDom(html);
    expect(dom.querySelector<HTMLOptionElement>('select[name="system.droid.degree"] option[selected]')!.value).toBe("2");
    expect(dom.querySelector<HTMLInputElement>('input[name="system.droid.model"]')!.value).toContain("R2");
    expect(dom.querySelector('input[name="system.forceSensitive"]')).toBeNull();
    await shoot(browser(), named("droid-sheet", lang), html, 680, 900);
  });

  it.each(LANGS)("renders the IT-0 interrogator droid with its weapons on its sheet (%s)", async (lang) => {
    const html = await npcSheet("droids", "IT-0 Interrogator Droid", lang, "none", "gear");
    const dom = toDom(html);
    const weapons = [...dom.querySelectorAll('.tab.active [data-item-id] [data-action="attack"]')];
    expect(weapons.length).toBeGreaterThanOrEqual(3);
    for (const name of ["Laser scalpel", "Hypodermic injectors", "Power shears"].map((item) => ownItemName("IT-0 Interrogator Droid", item, lang))) {
      expect(
        [...dom.querySelectorAll("[data-item-id]")].some((row) => row.textContent?.includes(name)),
        name,
      ).toBe(true);
    }
    await shoot(browser(), named("droid-sheet-weapons", lang), html, 680, 1000);
  });

  it.each([
    ["en", "creature-sheet", "gear", "Rancor"],
    ["de", "creature-sheet-de", "gear", "Rancor"],
    ["es", "creature-sheet-es", "gear", "Rancor"],
    ["en", "creature-sheet-abilities", "abilities", "Rancor"],
    ["de", "creature-sheet-abilities-de", "abilities", "Rancor"],
    ["es", "creature-sheet-abilities-es", "abilities", "Rancor"],
  ] as const)("renders the rancor with its natural weapons and abilities (%s, %s tab)", async (lang, name, tab, creature) => {
    const being = beingFrom("creatures", creature);
    const context = characterContext(being, { lang });
    const html = await renderBeingSheet(
      "creature",
      {
        ...context,
        tabs: tabs(["skills", "gear", "abilities"], tab),
        actor: { ...context.actor, img: asset("portrait.svg") },
        scales: scaleOptions(),
        noAdvance: true,
        creature: true,
        enrichedNotes: "",
      },
      lang,
    );
    const dom = toDom(html);
    expect(dom.querySelector<HTMLInputElement>('input[name="system.orneriness"]')).not.toBeNull();
    expect([...dom.querySelectorAll("[data-item-id]")].some((row) => row.textContent?.includes(ownItemName(creature, "Teeth", lang)))).toBe(true);
    expect(dom.querySelector(".swd6-credits")).toBeNull();
    await shoot(browser(), name, html, 680, 900);
  });

  it.each(LANGS)("renders the glitterclaw's attributes with its skills under them (attributes-and-skills tab, %s)", async (lang) => {
    const being = beingFrom("creatures", "Skar'kla (Glitterclaw)");
    const context = characterContext(being, { lang });
    const html = await renderBeingSheet(
      "creature",
      {
        ...context,
        tabs: tabs(["skills", "gear", "abilities"], "skills"),
        actor: { ...context.actor, img: asset("portrait.svg") },
        scales: scaleOptions(),
        noAdvance: true,
        creature: true,
        enrichedNotes: "",
      },
      lang,
    );
    const dom = toDom(html);
    const rows = [...dom.querySelectorAll(".tab.active [data-item-id]")].map((row) => row.textContent ?? "");
    for (const skill of glitterclawSkills(lang))
      expect(
        rows.some((row) => row.includes(skill)),
        skill,
      ).toBe(true);
    await shoot(browser(), named("creature-sheet-skills", lang), html, 680, 900);
  });

  it.each([
    ["en", "species-sheet"],
    ["de", "species-sheet-de"],
    ["es", "species-sheet-es"],
  ] as const)("renders the Rodian species with its attribute ranges (%s)", async (lang, name) => {
    const rodian = translatedEntry(
      "species",
      packEntry<{ attributes: Parameters<typeof speciesAttributeRows>[0] } & Record<string, unknown>>("species", "Rodian"),
      lang,
    );
    const body = await renderTemplate(
      "templates/item/species-sheet.hbs",
      {
        item: { name: rodian.name, img: asset("d6.svg"), uuid: `Item.${rodian._id}` },
        system: rodian.system,
        attributes: speciesAttributeRows(rodian.system.attributes),
        editable: true,
        enrichedDescription: rodian.system.description,
      },
      lang,
    );
    const html = sheetWindow("item species", rodian.name, body);
    expect(toDom(html).querySelector<HTMLInputElement>('input[name="system.attributes.dex.min"]')!.value).toBe("1D+2");
    await shoot(browser(), name, html, 560, 1000);
  });
});
