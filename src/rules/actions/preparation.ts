/**
 * Preparing and rushing: taking longer over a task for +1D, or doing it in half the time with half
 * the skill.
 *
 * Rules: preparing (Grundregeln "erhält er +1D auf den Wurf", R&E Rules "spend twice as long ... +1D",
 * Reglas "tu código de habilidad se incrementa en 1D"); rushing (R&E Rules "Rushing").
 * Whether a task can be prepared for is the GM's call (R&E Rules: not for dodges, parries or piloting).
 */
import { type DieCode, PIPS_PER_DIE, addDieCodes, checkRollable } from "../dice/die-code.ts";
import { requireNumber } from "../errors.ts";

/** The bonus for preparing: +1D. */
export const PREPARATION_BONUS: Readonly<DieCode> = { dice: 1, pips: 0 };

/**
 * The die code after preparing for a round (or twice as long, R&E): +1D, pips kept
 * (Reglas: blaster 3D+1, aiming for a round, rolls 4D+1).
 *
 * @param code the skill or attribute code
 * @throws DieCodeError for a malformed code or dice outside 0-99
 */
export function preparedDieCode(code: DieCode): DieCode {
  checkRollable(code);
  return addDieCodes(code, PREPARATION_BONUS);
}

/**
 * Whether a task can be rushed: only one that takes two rounds or longer (R&E Rules: "actions which take
 * one round cannot be rushed"). Whether rushing makes sense is the GM's call.
 *
 * @param taskRounds how long the task takes, in rounds (a fraction is allowed)
 * @throws RuleArgumentError for a duration that is not a finite number >= 0
 */
export function canRush(taskRounds: number): boolean {
  requireNumber("taskRounds", taskRounds, 0);
  return taskRounds >= 2;
}

/**
 * The die code a rushed task rolls: half the skill (R&E Rules: starship repair 6D, rushed, rolls 3D).
 *
 * Odd dice and pips halve through pips, three to a die (as in advancement, where a skill of 4D+2
 * raised one pip becomes 5D), rounded down: 6D is 18 pips, half is 9, 3D; 5D+2 is 17, half is 8,
 * 2D+2; 5D is 15, half is 7, 2D+1.
 * Rounding down keeps the rushed code at or below half the skill.
 *
 * @param code the skill or attribute code
 * @returns the halved code, pips from 0 to 2 (negative only when the code's whole worth is below 0)
 * @throws DieCodeError for a malformed code or dice outside 0-99
 */
export function rushedDieCode(code: DieCode): DieCode {
  checkRollable(code);
  const halfPips = Math.floor((PIPS_PER_DIE * code.dice + code.pips) / 2);
  const dice = Math.max(0, Math.floor(halfPips / PIPS_PER_DIE));
  return { dice, pips: halfPips - PIPS_PER_DIE * dice };
}
