/**
 * A weapon's, armor's or equipment's printed cost and availability, and a weapon's specialization,
 * in German and Spanish. The sheet shows them as typed text; no rule reads cost or availability,
 * and a weapon's specialization is matched by name against the wielder's skill specializations,
 * so a template's specializations are named by the same table (see `specializationName`).
 *
 * Cost and availability are free text in the sources ("500 (power packs: 25)", "1, F, R or X", "Not
 * available for sale"). A whole value the glossary `item-values` holds is taken as written there;
 * otherwise its phrases are replaced, longest first, and its numbers written in the language's form
 * ("1,000" as "1.000"). A value that still holds an English word after that is left as printed
 * (Babele then keeps the English), so that no value mixes the two languages. The availability
 * codes F, R and X are the rules' letters and stay.
 */
import { type GlossaryKind, glossaryEntry, glossaryTexts } from "./imported.ts";
import type { BabeleLang, BabelePack, PackEntry } from "./translate.ts";

/** The packs whose entries print a cost and an availability. */
export const PRICED_PACKS: readonly BabelePack[] = ["weapons", "armor", "equipment"];

/** A phrase glossary's phrases (the whole values too), longest first, so that a longer phrase wins over a word of it. */
const phrases = new Map<GlossaryKind, string[]>();

function phrasesLongestFirst(kind: GlossaryKind): string[] {
  let sorted = phrases.get(kind);
  if (!sorted) {
    sorted = glossaryTexts(kind).sort((a, b) => b.length - a.length);
    phrases.set(kind, sorted);
  }
  return sorted;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each phrase's pattern, compiled once: a glossary's phrases are tried on every value of every pack. */
const patterns = new Map<string, RegExp>();

/** The phrase as whole words only: "or" not inside "for". */
function phrasePattern(phrase: string): RegExp {
  let pattern = patterns.get(phrase);
  if (!pattern) {
    pattern = new RegExp(`(?<![A-Za-z])${escapeRegExp(phrase)}(?![A-Za-z])`, "g");
    patterns.set(phrase, pattern);
  }
  return pattern;
}

/** Thousands written with commas ("1,000", "800,000") as both languages write them, with points. */
function localNumbers(text: string): string {
  return text.replace(/\d{1,3}(?:,\d{3})+(?!\d)/g, (number) => number.replace(/,/g, "."));
}

/**
 * A printed cost or availability in the language; undefined when some of its words are not in the
 * glossary (the value then stays as printed) or when nothing in it changes.
 * @param text the English value
 * @param lang the language
 */
export function translateItemValue(text: string, lang: BabeleLang): string | undefined {
  return translatePhrases("item-values", text, lang);
}

/**
 * A text in the language from a phrase glossary: the whole text when the glossary holds it, else
 * its phrases, longest first, and its numbers in the language's form; undefined when an English
 * word is left over or nothing changes.
 * @param kind the phrase glossary
 * @param text the English text
 * @param lang the language
 */
export function translatePhrases(kind: GlossaryKind, text: string, lang: BabeleLang): string | undefined {
  if (!text.trim()) return undefined;
  const whole = glossaryEntry(kind, text, lang);
  if (whole !== undefined) return whole === text ? undefined : whole;
  const found: string[] = [];
  let masked = text;
  for (const phrase of phrasesLongestFirst(kind)) {
    if (!masked.includes(phrase)) continue;
    const translated = glossaryEntry(kind, phrase, lang);
    if (translated === undefined) continue;
    masked = masked.replace(phrasePattern(phrase), () => `\uE000${found.push(translated) - 1}\uE000`);
  }
  // An English word left over (the codes F, R and X are single letters) keeps the value as printed.
  if (/[A-Za-z]{2,}/.test(masked.replace(/\uE000\d+\uE000/g, ""))) return undefined;
  const result = localNumbers(masked).replace(/\uE000(\d+)\uE000/g, (_, index: string) => found[Number(index)]);
  return result === text ? undefined : result;
}

/**
 * A weapon's specialization in the language: the weapon names' tables first (the pack's own names,
 * then the imported gear's, matched without regard to case, "blaster pistol" as "Blaster Pistol"),
 * then the specializations glossary; undefined when none names it.
 * @param text the printed specialization
 * @param names the language's weapon names, by English name (scripts/babele/<lang>.json)
 */
export function specializationName(text: string, lang: BabeleLang, names: Record<string, string>): string | undefined {
  const printed = text.trim();
  if (!printed) return undefined;
  const own = glossaryEntry("specializations", printed, lang);
  if (own) return own;
  const lower = printed.toLowerCase();
  for (const [english, name] of Object.entries(names)) if (english.toLowerCase() === lower) return name;
  return glossaryEntry("gear-names", printed, lang) ?? caseless("gear-names", lower, lang);
}

function caseless(kind: "gear-names", lower: string, lang: BabeleLang): string | undefined {
  const english = glossaryTexts(kind).find((text) => text.toLowerCase() === lower);
  return english === undefined ? undefined : glossaryEntry(kind, english, lang);
}

/**
 * An entry's translated cost, availability and (a weapon's) specialization, each only where it differs.
 * @param names the language's weapon names, by English name
 */
export function itemValueFields(pack: BabelePack, entry: PackEntry, lang: BabeleLang, names: Record<string, string>): Record<string, string> {
  if (!PRICED_PACKS.includes(pack)) return {};
  const fields: Record<string, string> = {};
  for (const field of ["cost", "availability"] as const) {
    const translated = translateItemValue(String(entry.system[field] ?? ""), lang);
    if (translated) fields[field] = translated;
  }
  if (pack === "weapons") {
    const printed = String(entry.system.specialization ?? "");
    const translated = specializationName(printed, lang, names);
    if (translated && translated !== printed) fields.specialization = translated;
  }
  return fields;
}

/** The document paths of the fields {@link itemValueFields} writes. */
export function itemValueMapping(pack: BabelePack): Record<string, string> {
  if (!PRICED_PACKS.includes(pack)) return {};
  const mapping: Record<string, string> = { cost: "system.cost", availability: "system.availability" };
  if (pack === "weapons") mapping.specialization = "system.specialization";
  return mapping;
}
