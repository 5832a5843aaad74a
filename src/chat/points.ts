/**
 * Spending a character point on a roll card (R&E: after the roll is seen, one die re-rolled while it
 * shows 6, added to the same roll). The character's owner or a gamemaster clicks; the spend goes to
 * the active gamemaster through the gateway (request kind `points.spend`), whose handler checks
 * everything again (message, roll, ownership, the limit, points left) on the state as it stands
 * then and rolls the die itself. A repeated request finds the point already spent and changes nothing.
 * The roll's message is the player's, who may edit it: the points spent on it are counted by the
 * gamemaster's own record (`spentByRecord`), and a roll showing fewer than that is refused.
 */
import { SYSTEM_HOOKS, callAfterHook, callPreHook } from "../dice/pipeline/system-hooks.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { CHARACTER_POINT_OPTION, showRollAddedTo } from "../dice/dice-so-nice.ts";
import { SPEND_CHARACTER_POINT_ACTION } from "../dice/roll-card.ts";
import { currentMoment, forcePointSpentAt } from "../dice/force-point-round.ts";
import { type SpendRefusal, characterPointsLeftOnRoll, spendCharacterPoint } from "../dice/roll-points.ts";
import { rollCharacterPointDice } from "../rules/characters/character-points.ts";
import { type GatewayAnswer, done, refused } from "../gateway/answer.ts";
import { defineRequestKind } from "../gateway/request-kind.ts";
import { sendRequest } from "../gateway/gateway.ts";
import { notifyRefusal } from "../gateway/request-button.ts";
import { recordSpent, spentByRecord } from "../gateway/posted-cards.ts";
import { actorAtUuid, beingData } from "../data/document-data.ts";
import { cardOf } from "../applications/attack/card/attack-card-of.ts";
import { type DefenseRollType, attackTotalOpen, defenseRollOpen, retotalDefenseRoll } from "../applications/attack/flow/attack-card-flow.ts";
import { CARD_ROLL_OPTION } from "../applications/attack/card/card-read.ts";
import { retotalRoundReaction } from "../dice/roll-situation.ts";
import { updateChatMessage, updateSystem } from "../data/document-writes.ts";

/** The request kind of a character point spent on a roll. */
export const SPEND_POINT_REQUEST = "points.spend";

/** A request to spend one character point on a message's roll. */
interface PointsRequest {
  messageId: string;
  rollIndex: number;
  /** The character points the requester saw spent on that roll. */
  spent: number;
}

/** Why a spend was refused. */
type PointsRefusal = SpendRefusal | "badRequest" | "notOwner" | "cancelled";

function pointsRefusal(reason: PointsRefusal): GatewayAnswer {
  return refused(reason, `SWD6.Points.refused.${reason}`);
}

/**
 * The character who made the message's roll at `rollIndex`, or null: on an attack card, a target's
 * defensive roll (reaction, resistance) is his, found by the gamemaster's tag on the roll; any other
 * roll is the speaker's.
 */
function rollerOf(message: ChatMessage.Implementation, rollIndex: number): Actor.Implementation | null {
  const card = cardOf(message);
  const tag = defenseTagOf(message.rolls[rollIndex]);
  if (card && rollIndex > 0) {
    const actor = tag ? card.state.targets.find((t) => t.key === tag.target)?.actor : undefined;
    return actor ? actorAtUuid(actor) : null;
  }
  return ChatMessage.implementation.getSpeakerActor(message.speaker) ?? null;
}

/** The gamemaster's tag of an attack card's defensive roll: its target and type; null for any other roll. */
function defenseTagOf(roll: unknown): { target: string; type: DefenseRollType } | null {
  const tag = (roll as { options?: Record<string, unknown> } | undefined)?.options?.[CARD_ROLL_OPTION] as { target?: unknown; type?: unknown } | undefined;
  if (typeof tag?.target !== "string" || (tag.type !== "reaction" && tag.type !== "resistance")) return null;
  return { target: tag.target, type: tag.type };
}

