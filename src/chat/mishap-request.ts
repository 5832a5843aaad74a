/**
 * A request to settle a pending mishap, as a player's client sends it to the active gamemaster.
 * Pure, so the gamemaster's check of what arrives can be tested without Foundry.
 */
import { MISHAPS, type Mishap } from "../rules/roll.ts";

/** What a client asks the gamemaster: count the mishap of this message's roll this way. */
export interface MishapRequest {
  /** The chat message holding the roll. */
  messageId: string;
  /** How the mishap is to count. */
  mishap: Mishap;
  /** The user asking. */
  userId: string;
}

const ID = /^[A-Za-z0-9]{16}$/;

/**
 * Reads a mishap request as it arrives over the network: two document ids (16 letters and digits) and
 * a known mishap handling. Anything else is refused.
 *
 * @param data the query's payload, of unknown shape
 * @returns the request, or null when the payload is not one
 */
export function readMishapRequest(data: unknown): MishapRequest | null {
  if (data === null || typeof data !== "object") return null;
  const { messageId, mishap, userId } = data as Record<string, unknown>;
  if (typeof messageId !== "string" || !ID.test(messageId)) return null;
  if (typeof userId !== "string" || !ID.test(userId)) return null;
  if (typeof mishap !== "string" || !(MISHAPS as readonly string[]).includes(mishap)) return null;
  return { messageId, mishap: mishap as Mishap, userId };
}
