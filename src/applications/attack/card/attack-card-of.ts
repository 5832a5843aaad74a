/**
 * The attack card a chat message holds, as its flow reads it: the `attack` subtype's data as plain
 * data. The card's model checked the state's outline when it was written (data/message/attack-card.ts);
 * the flow reads the rest.
 */
import type { AttackCardMessage } from "../flow/attack-card-message.ts";
import { cardData } from "../../../data/message/index.ts";

/** The attack card a message holds, as plain data; null for any other message. */
export function cardOf(message: ChatMessage.Implementation | undefined): AttackCardMessage | null {
  const card = cardData(message, "attack");
  return card ? (card.toObject() as unknown as AttackCardMessage) : null;
}
