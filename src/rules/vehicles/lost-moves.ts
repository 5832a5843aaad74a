/**
 * Lost Moves: damage that slows a creature, vehicle or starship down, counted as a number of Moves
 * lost (Movement and Damage writes them "-1 Move", "-2 Moves"; here a positive count).
 *
 * Rule: Movement and Damage "Lost Moves" ("Lost Moves add together"); starships move like vehicles (Movement and Damage
 * "Starship Movement"), so the same steps apply to them.
 */
import { requireInteger } from "../errors.ts";
import { MOVE_SPEEDS, type MoveSpeed } from "./movement.ts";

const DRIVE_DISABLED_LOST_MOVES = 4;
const DESTROYED_LOST_MOVES = 5;

/**
 * Adds a lost-moves result to those already suffered (Movement and Damage: "-1 Move, then a -2 Move result is at
 * -3 Moves"). Counts past 5 are kept: the vehicle is destroyed either way.
 *
 * @param lostMoves Moves lost so far, an integer >= 0
 * @param moves Moves lost now, an integer >= 0
 * @throws RuleArgumentError for a negative or non-integer count
 */
export function addLostMoves(lostMoves: number, moves: number): number {
  requireInteger("lostMoves", lostMoves, 0);
  requireInteger("moves", moves, 0);
  return lostMoves + moves;
}

/** What a number of lost Moves leaves of a mover. */
export interface LostMovesEffect {
  /** The fastest speed left, or `null` when it cannot move at all. */
  fastestSpeed: MoveSpeed | null;
  /** -5 Moves: the vehicle is destroyed. */
  destroyed: boolean;
}

/**
 * The effect of lost Moves (Movement and Damage): -1 no more all-out (high speed at most), -2 cruising speed at
 * most, -3 cautious speed at most, -4 the drive is disabled until repaired, -5 destroyed.
 *
 * @param lostMoves Moves lost, an integer >= 0
 * @throws RuleArgumentError for a negative or non-integer count
 */
export function lostMovesEffect(lostMoves: number): LostMovesEffect {
  requireInteger("lostMoves", lostMoves, 0);
  return {
    fastestSpeed: lostMoves < DRIVE_DISABLED_LOST_MOVES ? MOVE_SPEEDS[MOVE_SPEEDS.length - 1 - lostMoves] : null,
    destroyed: lostMoves >= DESTROYED_LOST_MOVES,
  };
}
