/**
 * The attack phase of the space battle quick rules.
 *
 * Rule: Raumschlacht "3. Angriffsphase": after moving, the ship may attack one enemy within 10 cm, once per
 * round (a ship may be attacked many times); fire control (Zielcomputer) and the guns' damage dice are
 * rolled together; below the target's initiative the attack misses, at or above it hits. "Bei Patzer:
 * Der Angriff schlägt fehl und ein zufälliges System verliert 1W"; a bridge hit then only costs the
 * captain's bonus for the rest of the round.
 */
import { addDieCodes } from "../dice/die-code.ts";
import { RuleArgumentError, requireNumber } from "../errors.ts";
import { type D6RollResult, rollDieCode } from "../dice/roll.ts";
import { type BattleShip, captainBonusInEffect, checkActiveBattleShip, checkBattleShip } from "./ship-state.ts";
import { type BattleSystemHit, hitRandomBattleSystem } from "./systems.ts";

/** The longest attack, in centimetres on the table (Raumschlacht: "innerhalb von 10cm Reichweite"). */
export const BATTLE_ATTACK_RANGE_CM = 10;

/**
 * Whether a ship may attack a target at `distanceCm` (Raumschlacht): it is still in the battle, has not
 * attacked this round, and the target is within 10 cm.
 *
 * @param attacker the attacking ship
 * @param distanceCm the distance to the target in centimetres, a number >= 0
 * @throws DieCodeError or RuleArgumentError for a malformed ship or a negative or non-finite distance
 */
export function canBattleAttack(attacker: BattleShip, distanceCm: number): boolean {
  checkBattleShip(attacker, "attacker");
  requireNumber("distanceCm", distanceCm, 0);
  return !attacker.destroyed && !attacker.hasAttacked && distanceCm <= BATTLE_ATTACK_RANGE_CM;
}

/** The outcome of {@link rollBattleAttack}. */
export interface BattleAttackResult {
  /** The attacker after the attack: marked as having attacked, with any mishap loss applied. */
  attacker: BattleShip;
  /** Fire control plus weapon damage (plus the captain's bonus), with the wild die. */
  roll: D6RollResult;
  /** The attack hit: no mishap and the roll at or above the target's initiative. */
  hit: boolean;
  /** The attacker's system a mishap cost 1D, or `null`. */
  mishapHit: BattleSystemHit | null;
}

/**
 * Rolls an attack (Raumschlacht). Draws the roll's dice first, then on a mishap the system's 1D.
 *
 * @param attacker a ship that may attack (see {@link canBattleAttack})
 * @param target the ship attacked, still in the battle, with its initiative rolled
 * @param distanceCm the distance between them in centimetres, a number >= 0
 * @param random a source of numbers in [0, 1); each face is `1 + floor(random() * 6)`
 * @throws RuleArgumentError when the attacker may not attack (destroyed, attacked already, target
 *   beyond 10 cm), the target is destroyed or has no initiative, or the random source is bad
 * @throws DieCodeError or RuleArgumentError for a malformed ship
 */
export function rollBattleAttack(attacker: BattleShip, target: BattleShip, distanceCm: number, random: () => number): BattleAttackResult {
  checkActiveBattleShip(attacker, "attacker");
  checkActiveBattleShip(target, "target");
  if (target.initiative === null) throw new RuleArgumentError("target.initiative", null, "a rolled initiative");
  if (!canBattleAttack(attacker, distanceCm)) {
    throw new RuleArgumentError("attacker", { hasAttacked: attacker.hasAttacked, distanceCm }, "a ship that has not attacked this round, within 10 cm");
  }
  const code = addDieCodes(addDieCodes(attacker.stats.fireControl, attacker.stats.weaponDamage), captainBonusInEffect(attacker));
  const roll = rollDieCode(code, { wildDie: true, random });
  const attacked = { ...attacker, hasAttacked: true };
  if (!roll.mishap) return { attacker: attacked, roll, hit: roll.total >= target.initiative, mishapHit: null };
  const { ship, hit: mishapHit } = hitRandomBattleSystem(attacked, 1, "mishap", random);
  return { attacker: ship, roll, hit: false, mishapHit };
}
