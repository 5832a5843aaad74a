/**
 * Starship damage: the damage result of a damage roll against a hull roll, the lightly / heavily /
 * severely damaged system tables, escalation of repeated damage, and their effects, applied to a
 * plain starship state.
 *
 * Rules: Movement and Damage "Starship Damage"; the damage chart and the 1D numbering of the system tables from
 * tables.json `starship_damage_chart`. Movement and Damage lists each table's six outcomes without numbers; they
 * are numbered 1-6 in the order written, which is the order tables.json gives them.
 */
import { damageChartRow } from "../damage/damage-chart.ts";
import { type DieCode, checkRollable, loseDice } from "../dice/die-code.ts";
import { requireBoolean, requireInteger, requireObject, requireOneOf } from "../errors.ts";
import type { RepairJob } from "./long-distance.ts";
import { addLostMoves, lostMovesEffect } from "./lost-moves.ts";
import { rollD6 } from "../dice/roll.ts";
import { rollCountdown } from "./vehicle-damage.ts";

/** Every hull damage result, mildest first: the results of the damage chart's rows 0 to 5 (`damageChartRow`). */
export const HULL_DAMAGE_RESULTS = ["none", "shields-blown", "lightly", "heavily", "severely", "destroyed"] as const;

/** The result of a damage roll against a hull (or body strength) roll. */
export type HullDamageResult = (typeof HULL_DAMAGE_RESULTS)[number];

/**
 * Reads the starship damage chart (tables.json `starship_damage_chart`; vehicles read the same chart,
 * `vehicle_damage_chart`): a damage roll below the hull roll does nothing; at or above it, the
 * difference gives 0-3 shields blown (controls ionized without shields), 4-8 lightly damaged, 9-12
 * heavily damaged, 13-15 severely damaged, 16+ destroyed.
 *
 * @param damageRoll the damage roll's total, an integer
 * @param hullRoll the hull (or body strength) roll's total, an integer
 * @throws RuleArgumentError for a non-integer roll
 */
export function hullDamageResult(damageRoll: number, hullRoll: number): HullDamageResult {
  requireInteger("damageRoll", damageRoll);
  requireInteger("hullRoll", hullRoll);
  return HULL_DAMAGE_RESULTS[damageChartRow(damageRoll, hullRoll)];
}

/** Every starship damage level, mildest first. */
export const STARSHIP_DAMAGE_LEVELS = ["none", "lightly", "heavily", "severely", "destroyed"] as const;

/** How damaged a starship is overall. */
export type StarshipDamageLevel = (typeof STARSHIP_DAMAGE_LEVELS)[number];

/** Every hyperdrive condition, mildest first. */
export const HYPERDRIVE_CONDITIONS = ["working", "damaged", "heavily-damaged", "disabled"] as const;

/** The hyperdrive's condition, mildest first: light damage, heavy damage, disabled (main and backup). */
export type HyperdriveCondition = (typeof HYPERDRIVE_CONDITIONS)[number];

/** Every condition of the ship's weapons as a whole, mildest first. */
export const ALL_WEAPONS_CONDITIONS = ["working", "severely-damaged", "destroyed"] as const;

/** The condition of the ship's weapons as a whole after "Disabled weapons" (severely damaged). */
export type AllWeaponsCondition = (typeof ALL_WEAPONS_CONDITIONS)[number];

/** The damage a starship has taken, as plain JSON. Counts are integers >= 0. */
export interface StarshipState {
  /** The overall damage level, which decides escalation. */
  damage: StarshipDamageLevel;
  /** The maneuverability die code left. */
  maneuverability: DieCode;
  /** The shield die code left. */
  shields: DieCode;
  /** Moves lost (see lost-moves.ts). */
  lostMoves: number;
  /** "Controls ionized" results suffered (shield hits on a ship with no shield dice left). */
  controlsIonized: number;
  /** Weapon emplacements destroyed (lightly damaged, roll 2). */
  weaponsDestroyed: number;
  /** Weapon emplacements made inoperative by a power surge (lightly damaged, roll 3). */
  weaponsInoperative: number;
  /** Weapon systems (all weapons of one type in one fire arc) disabled (heavily damaged, roll 2). */
  weaponArcsDisabled: number;
  /** Weapon systems (all weapons of one type in one fire arc) destroyed (heavily damaged, roll 3). */
  weaponArcsDestroyed: number;
  /** All weapons aboard after "Disabled weapons" (severely damaged, roll 4). */
  allWeapons: AllWeaponsCondition;
  hyperdrive: HyperdriveCondition;
  /** All drives and maneuvering systems destroyed: adrift (severely damaged, roll 1). */
  deadInSpace: boolean;
  /** Rounds until the overloading generator explodes unless shut down, or `null`. */
  generatorExplodesIn: number | null;
  /** Rounds the crew has to evacuate a disintegrating ship, or `null`. */
  disintegratesIn: number | null;
}

