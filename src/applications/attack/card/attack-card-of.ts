/**
 * The attack card a chat message holds, as its flow reads it: the `attack` subtype's data as plain
 * data, in the shapes its schema checked when it was written (data/message/attack-card.ts).
 */
import type { AttackCardMessage } from "../flow/attack-card-message.ts";
import { cardData } from "../../../data/message/index.ts";

/** The attack card a message holds, as plain data; null for any other message. */
export function cardOf(message: ChatMessage.Implementation | undefined): AttackCardMessage | null {
  return cardData(message, "attack")?.stored() ?? null;
}
