/**
 * The combined actions as a combat stores them (its system data, data/combat/combat-data.ts) and
 * what both sides of the combined actions' requests read: the requests' shapes, the combat a request
 * names, a character's command and skill codes, and the gamemaster's write of the record.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { type GatewayAnswer, refused } from "../../gateway/answer.ts";
import { configuredCombat, itemsOfType } from "../../data/document-data.ts";
import { updateCombat } from "../../data/document-writes.ts";
import type { DieCode } from "../../rules/dice/die-code.ts";
import type { CombinedAction, CombinedDeclaration } from "../flow/combined-action.ts";
import { LEGACY_COMBINED_ACTIONS_FLAG } from "../../migrations/combined-actions-flag.ts";

/** What a client sends to declare a group's combined action. */
export interface CombinedDeclareRequest extends CombinedDeclaration {
  combat: string;
  /** The task's skill key (`blaster`), which picks who rolls the task; "" for none. */
  skill: string;
}

/** What the leader's client sends with his command roll. */
export interface CombinedCommandRequest {
  combat: string;
  /** The leader's combatant id: his group's combined action of this round. */
  leader: string;
  roll: unknown;
}

/** A refusal of a combined action, with its localization key. */
export function combinedRefusal(key: string, data?: Record<string, string>): GatewayAnswer {
  return refused("combined", key, data);
}

/** The combat a request names, as the system's class; null when it is gone. */
export function combatOf(id: string): Combat.Implementation | null {
  return configuredCombat(game.combats.get(id));
}

/** A combined action as the combat stores it: with the task's skill key ("" for none). */
export type StoredCombinedAction = CombinedAction & { skill: string };

/** The combined actions stored on a combat (its system data, which the data model checks). */
export function storedCombinedActions(combat: Combat.Implementation): StoredCombinedAction[] {
  return combat.system.combinedActions;
}

/**
 * Stores a combat's combined actions (gamemaster only), and deletes the flag an earlier version kept
 * them in (migrations/combined-actions-flag.ts lifts it as the combat is built).
 * @param combat the combat
 * @param actions every combined action of the fight
 */
export async function writeCombinedActions(combat: Combat.Implementation, actions: readonly StoredCombinedAction[]): Promise<void> {
  await updateCombat(combat, { "system.combinedActions": actions, [`flags.${SYSTEM_ID}.-=${LEGACY_COMBINED_ACTIONS_FLAG}`]: null });
}

/** A character's code for a skill key: his skill's code, else null. */
export function skillCodeOf(actor: Actor.Implementation | null | undefined, key: string): DieCode | null {
  if (!actor || !key) return null;
  const skill = itemsOfType(actor.items, "skill").find((item) => item.system.key === key);
  return skill ? actor.skillRollRequest(skill.id).code : null;
}

/** The leader's command: his command skill's code, else his Perception (R&E Rules). */
export function leaderCommandOf(actor: Actor.Implementation): DieCode {
  return skillCodeOf(actor, "command") ?? actor.attributeRollRequest("per").code;
}
