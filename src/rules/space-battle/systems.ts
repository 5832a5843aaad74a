/**
 * The system table of the space battle quick rules: which system a hit strikes and what it loses.
 *
 * Rule: Raumschlacht "Wurf: System" (1 Triebwerke, 2 Geschütze, 3 Zielcomputer, 4 Schildgeneratoren,
 * 5 Rumpf, 6 Brückentreffer) and "Sollte eines der Systeme 1 – 4 auf 0 fallen, werden weitere Treffer
 * auf dieses System als Rumpftreffer (5) gewertet"; "Wenn der Rumpfwert auf 0 sinkt, wird das Schiff
 * ebenfalls zerstört". A system is at 0 when its die code has no dice left.
 */
import { loseDice } from "../dice/die-code.ts";
import { requireInteger, requireOneOf } from "../errors.ts";
import { rollD6 } from "../dice/roll.ts";
import { type BattleShip, type BattleShipStats, checkBattleShip } from "./ship-state.ts";

/** Every system, indexed by the 1D roll minus one. */
export const BATTLE_SYSTEMS = ["engines", "guns", "targeting-computer", "shield-generators", "hull", "bridge"] as const;

/** The ship systems of the system table, in the order of its 1D roll (1 engines … 6 bridge). */
export type BattleSystem = (typeof BATTLE_SYSTEMS)[number];

/** Both causes of a system loss. */
export const BATTLE_HIT_CAUSES = ["damage", "mishap"] as const;

/**
 * What caused the loss: `"damage"` from the damage table, or a `"mishap"` on the ship's own initiative
 * or attack roll, after which a bridge hit only costs the captain's bonus for the round.
 */
export type BattleHitCause = (typeof BATTLE_HIT_CAUSES)[number];

/** One random system hit: the 1D rolled and the system it named. */
export interface BattleSystemHit {
  roll: number;
  system: BattleSystem;
}

const SYSTEM_CODE: Record<Exclude<BattleSystem, "engines" | "bridge">, "weaponDamage" | "fireControl" | "shields" | "hull"> = {
  guns: "weaponDamage",
  "targeting-computer": "fireControl",
  "shield-generators": "shields",
  hull: "hull",
};

/**
 * A system loses `dice` dice, one die at a time (Raumschlacht):
 * - engines: -1D maneuverability; at 0D, -1 speed instead; with both at 0 the hit goes to the hull;
 * - guns: -1D weapon damage; targeting computer: -1D fire control; shield generators: -1D shields;
 *   each at 0D passes the hit to the hull;
 * - hull: -1D hull; at 0D the ship is destroyed;
 * - bridge: the captain falls and the bonus is lost for good; after a mishap a commanding captain only
 *   loses the bonus for this round; with the captain fallen, the hit goes to the hull ("weitere werden
 *   als 5 gewertet").
 * A two-dice loss ("2W Abzug") is two one-die losses to the same system, so a system running out
 * passes the rest to the hull. A destroyed ship loses nothing more.
 *
 * @param ship the ship hit
 * @param system the system struck
 * @param dice dice lost, an integer >= 0
 * @param cause damage table or the ship's own mishap
 * @throws DieCodeError or RuleArgumentError for a malformed ship, an unknown system or cause, or a
 *   negative or non-integer `dice`
 */
export function damageBattleSystem(ship: BattleShip, system: BattleSystem, dice: number, cause: BattleHitCause): BattleShip {
  checkBattleShip(ship);
  requireOneOf("system", system, BATTLE_SYSTEMS);
  requireInteger("dice", dice, 0);
  requireOneOf("cause", cause, BATTLE_HIT_CAUSES);
  let damaged = ship;
  for (let i = 0; i < dice && !damaged.destroyed; i++) damaged = loseOneDie(damaged, system, cause);
  return damaged;
}

function loseOneDie(ship: BattleShip, system: BattleSystem, cause: BattleHitCause): BattleShip {
  const stats = ship.stats;
  if (system === "bridge") {
    if (ship.captain === "fallen") return loseOneDie(ship, "hull", cause);
    return { ...ship, captain: cause === "mishap" ? "bonus-lost-this-round" : "fallen" };
  }
  if (system === "engines") {
    if (stats.maneuverability.dice > 0) return withStats(ship, { maneuverability: loseDice(stats.maneuverability, 1) });
    if (stats.speed > 0) return withStats(ship, { speed: stats.speed - 1 });
    return loseOneDie(ship, "hull", cause);
  }
  const field = SYSTEM_CODE[system];
  if (stats[field].dice === 0) return system === "hull" ? { ...ship, destroyed: true } : loseOneDie(ship, "hull", cause);
  const code = loseDice(stats[field], 1);
  const damaged = withStats(ship, { [field]: code });
  return field === "hull" && code.dice === 0 ? { ...damaged, destroyed: true } : damaged;
}

function withStats(ship: BattleShip, change: Partial<BattleShipStats>): BattleShip {
  return { ...ship, stats: { ...ship.stats, ...change } };
}

/**
 * Rolls 1D on the system table and applies the loss (Raumschlacht: "verliert zufällig 1W eines Systems").
 *
 * @param ship the ship hit
 * @param dice dice lost, an integer >= 0
 * @param cause damage table or the ship's own mishap
 * @param random a source of numbers in [0, 1); the 1D is `1 + floor(random() * 6)`
 * @throws DieCodeError or RuleArgumentError as {@link damageBattleSystem}, or for a bad random source
 */
export function hitRandomBattleSystem(ship: BattleShip, dice: number, cause: BattleHitCause, random: () => number): { ship: BattleShip; hit: BattleSystemHit } {
  checkBattleShip(ship);
  const roll = rollD6(random);
  const system = BATTLE_SYSTEMS[roll - 1];
  return { ship: damageBattleSystem(ship, system, dice, cause), hit: { roll, system } };
}
