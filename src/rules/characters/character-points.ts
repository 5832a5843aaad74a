/**
 * Character points (R&E): spent after seeing a roll, before anyone else acts; each adds one die that
 * is added and re-rolled while it shows 6, like the wild die, but whose 1 is no mishap.
 *
 * Rules and numbers: reference-data/tables.json `character_points` (R&E text from the Star Wars MUSH
 * transcription; the defensive limit from a fan summary) and R&E Rules (no character point on an
 * initiative roll).
 */
import { requireBoolean, requireInteger, requireOneOf } from "../errors.ts";
import { rollDieCode } from "../dice/roll.ts";

/** Every kind of roll, in the order of {@link CHARACTER_POINT_LIMITS}. */
export const CHARACTER_POINT_ROLLS = ["skill", "defense", "initiative"] as const;

/** The kind of roll character points are spent on. */
export type CharacterPointRoll = (typeof CHARACTER_POINT_ROLLS)[number];

/**
 * The most character points one roll takes: 2 on a skill or attribute roll (R&E text), 5 on a
 * defensive roll (dodge, parry, resisting damage; a fan summary in tables.json, not checked against
 * the R&E text), none on initiative (R&E Rules: "A character may not spend a Character Point to
 * improve the initiative roll").
 */
export const CHARACTER_POINT_LIMITS: Readonly<Record<CharacterPointRoll, number>> = {
  skill: 2,
  defense: 5,
  initiative: 0,
};

/** The most character points any roll takes (the defensive limit). */
export const MOST_CHARACTER_POINTS_PER_ROLL = Math.max(...Object.values(CHARACTER_POINT_LIMITS));

/** Character points a new character starts with (tables.json `character_points.starting`). */
export const STARTING_CHARACTER_POINTS = 5;

/**
 * How many character points a roll may take. None in a round in which the character spent a Force
 * point or called on the dark side (tables.json, R&E text).
 *
 * @param roll the kind of roll
 * @param forcePointThisRound a Force point was spent (or the dark side called on) this round
 * @throws RuleArgumentError for an unknown kind of roll or a flag that is not a boolean
 */
export function characterPointLimit(roll: CharacterPointRoll, forcePointThisRound: boolean): number {
  requireOneOf("roll", roll, CHARACTER_POINT_ROLLS);
  return requireBoolean("forcePointThisRound", forcePointThisRound) ? 0 : CHARACTER_POINT_LIMITS[roll];
}

/** The dice of spent character points. */
export interface CharacterPointDice {
  /** One chain per character point: its first roll, then every re-roll while it showed 6. */
  dice: number[][];
  /** Everything the chains add to the roll's total. */
  total: number;
  /** A chain was cut after `MAX_EXPLOSIONS` re-rolls, as `rollDieCode` cuts the wild die. */
  capped: boolean;
}

/**
 * Rolls the dice of `count` character points. Each die is drawn exactly as `rollDieCode` draws the
 * wild die (face `1 + floor(random() * 6)`, re-rolled while it shows 6, the chain cut after
 * `MAX_EXPLOSIONS` re-rolls); a 1 simply counts.
 *
 * @param count character points spent, an integer from 0 to {@link MOST_CHARACTER_POINTS_PER_ROLL}
 * @param options the random source, default `Math.random`
 * @throws RuleArgumentError for a count outside that range, or a random source `rollDieCode` rejects
 */
export function rollCharacterPointDice(count: number, options: { random?: () => number } = {}): CharacterPointDice {
  requireInteger("count", count, 0, MOST_CHARACTER_POINTS_PER_ROLL);
  const chains = Array.from({ length: count }, () => rollDieCode({ dice: 1, pips: 0 }, { wildDie: true, mishap: "count", random: options?.random }));
  return {
    dice: chains.map((chain) => chain.wild),
    total: chains.reduce((sum, chain) => sum + chain.total, 0),
    capped: chains.some((chain) => chain.capped),
  };
}
