/**
 * How far a character walks or runs in one round (1st-edition rules).
 *
 * Rule: Grundregeln ("Ein Charakter kann mit bis zu 5 m gehen oder bis zu 10 m rennen"; walking is
 * free, running counts as an action; one move a round). The R&E Move rate and its four speeds are
 * in movement.ts (Movement and Damage).
 */
import { requireOneOf } from "../errors.ts";

/** Every gait. */
export const GAITS = ["walk", "run"] as const;

/** A character's move in a round under the 1st-edition rules. */
export type Gait = (typeof GAITS)[number];

/** The most meters a character covers in one round: walking 5 m, running 10 m (Grundregeln). */
export const GAIT_METERS: Readonly<Record<Gait, number>> = { walk: 5, run: 10 };

/**
 * The farthest a character gets in one round at a gait (Grundregeln); jumping or climbing are judged
 * as walking or running by the GM, over shorter distances.
 * @param gait walk or run
 * @returns meters
 * @throws RuleArgumentError for an unknown gait
 */
export function gaitDistance(gait: Gait): number {
  return GAIT_METERS[requireOneOf("gait", gait, GAITS)];
}
