/**
 * The world settings the combat round follows, read once per use from the settings module, and the
 * combatants as the round's members (side, wound level), and which of them an actor's wound concerns.
 */
import { getRuleSetting } from "../settings.ts";
import { type WoundLevel } from "../rules/damage/damage.ts";
import type { RoundMember, RoundRules } from "./flow/round-state.ts";
import { woundLevelOf } from "../data/document-data.ts";
import { isKnockedOut } from "../documents/knock-out.ts";

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
