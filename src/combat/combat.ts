/**
 * The system's Combat document: no initiative, but the declaration phase and action segments of
 * round-flow.ts, whose state it keeps in its `system.round` (data/combat/combat-data.ts); or, when
 * the gamemaster chose the `space-battle` mode (`system.mode`) before the fight, Raumschlacht's space
 * battle of space-battle/battle-flow.ts in its `system.battle`. Only gamemasters write a Combat's
 * system data, so no player can set the round the gamemaster applies. It only reads, writes and
 * routes: every change is a round or battle command run by the active gamemaster.
 *
 * Foundry's round counter is set to the stored round's with every write (a player may move it in
 * between, so the system reads the stored round, never the counter), and whenever it changes the
 * change goes as core's own does (round-change.ts): the `combatRound` hook first, then the update, which moves
 * the world time by `CONFIG.time.roundTime` a round. Foundry's turn points at the combatant acting
 * now (tracker/acting-turn.ts), so core's turn marker sits on him; it is null while no one acts.
 */
import { SYSTEM_ID } from "../constants.ts";
import { updateCombat } from "../data/document-writes.ts";
import { startRound, syncMembers, woundChanged } from "./flow/round-flow.ts";
import { type RoundState, readRoundState } from "./flow/round-state.ts";
import { roundMembers, roundRules } from "./round-rules.ts";
import { submitRoundCommand } from "./round-query.ts";
import { type CombatMode, type SpaceBattleState, readBattleState, readCombatMode } from "./space-battle/battle-state.ts";
import {
  COMBAT_DATA_MODES,
  type CombatSystem,
  LEGACY_COMBAT_FLAGS,
  combatSystemOf,
  legacyCombatSystem,
  ownCombatSystem,
} from "../data/combat/combat-system.ts";
import { startBattle, syncShips } from "./space-battle/battle-flow.ts";
import { battleMembers } from "./space-battle/battle-members.ts";
import { submitBattleCommand } from "./space-battle/battle-query.ts";
import { roundChange, worldTimeDelta } from "./flow/round-change.ts";
import { battleTurnIndex, roundTurnIndex } from "./tracker/acting-turn.ts";
import { liftCombinedActions } from "../migrations/combined-actions-flag.ts";

/** The system's Combat class. */
export class SWD6Combat extends Combat {
  /**
   * Core's migration, then the combined actions an earlier version kept in a flag lifted into the
   * system data (migrations/combined-actions-flag.ts).
   * @param source the combat's stored data
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return liftCombinedActions(super.migrateData(source as never) as Record<string, unknown>);
  }

  /** The Combat's system data, typed (an older world's flags carried over). */
  get systemData(): CombatSystem {
    return combatSystemOf(this);
  }

  /** The stored round, or null before the fight starts (or when it is unreadable). */
  get roundState(): RoundState | null {
    return readRoundState(this.systemData.round);
  }

  /** The round before the current one as it stood when it ended, or null when none is kept. */
  get endedRound(): RoundState | null {
    const ended = readRoundState(this.systemData.endedRound);
    const state = this.roundState;
    return ended && state && ended.round === state.round - 1 ? ended : null;
  }

  /**
   * Stores a round: the system data, and Foundry's round counter with it. When the round moves on,
   * the one that ended is kept (one step back is possible); going back drops it. The reactions made
   * in a round are part of it (each combatant's `declaration.reactions`, with their rolls), so they
   * end with it. Only what changed is written (round-storage.ts, loaded with the first write): a
   * declaration writes its combatant's entry, `system.round.combatants.<id>`, and none of the others.
   * @param state the round to store
   */
  async writeRoundState(state: RoundState): Promise<void> {
    // The stored form's code loads with the gamemaster's first write: the startup script stays small.
    const { roundUpdate } = await import("./flow/round-storage.ts");
    const before = this.roundState;
    const stored = ownCombatSystem(this);
    const changes = roundUpdate(stored.round, state, "system.round");
    if (before && state.round === before.round + 1) Object.assign(changes, roundUpdate(stored.endedRound, before, "system.endedRound"));
    else if (before && state.round < before.round) Object.assign(changes, roundUpdate(stored.endedRound, null, "system.endedRound"));
    await this.#writeRound(state.round, roundTurnIndex(state, roundRules(), this.#turnIds()), changes);
  }

