import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { launchBrowser, screenshot } from "../helpers/browser.ts";
import { renderTemplate } from "../helpers/render.ts";
import {
  characterContext,
  characterFrom,
  renderCharacterSheet,
  sheetWindow,
  skillContext,
  templateContext,
} from "./sheet-data.ts";

/** Foundry's window frame, which core CSS draws in the real application: only what a screenshot needs. */
const FRAME_CSS = `
  .application { display: flex; flex-direction: column; margin: 0 auto; border: 1px solid #000;
    border-radius: 6px; overflow: hidden; box-shadow: 0 0 24px rgba(0,0,0,.8); }
  .window-header { display: flex; align-items: center; height: 34px; padding: 0 12px; background: #23252b;
    border-bottom: 1px solid #000; }
  .window-title { margin: 0; color: #e8e8e8; font: 600 14px "Signika", "DejaVu Sans", sans-serif; }
`;

/** One of the system's own SVG images as a data URL, since the page is not served from the system. */
function asset(name: string): string {
  return `data:image/svg+xml;base64,${readFileSync(new URL(`../../assets/${name}`, import.meta.url)).toString("base64")}`;
}

/** Gives the rendered window the width the sheet opens with. */
function withWidth(html: string, width: number): string {
  return html.replace('<form class="application', `<form style="width:${width}px" class="application`);
}

/** Reads a PNG's width and height from its header. */
function pngSize(path: string): { width: number; height: number } {
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("sheet screenshots", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("renders the Brash Pilot's character sheet, wounded, with raised skills", async () => {
    const pilot = characterFrom("Brash Pilot", {
      bonuses: { blaster: "1D+1", dodge: "1D", "starfighter-piloting": "2D", "space-transports": "1D+2", "starship-gunnery": "1D", con: "1D" },
      woundLevel: "wounded",
    });
    pilot.name = "Kell Tavari";
    pilot.skills.find((s) => s.system.key === "starfighter-piloting")!.system.specializations = [{ name: "X-wing", bonus: "1D" }];
    const html = await renderCharacterSheet({ ...characterContext(pilot), actor: { name: "Kell Tavari", img: asset("portrait.svg"), uuid: "Actor.kell" } });
    const path = await screenshot(browser, "character-sheet", withWidth(html, 780), {
      width: 820,
      height: 1400,
      selector: ".application",
      pageCss: FRAME_CSS,
    });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(780);
  });

  it("renders the Failed Jedi's character sheet in German with its Force skills", async () => {
    const jedi = characterFrom("Failed Jedi", { bonuses: { control: "2D", lightsaber: "1D" }, woundLevel: "stunned" });
    const context = characterContext(jedi, { lang: "de" });
    const html = await renderCharacterSheet({ ...context, actor: { ...context.actor, img: asset("portrait.svg") } }, "de");
    const path = await screenshot(browser, "character-sheet-jedi-de", withWidth(html, 780), {
      width: 820,
      height: 1500,
      selector: ".application",
      pageCss: FRAME_CSS,
    });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(780);
  });

  it("renders the Failed Jedi template sheet", async () => {
    const context = templateContext("Failed Jedi");
    const body = await renderTemplate("templates/item/template-sheet.hbs", { ...context, item: { ...context.item, img: asset("d6.svg") } });
    const html = withWidth(sheetWindow("item template", "Failed Jedi", body), 760);
    const path = await screenshot(browser, "template-sheet", html, { width: 800, height: 1400, selector: ".application", pageCss: FRAME_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(760);
  });

  it("renders the Blaster skill sheet", async () => {
    const context = skillContext("blaster", [{ name: "Blaster pistol", bonus: "1D" }]);
    const body = await renderTemplate("templates/item/skill-sheet.hbs", { ...context, item: { ...context.item, img: asset("d6.svg") } });
    const html = withWidth(sheetWindow("item skill", "Blaster", body), 540);
    const path = await screenshot(browser, "skill-sheet", html, { width: 580, height: 900, selector: ".application", pageCss: FRAME_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(540);
  });
});
