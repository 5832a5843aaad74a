/**
 * Settling a mishap the gamemaster decides per roll (world setting "ask"): the roll's faces are scored
 * again with the chosen handling and the chat message is updated once. The setting gives the choice
 * to the gamemaster alone, so only a gamemaster's client shows the choices and settles them.
 */
import { SYSTEM_ID } from "../constants.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import type { Mishap } from "../rules/dice/roll.ts";

/** The message flag that records how the mishap was settled; its presence closes the question. */
export const MISHAP_FLAG = "mishap";

/** Messages being updated on this client, so a quick second click cannot settle a mishap twice. */
const settling = new Set<string>();

/** The index of the message's roll whose mishap is still open, or -1. */
function pendingRollIndex(message: ChatMessage.Implementation): number {
  if (message.getFlag(SYSTEM_ID as never, MISHAP_FLAG as never) !== undefined) return -1;
  return message.rolls.findIndex((roll) => roll instanceof D6Roll && roll.mishapPending);
}

/** Whether the message holds a roll whose mishap the gamemaster has yet to settle. */
export function hasPendingMishap(message: ChatMessage.Implementation): boolean {
  return pendingRollIndex(message) >= 0;
}

/**
 * Settles a pending mishap on the gamemaster's client: scores the same faces with `mishap` and
 * updates the message's roll and flag in one update. Does nothing when the mishap is already settled.
 *
 * @returns whether the message was updated
 * @throws Error when called by a user who is not a gamemaster
 */
export async function settleMishap(message: ChatMessage.Implementation, mishap: Mishap): Promise<boolean> {
  if (!game.user.isGM) throw new Error("Only a gamemaster can settle a mishap");
  const id = message.id ?? "";
  const index = pendingRollIndex(message);
  if (index < 0 || settling.has(id)) return false;
  settling.add(id);
  try {
    const rolls = message.rolls.map((roll, i) => JSON.stringify(i === index ? (roll as D6Roll).withMishap(mishap) : roll));
    await message.update({ rolls, flags: { [SYSTEM_ID]: { [MISHAP_FLAG]: mishap } } } as never);
    return true;
  } finally {
    settling.delete(id);
  }
}
