/**
 * The Foundry side of the healing card: the Apply button on a rendered card (shown to the gamemaster
 * and to the owners of the patient and the healer), and the gateway's request kind that carries a
 * click to the active gamemaster (whose side, healing-world.ts, loads when the first click reaches him).
 */
import { HEALING_REQUEST, type HealingCardState, type HealingRequest, healingCardContext, parseHealingRequest } from "./flow/healing-card-flow.ts";
import { HealingCardData } from "../../data/message/healing-card.ts";
import { presentCard } from "../../data/message/card-data.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { withButtons } from "../../gateway/request-button.ts";
import { actorAtUuid } from "../../data/document-data.ts";
import { healingCardOf } from "./healing-card-of.ts";

/** The data-action of the card's Apply button. */
export const APPLY_HEALING_ACTION = "applyHealing";

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
  handle: async (request, sender) => (await import("./healing-world.ts")).handleHealing(request, sender.id as string),
});
