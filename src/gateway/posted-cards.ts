/**
 * The cards the gamemaster acts on (attack and healing cards) are his: the active gamemaster posts
 * each as his own message (`author` himself, `speaker` the actor it is about) and lists its id in a
 * world setting, which only gamemasters may write. A player may create chat messages and update the
 * ones he authored, flags included (FOUNDRY-FACTS §2), and perhaps create one under another author
 * (not confirmed publicly); so a handler acts on a card only when both hold: a gamemaster authored it
 * and its id is listed. A card a player wrote, edited or built from nothing is neither.
 */
import { SYSTEM_ID } from "../constants.ts";
import { createChatMessage } from "../data/document-writes.ts";

/** The world setting listing the ids of the cards the gamemaster posted. */
export const POSTED_CARDS_SETTING = "postedCards";

/** Registers the list's world setting (hidden, the gamemaster's). Call once, at `init`. */
export function registerPostedCards(): void {
  game.settings.register(SYSTEM_ID, POSTED_CARDS_SETTING as never, { scope: "world", config: false, type: Object, default: { ids: [] } } as never);
}

/** The listed ids, whatever the setting holds. */
function postedIds(): string[] {
  const stored = (game.settings.get as (scope: string, key: string) => unknown)(SYSTEM_ID, POSTED_CARDS_SETTING) as { ids?: unknown } | null;
  return Array.isArray(stored?.ids) ? stored.ids.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Posts a card as the active gamemaster's own message and lists it; ids of messages deleted since
 * are dropped from the list at the same time, so it holds the chat log's cards only.
 * @param data the message's data; its `author` is replaced by this gamemaster
 * @returns the message created, or null when a hook cancelled it
 * @throws Error when this client is not the active gamemaster's (only he writes the list)
 */
export async function postCard(data: Record<string, unknown>): Promise<ChatMessage.Implementation | null> {
  if (!game.users.activeGM?.isSelf) throw new Error("only the active gamemaster posts a card");
  const message = await createChatMessage({ ...data, author: game.user.id });
  if (!message?.id) return null;
  const ids = postedIds().filter((id) => game.messages.has(id));
  await game.settings.set(SYSTEM_ID, POSTED_CARDS_SETTING as never, { ids: [...ids, message.id] } as never);
  return message;
}

/**
 * Whether a message is a card the gamemaster posted: authored by a gamemaster and listed.
 * @param message the message, or undefined for one that is gone (false)
 */
export function isPostedCard(message: ChatMessage.Implementation | undefined): boolean {
  const author = (message as unknown as { author?: { isGM?: boolean } | null } | undefined)?.author;
  return Boolean(message?.id && author?.isGM === true && postedIds().includes(message.id));
}
