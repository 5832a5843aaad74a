/**
 * Difficulties: the six difficulty levels, the difficulty numbers they cover, the number the roll
 * dialog starts from, random difficulties and the modifier guidelines.
 *
 * Rules: R&E Rules (R&E "Difficulty Chart", "Random Difficulties", "Modifier Guidelines"), Reglas
 * ("Tabla de dificultades" 5/10/15/20/30), Movement and Damage (terrain shifts a difficulty by whole levels).
 * Success is a total equal to or above the difficulty number (Grundregeln "gleich oder größer",
 * R&E Rules "tie with or beat", Reglas "igual o mayor").
 */
import type { DieCode } from "./die-code.ts";
import { requireInteger, requireNumber, requireOneOf } from "../errors.ts";
import { type D6RollResult, rollDieCode } from "./roll.ts";

/** Every difficulty level, easiest first. */
export const DIFFICULTY_LEVELS = ["very-easy", "easy", "moderate", "difficult", "very-difficult", "heroic"] as const;

/** A difficulty level, easiest first in {@link DIFFICULTY_LEVELS}. */
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

/** Whole numbers from `min` to `max`; `max: null` means no upper end. */
export interface NumberRange {
  min: number;
  max: number | null;
}

/**
 * The difficulty numbers each level covers (R&E Rules, R&E): Very Easy 1-5, Easy 6-10,
 * Moderate 11-15, Difficult 16-20, Very Difficult 21-30, Heroic 31+.
 */
export const DIFFICULTY_RANGES: Readonly<Record<DifficultyLevel, Readonly<NumberRange>>> = {
  "very-easy": { min: 1, max: 5 },
  easy: { min: 6, max: 10 },
  moderate: { min: 11, max: 15 },
  difficult: { min: 16, max: 20 },
  "very-difficult": { min: 21, max: 30 },
  heroic: { min: 31, max: null },
};

/**
 * The single difficulty number of each level in the 1st edition (Reglas "Tabla de dificultades":
 * muy fáciles 5, fáciles 10, moderadas 15, difíciles 20, muy difíciles 30). Reglas has no Heroic level.
 */
export const FIRST_EDITION_DIFFICULTY_NUMBERS: Readonly<Record<Exclude<DifficultyLevel, "heroic">, number>> = {
  "very-easy": 5,
  easy: 10,
  moderate: 15,
  difficult: 20,
  "very-difficult": 30,
};

/** Every difficulty edition: R&E ranges (R&E Rules), 1st-edition level values (Reglas). */
export const DIFFICULTY_EDITIONS = ["revised", "first"] as const;

/** Which table the roll dialog takes its starting difficulty number from. */
export type DifficultyEdition = (typeof DIFFICULTY_EDITIONS)[number];

/**
 * The difficulty number the roll dialog fills in when the GM picks a level; the GM may change it.
 *
 * - `"first"` (Reglas): the level's value, 5/10/15/20/30.
 * - `"revised"` (R&E Rules): the middle of the level's range, rounded down: 3/8/13/18/25. R&E has the
 *   GM pick a number inside the range (R&E Rules picks 12, 14 and 15 for Moderate), so the dialog
 *   starts in its middle rather than at an edge.
 *
 * Heroic is 31 in both: R&E gives it no upper end and Reglas has no Heroic level, so the dialog
 * starts at the least Heroic number.
 *
 * @param level the difficulty level
 * @param edition the world's difficulty edition
 * @returns a difficulty number inside the level's range
 * @throws RuleArgumentError for an unknown level or edition
 */
export function difficultyNumberFor(level: DifficultyLevel, edition: DifficultyEdition): number {
  requireOneOf("level", level, DIFFICULTY_LEVELS);
  requireOneOf("edition", edition, DIFFICULTY_EDITIONS);
  const { min, max } = DIFFICULTY_RANGES[level];
  if (max === null) return min;
  if (edition === "first") return FIRST_EDITION_DIFFICULTY_NUMBERS[level as Exclude<DifficultyLevel, "heroic">];
  return Math.floor((min + max) / 2);
}

