/**
 * Every card (the attack, healing, Force power, Dark Side, movement, space-range and combined-action
 * cards, each a ChatMessage subtype, data/message/) is the gamemaster's: the active gamemaster posts each as his own message
 * (`author` himself, `speaker` the actor it is about) and lists its id in a world setting, which only
 * gamemasters may write. A player may create chat messages of any subtype and update the ones he
 * authored (FOUNDRY-FACTS §2), and perhaps create one under another author (not confirmed publicly);
 * so a handler acts on a card only when both hold: a gamemaster authored it and its id is listed. A
 * card a player wrote, edited or built from nothing is neither.
 *
 * The same setting keeps what the gamemaster spent on a player's own roll message: the character
 * points per roll, so a roll the player edits afterwards cannot take more than the rules allow.
 */
import { SYSTEM_ID } from "../constants.ts";
import { MESSAGE_MODES, type MessageMode, applyMessageMode } from "../compat.ts";
import { createChatMessage } from "../data/document-writes.ts";
import { assertWorldSettingsWritable } from "../data/world-settings.ts";

/** The world setting listing the ids of the cards the gamemaster posted. */
export const POSTED_CARDS_SETTING = "postedCards";

/**
 * Registers the list's world setting (hidden, the gamemaster's), and the active gamemaster's hook
 * that takes a deleted message off the list at once: a message later created under its id (by a
 * player, where another author is allowed) is then no card. Call once, at `init`.
 */
export function registerPostedCards(): void {
  game.settings.register(SYSTEM_ID, POSTED_CARDS_SETTING as never, { scope: "world", config: false, type: Object, default: { ids: [] } } as never);
  Hooks.on("deleteChatMessage", (message: ChatMessage.Implementation) => {
    const id = message.id;
    if (!id || !game.users.activeGM?.isSelf) return;
    const record = postedRecord();
    if (!record.ids.includes(id) && !Object.keys(record.spent).some((key) => key.split(".")[0] === id)) return;
    void writeRecord(record, id);
  });
}

/** What the setting holds: the posted cards' ids, and the character points spent per roll (`<message id>.<roll index>`). */
interface PostedRecord {
  ids: string[];
  spent: Record<string, number>;
}

/** The record, whatever the setting holds. */
function postedRecord(): PostedRecord {
  const stored = (game.settings.get as (scope: string, key: string) => unknown)(SYSTEM_ID, POSTED_CARDS_SETTING) as { ids?: unknown; spent?: unknown } | null;
  const ids = Array.isArray(stored?.ids) ? stored.ids.filter((id): id is string => typeof id === "string") : [];
  const spent: Record<string, number> = {};
  if (stored?.spent && typeof stored.spent === "object") {
    for (const [key, count] of Object.entries(stored.spent)) if (Number.isInteger(count) && (count as number) > 0) spent[key] = count as number;
  }
  return { ids, spent };
}

/** The listed ids. */
function postedIds(): string[] {
  return postedRecord().ids;
}

/** Writes the record without the entries of messages deleted since, and of `deleted` (a message being deleted). */
async function writeRecord(record: PostedRecord, deleted?: string): Promise<void> {
  const kept = (id: string) => id !== deleted && game.messages.has(id);
  const ids = record.ids.filter(kept);
  const spent = Object.fromEntries(Object.entries(record.spent).filter(([key]) => kept(key.split(".")[0])));
  await game.settings.set(SYSTEM_ID, POSTED_CARDS_SETTING as never, { ids, spent } as never);
}

/**
 * Posts a card as the active gamemaster's own message and lists it; ids of messages deleted since
 * are dropped from the list at the same time, so it holds the chat log's cards only.
 * @param data the message's data; its `author` is replaced by this gamemaster
 * @returns the message created, or null when a hook cancelled it
 * @throws Error when this client is not the active gamemaster's (only he writes the list);
 *   WorldSettingsLockedError, before the card exists, when he may not write world settings
 */
export async function postCard(data: Record<string, unknown>): Promise<ChatMessage.Implementation | null> {
  if (!game.users.activeGM?.isSelf) throw new Error("only the active gamemaster posts a card");
  assertWorldSettingsWritable();
  const message = await createChatMessage({ ...data, author: game.user.id });
  if (!message?.id) return null;
  const record = postedRecord();
  await writeRecord({ ...record, ids: [...record.ids, message.id] });
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

/**
 * The character points the gamemaster has spent on a message's roll, by his record.
 * @param messageId the roll's message
 * @param rollIndex the roll's index in the message
 */
export function spentByRecord(messageId: string, rollIndex: number): number {
  return postedRecord().spent[`${messageId}.${rollIndex}`] ?? 0;
}

/**
 * Records the character points spent on a message's roll. The active gamemaster's alone.
 * @param messageId the roll's message
 * @param rollIndex the roll's index in the message
 * @param count the points spent on it now
 * @throws Error when this client is not the active gamemaster's
 */
export async function recordSpent(messageId: string, rollIndex: number, count: number): Promise<void> {
  if (!game.users.activeGM?.isSelf) throw new Error("only the active gamemaster records spent points");
  assertWorldSettingsWritable();
  const record = postedRecord();
  await writeRecord({ ...record, spent: { ...record.spent, [`${messageId}.${rollIndex}`]: count } });
}

/**
 * A roller's message mode as sent with a request: one of `MESSAGE_MODES`, else null (a bad request).
 * @param value the payload's `mode`
 */
export function parseMessageMode(value: unknown): MessageMode | null {
  return MESSAGE_MODES.includes(value as MessageMode) ? (value as MessageMode) : null;
}

/**
 * Sets a posted card's visibility by the roll's mode, for the roller who is not its author: the core
 * helper whispers "gm" and "blind" to the gamemasters; a "gm" roll is also the roller's to see (as his
 * own gm roll would be: its author's), a "self" roll his alone.
 * @param data the card's message data, changed in place
 * @param mode the roller's message mode
 * @param roller the user who rolled
 */
export function applyRollerMode(data: Record<string, unknown>, mode: MessageMode, roller: User.Implementation): void {
  applyMessageMode(ChatMessage.implementation as never, data, mode);
  const whisper = Array.isArray(data.whisper) ? (data.whisper as string[]) : [];
  if (mode === "self") data.whisper = [roller.id];
  else if (mode === "gm" && !whisper.includes(roller.id as string)) data.whisper = [...whisper, roller.id];
}
