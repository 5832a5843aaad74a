/**
 * Vehicle damage: which system a lightly, heavily or severely damaged vehicle loses, how repeated
 * damage escalates, applied to a plain vehicle state.
 *
 * Rule: Movement and Damage "Vehicle Damage" (the lightly and heavily damaged tables and row 3 of the
 * severely damaged one), the other severely damaged rows from the 2nd edition vehicle damage chart
 * of tables.json (`vehicle_damage_chart`), and the escalation Movement and Damage prints for starships.
 */
import { type DieCode, checkRollable, loseDice } from "../dice/die-code.ts";
import { requireBoolean, requireInteger, requireObject, requireOneOf } from "../errors.ts";
import { addLostMoves, lostMovesEffect } from "./lost-moves.ts";
import { rollD6 } from "../dice/roll.ts";

/** Every vehicle damage level, lightest first. */
export const VEHICLE_DAMAGE_LEVELS = ["lightly", "heavily", "severely"] as const;

/** The damage levels that roll on a vehicle's system tables (Movement and Damage). */
export type VehicleDamageLevel = (typeof VEHICLE_DAMAGE_LEVELS)[number];

/** The damage level a vehicle is at, undamaged first; "destroyed" is the state's own flag. */
export const VEHICLE_DAMAGE_STATES = ["none", ...VEHICLE_DAMAGE_LEVELS] as const;

/** A vehicle's damage level: undamaged, lightly, heavily or severely damaged. */
export type VehicleDamageState = (typeof VEHICLE_DAMAGE_STATES)[number];

/** The damage a vehicle has taken, as plain JSON. */
export interface VehicleState {
  /** The damage level it has reached (see {@link escalateVehicleDamage}). */
  level: VehicleDamageState;
  /** The maneuverability die code left. */
  maneuverability: DieCode;
  /** Moves lost, a count >= 0 (see lost-moves.ts). */
  lostMoves: number;
  /** On-board weapons destroyed, a count >= 0. */
  weaponsDestroyed: number;
  /** All weapons out of action (severely damaged, roll 4). */
  weaponsDisabled: boolean;
  /** The drive's powerplant destroyed (severely damaged, rolls 1-2): the vehicle coasts to a stop or crashes. */
  powerplantDestroyed: boolean;
  /** Rounds until the overloading generator explodes, or `null` when it is not overloading. */
  generatorExplodesIn: number | null;
  /** Rounds the crew has to eject or crash-land a vehicle coming apart (roll 5), or `null`. */
  breaksUpIn: number | null;
  /** The vehicle is destroyed (-5 Moves, roll 6, or damaged again when severely damaged). */
  destroyed: boolean;
}

/**
 * What a vehicle damage roll hit: maneuverability dice, Moves, an on-board weapon, the powerplant, the
 * generator, all weapons, the structure, or the whole vehicle (a roll of 6 on the severely damaged
 * table, or escalation past severely damaged).
 */
export type VehicleDamageEffect =
  | "maneuverability"
  | "moves"
  | "weapon-destroyed"
  | "powerplant-destroyed"
  | "generator-overload"
  | "weapons-disabled"
  | "structural-damage"
  | "destroyed";

/** The outcome of {@link applyVehicleDamage}. */
export interface VehicleDamageResult {
  /** The vehicle after the damage. */
  state: VehicleState;
  /** The 1D roll on the system table, or `null` when none was rolled (the vehicle was destroyed). */
  systemRoll: number | null;
  effect: VehicleDamageEffect;
}

/**
 * The damage level a vehicle reaches when damaged again, as Movement and Damage rules it for
 * starships: a heavily damaged vehicle damaged again becomes severely damaged; a severely damaged one
 * damaged again is destroyed; otherwise the worse of the two levels (lightly damaged any number of
 * times stays lightly damaged).
 *
 * @param current the vehicle's level now
 * @param incoming the new damage's level
 * @returns the level reached, or `"destroyed"`
 * @throws RuleArgumentError for an unknown level
 */
