/**
 * The combat tracker's whole render context as a pure function of the combat's data and the user
 * who looks: the round's view (round-view.ts) or the space battle's (battle-view.ts), each row with
 * what Foundry's own combatant row carries (core's hide, defeated and ping buttons, its `hide`,
 * `defeated` and `active` classes), the combatants before the fight starts, and which of core's
 * encounter controls (begin, end, round and turn steps, roll buttons) make sense now.
 *
 * Hidden combatants are left out for players here, before any view is built, so neither a row nor
 * a side's heading gives them away: a player sees what Foundry's tracker shows him, a gamemaster
 * sees everyone (core's `Combatant#hidden`, toggled by the row's `toggleHidden` button).
 */
import { type MemberInfo, type RowView, type TrackerView, roundView } from "../flow/round-view.ts";
import type { RoundRules, RoundState } from "../flow/round-state.ts";
import { type Formatter, type ShipRowView, type SpaceBattleView, spaceBattleView } from "../space-battle/battle-view.ts";
import { COMBAT_DATA_MODES } from "../../data/combat/combat-system.ts";
import { type CombatMode, type SpaceBattleState } from "../space-battle/battle-state.ts";

/** What the tracker reads of one Combatant (and its actor and token) besides the round. */
export interface TrackerCombatant extends MemberInfo {
  /** Core's `Combatant#hidden`: the gamemaster hid him from the players. */
  hidden: boolean;
  /** Core's `Combatant#isDefeated`. */
  defeated: boolean;
  /** No player owns his actor: the gamemaster rolls for him. */
  npc: boolean;
  /** His token is on the scene the viewer looks at, so it can be pinged and panned to. */
  onScene: boolean;
  /**
   * The value of the resource the tracker's settings track (core's `Combatant#resource`, read from
   * the actor's data at the path the gamemaster chose); null when none is tracked or he has none.
   */
  resource: number | string | null;
}

/** What the tracker reads of the Combat. */
export interface TrackerCombat {
  /** Foundry's round counter: 0 before the fight starts. */
  round: number;
  mode: CombatMode;
  /** The stored round (segments mode), null before it starts. */
  roundState: RoundState | null;
  /** The stored space battle, null before it starts or in the segments mode. */
  battleState: SpaceBattleState | null;
  /** The round before this one is kept, so "previous round" can go back to it. */
  canRewind: boolean;
  /** Every combatant, in the tracker's order. */
  combatants: TrackerCombatant[];
}

/** Who looks at the tracker. */
export interface TrackerViewer {
  isGM: boolean;
  /** The user may ping the canvas (core's `PING_CANVAS` permission). */
  canPing: boolean;
}

/** What a row carries for Foundry's own row handling, beside the round's columns. */
export interface RowChrome {
  hidden: boolean;
  defeated: boolean;
  /** Core's `toggleHidden` and `toggleDefeated` buttons: gamemasters only. */
  canToggle: boolean;
  /** Core's `pingCombatant` button. */
  canPing: boolean;
  /** Core's `panToCombatant` button, which players get in place of the gamemaster's toggles. */
  canPan: boolean;
  /** The tracked resource's value as shown (core's `.token-resource`); null shows nothing. */
  resource: string | null;
  /** He acts now: the row is marked in words and for assistive technology, not by colour alone. */
  acting: boolean;
  /** The row's classes, the round's (`current`, `acted`, …) and core's (`hide`, `defeated`, `active`). */
  css: string;
}

/** A combatant before the fight starts: Foundry's row, no round data yet. */
export type RosterRow = RowChrome & { id: string; name: string; img: string };

/** The round's view with Foundry's row data in every row. */
export type TrackerRoundView = Omit<TrackerView, "groups"> & {
  groups: { side: string | null; labelKey: string | null; rows: (RowView & RowChrome)[] }[];
};

/** The space battle's view with Foundry's row data in every ship's row. */
export type TrackerBattleView = Omit<SpaceBattleView, "rows"> & { rows: (ShipRowView & RowChrome)[] };

/**
 * Which of core's encounter controls make sense now, by their `data-action`: those that don't are
 * taken out of core's header and footer after every render (core-controls.ts).
 */
export interface CoreControls {
  startCombat: boolean;
  endCombat: boolean;
  previousRound: boolean;
  nextRound: boolean;
  previousTurn: boolean;
  nextTurn: boolean;
  rollAll: boolean;
  rollNPC: boolean;
}

/** The tracker's render context (added to core's own, every key prefixed so none shadows one of core's). */
export interface TrackerContext {
  /** A combat is viewed. */
  swd6HasCombat: boolean;
  /** Foundry's round counter has started. */
  swd6Started: boolean;
  swd6: TrackerRoundView | null;
  swd6Battle: TrackerBattleView | null;
  /** The combatants while no round or battle exists yet. */
  swd6Roster: RosterRow[];
  swd6Mode: { chooseMode: boolean; modes: { mode: CombatMode; labelKey: string; active: boolean }[] };
  swd6Controls: CoreControls;
}

