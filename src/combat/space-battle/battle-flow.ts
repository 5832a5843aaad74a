/**
 * The space battle round as a pure state machine (Raumschlacht): each change the tracker makes (an
 * initiative roll, an attack, the end of a ship's turn, a repair roll) is a function from one
 * {@link SpaceBattleState} to the next. Every roll and its outcome is the rules engine's
 * (`rollBattleInitiative`, `battleOrder`, `rollBattleAttack`, `rollBattleDefense`, `rollBattleRepair`,
 * `nextBattleRound`); these functions only record it and refuse, with a {@link BattleError}, what the
 * phase does not allow.
 */
import { type BattleShipStats, createBattleShip, nextBattleRound } from "../../rules/space-battle/ship-state.ts";
import { battleOrder, rollBattleInitiative } from "../../rules/space-battle/initiative.ts";
import { canBattleAttack, rollBattleAttack } from "../../rules/space-battle/attack.ts";
import { rollBattleDefense } from "../../rules/space-battle/defense.ts";
import { rollBattleRepair } from "../../rules/space-battle/repair.ts";
import type { DieCode } from "../../rules/dice/die-code.ts";
import { type BattleEntry, type BattleEvent, type SpaceBattleState, BATTLE_STATE_VERSION, BattleError, entryOf } from "./battle-state.ts";

/** A Combatant entering the battle: its id, its battle values and its captain's bonus. */
export interface BattleMember {
  id: string;
  stats: BattleShipStats;
  captainBonus?: DieCode;
}

/**
 * The first round of a battle: every ship undamaged (`createBattleShip`), initiative to roll.
 * @param members the ships, in the tracker's order
 * @throws DieCodeError or RuleArgumentError for malformed battle values
 */
export function startBattle(members: BattleMember[]): SpaceBattleState {
  return { version: BATTLE_STATE_VERSION, round: 1, phase: "initiative", ships: members.map(freshEntry), events: [] };
}

/**
 * Brings the battle's ships in line with the Combat's: newcomers join undamaged (having acted and
 * repaired when they come in after their phase), those removed leave.
 * @param members the Combat's ships now, in the tracker's order
 */
export function syncShips(state: SpaceBattleState, members: BattleMember[]): SpaceBattleState {
  const ships = members.map((m) => {
    const known = state.ships.find((s) => s.id === m.id);
    if (known) return known;
    const fresh = freshEntry(m);
    return state.phase === "initiative" ? fresh : { ...fresh, done: true, repaired: state.phase === "repair" };
  });
  return { ...state, ships };
}

/**
 * The order the ships act in this round (`battleOrder`, Raumschlacht: descending initiative), by id;
 * empty before every ship has rolled.
 */
export function actingOrder(state: SpaceBattleState): string[] {
  if (state.phase === "initiative") return [];
  return battleOrder(state.ships.map((s) => s.ship)).map((i) => state.ships[i].id);
}

/** The ship whose turn it is in the attack phase, or null outside it. */
export function currentShip(state: SpaceBattleState): string | null {
  if (state.phase !== "attacks") return null;
  return actingOrder(state).find((id) => !entryOf(state, id).done) ?? null;
}

/**
 * Rolls a ship's initiative (`rollBattleInitiative`); once every ship still in the battle has rolled,
 * the attack phase begins.
 * @param random a source of numbers in [0, 1)
 * @throws BattleError `notInitiativePhase`; `destroyed`; `alreadyRolled`
 */
export function rollInitiative(state: SpaceBattleState, id: string, random: () => number): SpaceBattleState {
  if (state.phase !== "initiative") throw new BattleError("SWD6.SpaceBattle.Error.notInitiativePhase");
  const entry = entryOf(state, id);
  if (entry.ship.destroyed) throw new BattleError("SWD6.SpaceBattle.Error.destroyed");
  if (entry.ship.initiative !== null) throw new BattleError("SWD6.SpaceBattle.Error.alreadyRolled");
  const result = rollBattleInitiative(entry.ship, random);
  const next = withShip(state, id, { ship: result.ship });
  const events = [
    ...state.events,
    { type: "initiative" as const, ship: id, roll: result.roll.total, initiative: result.initiative, mishap: result.mishapHit?.system ?? null },
  ];
  const allRolled = next.ships.every((s) => s.ship.destroyed || s.ship.initiative !== null);
  return { ...next, events, phase: allRolled ? "attacks" : "initiative" };
}

/**
 * The ship whose turn it is attacks a target (`rollBattleAttack`); a hit is defended at once
 * (`rollBattleDefense`) and the damage table's outcome applied to the target. The draws come in the
 * rules' order: the attack roll (and a mishap's system), then the defense roll and its systems.
 * @param distanceCm the distance between the two ships on the table, in centimetres
 * @param random a source of numbers in [0, 1)
 * @throws BattleError `notYourTurn` for a ship other than the current one; `alreadyAttacked`;
 *   `invalidTarget` for itself or a destroyed ship; `outOfRange` beyond 10 cm or for a bad distance
 */
