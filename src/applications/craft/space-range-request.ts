/**
 * Posting a range card through the gateway (request kind `spaceRange.post`). The client of the
 * starship's owner asks both pilots' declarations and, when they disagree, rolls both speed rolls;
 * it sends both ships, the dialog's fields, its message mode and the rolls. The active gamemaster
 * reads both ships and their pilots' starship piloting from the documents, plans the round with the
 * rules (`planSpaceRange`), checks that each roll is an evaluated D6 roll of exactly that side's code
 * with the world's wild die, not sent before (`takeRoll`), scores them with the world's mishap
 * handling, reads the range after the round and posts the card, with the rolls, as his own message.
 *
 * Each ship's sublight speed is the one its sheet stores, whatever the payload says; a typed speed
 * counts only for a ship that stores none and that the sender owns, so it is his own ship's figure,
 * which he could as well write on its sheet. A ship the sender does not own (the gamemaster's TIE
 * fighter) that stores none is refused with a warning naming it: its speed is its owner's or the
 * gamemaster's to give, on its sheet, once, and every later round uses it. The gamemaster is not asked
 * for it mid-request: a table expects him to keep his ships' stats on their sheets, and a card waiting
 * for a number would hold the round up while he looks it up.
 */
import type { MessageMode } from "../../compat.ts";
import { actorAtUuid, actorData } from "../../data/document-data.ts";
import { cardMessage } from "../../data/message/card-types.ts";
import { scoringMishap } from "../../dice/d6-roll-data.ts";
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { takeRoll } from "../../gateway/checked-roll.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { applyRollerMode, parseMessageMode, postCard } from "../../gateway/posted-cards.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { getRuleSetting } from "../../settings.ts";
import { craftViewOf } from "./craft-documents.ts";
import { type DieCode, parseDieCode } from "../../rules/dice/die-code.ts";
import { printedSublightSpeed } from "../../rules/vehicles/space-range.ts";
import {
  type SpaceRangeShip,
  planSpaceRange,
  readSpaceRangeForm,
  spaceRangeCardContext,
  spaceRangeOutcome,
  spaceRangeReady,
  speedOwedBy,
} from "./space-range-plan.ts";

/** The request kind of a range card posted. */
export const SPACE_RANGE_POST_REQUEST = "spaceRange.post";

/** The range dialog's fields the gamemaster reads (`readSpaceRangeForm`). */
export const RANGE_FIELDS = ["range", "selfIntent", "selfSpeed", "selfPiloting", "otherIntent", "otherSpeed", "otherPiloting"] as const;

/** The longest text a field may hold: a die code or an intention is far shorter. */
const MAX_FIELD_LENGTH = 20;

/** What the owner's client sends. */
export interface SpaceRangePostRequest {
  /** The uuid of the starship whose sheet asked. */
  craft: string;
  /** The other starship's uuid. */
  other: string;
  /** The dialog's fields as read. */
  fields: Partial<Record<(typeof RANGE_FIELDS)[number], string>>;
  /** The roller's message mode. */
  mode: MessageMode;
  /** Both speed rolls' JSON data, this ship first; empty when the pilots agree. */
  rolls: unknown[];
}

function rangeRefusal(reason: "missing" | "permission" | "speed" | "speedOwner" | "roll", data?: Record<string, string>): GatewayAnswer {
  return refused(reason, `SWD6.SpaceRange.refused.${reason}`, data);
}

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
  if (!mode || !Array.isArray(p.rolls) || p.rolls.length > 2 || !readSpaceRangeForm(fields)) return null;
  return { craft: p.craft, other: p.other, fields, mode, rolls: p.rolls };
}

/** A starship by uuid, or null when it is gone or no starship. */
function starshipAt(uuid: string): Actor.Implementation | null {
  const actor = actorAtUuid(uuid);
  return actor?.type === "starship" ? actor : null;
}

/**
 * A starship as the range dialog and card show it: the name its token shows (an unlinked token's
 * actor is that token's ship), its pilot and the pilot's starship piloting (the skill alone), the
 * sublight speed its sheet stores, and whether `user` may give it one (he owns it).
 * @param actor a starship
 * @param user the user who asks: the dialog's, or the request's sender
 */
export async function spaceRangeShipOf(actor: Actor.Implementation, user: User.Implementation): Promise<SpaceRangeShip> {
  const piloting = (await craftViewOf(actor, "starship")).piloting;
  const name = (actor.isToken ? actor.token?.name : null) || actor.name;
  const system = actorData(actor, "starship");
  const stored = system?.sublightSpeed ?? "";
  return {
    name,
    pilotName: piloting.member?.name ?? null,
    piloting: piloting.skill,
    sublightSpeed: stored ? parseDieCode(stored) : null,
    printedSpeed: system ? printedSpeedOf(system) : null,
    mayGiveSpeed: actor.testUserPermission(user, "OWNER"),
    mayOverrideSpeed: user.isGM,
  };
}

/** The speed roll a ship's stat block gives (`printedSublightSpeed`); null for an unreadable maneuverability or no Space. */
function printedSpeedOf(system: { maneuverability: string; space: number; damage: { maneuverabilityLost: number; lostMoves: number } }): DieCode | null {
  try {
    const lost = { maneuverability: system.damage.maneuverabilityLost, moves: system.damage.lostMoves };
    return printedSublightSpeed(parseDieCode(system.maneuverability || "0D"), system.space, lost);
  } catch {
    return null;
  }
}

/** The gamemaster's side: plans the round from both ships, checks the rolls, builds and posts the card. */
async function postSpaceRangeCard(request: SpaceRangePostRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const craft = starshipAt(request.craft);
  const other = starshipAt(request.other);
  if (!craft || !other) return rangeRefusal("missing");
  if (!craft.testUserPermission(sender, "OWNER")) return rangeRefusal("permission");
  const choice = readSpaceRangeForm(request.fields);
  if (!choice) return rangeRefusal("missing");
  const ships: [SpaceRangeShip, SpaceRangeShip] = [await spaceRangeShipOf(craft, sender), await spaceRangeShipOf(other, sender)];
  const plan = planSpaceRange(choice, ships);
  const owed = speedOwedBy(plan, ships);
  if (owed) return rangeRefusal("speedOwner", { ship: owed });
  if (!spaceRangeReady(plan)) return rangeRefusal("speed");
  let totals: [number, number] | null = null;
  const rolls: string[] = [];
  if (plan.rollsNeeded) {
    if (request.rolls.length !== 2) return rangeRefusal("roll");
    const expected = { wildDie: getRuleSetting("wildDie") === "on", mishap: scoringMishap(getRuleSetting("mishap")) };
    const taken = plan.codes.map((code, i) => (code ? takeRoll(request.rolls[i], { ...expected, codes: [code.code] }) : null));
    if (!taken[0] || !taken[1]) return rangeRefusal("roll");
    totals = [taken[0].total, taken[1].total];
    rolls.push(...taken.map((roll) => JSON.stringify(roll!.roll.toJSON())));
  }
  const view = spaceRangeCardContext(plan, ships, totals, spaceRangeOutcome(plan, totals));
  const data: Record<string, unknown> = { ...cardMessage("spaceRange", { view }), speaker: ChatMessage.implementation.getSpeaker({ actor: craft }), rolls };
  applyRollerMode(data, request.mode, sender);
  await postCard(data);
  return done();
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
  handle: postSpaceRangeCard,
});
