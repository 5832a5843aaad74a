/**
 * The difficulty to hit: by range band for ranged weapons, by the weapon for melee weapons.
 *
 * Rules: Grundregeln (blaster pistol at 20 m is medium range, difficulty 15; "Wenn das Ziel aber in
 * Deckung ist, gibt es einen Modifikator von +5"; the sand person's club-like weapon has difficulty
 * 5), Reglas ("a quemarropa: 5, a corto alcance: 10, a medio alcance: 15, a largo alcance: 20. Si
 * el objetivo está protegido por una pared u otro obstáculo, incrementa el número de dificultad en
 * 5"; "El número de dificultad de un ataque depende del arma que utiliza el atacante"). R&E names the
 * same bands Very Easy, Easy, Moderate and Difficult (tables.json `range_difficulty`). Weapon ranges
 * are written in meters as in reference-data weapons.json: "3-10/30/120" is point-blank below 3 m,
 * short 3-10 m, medium to 30 m, long to 120 m.
 */
import { type DifficultyEdition, type DifficultyLevel, DIFFICULTY_EDITIONS, DIFFICULTY_LEVELS, difficultyNumberFor } from "../dice/difficulty.ts";
import { RuleArgumentError, requireBoolean, requireNumber, requireOneOf } from "../errors.ts";

/** Every range band, nearest first. */
export const RANGE_BANDS = ["point-blank", "short", "medium", "long", "out-of-range"] as const;

/** Where a target stands in a weapon's ranges. */
export type RangeBand = (typeof RANGE_BANDS)[number];

/** A band a shot can be made at: every band but out of range. */
export type InRangeBand = Exclude<RangeBand, "out-of-range">;

/** The difficulty level of each band (Reglas's numbers 5/10/15/20 are these levels' 1st-edition values). */
export const RANGE_DIFFICULTY_LEVELS: Readonly<Record<InRangeBand, DifficultyLevel>> = {
  "point-blank": "very-easy",
  short: "easy",
  medium: "moderate",
  long: "difficult",
};

/** What cover adds to a ranged difficulty (Grundregeln and Reglas). */
export const COVER_MODIFIER = 5;

/**
 * A weapon's range bands in meters: point-blank below `pointBlankUpTo` (0 when the weapon has none),
 * short up to `shortUpTo`, medium up to `mediumUpTo`, long up to `longUpTo`, each bound included.
 */
