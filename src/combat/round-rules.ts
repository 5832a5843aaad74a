/**
 * The world settings the combat round follows, read once per use from the settings module, and the
 * combatants as the round's members (side, wound level, a stun knock-out), and which of them an
 * actor's wound concerns.
 */
import { getRuleSetting } from "../settings.ts";
import { type WoundLevel } from "../rules/damage/damage.ts";
import type { RoundMember, RoundRules } from "./flow/round-state.ts";
import { woundLevelOf } from "../data/document-data.ts";
import { isKnockedOut } from "../documents/knock-out.ts";
import { knockedOutChanged } from "./flow/round-flow.ts";
import type { RoundState } from "./flow/round-state.ts";

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
