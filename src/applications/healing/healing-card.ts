/**
 * The Foundry side of the healing card: the Apply button on a rendered card (shown to the gamemaster
 * and to the owners of the patient and the healer), the world the apply step reads and writes, and
 * the gateway's request kind that carries a click to the active gamemaster.
 */
import { SYSTEM_HOOKS, callAfterHook, callPreHook } from "../../dice/pipeline/system-hooks.ts";
import { type HealingCardState, healingCardContext, isHealingCard } from "./flow/healing-card-flow.ts";
import { HealingCardData } from "../../data/message/healing-card.ts";
import { presentCard } from "../../data/message/card-data.ts";
import { cardData } from "../../data/message/index.ts";
import { HEALING_REQUEST, type HealingRequest, type HealingWorld, createHealingHandler, parseHealingRequest } from "./flow/healing-request.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { isPostedCard } from "../../gateway/posted-cards.ts";
import { senderRights } from "../../gateway/sender-rights.ts";
import { withButtons } from "../../gateway/request-button.ts";
import { actorAtUuid, personData, woundLevelOf } from "../../data/document-data.ts";
import { updateChatMessage, updatePaths } from "../../data/document-writes.ts";

/** The data-action of the card's Apply button. */
export const APPLY_HEALING_ACTION = "applyHealing";

function message(id: string): ChatMessage.Implementation | undefined {
  return game.messages.get(id);
}

/** A message's healing card as plain data; null for any other message. */
function healingCardOf(messageDoc: ChatMessage.Implementation | undefined): HealingCardState | null {
  const card: unknown = cardData(messageDoc, "healing")?.toObject();
  return isHealingCard(card) ? card : null;
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

const handleHealing = createHealingHandler(foundryWorld);

/**
 * Gives the healing card model its context (`healingCardContext`, in this client's language) and
 * its Apply button, for the gamemaster and the owners of the patient and the healer. Call once, at `init`.
 */
export function registerHealingCard(): void {
  presentCard(HealingCardData, {
    context: (_card, messageDoc) => healingCardContext(healingCardOf(messageDoc)!),
    wire: (_card, messageDoc, content) => {
      const card = healingCardOf(messageDoc);
      if (card) wireApply(messageDoc, card, content);
    },
  });
}

/** The Apply button: for the gamemaster and the owners of the patient and the healer, while the card is unapplied. */
function wireApply(messageDoc: ChatMessage.Implementation, card: HealingCardState, content: HTMLElement): void {
  const button = content.querySelector<HTMLButtonElement>(`button[data-action="${APPLY_HEALING_ACTION}"]`);
  if (!button) return;
  const user = game.user;
  const owns = (uuid: string) => Boolean(actorAtUuid(uuid)?.testUserPermission(user, "OWNER"));
  if (card.applied || !(user.isGM || owns(card.patient) || owns(card.healer))) {
    button.remove();
    return;
  }
  button.addEventListener("click", async (event) => {
    event.preventDefault();
    await withButtons([button], () => sendRequest(HEALING_REQUEST, { messageId: messageDoc.id ?? "" } satisfies HealingRequest), { keepDisabled: true });
  });
}

/** The apply's request kind (`index.ts` registers it with every other). */
export const healingApplyRequestKind = defineRequestKind<HealingRequest>({
  name: HEALING_REQUEST,
  parse: parseHealingRequest,
  handle: (request, sender) => handleHealing(request, sender.id as string),
});
