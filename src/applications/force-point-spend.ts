/**
 * Spending a Force point, through the gateway (request kind `forcePoint.spend`): the owner's roll or
 * attack dialog asks once the roll's message exists (the gamemaster who posts an attack or a Force
 * power's card spends the point asked with it himself, `chargeForcePoint`), and the active gamemaster takes
 * the point off the sheet and records the moment it was spent (`recordForcePoint`), which is what
 * doubles the character's rolls he checks for the rest of the round (Reglas: "todos los códigos … se
 * doblan"). The owner could write a moment into his own actor's flags; he cannot write the
 * gamemaster's record. Whether a point may be spent is decided when it is spent, not when a dialog
 * opened: a second roll of the round doubles without spending another.
 */
import { currentMoment, forcePointSpentAt, recordForcePoint } from "../dice/force-point-round.ts";
import { actorAtUuid, beingData } from "../data/document-data.ts";
import { type GatewayAnswer, done, refused } from "../gateway/answer.ts";
import { defineRequestKind } from "../gateway/request-kind.ts";
import { enqueue, sendRequest } from "../gateway/gateway.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { SYSTEM_HOOKS, callAfterHook, callPreHook } from "../dice/pipeline/system-hooks.ts";
import { notifyRefusal } from "../gateway/request-button.ts";
import type { ForcePointOffer } from "./roll-config/force-point-field.ts";
import { updateSystem } from "../data/document-writes.ts";
import { SYSTEM_ID } from "../constants.ts";

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

/** The character's Force points on the sheet; undefined for an actor without them. */
function forcePointsOf(actor: Actor.Implementation): number | undefined {
  return beingData(actor)?.forcePoints;
}

/**
 * Takes one Force point off the character now (gamemaster's side), unless one spent this round
 * already doubles his rolls: the point comes off the sheet, and the moment is recorded as the
 * gamemaster's, for the round and for the end of the adventure. A module's `swd6rpg.preSpendForcePoint`
 * listener may keep the point on the sheet (the roll stays doubled: the module's house rule); one taken
 * is told to `swd6rpg.spendForcePoint`.
 * @param actor the character
 * @returns `"spent"` (one came off), `"active"` (one was spent this round: nothing more is taken),
 *   `"none"` (no point left: nothing changes) or `"kept"` (a listener kept it on the sheet)
 */
export async function chargeForcePoint(actor: Actor.Implementation): Promise<"spent" | "active" | "none" | "kept"> {
  const moment = currentMoment();
  if (forcePointSpentAt(actor, moment)) return "active";
  const points = forcePointsOf(actor) ?? 0;
  if (!(points > 0)) return "none";
  if (!callPreHook(SYSTEM_HOOKS.spendForcePoint.pre, actor)) return "kept";
  await updateSystem(actor, { forcePoints: points - 1 });
  await recordForcePoint(actor, moment);
  callAfterHook(SYSTEM_HOOKS.spendForcePoint.post, actor);
  return "spent";
}

/**
 * The gamemaster's side: the sender owns the character; one point comes off unless one spent this
 * round already doubles (then nothing is taken and the answer is still done: two open dialogs of one
 * round spend one point); a character with none left is refused.
 */
