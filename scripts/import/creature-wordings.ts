/**
 * The creatures' texts as the pack states them. The toolkit the creatures come from states no
 * licence, so its names, numbers and feature lists carry over and its sentences do not: an ability
 * whose printed text is long enough to be a sentence takes this project's wording of its mechanics
 * from creature-wordings.json (keyed by creature and ability, every number and name kept), a list of
 * skills is listed anew from the highest code down, and any other long text is dropped, the ability
 * keeping its name. A size or home world the table words anew is used instead of the printed one.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compareDieCodes, parseDieCode } from "../../src/rules/dice/die-code.ts";
import { textWords } from "../packs/word-runs.ts";
import type { PrintedTrait } from "./natural-traits.ts";

interface Wordings {
  abilities: Record<string, Record<string, string>>;
  sizes: Record<string, string>;
  homeworlds: Record<string, string>;
}

const WORDINGS = JSON.parse(readFileSync(fileURLToPath(new URL("./creature-wordings.json", import.meta.url)), "utf8")) as Wordings;

/**
 * The longest printed text kept as printed, in words (digits aside): a run of 8 words is where a
 * shared wording starts to be a sentence rather than a stat note ("+1D STR vs radiation").
 */
export const LONGEST_PRINTED_TEXT = 7;

/** How an ability's text was arrived at, for the import report. */
export type WordingKind = "printed" | "table" | "skills" | "dropped";

/**
 * An ability's text as the pack states it, and how it was arrived at.
 * @param creature the creature's name as printed
 * @param trait the ability as printed (name and text)
 * @param skills the "name code" pairs its text reads as when it is nothing but a list of skills, else null
 * @returns `printed` for a short text kept as printed, `table` for this project's wording, `skills`
 *   for a list of skills listed from the highest code down (names alphabetical within a code), `dropped` ("" as text) for a long text neither covers
 */
export function abilityWording(
  creature: string,
  trait: PrintedTrait,
  skills: readonly { name: string; code: string }[] | null,
): { text: string; kind: WordingKind } {
  const own = WORDINGS.abilities[creature]?.[trait.name];
  if (own !== undefined) return { text: own, kind: "table" };
  if (textWords(trait.text).length <= LONGEST_PRINTED_TEXT) return { text: trait.text, kind: "printed" };
  if (skills && skills.length > 0) {
    const sorted = [...skills].sort(
      (a, b) => compareDieCodes(parseDieCode(b.code), parseDieCode(a.code)) || a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
    );
    return { text: sorted.map((skill) => `${skill.name.charAt(0).toUpperCase()}${skill.name.slice(1)} ${skill.code}`).join(", "), kind: "skills" };
  }
  return { text: "", kind: "dropped" };
}

/** The creature's size as the pack states it: the table's wording, else the printed size cut to 60 characters. */
export function creatureSize(creature: string, printed: string): string {
  return WORDINGS.sizes[creature] ?? printed.trim().slice(0, 60);
}

/** The creature's home world as the pack states it: the table's wording, else as printed. */
export function creatureHomeworld(creature: string, printed: string): string {
  return WORDINGS.homeworlds[creature] ?? printed.trim();
}
