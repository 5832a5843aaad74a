/**
 * Movement failures: what happens when a movement roll misses its difficulty, and collision damage.
 *
 * Rule: Movement and Damage "Character Movement Failures", "Collision Damage" and starship "Movement Failures".
 * Movement and Damage keeps the character table of Star Wars, Second Edition, page 95, and rewrites
 * two of its rows (7-10 Fall, 11-15 Minor Tumble). The other four rows (slight slip, slip, tumble,
 * major tumble) are the Second Edition's, which the seeds name but do not print; docs/rules.md says how
 * they are read.
 */
import type { DieCode } from "../dice/die-code.ts";
import { requireBoolean, requireInteger, requireOneOf } from "../errors.ts";
import { MOVE_SPEEDS, MOVER_KINDS, type MoveSpeed, type MoverKind } from "./movement.ts";

/** Every row of the character movement failure table, the slightest miss first. */
export const CHARACTER_MOVEMENT_FAILURES = ["slight-slip", "slip", "fall", "minor-tumble", "tumble", "major-tumble"] as const;

/** One row of the character movement failure table. */
export type CharacterMovementFailureResult = (typeof CHARACTER_MOVEMENT_FAILURES)[number];

/** A character's movement failure. */
export interface CharacterMovementFailure {
  result: CharacterMovementFailureResult;
  /** Where the row is printed: Movement and Damage (fall, minor tumble) or the Second Edition table it keeps. */
  source: "movement-and-damage" | "second-edition";
  /** How far through her Move the character gets before the failure: 1 all of it, 0 none. */
  distanceFraction: number;
  /** Whether the character may still act this round (with {@link thisRoundPenalty}). */
  actsThisRound: boolean;
  /** The penalty on her remaining actions this round, when she may still act (a slight slip: -1D). */
  thisRoundPenalty: DieCode;
  /** Whole rounds after this one without actions. */
  roundsWithoutActions: number;
  /** The penalty on all of the next round's actions (a fall: -2D; none: 0D). */
  nextRoundPenalty: DieCode;
  /** Damage the character resists, or `null` for none. */
  damage: DieCode | null;
}

const NONE: DieCode = { dice: 0, pips: 0 };

/** The rows by the smallest miss each covers; the last row has no upper end. */
const CHARACTER_ROWS: readonly { from: number; failure: (speed: MoveSpeed) => CharacterMovementFailure }[] = [
  {
    from: 1,
    failure: () => ({ result: "slight-slip", source: "second-edition", distanceFraction: 1, actsThisRound: true, thisRoundPenalty: { dice: -1, pips: 0 }, roundsWithoutActions: 0, nextRoundPenalty: NONE, damage: null }),
  },
  {
    from: 4,
    failure: () => ({ result: "slip", source: "second-edition", distanceFraction: 1, actsThisRound: false, thisRoundPenalty: NONE, roundsWithoutActions: 0, nextRoundPenalty: NONE, damage: null }),
  },
  {
    from: 7,
    failure: () => ({ result: "fall", source: "movement-and-damage", distanceFraction: 1 / 2, actsThisRound: false, thisRoundPenalty: NONE, roundsWithoutActions: 0, nextRoundPenalty: { dice: -2, pips: 0 }, damage: null }),
  },
  {
    from: 11,
    failure: (speed) => ({
      result: "minor-tumble",
      source: "movement-and-damage",
      distanceFraction: 1 / 4,
      actsThisRound: false,
      thisRoundPenalty: NONE,
      roundsWithoutActions: 1,
      nextRoundPenalty: NONE,
      damage: speed === "all-out" ? { dice: 1, pips: 0 } : null,
    }),
  },
  {
    from: 16,
    failure: () => ({ result: "tumble", source: "second-edition", distanceFraction: 0, actsThisRound: false, thisRoundPenalty: NONE, roundsWithoutActions: 1, nextRoundPenalty: NONE, damage: { dice: 2, pips: 0 } }),
  },
  {
    from: 21,
    failure: () => ({ result: "major-tumble", source: "second-edition", distanceFraction: 0, actsThisRound: false, thisRoundPenalty: NONE, roundsWithoutActions: 2, nextRoundPenalty: NONE, damage: { dice: 3, pips: 0 } }),
  },
];

/**
 * A character's movement failure by how much the movement roll missed (Movement and Damage, which
 * keeps the Second Edition's table and rewrites its 7-10 and 11-15 rows):
 * - 1-3 Slight slip (Second Edition): she keeps her footing and finishes her move; -1D to her
 *   remaining actions this round;
 * - 4-6 Slip (Second Edition): she slips at the end of her move; no more actions this round;
 * - 7-10 Fall (Movement and Damage): falls halfway through her Move and ends kneeling; no more actions
 *   this round and -2D to all actions next round;
 * - 11-15 Minor Tumble (Movement and Damage): falls a quarter of the way through her Move; no actions
 *   for the rest of this round and the next; 1D damage when moving all-out, none at slower speeds;
 * - 16-20 Tumble (Second Edition): falls as she starts; no actions this round and the next; 2D damage;
 * - 21+ Major Tumble (Second Edition): a bad fall as she starts; no actions this round and the next
 *   two; 3D damage.
 *
 * @param failedBy difficulty number minus the roll, an integer >= 1
 * @param speed the speed of the failed move
 * @returns the row's failure
 * @throws RuleArgumentError for a `failedBy` below 1 or not an integer, or an unknown speed
 */
export function characterMovementFailure(failedBy: number, speed: MoveSpeed): CharacterMovementFailure {
  requireInteger("failedBy", failedBy, 1);
  requireOneOf("speed", speed, MOVE_SPEEDS);
  const row = CHARACTER_ROWS.findLast((candidate) => failedBy >= candidate.from) ?? CHARACTER_ROWS[0];
  return row.failure(speed);
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
