/**
 * The combat tracker's view of a space battle (Raumschlacht): the phase, every ship with its battle
 * values now and undamaged, its initiative, place in the order and move allowance, what the viewer may
 * do for it, and this round's events as text. Built from the stored battle alone; the order and the
 * move allowance are the rules engine's (`battleOrder`, `battleMoveAllowance`).
 */
import { formatDieCode } from "../../rules/dice/die-code.ts";
import { battleMoveAllowance } from "../../rules/space-battle/initiative.ts";
import { BATTLE_ATTACK_RANGE_CM } from "../../rules/space-battle/attack.ts";
import type { BattleShipStats } from "../../rules/space-battle/ship-state.ts";
import type { BattleDamageRow } from "../../rules/space-battle/damage-table.ts";
import type { BattleEvent, BattlePhase, SpaceBattleState } from "./battle-state.ts";
import { actingOrder, currentShip } from "./battle-flow.ts";

/** What the tracker knows of a ship besides the battle: from its Combatant and actor. */
export interface ShipInfo {
  id: string;
  name: string;
  img: string;
  /** The viewer owns the ship's actor. */
  owner: boolean;
}

/** Formats a localization key with its placeholders (Foundry's `game.i18n.format`). */
export type Formatter = (key: string, data?: Record<string, string>) => string;

/** One battle value of a ship. */
export interface StatView {
  labelKey: string;
  value: string;
  base: string;
  /** Below its undamaged value. */
  damaged: boolean;
}

/** One ship's row. */
export interface ShipRowView {
  id: string;
  name: string;
  img: string;
  /** Place in the acting order (from 1), or null before initiative or when destroyed. */
  rank: number | null;
  initiative: number | null;
  /** How far it may move this round, in centimetres; null before its initiative. */
  moveCm: number | null;
  stats: StatView[];
  current: boolean;
  done: boolean;
  destroyed: boolean;
  shieldsDown: boolean;
  hasAttacked: boolean;
  /** The captain's state key, or null when the ship has no captain's bonus. */
  captainKey: string | null;
  canRollInitiative: boolean;
  canAttack: boolean;
  canEndTurn: boolean;
  canRepair: boolean;
  /** The ships it may attack (its turn, not yet attacked): id and name. */
  targets: { id: string; name: string }[];
  css: string;
}

/** The whole space battle view. */
export interface SpaceBattleView {
  round: number;
  phase: BattlePhase;
  phaseKey: string;
  isGM: boolean;
  /** The longest attack, in centimetres (Raumschlacht). */
  rangeCm: number;
  /** Ships of this viewer's still to roll in the phase (initiative or repairs), for one click. */
  pendingRolls: string[];
  canEndRound: boolean;
  rows: ShipRowView[];
  /** This round's events, oldest first, as text. */
  events: string[];
}

const STAT_FIELDS: [keyof BattleShipStats, string][] = [
  ["maneuverability", "SWD6.SpaceBattle.Stat.maneuverability"],
  ["speed", "SWD6.SpaceBattle.Stat.speed"],
  ["fireControl", "SWD6.SpaceBattle.Stat.fireControl"],
  ["weaponDamage", "SWD6.SpaceBattle.Stat.weaponDamage"],
  ["shields", "SWD6.SpaceBattle.Stat.shields"],
  ["hull", "SWD6.SpaceBattle.Stat.hull"],
];

/**
 * The tracker's view of a battle.
 * @param state the stored battle
 * @param ships the ships' names, images and ownership
 * @param viewer who looks
 * @param format formats the events' text
 */