export interface WeaponRanges {
  pointBlankUpTo: number;
  shortUpTo: number;
  mediumUpTo: number;
  longUpTo: number;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const RANGES_FORM = new RegExp(String.raw`^(?:${NUMBER}\s*-\s*)?${NUMBER}\s*/\s*${NUMBER}\s*/\s*${NUMBER}\s*(?:\([^)]*\))?$`);

/**
 * Reads weapon ranges as weapons.json prints them: `"3-10/30/120"`, or `"10/20/40"` with no
 * point-blank band (short from 0 m); a trailing note in parentheses (`"(energy ball)"`) is ignored.
 *
 * @param text the printed ranges, in meters
 * @throws RuleArgumentError for any other text, or bands that do not grow outward
 */
export function parseWeaponRanges(text: string): WeaponRanges {
  const match = typeof text === "string" ? RANGES_FORM.exec(text.trim()) : null;
  if (!match) throw new RuleArgumentError("ranges", text, 'ranges in meters such as "3-10/30/120"');
  const [pointBlankUpTo, shortUpTo, mediumUpTo, longUpTo] = [match[1] ?? "0", match[2], match[3], match[4]].map(Number);
  return checkRanges({ pointBlankUpTo, shortUpTo, mediumUpTo, longUpTo }, text);
}

function checkRanges(ranges: WeaponRanges, shown: unknown = ranges): WeaponRanges {
  if (ranges === null || typeof ranges !== "object") throw new RuleArgumentError("ranges", shown, "weapon ranges");
  const bounds = [ranges.pointBlankUpTo, ranges.shortUpTo, ranges.mediumUpTo, ranges.longUpTo];
  const valid = bounds.every((b, i) => typeof b === "number" && Number.isFinite(b) && b >= (i === 0 ? 0 : bounds[i - 1]));
  if (!valid) throw new RuleArgumentError("ranges", shown, "finite meters >= 0, growing from point-blank to long");
  return ranges;
}

/**
 * The range band a target at `distanceMeters` is in. Point-blank is below the first number (weapons.json:
 * "point blank <3, short 3-10"); each other band includes its upper bound.
 * Grundregeln: a blaster pistol (3-10/30/120) at 20 m is medium; a blaster rifle (3-30/100/300) at 50 m is medium.
 *
 * @param distanceMeters the distance to the target, a finite number >= 0
 * @param ranges the weapon's ranges, parsed or as printed
 * @throws RuleArgumentError for a bad distance or bad ranges
 */
export function rangeBand(distanceMeters: number, ranges: WeaponRanges | string): RangeBand {
  requireNumber("distanceMeters", distanceMeters, 0);
  const r = typeof ranges === "string" ? parseWeaponRanges(ranges) : checkRanges(ranges);
  if (distanceMeters < r.pointBlankUpTo) return "point-blank";
  if (distanceMeters <= r.shortUpTo) return "short";
  if (distanceMeters <= r.mediumUpTo) return "medium";
  if (distanceMeters <= r.longUpTo) return "long";
  return "out-of-range";
}

/** Options of {@link rangedDifficulty}. */
export interface RangedDifficultyOptions {
  /** The target is behind cover: +5 (Grundregeln and Reglas). Default false. */
  cover?: boolean;
  /**
   * Which number stands for the band's level: `"first"` (default) the seeds' 5/10/15/20; `"revised"`
   * the middle of the R&E level's range, where the roll dialog starts (see `difficultyNumberFor`).
   */
  edition?: DifficultyEdition;
}

/**
 * The difficulty number of a ranged attack: point-blank 5, short 10, medium 15, long 20, plus 5
 * behind cover (Grundregeln and Reglas). A target out of range cannot be hit, so it has no difficulty.
 *
 * @param band the range band ({@link rangeBand})
 * @param options cover, edition
 * @throws RuleArgumentError for `"out-of-range"`, an unknown band or edition, or a `cover` that is
 *   not a boolean
 */
export function rangedDifficulty(band: RangeBand, options: RangedDifficultyOptions = {}): number {
  const { cover = false, edition = "first" } = options ?? {};
  const inRange = requireOneOf("band", band, RANGE_BANDS.slice(0, 4) as InRangeBand[]);
  requireBoolean("options.cover", cover);
  requireOneOf("options.edition", edition, DIFFICULTY_EDITIONS);
  return difficultyNumberFor(RANGE_DIFFICULTY_LEVELS[inRange], edition) + (cover ? COVER_MODIFIER : 0);
}

/**
 * The difficulty number of a melee attack, from the difficulty printed on the weapon (weapons.json:
 * `"Very Easy"`, `"Moderate"`, `"Very Easy (club)"`; a note in parentheses is ignored). Grundregeln:
 * the sand person's club-like weapon has difficulty 5, a Very Easy weapon in the 1st edition.
 *
 * @param printed the weapon's difficulty level as printed, in English, any case
 * @param edition which number stands for the level (see {@link RangedDifficultyOptions.edition}); default `"first"`
 * @throws RuleArgumentError for an unknown level or edition
 */
export function meleeDifficulty(printed: string, edition: DifficultyEdition = "first"): number {
  requireOneOf("edition", edition, DIFFICULTY_EDITIONS);
  const level =
    typeof printed === "string"
      ? printed
          .replace(/\([^)]*\)/g, "")
          .trim()
          .toLowerCase()
          .replace(/\s+/g, "-")
      : null;
  if (!(DIFFICULTY_LEVELS as readonly unknown[]).includes(level)) {
    throw new RuleArgumentError("printed", printed, 'a difficulty level such as "Very Easy" or "Moderate"');
  }
  return difficultyNumberFor(level as DifficultyLevel, edition);
}
