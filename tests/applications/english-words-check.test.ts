/**
 * The check the screenshot suites run on every German and Spanish page finds English words where a
 * user reads or hears them (text shown, a select's options, a placeholder, a tooltip, a label for
 * screen readers, an image's alternative) and passes a page whose words are the language's, a name
 * the test typed, or a model designation; a closed tab's text and a field's value are not read.
 */
import { describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { useBrowser } from "../helpers/browser.ts";
import { assertInLanguage, englishOnlyWords, englishTexts, pageLanguage, pageTexts, wordsOf } from "../helpers/english-words.ts";

/** A German page with an English word in each place a user reads or hears one. */
const ENGLISH_LEFT = `
  <h2>Dodge</h2>
  <select aria-label="Reaktion"><option>Ausweichen</option><option>Brawling parry</option></select>
  <input type="text" placeholder="Character name" aria-label="Name">
  <button type="button" data-tooltip="Roll damage" aria-label="Schaden würfeln">✕</button>
  <span aria-label="Wounded">⚠</span>
  <img alt="Lightsaber" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`;

/** The same page in German, with a name the test typed, a model designation, a closed tab and a field's value. */
const GERMAN = `
  <h2>Ausweichen</h2>
  <select aria-label="Reaktion"><option>Ausweichen</option><option>Raufen-Parade</option></select>
  <input type="text" placeholder="Name des Charakters" aria-label="Name" value="Roll damage">
  <button type="button" data-tooltip="Schaden würfeln" aria-label="Schaden würfeln">✕</button>
  <span aria-label="Verwundet">⚠</span>
  <p>Red Fury feuert auf IT-0.</p>
  <section style="display:none"><p>Dodge</p></section>`;

async function onPage<T>(browser: Browser, html: string, check: (page: Page) => Promise<T>): Promise<T> {
  const page = await browser.newPage({ viewport: { width: 400, height: 300 } });
  try {
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"></head><body>${html}</body></html>`);
    return await check(page);
  } finally {
    await page.close();
  }
}

describe("the English-word check", () => {
  const browser = useBrowser();

  it("knows a page's language by its name's ending", () => {
    expect([
      pageLanguage("attack-card-hit-de"),
      pageLanguage("space-battle-es"),
      pageLanguage("attack-card-hit"),
      pageLanguage("attack-dialog-space-en"),
    ]).toEqual(["de", "es", null, null]);
  });

  it("looks up the English file's words the language's file never uses, and no model designation or placeholder", () => {
    expect(englishOnlyWords("de").has("dodge")).toBe(true);
    expect(englishOnlyWords("de").has("blaster")).toBe(false);
    expect(englishOnlyWords("es").has("wounded")).toBe(true);
    expect(wordsOf("TK-421 fires at {name}: R2 and IT-0 <b>Hit</b>")).toEqual(["fires", "at", "and", "hit"]);
  });

  it("finds an English word in the text, an option, a placeholder, a tooltip, a label and an image's alternative", async () => {
    const found = await onPage(browser(), ENGLISH_LEFT, async (page) => englishTexts(await pageTexts(page), "de"));
    expect(found.map((text) => text.text).sort()).toEqual(["Brawling parry", "Character name", "Dodge", "Lightsaber", "Roll damage", "Wounded"]);
    await expect(onPage(browser(), ENGLISH_LEFT, (page) => assertInLanguage(page, "sheet-de"))).rejects.toThrow(
      /sheet-de shows English words:[\s\S]*"Dodge" \(dodge\)/,
    );
  });

  it("passes the page in German, a typed name and an English page unread", async () => {
    await onPage(browser(), GERMAN, (page) => assertInLanguage(page, "sheet-de", ["Red Fury"]));
    await expect(onPage(browser(), GERMAN, (page) => assertInLanguage(page, "sheet-de"))).rejects.toThrow(/"Red Fury feuert auf IT-0\." \(red\)/);
    await onPage(browser(), ENGLISH_LEFT, (page) => assertInLanguage(page, "sheet"));
  });
});