export function attack(state: SpaceBattleState, id: string, targetId: string, distanceCm: number, random: () => number): SpaceBattleState {
  if (currentShip(state) !== id) throw new BattleError("SWD6.SpaceBattle.Error.notYourTurn");
  const attacker = entryOf(state, id);
  const target = entryOf(state, targetId);
  if (attacker.ship.hasAttacked) throw new BattleError("SWD6.SpaceBattle.Error.alreadyAttacked");
  if (targetId === id || target.ship.destroyed) throw new BattleError("SWD6.SpaceBattle.Error.invalidTarget");
  if (typeof distanceCm !== "number" || !Number.isFinite(distanceCm) || distanceCm < 0 || !canBattleAttack(attacker.ship, distanceCm)) {
    throw new BattleError("SWD6.SpaceBattle.Error.outOfRange");
  }
  const shot = rollBattleAttack(attacker.ship, target.ship, distanceCm, random);
  let next = withShip(state, id, { ship: shot.attacker });
  const event: Extract<BattleEvent, { type: "attack" }> = {
    type: "attack",
    ship: id,
    target: targetId,
    roll: shot.roll.total,
    hit: shot.hit,
    mishap: shot.mishapHit?.system ?? null,
    defense: null,
    row: null,
    systems: [],
  };
  if (shot.hit) {
    const defense = rollBattleDefense(target.ship, shot.roll.total, random);
    next = withShip(next, targetId, { ship: defense.defender });
    event.defense = defense.roll.total;
    event.row = defense.row;
    event.systems = defense.systemHits.map((h) => h.system);
  }
  return { ...next, events: [...next.events, event] };
}

/**
 * "Next" in the attack phase: the current ship's turn is over (it moved and attacked, or chose not to);
 * after the last ship the repair phase begins (Raumschlacht "5. Reparaturphase").
 * @throws BattleError `notAttackPhase`
 */
export function endTurn(state: SpaceBattleState): SpaceBattleState {
  if (state.phase !== "attacks") throw new BattleError("SWD6.SpaceBattle.Error.notAttackPhase");
  const id = currentShip(state);
  const next = id ? withShip(state, id, { done: true }) : state;
  return currentShip(next) === null ? { ...next, phase: "repair" } : next;
}

/**
 * Rolls a ship's repairs (`rollBattleRepair`, default priority: shields first).
 * @param random a source of numbers in [0, 1)
 * @throws BattleError `notRepairPhase`; `destroyed`; `alreadyRepaired`
 */
export function repair(state: SpaceBattleState, id: string, random: () => number): SpaceBattleState {
  if (state.phase !== "repair") throw new BattleError("SWD6.SpaceBattle.Error.notRepairPhase");
  const entry = entryOf(state, id);
  if (entry.ship.destroyed) throw new BattleError("SWD6.SpaceBattle.Error.destroyed");
  if (entry.repaired) throw new BattleError("SWD6.SpaceBattle.Error.alreadyRepaired");
  const result = rollBattleRepair(entry.ship, random);
  const next = withShip(state, id, { ship: result.ship, repaired: true });
  return { ...next, events: [...next.events, { type: "repair", ship: id, roll: result.roll, repaired: result.repaired }] };
}

/**
 * Ends the round once every ship still in the battle has rolled its repairs: each ship starts the next
 * round through `nextBattleRound` (shields back up, a captain who lost the bonus for the round back in
 * command), the log is cleared and initiative is rolled again.
 * @throws BattleError `notRepairPhase`; `repairsPending`
 */
export function endBattleRound(state: SpaceBattleState): SpaceBattleState {
  if (state.phase !== "repair") throw new BattleError("SWD6.SpaceBattle.Error.notRepairPhase");
  if (state.ships.some((s) => !s.ship.destroyed && !s.repaired)) throw new BattleError("SWD6.SpaceBattle.Error.repairsPending");
  const ships = state.ships.map((s) => ({ ...s, ship: s.ship.destroyed ? s.ship : nextBattleRound(s.ship), done: false, repaired: false }));
  return { ...state, round: state.round + 1, phase: "initiative", ships, events: [] };
}

function freshEntry(member: BattleMember): BattleEntry {
  return { id: member.id, ship: createBattleShip(member.stats, member.captainBonus), done: false, repaired: false };
}

function withShip(state: SpaceBattleState, id: string, changes: Partial<BattleEntry>): SpaceBattleState {
  return { ...state, ships: state.ships.map((s) => (s.id === id ? { ...s, ...changes } : s)) };
}
