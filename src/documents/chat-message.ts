/**
 * The system's ChatMessage class: a message of an earlier version whose card was kept in flags is
 * lifted into its card subtype as it is built (`migrateData`, data/message/legacy-cards.ts), so
 * the cards already in a world still render and work.
 */
import { liftLegacyCard } from "../data/message/legacy-cards.ts";

/** A chat message of this system. */
export class SWD6ChatMessage extends ChatMessage {
  /**
   * Core's migration, then an old flag card lifted into its subtype.
   * @param source the message's stored data
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return liftLegacyCard(super.migrateData(source as never) as Record<string, unknown>);
  }
}