/** The character's points on the sheet. */
function characterPointsOf(actor: Actor.Implementation): number {
  return beingData(actor)?.characterPoints ?? 0;
}

/** Whether `user` may spend a character point on the message's roll: its character's owner or a gamemaster, while the roll takes more. */
export function maySpendCharacterPoint(message: ChatMessage.Implementation, user: User.Implementation, rollIndex: number): boolean {
  const roll = message.rolls[rollIndex];
  if (!(roll instanceof D6Roll) || characterPointsLeftOnRoll(roll.d6.points) <= 0) return false;
  const actor = rollerOf(message, rollIndex);
  return !!actor && (user.isGM || actor.testUserPermission(user, "OWNER"));
}

/**
 * Shows the character point's die in Dice So Nice (coloured by its term's option), once, to whoever
 * may see the roll's message (`showRollAddedTo`); nothing without the module.
 */
function showDie(message: ChatMessage.Implementation, chain: readonly number[], user: User.Implementation): void {
  if (!(game as unknown as { dice3d?: unknown }).dice3d) return;
  const Die = foundry.dice.terms.Die as unknown as { fromResults(options: object, results: object[]): foundry.dice.terms.Die };
  const term = Die.fromResults(
    { number: 1, faces: 6, modifiers: ["x"], options: { [CHARACTER_POINT_OPTION]: true } },
    chain.map((result, i) => ({ result, active: true, ...(i < chain.length - 1 ? { exploded: true } : {}) })),
  );
  showRollAddedTo(message, Roll.fromTerms([term]) as never, user);
}

/**
 * Spends one character point on the message's roll for `user`, on the active gamemaster's client:
 * rolls the die (`rollCharacterPointDice`), checks and computes the next state
 * (`spendCharacterPoint`, with no points in a round the character spent a Force point), then writes
 * the sheet and the roll. On an attack card only the attack roll takes them, and only while no
 * damage is rolled: the roll's update carries the card's state measured against the new total
 * (`followAttackTotal`). A module's `swd6rpg.preSpendCharacterPoint` listener may refuse the point
 * ("cancelled"); one spent is told to `swd6rpg.spendCharacterPoint`.
 */
async function spend(request: PointsRequest, user: User.Implementation): Promise<GatewayAnswer> {
  const message = game.messages.get(request.messageId);
  const roll = message?.rolls[request.rollIndex];
  if (!message || !(roll instanceof D6Roll)) return pointsRefusal("badRequest");
  const actor = rollerOf(message, request.rollIndex);
  if (!actor) return pointsRefusal("noRoll");
  if (!user.isGM && !actor.testUserPermission(user, "OWNER")) return pointsRefusal("notOwner");
  const recorded = spentByRecord(message.id as string, request.rollIndex);
  if ((roll.d6.points?.characterPoints?.length ?? 0) < recorded) return pointsRefusal("badRequest");
  // An attack card's total decides its hits only until damage is rolled (its roll's update retotals it
  // then); a target's reaction until then too, his resistance until the hit is applied.
  const card = cardOf(message);
  const defense = card && request.rollIndex > 0 ? defenseTagOf(roll) : null;
  if (card && (request.rollIndex === 0 ? !attackTotalOpen(card.state) : !defense || !defenseRollOpen(card.state, defense.target, defense.type)))
    return pointsRefusal("limit");
  const forcePointNow = forcePointSpentAt(actor, currentMoment());
  const points = roll.d6.points ? { ...roll.d6.points, forcePoint: roll.d6.points.forcePoint || forcePointNow } : null;
  const chain = rollCharacterPointDice(1, { random: () => CONFIG.Dice.randomUniform() }).dice[0];
  const outcome = spendCharacterPoint(points, { spent: request.spent, characterPointsLeft: characterPointsOf(actor), chain });
  if (!outcome.ok) return outcome.reason === "stale" ? done() : pointsRefusal(outcome.reason);
  const spend = Object.freeze({ messageId: message.id as string, rollIndex: request.rollIndex, count: outcome.points.characterPoints.length });
  if (!callPreHook(SYSTEM_HOOKS.spendCharacterPoint.pre, actor, spend)) return pointsRefusal("cancelled");
  const spentOn = roll.withOptions({ points: { ...outcome.points, forcePoint: roll.d6.points?.forcePoint ?? false } });
  const rolls = message.rolls.map((r, i) => JSON.stringify(i === request.rollIndex ? spentOn : r));
  const state = card && defense ? retotalDefenseRoll(card.state, defense.target, defense.type, spentOn.total as number) : null;
  // The sheet first: a roll that shows the die is never left with the point still on the sheet.
  const before = characterPointsOf(actor);
  await updateSystem(actor, { characterPoints: outcome.characterPointsLeft });
  try {
    await recordSpent(message.id as string, request.rollIndex, outcome.points.characterPoints.length);
    await updateChatMessage(message, state ? { rolls, "system.state": state } : { rolls });
  } catch (error) {
    await updateSystem(actor, { characterPoints: before });
    await recordSpent(message.id as string, request.rollIndex, recorded);
    throw error;
  }
  showDie(message, chain, user);
  callAfterHook(SYSTEM_HOOKS.spendCharacterPoint.post, actor, spend);
  // A later card meets the reaction at its new total (the round's record of it).
  if (defense?.type === "reaction") await retotalRoundReaction(actor, message.id as string, spentOn.total as number);
  return done();
}