/**
 * The difficulty level a difficulty number falls in (R&E Rules ranges). The 1st-edition values of
 * Reglas fall in the level of the same name, so one table serves both editions. Numbers below 1
 * (a difficulty lowered by modifiers) are Very Easy: no level is easier.
 *
 * @param difficulty a whole difficulty number
 * @throws RuleArgumentError when `difficulty` is not an integer
 */
export function difficultyLevelOf(difficulty: number): DifficultyLevel {
  requireInteger("difficulty", difficulty);
  return DIFFICULTY_LEVELS.find((level) => {
    const { max } = DIFFICULTY_RANGES[level];
    return max === null || difficulty <= max;
  }) as DifficultyLevel;
}

/**
 * Shifts a difficulty level by whole levels, stopping at Very Easy and Heroic (Movement and Damage: cautious
 * movement makes Very Difficult terrain Difficult to cross; all-out movement raises Difficult terrain
 * two levels). The level never goes past either end; the levels past Heroic are counted by
 * {@link shiftDifficulty}.
 *
 * @param level the starting level
 * @param steps levels to move: positive is harder, negative easier
 * @throws RuleArgumentError for an unknown level or a `steps` that is not an integer
 */
export function shiftDifficultyLevel(level: DifficultyLevel, steps: number): DifficultyLevel {
  return shiftDifficulty(level, steps).level;
}

/** Difficulty numbers each level past Heroic adds: the width of Very Difficult (21-30), the widest level with an end. */
export const HEROIC_STEP = 10;

/** A shifted difficulty: the level reached, and how many levels past Heroic the shift went on. */
export interface ShiftedDifficulty {
  level: DifficultyLevel;
  /** Levels beyond Heroic, 0 or more: each adds {@link HEROIC_STEP} to Heroic's number. */
  pastHeroic: number;
}

/**
 * Shifts a difficulty level by whole levels (Movement and Damage: all-out movement through Heroic
 * terrain is two levels harder). R&E Rules gives Heroic no upper end ("31+"), so a shift past it
 * keeps adding: each level beyond Heroic is {@link HEROIC_STEP} more. Easier than Very Easy stays
 * Very Easy.
 *
 * @param level the starting level
 * @param steps levels to move: positive is harder, negative easier
 * @throws RuleArgumentError for an unknown level or a `steps` that is not an integer
 */
export function shiftDifficulty(level: DifficultyLevel, steps: number): ShiftedDifficulty {
  const index = DIFFICULTY_LEVELS.indexOf(requireOneOf("level", level, DIFFICULTY_LEVELS));
  requireInteger("steps", steps);
  const last = DIFFICULTY_LEVELS.length - 1;
  const target = Math.max(0, index + steps);
  return { level: DIFFICULTY_LEVELS[Math.min(last, target)], pastHeroic: Math.max(0, target - last) };
}

/**
 * The difficulty number of a shifted difficulty: its level's number in the world's edition
 * ({@link difficultyNumberFor}) plus {@link HEROIC_STEP} for every level past Heroic (all-out through
 * Heroic terrain: 31 + 20 = 51).
 *
 * @param shifted a result of {@link shiftDifficulty}
 * @param edition the world's difficulty edition
 * @throws RuleArgumentError for an unknown level or edition, or a `pastHeroic` that is not an integer >= 0
 */
export function shiftedDifficultyNumber(shifted: ShiftedDifficulty, edition: DifficultyEdition): number {
  const past = requireInteger("shifted.pastHeroic", shifted?.pastHeroic, 0);
  return difficultyNumberFor(shifted.level, edition) + HEROIC_STEP * past;
}

/**
 * Whether a roll's total succeeds against a difficulty number: it must tie or beat it
 * (Grundregeln, R&E Rules, Reglas).
 *
 * @param total the roll's total
 * @param difficulty the difficulty number
 * @throws RuleArgumentError when either is not a finite number
 */
export function meetsDifficulty(total: number, difficulty: number): boolean {
  return requireNumber("total", total) >= requireNumber("difficulty", difficulty);
}

