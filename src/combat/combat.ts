/**
 * The system's Combat document: no initiative, but the declaration phase and action segments of
 * round-flow.ts, whose state it keeps in its `swd6rpg.round` flag; or, when the gamemaster chose the
 * `space-battle` mode (flag `swd6rpg.mode`) before the fight, seed 003's space battle of
 * space-battle/battle-flow.ts in its `swd6rpg.spaceBattle` flag. It only reads, writes and routes:
 * every change is a round or battle command run by the active gamemaster.
 */
import { SYSTEM_ID } from "../constants.ts";
import { startRound, syncMembers } from "./flow/round-flow.ts";
import { ROUND_FLAG, type RoundState, readRoundState } from "./flow/round-state.ts";
import { roundMembers, roundRules } from "./round-rules.ts";
import { submitRoundCommand } from "./round-query.ts";
import { BATTLE_FLAG, type CombatMode, COMBAT_MODES, MODE_FLAG, type SpaceBattleState, readBattleState, readCombatMode } from "./space-battle/battle-state.ts";
import { startBattle, syncShips } from "./space-battle/battle-flow.ts";
import { battleMembers } from "./battle-members.ts";
import { submitBattleCommand } from "./battle-query.ts";

/** The system's Combat class. */
export class SWD6Combat extends Combat {
  /** The stored round, or null before the fight starts (or when the flag is unreadable). */
  get roundState(): RoundState | null {
    return readRoundState(this.getFlag(SYSTEM_ID as never, ROUND_FLAG as never));
  }

  /**
   * Stores a round: the flag, and Foundry's own round counter with it.
   * @param state the round to store
   */
  async writeRoundState(state: RoundState): Promise<void> {
    await this.update({ round: state.round, turn: 0, [`flags.${SYSTEM_ID}.${ROUND_FLAG}`]: state } as never);
  }

  /** How this combat runs: `"segments"` (default) or `"space-battle"` (seed 003). */
  get mode(): CombatMode {
    return readCombatMode(this.getFlag(SYSTEM_ID as never, MODE_FLAG as never));
  }

  /** The stored space battle, or null before it starts, in the segments mode, or when unreadable. */
  get battleState(): SpaceBattleState | null {
    return this.mode === "space-battle" ? readBattleState(this.getFlag(SYSTEM_ID as never, BATTLE_FLAG as never)) : null;
  }

  /**
   * Chooses the combat mode, before the fight starts (gamemaster only).
   * @param mode `"segments"` or `"space-battle"`
   * @throws Error with a localized message once the fight has started or for an unknown mode
   */
  async setMode(mode: CombatMode): Promise<void> {
    if (!COMBAT_MODES.includes(mode) || this.roundState || this.battleState) throw new Error(game.i18n.localize("SWD6.SpaceBattle.Error.modeLocked"));
    await this.setFlag(SYSTEM_ID as never, MODE_FLAG as never, mode as never);
  }

  /**
   * Stores a space battle: the flag, and Foundry's own round counter with it.
   * @param state the battle to store
   */
  async writeBattleState(state: SpaceBattleState): Promise<void> {
    await this.update({ round: state.round, turn: 0, [`flags.${SYSTEM_ID}.${BATTLE_FLAG}`]: state } as never);
  }

  /** The round (or battle) brought in line with the combatants present now (gamemaster only). */
  async syncRound(): Promise<void> {
    const battle = this.battleState;
    if (battle && game.user.isGM) {
      const synced = syncShips(battle, battleMembers(this as never));
      if (JSON.stringify(synced) !== JSON.stringify(battle)) await this.writeBattleState(synced);
      return;
    }
    const state = this.roundState;
    if (!state || !game.user.isGM) return;
    const synced = syncMembers(state, roundMembers(this as never), roundRules());
    if (JSON.stringify(synced) !== JSON.stringify(state)) await this.writeRoundState(synced);
  }

  /** Starts the fight with round 1's declaration phase. */
  override async startCombat(): Promise<this> {
    await super.startCombat();
    if (this.mode === "space-battle") {
      await this.writeBattleState(startBattle(battleMembers(this as never)));
      return this;
    }
    await this.writeRoundState(startRound(roundMembers(this as never), roundRules()));
    return this;
  }

  /** "Next" moves through the segment's order, then to the next segment, then ends the round. */
  override async nextTurn(): Promise<this> {
    const battle = this.battleState;
    if (battle) {
      if (battle.phase === "attacks") await submitBattleCommand(this, { type: "end-turn", round: battle.round, phase: battle.phase });
      if (battle.phase === "repair") await submitBattleCommand(this, { type: "end-round", round: battle.round, phase: battle.phase });
      return this;
    }
    const state = this.roundState;
    if (state) await submitRoundCommand(this, { type: "next", round: state.round, phase: state.phase, segment: state.segment });
    return this;
  }

  /** Foundry's "next round" runs "next" too: a round ends only through its segments. */
  override async nextRound(): Promise<this> {
    return this.nextTurn();
  }

  /** D6 has no initiative roll (seed 000: "Es gibt keinen separaten Initiativewurf"). */
  override async rollInitiative(): Promise<this> {
    ui.notifications?.info("SWD6.Combat.noInitiative", { localize: true });
    return this;
  }
}
