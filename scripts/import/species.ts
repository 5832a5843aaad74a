/**
 * Species from the 1Bln21 generator: its workbook's species and near-humans, then the species its
 * PDF extraction adds. Attribute ranges are stored there in pips, in the order Dexterity, Knowledge,
 * Mechanical, Perception, Strength, Technical. The attribute dice are 18D plus the record's offset in
 * pips (Gamorrean 17D, Noghri 22D), as the generator deals them: the minimums plus the free pips.
 */
import { ATTRIBUTE_KEYS } from "../../src/constants.ts";
import { formatDieCode } from "../../src/rules/dice/die-code.ts";
import { type ItemSource, itemFile } from "../packs/documents.ts";
import { stableId } from "../packs/ids.ts";
import { speciesAliases, wegSpeciesName } from "../packs/species-names.ts";
import { printedValues } from "./printed-values.ts";
import { describeSpecies } from "../packs/being-descriptions.ts";
import { isNameFragment, repeatsWord } from "../packs/name-checks.ts";
import type { KindReport } from "./report.ts";

/** The species Item's `system` data as the pack ships it (src/data/item/species.ts). */
export interface SpeciesSystem {
  attributeDice: string;
  attributes: Record<string, { min: string; max: string }>;
  move: number;
  moveMax: number;
  height: string;
  homeworld: string;
  specialAbilities: { name: string; text: string }[];
  storyFactors: { name: string; text: string }[];
  description: string;
  source: string;
}

/** A code of pips (7 → 2D+1). */
export function pipsCode(pips: number): string {
  return formatDieCode({ dice: Math.floor(pips / 3), pips: pips % 3 });
}

/**
 * The name of a printed ability or story factor ("Hearing: Akwin have …" → "Hearing"); its text is
 * the book's prose and stays out, but for the values it prints (printed-values.ts). Null when no
 * short name leads it.
 */
export function leadingName(text: string): string | null {
  const match = /^([^:.]{2,40}):/.exec(text.trim());
  return match ? match[1]!.trim() : null;
}

/** Why a species record is left out, or null when it is kept. */
export function speciesProblem(record: Record<string, unknown>): string | null {
  const min = record.min as unknown;
  const max = record.max as unknown;
  if (typeof record.name !== "string" || record.name.trim() === "") return "no name";
  if (isNameFragment(record.name.trim()) || repeatsWord(record.name.trim())) return "its name is a fragment of the book's text or repeats a word";
  // The workbook's row for a species of the player's own (its name and page both "Custom") is no species.
  if (record.name.trim() === "Custom" && String(record.page ?? "").trim() === "Custom")
    return "the workbook's placeholder for a species of one's own, no species";
  if (!Array.isArray(min) || !Array.isArray(max) || min.length !== 6 || max.length !== 6) return "not six attribute ranges";
  if (![...min, ...max].every((v) => Number.isInteger(v) && v >= 0 && v <= 45)) return "an attribute range outside 0D to 15D";
  if (min.some((v, i) => v > max[i])) return "a minimum above its maximum";
  if (!Number.isInteger(record.move) || (record.move as number) < 1 || (record.move as number) > 30) return "no Move from 1 to 30";
  if (record.offset !== undefined && !Number.isInteger(record.offset)) return "an attribute offset that is not a whole number of pips";
  const pool = speciesAttributePips(record);
  const sum = (list: number[]) => list.reduce((total, v) => total + v, 0);
  if (pool < sum(min as number[]) || pool > sum(max as number[]))
    return "attribute dice that the ranges cannot hold (below the minimums' sum or above the maximums')";
  return null;
}

/** The 18D every species starts from, in pips; a record's offset moves it ("offset": -3 gives 17D). */
const BASE_ATTRIBUTE_PIPS = 54;

/**
 * A species record's attribute dice in pips: 18D plus its offset (a record without one: 18D).
 * @throws Error when the offset is not a whole number of pips
 */
export function speciesAttributePips(record: Record<string, unknown>): number {
  const offset = record.offset ?? 0;
  if (!Number.isInteger(offset)) throw new Error(`${String(record.name)}: offset "${String(offset)}" is not a whole number of pips`);
  return BASE_ATTRIBUTE_PIPS + (offset as number);
}

