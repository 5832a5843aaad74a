import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { forcePowerOptions, forcePowerView, type ForcePowerSystemData } from "../../../src/applications/item/force-power-view.ts";
import { WINDOW_FRAME_CSS, pngSize, screenshot, useBrowser } from "../../helpers/browser.ts";
import { packEntry } from "../../helpers/packs.ts";
import { translatedEntry } from "../../helpers/babele.ts";
import { type Lang, renderTemplate, toDom } from "../../helpers/render.ts";
import { sheetWindow } from "../sheet-data.ts";

/** The render context the sheet gives its template, for a power of the compendium. */
/** The sheet's context of a power of the compendium, as its translation gives it in the table's language. */
function powerContext(name: string, editable = true, lang: Lang = "en") {
  const entry = translatedEntry("force-powers", packEntry<ForcePowerSystemData>("force-powers", name), lang);
  return {
    item: { name: entry.name, img: entry.img, uuid: `Item.${entry._id}` },
    system: entry.system,
    view: forcePowerView(entry.system),
    options: forcePowerOptions(),
    editable,
    enrichedEffect: entry.system.effect,
  };
}

async function renderSheet(name: string, lang: Lang = "en", editable = true): Promise<string> {
  return renderTemplate("templates/item/force-power-sheet.hbs", powerContext(name, editable), lang);
}

describe("the Force power sheet's template", () => {
  it("shows Lightsaber Combat's two rolled skills with their difficulties, the cost and the kept-up badge", async () => {
    const dom = toDom(await renderSheet("Lightsaber Combat"));
    const cards = [...dom.querySelectorAll(".swd6-power-skill")];
    expect(cards.map((card) => card.getAttribute("data-skill"))).toEqual(["control", "sense", "alter"]);
    expect(cards.map((card) => card.classList.contains("swd6-unused"))).toEqual([false, false, true]);
    expect((dom.querySelector('select[name="system.difficulty.control.level"] option[selected]') as HTMLOptionElement).value).toBe("moderate");
    expect((dom.querySelector('select[name="system.difficulty.sense.level"] option[selected]') as HTMLOptionElement).value).toBe("easy");
    expect(dom.querySelector('[name="system.difficulty.alter.level"]')).toBeNull();
    expect([...dom.querySelectorAll(".swd6-power-skill-name")].map((n) => n.textContent)).toEqual(["Control", "Sense"]);
    expect(dom.querySelector(".swd6-power-actions")?.textContent).toContain("2 actions");
    expect(dom.querySelector(".swd6-power-penalty")?.textContent).toBe("-1D");
    expect(dom.querySelector(".swd6-badge-up")?.textContent).toBe("May be kept up");
    expect(dom.querySelector(".swd6-badge-dark")).toBeNull();
    // No Dark Side points a use on a power that is not of the dark side.
    expect(dom.querySelector('input[name="system.darkSidePoints"]')).toBeNull();
    expect((dom.querySelector('select[name="system.keptUp"] option[selected]') as HTMLOptionElement).value).toBe("may");
    expect(dom.querySelector("prose-mirror")?.getAttribute("name")).toBe("system.effect");
  });

  it("names every field of a power's levels and modifiers by its index, so the form restores the lists", async () => {
    const dom = toDom(await renderSheet("Transfer Life"));
    expect(dom.querySelectorAll('select[name^="system.difficulty.alter.levels."]')).toHaveLength(4);
    expect((dom.querySelector('input[name="system.difficulty.control.modifiers.0.value"]') as HTMLInputElement).value).toBe("15");
    expect(dom.querySelectorAll('[data-action="removeDifficultyRow"][data-skill="alter"][data-list="levels"]')).toHaveLength(4);
    expect(dom.querySelector(".swd6-badge-dark")?.textContent).toBe("Dark side power");
    expect((dom.querySelector('input[name="system.darkSidePoints"]') as HTMLInputElement).value).toBe("2");
    expect((dom.querySelector('textarea[name="system.requiredPowers"]') as HTMLTextAreaElement).value.split("\n")).toHaveLength(27);
  });

  it("shows a power without a Force skill roll as such, and hides the row buttons from whoever may not edit", async () => {
    const dom = toDom(await renderSheet("Force Scream", "en", false));
    expect(dom.querySelector(".swd6-power-actions")?.textContent).toBe("No Force skill roll: not used at will");
    expect(dom.querySelectorAll(".swd6-unused")).toHaveLength(3);
    expect(dom.querySelector("prose-mirror")).toBeNull();
    expect(dom.querySelector(".swd6-prose")?.innerHTML).toContain("willpower");
    const jump = toDom(await renderSheet("Force Jump", "en", false));
    expect(jump.querySelector('[data-action="addDifficultyRow"]')).toBeNull();
  });

  it("speaks German with the seeds' terms", async () => {
    const dom = toDom(await renderSheet("Lightsaber Combat", "de"));
    expect(dom.querySelector(".swd6-item-type")?.textContent).toBe("Machtkraft");
    expect([...dom.querySelectorAll(".swd6-power-skill-name")].map((n) => n.textContent)).toEqual(["Kontrollieren", "Spüren"]);
    expect(dom.body.textContent).toContain("Schwierigkeitsgrad");
    expect((dom.querySelector('select[name="system.difficulty.control.level"] option[selected]') as HTMLOptionElement).textContent).toBe("Mittel");
  });
});

/** One of the system's own SVG images as a data URL, since the page is not served from the system. */
function asset(name: string): string {
  return `data:image/svg+xml;base64,${readFileSync(new URL(`../../../assets/${name}`, import.meta.url)).toString("base64")}`;
}

describe("Force power sheet screenshots", () => {
  const browser = useBrowser();

  async function shoot(file: string, name: string, lang: Lang): Promise<void> {
    const context = powerContext(name, true, lang);
    const body = await renderTemplate("templates/item/force-power-sheet.hbs", { ...context, item: { ...context.item, img: asset("d6.svg") } }, lang);
    const html = sheetWindow("item force-power", context.item.name, body).replace('<form class="application', '<form style="width:720px" class="application');
    const path = await screenshot(browser(), file, html, { width: 760, height: 1500, selector: ".application", pageCss: WINDOW_FRAME_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(720);
  }

  it.each([
    ["force-power-sheet", "Lightsaber Combat", "en"],
    ["force-power-sheet-de", "Lightsaber Combat", "de"],
    ["force-power-sheet-es", "Lightsaber Combat", "es"],
    ["force-power-sheet-pain", "Control Another's Pain", "en"],
    ["force-power-sheet-pain-de", "Control Another's Pain", "de"],
    ["force-power-sheet-pain-es", "Control Another's Pain", "es"],
  ] as const)("renders %s: %s (%s), one power rolled with two skills, one with levels by circumstance", async (file, name, lang) => {
    await shoot(file, name, lang);
  });
});
