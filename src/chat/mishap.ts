/**
 * Settling a mishap the gamemaster decides per roll (world setting "ask"): the roll's faces are scored
 * again with the chosen handling and the chat message is updated once. The setting gives the choice
 * to the gamemaster alone, so only a gamemaster's client shows the choices; the settling itself runs
 * on the active gamemaster's client through the gateway (request kind `mishap.settle`), so two
 * gamemasters clicking at once settle it once.
 */
import { SYSTEM_ID } from "../constants.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { MISHAPS, type Mishap } from "../rules/dice/roll.ts";
import { type GatewayAnswer, done, refused } from "../gateway/answer.ts";
import { defineRequestKind } from "../gateway/request-kind.ts";
import { sendRequest } from "../gateway/gateway.ts";
import { systemFlag, updateChatMessage } from "../data/document-writes.ts";

/** The message flag that records how the mishap was settled; its presence closes the question. */
export const MISHAP_FLAG = "mishap";

/** The request kind of a mishap settled. */
export const MISHAP_REQUEST = "mishap.settle";

/** What the gamemaster's client sends. */
interface MishapRequest {
  messageId: string;
  mishap: Mishap;
}

/** The index of the message's roll whose mishap is still open, or -1. */
function pendingRollIndex(message: ChatMessage.Implementation): number {
  if (systemFlag(message, MISHAP_FLAG) !== undefined) return -1;
  return message.rolls.findIndex((roll) => roll instanceof D6Roll && roll.mishapPending);
}

/** Whether the message holds a roll whose mishap the gamemaster has yet to settle. */
export function hasPendingMishap(message: ChatMessage.Implementation): boolean {
  return pendingRollIndex(message) >= 0;
}

/**
 * Settles a pending mishap on the active gamemaster's client: scores the same faces with the
 * chosen handling and updates the message's roll and flag in one update.
 * @returns done, or refused: not a gamemaster, or the mishap is settled already
 */
async function settle(request: MishapRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  if (!sender.isGM) return refused("permission", "SWD6.Roll.mishapRefused.permission");
  const message = game.messages.get(request.messageId);
  const index = message ? pendingRollIndex(message) : -1;
  if (!message || index < 0) return refused("settled", "SWD6.Roll.mishapRefused.settled");
  const rolls = message.rolls.map((roll, i) => JSON.stringify(i === index ? (roll as D6Roll).withMishap(request.mishap) : roll));
  await updateChatMessage(message, { rolls, flags: { [SYSTEM_ID]: { [MISHAP_FLAG]: request.mishap } } });
  return done();
}

function parseMishapRequest(payload: unknown): MishapRequest | null {
  const { messageId, mishap } = (payload ?? {}) as Partial<MishapRequest>;
  return typeof messageId === "string" && messageId !== "" && MISHAPS.includes(mishap as Mishap) ? { messageId, mishap: mishap as Mishap } : null;
}

/**
 * Asks the active gamemaster to settle a message's pending mishap with `mishap`.
 * @returns the answer (never rejects)
 */
export function settleMishap(message: ChatMessage.Implementation, mishap: Mishap): Promise<GatewayAnswer> {
  return sendRequest(MISHAP_REQUEST, { messageId: message.id ?? "", mishap } satisfies MishapRequest);
}

/** The mishap's request kind (`index.ts` registers it with every other). */
export const mishapRequestKind = defineRequestKind<MishapRequest>({ name: MISHAP_REQUEST, parse: parseMishapRequest, handle: settle });
