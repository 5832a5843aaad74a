/**
 * The chat card subtypes: the map from each ChatMessage subtype the system declares
 * (`system.json` `documentTypes.ChatMessage`) to its model, which `index.ts` registers in
 * `CONFIG.ChatMessage.dataModels`, and the typed ways to read a message's card and make one.
 */
import { AttackCardData } from "./attack-card.ts";
import { CARD_PLACEHOLDER, ChatCardData } from "./card-data.ts";
import { DarkSideCardData } from "./dark-side-card.ts";
import { ForcePowerCardData } from "./force-power-card.ts";
import { HealingCardData } from "./healing-card.ts";
import { MovementCardData } from "./movement-card.ts";
import { SpaceRangeCardData } from "./space-range-card.ts";

/** Every card subtype and its model. */
export const CARD_MODELS = {
  attack: AttackCardData,
  healing: HealingCardData,
  forcePower: ForcePowerCardData,
  darkSide: DarkSideCardData,
  movement: MovementCardData,
  spaceRange: SpaceRangeCardData,
} as const;

/** A card subtype. */
export type CardType = keyof typeof CARD_MODELS;

/** The model of a card subtype. */
export type CardOf<T extends CardType> = InstanceType<(typeof CARD_MODELS)[T]>;

/** The card subtypes, in the map's order. */
export const CARD_TYPES = Object.keys(CARD_MODELS) as CardType[];

/** Every card's template and partials, to preload at `init`. */
export const CARD_TEMPLATES: readonly string[] = [...new Set(Object.values(CARD_MODELS).flatMap((model) => model.templates))];

/** What a message holds as far as its card goes. */
type MessageLike = { type?: string; system?: unknown } | null | undefined;

/**
 * A message's card of one subtype.
 * @param message the message, or nothing
 * @param type the subtype wanted
 * @returns its model, or null when the message is not such a card
 */
export function cardData<T extends CardType>(message: MessageLike, type: T): CardOf<T> | null {
  const system = message?.system;
  return message?.type === type && system instanceof CARD_MODELS[type] ? (system as CardOf<T>) : null;
}

/** A message's card, whatever its subtype; null for any other message. */
export function anyCardData(message: MessageLike): ChatCardData | null {
  const system = message?.system;
  return system instanceof ChatCardData && CARD_TYPES.includes(message?.type as CardType) ? system : null;
}

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
