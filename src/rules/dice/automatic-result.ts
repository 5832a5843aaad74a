/**
 * Automatic success and failure: when the die code and the difficulty make success certain or
 * impossible, no roll is needed (Grundregeln: "dass das Verhältnis von Fertigkeitswert zu Zielwert so ist,
 * dass der Erfolg entweder unmöglich oder automatisch ist. Es muss in diesem Fall nicht gewürfelt
 * werden"). In rounds the character still rolls, for the order of the segment; the result stays automatic.
 */
import { type DieCode, checkRollable, minimumRoll } from "./die-code.ts";
import { meetsDifficulty } from "./difficulty.ts";
import { requireBoolean, requireOneOf } from "../errors.ts";
import { MISHAPS, type RollOptions } from "./roll.ts";

/** The lowest and highest total a roll can reach; `highest: null` when it has no upper end. */
export interface TotalBounds {
  lowest: number;
  highest: number | null;
}

/**
 * The lowest and highest total of a roll, by the rule of `rollDieCode`.
 *
 * - A code with 0 dice always totals its pips.
 * - Without the wild die: all ones to all sixes, plus the pips.
 * - With the wild die there is no highest total (it re-rolls its sixes). The lowest is all ones plus
 *   the pips, except under mishap `"remove-highest"`: a first-roll 1 takes the wild die and one normal
 *   die (a 1 at least) out, so the lowest is two less (one less for a 1D code, which keeps only its pips).
 *
 * @param code the die code, dice an integer from 0 to 99
 * @param options wild die on/off and mishap handling (default `"count"`)
 * @throws DieCodeError for a malformed code or dice outside 0-99
 * @throws RuleArgumentError for a `wildDie` that is not a boolean or an unknown mishap
 */
export function rollTotalBounds(code: DieCode, options: Pick<RollOptions, "wildDie" | "mishap">): TotalBounds {
  checkRollable(code);
  requireBoolean("options.wildDie", options?.wildDie);
  const mishap = requireOneOf("options.mishap", options.mishap ?? "count", MISHAPS);
  const lowest = minimumRoll(code);
  if (code.dice === 0) return { lowest, highest: lowest };
  if (!options.wildDie) return { lowest, highest: 6 * code.dice + code.pips };
  return { lowest: mishap === "remove-highest" ? lowest - Math.min(code.dice, 2) : lowest, highest: null };
}

/**
 * Whether a roll against a difficulty number is decided before the dice fall (Grundregeln): `"success"`
 * when the lowest total ties or beats the difficulty (Climbing/Jumping 5D+2 against 5: at least 7),
 * `"failure"` when even the highest total falls short (never with the wild die on a code with dice),
 * `null` when the roll is needed. See {@link rollTotalBounds} for the totals.
 *
 * @param code the die code, dice an integer from 0 to 99
 * @param difficulty the difficulty number, a finite number
 * @param options wild die on/off and mishap handling (default `"count"`)
 * @throws DieCodeError for a malformed code or dice outside 0-99
 * @throws RuleArgumentError for a difficulty that is not a finite number, a `wildDie` that is not a
 *   boolean or an unknown mishap
 */
export function automaticResult(code: DieCode, difficulty: number, options: Pick<RollOptions, "wildDie" | "mishap">): "success" | "failure" | null {
  const { lowest, highest } = rollTotalBounds(code, options);
  if (meetsDifficulty(lowest, difficulty)) return "success";
  if (highest !== null && !meetsDifficulty(highest, difficulty)) return "failure";
  return null;
}