  /** How this combat runs: `"segments"` (default) or `"space-battle"` (Raumschlacht). */
  get mode(): CombatMode {
    return readCombatMode(this.systemData.mode);
  }

  /** The stored space battle, or null before it starts, in the segments mode, or when unreadable. */
  get battleState(): SpaceBattleState | null {
    return this.mode === "space-battle" ? readBattleState(this.systemData.battle) : null;
  }

  /**
   * Chooses the combat mode, before the fight starts (gamemaster only).
   * @param mode `"segments"` or `"space-battle"`
   * @throws Error with a localized message once the fight has started or for an unknown mode
   */
  async setMode(mode: CombatMode): Promise<void> {
    if (!COMBAT_DATA_MODES.includes(mode) || this.roundState || this.battleState) throw new Error(game.i18n.localize("SWD6.SpaceBattle.Error.modeLocked"));
    await updateCombat(this, { "system.mode": mode, ...this.#legacyCleared() });
  }

  /**
   * Stores a space battle: the system data, and Foundry's round counter with it.
   * @param state the battle to store
   */
  async writeBattleState(state: SpaceBattleState): Promise<void> {
    await this.#writeRound(state.round, battleTurnIndex(state, this.#turnIds()), { "system.battle": state });
  }

  /**
   * The flags an older world kept the round in, emptied: once the round is system data, they are
   * never read again (nothing when there are none).
   */
  #legacyCleared(): Record<string, null> {
    const carried = Object.keys(legacyCombatSystem(this)) as (keyof typeof LEGACY_COMBAT_FLAGS)[];
    return Object.fromEntries(carried.map((key) => [`flags.${SYSTEM_ID}.${LEGACY_COMBAT_FLAGS[key]}`, null]));
  }

  /** The ids of Foundry's turns, in order. */
  #turnIds(): string[] {
    return this.turns.map((c) => c.id ?? "");
  }

  /**
   * Writes `changes` with Foundry's round counter set to `round` and its turn to `turn`. A change of
   * round fires core's `combatRound` hook with mutable arguments before the update and moves the
   * world time with it; a listener may change the time, never the round or the turn, which stay the
   * stored round's.
   */
  async #writeRound(round: number, turn: number | null, written: Record<string, unknown>): Promise<void> {
    const changes = { ...this.#carriedOver(), ...written, ...this.#legacyCleared() };
    const change = roundChange(this.round ?? 0, round, CONFIG.time.roundTime);
    if (!change) {
      await updateCombat(this, { round, turn, ...changes });
      return;
    }
    const seconds = change.updateOptions.worldTime.delta;
    Hooks.callAll("combatRound", this, change.updateData, change.updateOptions);
    const options = { direction: change.updateOptions.direction, worldTime: { delta: worldTimeDelta(change, seconds) } };
    await updateCombat(this, { ...change.updateData, round, turn, ...changes }, options);
  }

