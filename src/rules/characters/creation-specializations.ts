/**
 * Specializations at character creation.
 *
 * Rule: R&E (Star Wars: The Roleplaying Game, 2nd edition Revised & Expanded, "Character Creation:
 * Specializations"): a new character may trade skill dice for specializations, 1D of the 7D of skill
 * dice buying 3D of specialization dice. Neither the seeds nor reference-data/tables.json print
 * this trade, so it is kept here on its own. The trade is made in whole dice: 1 pip of
 * specialization costs a whole die of skill dice, which then buys up to 3D of specializations.
 */
import { PIPS_PER_DIE } from "../dice/die-code.ts";
import { RuleArgumentError } from "../errors.ts";

/** Specialization dice one die of skill dice buys at creation (R&E: 1D for 3D). */
export const SPECIALIZATION_DICE_PER_SKILL_DIE = 3;

/**
 * The skill dice traded for the specialization dice a new character places (R&E: 1D of skill dice
 * buys 3D of specializations, traded in whole dice). 0 pips trade nothing; 1 pip to 3D trade 1D;
 * 3D+1 trades 2D.
 *
 * @param specializationPips all pips placed on specializations, counting a die as three pips
 * @returns whole skill dice traded, 0 or more
 * @throws RuleArgumentError when `specializationPips` is not an integer >= 0
 */
export function skillDiceForSpecializations(specializationPips: number): number {
  if (!Number.isInteger(specializationPips) || specializationPips < 0) {
    throw new RuleArgumentError("specializationPips", specializationPips, "an integer >= 0");
  }
  return Math.ceil(specializationPips / (SPECIALIZATION_DICE_PER_SKILL_DIE * PIPS_PER_DIE));
}

/**
 * The specialization pips still free within the skill dice already traded: a trade of 1D buys 3D
 * (9 pips), so 2D+1 placed leaves 2 pips before another die of skill dice is traded.
 *
 * @param specializationPips all pips placed on specializations, an integer >= 0
 * @returns pips, 0 to 8
 * @throws RuleArgumentError when `specializationPips` is not an integer >= 0
 */
export function specializationPipsFree(specializationPips: number): number {
  const traded = skillDiceForSpecializations(specializationPips);
  return traded * SPECIALIZATION_DICE_PER_SKILL_DIE * PIPS_PER_DIE - specializationPips;
}
