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
import { isObject } from "../../rules/errors.ts";
import { COMBAT_DATA_MODES } from "../../data/combat/combat-system.ts";

/** The version of the stored shape; a state of another version is not read. */
export const BATTLE_STATE_VERSION = 1;

/** How a combat runs (the data's `COMBAT_DATA_MODES`): the action segments of Grundregeln, or Raumschlacht's space battle quick rules. */
export type CombatMode = (typeof COMBAT_DATA_MODES)[number];

/** Every phase, in the order a round goes through them. */
export const BATTLE_PHASES = ["initiative", "attacks", "repair"] as const;

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
 * Reads a stored battle back, checking every ship with the rules engine's `checkBattleShip`, so that a
 * damaged value makes a new battle rather than a broken tracker.
 * @param value the value as stored
 * @returns the state, or null when the value is not a battle state of this version
 */
export function readBattleState(value: unknown): SpaceBattleState | null {
  if (!isObject(value) || value.version !== BATTLE_STATE_VERSION) return null;
  const { round, phase, ships, events } = value;
  if (!Number.isInteger(round) || (round as number) < 1 || !BATTLE_PHASES.includes(phase as BattlePhase)) return null;
  if (!Array.isArray(ships) || !Array.isArray(events) || !events.every(isObject)) return null;
  const shipsOk = ships.every((entry) => {
    if (!isObject(entry) || typeof entry.id !== "string" || typeof entry.done !== "boolean" || typeof entry.repaired !== "boolean") return false;
    try {
      checkBattleShip(entry.ship as BattleShip);
      return true;
    } catch {
      return false;
    }
  });
  return shipsOk ? (structuredClone(value) as unknown as SpaceBattleState) : null;
}
