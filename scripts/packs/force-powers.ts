/**
 * The Force powers pack: every power of force-powers.json as a `force-power` Item
 * (src/data/item/force-power.ts).
 *
 * force-powers.json was extracted by a script from the formatted text of its source's entries, so
 * each record is read again here: words its formatting split ("E asy") are joined, the line on keeping
 * a power up is taken out of the field it ran into, required powers are written as the pack names
 * them, and what the script got wrong against the source entry (dark side, kept up, difficulty charts)
 * is set right in force-power-readings.json beside this file. Every change is told in the entry's
 * `sourceNote`. The readings file also holds each power's effect, summarized in this project's words,
 * and states anew a difficulty chart or time to use the source prints as sentences, every level and
 * number kept: the source's text is never copied.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "../../src/rules/dice/difficulty.ts";
import { FORCE_SKILLS, type ForceSkill, type KeepUp, type PowerDifficultyLevel, type PowerDifficultyModifier } from "../../src/rules/force/force-power.ts";
import { escapeHtml, itemFile, type PackFile } from "./documents.ts";

/** One power of force-powers.json; `null` is a value the source left blank. */
export interface ForcePowerRecord {
  name: string;
  skills: ForceSkill[];
  difficulty: Partial<Record<ForceSkill, string>> | null;
  requiredPowers: string[];
  timeToUse: string | null;
  keptUp: boolean;
  darkSide: boolean;
  source: string;
  book: string;
}

/**
 * Reads force-powers.json's powers.
 * @param dir the reference-data directory
 * @throws Error when the file is missing or not the expected shape
 */
export function readForcePowers(dir: string): ForcePowerRecord[] {
  const data = JSON.parse(readFileSync(join(dir, "force-powers.json"), "utf8"));
  if (!Array.isArray(data.forcePowers)) throw new Error(`${dir}/force-powers.json has no forcePowers list`);
  return (data.forcePowers as ForcePowerRecord[]).map((record) => (NAME_FIXES[record.name] ? { ...record, name: NAME_FIXES[record.name]! } : record));
}

/** Names the reference data misspells, and how the books spell them. */
const NAME_FIXES: Readonly<Record<string, string>> = { Doppleganger: "Doppelganger" };

/** One skill's difficulty as the pack ships it (the data model's `difficulty.<skill>`). */
export interface SkillDifficultySystem {
  used: boolean;
  printed: string;
  level: DifficultyLevel | "";
  levels: PowerDifficultyLevel[];
  modifiers: PowerDifficultyModifier[];
  opposed: boolean;
  proximity: boolean;
  relationship: boolean;
}

/** A Force power's `system` data as the pack ships it. */
export interface ForcePowerSystem {
  difficulty: Record<ForceSkill, SkillDifficultySystem>;
  requiredPowers: string[];
  timeToUse: string;
  keptUp: KeepUp;
  darkSide: boolean;
  darkSidePoints: number;
  effect: string;
  source: string;
  sourceNote: string;
}

/** How a power's reading changes a skill's difficulty (force-power-readings.json). */
interface DifficultyReading {
  /**
   * The difficulty as the pack states it, in place of the extracted one: completed where the
   * extraction lost part of it, or in this project's words where the source prints sentences; the
   * levels are read from it as from a printed difficulty.
   */
  printed?: string;
  level?: DifficultyLevel | "";
  levels?: PowerDifficultyLevel[];
  modifiers?: PowerDifficultyModifier[];
}

/** What force-power-readings.json holds for one power: its effect, and any correction with its note. */
export interface ForcePowerReading {
  effect: string;
  notes?: string[];
  keptUp?: KeepUp;
  darkSide?: boolean;
  darkSidePoints?: number;
  timeToUse?: string;
  requiredPowers?: string[];
  difficulty?: Partial<Record<ForceSkill, DifficultyReading>>;
}

/** The project's readings of the powers, by name. */
export const FORCE_POWER_READINGS: Readonly<Record<string, ForcePowerReading>> = JSON.parse(
  readFileSync(new URL("./force-power-readings.json", import.meta.url), "utf8"),
);

/** The images: core Foundry icons by the kind of power. */
export const FORCE_POWER_IMG = {
  darkSide: "icons/svg/skull.svg",
  alter: "icons/svg/aura.svg",
  sense: "icons/svg/eye.svg",
  control: "icons/svg/regen.svg",
  none: "icons/svg/daze.svg",
} as const;

