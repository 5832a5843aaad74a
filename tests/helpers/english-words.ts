/**
 * The check that a German or Spanish page shows no English word: every word a user reads or hears
 * on the page (its visible text, the options of its selects, placeholders, tooltips, labels for
 * screen readers, the text of its buttons and the alternatives of its images) is looked up among the
 * English language file's words that the page's language file never uses. What the user typed, and
 * the names of the characters, craft and gear a page shows, are the page's own and never looked up:
 * text fields' values are skipped, and a caller of `assertInLanguage` names what else the test typed.
 * The screenshot suites' test data is the language's (the compendiums through their Babele
 * translations, tests/helpers/babele.ts; what players type, tests/helpers/phrasebook.ts), so what the
 * check finds is the system's English.
 */
import type { Page } from "playwright-core";
import { type Lang, loadLang } from "./render.ts";

/**
 * Words of the English file that a German or Spanish page may show: each is a word of the page's
 * language too, or a name the three languages share, which its language file happens not to use.
 */
const SHARED_WORDS: Readonly<Record<"de" | "es", readonly string[]>> = {
  // Das Set (Erste-Hilfe-Set) is German.
  de: ["set"],
  es: [],
};

/**
 * The words of a text: runs of letters (a die code's "D" and every number fall out), lower-cased. A
 * model designation (IT-0, TK-421, R2) is a name in every language, and no word.
 */
export function wordsOf(text: string): string[] {
  return (
    text
      // A placeholder of a translation is filled in by the code, and markup is no word.
      .replace(/\{\w+\}|<[^>]*>/g, " ")
      .replace(/\b\p{Lu}+-?\d[\p{L}\d-]*/gu, " ")
      .toLowerCase()
      .match(/\p{L}{2,}/gu) ?? []
  );
}

const english = new Map<Lang, Set<string>>();

/**
 * The English file's words that the language's file never uses: the words an English text left on
 * the page would show. Its shared words (`SHARED_WORDS`) are left out.
 * @param lang the page's language, German or Spanish
 * @returns the words, lower-cased
 */
export function englishOnlyWords(lang: "de" | "es"): ReadonlySet<string> {
  let words = english.get(lang);
  if (!words) {
    const own = new Set(Object.values(loadLang(lang)).flatMap(wordsOf));
    for (const word of SHARED_WORDS[lang]) own.add(word);
    words = new Set(
      Object.values(loadLang("en"))
        .flatMap(wordsOf)
        .filter((word) => !own.has(word)),
    );
    english.set(lang, words);
  }
  return words;
}

/** A piece of a page's text a user reads or hears, and where it stands. */
export interface PageText {
  text: string;
  where: string;
}

/**
 * Every text of the page a user reads or hears: the text of elements shown (a closed tab's is not),
 * every option of its selects, and the placeholder, tooltip, label for screen readers, image
 * alternative and button text of its elements. Text fields' and text areas' values are left out.
 * @param page a loaded page
 */
export async function pageTexts(page: Page): Promise<PageText[]> {
  // One string across the protocol: Playwright would check a returned array of objects value by value.
  const json = await page.evaluate(() => {
    const where = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && at !== document.body && parts.length < 3; at = at.parentElement) {
        parts.unshift(at.tagName.toLowerCase() + [...at.classList].map((name) => `.${name}`).join(""));
      }
      return parts.join(" > ");
    };
    const texts: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent!.trim();
      if (!parent || text === "" || ["SCRIPT", "STYLE", "OPTION", "TEXTAREA"].includes(parent.tagName)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      texts.push({ text, where: where(parent) });
    }
    for (const element of document.body.querySelectorAll("*")) {
      const shown = element.checkVisibility({ visibilityProperty: true });
      if (element instanceof HTMLSelectElement && shown) {
        for (const option of element.options) texts.push({ text: option.text, where: `${where(element)} option` });
      }
      for (const attribute of ["title", "aria-label", "placeholder", "alt", "data-tooltip", "aria-description"]) {
        const value = element.getAttribute(attribute);
        if (value?.trim() && (shown || attribute !== "placeholder")) texts.push({ text: value, where: `${where(element)} [${attribute}]` });
      }
      if (element instanceof HTMLInputElement && ["button", "submit", "reset"].includes(element.type) && element.value) {
        texts.push({ text: element.value, where: `${where(element)} [value]` });
      }
    }
    return JSON.stringify(texts);
  });
  return JSON.parse(json) as PageText[];
}

/** The language a screenshot's name ends in (`attack-card-hit-de`), or null for an English page. */
export function pageLanguage(name: string): "de" | "es" | null {
  const match = /-(de|es)$/.exec(name);
  return match ? (match[1] as "de" | "es") : null;
}

/**
 * The texts of a German or Spanish page holding an English word, each with its English words.
 * @param texts the page's texts, as `pageTexts` reads them
 * @param typed words the test typed or named (a character's, a ship's name), never looked up
 */
export function englishTexts(texts: readonly PageText[], lang: "de" | "es", typed: readonly string[] = []): (PageText & { words: string[] })[] {
  const englishWords = englishOnlyWords(lang);
  const own = new Set(typed.flatMap(wordsOf));
  return texts.flatMap((text) => {
    const words = [...new Set(wordsOf(text.text))].filter((word) => englishWords.has(word) && !own.has(word));
    return words.length > 0 ? [{ ...text, words }] : [];
  });
}

/**
 * Asserts that a German or Spanish page, by its name's ending, shows no English word; an English
 * page passes unread.
 * @param page the loaded page
 * @param name the screenshot's name (`…-de`, `…-es`)
 * @param typed words the test typed or named, which the page shows as they were given
 * @throws Error listing each text with an English word, its words and where it stands
 */
export async function assertInLanguage(page: Page, name: string, typed: readonly string[] = []): Promise<void> {
  const lang = pageLanguage(name);
  if (!lang) return;
  const found = englishTexts(await pageTexts(page), lang, typed);
  if (found.length === 0) return;
  const lines = found.map((text) => `"${text.text}" (${text.words.join(", ")}): ${text.where}`);
  throw new Error(`${name} shows English words:\n${lines.join("\n")}`);
}
