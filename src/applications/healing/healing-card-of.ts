/**
 * The healing card a chat message holds, as the flow reads it: the `healing` subtype's data as plain
 * data, checked by the flow's own test of a card.
 */
import { type HealingCardState, isHealingCard } from "./flow/healing-card-flow.ts";
import { cardData } from "../../data/message/index.ts";

/** A message's healing card as plain data; null for any other message. */
export function healingCardOf(messageDoc: ChatMessage.Implementation | undefined): HealingCardState | null {
  const card: unknown = cardData(messageDoc, "healing")?.toObject();
  return isHealingCard(card) ? card : null;
}
