/**
 * The healing card's HTML, rendered from the card's state with the card template.
 */
import { SYSTEM_PATH } from "../../constants.ts";
import { type HealingCardState, healingCardContext } from "./flow/healing-card-flow.ts";

/** The healing card's template. */
export const HEALING_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/healing-card.hbs`;

/**
 * The card's HTML for a state, in this client's language.
 * @param card the card
 */
export function renderHealingCardContent(card: HealingCardState): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(HEALING_CARD_TEMPLATE, healingCardContext(card) as never);
}
