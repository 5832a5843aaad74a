/**
 * The stored migration of the chat cards of earlier versions: a message that still keeps its card
 * in the system's flags (`LEGACY_CARD_FLAGS`) is written as its ChatMessage subtype, as a card is
 * posted now: its `type`, its `system` lifted from the flags (`liftLegacyCard`, which the message
 * class also runs as a message is built), the card placeholder as its content, and its flags without
 * the old card. Pure: the gamemaster's run (migrate-world.ts) reads the sources and writes the
 * updates.
 */
import { SYSTEM_ID } from "../constants.ts";
import { CARD_PLACEHOLDER } from "../data/message/card-types.ts";
import { LEGACY_CARD_FLAGS, liftLegacyCard } from "../data/message/legacy-cards.ts";
import { isObject } from "../rules/errors.ts";
import type { DocumentSource, SourceUpdate } from "./document-source.ts";

const OLD_FLAGS: readonly string[] = LEGACY_CARD_FLAGS;

/**
 * The update that stores a message's old card in its subtype form, written whole: `type`, `system`,
 * `content` and `flags` replace the stored values (Foundry changes a document's type only with its
 * `system` replaced in the same update, foundryvtt#11951: the run writes it with `recursive: false`).
 * The system's other flags and every other scope's are kept.
 * @param source the message's source, as stored or as its class lifted it in memory
 * @returns the update, or an empty one for a message that holds no old card (or one no subtype takes)
 */
export function legacyCardUpdate(source: DocumentSource): SourceUpdate {
  const flags = isObject(source.flags) ? source.flags : {};
  const scope = isObject(flags[SYSTEM_ID]) ? flags[SYSTEM_ID] : {};
  if (!OLD_FLAGS.some((key) => key in scope)) return {};
  const lifted = liftLegacyCard(source);
  if (typeof lifted.type !== "string" || lifted.type === "base") return {};
  const kept = Object.fromEntries(Object.entries(scope).filter(([key]) => !OLD_FLAGS.includes(key)));
  return { type: lifted.type, system: lifted.system, content: CARD_PLACEHOLDER, flags: { ...flags, [SYSTEM_ID]: kept } };
}
