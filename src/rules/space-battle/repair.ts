/**
 * The repair phase of the space battle quick rules.
 *
 * Rule: Raumschlacht "5. Reparaturphase": every ship still in the battle rolls 1D: 1 nothing, 2-5 one
 * damage repaired ("beliebig, aber bevorzugt beginnend mit den Schilden"), 6 two damages repaired; a
 * fallen captain cannot be brought back. One repair gives back one die code step a hit took: 1D to a
 * system, or for the engines 1 speed (taken last, so given back first) or 1D maneuverability, never above
 * the ship's undamaged values.
 */
import { RuleArgumentError, requireOneOf } from "../errors.ts";
import { rollD6 } from "../dice/roll.ts";
import { type BattleShip, type BattleShipStats, checkActiveBattleShip } from "./ship-state.ts";
import { BATTLE_SYSTEMS, type BattleSystem } from "./systems.ts";

/** The default repair order: the shields first, as the seed prefers, then hull, engines, guns, targeting computer. */
export const DEFAULT_BATTLE_REPAIR_PRIORITY: readonly BattleSystem[] = ["shield-generators", "hull", "engines", "guns", "targeting-computer"];

/**
 * How many repairs a repair roll gives (Raumschlacht): 1 none, 2-5 one, 6 two.
 *
 * @param roll the 1D face, an integer from 1 to 6
 * @throws RuleArgumentError for anything else
 */
export function battleRepairCount(roll: number): number {
  if (!Number.isInteger(roll) || roll < 1 || roll > 6) throw new RuleArgumentError("roll", roll, "a face from 1 to 6");
  return roll === 1 ? 0 : roll === 6 ? 2 : 1;
}

/** The outcome of {@link rollBattleRepair}. */
export interface BattleRepairResult {
  ship: BattleShip;
  /** The repair roll's 1D. */
  roll: number;
  /** The systems repaired, in order (fewer than the roll allows when nothing else is damaged). */
  repaired: BattleSystem[];
}

/**
 * Rolls a ship's repair phase (Raumschlacht) and spends the repairs, each on the first system in `priority`
 * that is below its undamaged value. The bridge cannot be repaired.
 *
 * @param ship a ship still in the battle
 * @param random a source of numbers in [0, 1); the 1D is `1 + floor(random() * 6)`
 * @param priority the order to repair systems in; default {@link DEFAULT_BATTLE_REPAIR_PRIORITY}
 * @throws RuleArgumentError for a destroyed ship, an unknown system in `priority` or a bad random source
 * @throws DieCodeError or RuleArgumentError for a malformed ship
 */
export function rollBattleRepair(
  ship: BattleShip,
  random: () => number,
  priority: readonly BattleSystem[] = DEFAULT_BATTLE_REPAIR_PRIORITY,
): BattleRepairResult {
  checkActiveBattleShip(ship, "ship");
  if (!Array.isArray(priority)) throw new RuleArgumentError("priority", priority, "a list of systems");
  priority.forEach((system, i) => requireOneOf(`priority[${i}]`, system, BATTLE_SYSTEMS));
  const roll = rollD6(random);
  let repairedShip = ship;
  const repaired: BattleSystem[] = [];
  for (let i = 0; i < battleRepairCount(roll); i++) {
    const system = priority.find((s) => repairStep(repairedShip, s) !== null);
    if (system === undefined) break;
    repairedShip = { ...repairedShip, stats: { ...repairedShip.stats, ...repairStep(repairedShip, system) } };
    repaired.push(system);
  }
  return { ship: repairedShip, roll, repaired };
}

/** The change one repair makes to `system`, or `null` when it has nothing to repair. */
function repairStep(ship: BattleShip, system: BattleSystem): Partial<BattleShipStats> | null {
  const { stats, base } = ship;
  const addDie = (field: "maneuverability" | "weaponDamage" | "fireControl" | "shields" | "hull") =>
    stats[field].dice < base[field].dice ? { [field]: { ...stats[field], dice: stats[field].dice + 1 } } : null;
  switch (system) {
    case "engines":
      return stats.speed < base.speed ? { speed: stats.speed + 1 } : addDie("maneuverability");
    case "guns":
      return addDie("weaponDamage");
    case "targeting-computer":
      return addDie("fireControl");
    case "shield-generators":
      return addDie("shields");
    case "hull":
      return addDie("hull");
    case "bridge":
      return null;
  }
}
