/**
 * The Force power card and its Dark Side points. Every power's card is posted by the active
 * gamemaster (request kind `forcePower.post`): the owner's client sends the dialog's form and the
 * rolls it made; the gamemaster reads the character and the power again (`powerUseOf`), plans the
 * rolls with the rules, checks that each roll is an evaluated D6 roll of exactly its planned code with
 * the world's wild die, not sent before (`takeRoll`), scores them with the world's mishap handling,
 * builds the card (`powerRollOf`, `powerCardContext`) and posts it as his own message (`postCard`).
 * He then spends the Force point the owner asked to spend with it, marks the power kept up when it
 * stays up, and gives a dark-side power's points once for the card (request kind
 * `forcePower.darkSide`, also behind the card's button while they are not all given).
 */
import { SYSTEM_ID } from "../../constants.ts";
import { updateChatMessage, setSystemFlag } from "../../data/document-writes.ts";
import { KEPT_UP_FLAG } from "../../documents/actor.ts";
import { gainDarkSidePoint } from "./dark-side-point.ts";
import { forcePowerRules } from "../../data/item/force-power-rules.ts";
import { FORCE_SKILLS, powerDarkSidePoints, powerRollOf } from "../../rules/force/force-power.ts";
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { withButtons } from "../../gateway/request-button.ts";
import { isPostedCard, postCard } from "../../gateway/posted-cards.ts";
import { takeRoll } from "../../gateway/checked-roll.ts";
import { ForcePowerCardData } from "../../data/message/force-power-card.ts";
import { presentCard } from "../../data/message/card-data.ts";
import { cardData, cardMessage } from "../../data/message/index.ts";
import { itemData, worldActor } from "../../data/document-data.ts";
import {
  type PowerForm,
  MOST_OTHER_ACTIONS,
  difficultiesBelowListed,
  listedDifficulties,
  powerCardContext,
  powerCodes,
  powerPlan,
  readPowerForm,
} from "./flow/force-power-use.ts";
import { powerUseOf } from "./power-use-of.ts";
import { chargeForcePoint } from "../force-point-spend.ts";

/** The request kind of a power's card posted by the gamemaster. */
export const FORCE_POWER_POST_REQUEST = "forcePower.post";

/** The request kind of a card's Dark Side points given. */
export const DARK_SIDE_REQUEST = "forcePower.darkSide";

/** The action of the card's button that asks for its Dark Side points again. */
export const GIVE_DARK_SIDE_ACTION = "giveDarkSide";

/** What the owner's client sends to have a power's card posted. */
export interface PowerPostRequest {
  actorId: string;
  itemId: string;
  /** The power dialog's form as read (`readPowerForm`). */
  form: PowerForm;
  /** Each planned roll's JSON data, in the plan's order (control, sense, alter). */
  rolls: unknown[];
}

/** Why Dark Side points were not given. */
function darkSideRefusal(reason: "given" | "permission" | "missing" | "noDarkSide" | "notRecorded"): GatewayAnswer {
  return refused(reason, `SWD6.ForcePowers.darkSideRefused.${reason}`);
}

/** Why a power's card was not posted. */
function powerRefusal(reason: "permission" | "missing" | "roll" | "difficulty"): GatewayAnswer {
  return refused(reason, `SWD6.ForcePowers.refused.${reason}`);
}

/** The world actor and its power named by ids, or null when either is gone or the item is no power. */
function powerAt(actorId: string, itemId: string): { actor: Actor.Implementation; item: Item.Implementation } | null {
  const actor = worldActor(actorId);
  const item = actor?.items.get(itemId);
  return actor && item?.type === "force-power" ? { actor, item } : null;
}

/** The power's Dark Side points, as the power says now. */
function pointsOf(item: Item.Implementation): number {
  return powerDarkSidePoints(forcePowerRules(itemData(item, "force-power")!));
}

/**
 * Sends a used power's form and rolls to the active gamemaster, who posts its card.
 * @returns the answer (never rejects)
 */
export function requestPowerCard(request: PowerPostRequest): Promise<GatewayAnswer> {
  return sendRequest(FORCE_POWER_POST_REQUEST, request);
}

