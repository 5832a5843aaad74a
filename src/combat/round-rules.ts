/**
 * The world settings the combat round follows, read once per use from the settings module, and the
 * combatants as the round's members (side, wound level, a stun knock-out), and which of them an
 * actor's wound concerns.
 */
import { getRuleSetting } from "../settings.ts";
import { type WoundLevel } from "../rules/damage/damage.ts";
import type { RoundMember, RoundRules, RoundState } from "./flow/round-state.ts";
import { planSegments } from "../rules/actions/segments.ts";
import { woundLevelOf } from "../data/document-data.ts";
import { isKnockedOut } from "../documents/knock-out.ts";
import { knockedOutChanged } from "./flow/round-flow.ts";

/** The round's rules from the world settings. */
export function roundRules(): RoundRules {
  return {
    reactionMode: getRuleSetting("reactionMode"),
    tie: getRuleSetting("segmentTie"),
    initiative: getRuleSetting("initiative"),
    declarations: getRuleSetting("declarations"),
    damageModel: getRuleSetting("damageModel"),
    running: getRuleSetting("running"),
  };
}

/** A token disposition's side name: the side initiative groups (R&E Rules). */
export function sideOfDisposition(disposition: number | undefined): string {
  if (disposition === 1) return "friendly";
  if (disposition === 0) return "neutral";
  return "hostile";
}

/** A combatant's wound level, `"none"` when the actor has none or an unknown one. */
export function woundOf(actor: Actor.Implementation | null | undefined): WoundLevel {
  return woundLevelOf(actor);
}

/** The Combat's combatants as members of the round, in the tracker's order. */
export function roundMembers(combat: Combat.Implementation): RoundMember[] {
  return combat.turns.map((c) => ({
    id: c.id!,
    side: sideOfDisposition(c.token?.disposition ?? (c.hasPlayerOwner ? 1 : -1)),
    wound: woundOf(c.actor),
    ...(isKnockedOut(c.actor) ? { knockedOut: true } : {}),
  }));
}

/**
 * The combatants whose actor is `actor`. The tokens of one unlinked actor (the stormtroopers of a
 * squad) each carry their own synthetic actor, which shares the world actor's id but not its uuid
 * (foundryvtt.com/article/v11-actor-delta), so a combatant is matched by his actor's uuid: a wound on
 * one stormtrooper stuns that one only, and a linked token's combatant still follows his world actor.
 * @param combatants the combat's combatants
 * @param actor the actor that changed (a world actor, or the synthetic actor of an unlinked token)
 */
export function combatantsOfActor<C extends { actor: { uuid: string } | null | undefined }>(combatants: Iterable<C>, actor: { uuid: string }): C[] {
  return [...combatants].filter((combatant) => combatant.actor?.uuid === actor.uuid);
}

/** A declared action still to come that a reaction may use up (R&E Rules), with its segment and label. */
export interface RemainingAction {
  index: number;
  segment: number;
  label: string;
}

/**
 * The combatant's declared actions still to come, this segment's or later ones', that a reaction
 * could use up (R&E Rules: "use up any remaining actions for a reaction"): the tracker's reaction
 * dialog and the attack card offer the same ones.
 * @param state the round, in its segments
 * @param id the combatant's id
 */
export function remainingActions(state: RoundState, id: string): RemainingAction[] {
  const plans = planSegments(state.combatants.map((c) => c.declaration));
  return plans.slice(Math.max(0, state.segment - 1)).flatMap((plan) => {
    const action = plan.entries.find((e) => e.id === id)?.action;
    return action?.status === "declared"
      ? [{ index: action.index, segment: plan.segment, label: action.label ?? game.i18n.localize(`SWD6.Combat.Kind.${action.kind}`) }]
      : [];
  });
}

/** A combat as far as its knock-outs are synced. */
interface KnockOutCombat {
  roundState: RoundState | null;
  combatants: Iterable<{ id: string | null; actor: { uuid: string } | null }>;
  writeRoundState(state: RoundState): Promise<void>;
}

/**
 * Brings a combat's round in line with the gamemaster's record of stun knock-outs
 * (documents/knock-out.ts, `knockedOutChanged`): each combatant knocked out now is out, each whose
 * knock-out ended acts again; nothing is written when nothing changes. Gamemaster only: after the
 * record changed, and when a round begins (the game time moves with it, so knock-outs whose minutes
 * are up end).
 * @param combat the combat (one without a round of action segments is left alone)
 */
export async function syncKnockOuts(combat: KnockOutCombat): Promise<void> {
  const state = combat.roundState;
  if (!state) return;
  const rules = roundRules();
  let next = state;
  for (const combatant of combat.combatants) {
    if (typeof combatant.id !== "string" || !state.combatants.some((c) => c.declaration.id === combatant.id)) continue;
    next = knockedOutChanged(next, combatant.id, isKnockedOut(combatant.actor), rules);
  }
  if (next !== state) await combat.writeRoundState(next);
}
