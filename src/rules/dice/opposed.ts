/**
 * Opposed rolls: both sides roll and the higher total wins (Reglas "Tiradas de oposición": "el que
 * obtenga el resultado mayor es quien gana"; Grundregeln, holding a door: Strength 18 against 9). The seeds
 * settle ties differently, so the tie rule is a parameter the caller chooses.
 */
import { requireInteger, requireOneOf } from "../errors.ts";

/** Every tie rule, in the order the settings list them. */
export const OPPOSED_TIE_RULES = ["attacker", "defender", "reroll"] as const;

/**
 * Who wins a tie:
 * - `"attacker"`: the acting side, whose opponent's total works as its difficulty number, which a tie
 *   beats (R&E Rules "tie with or beat the difficulty"; Grundregeln damage equal to the Strength roll wounds;
 *   Movement and Damage a tractor beam roll equal to the hull roll holds the ship).
 * - `"defender"`: the resisting side keeps things as they are (Grundregeln: in a chase a tie leaves the
 *   range as it was; R&E Rules: a search roll equal to the sneak roll spots the sneaker).
 * - `"reroll"`: both roll again (R&E Rules initiative: "Re-roll in the event of a tie").
 */
export type OpposedTieRule = (typeof OPPOSED_TIE_RULES)[number];

/** The outcome of an opposed roll: the side that wins, or `"reroll"` for a tie under that rule. */
export type OpposedOutcome = "attacker" | "defender" | "reroll";

/**
 * Resolves an opposed roll: the higher total wins; a tie goes as `tie` says.
 *
 * @param attackerTotal the acting side's total
 * @param defenderTotal the resisting side's total
 * @param tie the world's tie rule
 * @throws RuleArgumentError for a total that is not an integer or an unknown tie rule
 */
export function resolveOpposedRoll(attackerTotal: number, defenderTotal: number, tie: OpposedTieRule): OpposedOutcome {
  requireInteger("attackerTotal", attackerTotal);
  requireInteger("defenderTotal", defenderTotal);
  requireOneOf("tie", tie, OPPOSED_TIE_RULES);
  if (attackerTotal === defenderTotal) return tie;
  return attackerTotal > defenderTotal ? "attacker" : "defender";
}
