/**
 * The cards of earlier versions, kept in flags on plain messages: the attack card
 * (`flags.swd6rpg.attackCard`), the healing card (`flags.swd6rpg.healingCard`) and the cards stored
 * as their view (`flags.swd6rpg.cardView`, the Force power card's points in
 * `flags.swd6rpg.forcePower`). The ChatMessage class's `migrateData` lifts such a message into its
 * card subtype as it is built, so a message already in a world renders and works as a typed card;
 * what was written to `system` since is kept over what the flags say.
 */
import { SYSTEM_ID } from "../../constants.ts";
import type { CardType } from "./card-types.ts";
import { isObject } from "../../rules/errors.ts";

type Plain = Record<string, unknown>;

/** The flags (scope `swd6rpg`) the cards of earlier versions were kept in. */
export const LEGACY_CARD_FLAGS = ["attackCard", "healingCard", "cardView", "forcePower"] as const;

/** The view kinds the view flag named, which are card subtypes of the same name. */
const VIEW_KINDS: readonly CardType[] = ["forcePower", "spaceRange", "movement", "darkSide"];

/** The subtype and data an old message's flags hold; null for a message without an old card. */
function legacyCard(flags: Plain): { type: CardType; system: Plain } | null {
  if (isObject(flags.attackCard)) return { type: "attack", system: flags.attackCard };
  if (isObject(flags.healingCard)) return { type: "healing", system: flags.healingCard };
  const view = flags.cardView;
  if (!isObject(view) || !VIEW_KINDS.includes(view.kind as CardType) || !isObject(view.context)) return null;
  const points = view.kind === "forcePower" && isObject(flags.forcePower) ? flags.forcePower : {};
  return { type: view.kind as CardType, system: { ...points, view: view.context } };
}

/**
 * A message's source with an old card lifted into its subtype; any other source as it is.
 * @param source the message's stored data (not changed)
 * @returns the source, or a copy with `type` and `system` set from the old flags
 */
export function liftLegacyCard(source: Plain): Plain {
  if (source.type !== undefined && source.type !== "base") return source;
  const flags = isObject(source.flags) ? source.flags[SYSTEM_ID] : undefined;
  const card = isObject(flags) ? legacyCard(flags) : null;
  if (!card) return source;
  const written = isObject(source.system) ? source.system : {};
  return { ...source, type: card.type, system: { ...card.system, ...written } };
}
