/**
 * The attack card's click as it travels: the request kind that carries a click to the active
 * gamemaster through the gateway, and the clicking client's way of sending one. The gamemaster's
 * side (card-world.ts, card-request.ts) loads when the first click reaches him.
 */
import type { GatewayAnswer } from "../../../gateway/answer.ts";
import { defineRequestKind } from "../../../gateway/request-kind.ts";
import { sendRequest } from "../../../gateway/gateway.ts";
import { type CardRequest, isCardRequest } from "./card-read.ts";

/** The request kind of a click on the attack card. */
export const ATTACK_CARD_STEP = "attackCard.step";

/** The card's click request kind (`index.ts` registers it with every other). */
export const attackCardStepRequestKind = defineRequestKind<CardRequest>({
  name: ATTACK_CARD_STEP,
  parse: (payload) => (isCardRequest(payload) ? payload : null),
  handle: async (request, sender) => (await import("./card-world.ts")).handleCardRequest(request, sender.id as string),
});

/**
 * Sends a click to the active gamemaster through the gateway.
 * @returns the answer (never rejects)
 */
export function sendCardRequest(request: CardRequest): Promise<GatewayAnswer> {
  return sendRequest(ATTACK_CARD_STEP, request);
}