/** What one starship damage result did, for the chat card. */
export type StarshipDamageEffect =
  | "none"
  | "shields"
  | "controls-ionized"
  | "maneuverability"
  | "moves"
  | "weapon-destroyed"
  | "weapon-inoperative"
  | "hyperdrive-damaged"
  | "weapon-arc-disabled"
  | "weapon-arc-destroyed"
  | "dead-in-space"
  | "generator-overload"
  | "hyperdrive-disabled"
  | "weapons-disabled"
  | "weapons-destroyed"
  | "structural-damage"
  | "destroyed";

/** The outcome of {@link applyStarshipDamage}. */
export interface StarshipDamageOutcome {
  /** The ship after the damage. */
  state: StarshipState;
  /** The 1D roll on the system table, or `null` when no table was rolled. */
  systemRoll: number | null;
  effect: StarshipDamageEffect;
}

/**
 * The damage level a ship reaches when damaged again (Movement and Damage): "If a heavily damaged ship is lightly
 * damaged or heavily damaged again, it becomes severely damaged"; "A severely damaged ship which is
 * lightly damaged, heavily damaged or severely damaged again is destroyed"; a lightly damaged ship
 * can be lightly damaged any number of times; otherwise the worse of the two levels.
 *
 * @param current the ship's damage level
 * @param incoming the new damage level (not `"none"`)
 * @throws RuleArgumentError for an unknown level or an incoming `"none"`
 */
export function escalateStarshipDamage(current: StarshipDamageLevel, incoming: StarshipDamageLevel): StarshipDamageLevel {
  requireOneOf("current", current, STARSHIP_DAMAGE_LEVELS);
  requireOneOf("incoming", incoming, STARSHIP_DAMAGE_LEVELS.slice(1));
  if (current === "severely" || current === "destroyed" || incoming === "destroyed") return "destroyed";
  if (current === "heavily") return "severely";
  return worse(STARSHIP_DAMAGE_LEVELS, incoming, current);
}

/**
 * Applies one damage result to a starship (Movement and Damage), drawing 1D on the system table of the level the
 * ship reaches after escalation (a heavily damaged ship damaged again rolls on the severely damaged
 * table):
 * - shields blown: -1D shields; with no shield dice left, controls ionized instead (no table roll);
 * - lightly: 1 -1D maneuverability (-1 Move at 0D); 2 a weapon emplacement destroyed; 3 a weapon
 *   emplacement inoperative; 4 hyperdrive damaged; 5 -1D shields (controls ionized at 0D); 6 -1 Move;
 * - heavily: 1 -2D maneuverability (-2 Moves at 0D); 2 a weapon system in one fire arc disabled;
 *   3 a weapon system in one fire arc destroyed; 4 hyperdrive heavily damaged; 5 -2D shields (two
 *   controls ionized at 0D); 6 -2 Moves;
 * - severely: 1 dead in space; 2 generator overload, explodes in 1D rounds; 3 hyperdrives disabled;
 *   4 disabled weapons, a second 1D: 1-4 severely damaged, 5-6 destroyed; 5 structural damage, 1D
 *   rounds to evacuate; 6 destroyed;
 * - destroyed (or a severely damaged ship damaged again): destroyed.
 * A 1D code losing 2D drops to 0D without further effect. Lost Moves add up; at -5 the ship is
 * destroyed, as a vehicle is. A countdown already running is kept if it is sooner. Damage to a
 * destroyed ship changes nothing.
 *
 * @param state the ship before the damage
 * @param result the damage result (see {@link hullDamageResult})
 * @param random a source of numbers in [0, 1); each 1D is `1 + floor(random() * 6)`
 * @throws DieCodeError for a maneuverability or shield code that is not a rollable die code
 * @throws RuleArgumentError for a malformed state, an unknown result or a bad random source
 */
