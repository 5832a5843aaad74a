/**
 * Initiative, acting order and movement in the space battle quick rules.
 *
 * Rule: Raumschlacht "1. Initiative-Wurf" ("(Manövrieren + Geschwindigkeit), bleibt für gesamte Runde
 * bestehen. Bei Patzer: Initiative wird auf Geschwindigkeit gesetzt, Schiff verliert zufällig 1W eines
 * Systems"), "2. Bewegungsphase" and "Schritte 2 – 4 wiederholen sich in absteigender
 * Initiative-Reihenfolge".
 */
import { addDieCodes } from "../dice/die-code.ts";
import { RuleArgumentError } from "../errors.ts";
import { type D6RollResult, rollDieCode } from "../dice/roll.ts";
import { type BattleShip, captainBonusInEffect, checkActiveBattleShip, checkBattleShip } from "./ship-state.ts";
import { type BattleSystemHit, hitRandomBattleSystem } from "./systems.ts";

/** The outcome of {@link rollBattleInitiative}. */
export interface BattleInitiativeResult {
  /** The ship with its initiative set (and any mishap loss applied). */
  ship: BattleShip;
  /** The initiative for the round: the roll plus speed, or the speed alone after a mishap. */
  initiative: number;
  /** The roll of maneuverability (plus the captain's bonus), with the wild die. */
  roll: D6RollResult;
  /** The system a mishap cost 1D, or `null`. */
  mishapHit: BattleSystemHit | null;
}

/**
 * Rolls a ship's initiative (Raumschlacht): maneuverability plus the captain's bonus with the wild die,
 * plus speed. On a mishap the initiative is the speed alone and a random system loses 1D (a bridge hit
 * with the captain alive only costs the bonus for this round). Draws the roll's dice first, then the
 * system's 1D.
 *
 * @param ship a ship still in the battle
 * @param random a source of numbers in [0, 1); each face is `1 + floor(random() * 6)`
 * @throws RuleArgumentError for a destroyed ship or a bad random source
 * @throws DieCodeError or RuleArgumentError for a malformed ship
 */
export function rollBattleInitiative(ship: BattleShip, random: () => number): BattleInitiativeResult {
  checkActiveBattleShip(ship, "ship");
  const roll = rollDieCode(addDieCodes(ship.stats.maneuverability, captainBonusInEffect(ship)), { wildDie: true, random });
  if (!roll.mishap) {
    const initiative = roll.total + ship.stats.speed;
    return { ship: { ...ship, initiative }, initiative, roll, mishapHit: null };
  }
  const initiative = ship.stats.speed;
  const { ship: hit, hit: mishapHit } = hitRandomBattleSystem(ship, 1, "mishap", random);
  return { ship: { ...hit, initiative }, initiative, roll, mishapHit };
}

/**
 * The order ships act in (Raumschlacht): descending initiative, destroyed ships left out. Ships with equal
 * initiative keep the order they were given in (the seed names no tie-break).
 *
 * @param ships the ships of the battle, each still in it having rolled initiative
 * @returns indices into `ships`, first to act first
 * @throws RuleArgumentError when `ships` is not an array or an active ship has no initiative
 * @throws DieCodeError or RuleArgumentError for a malformed ship
 */
export function battleOrder(ships: readonly BattleShip[]): number[] {
  if (!Array.isArray(ships)) throw new RuleArgumentError("ships", ships, "an array of battle ships");
  ships.forEach((ship, i) => checkBattleShip(ship, `ships[${i}]`));
  const active = ships.flatMap((ship, i) => (ship.destroyed ? [] : [i]));
  active.forEach((i) => {
    if (ships[i].initiative === null) throw new RuleArgumentError(`ships[${i}].initiative`, null, "a rolled initiative");
  });
  return active.sort((a, b) => (ships[b].initiative as number) - (ships[a].initiative as number));
}

/**
 * The farthest a ship may move this round, in centimetres on the table (Raumschlacht: "maximal so viele
 * Zentimeter … wie der Initiative-Wurf hoch war, weniger oder gar nicht geht auch"): its initiative,
 * never below 0. The move goes forward, steering sideways but never purely sideways, backwards or
 * through another ship; the table checks that.
 *
 * @param ship a ship still in the battle that rolled initiative
 * @throws RuleArgumentError for a destroyed ship or one without initiative
 * @throws DieCodeError or RuleArgumentError for a malformed ship
 */
export function battleMoveAllowance(ship: BattleShip): number {
  checkActiveBattleShip(ship, "ship");
  if (ship.initiative === null) throw new RuleArgumentError("ship.initiative", null, "a rolled initiative");
  return Math.max(0, ship.initiative);
}