/**
 * Gives a posted card's Dark Side points, on the active gamemaster's client: the card must be one he
 * posted, the power still the character's and dark, the points not all given; the card is marked
 * given first, and only once that is written does `gainDarkSidePoint` run once per point left. A
 * point that fails is taken back off the mark, so a retry gives what is left and nothing twice.
 */
async function giveDarkSide(request: { messageId: string }, user: User.Implementation): Promise<GatewayAnswer> {
  const message = game.messages.get(request.messageId);
  const card = isPostedCard(message) ? cardData(message, "forcePower") : null;
  if (!message || !card) return darkSideRefusal("missing");
  if (card.given) return darkSideRefusal("given");
  const power = powerAt(card.actorId, card.itemId);
  if (!power) return darkSideRefusal("missing");
  if (!user.isGM && !power.actor.testUserPermission(user, "OWNER")) return darkSideRefusal("permission");
  const points = Math.min(card.darkSidePoints, pointsOf(power.item));
  if (points <= 0) return darkSideRefusal("noDarkSide");
  const from = card.givenPoints;
  await updateChatMessage(message, { system: { given: true } });
  if (cardData(message, "forcePower")?.given !== true) return darkSideRefusal("notRecorded");
  for (let given = from; given < points; given++) {
    try {
      if (!(await gainDarkSidePoint(power.actor))) throw new Error("the Dark Side point was refused");
    } catch (error) {
      console.error(`${SYSTEM_ID} | a Dark Side point could not be given`, error);
      await updateChatMessage(message, { system: { given: false, givenPoints: given } });
      return refused("failed");
    }
  }
  return done();
}

/** The form's fields as the dialog gives them, for `readPowerForm` to read again. */
function formFieldsOf(form: PowerForm): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {
    otherActions: String(form.otherActions),
    keepUp: form.keepUp ? "true" : undefined,
    forcePoint: form.forcePoint ? "true" : undefined,
  };
  for (const skill of FORCE_SKILLS)
    fields[`difficulty-${skill}`] = form.difficulties[skill] === null || form.difficulties[skill] === undefined ? "" : String(form.difficulties[skill]);
  return fields;
}

/**
 * The gamemaster's side of a power's card: the character and the power read again, the sender their
 * owner, the rolls planned from the documents and checked, the card built and posted as his own; then
 * the Force point spent with it, the power marked kept up, and its Dark Side points given.
 */
async function postCardFor(request: PowerPostRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const found = powerAt(request.actorId, request.itemId);
  if (!found) return powerRefusal("missing");
  const { actor, item } = found;
  if (!actor.testUserPermission(sender, "OWNER")) return powerRefusal("permission");
  const use = powerUseOf(actor, item, sender);
  const rules = forcePowerRules(use.power.system);
  if (rules.skills.length === 0) return powerRefusal("missing");
  const form = readPowerForm(formFieldsOf(request.form), rules.skills, use.forcePoint);
  const plan = powerPlan(use.power, powerCodes(use.codes, use.forcePoint, form), form, use.keptUp, use.woundPenalty);
  if (plan.missing.length > 0 || plan.rolls.some((roll) => roll.difficulty === null)) return powerRefusal("missing");
  if (difficultiesBelowListed(use.power.system, form, use.edition).length > 0) return powerRefusal("difficulty");
  if (request.rolls.length !== plan.rolls.length) return powerRefusal("roll");
  const taken = plan.rolls.map((planned, i) => takeRoll(request.rolls[i], { codes: [planned.code], wildDie: use.wildDie, mishap: use.mishap }));
  if (taken.some((roll) => roll === null)) return powerRefusal("roll");
  const rolled = powerRollOf(
    rules,
    plan,
    taken.map((roll) => roll!.result),
    form.keepUp,
  );
  const view = powerCardContext(item.name, actor.name ?? "", rolled, plan.actions, use.mishap, {
    user: sender.name,
    listed: listedDifficulties(use.power.system, use.edition),
  });
  const darkSidePoints = rolled.outcome.darkSidePoints;
  const card = { view: { ...view }, actorId: request.actorId, itemId: request.itemId, darkSidePoints, given: darkSidePoints === 0, givenPoints: 0 };
  const message = await postCard({ ...cardMessage("forcePower", card), speaker: ChatMessage.implementation.getSpeaker({ actor }) });
  if (!message?.id) return done();
  if (form.forcePoint) await chargeForcePoint(actor);
  if (rolled.outcome.keptUp) await setSystemFlag(item, KEPT_UP_FLAG, true);
  if (darkSidePoints === 0) return done();
  return giveDarkSide({ messageId: message.id }, sender);
}

