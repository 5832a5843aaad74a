/**
 * Vehicle damage: which system a lightly, heavily or severely damaged vehicle loses, applied to a
 * plain vehicle state.
 *
 * Rule: Movement and Damage "Vehicle Damage". Of the severely damaged table the seed gives only row 3
 * (overloaded generator); the other rows are reported as `"unlisted"` and change nothing.
 */
import { type DieCode, checkRollable, loseDice } from "../dice/die-code.ts";
import { requireBoolean, requireInteger, requireObject, requireOneOf } from "../errors.ts";
import { addLostMoves, lostMovesEffect } from "./lost-moves.ts";
import { rollD6 } from "../dice/roll.ts";

/** The damage a vehicle has taken, as plain JSON. */
export interface VehicleState {
  /** The maneuverability die code left. */
  maneuverability: DieCode;
  /** Moves lost, a count >= 0 (see lost-moves.ts). */
  lostMoves: number;
  /** On-board weapons destroyed, a count >= 0. */
  weaponsDestroyed: number;
  /** Rounds until the overloading generator explodes, or `null` when it is not overloading. */
  generatorExplodesIn: number | null;
  /** The vehicle is destroyed (-5 Moves). */
  destroyed: boolean;
}

/** Every vehicle damage level, lightest first. */
export const VEHICLE_DAMAGE_LEVELS = ["lightly", "heavily", "severely"] as const;

/** The damage levels that roll on a vehicle's system tables (Movement and Damage). */
export type VehicleDamageLevel = (typeof VEHICLE_DAMAGE_LEVELS)[number];

/**
 * What a vehicle damage roll hit: maneuverability dice, Moves, an on-board weapon, the generator, or a
 * severely-damaged row the seed does not give (`"unlisted"`: the GM rules on it).
 */
export type VehicleDamageEffect = "maneuverability" | "moves" | "weapon-destroyed" | "generator-overload" | "unlisted";

/** The outcome of {@link applyVehicleDamage}. */
export interface VehicleDamageResult {
  /** The vehicle after the damage. */
  state: VehicleState;
  /** The 1D roll on the system table. */
  systemRoll: number;
  effect: VehicleDamageEffect;
}

/**
 * Applies one vehicle damage result (Movement and Damage), rolling 1D on the level's system table:
 * - lightly: 1-3 -1D maneuverability (-1 Move if it is already 0D); 4 one on-board weapon destroyed;
 *   5-6 -1 Move;
 * - heavily: 1-3 -2D maneuverability (-2 Moves if it is already 0D; a 1D code drops to 0D); 4-6 -2 Moves;
 * - severely: 3 the generator overloads and explodes in 1D rounds (a second 1D, drawn next; an earlier
 *   countdown already running is kept if sooner); other rows are not in the seed (`"unlisted"`).
 * Lost Moves add up; at -5 the vehicle is destroyed.
 *
 * @param state the vehicle before the damage
 * @param level lightly, heavily or severely
 * @param random a source of numbers in [0, 1); each 1D is `1 + floor(random() * 6)`
 * @throws DieCodeError for a maneuverability that is not a rollable die code
 * @throws RuleArgumentError for a malformed state, an unknown level or a bad random source
 */
export function applyVehicleDamage(state: VehicleState, level: VehicleDamageLevel, random: () => number): VehicleDamageResult {
  checkVehicleState(state);
  requireOneOf("level", level, VEHICLE_DAMAGE_LEVELS);
  const systemRoll = rollD6(random);
  const severity = level === "lightly" ? 1 : 2;
  if (level === "severely") {
    if (systemRoll !== 3) return { state: { ...state }, systemRoll, effect: "unlisted" };
    const explodesIn = rollCountdown(state.generatorExplodesIn, random);
    return { state: { ...state, generatorExplodesIn: explodesIn }, systemRoll, effect: "generator-overload" };
  }
  if (systemRoll <= 3) {
    if (state.maneuverability.dice === 0) return { state: loseMoves(state, severity), systemRoll, effect: "moves" };
    return { state: { ...state, maneuverability: loseDice(state.maneuverability, severity) }, systemRoll, effect: "maneuverability" };
  }
  if (level === "lightly" && systemRoll === 4) {
    return { state: { ...state, weaponsDestroyed: state.weaponsDestroyed + 1 }, systemRoll, effect: "weapon-destroyed" };
  }
  return { state: loseMoves(state, severity), systemRoll, effect: "moves" };
}

/**
 * Starts a countdown of 1D rounds (Movement and Damage: an overloading generator explodes in 1D rounds; the crew
 * of a disintegrating starship has 1D rounds to evacuate). A countdown already running is kept if it
 * is sooner.
 *
 * @param running rounds left on the countdown already running, an integer >= 0, or `null`
 * @param random a source of numbers in [0, 1); the 1D is `1 + floor(random() * 6)`
 * @returns rounds left, 0 to 6
 * @throws RuleArgumentError for a bad `running` or random source
 */
export function rollCountdown(running: number | null, random: () => number): number {
  if (running !== null) requireInteger("running", running, 0);
  const rounds = rollD6(random);
  return running === null ? rounds : Math.min(running, rounds);
}

function loseMoves(state: VehicleState, moves: number): VehicleState {
  const lostMoves = addLostMoves(state.lostMoves, moves);
  return { ...state, lostMoves, destroyed: state.destroyed || lostMovesEffect(lostMoves).destroyed };
}

function checkVehicleState(state: VehicleState): void {
  requireObject("state", state, "a vehicle state object");
  checkRollable(state.maneuverability);
  requireInteger("state.lostMoves", state.lostMoves, 0);
  requireInteger("state.weaponsDestroyed", state.weaponsDestroyed, 0);
  if (state.generatorExplodesIn !== null) requireInteger("state.generatorExplodesIn", state.generatorExplodesIn, 0);
  requireBoolean("state.destroyed", state.destroyed);
}