/** The dice a random difficulty of a level may roll: `most: null` means no upper end (Heroic 9D+). */
export interface RandomDifficultyDice {
  fewest: DieCode;
  most: DieCode | null;
}

/**
 * Random difficulties (R&E Rules): Very Easy 1D, Easy 2D, Moderate 3D-4D, Difficult 5D-6D,
 * Very Difficult 7D-8D, Heroic 9D+.
 */
export const RANDOM_DIFFICULTY_DICE: Readonly<Record<DifficultyLevel, Readonly<RandomDifficultyDice>>> = {
  "very-easy": { fewest: { dice: 1, pips: 0 }, most: { dice: 1, pips: 0 } },
  easy: { fewest: { dice: 2, pips: 0 }, most: { dice: 2, pips: 0 } },
  moderate: { fewest: { dice: 3, pips: 0 }, most: { dice: 4, pips: 0 } },
  difficult: { fewest: { dice: 5, pips: 0 }, most: { dice: 6, pips: 0 } },
  "very-difficult": { fewest: { dice: 7, pips: 0 }, most: { dice: 8, pips: 0 } },
  heroic: { fewest: { dice: 9, pips: 0 }, most: null },
};

/** Options of {@link rollRandomDifficulty}. */
export interface RandomDifficultyOptions {
  /** How many dice to roll, within the level's range; default the level's fewest. */
  dice?: number;
  /** A source of numbers in [0, 1), as in `rollDieCode`; default `Math.random`. */
  random?: () => number;
}

/**
 * Rolls a random difficulty number for a level (R&E Rules: "roll the dice and use the total as the
 * difficulty number"). The GM's dice have no wild die: the seed asks for the plain total.
 *
 * @param level the difficulty level
 * @param options how many dice (default the level's fewest) and the random source
 * @returns the roll; its `total` is the difficulty number
 * @throws RuleArgumentError for an unknown level, a dice count outside the level's range
 *   (Heroic: 9 to 99), or a random source `rollDieCode` rejects
 */
export function rollRandomDifficulty(level: DifficultyLevel, options: RandomDifficultyOptions = {}): D6RollResult {
  const { fewest, most } = RANDOM_DIFFICULTY_DICE[requireOneOf("level", level, DIFFICULTY_LEVELS)];
  const dice = requireInteger("options.dice", options?.dice ?? fewest.dice, fewest.dice, most?.dice ?? 99);
  return rollDieCode({ dice, pips: 0 }, { wildDie: false, random: options?.random });
}

/** Every advantage, smallest first. */
export const ADVANTAGES = ["slight", "good", "decisive", "overpowering"] as const;

/** How large an advantage a modifier stands for, smallest first in {@link ADVANTAGES}. */
export type Advantage = (typeof ADVANTAGES)[number];

/**
 * The modifier guidelines (R&E Rules): a bonus of +1-5 for a slight advantage, +6-10 good,
 * +11-15 decisive, +16 and more overpowering. The GM adds it to the side with the advantage.
 * Movement and Damage grades maneuvers by the same four bands (see `maneuverComplexity`).
 */
export const MODIFIER_GUIDELINES: Readonly<Record<Advantage, Readonly<NumberRange>>> = {
  slight: { min: 1, max: 5 },
  good: { min: 6, max: 10 },
  decisive: { min: 11, max: 15 },
  overpowering: { min: 16, max: null },
};

/**
 * The advantage a bonus modifier stands for by the guidelines of R&E Rules; `null` for +0.
 *
 * @param modifier the bonus, an integer >= 0
 * @throws RuleArgumentError for a negative or non-integer modifier (the guideline grades bonuses
 *   given to the side with the advantage)
 */
export function advantageOfModifier(modifier: number): Advantage | null {
  requireInteger("modifier", modifier, 0);
  return (
    ADVANTAGES.find((advantage) => {
      const { min, max } = MODIFIER_GUIDELINES[advantage];
      return modifier >= min && (max === null || modifier <= max);
    }) ?? null
  );
}
