/**
 * A scan over every entry of the compendium sources for what a gamemaster could not trust: a weapon
 * whose damage the engine cannot roll, a name that is a fragment of the book's text or repeats a
 * word, a field holding a second record's stat line, an ability row that prints a die code in its
 * name but keeps no text, a starship with no sensor mode, a craft weapon with no fire control, and two
 * beings or craft of one pack that are one thing by their stats (duplicates.ts).
 * The import report lists the counts; the tests hold the categories that must stay empty.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parseWeaponDamage } from "../../src/rules/damage/melee-damage.ts";
import { isNameFragment, repeatsWord } from "../packs/name-checks.ts";
import { statDuplicates } from "./duplicates.ts";

export { isNameFragment, repeatsWord };

/** One entry as its source file holds it. */
interface Entry {
  _key: string;
  name: string;
  type?: string;
  system: Record<string, unknown>;
  items?: { name: string; type: string; system: Record<string, unknown> }[];
}

/** The categories of the scan, each with the entries ("Entry: item") found in it. */
export interface ScanResult {
  unrollableDamage: string[];
  nameFragment: string[];
  repeatedWord: string[];
  twoRecords: string[];
  abilityValueLost: string[];
  noSensors: string[];
  noFireControl: string[];
  noSpaceRange: string[];
  unbalancedParentheses: string[];
  severalAvailabilities: string[];
  severalCosts: string[];
  twoDamageCodes: string[];
  duplicateByStats: string[];
}

/** What each category means, in the report's words. */
export const SCAN_CATEGORIES: Record<keyof ScanResult, string> = {
  unrollableDamage: "a weapon whose damage the engine cannot roll (and which carries no printed effect)",
  nameFragment: "a name that is a fragment of the book's text",
  repeatedWord: "a name that repeats a word",
  twoRecords: "a field holding a second record's stat line",
  abilityValueLost: "an ability whose name prints a die code its text lacks",
  noSensors: "a starship with no sensor mode that reads",
  noFireControl: "a craft weapon with fire control 0D",
  noSpaceRange: "a starship's weapon of starfighter or capital scale with no space range",
  unbalancedParentheses: "a stat field whose parentheses do not close",
  severalAvailabilities: "an availability that holds several records' values",
  severalCosts: "a cost that holds several records' values",
  twoDamageCodes: "a weapon's damage that holds two codes side by side",
  duplicateByStats: "a being or craft whose every stat another entry of its pack repeats under a variant of its name or model",
};

/** The fields of running text, whose parentheses and labels are the text's own. */
const PROSE_FIELDS = new Set(["description", "notes", "sourceNote"]);

/** An availability of three values or more ("2, F 1 2, R"): several records' merged. */
const SEVERAL_AVAILABILITIES = /\d[^,]*,[^,]*\d[^,]*,[^,]*\d/;

/** A cost of numbers side by side with nothing between ("100 15 15"): several records' merged. */
const SEVERAL_COSTS = /^\d[\d,]*(?:\s+\d[\d,]*)+$/;

/** A damage of two codes side by side ("5D 5D", "4D+2 stun 5D stun"): two records' merged. */
const TWO_DAMAGE_CODES = /^\d+D(?:\+\d)?(?:\s+stun)?\s+\d+D/i;

/** The packs whose entries are one thing each (gear of one model often shares its stats with another's). */
const ONE_A_THING = new Set(["species", "npc", "creature", "starship", "vehicle"]);

const STAT_LABEL =
  /\b(?:DEXTERITY|KNOWLEDGE|MECHANICAL|PERCEPTION|STRENGTH|TECHNICAL)\s+\d+D|\b(?:Hull|Shields|Maneuverability|Space|(?<!Skeleton )Crew|Scale):\s/;

function unrollable(item: { system: Record<string, unknown> }): boolean {
  const damage = String(item.system.damage ?? "");
  if (damage === "") return !item.system.jamming && !item.system.entangle && item.system.count !== undefined;
  try {
    parseWeaponDamage(damage);
    return false;
  } catch {
    return true;
  }
}

/**
 * Scans entries.
 * @param entries the entries of the packs, as their source files hold them
 */
