/**
 * A Dark Side point gained: the character's count goes up by one and the gamemaster rolls 1D against
 * it (`rollDarkSideCheck`: a roll below the Dark Side points turns the character; tables.json
 * `force_points.dark_side`, Reglas). The roll is shown on the Dark Side card, which the active
 * gamemaster posts as his own message (`postCard`); a character who turns is marked with the flag
 * `TURNED_FLAG`, and the gamemaster takes them over (Reglas). Another gamemaster's "+1" asks the
 * active one (request kind `darkSide.gain`), so every Dark Side card is his and listed.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { actorAtUuid, beingData } from "../../data/document-data.ts";
import { updateSystem } from "../../data/document-writes.ts";
import { cardMessage } from "../../data/message/card-types.ts";
import { type DarkSideCardContext, TURNED_FLAG, darkSideCardContext } from "../../documents/dark-side.ts";
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { postCard } from "../../gateway/posted-cards.ts";
import { notifyRefusal } from "../../gateway/request-button.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { rollDarkSideCheck } from "../../rules/characters/force-points.ts";

/** The request kind of a Dark Side point a gamemaster gives. */
export const DARK_SIDE_GAIN_REQUEST = "darkSide.gain";

/** The active gamemaster's side: the point, the check and the card. */
async function givePoint(actor: Actor.Implementation): Promise<DarkSideCardContext> {
  const before = beingData(actor)?.darkSidePoints ?? 0;
  const points = (Number.isInteger(before) && before > 0 ? before : 0) + 1;
  const check = rollDarkSideCheck(points, { random: () => CONFIG.Dice.randomUniform() });
  await updateSystem(actor, { darkSidePoints: points }, check.turned ? { [TURNED_FLAG]: true } : {});
  const context = darkSideCardContext(actor.name ?? "", points, check);
  // The point is given once the actor is written: a card that fails to post must not make it look
  // lost, or a retry would give it again.
  try {
    await postCard({ ...cardMessage("darkSide", { view: { ...context } }), speaker: ChatMessage.implementation.getSpeaker({ actor }) });
  } catch (error) {
    console.error(`${SYSTEM_ID} | the Dark Side card could not be posted`, error);
  }
  return context;
}

/**
 * Gives a character a Dark Side point and rolls the gamemaster's 1D against the new count with
 * Foundry's random source; the active gamemaster posts the card and marks a turned character. A
 * gamemaster's alone: on a player's client a localized warning is shown and nothing changes; on
 * another gamemaster's client the active one is asked (his refusal or absence shown as a warning).
 *
 * @param actor a character (its `system.darkSidePoints`, a count from 0)
 * @returns the check (points after the gain, the roll, whether the character turned), or null when refused
 */
export async function gainDarkSidePoint(actor: Actor.Implementation): Promise<DarkSideCardContext | null> {
  if (!game.user.isGM) {
    ui.notifications?.warn(game.i18n.localize("SWD6.Points.darkSide.gmOnly"));
    return null;
  }
  if (game.users.activeGM?.isSelf) return givePoint(actor);
  const answer = await sendRequest(DARK_SIDE_GAIN_REQUEST, { actor: actor.uuid });
  notifyRefusal(answer);
  return answer.ok ? (answer.value as DarkSideCardContext) : null;
}

/** A gamemaster's request: the sender a gamemaster, the actor one with Dark Side points. */
async function gainFor(request: { actor: string }, sender: User.Implementation): Promise<GatewayAnswer> {
  if (!sender.isGM) return refused("permission", "SWD6.Points.darkSide.gmOnly");
  const actor = actorAtUuid(request.actor);
  if (!actor || beingData(actor)?.darkSidePoints === undefined) return refused("badRequest");
  return done(await givePoint(actor));
}

/** The payload of a gain, checked for shape. */
function parseGain(payload: unknown): { actor: string } | null {
  const actor = (payload as { actor?: unknown } | null)?.actor;
  return typeof actor === "string" && actor !== "" ? { actor } : null;
}

/** The Dark Side point's request kind (`index.ts` registers it with every other). */
export const darkSideGainRequestKind = defineRequestKind<{ actor: string }>({ name: DARK_SIDE_GAIN_REQUEST, parse: parseGain, handle: gainFor });
