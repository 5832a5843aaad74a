/**
 * Dice rolled by the gamemaster (the world setting `diceRoller`): core Foundry rolls every user's
 * dice on his own client, so the faces a player's request carries are the player's to write — every
 * code, total and id is checked (checked-roll.ts), the faces cannot be. Where the setting says so, a
 * player's D6 roll is evaluated on the active gamemaster's client instead (request kind `dice.roll`):
 * the player's client sends the roll unevaluated, the gamemaster rolls that code from its options
 * alone and remembers the faces under the roll's new id, and the player's roll takes them as its own.
 * It is posted as before, so Dice So Nice shows it to everyone. The gamemaster then takes a roll sent
 * with a request only with the faces he rolled. With no gamemaster to roll them, the player's client
 * rolls and the roll's card says it was not rolled by the gamemaster.
 */
import { type GatewayAnswer, done, refused } from "./answer.ts";
import { sendRequest } from "./gateway.ts";
import { defineRequestKind } from "./request-kind.ts";
import { rememberRolledHere } from "./checked-roll.ts";
import { D6Roll, rollEvaluation } from "../dice/d6-roll.ts";
import { gamemasterRollsDice } from "../settings.ts";

/** The request kind of a player's roll evaluated by the gamemaster. */
export const DICE_ROLL_REQUEST = "dice.roll";

/** What the player's client sends: the roll's data, not yet evaluated. */
interface DiceRollRequest {
  roll: object;
}

function parseDiceRoll(payload: unknown): DiceRollRequest | null {
  const roll = (payload as { roll?: unknown } | null)?.roll;
  return typeof roll === "object" && roll !== null ? { roll } : null;
}

/**
 * The gamemaster's side: the code is rolled from the roll's options (its formula, terms and any
 * faces sent are ignored), under a new id, with this client's dice.
 * @returns done with the evaluated roll's data; refused ("badRequest") for data that is no D6 roll
 */
async function rollForPlayer(request: DiceRollRequest): Promise<GatewayAnswer> {
  let asked: unknown;
  try {
    asked = Roll.fromData(request.roll as never);
  } catch {
    return refused("badRequest");
  }
  if (!(asked instanceof D6Roll)) return refused("badRequest");
  const { rollId: _sent, unverified: _claimed, ...options } = asked.d6;
  let roll: D6Roll;
  try {
    roll = D6Roll.fromOptions(options);
  } catch {
    return refused("badRequest");
  }
  await roll.evaluate();
  return done(roll.toJSON());
}

/** The request kind (`index.ts` registers it with every other). */
export const diceRollRequestKind = defineRequestKind<DiceRollRequest>({ name: DICE_ROLL_REQUEST, parse: parseDiceRoll, handle: rollForPlayer });

/**
 * A player's roll, evaluated on the active gamemaster's client where the world says so.
 * @returns the evaluated roll's data; null to roll on this client (the world does not ask it, this
 *   user is a gamemaster, or no gamemaster rolled it: the roll is then marked unverified)
 */
async function evaluateOnGamemaster(roll: D6Roll): Promise<unknown> {
  if (!gamemasterRollsDice() || game.user.isGM) return null;
  const answer = game.users.activeGM ? await sendRequest(DICE_ROLL_REQUEST, { roll: roll.toJSON() } satisfies DiceRollRequest) : null;
  if (answer?.ok && answer.value) return answer.value;
  roll.options = { ...roll.options, unverified: true } as never;
  return null;
}

/** Lets the active gamemaster roll the players' dice where the world says so. Call once, at `init`. */
export function registerGamemasterDice(): void {
  rollEvaluation.elsewhere = evaluateOnGamemaster;
  rollEvaluation.here = (roll) => {
    if (game.user?.isGM) rememberRolledHere(roll);
  };
}
