/**
 * The system's chat cards stored as their view (Force power, space range, movement, Dark Side:
 * src/data/message/card-view.ts), rendered on each client from that view in its user's language.
 * (The attack and healing cards are rendered from their state by their own wiring in src/chat.)
 */
import { SYSTEM_ID, SYSTEM_PATH } from "../../constants.ts";
import { CARD_VIEW_FLAG, type CardViewKind, readCardView } from "../../data/message/card-view.ts";

/** A message as the card views read it. */
type CardMessage = { getFlag(scope: string, key: string): unknown; isContentVisible?: boolean };
import { preloadCards, renderCardInto } from "./render-card.ts";

/** The template of each card stored as its view. */
export const CARD_VIEW_TEMPLATES: Readonly<Record<CardViewKind, string>> = {
  forcePower: `${SYSTEM_PATH}/templates/chat/force-power-card.hbs`,
  spaceRange: `${SYSTEM_PATH}/templates/chat/space-range-card.hbs`,
  movement: `${SYSTEM_PATH}/templates/chat/movement-card.hbs`,
  darkSide: `${SYSTEM_PATH}/templates/chat/dark-side-card.hbs`,
  combinedAction: `${SYSTEM_PATH}/templates/chat/combined-action-card.hbs`,
};

/**
 * Renders a message's card stored as its view, in this client's language.
 * @param message the chat message
 * @param html the message's rendered element
 * @returns whether the message holds such a card this user may see, now rendered
 */
export function renderCardView(message: CardMessage, html: HTMLElement): boolean {
  const view = readCardView(message?.getFlag(SYSTEM_ID, CARD_VIEW_FLAG));
  if (!view || message.isContentVisible === false) return false;
  return renderCardInto(html, CARD_VIEW_TEMPLATES[view.kind], view.context);
}

/**
 * Preloads the cards' templates and renders the cards in every rendered message. Call once, at
 * `init`, before the chat listeners are registered: hooks run in the order they were registered,
 * and the listeners wire the buttons of the card rendered here.
 */
export function registerCardViews(): void {
  void preloadCards(Object.values(CARD_VIEW_TEMPLATES));
  Hooks.on("renderChatMessageHTML", (message, html) => {
    renderCardView(message as unknown as CardMessage, html);
  });
}