  /**
   * What an older world's flags held, written into the system data with the first write of the round:
   * each part the system data does not hold yet (a write by path into a part it holds goes beside it).
   */
  #carriedOver(): Record<string, unknown> {
    const own: Record<string, unknown> = ownCombatSystem(this);
    const carried = Object.entries(legacyCombatSystem(this)).filter(([key]) => own[key] === null || own[key] === undefined);
    return Object.fromEntries(carried.map(([key, value]) => [`system.${key}`, value]));
  }

  /** The round (or battle) brought in line with the combatants present now (gamemaster only). */
  async syncRound(): Promise<void> {
    const battle = this.battleState;
    if (battle && game.user.isGM) {
      const synced = syncShips(battle, battleMembers(this));
      if (JSON.stringify(synced) !== JSON.stringify(battle)) await this.writeBattleState(synced);
      return;
    }
    const state = this.roundState;
    if (!state || !game.user.isGM) return;
    const synced = syncMembers(state, roundMembers(this), roundRules());
    if (JSON.stringify(synced) !== JSON.stringify(state)) await this.writeRoundState(synced);
  }

  /** Starts the fight with round 1's declaration phase. */
  override async startCombat(): Promise<this> {
    await super.startCombat();
    if (this.mode === "space-battle") {
      await this.writeBattleState(startBattle(battleMembers(this)));
      return this;
    }
    await this.writeRoundState(startRound(roundMembers(this), roundRules()));
    return this;
  }

  /** "Next" moves through the segment's order, then to the next segment, then ends the round. */
  override async nextTurn(): Promise<this> {
    const turn = { attacks: "end-turn", repair: "end-round" } as const;
    return this.#advance((battle) => (battle.phase === "initiative" ? null : turn[battle.phase]), "next");
  }

  /**
   * "Next round" ends the round now (its end-of-round rolls included) and opens the next one's
   * declaration phase; in a space battle it ends the round after the repairs.
   */
  override async nextRound(): Promise<this> {
    return this.#advance(() => "end-round", "end-round");
  }

  /**
   * Sends the space battle's command (none when `battleStep` gives null) or, in a round of action
   * segments, the round's command, each stamped with where the combat stands now.
   */
  async #advance(battleStep: (battle: SpaceBattleState) => "end-turn" | "end-round" | null, roundStep: "next" | "end-round"): Promise<this> {
    const battle = this.battleState;
    const state = this.roundState;
    const step = battle && battleStep(battle);
    if (battle && step) await submitBattleCommand(this, { type: step, round: battle.round, phase: battle.phase });
    else if (!battle && state) await submitRoundCommand(this, { type: roundStep, round: state.round, phase: state.phase, segment: state.segment });
    return this;
  }

  /**
   * "Previous round" goes back to the round before as it stood when it ended (gamemaster only), with
   * the combatants and wound levels of now: one step, and what the end of that round did to the
   * actors (a mortal wound's roll, a stun lifted) stays done.
   */
  override async previousRound(): Promise<this> {
    const ended = this.endedRound;
    if (!game.user.isGM || !ended || this.battleState) {
      ui.notifications?.warn("SWD6.Combat.Navigation.noPreviousRound", { localize: true });
      return this;
    }
    const rules = roundRules();
    const members = roundMembers(this);
    let state = syncMembers(ended, members, rules);
    for (const member of members) {
      if (state.combatants.find((c) => c.declaration.id === member.id)?.wound !== member.wound) state = woundChanged(state, member.id, member.wound, rules);
    }
    await this.writeRoundState(state);
    return this;
  }

  /** A declared round cannot step back within itself: the order of a segment comes from its rolls. */
  override async previousTurn(): Promise<this> {
    ui.notifications?.warn("SWD6.Combat.Navigation.noPreviousTurn", { localize: true });
    return this;
  }

  /** The gamemaster rolls the segment's NPC actions; there is no initiative roll (Grundregeln). */
  override async rollNPC(): Promise<this> {
    // The rolls' code loads with the first roll: the startup script stays small.
    if (this.roundState?.phase === "segments") await (await import("./segment-rolls.ts")).rollNpcActions(this);
    else ui.notifications?.info("SWD6.Combat.noInitiative", { localize: true });
    return this;
  }

  /** Players roll their own actions: "roll all" rolls what the gamemaster rolls, the NPCs'. */
  override async rollAll(): Promise<this> {
    return this.rollNPC();
  }

  /** D6 has no initiative roll (Grundregeln: "Es gibt keinen separaten Initiativewurf"). */
  override async rollInitiative(): Promise<this> {
    ui.notifications?.info("SWD6.Combat.noInitiative", { localize: true });
    return this;
  }
}
