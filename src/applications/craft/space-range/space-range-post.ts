/**
 * The gamemaster's side of a range change (Grundregeln, space range): both ships as the dialog and
 * the card show them, the round planned from the documents and the rules, the rolls checked against
 * the codes he computes, and the card posted. Loaded when a range change is first posted.
 */
import type { GatewayAnswer } from "../../../gateway/answer.ts";
import { done, refused } from "../../../gateway/answer.ts";
import { actorAtUuid, actorData } from "../../../data/document-data.ts";
import { cardMessage } from "../../../data/message/card-types.ts";
import { scoringMishap } from "../../../dice/d6-roll-data.ts";
import { takeRoll } from "../../../gateway/checked-roll.ts";
import { applyRollerMode, postCard } from "../../../gateway/posted-cards.ts";
import { getRuleSetting } from "../../../settings.ts";
import { craftViewOf } from "../craft-documents.ts";
import { type DieCode, parseDieCode } from "../../../rules/dice/die-code.ts";
import { printedSublightSpeed } from "../../../rules/vehicles/space-range.ts";
import {
  type SpaceRangeShip,
  planSpaceRange,
  readSpaceRangeForm,
  spaceRangeCardContext,
  spaceRangeOutcome,
  spaceRangeReady,
  speedOwedBy,
} from "./space-range-plan.ts";
import type { SpaceRangePostRequest } from "./space-range-payload.ts";

function rangeRefusal(reason: "missing" | "permission" | "speed" | "speedOwner" | "roll", data?: Record<string, string>): GatewayAnswer {
  return refused(reason, `SWD6.SpaceRange.refused.${reason}`, data);
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

/**
 * The gamemaster's side: plans the round from both ships, checks the rolls, builds and posts the card.
 * @param request the request as parsed
 * @param sender the user who sent it
 * @returns done, or refused (a ship gone or not his, a speed owed or missing, a roll not of its code)
 */
export async function postSpaceRangeCard(request: SpaceRangePostRequest, sender: User.Implementation): Promise<GatewayAnswer> {
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