/** Required-power names the source spells differently from the power's own entry. */
const POWER_ALIASES: Readonly<Record<string, string>> = {
  "dim other's senses": "Dim Another's Senses",
  "projectile telepathy": "Projective Telepathy",
  "control mind*": "Control Mind",
};

const LEVEL_NAMES: Readonly<Record<string, DifficultyLevel>> = Object.fromEntries(
  DIFFICULTY_LEVELS.map((level) => [level.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()), level]),
);
const LEVEL = "Very Easy|Very Difficult|Easy|Moderate|Difficult|Heroic";
const LEVEL_PATTERN = new RegExp(`(${LEVEL})(?:\\s+to\\s+(${LEVEL}))?`, "g");
/** A sentence saying the power may or must be kept up (curly or straight quotes, the comma inside or out). */
const KEPT_UP_SENTENCE = /\s*(?:The|This) power (?:can|may|must) be\s*[“"]?\s*kept\s*[“"]?\s*up[,.”"\s]*(?:[^.]*\.)?/i;

/** Straight apostrophes for the source's curly ones, so names match. */
function plain(text: string): string {
  return text.replace(/[’‘]/g, "'");
}

/** Joins a level word the extraction split in two ("E asy" → "Easy"). */
function joinSplitWords(text: string): { text: string; joined: string[] } {
  const joined: string[] = [];
  const fixed = text.replace(/\b([A-Z]) ([a-z]{2,})\b/g, (whole, head: string, tail: string) => {
    const word = head + tail;
    if (!/^(Easy|Moderate|Difficult|Heroic|Very)$/.test(word)) return whole;
    joined.push(`"${whole}" as "${word}"`);
    return word;
  });
  return { text: fixed, joined };
}

/**
 * What the roll can use of a printed difficulty: the one level printed for every use, or the levels
 * printed by circumstance ("Easy for wounded characters; Moderate for incapacitated…", "Moderate to
 * Difficult if…" starts at Moderate), whether the target's roll sets it and whether proximity or
 * relationship modify it. A difficulty that does not begin with a level ("Target's control or
 * Perception roll", "See below") has neither.
 * @param printed the difficulty as printed
 */
export function readPrintedDifficulty(printed: string): Omit<SkillDifficultySystem, "used" | "printed" | "modifiers"> {
  const matches = [...printed.matchAll(LEVEL_PATTERN)];
  const reading = {
    level: "" as DifficultyLevel | "",
    levels: [] as PowerDifficultyLevel[],
    opposed: /target'?s? .*(?:roll|Perception)|Perception or control|control or Perception|attacker's control roll|dodge roll/i.test(plain(printed)),
    proximity: /proximity/i.test(printed),
    relationship: /relationship/i.test(printed),
  };
  if (matches.length === 0 || matches[0].index !== 0) return reading;
  const conditions = matches.map((match, i) => {
    const end = i + 1 < matches.length ? matches[i + 1].index : printed.length;
    const rest = printed.slice((match.index ?? 0) + match[0].length, end);
    const when = (rest.split(/[.;]/)[0] ?? "")
      .replace(/^[\s,:—–-]*(?:for|if)?\s*/i, "")
      .replace(/[\s,:;.—–-]+$/, "")
      .trim();
    return { level: LEVEL_NAMES[match[1]], upTo: match[2], when };
  });
  const [first] = conditions;
  if (conditions.length === 1 && !/^\s*(?:for|if)\b/i.test(printed.slice(matches[0][0].length)) && !first.upTo) {
    reading.level = first.level;
    return reading;
  }
  reading.levels = conditions.map(({ level, upTo, when }) => ({
    level,
    when: upTo ? `${when || "—"} (${matches.find((m) => m[2] === upTo)?.[1]} to ${upTo})` : when || "—",
  }));
  return reading;
}

/** A blank difficulty: a skill the power does not roll. */
function unused(): SkillDifficultySystem {
  return { used: false, printed: "", level: "", levels: [], modifiers: [], opposed: false, proximity: false, relationship: false };
}

/**
 * One power's `system` data.
 * @param record the power as force-powers.json has it
 * @param names every power's name in the pack, to write required powers as the pack names them
 * @param reading the project's reading of the power
 * @throws Error for a required power the pack has no entry of
 */
export function buildForcePower(record: ForcePowerRecord, names: readonly string[], reading: ForcePowerReading): ForcePowerSystem {
  const notes: string[] = [];
  let keptUp: KeepUp = reading.keptUp ?? (record.keptUp ? "may" : "no");
  let keptUpFound = false;
  /** Takes the line on keeping the power up out of a field it ran into. */
  const withoutKeptUp = (text: string, field: string): string => {
    if (!KEPT_UP_SENTENCE.test(text)) return text;
    keptUpFound = true;
    notes.push(`The extraction ran the source's line on keeping the power up into the ${field}; taken out of it.`);
    return text.replace(KEPT_UP_SENTENCE, " ").replace(/\s+/g, " ").trim();
  };

  const difficulty = Object.fromEntries(FORCE_SKILLS.map((skill) => [skill, unused()])) as Record<ForceSkill, SkillDifficultySystem>;
  for (const skill of record.skills) {
    const { text, joined } = joinSplitWords(record.difficulty?.[skill] ?? "");
    if (joined.length) notes.push(`The source's formatting split a word of the ${skill} difficulty: read ${joined.join(", ")}.`);
    const override = reading.difficulty?.[skill] ?? {};
    const printed = override.printed ?? withoutKeptUp(text, `${skill} difficulty`);
    difficulty[skill] = { ...unused(), used: true, ...readPrintedDifficulty(printed), ...override, printed, modifiers: override.modifiers ?? [] };
  }
  for (const skill of Object.keys(reading.difficulty ?? {})) {
    if (!record.skills.includes(skill as ForceSkill)) throw new Error(`${record.name}: a reading for ${skill}, which the power does not use`);
  }

  const byName = new Map(names.map((name) => [plain(name).toLowerCase(), name]));
  const requiredPowers = (reading.requiredPowers ?? record.requiredPowers).map((given) => {
    const name = plain(withoutKeptUp(given, "required powers")).trim();
    const alias = POWER_ALIASES[name.toLowerCase()];
    const found = byName.get((alias ?? name).toLowerCase());
    if (!found) throw new Error(`${record.name}: required power "${given}" is no power of the pack`);
    if (alias) notes.push(`Required power "${name}" is read as ${found}, the power's own entry.`);
    return found;
  });

  let timeToUse = reading.timeToUse ?? withoutKeptUp(record.timeToUse ?? "", "time to use");
  timeToUse = timeToUse.replace(/\.$/, "").trim();
  if (keptUpFound && !record.keptUp && !reading.keptUp) {
    keptUp = "may";
    notes.push("The extraction had kept up false; the source says the power may be kept up.");
  }
  notes.push(...(reading.notes ?? []));

  return {
    difficulty,
    requiredPowers,
    timeToUse,
    keptUp,
    darkSide: reading.darkSide ?? record.darkSide,
    darkSidePoints: reading.darkSidePoints ?? 1,
    effect: `<p>${escapeHtml(reading.effect)}</p>`,
    source: record.book,
    sourceNote: [`Provenance: ${record.source}.`, ...notes, "Effect summarized for this system."].join(" "),
  };
}

/** The image of a power: dark side first, then the most far-reaching skill it rolls. */
function powerImg(system: ForcePowerSystem): string {
  if (system.darkSide) return FORCE_POWER_IMG.darkSide;
  const used = FORCE_SKILLS.filter((skill) => system.difficulty[skill].used);
  if (used.includes("alter")) return FORCE_POWER_IMG.alter;
  if (used.includes("sense")) return FORCE_POWER_IMG.sense;
  return used.length ? FORCE_POWER_IMG.control : FORCE_POWER_IMG.none;
}

/**
 * Builds the Force powers pack, sorted by name.
 * @param records force-powers.json's powers
 * @param readings the project's readings, by name (default force-power-readings.json)
 * @throws Error for a power without a reading, a reading of no power, or a required power not in the pack
 */
export function buildForcePowers(
  records: readonly ForcePowerRecord[],
  readings: Readonly<Record<string, ForcePowerReading>> = FORCE_POWER_READINGS,
): PackFile<ForcePowerSystem>[] {
  const names = records.map((record) => record.name);
  for (const name of Object.keys(readings)) if (!names.includes(name)) throw new Error(`force-power-readings.json reads "${name}", which is no power`);
  return [...records]
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((record, position) => {
      const reading = readings[record.name];
      if (!reading?.effect) throw new Error(`force-power-readings.json has no effect of "${record.name}"`);
      const system = buildForcePower(record, names, reading);
      return itemFile("force-powers", "force-power", record.name, powerImg(system), system, position);
    });
}