/**
 * The species Items of the records that pass {@link speciesProblem}; the first record of a name wins.
 * A species the source spells otherwise than the books is named as the books do
 * (scripts/packs/species-names.ts), keeps the source's spelling among its `flags.swd6rpg.aliases` and
 * keeps the id that spelling gave, so a link made to it before still finds it.
 * @param records the workbook's species and near-humans first, then the PDF extraction's
 * @param report where kept and left-out names are tallied
 */
export function buildSpecies(records: readonly Record<string, unknown>[], report: KindReport): ItemSource<SpeciesSystem>[] {
  const seen = new Set<string>();
  const documents: ItemSource<SpeciesSystem>[] = [];
  for (const record of records) {
    const printed = String(record.name ?? "").trim();
    const name = wegSpeciesName(printed);
    const problem = speciesProblem(record) ?? (seen.has(name.toLowerCase()) ? "a second record of the same name (the first is kept)" : null);
    if (problem) {
      report.rejected.push({ name: name || "(unnamed)", reason: problem });
      continue;
    }
    seen.add(name.toLowerCase());
    const min = record.min as number[];
    const max = record.max as number[];
    // The text is the values the record prints, listed in our words (printed-values.ts), never its sentences.
    const names = (list: unknown) =>
      (Array.isArray(list) ? list : []).flatMap((text) =>
        typeof text === "string" && leadingName(text) ? [{ name: leadingName(text)!, text: printedValues(text.slice(text.indexOf(":") + 1)) }] : [],
      );
    const height = record.hMin && record.hMax ? `${record.hMin}–${record.hMax} m` : "";
    const system: SpeciesSystem = {
      attributeDice: pipsCode(speciesAttributePips(record)),
      attributes: Object.fromEntries(ATTRIBUTE_KEYS.map((key, i) => [key, { min: pipsCode(min[i]!), max: pipsCode(max[i]!) }])),
      move: record.move as number,
      moveMax: record.move as number,
      height,
      homeworld: homeworldName(record.planet),
      specialAbilities: names(record.abilities),
      storyFactors: names(record.story),
      description: "",
      source: readableSource(String(record.page ?? "")),
    };
    // Written from the values above, in our words (being-descriptions.ts); the books' prose stays out.
    system.description = describeSpecies(name, system, "en");
    const document = itemFile("species", "species", name, "icons/svg/mystery-man.svg", system, documents.length).document;
    const aliases = speciesAliases(name, printed);
    if (aliases.length > 0) document.flags = { swd6rpg: { aliases } };
    if (printed !== name) Object.assign(document, { _id: stableId("species", printed), _key: `!items!${stableId("species", printed)}` });
    documents.push(document);
    report.kept.push(name);
  }
  return documents;
}

/**
 * The home world a record names, or "" where it names none: "Any", "Unknown", a form's prompt
 * ("Please select one") and a description in place of a name ("The Sith homeworld").
 */
export function homeworldName(planet: unknown): string {
  const text = typeof planet === "string" ? planet.trim() : "";
  return /^(?:any|unknown|please select|the\s)/i.test(text) ? "" : text;
}

/** The workbook's short book names, as a reader knows the books. */
const BOOKS: Record<string, string> = {
  "SWTS:SE": "The Star Wars Sourcebook, 2nd ed.",
  SWTS: "The Star Wars Sourcebook",
  AE: "Alien Encounters",
  GG4: "Galaxy Guide 4: Alien Races",
  GG12: "Galaxy Guide 12: Aliens — Enemies and Allies",
  UAA: "Ultimate Alien Anthology",
  "R&E": "Star Wars: The Roleplaying Game, 2nd ed. R&E",
};

/** A page reference in a reader's words: "p.60 SWTS:SE" → "The Star Wars Sourcebook, 2nd ed., p. 60". */
export function readableSource(page: string): string {
  const short = /^p\.\s*(\d+)\s+(.+)$/.exec(page.trim());
  if (short && BOOKS[short[2]!]) return `${BOOKS[short[2]!]}, p. ${short[1]}`;
  if (/^(any|wookieepedia)$/i.test(page.trim())) return "";
  return page.trim().replace(/\(pages? /g, "(p. ");
}
