/**
 * The active gamemaster's side of the healing card's Apply (flow/healing-request.ts decides): the
 * world it reads and writes, the card, the patient, the modules' hooks. Loaded when the first apply
 * reaches him.
 */
import { SYSTEM_HOOKS, callAfterHook, callPreHook } from "../../dice/pipeline/system-hooks.ts";
import { type HealingWorld, createHealingHandler } from "./flow/healing-request.ts";
import { isPostedCard } from "../../gateway/posted-cards.ts";
import { senderRights } from "../../gateway/sender-rights.ts";
import { actorAtUuid, personData, woundLevelOf } from "../../data/document-data.ts";
import { updateChatMessage, updatePaths } from "../../data/document-writes.ts";
import { healingCardOf } from "./healing-card-of.ts";

function message(id: string): ChatMessage.Implementation | undefined {
  return game.messages.get(id);
}

/** The world as this client holds it. */
const foundryWorld: HealingWorld = {
  // A card counts only as the gamemaster posted it: a message a player wrote holds none.
  card: (id) => (isPostedCard(message(id)) ? healingCardOf(message(id)) : null),
  ...senderRights,
  patient: (uuid) => {
    const actor = actorAtUuid(uuid);
    if (!actor) return null;
    return { level: woundLevelOf(actor), record: personData(actor)?.healing };
  },
  writeCard: async (id, card) => {
    const target = message(id);
    if (!target) throw new Error(`the message ${id} is gone`);
    await updateChatMessage(target, { system: { ...card, landing: null } });
  },
  writeLanding: async (id, landing) => {
    const target = message(id);
    if (!target) throw new Error(`the message ${id} is gone`);
    await updateChatMessage(target, { "system.landing": landing });
  },
  mayApplyHealing: (change) => callPreHook(SYSTEM_HOOKS.applyHealing.pre, Object.freeze({ ...change, actor: actorAtUuid(change.actor) })),
  appliedHealing: (change) => callAfterHook(SYSTEM_HOOKS.applyHealing.post, Object.freeze({ ...change, actor: actorAtUuid(change.actor) })),
  updatePatient: async (uuid, update) => {
    const actor = actorAtUuid(uuid);
    if (!actor) throw new Error(`the actor ${uuid} is gone`);
    await updatePaths(actor, update);
  },
};

/** Applies a healing card for the user the gateway established (see `createHealingHandler`). */
export const handleHealing = createHealingHandler(foundryWorld);
