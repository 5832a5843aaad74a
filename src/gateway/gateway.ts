/**
 * The one way a client asks the active gamemaster to change documents on its behalf (FOUNDRY-FACTS
 * §1: `User#query` to `game.users.activeGM`, whose client runs `CONFIG.queries[name]`).
 *
 * - One query, `swd6rpg.gateway`, carries every request kind as `{ kind, payload, sender }`;
 *   `swd6rpg.gatewayToken` carries a sender token to a user (sender.ts explains the sender model).
 * - Only the active gamemaster executes: a query that reaches any other client is refused, and a
 *   gamemaster who is not the active one sends his requests like a player.
 * - Requests run one after another, all of them, on the active gamemaster's client: a request may
 *   write several documents (a card and its target), and one queue keeps two clicks on the same
 *   card, or two cards hitting the same target, from reading a state the other is about to change.
 * - Every failure is an answer: no gamemaster, an unverified sender, a malformed payload, a
 *   handler's refusal or error, a query that fails or times out. The asking client always gets a
 *   {@link GatewayAnswer} and never a rejected promise.
 *
 * The invariant every request kind keeps: **nothing a player can write decides a number or a state
 * the gamemaster applies.** A player can write chat messages (and edit his own, flags included),
 * his own actors and their flags, any query payload, and queries to any client. So:
 * - a card a handler acts on is one the active gamemaster posted as his own message and listed
 *   (`posted-cards.ts`); a handler refuses any other, whoever it names as author;
 * - every number applied is re-derived from documents only gamemasters write, the rules, and rolls
 *   checked against a code the gamemaster computes himself (`checked-roll.ts`): the roll's dice must
 *   be that code's, and a roll is taken once;
 * - round state the gamemaster trusts (a standing dodge, a Force point spent this round) is state he
 *   wrote himself (the Combat's system data, a world setting), never a player's actor flags;
 * - the sender is the user whose token the claim carries (sender.ts); nothing else names him.
 */
import { SYSTEM_ID } from "../constants.ts";
import { type GatewayAnswer, isAnswer, refused } from "./answer.ts";
import { type GatewaySender, requestKind } from "./request-kind.ts";
import { registerPostedCards } from "./posted-cards.ts";
import { WorldSettingsLockedError, mayWriteWorldSettings } from "../data/world-settings.ts";
import { forgetToken, heldToken, helloNonce, receiveToken, tokenFor, tokenMatches } from "./sender.ts";

/** The query every request travels in. */
export const GATEWAY_QUERY = `${SYSTEM_ID}.gateway` as const;

/** The query that carries a sender token to a user's client. */
export const TOKEN_QUERY = `${SYSTEM_ID}.gatewayToken` as const;

/** The gateway's queries' names (`foundry-config.d.ts` declares them to `CONFIG.queries`). */
type GatewayQueryName = typeof GATEWAY_QUERY | typeof TOKEN_QUERY;

/** The pseudo-kind a client sends to be issued its sender token. */
const HELLO = "hello";

/** How long a client waits for the gamemaster's answer, in milliseconds. */
const QUERY_TIMEOUT = 30_000;

/** What travels in the query. */
interface Envelope {
  kind: string;
  payload: unknown;
  sender: { id: string; token?: string; nonce?: string } | null;
}

/** A user's `query` of one of the system's queries, answered within the gateway's time. */
function query(user: User.Implementation, name: GatewayQueryName, data: unknown): Promise<unknown> {
  return user.query(name, data, { timeout: QUERY_TIMEOUT });
}

/** Every request runs after the one before it, on the state that one wrote. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs a request kind for a sender, after every request before it.
 * @param kindName the kind's name
 * @param payload the payload as received
 * @param sender the user the gateway established
 */
