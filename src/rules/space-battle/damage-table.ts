/**
 * The damage table of the space battle quick rules ("Schadens- und Treffertabelle").
 *
 * Rule: Raumschlacht: by the difference attack roll minus defense roll, 0-3 shields collapse for the rest
 * of the round; 4-7 small damage, 1D off one random system; 8-11 double damage, 1D off each of two
 * random systems; 12-15 heavy damage, 2D off one random system; 16-19 double heavy damage, 2D off each
 * of two random systems; 20+ the ship is destroyed.
 */
import { requireInteger } from "../errors.ts";

/**
 * A row of the damage table: the shields collapse; `systems` random systems lose `dice` dice each; or
 * the ship is destroyed.
 */
export type BattleDamageRow = { kind: "shields-collapse" } | { kind: "systems"; systems: number; dice: number } | { kind: "destroyed" };

/**
 * The damage table row for a hit (Raumschlacht).
 *
 * @param difference attack roll minus defense roll, an integer >= 0 (a lower attack does nothing)
 * @throws RuleArgumentError for a negative or non-integer difference
 */
export function battleDamageRow(difference: number): BattleDamageRow {
  requireInteger("difference", difference, 0);
  if (difference <= 3) return { kind: "shields-collapse" };
  if (difference <= 7) return { kind: "systems", systems: 1, dice: 1 };
  if (difference <= 11) return { kind: "systems", systems: 2, dice: 1 };
  if (difference <= 15) return { kind: "systems", systems: 1, dice: 2 };
  if (difference <= 19) return { kind: "systems", systems: 2, dice: 2 };
  return { kind: "destroyed" };
}
