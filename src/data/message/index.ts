/**
 * The chat card subtypes: the map from each ChatMessage subtype the system declares
 * (`system.json` `documentTypes.ChatMessage`) to its model, which `index.ts` registers in
 * `CONFIG.ChatMessage.dataModels`, and the typed ways to read a message's card (a card's creation
 * data is card-types.ts's `cardMessage`).
 */
import { AttackCardData } from "./attack-card.ts";
import { ChatCardData } from "./card-data.ts";
import { CARD_TYPES, type CardType } from "./card-types.ts";
import { ForcePowerCardData } from "./force-power-card.ts";
import { HealingCardData } from "./healing-card.ts";
import { CombinedActionCardData } from "./combined-action-card.ts";
import { DarkSideCardData, MovementCardData, NpcRollsCardData, SpaceRangeCardData } from "./view-card.ts";

export { CARD_TYPES, type CardType, cardMessage } from "./card-types.ts";

/**
 * Each card subtype's model. Declared, not inferred from `CARD_MODELS`: ChatMessage's own type reads
 * this map (data/document-types.ts), and a model's base class reads ChatMessage's type.
 */
export interface CardModels {
  attack: typeof AttackCardData;
  healing: typeof HealingCardData;
  forcePower: typeof ForcePowerCardData;
  darkSide: typeof DarkSideCardData;
  movement: typeof MovementCardData;
  spaceRange: typeof SpaceRangeCardData;
  combinedAction: typeof CombinedActionCardData;
  npcRolls: typeof NpcRollsCardData;
}

/** Every card subtype and its model. */
export const CARD_MODELS: Readonly<CardModels> = {
  attack: AttackCardData,
  healing: HealingCardData,
  forcePower: ForcePowerCardData,
  darkSide: DarkSideCardData,
  movement: MovementCardData,
  spaceRange: SpaceRangeCardData,
  combinedAction: CombinedActionCardData,
  npcRolls: NpcRollsCardData,
} satisfies Record<CardType, unknown>;

/** The model of a card subtype. */
export type CardOf<T extends CardType> = InstanceType<(typeof CARD_MODELS)[T]>;

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
