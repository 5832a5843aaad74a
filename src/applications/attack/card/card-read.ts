/**
 * What every client reads of an attack card and of a click on it: the documents it names, by uuid,
 * the option that tags the card's rolls, and the shape of a click as it travels to the gamemaster.
 */
import { ATTACK_CARD_EVENTS } from "../flow/attack-card-flow.ts";
import type { AttackCardEvent } from "../flow/attack-card-flow.ts";

/** The roll option that tags a roll made from the card with its target and kind. */
export const CARD_ROLL_OPTION = "attackCard";

/** A click on the card, as the clicking client sends it. */
export interface CardRequest {
  /** The chat message's id. */
  messageId: string;
  event: AttackCardEvent;
  /** The roll the click made (react, rollDamage, resist): the roll's JSON data; none for apply and undo. */
  roll?: unknown;
}

/**
 * Whether a request received over the wire has the shape of a card click: a message id and an
 * event of a known kind for a target key. The values are checked by the handler against the card.
 */
export function isCardRequest(request: unknown): request is CardRequest {
  const r = request as CardRequest | null;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.messageId === "string" &&
    r.messageId !== "" &&
    typeof r.event === "object" &&
    r.event !== null &&
    ATTACK_CARD_EVENTS.includes(r.event.type) &&
    typeof r.event.target === "string"
  );
}
