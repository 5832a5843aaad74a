/**
 * The damage state of a vehicle's or starship's `system` data as the rules engine's damage tables
 * take and return it, and back. Pure: no Foundry, so the attack card and the sheets share it and the
 * tests run it on pack data.
 *
 * A craft stores the dice its maneuverability and shields have lost rather than the codes left, so
 * that its printed codes can be corrected without losing the damage; the codes left are the printed
 * ones less the lost dice (rules: `loseDice`, Movement and Damage).
 */
import { type DieCode, addDieCodes, loseDice, parseDieCode } from "../../rules/dice/die-code.ts";
import { requireOneOf } from "../../rules/errors.ts";
import {
  type HullDamageResult,
  type StarshipDamageLevel,
  type StarshipState,
  HULL_DAMAGE_RESULTS,
  applyStarshipDamage,
} from "../../rules/vehicles/starship-damage.ts";
import { type VehicleState, applyVehicleDamage } from "../../rules/vehicles/vehicle-damage.ts";

/** The counts of a vehicle's damage state (see src/rules/vehicles/vehicle-damage.ts). */
export const VEHICLE_DAMAGE_COUNTS = ["maneuverabilityLost", "lostMoves", "weaponsDestroyed", "controlsIonized"] as const;

/** The counts of a starship's damage state (see src/rules/vehicles/starship-damage.ts). */
export const STARSHIP_DAMAGE_COUNTS = [
  "maneuverabilityLost",
  "shieldsLost",
  "lostMoves",
  "controlsIonized",
  "weaponsDestroyed",
  "weaponsInoperative",
  "weaponArcsDisabled",
  "weaponArcsDestroyed",
] as const;

/**
 * A vehicle's stored damage state (`system.damage`): the rules' state with the maneuverability dice
 * lost instead of the code left, and the "controls ionized" results it has suffered.
 */
export type VehicleDamageData = Omit<VehicleState, "maneuverability"> & { maneuverabilityLost: number; controlsIonized: number };

/**
 * A starship's stored damage state (`system.damage`): the rules' state with the maneuverability and
 * shield dice lost instead of the codes left, and its damage level under the name `level`.
 */
export type StarshipDamageData = Omit<StarshipState, "damage" | "maneuverability" | "shields"> & {
  level: StarshipDamageLevel;
  maneuverabilityLost: number;
  shieldsLost: number;
};

/** The parts of a vehicle's `system` data its damage is read from. */
export interface VehicleDamageSource {
  maneuverability: string;
  damage: VehicleDamageData;
}

/** The parts of a starship's `system` data its damage is read from. */
export interface StarshipDamageSource {
  maneuverability: string;
  shields: string;
  damage: StarshipDamageData;
}

/** Dice a printed code has lost, from the code left (a code at 0D has lost all its dice). */
function diceLost(printed: DieCode, left: DieCode): number {
  return Math.max(0, printed.dice - left.dice);
}

/**
 * A vehicle's damage as `applyVehicleDamage` takes it: the level reached, the maneuverability left
 * (the printed code less the lost dice), and every count, condition and countdown as stored.
 * @param system the vehicle's `system` data
 * @throws DieCodeError for a stored maneuverability that is not a die code (validated data never is)
 * @throws RuleArgumentError for a negative or fractional lost-dice count
 */
export function vehicleState(system: VehicleDamageSource): VehicleState {
  const { damage } = system;
  return {
    level: damage.level,
    maneuverability: loseDice(parseDieCode(system.maneuverability), damage.maneuverabilityLost),
    lostMoves: damage.lostMoves,
    weaponsDestroyed: damage.weaponsDestroyed,
    weaponsDisabled: damage.weaponsDisabled,
    powerplantDestroyed: damage.powerplantDestroyed,
    generatorExplodesIn: damage.generatorExplodesIn,
    breaksUpIn: damage.breaksUpIn,
    destroyed: damage.destroyed,
  };
}

/**
 * The stored damage state for a vehicle state the damage tables returned, as the value of
 * `system.damage` in an update; the "controls ionized" count, which the vehicle table does not
 * track, is kept.
 * @param system the vehicle's `system` data before the damage
 * @param state the state `applyVehicleDamage` returned
 * @throws DieCodeError for a stored maneuverability that is not a die code
 */