export function scanEntries(entries: readonly Entry[]): ScanResult {
  const found: ScanResult = {
    unrollableDamage: [],
    nameFragment: [],
    repeatedWord: [],
    twoRecords: [],
    abilityValueLost: [],
    noSensors: [],
    noFireControl: [],
    noSpaceRange: [],
    unbalancedParentheses: [],
    severalAvailabilities: [],
    severalCosts: [],
    twoDamageCodes: [],
    duplicateByStats: [],
  };
  // Entries of one kind are compared with each other: a pack holds one kind of being or craft.
  const kinds = new Map<string, Entry[]>();
  for (const entry of entries) if (ONE_A_THING.has(entry.type ?? "")) kinds.set(entry.type!, [...(kinds.get(entry.type!) ?? []), entry]);
  for (const group of kinds.values()) for (const [kept, other] of statDuplicates(group)) found.duplicateByStats.push(`${kept.name} = ${other.name}`);
  for (const entry of entries) {
    const names = [entry.name, ...(entry.items ?? []).map((item) => item.name)];
    for (const name of names) {
      if (isNameFragment(name)) found.nameFragment.push(`${entry.name}: ${name}`);
      if (repeatsWord(name)) found.repeatedWord.push(`${entry.name}: ${name}`);
    }
    for (const [field, value] of Object.entries(entry.system)) {
      if (typeof value !== "string" || PROSE_FIELDS.has(field)) continue;
      if (STAT_LABEL.test(value)) found.twoRecords.push(`${entry.name}: ${field}`);
      // A list field's lines are shown on one line, " / " between them.
      if (value.split("(").length !== value.split(")").length)
        found.unbalancedParentheses.push(`${entry.name}: ${field} "${value.replace(/\s*\n\s*/g, " / ")}"`);
      if (field === "availability" && SEVERAL_AVAILABILITIES.test(value)) found.severalAvailabilities.push(`${entry.name}: "${value}"`);
      if (field === "cost" && SEVERAL_COSTS.test(value.trim())) found.severalCosts.push(`${entry.name}: "${value}"`);
      if (field === "damage" && TWO_DAMAGE_CODES.test(value.trim())) found.twoDamageCodes.push(`${entry.name}: "${value}"`);
    }
    for (const item of entry.items ?? []) {
      if (item.type !== "weapon") continue;
      if (unrollable(item)) found.unrollableDamage.push(`${entry.name}: ${item.name} "${String(item.system.damage)}"`);
      if (TWO_DAMAGE_CODES.test(String(item.system.damage ?? "").trim()))
        found.twoDamageCodes.push(`${entry.name}: ${item.name} "${String(item.system.damage)}"`);
      if (item.system.count !== undefined && item.system.fireControl === "0D" && entry.system.hull !== undefined)
        found.noFireControl.push(`${entry.name}: ${item.name}`);
      const scale = String(item.system.scale ?? "");
      if (
        entry.type === "starship" &&
        (scale === "starfighter" || scale === "capital") &&
        !item.system.tractorBeam &&
        !String(item.system.spaceRanges ?? "").trim()
      )
        found.noSpaceRange.push(`${entry.name}: ${item.name} (ranges "${String(item.system.ranges ?? "")}")`);
    }
    for (const field of ["specialAbilities", "storyFactors"]) {
      const rows = entry.system[field];
      if (!Array.isArray(rows)) continue;
      for (const row of rows as { name: string; text: string }[])
        if (/\d+D/.test(row.name) && row.text === "") found.abilityValueLost.push(`${entry.name}: ${row.name}`);
    }
    const sensors = entry.system.sensors as Record<string, { range: number | null }> | undefined;
    if (entry.type === "starship" && sensors && Object.values(sensors).every((mode) => mode.range === null)) found.noSensors.push(entry.name);
  }
  return found;
}

/**
 * The entries of the packs' source folders, folders left out.
 * @param root the project's root
 * @param packs the pack folders under packs/_source
 */
export function readPackEntries(root: string, packs: readonly string[]): Entry[] {
  return packs.flatMap((pack) =>
    readdirSync(join(root, "packs/_source", pack))
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(join(root, "packs/_source", pack, file), "utf8")) as Entry)
      .filter((entry) => !entry._key.startsWith("!folders!")),
  );
}

/** The packs the scan reads. */
export const SCANNED_PACKS = ["species", "npcs", "creatures", "droids", "starships", "vehicles", "weapons", "equipment", "armor"] as const;
