/**
 * The system's ChatMessage class: a message of an earlier version whose card was kept in flags is
 * lifted into its card subtype as it is built (`migrateData`, data/message/legacy-cards.ts), so
 * the cards already in a world still render and work; and a message's element is finished by the
 * system before the chat log shows it (`renderHTML`, awaited: its card rendered from its data in this
 * client's language, its buttons wired), as dnd5e's ChatMessage5e does.
 */
import { liftLegacyCard } from "../data/message/legacy-cards.ts";

/**
 * What finishes a message's element once core has rendered it; the chat layer sets it at `init`
 * (chat/register-chat.ts), the documents layer knowing no card.
 */
export const messageRendering: { finish: ((message: ChatMessage.Implementation, html: HTMLElement) => Promise<void>) | null } = { finish: null };

/** A chat message of this system. */
export class SWD6ChatMessage extends ChatMessage {
  /**
   * Core's migration, then an old flag card lifted into its subtype.
   * @param source the message's stored data
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return liftLegacyCard(super.migrateData(source as never) as Record<string, unknown>);
  }

  /**
   * Core's element of the message, then the system's card and buttons in it (`messageRendering`),
   * awaited before the chat log shows it.
   */
  override async renderHTML(...args: Parameters<ChatMessage["renderHTML"]>): Promise<HTMLElement> {
    const html = await super.renderHTML(...args);
    await messageRendering.finish?.(this, html);
    return html;
  }
}
