/**
 * Every card (the attack, healing, Force power, Dark Side, movement, space-range and combined-action
 * cards, each a ChatMessage subtype, data/message/) is the gamemaster's: the active gamemaster posts each as his own message
 * (`author` himself, `speaker` the actor it is about) and lists its id in a world setting, which only
 * gamemasters may write. A player may create chat messages of any subtype and update the ones he
 * authored (FOUNDRY-FACTS §2), and perhaps create one under another author (not confirmed publicly);
 * so a handler acts on a card only when both hold: a gamemaster authored it and its id is listed. A
 * card a player wrote, edited or built from nothing is neither.
 *
 * A proof kept in the message itself would be the player's to write too where he may create a message
 * under another author, so the list stays one world setting. It is written whole: its id is listed
 * before the card is created, and each gamemaster puts back what he listed when another's write of
 * the same moment left it out.
 *
 * The same setting keeps what the gamemaster spent on a player's own roll message: the character
 * points per roll, so a roll the player edits afterwards cannot take more than the rules allow.
 */
import { SYSTEM_ID } from "../constants.ts";
import type { SettingKey } from "../settings.ts";
import { MESSAGE_MODES, type MessageMode, applyMessageMode } from "../compat.ts";
import { createChatMessage } from "../data/document-writes.ts";
import { assertWorldSettingsWritable, mayWriteWorldSettings } from "../data/world-settings.ts";

/** The world setting listing the ids of the cards the gamemaster posted (settings.ts). */
export const POSTED_CARDS_SETTING = "postedCards" satisfies SettingKey;

/**
 * What runs as the list's setting changes (its `onChange`, given at registration): each
 * gamemaster's client puts back what it listed when another gamemaster's write, made at the same
 * moment from the list as he read it, left it out.
 */
export const POSTED_CARDS_EXTRAS = { onChange: () => void restoreMine(postedRecord()) } as const;

/**
 * Registers the hook that keeps the list whole: the active gamemaster takes a deleted message off the
 * list at once (a message later created under its id, by a player where another author is allowed,
 * is then no card). Call once, at `init`.
 */
export function registerPostedCards(): void {
  Hooks.on("deleteChatMessage", (message: ChatMessage.Implementation) => {
    const id = message.id;
    if (!id) return;
    forgetMine(id);
    if (!game.users.activeGM?.isSelf) return;
    const record = postedRecord();
    if (!record.ids.includes(id) && !Object.keys(record.spent).some((key) => key.split(".")[0] === id)) return;
    void writeRecord(withoutMessage(record, id));
  });
}

/** What the setting holds: the posted cards' ids, and the character points spent per roll (`<message id>.<roll index>`). */
interface PostedRecord {
  ids: string[];
  spent: Record<string, number>;
}

/** The record as this client has it. */
function postedRecord(): PostedRecord {
  return game.settings.get(SYSTEM_ID, POSTED_CARDS_SETTING);
}

/** The listed ids. */
function postedIds(): string[] {
  return postedRecord().ids;
}

/** The record without a message's entries. */
function withoutMessage(record: PostedRecord, id: string): PostedRecord {
  return {
    ids: record.ids.filter((listed) => listed !== id),
    spent: Object.fromEntries(Object.entries(record.spent).filter(([key]) => key.split(".")[0] !== id)),
  };
}

/**
 * Writes the record without the entries of messages gone from the chat log (a log flushed deletes
 * many at once), this client's own listed ids aside: their messages may still be being created. Another
 * gamemaster's id whose message this client has not heard of yet is put back by him (`restoreMine`).
 */
async function writeRecord(record: PostedRecord): Promise<void> {
  const kept = (id: string) => mine.ids.includes(id) || game.messages.has(id);
  const ids = record.ids.filter(kept);
  const spent = Object.fromEntries(Object.entries(record.spent).filter(([key]) => kept(key.split(".")[0])));
  await game.settings.set(SYSTEM_ID, POSTED_CARDS_SETTING, { ids, spent });
}

/**
 * What this client listed, until its message is deleted: the setting is written whole, so two
 * gamemasters who each read it and wrote it back at the same moment keep only the later write, and
 * the one whose entries it lost writes them back when he hears of it (`restoreMine`).
 */
const mine: PostedRecord = { ids: [], spent: {} };

function forgetMine(id: string): void {
  Object.assign(mine, withoutMessage(mine, id));
}

/** Writes back what this client listed and the record, as just heard, lacks. */
async function restoreMine(record: PostedRecord): Promise<void> {
  if (!game.user?.isGM || !mayWriteWorldSettings()) return;
  const ids = mine.ids.filter((id) => !record.ids.includes(id));
  const spent = Object.entries(mine.spent).filter(([key, count]) => (record.spent[key] ?? 0) < count);
  if (ids.length === 0 && spent.length === 0) return;
  await writeRecord({ ids: [...record.ids, ...ids], spent: { ...record.spent, ...Object.fromEntries(spent) } });
}

/**
 * Posts a card as the active gamemaster's own message. Its id is listed first, then the message is
 * created under it: a gamemaster whose client dies in between leaves an id that names no message,
 * never a card nobody can continue. A message a hook cancels, or the server refuses, is taken off the
 * list again.
 * @param data the message's data; its `author` is replaced by this gamemaster
 * @returns the message created, or null when a hook cancelled it
 * @throws Error when this client is not the active gamemaster's (only he writes the list), or what
 *   the message's creation throws; WorldSettingsLockedError, before anything is written, when he may
 *   not write world settings
 */
export async function postCard(data: Record<string, unknown>): Promise<ChatMessage.Implementation | null> {
  if (!game.users.activeGM?.isSelf) throw new Error("only the active gamemaster posts a card");
  assertWorldSettingsWritable();
  const id = foundry.utils.randomID();
  mine.ids.push(id);
  const record = postedRecord();
  await writeRecord({ ...record, ids: [...record.ids, id] });
  let message: ChatMessage.Implementation | undefined;
  try {
    message = await createChatMessage({ ...data, _id: id, author: game.user.id }, { keepId: true });
  } finally {
    if (!message?.id) {
      forgetMine(id);
      await writeRecord(withoutMessage(postedRecord(), id));
    }
  }
  return message?.id ? message : null;
}

/**
 * Whether a message is a card the gamemaster posted: authored by a gamemaster and listed.
 * @param message the message, or undefined for one that is gone (false)
 */
export function isPostedCard(message: ChatMessage.Implementation | undefined): boolean {
  return Boolean(message?.id && message.author?.isGM === true && postedIds().includes(message.id));
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
  const key = `${messageId}.${rollIndex}`;
  mine.spent[key] = count;
  const record = postedRecord();
  await writeRecord({ ...record, spent: { ...record.spent, [key]: count } });
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
