/**
 * Who sent a request. On v13 a query handler is told nothing of its sender (it receives
 * `(data, { timeout })` only: foundryvtt/foundryvtt issue #13418), and a user id inside the data is
 * a claim anyone can make. The sender model:
 *
 1. A claimed user id counts only with the **sender token** the active gamemaster issued to that
 *    user. The gamemaster issues a token by querying that user's client (`swd6rpg.gatewayToken`):
 *    a query reaches only the client of the user it is sent to, so no other client learns the
 *    token, and a request that names a user without his token is refused. Nothing in a query's
 *    options names its sender on v13, and a value there could come from the caller: it is ignored.
 * 2. A client asks for its token with a `hello` carrying a fresh **nonce**; the gamemaster sends the
 *    token back with that nonce, and the client keeps a token only with the nonce of the hello it
 *    is waiting on. Any client may query any other, so a token arriving otherwise is a plant and is
 *    refused. Whoever sends a hello, the token goes to the user named in it, so a forged hello only
 *    re-sends a user his own token (under a nonce his client is not waiting on).
 * 3. The sender must be connected (`user.active`); each request kind then checks what the sender
 *    may do (owns the acting actor, the transition is legal now).
 *
 * A gamemaster's client that is the active gamemaster runs its own requests without any of this:
 * its user is `game.user`, which no one else can claim on that client. Tokens live in memory: a
 * reloaded gamemaster issues new ones, and a client whose token is refused asks again once.
 */

/** Tokens this client issued, by user id (only the active gamemaster's map is ever filled). */
const issued = new Map<string, string>();

/** The token this client holds, with the id of the gamemaster that issued it. */
let held: { gm: string; token: string } | null = null;

/** The nonces of the hellos this client waits on the answers to. */
const awaited = new Set<string>();

/** A fresh unguessable value: `bytes` random bytes as hex. */
function randomHex(bytes: number): string {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A fresh unguessable token: 24 random bytes as hex. */
function newToken(): string {
  return randomHex(24);
}

/**
 * A fresh nonce for a hello this client sends; the token the gamemaster answers with is kept only
 * with it, once (client's side).
 */
export function helloNonce(): string {
  const nonce = randomHex(16);
  awaited.add(nonce);
  return nonce;
}

/**
 * The token issued to a user, issued now when there is none (gamemaster's side).
 * @param userId the user's id
 */
export function tokenFor(userId: string): string {
  let token = issued.get(userId);
  if (!token) {
    token = newToken();
    issued.set(userId, token);
  }
  return token;
}

/**
 * Whether `token` is the one this client issued to `userId` (gamemaster's side).
 * @param userId the claimed user's id
 * @param token the token sent with the claim
 */
export function tokenMatches(userId: string, token: unknown): boolean {
  const expected = issued.get(userId);
  return typeof token === "string" && expected !== undefined && token === expected;
}

/**
 * Keeps a token a gamemaster sent to this client (the `swd6rpg.gatewayToken` query's handler), when
 * it carries the nonce of the hello this client waits on; the nonce is spent.
 * @param data `{ gm, token, nonce }` as received; anything else is ignored
 * @returns whether the token was kept
 */
export function receiveToken(data: unknown): boolean {
  const { gm, token, nonce } = (data ?? {}) as { gm?: unknown; token?: unknown; nonce?: unknown };
  if (typeof gm !== "string" || typeof token !== "string" || token.length < 16) return false;
  if (typeof nonce !== "string" || !awaited.delete(nonce)) return false;
  held = { gm, token };
  return true;
}

/**
 * The token this client holds for the gamemaster `gmId`, or null.
 * @param gmId the active gamemaster's user id
 */
export function heldToken(gmId: string): string | null {
  return held?.gm === gmId ? held.token : null;
}

/** Drops the held token (the gamemaster no longer knows it: he reloaded). */
export function forgetToken(): void {
  held = null;
}
