/**
 * A chat card stored as its view, not as HTML: the Force power, space range, movement and Dark Side
 * cards keep the template's context (names, numbers and localization keys, no words of any
 * language) in `flags.swd6rpg.cardView`, and store a placeholder as the message's `content`. Each
 * client renders the card from that context in its user's language (src/applications/chat-cards).
 */
import { SYSTEM_ID } from "../../constants.ts";

/** The message flag that holds a card's view. */
export const CARD_VIEW_FLAG = "cardView";

/** The cards stored as their view. */
export const CARD_VIEW_KINDS = ["forcePower", "spaceRange", "movement", "darkSide", "combinedAction"] as const;

/** One of the cards stored as their view. */
export type CardViewKind = (typeof CARD_VIEW_KINDS)[number];

/** What the flag holds: which card, and its template's context. */
export interface CardView {
  kind: CardViewKind;
  context: Record<string, unknown>;
}

/** The `content` stored in a message whose card is rendered on each client: no words, in no language. */
export const CARD_PLACEHOLDER = '<div class="swd6rpg" data-card-view=""></div>';

/**
 * A card's message data: the placeholder content and the view flag, to merge into the message's
 * creation data (`flags.swd6rpg` may hold the card's other flags beside it).
 * @param kind which card
 * @param context the card's template context; it must be plain data (it is saved in the message)
 * @throws TypeError for an unknown kind or a context that is not an object
 */
export function cardViewData(kind: CardViewKind, context: object): { content: string; flags: { [SYSTEM_ID]: { [CARD_VIEW_FLAG]: CardView } } } {
  if (!CARD_VIEW_KINDS.includes(kind)) throw new TypeError(`cardViewData: unknown card ${String(kind)}`);
  if (!context || typeof context !== "object" || Array.isArray(context)) throw new TypeError("cardViewData: the context must be an object");
  return { content: CARD_PLACEHOLDER, flags: { [SYSTEM_ID]: { [CARD_VIEW_FLAG]: { kind, context: { ...context } as Record<string, unknown> } } } };
}

/** A flag's value read as a card view; null for anything else (the flag is data anyone with the message may have written). */
export function readCardView(value: unknown): CardView | null {
  const view = value as CardView | null;
  if (!view || typeof view !== "object" || !CARD_VIEW_KINDS.includes(view.kind)) return null;
  if (!view.context || typeof view.context !== "object" || Array.isArray(view.context)) return null;
  return view;
}
