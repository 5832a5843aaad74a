/**
 * Settling a mishap the gamemaster decides per roll (world setting "ask"): the roll's faces are scored
 * again with the chosen handling and the chat message is updated once. A gamemaster settles it
 * directly; the message's author asks the active gamemaster through a query, which checks the request.
 */
import { SYSTEM_ID } from "../constants.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import type { Mishap } from "../rules/roll.ts";
import { type MishapRequest, readMishapRequest } from "./mishap-request.ts";

/** The query a player's client sends to the active gamemaster. */
export const MISHAP_QUERY = `${SYSTEM_ID}.resolveMishap`;

/** The message flag that records how the mishap was settled; its presence closes the question. */
export const MISHAP_FLAG = "mishap";

/** Messages being updated on this client, so a quick second click cannot settle a mishap twice. */
const settling = new Set<string>();

/** The index of the message's roll whose mishap is still open, or -1. */
function pendingRollIndex(message: ChatMessage.Implementation): number {
  if (message.getFlag(SYSTEM_ID as never, MISHAP_FLAG as never) !== undefined) return -1;
  return message.rolls.findIndex((roll) => roll instanceof D6Roll && roll.mishapPending);
}

/** Whether the message holds a roll whose mishap the gamemaster has yet to settle. */
export function hasPendingMishap(message: ChatMessage.Implementation): boolean {
  return pendingRollIndex(message) >= 0;
}

/** Whether the current user may settle the message's mishap: a gamemaster, or the message's author. */
export function canSettleMishap(message: ChatMessage.Implementation): boolean {
  return game.user.isGM || message.isAuthor;
}

/**
 * Settles a pending mishap on the gamemaster's client: scores the same faces with `mishap` and
 * updates the message's roll and flag in one update. Does nothing when the mishap is already settled.
 *
 * @returns whether the message was updated
 * @throws Error when called by a user who is not a gamemaster
 */
export async function settleMishap(message: ChatMessage.Implementation, mishap: Mishap): Promise<boolean> {
  if (!game.user.isGM) throw new Error("Only a gamemaster can settle a mishap");
  const id = message.id ?? "";
  const index = pendingRollIndex(message);
  if (index < 0 || settling.has(id)) return false;
  settling.add(id);
  try {
    const rolls = message.rolls.map((roll, i) => JSON.stringify(i === index ? (roll as D6Roll).withMishap(mishap) : roll));
    await message.update({ rolls, flags: { [SYSTEM_ID]: { [MISHAP_FLAG]: mishap } } } as never);
    return true;
  } finally {
    settling.delete(id);
  }
}

/**
 * What the gamemaster's client does with a player's request: settles it when the payload is a valid
 * request from the author of a message with a pending mishap, else refuses.
 *
 * @param data the query's payload, of unknown shape
 * @returns whether the message was updated
 */
export async function handleMishapQuery(data: unknown): Promise<boolean> {
  const request: MishapRequest | null = readMishapRequest(data);
  if (!request || !game.user.isGM) return false;
  const message = game.messages.get(request.messageId);
  if (!message || message.author?.id !== request.userId) return false;
  return settleMishap(message, request.mishap);
}

/**
 * Settles the message's mishap as the current user may: a gamemaster directly, the message's author
 * through the active gamemaster. Warns when no gamemaster is there to ask.
 *
 * @returns whether the message was updated
 */
export async function requestMishap(message: ChatMessage.Implementation, mishap: Mishap): Promise<boolean> {
  if (game.user.isGM) return settleMishap(message, mishap);
  if (!message.isAuthor) return false;
  const gm = game.users.activeGM;
  if (!gm) {
    ui.notifications?.warn("SWD6.Chat.noGamemaster", { localize: true });
    return false;
  }
  const request: MishapRequest = { messageId: message.id ?? "", mishap, userId: game.user.id ?? "" };
  return Boolean(await gm.query(MISHAP_QUERY as never, request as never));
}