export function vehicleDamageData(system: VehicleDamageSource, state: VehicleState): VehicleDamageData {
  const { maneuverability, ...rest } = state;
  return { ...rest, maneuverabilityLost: diceLost(parseDieCode(system.maneuverability), maneuverability), controlsIonized: system.damage.controlsIonized };
}

/** Whether a stored damage state is a starship's: it has a hyperdrive (a vehicle's has none). */
export function isStarshipDamage(damage: VehicleDamageData | StarshipDamageData): damage is StarshipDamageData {
  return "hyperdrive" in damage;
}

/**
 * The counts of a stored damage state, each with its value, in the order the damage tables list them
 * (`VEHICLE_DAMAGE_COUNTS` or `STARSHIP_DAMAGE_COUNTS`); a count missing from malformed data reads 0.
 */
export function damageCountValues(damage: VehicleDamageData | StarshipDamageData): { key: string; value: number }[] {
  if (isStarshipDamage(damage)) return STARSHIP_DAMAGE_COUNTS.map((key) => ({ key, value: damage[key] ?? 0 }));
  return VEHICLE_DAMAGE_COUNTS.map((key) => ({ key, value: damage[key] ?? 0 }));
}

/** Whether a craft's damage source is a starship's: it has shields (a vehicle has none). */
export function isStarshipDamageSource(system: VehicleDamageSource | StarshipDamageSource): system is StarshipDamageSource {
  return typeof (system as Partial<StarshipDamageSource>).shields === "string";
}

/**
 * A starship's damage as `applyStarshipDamage` takes it: the overall level, the maneuverability and
 * shields left (printed codes less the lost dice), and every count and condition as stored.
 * @param system the starship's `system` data
 * @throws DieCodeError for a stored code that is not a die code (validated data never is)
 * @throws RuleArgumentError for a negative or fractional lost-dice count
 */
export function starshipState(system: StarshipDamageSource): StarshipState {
  const { level, maneuverabilityLost, shieldsLost, ...conditions } = system.damage;
  return {
    ...conditions,
    damage: level,
    maneuverability: loseDice(parseDieCode(system.maneuverability), maneuverabilityLost),
    shields: loseDice(parseDieCode(system.shields), shieldsLost),
  };
}

/**
 * The stored damage state for a starship state the damage tables returned, as the value of
 * `system.damage` in an update.
 * @param system the starship's `system` data before the damage
 * @param state the state `applyStarshipDamage` (or `loseStarshipMoves`) returned
 * @throws DieCodeError for a stored code that is not a die code
 */
export function starshipDamageData(system: StarshipDamageSource, state: StarshipState): StarshipDamageData {
  const { damage, maneuverability, shields, ...conditions } = state;
  return {
    ...conditions,
    level: damage,
    maneuverabilityLost: diceLost(parseDieCode(system.maneuverability), maneuverability),
    shieldsLost: diceLost(parseDieCode(system.shields), shields),
  };
}

/** A vehicle's damage state when it is undamaged. */
export function undamagedVehicle(): VehicleDamageData {
  return {
    level: "none",
    maneuverabilityLost: 0,
    lostMoves: 0,
    weaponsDestroyed: 0,
    controlsIonized: 0,
    weaponsDisabled: false,
    powerplantDestroyed: false,
    generatorExplodesIn: null,
    breaksUpIn: null,
    destroyed: false,
  };
}

/** A starship's damage state when it is undamaged. */
export function undamagedStarship(): StarshipDamageData {
  return {
    level: "none",
    maneuverabilityLost: 0,
    shieldsLost: 0,
    lostMoves: 0,
    controlsIonized: 0,
    weaponsDestroyed: 0,
    weaponsInoperative: 0,
    weaponArcsDisabled: 0,
    weaponArcsDestroyed: 0,
    allWeapons: "working",
    hyperdrive: "working",
    deadInSpace: false,
    generatorExplodesIn: null,
    disintegratesIn: null,
  };
}

/** What a craft is, as an attack target: a vehicle resists with body strength, a starship with hull and shields. */
export type CraftKind = "vehicle" | "starship";

