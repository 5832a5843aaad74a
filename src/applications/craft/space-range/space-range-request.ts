/**
 * Posting a range card through the gateway (request kind `spaceRange.post`). The client of the
 * starship's owner asks both pilots' declarations and, when they disagree, rolls both speed rolls;
 * it sends both ships, the dialog's fields, its message mode and the rolls. The active gamemaster
 * reads both ships and their pilots' starship piloting from the documents, plans the round with the
 * rules (`planSpaceRange`), checks that each roll is an evaluated D6 roll of exactly that side's code
 * with the world's wild die, not sent before (`takeRoll`), scores them with the world's mishap
 * handling, reads the range after the round and posts the card, with the rolls, as his own message.
 *
 * Each ship's sublight speed is the one its sheet stores, else its stat block's Maneuverability plus
 * Space, whatever the payload says; a gamemaster's typed code counts over the printed one, a player's
 * only for his own ship that stores and prints none. A ship the sender does not own that has neither
 * is refused with a warning naming it. The gamemaster's side (space-range-post.ts) loads when a range
 * change is first posted.
 */
import type { GatewayAnswer } from "../../../gateway/answer.ts";
import { sendRequest } from "../../../gateway/gateway.ts";
import { parseMessageMode } from "../../../gateway/posted-cards.ts";
import { defineRequestKind } from "../../../gateway/request-kind.ts";
import { RANGE_FIELDS, type SpaceRangePostRequest } from "./space-range-payload.ts";

/** The request kind of a range card posted. */
export const SPACE_RANGE_POST_REQUEST = "spaceRange.post";

/** The longest text a field may hold: a die code or an intention is far shorter. */
const MAX_FIELD_LENGTH = 20;

/** The payload, checked for shape and size. */
function parseSpaceRangePost(payload: unknown): SpaceRangePostRequest | null {
  const p = (payload ?? {}) as Partial<Record<keyof SpaceRangePostRequest, unknown>>;
  if (typeof p.craft !== "string" || p.craft === "" || typeof p.other !== "string" || p.other === "" || p.craft === p.other) return null;
  const sent = p.fields as Record<string, unknown> | null | undefined;
  if (typeof sent !== "object" || sent === null) return null;
  const fields: SpaceRangePostRequest["fields"] = {};
  for (const key of RANGE_FIELDS) {
    const value = sent[key];
    if (value === undefined) continue;
    if (typeof value !== "string" || value.length > MAX_FIELD_LENGTH) return null;
    fields[key] = value;
  }
  const mode = parseMessageMode(p.mode);
  // The fields' values are read on the gamemaster's side (`readSpaceRangeForm`), which refuses what they do not name.
  if (!mode || !Array.isArray(p.rolls) || p.rolls.length > 2) return null;
  return { craft: p.craft, other: p.other, fields, mode, rolls: p.rolls };
}

/**
 * Sends a round's range change and its rolls to the active gamemaster, who posts its card.
 * @returns the answer (never rejects)
 */
export function requestSpaceRangeCard(request: SpaceRangePostRequest): Promise<GatewayAnswer> {
  return sendRequest(SPACE_RANGE_POST_REQUEST, request);
}

/** The range card's posting request kind (`index.ts` registers it with every other). */
export const spaceRangePostRequestKind = defineRequestKind<SpaceRangePostRequest>({
  name: SPACE_RANGE_POST_REQUEST,
  parse: parseSpaceRangePost,
  // The planning and the card load when a range change is first posted, not at startup.
  handle: async (request, sender) => (await import("./space-range-post.ts")).postSpaceRangeCard(request, sender),
});
