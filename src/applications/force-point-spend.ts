/**
 * Spending a Force point, through the gateway (request kind `forcePoint.spend`): the owner's roll
 * dialog asks, and the active gamemaster takes the point off the sheet and records the moment it was
 * spent (`recordForcePoint`), which is what doubles the character's rolls he checks for the rest of
 * the round (Reglas: "todos los códigos … se doblan"). The owner could write a moment into his own
 * actor's flags; he cannot write the gamemaster's record.
 */
import { FORCE_POINTS_SPENT_FLAG, currentMoment, forcePointSpentAt, recordForcePoint, spentForcePoints } from "../dice/force-point-round.ts";
import { actorOfUuid, beingData } from "../data/document-data.ts";
import { type GatewayAnswer, done, refused } from "../gateway/answer.ts";
import { defineRequestKind } from "../gateway/request-kind.ts";
import { sendRequest } from "../gateway/gateway.ts";
import { systemFlag, updateSystem } from "../data/document-writes.ts";

/** The request kind of a Force point spent. */
export const FORCE_POINT_REQUEST = "forcePoint.spend";

/** What the owner's client sends: the character's uuid. */
interface ForcePointRequest {
  actor: string;
}

function parseForcePoint(payload: unknown): ForcePointRequest | null {
  const actor = (payload as { actor?: unknown } | null)?.actor;
  return typeof actor === "string" && actor !== "" ? { actor } : null;
}

/**
 * The gamemaster's side: the sender owns the character, who has a Force point left and has spent
 * none this moment; one point comes off, the moment is listed on the actor for the end of the
 * adventure and recorded as the gamemaster's.
 */
async function spend(request: ForcePointRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  let actor: Actor.Implementation | null = null;
  try {
    actor = actorOfUuid(request.actor);
  } catch {
    actor = null;
  }
  const points = actor ? beingData(actor)?.forcePoints : undefined;
  if (!actor || points === undefined) return refused("badRequest");
  if (!actor.testUserPermission(sender, "OWNER")) return refused("notOwner", "SWD6.Points.refused.notOwner");
  const moment = currentMoment();
  if (forcePointSpentAt(actor, moment)) return refused("spent", "SWD6.Points.refused.forcePointSpent");
  if (!(points > 0)) return refused("noPoints", "SWD6.Points.noForcePoints");
  const spent = spentForcePoints(systemFlag(actor, FORCE_POINTS_SPENT_FLAG));
  await updateSystem(actor, { forcePoints: points - 1 }, { [FORCE_POINTS_SPENT_FLAG]: [...spent, moment] });
  await recordForcePoint(actor, moment);
  return done();
}

/**
 * Asks the active gamemaster to spend one of the character's Force points this round.
 * @returns the answer (never rejects); a refusal when the character has none left or spent one already
 */
export function requestForcePoint(actor: Actor.Implementation): Promise<GatewayAnswer> {
  return sendRequest(FORCE_POINT_REQUEST, { actor: actor.uuid } satisfies ForcePointRequest);
}

/** The Force point's request kind (`index.ts` registers it with every other). */
export const forcePointRequestKind = defineRequestKind<ForcePointRequest>({ name: FORCE_POINT_REQUEST, parse: parseForcePoint, handle: spend });
