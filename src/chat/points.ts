/**
 * Spending a character point on a roll card (R&E: after the roll is seen, one die re-rolled while it
 * shows 6, added to the same roll). The character's owner or a gamemaster clicks; the spend runs on
 * a client that may write both the message and the character (a gamemaster, or the author who owns
 * the character), else it goes to the active gamemaster through the `swd6rpg.points` query, whose
 * handler checks everything again (message, roll, ownership, the limit, points left) on the state as
 * it stands then. A repeated request finds the point already spent and changes nothing.
 */
import { SYSTEM_ID } from "../constants.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { CHARACTER_POINT_OPTION } from "../dice/dice-so-nice.ts";
import { SPEND_CHARACTER_POINT_ACTION } from "../dice/roll-card.ts";
import { FORCE_POINT_FLAG, forcePointActive } from "../dice/force-point-round.ts";
import { type SpendRefusal, characterPointsLeftOnRoll, spendCharacterPoint } from "../dice/roll-points.ts";
import { rollCharacterPointDice } from "../rules/characters/character-points.ts";
import { currentMoment } from "../applications/roll-dialog.ts";

/** The query's name in `CONFIG.queries`. */
export const POINTS_QUERY = `${SYSTEM_ID}.points`;

/** A request to spend one character point on a message's roll. */
interface PointsRequest {
  messageId: string;
  rollIndex: number;
  /** The character points the requester saw spent on that roll. */
  spent: number;
}

/** The answer: done (or already done), or why not. */
type PointsResult = { ok: true } | { ok: false; reason: SpendRefusal | "badRequest" | "notOwner" | "noGM" };

/** Spends run one after the other on this client, each on the state the previous one wrote. */
let queue: Promise<unknown> = Promise.resolve();

/** The character who made the message's roll, or null. */
function rollerOf(message: ChatMessage.Implementation): Actor.Implementation | null {
  const messages = ChatMessage.implementation as unknown as { getSpeakerActor(speaker: unknown): Actor.Implementation | null };
  return messages.getSpeakerActor(message.speaker) ?? null;
}

/** The character's points on the sheet. */
function characterPointsOf(actor: Actor.Implementation): number {
  return Number((actor.system as { characterPoints?: unknown }).characterPoints ?? 0);
}

/** Whether `user` may spend a character point on the message's roll: its character's owner or a gamemaster, while the roll takes more. */
export function maySpendCharacterPoint(message: ChatMessage.Implementation, user: User.Implementation, rollIndex: number): boolean {
  const roll = message.rolls[rollIndex];
  if (!(roll instanceof D6Roll) || characterPointsLeftOnRoll(roll.d6.points) <= 0) return false;
  const actor = rollerOf(message);
  return !!actor && (user.isGM || actor.testUserPermission(user, "OWNER"));
}

/** Shows the character point's die in Dice So Nice, coloured by its term's option, when the module is active. */
async function showDie(chain: readonly number[], user: User.Implementation): Promise<void> {
  const dice3d = (game as unknown as { dice3d?: { showForRoll(roll: Roll, user: User.Implementation, synchronize: boolean): Promise<boolean> } }).dice3d;
  if (typeof dice3d?.showForRoll !== "function") return;
  try {
    const Die = foundry.dice.terms.Die as unknown as { fromResults(options: object, results: object[]): foundry.dice.terms.Die };
    const term = Die.fromResults(
      { number: 1, faces: 6, modifiers: ["x"], options: { [CHARACTER_POINT_OPTION]: true } },
      chain.map((result, i) => ({ result, active: true, ...(i < chain.length - 1 ? { exploded: true } : {}) })),
    );
    await dice3d.showForRoll(Roll.fromTerms([term]) as never, user, true);
  } catch (error) {
    console.warn(`${SYSTEM_ID} | Dice So Nice could not show the character point's die`, error);
  }
}

/**
 * Spends one character point on the message's roll for `user`, on a client that may write the
 * message and the character: rolls the die (`rollCharacterPointDice`), checks and computes the next
 * state (`spendCharacterPoint`, with no points in a round the character spent a Force point), then
 * writes the roll and the sheet.
 */
