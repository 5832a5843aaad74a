/**
 * The chat card subtypes by name, and a card's creation data: plain data, so a module that posts a
 * card needs none of the models (index.ts maps each subtype to its model).
 */

/** Every card subtype, in the order `CARD_MODELS` lists their models. */
export const CARD_TYPES = ["attack", "healing", "forcePower", "darkSide", "movement", "spaceRange", "combinedAction", "npcRolls"] as const;

/** A card subtype. */
export type CardType = (typeof CARD_TYPES)[number];

/**
 * The `content` stored with a card: no words, in no language. Each client renders the card from its
 * data in its user's language (`ChatCardData#renderInto`).
 */
export const CARD_PLACEHOLDER = '<div class="swd6rpg" data-card-view=""></div>';

/**
 * A card's creation data: its subtype, its data and the placeholder content.
 * @param type the card's subtype
 * @param system its data (the model cleans and checks it when the message is created)
 * @throws TypeError for an unknown subtype or data that is not an object
 */
export function cardMessage<T extends CardType>(type: T, system: object): { type: T; system: Record<string, unknown>; content: string } {
  if (!CARD_TYPES.includes(type)) throw new TypeError(`cardMessage: unknown card ${String(type)}`);
  if (!system || typeof system !== "object" || Array.isArray(system)) throw new TypeError("cardMessage: the card's data must be an object");
  return { type, system: { ...system } as Record<string, unknown>, content: CARD_PLACEHOLDER };
}
