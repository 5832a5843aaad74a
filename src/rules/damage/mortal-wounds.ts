/**
 * The mortally wounded character's roll at the end of each round.
 *
 * Rule: Grundregeln ("am Ende jeder Runde 2D geworfen und das Ergebnis mit der Anzahl der vollen Runden
 * seit dem tödlichen Treffer verglichen. Ist das Ergebnis niedriger als die Anzahl der Runden so
 * stirbt der Charakter"), Reglas ("Si su tirada es inferior al número de rondas transcurridas desde
 * que ha sido mortalmente herido, muere"), the same in R&E (tables.json `wound_effects`).
 */
import { requireInteger } from "../errors.ts";
import { type D6RollResult, rollDieCode } from "../dice/roll.ts";
import type { DieCode } from "../dice/die-code.ts";

/** The mortal-wound roll: a plain 2D, never with the wild die (Grundregeln, Reglas). */
export const MORTAL_WOUND_DICE: Readonly<DieCode> = { dice: 2, pips: 0 };

/**
 * Whether a mortal-wound roll kills: a total below the number of full rounds since the wound.
 * The round of the wound itself is not a full round, so its end-of-round roll compares with 0;
 * a 2D total (2 or more) cannot fall below 2, so the first death is possible after 3 full rounds.
 *
 * @param roll the 2D total, an integer
 * @param fullRounds full rounds since the character was mortally wounded, an integer >= 0
 * @returns true when the character dies
 * @throws RuleArgumentError for a non-integer roll or a negative or non-integer round count
 */
export function diesOfMortalWound(roll: number, fullRounds: number): boolean {
  requireInteger("roll", roll);
  requireInteger("fullRounds", fullRounds, 0);
  return roll < fullRounds;
}

/** The outcome of {@link rollMortalWound}: the 2D roll and whether the character died. */
export interface MortalWoundCheck {
  roll: D6RollResult;
  dies: boolean;
}

/**
 * Rolls the mortal-wound check at the end of a round ({@link diesOfMortalWound} on a 2D roll).
 *
 * @param fullRounds full rounds since the character was mortally wounded, an integer >= 0
 * @param random a source of numbers in [0, 1); default `Math.random`
 * @throws RuleArgumentError for a bad round count or a random source that returns anything but
 *   a number in [0, 1)
 */
export function rollMortalWound(fullRounds: number, random: () => number = Math.random): MortalWoundCheck {
  requireInteger("fullRounds", fullRounds, 0);
  const roll = rollDieCode(MORTAL_WOUND_DICE, { wildDie: false, random });
  return { roll, dies: diesOfMortalWound(roll.total, fullRounds) };
}
