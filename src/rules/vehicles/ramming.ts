/**
 * Ramming: a vehicle drives into its target as part of its move.
 *
 * Rule: Movement and Damage "Ramming".
 */
import { requireInteger } from "../errors.ts";

/** What ramming adds to the move: a harder movement roll and one more action. */
export interface RammingCheck {
  /** The movement difficulty number plus 10. */
  difficulty: number;
  /** Ramming counts as a separate action: one more action for the multiple action penalty (-1D). */
  extraActions: number;
}

/**
 * The movement roll of a ramming vehicle (Movement and Damage): "Add +10 to the movement difficulty … Ramming
 * counts as a separate action: the pilot suffers an additional -1D penalty."
 *
 * @param movementDifficulty the move's difficulty number without ramming, an integer
 * @throws RuleArgumentError for a non-integer difficulty
 */
export function rammingCheck(movementDifficulty: number): RammingCheck {
  requireInteger("movementDifficulty", movementDifficulty);
  return { difficulty: movementDifficulty + 10, extraActions: 1 };
}

/**
 * The outcome of a ramming movement roll: the target is rammed; the terrain is crossed safely but the
 * ram misses; or the move fails by `failedBy` against the original difficulty (a movement failure).
 */
export type RamOutcome = { kind: "rams" } | { kind: "crosses-safely" } | { kind: "movement-failure"; failedBy: number };

/**
 * Reads a ramming movement roll (Movement and Damage): at or above the ramming difficulty the pilot rams the
 * target; at or above the original difficulty only, he crosses the terrain safely but the ram fails;
 * below the original difficulty he suffers a movement failure. "Beats" and "above" mean "meets or
 * beats", as every roll succeeds on reaching its difficulty.
 *
 * @param roll the movement roll's total, an integer
 * @param movementDifficulty the move's difficulty number without ramming, an integer
 * @throws RuleArgumentError for a non-integer roll or difficulty
 */
export function ramOutcome(roll: number, movementDifficulty: number): RamOutcome {
  requireInteger("roll", roll);
  const { difficulty } = rammingCheck(movementDifficulty);
  if (roll >= difficulty) return { kind: "rams" };
  if (roll >= movementDifficulty) return { kind: "crosses-safely" };
  return { kind: "movement-failure", failedBy: movementDifficulty - roll };
}