function spendAsWriter(request: PointsRequest, user: User.Implementation): Promise<PointsResult> {
  const run = queue.then(async (): Promise<PointsResult> => {
    const message = game.messages.get(String(request?.messageId)) as ChatMessage.Implementation | undefined;
    const rollIndex = Number(request?.rollIndex);
    const roll = message?.rolls[rollIndex];
    if (!message || !(roll instanceof D6Roll) || !Number.isInteger(request.spent)) return { ok: false, reason: "badRequest" };
    const actor = rollerOf(message);
    if (!actor) return { ok: false, reason: "noRoll" };
    if (!user.isGM && !actor.testUserPermission(user, "OWNER")) return { ok: false, reason: "notOwner" };
    const forcePointNow = forcePointActive(actor.getFlag(SYSTEM_ID as never, FORCE_POINT_FLAG as never), currentMoment());
    const points = roll.d6.points ? { ...roll.d6.points, forcePoint: roll.d6.points.forcePoint || forcePointNow } : null;
    const chain = rollCharacterPointDice(1, { random: () => CONFIG.Dice.randomUniform() }).dice[0];
    const outcome = spendCharacterPoint(points, { spent: request.spent, characterPointsLeft: characterPointsOf(actor), chain });
    if (!outcome.ok) return outcome.reason === "stale" ? { ok: true } : outcome;
    const rolls = message.rolls.map((r, i) => JSON.stringify(i === rollIndex ? roll.withOptions({ points: { ...outcome.points, forcePoint: roll.d6.points?.forcePoint ?? false } }) : r));
    await message.update({ rolls } as never);
    await actor.update({ "system.characterPoints": outcome.characterPointsLeft } as never);
    void showDie(chain, user);
    return { ok: true };
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Spends one character point on a message's roll: on this client when it may write the message and
 * the character, else through the active gamemaster. A refusal is shown as a localized warning.
 * @returns whether the point was spent (or had already been)
 */
export async function requestCharacterPoint(message: ChatMessage.Implementation, rollIndex: number, spent: number): Promise<boolean> {
  const request: PointsRequest = { messageId: message.id ?? "", rollIndex, spent };
  const user = game.user as User.Implementation;
  const actor = rollerOf(message);
  let result: PointsResult;
  if (user.isGM || (message.isOwner && actor?.isOwner)) result = await spendAsWriter(request, user);
  else {
    const gm = game.users.activeGM;
    if (!gm) result = { ok: false, reason: "noGM" };
    else {
      const query = (gm as unknown as { query(name: string, data: object, options: object): Promise<PointsResult> }).query;
      result = await query.call(gm, POINTS_QUERY, request, { timeout: 30_000 });
    }
  }
  if (!result.ok) ui.notifications?.warn(game.i18n.localize(`SWD6.Points.refused.${result.reason}`));
  return result.ok;
}

/** Wires the "Spend a character point" button of a rendered roll card: for the character's owner and the gamemaster, removed for everyone else. */
export function wireCharacterPoints(message: ChatMessage.Implementation, html: HTMLElement): void {
  const buttons = html.querySelectorAll<HTMLButtonElement>(`button[data-action="${SPEND_CHARACTER_POINT_ACTION}"]`);
  if (buttons.length === 0) return;
  const rollIndex = message.rolls.findIndex((roll) => roll instanceof D6Roll);
  if (!maySpendCharacterPoint(message, game.user as User.Implementation, rollIndex)) {
    html.querySelectorAll("[data-character-point-offer]").forEach((element) => element.remove());
    return;
  }
  for (const button of buttons) {
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      button.disabled = true;
      const spent = await requestCharacterPoint(message, rollIndex, Number(button.dataset.spent ?? 0));
      if (!spent) button.disabled = false;
    });
  }
}

/** Registers the query's handler, run on the gamemaster's client. Call once, at `init`. */
export function registerPointsQuery(): void {
  (CONFIG.queries as unknown as Record<string, unknown>)[POINTS_QUERY] = async (data: unknown, options?: { user?: User.Implementation }) => {
    if (!game.user.isGM) return { ok: false, reason: "noGM" } satisfies PointsResult;
    const user = options?.user ? game.users.get(options.user.id ?? "") : undefined;
    if (!user || data === null || typeof data !== "object") return { ok: false, reason: "badRequest" } satisfies PointsResult;
    return spendAsWriter(data as PointsRequest, user as User.Implementation);
  };
}
