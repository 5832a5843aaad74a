/**
 * Ships for the space battle tests (Raumschlacht): the battle values of an X-wing, a TIE fighter and a
 * corvette, and a ship put into a battle under a commanding captain.
 */
import { type BattleShip, type BattleShipStats, createBattleShip } from "../../src/rules/space-battle/ship-state.ts";

/** An X-wing: maneuverability 3D, speed 8, guns 6D, fire control 2D, shields 1D, hull 4D. */
export const XWING: Readonly<BattleShipStats> = {
  maneuverability: { dice: 3, pips: 0 },
  speed: 8,
  weaponDamage: { dice: 6, pips: 0 },
  fireControl: { dice: 2, pips: 0 },
  shields: { dice: 1, pips: 0 },
  hull: { dice: 4, pips: 0 },
};

/** A TIE fighter: maneuverability 2D, speed 10, guns 5D, fire control 2D, no shields, hull 2D. */
export const TIE: Readonly<BattleShipStats> = {
  maneuverability: { dice: 2, pips: 0 },
  speed: 10,
  weaponDamage: { dice: 5, pips: 0 },
  fireControl: { dice: 2, pips: 0 },
  shields: { dice: 0, pips: 0 },
  hull: { dice: 2, pips: 0 },
};

/** A corvette: maneuverability 2D, speed 6, guns 4D, fire control 2D, shields 2D, hull 3D. */
export const CORVETTE: Readonly<BattleShipStats> = {
  maneuverability: { dice: 2, pips: 0 },
  speed: 6,
  weaponDamage: { dice: 4, pips: 0 },
  fireControl: { dice: 2, pips: 0 },
  shields: { dice: 2, pips: 0 },
  hull: { dice: 3, pips: 0 },
};

/** A ship with `stats` at the start of a battle, its captain commanding with a 1D bonus; `change` is laid over it. */
export function commandedShip(stats: BattleShipStats, change: Partial<BattleShip> = {}): BattleShip {
  return { ...createBattleShip(stats, { dice: 1, pips: 0 }), ...change };
}
