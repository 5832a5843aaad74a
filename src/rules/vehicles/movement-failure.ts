/**
 * Movement failures: what happens when a movement roll misses its difficulty, and collision damage.
 *
 * Rule: Movement and Damage "Character Movement Failures", "Collision Damage" and starship "Movement Failures".
 * The seed changes two rows of the character table and refers to Star Wars, Second Edition, page 95
 * for the others, which the seeds do not hold: only the rows the seed gives are implemented.
 */
import type { DieCode } from "../dice/die-code.ts";
import { requireBoolean, requireInteger, requireOneOf } from "../errors.ts";
import { MOVE_SPEEDS, MOVER_KINDS, type MoveSpeed, type MoverKind } from "./movement.ts";

/** A character's movement failure from the rows Movement and Damage gives. */
export interface CharacterMovementFailure {
  /** 7-10 "Fall", 11-15 "Minor Tumble". */
  result: "fall" | "minor-tumble";
  /** How far through her Move the character gets before falling: 1/2 (fall) or 1/4 (minor tumble). */
  distanceFraction: number;
  /** Whole rounds after this one without actions; no actions are left for the rest of this round either. */
  roundsWithoutActions: number;
  /** The penalty on all of next round's actions (a fall: -2D; none: 0D). */
  nextRoundPenalty: DieCode;
  /** Damage the character resists, or `null`: a minor tumble at all-out speed does 1D. */
  damage: DieCode | null;
}

/**
 * A character's movement failure by how much the movement roll missed (Movement and Damage):
 * - 7-10 Fall: falls halfway through her Move and ends kneeling; no more actions this round and
 *   -2D to all actions next round;
 * - 11-15 Minor Tumble: falls a quarter of the way through her Move; no actions for the rest of this
 *   round and the next; 1D damage when moving all-out, none at slower speeds.
 *
 * @param failedBy difficulty number minus the roll, an integer >= 1
 * @param speed the speed of the failed move
 * @returns the failure, or `null` for a miss by 1-6 or 16+, whose rows (Second Edition p. 95) the
 *   seeds do not give
 * @throws RuleArgumentError for a `failedBy` below 1 or not an integer, or an unknown speed
 */
export function characterMovementFailure(failedBy: number, speed: MoveSpeed): CharacterMovementFailure | null {
  requireInteger("failedBy", failedBy, 1);
  requireOneOf("speed", speed, MOVE_SPEEDS);
  if (failedBy >= 7 && failedBy <= 10) {
    return { result: "fall", distanceFraction: 1 / 2, roundsWithoutActions: 0, nextRoundPenalty: { dice: -2, pips: 0 }, damage: null };
  }
  if (failedBy >= 11 && failedBy <= 15) {
    const damage = speed === "all-out" ? { dice: 1, pips: 0 } : null;
    return { result: "minor-tumble", distanceFraction: 1 / 4, roundsWithoutActions: 1, nextRoundPenalty: { dice: 0, pips: 0 }, damage };
  }
  return null;
}

const COLLISION_DICE: Record<"character" | "vehicle", Record<MoveSpeed, number>> = {
  character: { cautious: 1, cruising: 2, high: 3, "all-out": 4 },
  vehicle: { cautious: 2, cruising: 4, high: 6, "all-out": 10 },
};

/**
 * Collision damage by the speed of the move (Movement and Damage "Collision Damage"): characters 1D cautious,
 * 2D cruising, 3D high speed, 4D all-out; vehicles 2D, 4D, 6D, 10D. Starships use the vehicle
 * column (Movement and Damage: "Use the same results as for vehicle movement failures").
 *
 * @param mover character, vehicle or starship
 * @param speed the speed of the move
 * @returns the damage die code
 * @throws RuleArgumentError for an unknown mover or speed
 */
export function collisionDamage(mover: MoverKind, speed: MoveSpeed): DieCode {
  requireOneOf("mover", mover, MOVER_KINDS);
  requireOneOf("speed", speed, MOVE_SPEEDS);
  return { dice: COLLISION_DICE[mover === "character" ? "character" : "vehicle"][speed], pips: 0 };
}

/**
 * A starship's "collision" result: collision damage when there is something to hit, otherwise the
 * ship spins wildly out of control for the rest of this round and the next (Movement and Damage).
 */
export type StarshipCollision = { kind: "collision"; damage: DieCode } | { kind: "out-of-control" };

/**
 * Resolves a starship's "collision" movement failure (Movement and Damage).
 *
 * @param speed the speed of the move
 * @param somethingToHit whether there is anything to run into
 * @throws RuleArgumentError for an unknown speed or a non-boolean `somethingToHit`
 */
export function starshipCollision(speed: MoveSpeed, somethingToHit: boolean): StarshipCollision {
  requireOneOf("speed", speed, MOVE_SPEEDS);
  return requireBoolean("somethingToHit", somethingToHit) ? { kind: "collision", damage: collisionDamage("starship", speed) } : { kind: "out-of-control" };
}