export function applyStarshipDamage(state: StarshipState, result: HullDamageResult, random: () => number): StarshipDamageOutcome {
  checkStarshipState(state);
  requireOneOf("result", result, HULL_DAMAGE_RESULTS);
  if (result === "none" || state.damage === "destroyed") {
    return { state: { ...state }, systemRoll: null, effect: result === "none" ? "none" : "destroyed" };
  }
  if (result === "shields-blown") return { ...loseShields(state, 1), systemRoll: null };
  const level = escalateStarshipDamage(state.damage, result);
  if (level === "destroyed") return { state: { ...state, damage: "destroyed" }, systemRoll: null, effect: "destroyed" };
  const systemRoll = rollD6(random);
  const table = level === "lightly" ? LIGHT : level === "heavily" ? HEAVY : SEVERE;
  const { state: damaged, effect } = table[systemRoll - 1]({ ...state, damage: level }, random);
  return { state: damaged, systemRoll, effect };
}

type Row = (state: StarshipState, random: () => number) => { state: StarshipState; effect: StarshipDamageEffect };

/** A count of the state that a row raises by one. */
type WeaponCount = "weaponsDestroyed" | "weaponsInoperative" | "weaponArcsDisabled" | "weaponArcsDestroyed";

/**
 * The light and heavy tables (Starship Damage Chart), alike but for how much they take: 1D (2D) of
 * maneuverability; two weapon results (a weapon destroyed, a weapon inoperative; a fire arc disabled,
 * a fire arc destroyed); the hyperdrive damaged (heavily damaged); 1D (2D) of shields; one (two) Moves.
 */
function damageTable(dice: 1 | 2, weapons: [WeaponCount, StarshipDamageEffect][], hyperdrive: HyperdriveCondition): readonly Row[] {
  const raise =
    ([count, effect]: [WeaponCount, StarshipDamageEffect]): Row =>
    (s) => ({ state: { ...s, [count]: s[count] + 1 }, effect });
  return [
    (s) => loseManeuverability(s, dice),
    ...weapons.map(raise),
    (s) => ({ state: { ...s, hyperdrive: worse(HYPERDRIVE_CONDITIONS, s.hyperdrive, hyperdrive) }, effect: "hyperdrive-damaged" }),
    (s) => loseShields(s, dice),
    (s) => ({ state: loseStarshipMoves(s, dice), effect: "moves" }),
  ];
}

const LIGHT = damageTable(
  1,
  [
    ["weaponsDestroyed", "weapon-destroyed"],
    ["weaponsInoperative", "weapon-inoperative"],
  ],
  "damaged",
);

const HEAVY = damageTable(
  2,
  [
    ["weaponArcsDisabled", "weapon-arc-disabled"],
    ["weaponArcsDestroyed", "weapon-arc-destroyed"],
  ],
  "heavily-damaged",
);

const SEVERE: readonly Row[] = [
  (s) => ({ state: { ...s, deadInSpace: true }, effect: "dead-in-space" }),
  (s, random) => ({ state: { ...s, generatorExplodesIn: rollCountdown(s.generatorExplodesIn, random) }, effect: "generator-overload" }),
  (s) => ({ state: { ...s, hyperdrive: "disabled" }, effect: "hyperdrive-disabled" }),
  (s, random) => {
    const destroyed = rollD6(random) >= 5;
    const allWeapons = worse(ALL_WEAPONS_CONDITIONS, s.allWeapons, destroyed ? "destroyed" : "severely-damaged");
    return { state: { ...s, allWeapons }, effect: destroyed ? "weapons-destroyed" : "weapons-disabled" };
  },
  (s, random) => ({ state: { ...s, disintegratesIn: rollCountdown(s.disintegratesIn, random) }, effect: "structural-damage" }),
  (s) => ({ state: { ...s, damage: "destroyed" }, effect: "destroyed" }),
];