export function escalateVehicleDamage(current: VehicleDamageState, incoming: VehicleDamageLevel): VehicleDamageState | "destroyed" {
  requireOneOf("current", current, VEHICLE_DAMAGE_STATES);
  requireOneOf("incoming", incoming, VEHICLE_DAMAGE_LEVELS);
  if (current === "severely") return "destroyed";
  if (current === "heavily") return "severely";
  return VEHICLE_DAMAGE_STATES.indexOf(incoming) > VEHICLE_DAMAGE_STATES.indexOf(current) ? incoming : current;
}

/**
 * Applies one vehicle damage result, escalated by the vehicle's level ({@link escalateVehicleDamage}),
 * rolling 1D on the table of the level reached:
 * - lightly (Movement and Damage): 1-3 -1D maneuverability (-1 Move if it is already 0D); 4 one
 *   on-board weapon destroyed; 5-6 -1 Move;
 * - heavily (Movement and Damage): 1-3 -2D maneuverability (-2 Moves if it is already 0D; a 1D code
 *   drops to 0D); 4-6 -2 Moves;
 * - severely: 1-2 powerplant destroyed (tables.json: a ground vehicle at high or all-out speed
 *   crashes, a flyer needs at least a Moderate roll not to); 3 the generator overloads and explodes
 *   in 1D rounds (Movement and Damage; a second 1D, drawn next; an earlier countdown already running
 *   is kept if sooner); 4 all weapons disabled; 5 structural damage, 1D rounds to eject or crash-land
 *   (a second 1D); 6 destroyed (tables.json prints "5" and "5-6": 5 is read as structural damage, 6
 *   as destroyed);
 * - past severely: destroyed, no table rolled.
 * Lost Moves add up; at -5 the vehicle is destroyed. A destroyed vehicle stays destroyed.
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
  const reached = escalateVehicleDamage(state.level, level);
  if (reached === "destroyed") return { state: { ...state, destroyed: true }, systemRoll: null, effect: "destroyed" };
  const systemRoll = rollD6(random);
  const hit = { ...state, level: reached };
  if (reached === "severely") return { ...severeRow(hit, systemRoll, random), systemRoll };
  const severity = reached === "lightly" ? 1 : 2;
  if (systemRoll <= 3) {
    if (hit.maneuverability.dice === 0) return { state: loseMoves(hit, severity), systemRoll, effect: "moves" };
    return { state: { ...hit, maneuverability: loseDice(hit.maneuverability, severity) }, systemRoll, effect: "maneuverability" };
  }
  if (reached === "lightly" && systemRoll === 4) {
    return { state: { ...hit, weaponsDestroyed: hit.weaponsDestroyed + 1 }, systemRoll, effect: "weapon-destroyed" };
  }
  return { state: loseMoves(hit, severity), systemRoll, effect: "moves" };
}

function severeRow(state: VehicleState, systemRoll: number, random: () => number): { state: VehicleState; effect: VehicleDamageEffect } {
  switch (systemRoll) {
    case 1:
    case 2:
      return { state: { ...state, powerplantDestroyed: true }, effect: "powerplant-destroyed" };
    case 3:
      return { state: { ...state, generatorExplodesIn: rollCountdown(state.generatorExplodesIn, random) }, effect: "generator-overload" };
    case 4:
      return { state: { ...state, weaponsDisabled: true }, effect: "weapons-disabled" };
    case 5:
      return { state: { ...state, breaksUpIn: rollCountdown(state.breaksUpIn, random) }, effect: "structural-damage" };
    default:
      return { state: { ...state, destroyed: true }, effect: "destroyed" };
  }
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
  requireOneOf("state.level", state.level, VEHICLE_DAMAGE_STATES);
  requireBoolean("state.weaponsDisabled", state.weaponsDisabled);
  requireBoolean("state.powerplantDestroyed", state.powerplantDestroyed);
  if (state.breaksUpIn !== null) requireInteger("state.breaksUpIn", state.breaksUpIn, 0);
  checkRollable(state.maneuverability);
  requireInteger("state.lostMoves", state.lostMoves, 0);
  requireInteger("state.weaponsDestroyed", state.weaponsDestroyed, 0);
  if (state.generatorExplodesIn !== null) requireInteger("state.generatorExplodesIn", state.generatorExplodesIn, 0);
  requireBoolean("state.destroyed", state.destroyed);
}