/** The payload of a spend, checked for shape. */
function parsePointsRequest(payload: unknown): PointsRequest | null {
  const { messageId, rollIndex, spent } = (payload ?? {}) as Partial<PointsRequest>;
  if (typeof messageId !== "string" || messageId === "") return null;
  if (!Number.isInteger(rollIndex) || (rollIndex as number) < 0 || !Number.isInteger(spent) || (spent as number) < 0) return null;
  return { messageId, rollIndex: rollIndex as number, spent: spent as number };
}

/**
 * Spends one character point on a message's roll through the gateway. A refusal is shown as a
 * localized warning.
 * @returns whether the point was spent (or had already been)
 */
export async function requestCharacterPoint(message: ChatMessage.Implementation, rollIndex: number, spent: number): Promise<boolean> {
  const answer = await sendRequest(SPEND_POINT_REQUEST, { messageId: message.id ?? "", rollIndex, spent } satisfies PointsRequest);
  notifyRefusal(answer);
  return answer.ok;
}

/**
 * Wires the "Spend a character point" buttons of a rendered card, each for its roll (`data-roll-index`,
 * else the message's first D6 roll): for that roll's character's owner and the gamemaster, removed for
 * everyone else.
 */
export function wireCharacterPoints(message: ChatMessage.Implementation, html: HTMLElement): void {
  const buttons = html.querySelectorAll<HTMLButtonElement>(`button[data-action="${SPEND_CHARACTER_POINT_ACTION}"]`);
  const first = message.rolls.findIndex((roll) => roll instanceof D6Roll);
  for (const button of buttons) {
    // A button names its roll when the message holds several (an attack card's defensive rolls).
    const rollIndex = button.dataset.rollIndex === undefined ? first : Number(button.dataset.rollIndex);
    if (!maySpendCharacterPoint(message, game.user, rollIndex)) {
      button.closest("[data-character-point-offer]")?.remove();
      continue;
    }
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      button.disabled = true;
      const spent = await requestCharacterPoint(message, rollIndex, Number(button.dataset.spent ?? 0));
      if (!spent) button.disabled = false;
    });
  }
}

/** The spend's request kind (`index.ts` registers it with every other). */
export const pointsRequestKind = defineRequestKind<PointsRequest>({ name: SPEND_POINT_REQUEST, parse: parsePointsRequest, handle: spend });
