/**
 * The Force power card and its Dark Side points. A power that gives Dark Side points has its card
 * posted by the active gamemaster (request kind `forcePower.post`): he reads the character and the
 * power again, takes the points from the power (`powerDarkSidePoints`), posts the card as his own
 * message, lists it (`postCard`) and gives the points once for it (request kind `forcePower.darkSide`,
 * also behind the card's button while they are not all given). Only the card's view, which no one
 * acts on, comes from the user's client. A power without Dark Side points is posted by the user's
 * own client and gives nothing; so is a dark-side power's card the gamemaster did not answer for,
 * whose button then asks him again to post his card and give the points.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { createChatMessage, updateChatMessage } from "../../data/document-writes.ts";
import { gainDarkSidePoint } from "../../documents/dark-side.ts";
import { forcePowerRules } from "../../data/item/force-power-rules.ts";
import { powerDarkSidePoints } from "../../rules/force/force-power.ts";
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { notifyRefusal, withButtons } from "../../gateway/request-button.ts";
import { isPostedCard, postCard } from "../../gateway/posted-cards.ts";
import { ForcePowerCardData } from "../../data/message/force-power-card.ts";
import { presentCard } from "../../data/message/card-data.ts";
import { cardData, cardMessage } from "../../data/message/index.ts";
import { itemData, worldActor } from "../../data/document-data.ts";

/** The request kind of a power's card posted by the gamemaster. */
export const FORCE_POWER_POST_REQUEST = "forcePower.post";

/** The request kind of a card's Dark Side points given. */
export const DARK_SIDE_REQUEST = "forcePower.darkSide";

/** The action of the card's button that asks for its Dark Side points again. */
export const GIVE_DARK_SIDE_ACTION = "giveDarkSide";

/** The largest view a client may send, in characters of JSON: a power's card is far smaller. */
const MAX_VIEW_LENGTH = 20_000;

/** The gateway's answers that mean no gamemaster handled the request: the user's client posts the card itself. */
const UNANSWERED: readonly string[] = ["noGM", "timeout"];

/** What the user's client sends to have a power's card posted. */
interface PowerPostRequest {
  actorId: string;
  itemId: string;
  /** The card's view (force-power-use.ts `powerCardContext`). */
  view: Record<string, unknown>;
}

/** Why Dark Side points were not given. */
function darkSideRefusal(reason: "given" | "permission" | "missing" | "noDarkSide" | "notRecorded"): GatewayAnswer {
  return refused(reason, `SWD6.ForcePowers.darkSideRefused.${reason}`);
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
 * Posts a used power's card: through the active gamemaster when the power gives Dark Side points,
 * else (or when he does not answer) as the user's own message; a refusal is shown as a localized warning.
 * @param actor the character who used the power
 * @param item the power
 * @param view the card's view
 * @param darkSidePoints the Dark Side points the power gives
 */
export async function postPowerCard(actor: Actor.Implementation, item: Item.Implementation, view: object, darkSidePoints: number): Promise<PostedPowerCard | null> {
  const request = { actorId: actor.id ?? "", itemId: item.id ?? "", view: { ...view } } satisfies PowerPostRequest;
  if (darkSidePoints > 0) {
    const answer = await sendRequest(FORCE_POWER_POST_REQUEST, request);
    notifyRefusal(answer);
    // The gamemaster's card is his: the roller cannot take it back.
    if (answer.ok) return { delete: async () => undefined };
    if (!UNANSWERED.includes(answer.reason)) return null;
  }
  const messages = ChatMessage.implementation;
  const card = { ...request, darkSidePoints, given: darkSidePoints === 0, givenPoints: 0 };
  return (await createChatMessage({ ...cardMessage("forcePower", card), speaker: messages.getSpeaker({ actor }) })) ?? null;
}

/** A power's posted card, as its roller may take it back (his own card), or not (the gamemaster's). */
export interface PostedPowerCard {
  delete(): Promise<unknown>;
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

/**
 * The gamemaster's side of a power's card: the character and the power read again, the sender their
 * owner, the points from the power; the card posted as his own and its points given.
 */
async function postCardFor(request: PowerPostRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const power = powerAt(request.actorId, request.itemId);
  if (!power) return darkSideRefusal("missing");
  if (!power.actor.testUserPermission(sender, "OWNER")) return darkSideRefusal("permission");
  const darkSidePoints = pointsOf(power.item);
  const card = { view: request.view, actorId: request.actorId, itemId: request.itemId, darkSidePoints, given: darkSidePoints === 0, givenPoints: 0 };
  const message = await postCard({ ...cardMessage("forcePower", card), speaker: ChatMessage.implementation.getSpeaker({ actor: power.actor }) });
  if (!message?.id || darkSidePoints === 0) return done();
  return giveDarkSide({ messageId: message.id }, sender);
}

/** The payload of a card's post, checked for shape and size. */
function parsePowerPost(payload: unknown): PowerPostRequest | null {
  const { actorId, itemId, view } = (payload ?? {}) as Partial<PowerPostRequest>;
  if (typeof actorId !== "string" || actorId === "" || typeof itemId !== "string" || itemId === "") return null;
  if (!view || typeof view !== "object" || Array.isArray(view) || JSON.stringify(view).length > MAX_VIEW_LENGTH) return null;
  return { actorId, itemId, view };
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
 * What the card's button asks: the gamemaster's card its points again (`forcePower.darkSide`), or,
 * on the user's own card the gamemaster did not answer for, his card posted with its points after
 * all (`forcePower.post`), which then marks the user's card as handed over.
 */
async function askAgain(card: ForcePowerCardData, message: ChatMessage.Implementation): Promise<GatewayAnswer> {
  if (isPostedCard(message)) return sendRequest(DARK_SIDE_REQUEST, { messageId: message.id ?? "" });
  const answer = await sendRequest(FORCE_POWER_POST_REQUEST, { actorId: card.actorId, itemId: card.itemId, view: { ...(card.view as object) } } satisfies PowerPostRequest);
  if (answer.ok) await updateChatMessage(message, { system: { given: true } });
  return answer;
}

/**
 * Offers a card's Dark Side points again while they are not given: on the gamemaster's card (giving
 * failed) for the gamemasters and the character's owners, on the user's own card (the gamemaster did
 * not answer) for its author; the gamemaster's side gives the points once whoever clicks.
 */
function wireGiveButton(card: ForcePowerCardData, message: ChatMessage.Implementation, content: HTMLElement): void {
  if (card.given || card.darkSidePoints <= 0) return;
  const actor = game.actors.get(card.actorId);
  const mayAsk = isPostedCard(message) ? game.user.isGM || actor?.isOwner === true : message.isAuthor;
  if (!mayAsk) return;
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
    void withButtons([button], () => askAgain(card, message), { keepDisabled: true });
  });
  row.appendChild(button);
  body.appendChild(row);
}

/** Gives the Force power card model its button. Call once, at `init`. */
export function registerForcePowerCard(): void {
  presentCard(ForcePowerCardData, { wire: wireGiveButton });
}