/** What one damage result did to a craft, for the attack card: the system table's 1D and its effect. */
export interface CraftDamageOutcome {
  /** The stored damage state afterwards, as the value of `system.damage`. */
  after: VehicleDamageData | StarshipDamageData;
  /** The 1D rolled on the system table, or null when no table was rolled. */
  systemRoll: number | null;
  /**
   * What the hit did: a starship's `StarshipDamageEffect`, a vehicle's `VehicleDamageEffect`, or
   * `"none"`, `"controls-ionized"` or `"destroyed"` for the chart's rows no system table is rolled for.
   */
  effect: string;
}

/** A source of numbers in [0, 1) that gives the 1D rolls in order (`1 + floor(random() * 6)` is each roll). */
function diceSource(rolls: readonly number[]): () => number {
  let next = 0;
  return () => {
    if (next >= rolls.length) throw new RangeError("The damage table needs more 1D rolls than were rolled");
    const roll = rolls[next++];
    if (!Number.isInteger(roll) || roll < 1 || roll > 6) throw new RangeError(`A 1D roll must be 1 to 6, not ${String(roll)}`);
    return (roll - 0.5) / 6;
  };
}

/**
 * Applies a damage result of the vehicle and starship damage chart (`hullDamageResult`) to a craft's
 * stored damage state, through the rules engine's tables (Movement and Damage "Vehicle Damage", "Starship
 * Damage"):
 * - a starship: `applyStarshipDamage` (shields blown, escalation, the system tables);
 * - a vehicle: a "shields blown" row ionizes its controls (a vehicle has no shields to lose: the
 *   chart's 0-3 row without shields), "destroyed" destroys it, the other rows roll on the vehicle's
 *   system tables (`applyVehicleDamage`); a destroyed vehicle takes nothing more.
 *
 * @param kind the craft's kind
 * @param system the craft's `system` data (maneuverability, shields for a starship, damage)
 * @param result the damage chart's result
 * @param rolls the 1D rolls the tables draw, in order (at most two are drawn)
 * @returns the damage state afterwards, the system table's roll and the effect
 * @throws RangeError when the tables need more rolls than given, or a roll is not 1-6
 * @throws RuleArgumentError for an unknown result or malformed stored data; DieCodeError for a
 *   stored code that is not a die code
 */
export function damageCraft(
  kind: CraftKind,
  system: VehicleDamageSource | StarshipDamageSource,
  result: HullDamageResult,
  rolls: readonly number[],
): CraftDamageOutcome {
  const random = diceSource(rolls);
  if (kind === "starship") {
    const ship = system as StarshipDamageSource;
    const outcome = applyStarshipDamage(starshipState(ship), result, random);
    return { after: starshipDamageData(ship, outcome.state), systemRoll: outcome.systemRoll, effect: outcome.effect };
  }
  const vehicle = system as VehicleDamageSource;
  requireOneOf("result", result, HULL_DAMAGE_RESULTS);
  if (result === "none" || vehicle.damage.destroyed)
    return { after: { ...vehicle.damage }, systemRoll: null, effect: result === "none" ? "none" : "destroyed" };
  if (result === "shields-blown") {
    return { after: { ...vehicle.damage, controlsIonized: vehicle.damage.controlsIonized + 1 }, systemRoll: null, effect: "controls-ionized" };
  }
  if (result === "destroyed") return { after: { ...vehicle.damage, destroyed: true }, systemRoll: null, effect: "destroyed" };
  const outcome = applyVehicleDamage(vehicleState(vehicle), result, random);
  return { after: vehicleDamageData(vehicle, outcome.state), systemRoll: outcome.systemRoll, effect: outcome.effect };
}

/**
 * The code a craft resists damage with, before scale dice: a vehicle's body strength; a starship's
 * hull plus the shield dice it has left (R&E "Shields", as the attack flow names it: shields
 * add to the hull roll against attacks; shield dice lost on the damage tables, Movement and Damage, no longer do).
 *
 * @param kind the craft's kind
 * @param system the craft's `system` data (`bodyStrength` or `hull` and `shields`, and damage)
 * @throws DieCodeError for a stored code that is not a die code
 */
export function craftResistance(
  kind: CraftKind,
  system: { bodyStrength?: string; hull?: string; shields?: string; damage?: { shieldsLost?: number } },
): DieCode {
  if (kind === "vehicle") return parseDieCode(String(system.bodyStrength));
  const shields = loseDice(parseDieCode(system.shields || "0D"), system.damage?.shieldsLost ?? 0);
  return addDieCodes(parseDieCode(String(system.hull)), shields);
}
