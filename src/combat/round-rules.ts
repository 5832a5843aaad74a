/**
 * The world settings the combat round follows, read once per use from the settings module, and the
 * combatants as the round's members (side, wound level), and which of them an actor's wound concerns.
 */
import { getRuleSetting } from "../settings.ts";
import { type WoundLevel } from "../rules/damage/damage.ts";
import type { RoundMember, RoundRules, RoundState } from "./flow/round-state.ts";
import { planSegments } from "../rules/actions/segments.ts";
import { woundLevelOf } from "../data/document-data.ts";

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
    side: sideOfDisposition((c.token as { disposition?: number } | null)?.disposition ?? (c.hasPlayerOwner ? 1 : -1)),
    wound: woundOf(c.actor),
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
    return action?.status === "declared" ? [{ index: action.index, segment: plan.segment, label: action.label ?? game.i18n.localize(`SWD6.Combat.Kind.${action.kind}`) }] : [];
  });
}