async function spend(request: ForcePointRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const actor = actorAtUuid(request.actor);
  if (!actor || forcePointsOf(actor) === undefined) return refused("badRequest");
  if (!actor.testUserPermission(sender, "OWNER")) return refused("notOwner", "SWD6.Points.refused.notOwner");
  const charged = await chargeForcePoint(actor);
  return charged === "none" ? refused("noPoints", "SWD6.Points.noForcePoints") : done();
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

/**
 * The roller's Force point as a dialog offers it now: `active` when the gamemaster's record says one
 * was spent this round, `available` when the user owns the character and points are left on the
 * sheet; null for a roll without a character.
 * @param actor the roller
 * @param user who spends it (the gamemaster checks a sender); this client's user when absent
 */
export function forcePointOfferFor(actor: Actor.Implementation | null | undefined, user?: User.Implementation): ForcePointOffer | null {
  if (!actor) return null;
  const points = forcePointsOf(actor) ?? 0;
  const owner = user ? actor.testUserPermission(user, "OWNER") : actor.isOwner;
  return { available: owner && points > 0, active: forcePointSpentAt(actor, currentMoment()) };
}

/**
 * The dialog's choice to spend a Force point, checked again at the moment of the roll: one spent
 * this round since the dialog opened doubles the roll without spending another; one no longer
 * available (the last was spent elsewhere) is refused with a localized warning and nothing is rolled.
 * @param actor the roller
 * @param spendNow the dialog's checkbox as read
 * @returns the offer as it stands and whether a point is to be spent with this roll; null when refused
 */
export function forcePointAtRoll(
  actor: Actor.Implementation | null | undefined,
  spendNow: boolean,
): { offer: ForcePointOffer | null; spendNow: boolean } | null {
  const offer = forcePointOfferFor(actor);
  if (!spendNow || offer?.active) return { offer, spendNow: false };
  if (!offer?.available) {
    ui.notifications?.warn("SWD6.Points.noForcePoints", { localize: true });
    return null;
  }
  return { offer, spendNow: true };
}

/**
 * A roll dialog's setup and form as they stand at the roll: the setup with the Force point offer as
 * it stands now (see {@link forcePointAtRoll}; none where the dialog offered none), the form asking to
 * spend a point only when one is to be spent with this roll.
 * @param actor the roller
 * @param setup the dialog's setup as it opened
 * @param chosen the dialog's form as read
 * @returns the setup and the form to roll with; null when the spend is refused (a warning is shown)
 */
export function atTheRoll<Setup extends { forcePoint?: ForcePointOffer | null }, Form extends { forcePoint?: boolean }>(
  actor: Actor.Implementation | null | undefined,
  setup: Setup,
  chosen: Form,
): { setup: Setup; form: Form } | null {
  const atRoll = setup.forcePoint ? forcePointAtRoll(actor, chosen.forcePoint === true) : { offer: null, spendNow: false };
  if (!atRoll) return null;
  const { forcePoint: _asked, ...fields } = chosen;
  // The form without its choice is the form with none made: `forcePoint` is optional in every form.
  const form = (atRoll.spendNow ? { ...fields, forcePoint: true } : fields) as Form;
  return { setup: { ...setup, forcePoint: atRoll.offer }, form };
}

/**
 * Spends the Force point a roll was doubled with, once its message exists (a message a module's
 * preCreate cancelled, or the server refused, costs nothing): asks the gamemaster, and when he
 * refuses takes the message back (deleting it) and shows why, so no doubled roll stands unpaid.
 * @param actor the roller
 * @param message the roll's message as created (its author is this user)
 * @returns whether the point was spent (or one spent this round already doubles)
 */
export async function spendForcePointFor(actor: Actor.Implementation, message: { id: string | null; delete(): Promise<unknown> }): Promise<boolean> {
  const answer = await requestForcePoint(actor);
  if (answer.ok) return true;
  notifyRefusal(answer);
  // The gamemaster may have taken it back already (`chargeDoubledRoll`).
  if (message.id && !game.messages.has(message.id)) return false;
  try {
    await message.delete();
  } catch (error) {
    console.error(`${SYSTEM_ID} | the unpaid roll could not be taken back`, error);
  }
  return false;
}

/**
 * The active gamemaster's side of a doubled roll a player posted himself: its Force point is charged
 * from the message as soon as it exists, so that a player whose page closes before his spend request
 * reaches the gamemaster keeps no doubled roll unpaid; a roll whose character has no point left is
 * taken back (deleted). The player's own request then finds the point spent this round and takes
 * nothing more: both run in the gateway's one queue. A gamemaster's own rolls are charged at once.
 * A message decides nothing but this charge: the author must own the speaking character.
 */
function chargeDoubledRoll(message: ChatMessage.Implementation): void {
  if (!game.users.activeGM?.isSelf) return;
  const author = message.author;
  const roll = message.rolls[0];
  if (!author || author.isGM || !(roll instanceof D6Roll) || roll.d6.points?.forcePoint !== true) return;
  const actor = ChatMessage.implementation.getSpeakerActor(message.speaker);
  if (!actor || forcePointsOf(actor) === undefined || !actor.testUserPermission(author, "OWNER")) return;
  void enqueue(async () => {
    if ((await chargeForcePoint(actor)) === "none" && game.messages.has(message.id as string)) await message.delete();
  }).catch((error: unknown) => console.error(`${SYSTEM_ID} | the Force point of a doubled roll could not be charged`, error));
}

/** Registers the gamemaster's charge of players' doubled rolls. Call once, at `init`. */
export function registerDoubledRollCharge(): void {
  Hooks.on("createChatMessage", (message) => chargeDoubledRoll(message));
}
