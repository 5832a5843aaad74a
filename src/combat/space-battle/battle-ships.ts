/**
 * A starship actor's printed stats as Raumschlacht's battle values.
 *
 * Rule: Raumschlacht rolls maneuverability ("Manövrieren") and adds speed ("Geschwindigkeit") for
 * initiative, fire control ("Zielcomputer") with the guns' damage ("Geschützschaden") to attack, and
 * shields with hull ("Rumpf") to defend. A starship's space speed is its speed (an X-wing's Space 8
 * is Raumschlacht's speed 8); its guns are its first weapon, as printed stats list the main guns first.
 */
import { parseDieCode } from "../../rules/dice/die-code.ts";
import type { BattleShipStats } from "../../rules/space-battle/ship-state.ts";

/** What a starship actor gives the battle: its system data's die codes (text) and its weapons. */
export interface StarshipStatsSource {
  maneuverability: string;
  /** Space speed, in space units: Raumschlacht's speed. */
  space: number;
  shields: string;
  hull: string;
  /** The embedded weapon items, in the actor's order. */
  weapons: { fireControl: string; damage: string }[];
}

/**
 * The battle values of a starship (Raumschlacht).
 *
 * @param source the starship's maneuverability, space speed, shields, hull and weapons
 * @returns the battle values; a ship without weapons has 0D guns and 0D fire control
 * @throws DieCodeError for a die code that does not parse
 */
export function shipStatsOf(source: StarshipStatsSource): BattleShipStats {
  const guns = source.weapons[0];
  return {
    maneuverability: parseDieCode(source.maneuverability || "0D"),
    speed: Math.max(0, Math.trunc(Number(source.space) || 0)),
    weaponDamage: parseDieCode(guns?.damage || "0D"),
    fireControl: parseDieCode(guns?.fireControl || "0D"),
    shields: parseDieCode(source.shields || "0D"),
    hull: parseDieCode(source.hull || "0D"),
  };
}
