/**
 * Movement failures: what happens when a movement roll misses its difficulty, and collision damage.
 *
 * Rule: Movement and Damage "Character Movement Failures", "Collision Damage" and starship "Movement Failures".
 * Movement and Damage keeps the character table of Star Wars, Second Edition, page 95, and restates
 * two of its rows (7-10 Fall, 11-15 Minor Tumble). The other four rows (slight slip, slip, tumble,
 * major tumble) are read from the REUP rulebook's block `rule.chapter_07.movement_failures` (REUP
 * pp. 111-112), the public revision of that Second Edition page; docs/rules.md cites it.
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
  /** Where the row is printed: Movement and Damage (fall, minor tumble) or the REUP block the seed defers to. */
  source: "movement-and-damage" | "reup";
  /**
   * How far through her Move the character gets before the failure: 1 all of it; null where the row
   * does not say (a tumble: she falls, and the collision's damage is what the row gives).
   */
  distanceFraction: number | null;
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
const ACTING = { actsThisRound: true, thisRoundPenalty: NONE, roundsWithoutActions: 0, nextRoundPenalty: NONE } as const;

/** Collision damage for the speed, changed by `dice`; none when that leaves no die (the minor tumble's -3D). */
function collisionChanged(speed: MoveSpeed, dice: number): DieCode | null {
  const total = COLLISION_DICE.character[speed] + dice;
  return total > 0 ? { dice: total, pips: 0 } : null;
}

/** The rows by the smallest miss each covers; the last row has no upper end. */
const CHARACTER_ROWS: readonly { from: number; failure: (speed: MoveSpeed) => CharacterMovementFailure }[] = [
  // REUP: "While she completes the movement, she suffers a penalty of -1D to all actions for the rest of the round".
  {
    from: 1,
    failure: () => ({ result: "slight-slip", source: "reup", distanceFraction: 1, ...ACTING, thisRoundPenalty: { dice: -1, pips: 0 }, damage: null }),
  },
  // REUP: "only makes half her Move", -3D for the rest of the round and -1D for the next.
  {
    from: 4,
    failure: () => ({
      result: "slip",
      source: "reup",
      distanceFraction: 1 / 2,
      ...ACTING,
      thisRoundPenalty: { dice: -3, pips: 0 },
      nextRoundPenalty: { dice: -1, pips: 0 },
      damage: null,
    }),
  },
  {
    from: 7,
    failure: () => ({
      result: "fall",
      source: "movement-and-damage",
      distanceFraction: 1 / 2,
      ...ACTING,
      actsThisRound: false,
      nextRoundPenalty: { dice: -2, pips: 0 },
      damage: null,
    }),
  },
  {
    from: 11,
    failure: (speed) => ({
      result: "minor-tumble",
      source: "movement-and-damage",
      distanceFraction: 1 / 4,
      ...ACTING,
      actsThisRound: false,
      roundsWithoutActions: 1,
      damage: collisionChanged(speed, -3),
    }),
  },
  // REUP: "roll normal collision damage" (Rhen, failing by 18 at high speed: 3D).
  { from: 16, failure: (speed) => ({ result: "tumble", source: "reup", distanceFraction: null, ...ACTING, damage: collisionChanged(speed, 0) }) },
  // REUP: "Increase collision damage by +2D".
  { from: 21, failure: (speed) => ({ result: "major-tumble", source: "reup", distanceFraction: null, ...ACTING, damage: collisionChanged(speed, 2) }) },
];

/**
 * A character's movement failure by how much the movement roll missed (Movement and Damage restates
 * rows 7-10 and 11-15; the others are REUP's `rule.chapter_07.movement_failures`):
 * - 1-3 Slight slip: she completes the move, at -1D to all actions for the rest of the round;
 * - 4-6 Slip: half her Move, -3D to all actions for the rest of the round and -1D for the next;
 * - 7-10 Fall: falls halfway through her Move and ends kneeling; no more actions this round and -2D
 *   to all actions next round;
 * - 11-15 Minor Tumble: falls a quarter of the way through her Move; no actions for the rest of this
 *   round and the next; collision damage less 3D (1D moving all-out, none slower);
 * - 16-20 Tumble: she falls and rolls the normal collision damage for her speed;
 * - 21+ Major Tumble: collision damage for her speed +2D.
 * A tumble's rows give damage alone: what the wound does to her actions is the wound's (`woundEffects`).
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