/** The payload of a card's post, checked for shape: the form's numbers whole, at most one roll per Force skill. */
function parsePowerPost(payload: unknown): PowerPostRequest | null {
  const { actorId, itemId, form, rolls } = (payload ?? {}) as Partial<Record<keyof PowerPostRequest, unknown>>;
  if (typeof actorId !== "string" || actorId === "" || typeof itemId !== "string" || itemId === "") return null;
  if (!Array.isArray(rolls) || rolls.length === 0 || rolls.length > FORCE_SKILLS.length) return null;
  const f = form as Partial<Record<keyof PowerForm, unknown>> | null | undefined;
  if (typeof f !== "object" || f === null || typeof f.difficulties !== "object" || f.difficulties === null) return null;
  const difficulties: PowerForm["difficulties"] = {};
  for (const skill of FORCE_SKILLS) {
    const value = (f.difficulties as Record<string, unknown>)[skill];
    if (value === undefined) continue;
    if (value !== null && !Number.isSafeInteger(value)) return null;
    difficulties[skill] = value as number | null;
  }
  const otherActions = f.otherActions;
  if (!Number.isInteger(otherActions) || (otherActions as number) < 0 || (otherActions as number) > MOST_OTHER_ACTIONS) return null;
  const parsed: PowerForm = {
    difficulties,
    otherActions: otherActions as number,
    keepUp: f.keepUp === true,
    ...(f.forcePoint === true ? { forcePoint: true } : {}),
  };
  return { actorId, itemId, form: parsed, rolls };
}

/** The payload of a give, checked for shape. */
function parseGive(payload: unknown): { messageId: string } | null {
  const messageId = (payload as { messageId?: unknown } | null)?.messageId;
  return typeof messageId === "string" && messageId !== "" ? { messageId } : null;
}

/** The card's post request kind (`index.ts` registers it with every other). */
export const forcePowerPostRequestKind = defineRequestKind<PowerPostRequest>({ name: FORCE_POWER_POST_REQUEST, parse: parsePowerPost, handle: postCardFor });

/** The Dark Side request kind (`index.ts` registers it with every other). */
export const darkSideRequestKind = defineRequestKind<{ messageId: string }>({ name: DARK_SIDE_REQUEST, parse: parseGive, handle: giveDarkSide });

/**
 * Offers a card's Dark Side points again while they are not given (giving failed), on the
 * gamemaster's card, for the gamemasters and the character's owners; the gamemaster's side gives the
 * points once whoever clicks. A card the gamemaster did not post offers nothing.
 */
function wireGiveButton(card: ForcePowerCardData, message: ChatMessage.Implementation, content: HTMLElement): void {
  if (card.given || card.darkSidePoints <= 0 || !isPostedCard(message)) return;
  const actor = game.actors.get(card.actorId);
  if (!game.user.isGM && actor?.isOwner !== true) return;
  const body = content.querySelector("[data-force-power-card]");
  if (!body) return;
  const row = body.ownerDocument.createElement("div");
  row.className = "card-points";
  const button = body.ownerDocument.createElement("button");
  button.type = "button";
  button.dataset.action = GIVE_DARK_SIDE_ACTION;
  button.textContent = game.i18n.localize("SWD6.ForcePowers.giveDarkSide");
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void withButtons([button], () => sendRequest(DARK_SIDE_REQUEST, { messageId: message.id ?? "" }), { keepDisabled: true });
  });
  row.appendChild(button);
  body.appendChild(row);
}

/** Gives the Force power card model its button. Call once, at `init`. */
export function registerForcePowerCard(): void {
  presentCard(ForcePowerCardData, { wire: wireGiveButton });
}
