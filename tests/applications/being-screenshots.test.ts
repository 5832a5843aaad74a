/**
 * Screenshots of the NPC, droid, creature and species sheets, rendered with their real templates from
 * compendium entries: the Stormtrooper of the stock NPCs (a group of six, wounded), the R2 astromech
 * of the droids, the rancor of the creatures and the Rodian of the species, in English and German.
 */
import { describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { readFileSync } from "node:fs";
import { WINDOW_FRAME_CSS, pngSize, screenshot, useBrowser } from "../helpers/browser.ts";
import { type Lang, renderTemplate, toDom } from "../helpers/render.ts";
import { packEntry } from "../helpers/packs.ts";
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

async function npcSheet(pack: "npcs" | "droids", name: string, lang: Lang, wound: "none" | "wounded" = "none") {
  const being = beingFrom(pack, name, wound);
  const context = characterContext(being, { lang, isGM: true });
  const system = { ...being.system, groupSize: (being.system as { groupSize?: number }).groupSize ?? 1 };
  if (pack === "npcs") system.groupSize = 6;
  return renderBeingSheet("npc", { ...context, system, actor: { ...context.actor, img: asset("portrait.svg") }, droidDegrees: droidDegreeOptions() }, lang);
}

describe("NPC, droid, creature and species sheet screenshots", () => {
  const browser = useBrowser();

  it.each([
    ["en", "npc-sheet"],
    ["de", "npc-sheet-de"],
  ] as const)("renders the stock Stormtrooper as a group of six, wounded (%s)", async (lang, name) => {
    const html = await npcSheet("npcs", "Stormtrooper", lang, "wounded");
    const dom = toDom(html);
    expect(dom.querySelector<HTMLInputElement>('input[name="system.groupSize"]')!.value).toBe("6");
    expect(dom.querySelector('[data-item-id] [data-action="attack"]')).not.toBeNull();
    await shoot(browser(), name, html, 680, 1100);
  });

  it("renders the R2 astromech as a second-degree droid with its model and cost, no Force sensitivity", async () => {
    const html = await npcSheet("droids", "R2 Astromech Droid", "en");
    const dom = toDom(html);
    expect(dom.querySelector<HTMLOptionElement>('select[name="system.droid.degree"] option[selected]')!.value).toBe("2");
    expect(dom.querySelector<HTMLInputElement>('input[name="system.droid.model"]')!.value).toContain("R2");
    expect(dom.querySelector('input[name="system.forceSensitive"]')).toBeNull();
    await shoot(browser(), "droid-sheet", html, 680, 900);
  });

  it.each([
    ["en", "creature-sheet", "gear"],
    ["de", "creature-sheet-abilities-de", "abilities"],
  ] as const)("renders the rancor with its natural weapons and abilities (%s, %s tab)", async (lang, name, tab) => {
    const being = beingFrom("creatures", "Rancor");
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
    expect([...dom.querySelectorAll("[data-item-id]")].some((row) => row.textContent?.includes("Teeth"))).toBe(true);
    expect(dom.querySelector(".swd6-credits")).toBeNull();
    await shoot(browser(), name, html, 680, 900);
  });

  it.each([
    ["en", "species-sheet"],
    ["es", "species-sheet-es"],
  ] as const)("renders the Rodian species with its attribute ranges (%s)", async (lang, name) => {
    const rodian = packEntry<{ attributes: Parameters<typeof speciesAttributeRows>[0] } & Record<string, unknown>>("species", "Rodian");
    const body = await renderTemplate(
      "templates/item/species-sheet.hbs",
      {
        item: { name: rodian.name, img: asset("d6.svg"), uuid: `Item.${rodian._id}` },
        system: rodian.system,
        attributes: speciesAttributeRows(rodian.system.attributes),
        editable: true,
        enrichedDescription: "",
      },
      lang,
    );
    const html = sheetWindow("item species", rodian.name, body);
    expect(toDom(html).querySelector<HTMLInputElement>('input[name="system.attributes.dex.min"]')!.value).toBe("1D+2");
    await shoot(browser(), name, html, 560, 1000);
  });
});