export function spaceBattleView(state: SpaceBattleState, ships: ShipInfo[], viewer: { isGM: boolean }, format: Formatter): SpaceBattleView {
  const order = actingOrder(state);
  const current = currentShip(state);
  const infoOf = (id: string) => ships.find((s) => s.id === id);
  const rows = state.ships.flatMap((entry): ShipRowView[] => {
    const info = infoOf(entry.id);
    if (!info) return [];
    const { ship } = entry;
    const mine = viewer.isGM || info.owner;
    const rank = order.indexOf(entry.id);
    const isCurrent = current === entry.id;
    const captainBonus = ship.captainBonus.dice > 0 || ship.captainBonus.pips > 0;
    return [
      {
        id: entry.id,
        name: info.name,
        img: info.img,
        rank: rank >= 0 ? rank + 1 : null,
        initiative: ship.initiative,
        moveCm: ship.initiative !== null && !ship.destroyed ? battleMoveAllowance(ship) : null,
        stats: STAT_FIELDS.map(([field, labelKey]) => statView(ship.stats[field], ship.base[field], labelKey)),
        current: isCurrent,
        done: entry.done,
        destroyed: ship.destroyed,
        shieldsDown: ship.shieldsDown,
        hasAttacked: ship.hasAttacked,
        captainKey: captainBonus ? `SWD6.SpaceBattle.Captain.${ship.captain}` : null,
        canRollInitiative: mine && state.phase === "initiative" && !ship.destroyed && ship.initiative === null,
        canAttack: mine && isCurrent && !ship.hasAttacked,
        canEndTurn: mine && isCurrent,
        canRepair: mine && state.phase === "repair" && !ship.destroyed && !entry.repaired,
        targets:
          isCurrent && !ship.hasAttacked
            ? state.ships.filter((s) => s.id !== entry.id && !s.ship.destroyed).map((s) => ({ id: s.id, name: infoOf(s.id)?.name ?? "" }))
            : [],
        css: [isCurrent ? "current" : "", entry.done ? "acted" : "", ship.destroyed ? "out destroyed" : ""].filter(Boolean).join(" "),
      },
    ];
  });
  const place = (row: ShipRowView) => (row.rank ?? 1000) + (row.destroyed ? 1000 : 0);
  if (state.phase !== "initiative") rows.sort((a, b) => place(a) - place(b));
  const nameOf = (id: string) => infoOf(id)?.name ?? "";
  return {
    round: state.round,
    phase: state.phase,
    phaseKey: `SWD6.SpaceBattle.Phase.${state.phase}`,
    isGM: viewer.isGM,
    rangeCm: BATTLE_ATTACK_RANGE_CM,
    pendingRolls: rows.filter((r) => r.canRollInitiative || r.canRepair).map((r) => r.id),
    canEndRound: viewer.isGM && state.phase === "repair" && rows.every((r) => !r.canRepair),
    rows,
    events: state.events.map((e) => eventText(e, nameOf, format)),
  };
}

function statView(value: BattleShipStats[keyof BattleShipStats], base: BattleShipStats[keyof BattleShipStats], labelKey: string): StatView {
  if (typeof value === "number" && typeof base === "number") return { labelKey, value: String(value), base: String(base), damaged: value < base };
  const code = value as Exclude<typeof value, number>;
  const baseCode = base as Exclude<typeof base, number>;
  return { labelKey, value: formatDieCode(code), base: formatDieCode(baseCode), damaged: code.dice < baseCode.dice };
}

/** An event as one line of text. */
function eventText(event: BattleEvent, nameOf: (id: string) => string, format: Formatter): string {
  const system = (s: string) => format(`SWD6.SpaceBattle.System.${s}`);
  const mishap = (s: string | null) => (s ? ` ${format("SWD6.SpaceBattle.Log.mishap", { system: system(s) })}` : "");
  switch (event.type) {
    case "initiative":
      return (
        format("SWD6.SpaceBattle.Log.initiative", { ship: nameOf(event.ship), roll: String(event.roll), initiative: String(event.initiative) }) +
        mishap(event.mishap)
      );
    case "attack": {
      const data = { ship: nameOf(event.ship), target: nameOf(event.target), roll: String(event.roll) };
      if (!event.hit) return format("SWD6.SpaceBattle.Log.miss", data) + mishap(event.mishap);
      const outcome = rowText(event.row, event.systems.map(system).join(", "), format);
      return `${format("SWD6.SpaceBattle.Log.hit", { ...data, defense: String(event.defense ?? 0) })} ${outcome}`;
    }
    case "repair":
      return format("SWD6.SpaceBattle.Log.repair", {
        ship: nameOf(event.ship),
        roll: String(event.roll),
        systems: event.repaired.length > 0 ? event.repaired.map(system).join(", ") : format("SWD6.SpaceBattle.Log.nothing"),
      });
  }
}

function rowText(row: BattleDamageRow | null, systems: string, format: Formatter): string {
  if (row === null) return format("SWD6.SpaceBattle.Damage.none");
  if (row.kind === "systems") return format("SWD6.SpaceBattle.Damage.systems", { dice: String(row.dice), systems });
  return format(`SWD6.SpaceBattle.Damage.${row.kind}`);
}