/** No control at all: no combat, or a player's view. */
const NO_CONTROLS: CoreControls = {
  startCombat: false,
  endCombat: false,
  previousRound: false,
  nextRound: false,
  previousTurn: false,
  nextTurn: false,
  rollAll: false,
  rollNPC: false,
};

/**
 * Whether a viewer sees a combatant: a gamemaster always, a player unless he is hidden.
 * @param combatant the combatant's `hidden` flag
 * @param viewer who looks
 */
export function visibleTo(combatant: { hidden: boolean }, viewer: { isGM: boolean }): boolean {
  return viewer.isGM || !combatant.hidden;
}

/**
 * The tracker's render context.
 * @param combat the viewed combat's data, or null when there is none
 * @param viewer who looks
 * @param rules the world's round settings
 * @param format formats a localization key (for the space battle's log)
 */
export function trackerContext(combat: TrackerCombat | null, viewer: TrackerViewer, rules: RoundRules, format: Formatter): TrackerContext {
  const modes = (active: CombatMode) => COMBAT_DATA_MODES.map((mode) => ({ mode, labelKey: `SWD6.SpaceBattle.Mode.${mode}`, active: mode === active }));
  if (!combat) {
    return {
      swd6HasCombat: false,
      swd6Started: false,
      swd6: null,
      swd6Battle: null,
      swd6Roster: [],
      swd6Mode: { chooseMode: false, modes: modes("segments") },
      swd6Controls: NO_CONTROLS,
    };
  }
  const seen = combat.combatants.filter((c) => visibleTo(c, viewer));
  const byId = new Map(seen.map((c) => [c.id, c]));
  const chrome = (id: string, css: string, current: boolean): RowChrome => rowChrome(byId.get(id)!, viewer, css, current);
  const started = combat.round > 0;
  const state = combat.mode === "segments" ? combat.roundState : null;
  const battle = combat.mode === "space-battle" ? combat.battleState : null;

  const round = state ? roundView(state, seen, { isGM: viewer.isGM }, rules) : null;
  // The view's rows are this call's own: each takes its chrome in place, where a copy of every row
  // would double what a render of thousands of rows allocates.
  const swd6: TrackerRoundView | null = round && {
    ...round,
    groups: round.groups
      .map((group) => ({ ...group, rows: group.rows.map((row) => Object.assign(row, chrome(row.id, row.css, row.current))) }))
      .filter((group) => group.rows.length > 0),
  };
  const ships = battle ? spaceBattleView(battle, seen, { isGM: viewer.isGM }, format) : null;
  const swd6Battle: TrackerBattleView | null = ships && {
    ...ships,
    rows: ships.rows.map((row) => ({ ...row, targets: row.targets.filter((t) => byId.has(t.id)), ...chrome(row.id, `swd6-ship ${row.css}`, row.current) })),
  };
  const roster = swd6 || swd6Battle ? [] : seen.map((c) => ({ id: c.id, name: c.name, img: c.img, ...chrome(c.id, "", false) }));

  return {
    swd6HasCombat: true,
    swd6Started: started,
    swd6,
    swd6Battle,
    swd6Roster: roster,
    swd6Mode: { chooseMode: viewer.isGM && !combat.roundState && !combat.battleState, modes: modes(combat.mode) },
    swd6Controls: viewer.isGM ? gmControls(combat, started, swd6, byId) : NO_CONTROLS,
  };
}

function rowChrome(combatant: TrackerCombatant, viewer: TrackerViewer, css: string, current: boolean): RowChrome {
  const core = [combatant.hidden ? "hide" : "", combatant.defeated ? "defeated" : "", current ? "active" : ""];
  return {
    hidden: combatant.hidden,
    defeated: combatant.defeated,
    canToggle: viewer.isGM,
    canPing: viewer.canPing && combatant.onScene,
    canPan: !viewer.isGM && combatant.onScene,
    resource: combatant.resource === null || combatant.resource === "" ? null : String(combatant.resource),
    acting: current,
    css: [css, ...core].filter(Boolean).join(" "),
  };
}

/**
 * The gamemaster's controls. A declaration round cannot step back within itself, so core's
 * "previous turn" never shows; "previous round" shows while the round before is kept; "next turn"
 * is the round's "next", "next round" ends the round; "roll NPCs" rolls the segment's NPC actions,
 * and players roll their own, so there is no "roll all". A space battle has its own "end turn" and
 * "end round" buttons, which its players use too: core's steps would stand beside them, so they go.
 */
function gmControls(combat: TrackerCombat, started: boolean, round: TrackerRoundView | null, seen: Map<string, TrackerCombatant>): CoreControls {
  const npcPending = (round?.npcRolls ?? []).some((id) => seen.get(id)?.npc);
  return {
    startCombat: !started,
    endCombat: started,
    previousRound: started && round !== null && combat.canRewind,
    nextRound: started && round !== null,
    previousTurn: false,
    nextTurn: started && round !== null && round.canNext,
    rollAll: false,
    rollNPC: started && round !== null && npcPending,
  };
}
