/**
 * A ship in the space battle quick rules, as plain JSON, and the start of a new round.
 *
 * Rule: Raumschlacht ("Raumschlachtregeln-Kurzfassung"). Speed (Geschwindigkeit) is a whole number, not a
 * die code: a mishap sets the initiative "auf Geschwindigkeit", and engine damage takes "-1 auf
 * Geschwindigkeit" where every other system loses "1W". The captain's bonus (Kommandantenbonus) is a
 * die code; the seed does not say which rolls it joins, and as losing it "für diese Runde" after the
 * initiative roll must still matter, it joins the ship's initiative, attack and defense rolls.
 */
import { type DieCode, checkRollable } from "../dice/die-code.ts";
import { RuleArgumentError, requireBoolean, requireInteger, requireObject, requireOneOf } from "../errors.ts";

/** A ship's battle values. */
export interface BattleShipStats {
  /** Manövrierfähigkeit. */
  maneuverability: DieCode;
  /** Geschwindigkeit: added to the initiative roll, a whole number >= 0. */
  speed: number;
  /** Geschützschaden: the guns' damage dice. */
  weaponDamage: DieCode;
  /** Zielcomputer (Geschützfertigkeit): fire control. */
  fireControl: DieCode;
  /** Schilde. */
  shields: DieCode;
  /** Rumpf (Rumpfstärke): at 0D the ship is destroyed. */
  hull: DieCode;
}

/** Every captain status. */
export const CAPTAIN_STATUSES = ["commanding", "bonus-lost-this-round", "fallen"] as const;

/**
 * The captain: `"commanding"` (bonus counts), `"bonus-lost-this-round"` (a mishap hit the bridge; back
 * next round) or `"fallen"` (a bridge hit: the bonus is lost for good).
 */
export type CaptainStatus = (typeof CAPTAIN_STATUSES)[number];

/** A ship in a space battle (Raumschlacht), as plain JSON. */
export interface BattleShip {
  /** The values now, after damage and repairs. */
  stats: BattleShipStats;
  /** The undamaged values: repairs never go above them. */
  base: BattleShipStats;
  /** Kommandantenbonus, added to initiative, attack and defense while the captain is commanding. */
  captainBonus: DieCode;
  captain: CaptainStatus;
  /** This round's initiative, kept all round; `null` before the initiative roll. */
  initiative: number | null;
  /** The ship attacked this round (once per round). */
  hasAttacked: boolean;
  /** The shields collapsed and are down until the round ends. */
  shieldsDown: boolean;
  destroyed: boolean;
}

/**
 * A ship at the start of a battle: undamaged, captain commanding, no initiative yet.
 *
 * @param stats the ship's battle values
 * @param captainBonus the captain's bonus; default 0D
 * @throws DieCodeError for a value that is not a rollable die code
 * @throws RuleArgumentError for a negative or non-integer speed
 */
export function createBattleShip(stats: BattleShipStats, captainBonus: DieCode = { dice: 0, pips: 0 }): BattleShip {
  checkStats("stats", stats);
  checkRollable(captainBonus);
  return {
    stats: { ...stats },
    base: { ...stats },
    captainBonus: { ...captainBonus },
    captain: "commanding",
    initiative: null,
    hasAttacked: false,
    shieldsDown: false,
    destroyed: false,
  };
}

/**
 * The ship as a new round starts: initiative to be rolled, no attack made, shields back up (Raumschlacht:
 * "Nächste Runde sind sie wieder einsatzfähig") and a captain who lost the bonus for the round back in
 * command ("zählt ab der nächsten Runde wieder dazu"). A fallen captain stays fallen.
 *
 * @throws DieCodeError or RuleArgumentError for a malformed ship (see {@link checkBattleShip})
 */
export function nextBattleRound(ship: BattleShip): BattleShip {
  checkBattleShip(ship);
  const captain = ship.captain === "bonus-lost-this-round" ? "commanding" : ship.captain;
  return { ...ship, captain, initiative: null, hasAttacked: false, shieldsDown: false };
}

/**
 * The captain's bonus in effect: the bonus while the captain is commanding, otherwise 0D.
 *
 * @throws DieCodeError or RuleArgumentError for a malformed ship (see {@link checkBattleShip})
 */
export function captainBonusInEffect(ship: BattleShip): DieCode {
  checkBattleShip(ship);
  return ship.captain === "commanding" ? { ...ship.captainBonus } : { dice: 0, pips: 0 };
}

/**
 * Asserts `ship` is a well-formed {@link BattleShip}.
 *
 * @param ship the value to check
 * @param argument the name used in error messages; default `"ship"`
 * @throws DieCodeError for a die code that is not rollable (integer dice 0-99, integer pips)
 * @throws RuleArgumentError for anything else malformed, naming the field
 */
export function checkBattleShip(ship: BattleShip, argument = "ship"): void {
  requireObject(argument, ship, "a battle ship object");
  checkStats(`${argument}.stats`, ship.stats);
  checkStats(`${argument}.base`, ship.base);
  checkRollable(ship.captainBonus);
  requireOneOf(`${argument}.captain`, ship.captain, CAPTAIN_STATUSES);
  if (ship.initiative !== null) requireInteger(`${argument}.initiative`, ship.initiative);
  for (const flag of ["hasAttacked", "shieldsDown", "destroyed"] as const) {
    requireBoolean(`${argument}.${flag}`, ship[flag]);
  }
}

/**
 * Asserts a well-formed ship that is still in the battle (not destroyed).
 *
 * @param ship the value to check
 * @param argument the name used in error messages
 * @throws RuleArgumentError naming `argument.destroyed` for a destroyed ship; otherwise as {@link checkBattleShip}
 */
export function checkActiveBattleShip(ship: BattleShip, argument: string): void {
  checkBattleShip(ship, argument);
  if (ship.destroyed) throw new RuleArgumentError(`${argument}.destroyed`, true, "a ship still in the battle");
}

function checkStats(argument: string, stats: BattleShipStats): void {
  requireObject(argument, stats, "battle values");
  for (const code of ["maneuverability", "weaponDamage", "fireControl", "shields", "hull"] as const) checkRollable(stats[code]);
  requireInteger(`${argument}.speed`, stats.speed, 0);
}
