/**
 * Posting an attack card through the gateway (request kind `attack.post`). The attacker's client
 * rolls the attack and sends the roll with the documents it was made with (attacker, weapon, target
 * tokens) and the dialog's fields; the active gamemaster (attack-post.ts, loaded with the first
 * attack he posts) gathers the setup again from those documents (attack-gather.ts), plans the attack with the rules, checks that the roll is an
 * evaluated D6 roll of exactly the planned code, not sent before (`takeRoll`), builds the card's
 * state from that roll's total, and posts the card as his own message (`postCard`). No number on the
 * card comes from the client but the dice. Whether a Force point doubles the attack is his record's
 * (one spent this round) or a point the attacker asked to spend with it, which he takes off the sheet
 * once the card exists.
 */
import type { GatewayAnswer } from "../../gateway/answer.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { parseMessageMode } from "../../gateway/posted-cards.ts";
import type { AttackForm } from "./flow/attack-dialog-view.ts";
import { ATTACK_POST_REQUEST, type AttackPostRequest } from "./flow/attack-post-request.ts";

export type { AttackPostRequest };

/** The payload, checked for shape. */
function parseAttackPost(payload: unknown): AttackPostRequest | null {
  const p = (payload ?? {}) as Partial<AttackPostRequest>;
  if (typeof p.attacker !== "string" || typeof p.weapon !== "string" || !Array.isArray(p.targets) || p.targets.length === 0) return null;
  if (!p.targets.every((uuid) => typeof uuid === "string")) return null;
  const form = p.form as Partial<AttackForm> | undefined;
  if (typeof form !== "object" || form === null || !Array.isArray(form.targets) || form.targets.length !== p.targets.length) return null;
  if (!parseMessageMode(form.mode) || p.roll === undefined) return null;
  return { attacker: p.attacker, weapon: p.weapon, targets: p.targets, form: form as AttackForm, roll: p.roll, crew: p.crew === true, space: p.space === true };
}

/**
 * Sends a rolled attack to the active gamemaster, who posts its card.
 * @returns the answer (never rejects)
 */
export function requestAttackCard(request: AttackPostRequest): Promise<GatewayAnswer> {
  return sendRequest(ATTACK_POST_REQUEST, request);
}

/** The attack card's posting request kind (`index.ts` registers it with every other). */
export const attackPostRequestKind = defineRequestKind<AttackPostRequest>({
  name: ATTACK_POST_REQUEST,
  parse: parseAttackPost,
  handle: async (request, sender) => (await import("./attack-post.ts")).postAttackCard(request, sender),
});
