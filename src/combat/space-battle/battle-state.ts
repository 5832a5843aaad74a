/**
 * The space battle's stored state (Raumschlacht, "Raumschlachtregeln-Kurzfassung"): the ships in the
 * battle with their rules-engine state (`BattleShip`), the phase of the round, the acting order and
 * what happened this round. Kept in the Combat document's system data (`system.battle`); a reload
 * rebuilds the tracker from it alone. The combat mode that chooses between this and the action
 * segments is stored beside it (`system.mode`).
 */
import { type BattleShip, checkBattleShip } from "../../rules/space-battle/ship-state.ts";
import type { BattleSystem } from "../../rules/space-battle/systems.ts";
import type { BattleDamageRow } from "../../rules/space-battle/damage-table.ts";
import { RefusalError } from "../flow/refusal-error.ts";
import { COMBAT_DATA_MODES } from "../../data/combat/combat-system.ts";
import type { StoredBattle } from "../../data/combat/battle-fields.ts";
import { BATTLE_DATA_PHASES, BATTLE_DATA_VERSION } from "../../data/combat/state-shapes.ts";

/** The version of the stored shape; a state of another version is not read. */
export const BATTLE_STATE_VERSION = BATTLE_DATA_VERSION;

/** How a combat runs (the data's `COMBAT_DATA_MODES`): the action segments of Grundregeln, or Raumschlacht's space battle quick rules. */
export type CombatMode = (typeof COMBAT_DATA_MODES)[number];

/** Every phase, in the order a round goes through them. */
export const BATTLE_PHASES = BATTLE_DATA_PHASES;

/**
 * The phases of a space battle round (Raumschlacht): every ship rolls initiative; then in descending
 * initiative each ship moves and attacks ("Schritte 2 – 4 wiederholen sich"); then every ship rolls
 * for repairs.
 */
export type BattlePhase = (typeof BATTLE_PHASES)[number];

/** A ship in the battle: the Combatant's id, and the ship's state as the rules engine keeps it. */
export interface BattleEntry {
  id: string;
  ship: BattleShip;
  /** The ship's turn (move and attack) is over this round. */
  done: boolean;
  /** The ship rolled its repairs this round. */
  repaired: boolean;
}

/** What happened this round, for the tracker's log. Plain JSON. */
export type BattleEvent =
  | { type: "initiative"; ship: string; roll: number; initiative: number; mishap: BattleSystem | null }
  | {
      type: "attack";
      ship: string;
      target: string;
      roll: number;
      hit: boolean;
      mishap: BattleSystem | null;
      /** The defense roll; null when the attack missed. */
      defense: number | null;
      /** The damage table row; null when the attack missed or the defense held. */
      row: BattleDamageRow | null;
      systems: BattleSystem[];
    }
  | { type: "repair"; ship: string; roll: number; repaired: BattleSystem[] };

/** The battle, as stored in the Combat's system data. Plain JSON. */
export interface SpaceBattleState {
  version: typeof BATTLE_STATE_VERSION;
  round: number;
  phase: BattlePhase;
  /** Every ship, in the tracker's order (destroyed ships stay, marked). */
  ships: BattleEntry[];
  /** This round's events, oldest first. */
  events: BattleEvent[];
}

/** A refused change of the battle, with the localization key (and its data) that says why. */
export class BattleError extends RefusalError {
  override readonly name = "BattleError";
}

/**
 * A ship of the battle, by Combatant id.
 * @throws BattleError `SWD6.SpaceBattle.Error.unknownShip` when the battle has no such ship
 */
export function entryOf(state: SpaceBattleState, id: string): BattleEntry {
  const entry = state.ships.find((s) => s.id === id);
  if (!entry) throw new BattleError("SWD6.SpaceBattle.Error.unknownShip");
  return entry;
}

/**
 * The combat mode the stored value names.
 * @param value the value as stored
 * @returns the mode; `"segments"` for a missing or unknown value
 */
export function readCombatMode(value: unknown): CombatMode {
  return COMBAT_DATA_MODES.includes(value as CombatMode) ? (value as CombatMode) : "segments";
}

/**
 * The battle the Combat stores, as the flow keeps it: a copy, each event as its type has it, checked
 * ship by ship with the rules engine's `checkBattleShip` (the data model checks the shape; the rules
 * check the die codes), so that a value the rules refuse makes a new battle rather than a broken
 * tracker.
 * @param stored the stored battle (`system.battle`, data/combat/battle-fields.ts), or null outside one
 * @returns the state, or null when there is none or the rules cannot read it
 */
export function readBattleState(stored: StoredBattle | null): SpaceBattleState | null {
  if (!stored || stored.version !== BATTLE_STATE_VERSION) return null;
  const ships = stored.ships.map((entry) => ({ id: entry.id, ship: structuredClone(entry.ship), done: entry.done, repaired: entry.repaired }));
  const events = stored.events.flatMap((stored) => eventOf(stored) ?? []);
  const shipsOk = ships.every((entry) => {
    try {
      checkBattleShip(entry.ship);
      return true;
    } catch {
      return false;
    }
  });
  return shipsOk && events.length === stored.events.length ? { version: BATTLE_STATE_VERSION, round: stored.round, phase: stored.phase, ships, events } : null;
}

/** A stored event as its type has it; null for an attack without its target or hit. */
function eventOf(event: StoredBattle["events"][number]): BattleEvent | null {
  const { ship, roll } = event;
  const mishap = event.mishap ?? null;
  if (event.type === "initiative") return { type: "initiative", ship, roll, initiative: event.initiative ?? roll, mishap };
  if (event.type === "repair") return { type: "repair", ship, roll, repaired: [...(event.repaired ?? [])] };
  if (event.target === undefined || event.hit === undefined) return null;
  return {
    type: "attack",
    ship,
    target: event.target,
    roll,
    hit: event.hit,
    mishap,
    defense: event.defense ?? null,
    row: rowOf(event.row),
    systems: [...(event.systems ?? [])],
  };
}

/** A stored damage table row as the rules give it; null for none. */
function rowOf(row: StoredBattle["events"][number]["row"]): BattleDamageRow | null {
  if (!row) return null;
  return row.kind === "systems" ? { kind: "systems", systems: row.systems ?? 0, dice: row.dice ?? 0 } : { kind: row.kind };
}
