/**
 * Wires the combat round into Foundry: the Combat and Combatant classes, the tracker, the gamemaster
 * query, and the hooks through which the active gamemaster keeps the round in step with wounds and
 * with combatants joining or leaving.
 */
import { SWD6Combat } from "./combat.ts";
import { SWD6Combatant } from "./combatant.ts";
import { SWD6CombatTracker } from "./combat-tracker.ts";
import { reactionRetotaled, woundChanged, woundUndone } from "./flow/round-flow.ts";
import { combatantsOfActor, remainingActions, roundRules, syncKnockOuts, woundOf } from "./round-rules.ts";
import { type CombinedBonus, type ReplaceableAction, type StandingReaction, WOUND_UNDO_OPTION, provideRoundSituation } from "../dice/roll-situation.ts";
import { storedCombinedActions, writeCombinedActions } from "./combined/combined-actions-stored.ts";
import { combinedBonusSpent, heldCombinedAction } from "./flow/combined-action.ts";
import { type CombatantDeclaration, penaltyInSegmentUnder, reactionPenaltyInSegment, rolledReactions } from "../rules/actions/segments.ts";
import { type CommandOutcome, runCommand } from "./flow/round-commands.ts";
import { type RoundState, memberOf } from "./flow/round-state.ts";
import { getRuleSetting } from "../settings.ts";
import { SYSTEM_ID } from "../constants.ts";
import { onKnockOutsChanged } from "../documents/knock-out.ts";
import { worldCombats } from "../data/document-data.ts";

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
  for (const combat of worldCombats()) {
    const state = combat.roundState;
    if (!state) continue;
    let next = state;
    for (const combatant of combatantsOfActor(combat.combatants, actor)) next = (undo ? woundUndone : woundChanged)(next, combatant.id!, wound, roundRules());
    if (next !== state) await combat.writeRoundState(next);
  }
}

/** The running round (segments under way) the actor fights in, with his combatant's id. */
function roundOf(actor: Actor.Implementation): { combat: SWD6Combat; state: RoundState; id: string } | null {
  for (const combat of worldCombats()) {
    const state = combat.roundState;
    if (state?.phase !== "segments") continue;
    const combatant = combatantsOfActor(combat.combatants, actor)[0];
    if (combatant && state.combatants.some((c) => c.declaration.id === combatant.id)) return { combat, state, id: combatant.id as string };
  }
  return null;
}

/**
 * The combatant's reactions rolled this round, from the round's one record of them (made from the
 * tracker or on attack cards alike), oldest first.
 */
function standingOf(declaration: CombatantDeclaration): StandingReaction[] {
  return rolledReactions(declaration.reactions).map(({ roll }) => ({ ...roll, attack: roll.attack ?? "", full: roll.full === true }));
}

/** The combined action bonus the combatant holds this round (the gamemaster's record on the combat), or null. */
function combinedBonusOf(combat: SWD6Combat, state: RoundState, id: string): CombinedBonus | null {
  const held = heldCombinedAction(storedCombinedActions(combat), state.round, id);
  return held?.command ? { bonus: { ...held.command.bonus }, label: held.label } : null;
}

/** How a reaction on the card is made, and its roll once rolled, as the round's "react" command carries it. */
type CardReactionHow = {
  full?: boolean;
  replaces?: number;
  label?: string;
  skill?: string;
  rolled?: { kind: "dodge" | "parry"; total: number; attack: string };
};

/**
 * The round after the combatant's reaction on an attack card, as the gamemaster records it (an
 * answer to an attack already rolled, `declareReaction`'s `answering`), or the key of its refusal.
 * What the card offers is what this accepts: one rule decides both.
 */
function afterCardReaction(state: RoundState, id: string, how: CardReactionHow): CommandOutcome {
  const command = {
    type: "react",
    combatant: id,
    answering: true,
    ...(how.label ? { label: how.label } : {}),
    ...(how.skill ? { skill: how.skill } : {}),
    ...(how.full === true ? { full: true } : {}),
    ...(how.replaces === undefined ? {} : { replaces: how.replaces }),
    ...(how.rolled ? how.rolled : {}),
    round: state.round,
    phase: state.phase,
    segment: state.segment,
  };
  return runCommand(state, command, { isGM: true, owns: [] }, roundRules());
}

/** The round as rolls away from the tracker see it (dice/roll-situation.ts). */
function provideRounds(): void {
  provideRoundSituation({
    situationOf(actor) {
      const round = roundOf(actor);
      if (!round) return null;
      const { state, id } = round;
      const member = memberOf(state, id);
      const may = (how: CardReactionHow) => afterCardReaction(state, id, how).ok;
      // The actions a reaction may use up are R&E's only: the round refuses them under the 1st edition.
      const replaceable: ReplaceableAction[] = remainingActions(state, id).flatMap(({ index, label }) => (may({ replaces: index }) ? [{ index, label }] : []));
      return {
        reactionPenalty: reactionPenaltyInSegment(member.declaration, state.segment, getRuleSetting("running")),
        actionPenalty: penaltyInSegmentUnder(member.declaration, state.segment, getRuleSetting("running")),
        segment: state.segment,
        standing: standingOf(member.declaration),
        mayReact: may({}),
        drawDeclared: member.declaration.actions.some((action) => action.kind === "draw"),
        mayReactFully: may({ full: true }),
        replaceable,
        combined: combinedBonusOf(round.combat, state, id),
      };
    },
    async spendCombinedBonus(actor) {
      if (!writesRound()) return;
      const round = roundOf(actor);
      if (!round) return;
      const all = storedCombinedActions(round.combat);
      const after = combinedBonusSpent(all, round.state.round, round.id);
      if (after !== all) await writeCombinedActions(round.combat, after);
    },
    async recordReaction(actor, { kind, total, attack, ...how }) {
      if (!writesRound()) return false;
      const round = roundOf(actor);
      if (!round) return true;
      const { state } = round;
      const outcome = afterCardReaction(state, round.id, { ...how, rolled: { kind, total, attack } });
      if (!outcome.ok) {
        console.warn(`swd6rpg | the round did not record ${actor.name}'s reaction: ${outcome.error.key}`);
        return false;
      }
      await round.combat.writeRoundState(outcome.state);
      return true;
    },
    async retotalReaction(actor, attack, total) {
      if (!writesRound()) return;
      const round = roundOf(actor);
      if (!round) return;
      const next = reactionRetotaled(round.state, round.id, attack, total);
      if (next !== round.state) await round.combat.writeRoundState(next);
    },
  });
}

/** Registers the combat classes, the tracker, the query, the round's length and the hooks. Call once, at `init`. */
export function registerCombat(): void {
  CONFIG.time.roundTime = ROUND_SECONDS;
  CONFIG.Combat.documentClass = SWD6Combat;
  CONFIG.Combatant.documentClass = SWD6Combatant;
  (CONFIG.ui as unknown as Record<string, unknown>).combat = SWD6CombatTracker;
  provideRounds();
  Hooks.on("updateActor", (actor, changes, options) => void onActorUpdate(actor, changes as never, options as never));
  const sync = (combatant: Combatant.Implementation) => {
    if (writesRound()) void combatant.parent?.syncRound();
  };
  // A knock-out recorded or lifted (on the active gamemaster's client, who writes the record) moves every round.
  onKnockOutsChanged(async () => {
    if (!writesRound()) return;
    for (const combat of worldCombats()) await syncKnockOuts(combat);
  });
  Hooks.on("createCombatant", sync as never);
  Hooks.on("deleteCombatant", sync as never);
}