function execute(kindName: string, payload: unknown, sender: GatewaySender): Promise<GatewayAnswer> {
  const kind = requestKind(kindName);
  if (!kind) return Promise.resolve(refused("badRequest"));
  if (!sender.active) return Promise.resolve(refused("inactive"));
  const parsed = kind.parse(payload);
  if (parsed === null || parsed === undefined) return Promise.resolve(refused("badRequest"));
  // Every request ends in a card or a record the gamemaster keeps in world settings: one he may not
  // write is refused before anything is, never halfway (a wound applied and its card unlisted).
  if (!mayWriteWorldSettings()) return Promise.resolve(refused("settingsLocked"));
  const run = queue.then(async (): Promise<GatewayAnswer> => {
    try {
      return await kind.handle(parsed, sender);
    } catch (error) {
      if (error instanceof WorldSettingsLockedError) return refused("settingsLocked");
      console.error(`${SYSTEM_ID} | the request ${kindName} failed`, error);
      return refused("failed");
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Runs work of the active gamemaster's own after every request before it, as one of them: a write it
 * makes meets the state the requests before it wrote, and the requests after it meet its own.
 * @param work the work; what it throws rejects the returned promise
 */
export function enqueue<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

function envelopeOf(data: unknown): Envelope | null {
  if (typeof data !== "object" || data === null) return null;
  const { kind, payload, sender } = data as Partial<Envelope>;
  if (typeof kind !== "string") return null;
  if (sender !== null && sender !== undefined && (typeof sender !== "object" || typeof sender.id !== "string")) return null;
  return { kind, payload, sender: sender ?? null };
}

/**
 * The sender of a received request: the claimed user when the claim carries the token issued to
 * him; null when unverified. The handler's options are not read: they name no sender on v13, and
 * what they hold could be the caller's.
 */
function senderOf(envelope: Envelope): GatewaySender | null {
  const claim = envelope.sender;
  if (!claim || !tokenMatches(claim.id, claim.token)) return null;
  return game.users.get(claim.id) ?? null;
}

/** A hello: sends the named, connected user his token with the hello's nonce, to his client only. */
async function hello(envelope: Envelope): Promise<GatewayAnswer> {
  const user = envelope.sender ? game.users.get(envelope.sender.id) : undefined;
  const nonce = envelope.sender?.nonce;
  if (!user || !user.active || user.isSelf || typeof nonce !== "string") return refused("unverified");
  const kept = await query(user, TOKEN_QUERY, { gm: game.user.id, token: tokenFor(user.id as string), nonce });
  return kept === true ? { ok: true } : refused("unverified");
}

/**
 * The `swd6rpg.gateway` query's handler, on the receiving client.
 * @param data the envelope as received
 * @returns the answer; never throws
 */
async function receive(data: unknown): Promise<GatewayAnswer> {
  if (!game.users.activeGM?.isSelf) return refused("notActiveGM");
  const envelope = envelopeOf(data);
  if (!envelope) return refused("badRequest");
  try {
    if (envelope.kind === HELLO) return await hello(envelope);
  } catch (error) {
    console.warn(`${SYSTEM_ID} | a sender token could not be delivered`, error);
    return refused("unverified");
  }
  const sender = senderOf(envelope);
  if (!sender) return refused("unverified");
  return execute(envelope.kind, envelope.payload, sender);
}

/** Sends a request to the gamemaster with this client's token, asking for one first when it has none. */
async function ask(gm: User.Implementation, kind: string, payload: unknown): Promise<GatewayAnswer> {
  const id = game.user.id as string;
  let token = heldToken(gm.id as string);
  if (!token) {
    const greeted = await query(gm, GATEWAY_QUERY, { kind: HELLO, payload: null, sender: { id, nonce: helloNonce() } });
    if (!isAnswer(greeted) || !greeted.ok) return isAnswer(greeted) ? greeted : refused("failed");
    token = heldToken(gm.id as string);
    if (!token) return refused("unverified");
  }
  const answer = await query(gm, GATEWAY_QUERY, { kind, payload, sender: { id, token } });
  return isAnswer(answer) ? answer : refused("failed");
}

/**
 * Asks the active gamemaster to carry out a request: on this client when it is the active
 * gamemaster's, else through the query. A gamemaster reloaded since he issued this client's token
 * answers "unverified"; the client then asks for a new token and sends the request once more.
 *
 * @param kind the request kind's name
 * @param payload the kind's payload (plain data)
 * @returns the answer; a refusal "noGM" when no gamemaster is connected, "timeout" or "failed" when
 *   the query did not come back; never rejects
 */
export async function sendRequest(kind: string, payload: unknown): Promise<GatewayAnswer> {
  const gm = game.users.activeGM;
  if (!gm) return refused("noGM");
  if (gm.isSelf) return execute(kind, payload, game.user);
  try {
    let answer = await ask(gm, kind, payload);
    if (!answer.ok && answer.reason === "unverified") {
      forgetToken();
      answer = await ask(gm, kind, payload);
    }
    return answer;
  } catch (error) {
    console.warn(`${SYSTEM_ID} | the gamemaster did not answer the request ${kind}`, error);
    return refused(/time/i.test(String((error as Error)?.message ?? error)) ? "timeout" : "failed");
  }
}

/** Registers the gateway's two queries and the list of posted cards. Call once, at `init`. */
export function registerGateway(): void {
  registerPostedCards();
  CONFIG.queries[GATEWAY_QUERY] = (data: unknown) => receive(data);
  CONFIG.queries[TOKEN_QUERY] = async (data: unknown) => receiveToken(data);
}
