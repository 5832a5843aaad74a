/**
 * Wires the combat round into Foundry: the Combat and Combatant classes, the tracker, the gamemaster
 * query, and the hooks through which the active gamemaster keeps the round in step with wounds and
 * with combatants joining or leaving.
 */
import { SWD6Combat } from "./combat.ts";
import { SWD6Combatant } from "./combatant.ts";
import { SWD6CombatTracker } from "./combat-tracker.ts";
import { woundChanged, woundUndone } from "./flow/round-flow.ts";
import { combatantsOfActor, remainingActions, roundRules, woundOf } from "./round-rules.ts";
import { type ReplaceableAction, type StandingReaction, WOUND_UNDO_OPTION, provideRoundSituation } from "../dice/roll-situation.ts";
import { penaltyInSegmentUnder, reactionPenaltyInSegment } from "../rules/actions/segments.ts";
import { mayReactFully } from "../rules/actions/reactions.ts";
import { woundEffects } from "../rules/damage/wounds.ts";
import { runCommand } from "./flow/round-commands.ts";
import type { RoundRules, RoundState } from "./flow/round-state.ts";
import { getRuleSetting } from "../settings.ts";
import { SYSTEM_ID } from "../constants.ts";

/** Seconds a combat round lasts: "A typical round in a scene lasts about five seconds" (R&E Rules). */
export const ROUND_SECONDS = 5;

/** Whether this client is the one that writes the round (the active gamemaster). */
function writesRound(): boolean {
  return game.user.isGM && (game.users.activeGM?.isSelf ?? true);
}

/**
 * A wound applied to an actor changes his place in every running round (loss of actions, stun); a
 * hit undone on the attack card (the update carries {@link WOUND_UNDO_OPTION}) gives back what it took.
 */
async function onActorUpdate(actor: Actor.Implementation, changes: { system?: { woundLevel?: unknown } }, options: Record<string, unknown>): Promise<void> {
  if (!writesRound() || changes.system?.woundLevel === undefined) return;
  const wound = woundOf(actor);
  const undo = (options?.[SYSTEM_ID] as Record<string, unknown> | undefined)?.[WOUND_UNDO_OPTION] === true;
  for (const combat of game.combats.contents as unknown as SWD6Combat[]) {
    const state = combat.roundState;
    if (!state) continue;
    let next = state;
    for (const combatant of combatantsOfActor(combat.combatants, actor)) next = (undo ? woundUndone : woundChanged)(next, combatant.id!, wound, roundRules());
    if (next !== state) await combat.writeRoundState(next);
  }
}

/** The running round (segments under way) the actor fights in, with his combatant's id. */
function roundOf(actor: Actor.Implementation): { combat: SWD6Combat; state: RoundState; id: string } | null {
  for (const combat of game.combats.contents as unknown as SWD6Combat[]) {
    const state = combat.roundState;
    if (state?.phase !== "segments") continue;
    const combatant = combatantsOfActor(combat.combatants, actor)[0];
    if (combatant && state.combatants.some((c) => c.declaration.id === combatant.id)) return { combat, state, id: combatant.id as string };
  }
  return null;
}

/** The combatant's reactions made on attack cards that stand in the round now. */
function standingOf(combat: SWD6Combat, state: RoundState, id: string): StandingReaction[] {
  return combat.systemData.reactions
    .filter((entry) => entry.combatant === id && entry.round === state.round)
    .map(({ kind, total, segment, attack, full }) => ({ kind, total, segment, attack, full }));
}

/** The declared actions still to come that a reaction may use up: R&E only (R&E Rules). */
function replaceableOf(state: RoundState, id: string, rules: RoundRules): ReplaceableAction[] {
  return rules.reactionMode === "replace" ? remainingActions(state, id).map(({ index, label }) => ({ index, label })) : [];
}

/** The round as rolls away from the tracker see it (dice/roll-situation.ts). */
function provideRounds(): void {
  provideRoundSituation({
    situationOf(actor) {
      const round = roundOf(actor);
      if (!round) return null;
      const { state, id } = round;
      const member = state.combatants.find((c) => c.declaration.id === id)!;
      const rules = roundRules();
      const fullMade = member.declaration.reactions.some((r) => r.full === true);
      const reacts = woundEffects(member.wound, rules.damageModel).reactionsAllowed && !fullMade;
      return {
        reactionPenalty: reactionPenaltyInSegment(member.declaration, state.segment, getRuleSetting("running")),
        actionPenalty: penaltyInSegmentUnder(member.declaration, state.segment, getRuleSetting("running")),
        segment: state.segment,
        standing: standingOf(round.combat, state, id),
        mayReact: reacts,
        mayReactFully: reacts && mayReactFully({ mode: rules.reactionMode, acted: member.rolls.length > 0, reacted: member.declaration.reactions.length > 0 }),
        replaceable: reacts ? replaceableOf(state, id, rules) : [],
      };
    },
    async recordReaction(actor, { kind, total, attack, full, replaces, label, skill }) {
      if (!writesRound()) return false;
      const round = roundOf(actor);
      if (!round) return true;
      const { state } = round;
      const command = {
        type: "react",
        combatant: round.id,
        label,
        skill,
        answering: true,
        ...(full ? { full: true } : {}),
        ...(replaces === undefined ? {} : { replaces }),
        round: state.round,
        phase: state.phase,
        segment: state.segment,
      } as const;
      const outcome = runCommand(state, command, { isGM: true, owns: [] }, roundRules());
      if (!outcome.ok) {
        console.warn(`swd6rpg | the round did not record ${actor.name}'s reaction: ${outcome.error.key}`);
        return false;
      }
      await round.combat.writeRoundState(outcome.state);
      const entry = { combatant: round.id, round: state.round, segment: state.segment, kind, total, attack, full: full === true };
      await round.combat.writeReactions([...round.combat.systemData.reactions.filter((r) => r.round === state.round), entry]);
      return true;
    },
  });
}

/** Registers the combat classes, the tracker, the query, the round's length and the hooks. Call once, at `init`. */
export function registerCombat(): void {
  CONFIG.time.roundTime = ROUND_SECONDS;
  CONFIG.Combat.documentClass = SWD6Combat as never;
  CONFIG.Combatant.documentClass = SWD6Combatant as never;
  (CONFIG.ui as unknown as Record<string, unknown>).combat = SWD6CombatTracker;
  provideRounds();
  Hooks.on("updateActor", (actor, changes, options) => void onActorUpdate(actor as Actor.Implementation, changes as never, options as never));
  const sync = (combatant: Combatant.Implementation) => {
    if (writesRound()) void (combatant.parent as unknown as SWD6Combat | null)?.syncRound();
  };
  Hooks.on("createCombatant", sync as never);
  Hooks.on("deleteCombatant", sync as never);
}