/**
 * Adds lost Moves to a starship (a damage table row or a tractor beam, see tractor-beam.ts); at -5
 * Moves the ship is destroyed (Movement and Damage "Lost Moves").
 *
 * @param state the ship
 * @param moves Moves lost now, an integer >= 0
 * @throws DieCodeError for a maneuverability or shield code that is not a rollable die code
 * @throws RuleArgumentError for a malformed state or a negative or non-integer `moves`
 */
export function loseStarshipMoves(state: StarshipState, moves: number): StarshipState {
  checkStarshipState(state);
  const lostMoves = addLostMoves(state.lostMoves, moves);
  return { ...state, lostMoves, damage: lostMovesEffect(lostMoves).destroyed ? "destroyed" : state.damage };
}

function loseManeuverability(state: StarshipState, dice: number): ReturnType<Row> {
  if (state.maneuverability.dice === 0) return { state: loseStarshipMoves(state, dice), effect: "moves" };
  return { state: { ...state, maneuverability: loseDice(state.maneuverability, dice) }, effect: "maneuverability" };
}

function loseShields(state: StarshipState, dice: number): ReturnType<Row> {
  if (state.shields.dice === 0) return { state: { ...state, controlsIonized: state.controlsIonized + dice }, effect: "controls-ionized" };
  return { state: { ...state, shields: loseDice(state.shields, dice) }, effect: "shields" };
}

function worse<T extends string>(order: readonly T[], a: T, b: T): T {
  return order.indexOf(a) >= order.indexOf(b) ? a : b;
}

/** The hyperdrive's effects on astrogation and the repair it needs (Movement and Damage). */
export interface HyperdriveEffects {
  /** The ship can enter hyperspace. */
  canJump: boolean;
  /** Multiplier on the time to calculate astrogation courses. */
  astrogationTimeFactor: number;
  /** Added to every astrogation difficulty. */
  astrogationModifier: number;
  /** Added to the astrogation difficulty of a jump made in one round, on top of the usual. */
  oneRoundJumpModifier: number;
  /** The repair that fixes the drive, or `null` when it works. */
  repair: RepairJob | null;
}

/**
 * The effects of the hyperdrive's condition (Movement and Damage): damaged (lightly damaged table) doubles the
 * time to calculate courses and adds +10 to the difficulty of a jump in one round; heavily damaged adds
 * +10 to all astrogation difficulties; disabled (main and backup) cannot enter hyperspace. Each is
 * fixed with a Moderate repair roll and one hour of work.
 *
 * @param condition the hyperdrive's condition
 * @throws RuleArgumentError for an unknown condition
 */
export function hyperdriveEffects(condition: HyperdriveCondition): HyperdriveEffects {
  requireOneOf("condition", condition, HYPERDRIVE_CONDITIONS);
  const repair: RepairJob | null = condition === "working" ? null : { difficulty: "moderate", minutes: 60 };
  return {
    canJump: condition !== "disabled",
    astrogationTimeFactor: condition === "damaged" ? 2 : 1,
    astrogationModifier: condition === "heavily-damaged" ? 10 : 0,
    oneRoundJumpModifier: condition === "damaged" ? 10 : 0,
    repair,
  };
}

function checkStarshipState(state: StarshipState): void {
  requireObject("state", state, "a starship state object");
  requireOneOf("state.damage", state.damage, STARSHIP_DAMAGE_LEVELS);
  checkRollable(state.maneuverability);
  checkRollable(state.shields);
  for (const count of ["lostMoves", "controlsIonized", "weaponsDestroyed", "weaponsInoperative", "weaponArcsDisabled", "weaponArcsDestroyed"] as const) {
    requireInteger(`state.${count}`, state[count], 0);
  }
  requireOneOf("state.allWeapons", state.allWeapons, ALL_WEAPONS_CONDITIONS);
  requireOneOf("state.hyperdrive", state.hyperdrive, HYPERDRIVE_CONDITIONS);
  requireBoolean("state.deadInSpace", state.deadInSpace);
  for (const timer of ["generatorExplodesIn", "disintegratesIn"] as const) {
    if (state[timer] !== null) requireInteger(`state.${timer}`, state[timer], 0);
  }
}
