/**
 * Resolving a hit in the space battle quick rules: the defense roll and the damage it lets through.
 *
 * Rule: Raumschlacht "4. Treffer auswerten": the defender rolls shields and hull together; an attack roll
 * below the defense roll does nothing; otherwise the exact difference is read on the damage table and
 * takes effect at once. "Bei Patzer: Die 1 wird zum Rest addiert, aber nach dem Treffer brechen die
 * Schilde bis zum Ende der Runde zusammen und stehen für weitere Abwehr nicht zur Verfügung."
 */
import { addDieCodes } from "../dice/die-code.ts";
import { requireInteger } from "../errors.ts";
import { type D6RollResult, rollDieCode } from "../dice/roll.ts";
import { type BattleDamageRow, battleDamageRow } from "./damage-table.ts";
import { type BattleShip, captainBonusInEffect, checkActiveBattleShip } from "./ship-state.ts";
import { type BattleSystemHit, hitRandomBattleSystem } from "./systems.ts";

/** The outcome of {@link rollBattleDefense}. */
export interface BattleDefenseResult {
  /** The defender after the hit. */
  defender: BattleShip;
  /** Shields (unless down) plus hull (plus the captain's bonus), with the wild die; a mishap's 1 counts. */
  roll: D6RollResult;
  /** The damage table row, or `null` when the attack roll was below the defense roll. */
  row: BattleDamageRow | null;
  /** The random systems the row struck, in order. */
  systemHits: BattleSystemHit[];
}

/**
 * Rolls the defense against a hit and applies the damage table (Raumschlacht). Collapsed shields add
 * nothing to the defense. Draws the defense roll's dice first, then one 1D per system struck; the two
 * systems of a "double" row are rolled independently, so both may be the same, and no system is rolled
 * once the ship is destroyed. On a mishap the shields are down for the rest of the round afterwards,
 * whatever the hit did.
 *
 * @param defender the ship hit, still in the battle
 * @param attackRoll the attack roll's total, an integer
 * @param random a source of numbers in [0, 1); each face is `1 + floor(random() * 6)`
 * @throws RuleArgumentError for a destroyed defender, a non-integer attack roll or a bad random source
 * @throws DieCodeError or RuleArgumentError for a malformed ship
 */
export function rollBattleDefense(defender: BattleShip, attackRoll: number, random: () => number): BattleDefenseResult {
  checkActiveBattleShip(defender, "defender");
  requireInteger("attackRoll", attackRoll);
  const shields = defender.shieldsDown ? { dice: 0, pips: 0 } : defender.stats.shields;
  const code = addDieCodes(addDieCodes(shields, defender.stats.hull), captainBonusInEffect(defender));
  const roll = rollDieCode(code, { wildDie: true, random });
  const difference = attackRoll - roll.total;
  const row = difference < 0 ? null : battleDamageRow(difference);
  let ship = defender;
  const systemHits: BattleSystemHit[] = [];
  if (row?.kind === "shields-collapse") ship = { ...ship, shieldsDown: true };
  if (row?.kind === "destroyed") ship = { ...ship, destroyed: true };
  if (row?.kind === "systems") {
    for (let i = 0; i < row.systems && !ship.destroyed; i++) {
      const struck = hitRandomBattleSystem(ship, row.dice, "damage", random);
      ship = struck.ship;
      systemHits.push(struck.hit);
    }
  }
  if (roll.mishap) ship = { ...ship, shieldsDown: true };
  return { defender: ship, roll, row, systemHits };
}
