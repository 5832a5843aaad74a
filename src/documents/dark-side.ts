/**
 * A Dark Side point gained: the character's count goes up by one and the gamemaster rolls 1D against
 * it (`rollDarkSideCheck`: a roll below the Dark Side points turns the character; tables.json
 * `force_points.dark_side`, Reglas). The roll is shown on a chat card; a character who turns is
 * marked with the flag {@link TURNED_FLAG}, and the gamemaster takes them over (Reglas).
 */
import { SYSTEM_ID } from "../constants.ts";
import { rollDarkSideCheck } from "../rules/characters/force-points.ts";
import { cardMessage } from "../data/message/card-types.ts";
import { beingData } from "../data/document-data.ts";
import { createChatMessage, updateSystem } from "../data/document-writes.ts";

/** The actor flag (in the system's scope) set to true when the character has turned to the dark side. */
export const TURNED_FLAG = "turned";

/** What the dark side card shows. */
export interface DarkSideCardContext {
  name: string;
  /** The character's Dark Side points, the new one included. */
  points: number;
  /** The gamemaster's 1D. */
  roll: number;
  turned: boolean;
}

/**
 * The card's context for a check's result (pure).
 * @param name the character's name
 * @param points the Dark Side points, the new one included
 * @param check the result of `rollDarkSideCheck`
 */
export function darkSideCardContext(name: string, points: number, check: { roll: number; turned: boolean }): DarkSideCardContext {
  return { name, points, roll: check.roll, turned: check.turned };
}

/**
 * Gives a character a Dark Side point and rolls the gamemaster's 1D against the new count with
 * Foundry's random source; posts the card and marks a turned character. The gamemaster's alone: on
 * another client a localized warning is shown and nothing changes.
 *
 * @param actor a character (its `system.darkSidePoints`, a count from 0)
 * @returns the check (points after the gain, the roll, whether the character turned), or null when refused
 */
export async function gainDarkSidePoint(actor: Actor.Implementation): Promise<DarkSideCardContext | null> {
  if (!game.user.isGM) {
    ui.notifications?.warn(game.i18n.localize("SWD6.Points.darkSide.gmOnly"));
    return null;
  }
  const before = beingData(actor)?.darkSidePoints ?? 0;
  const points = (Number.isInteger(before) && before > 0 ? before : 0) + 1;
  const check = rollDarkSideCheck(points, { random: () => CONFIG.Dice.randomUniform() });
  await updateSystem(actor, { darkSidePoints: points }, check.turned ? { [TURNED_FLAG]: true } : {});
  const context = darkSideCardContext(actor.name ?? "", points, check);
  // The card is stored as its view and rendered on each client in its user's language.
  const messages = ChatMessage.implementation;
  // The point is given once the actor is written: a card that fails to post must not make it look
  // lost, or a retry would give it again.
  try {
    await createChatMessage({ ...cardMessage("darkSide", { view: context }), speaker: messages.getSpeaker({ actor }) });
  } catch (error) {
    console.error(`${SYSTEM_ID} | the Dark Side card could not be posted`, error);
  }
  return context;
}
