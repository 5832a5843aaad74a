/**
 * The chat message of the gamemaster's Roll NPCs: the segment's NPC rolls in one message, loaded
 * with the first click (segment-rolls.ts rolls them and records the totals).
 */
import { type MessageMode, applyMessageMode, currentMessageMode } from "../compat.ts";
import type { D6Roll } from "../dice/d6-roll.ts";
import { scoringMishap } from "../dice/d6-roll-data.ts";
import { createChatMessage } from "../data/document-writes.ts";
import { cardMessage } from "../data/message/card-types.ts";

/** One NPC's roll of the segment, as Roll NPCs posts and records it. */
export interface NpcRoll {
  roll: D6Roll;
  /** The combatant's name, as the tracker shows it. */
  name: string;
  /** What he rolls (the skill or attribute's name). */
  skill: string;
  /** A hidden combatant: his line goes to the gamemasters only. */
  hidden: boolean;
}

/**
 * Posts a segment's NPC rolls: one card holding every roll (`rolls`, each shown by Dice So Nice as a
 * new message's rolls are), listing who rolled what and the total (and how a mishap counted in it: the
 * card offers no choice, so an undecided one counts as rolled), rendered in each viewer's language
 * (the `npcRolls` card), in the gamemaster's chosen roll mode; the hidden combatants' in a card of
 * their own to the gamemasters ("gm" mode), unless the chosen mode sends everything there already.
 */
export async function postNpcRolls(rolled: NpcRoll[], segment: number): Promise<void> {
  const chosen = currentMessageMode(game.settings);
  const parts: [MessageMode, NpcRoll[]][] =
    chosen === "gm"
      ? [["gm", rolled]]
      : [
          [chosen, rolled.filter((r) => !r.hidden)],
          ["gm", rolled.filter((r) => r.hidden)],
        ];
  for (const [mode, part] of parts) {
    if (part.length === 0) continue;
    const lines = part.map(({ roll, name, skill }) => ({
      name,
      label: skill,
      ...(roll.d6.labelKey ? { labelKey: roll.d6.labelKey, labelData: roll.d6.labelData ?? {} } : {}),
      total: roll.total ?? 0,
      // The card has no one to ask: an undecided mishap shows as it counted.
      ...(roll.scored?.mishap ? { mishap: scoringMishap(roll.d6.mishap) } : {}),
    }));
    const data = { ...cardMessage("npcRolls", { view: { segment, lines } }), rolls: part.map((r) => r.roll) };
    await createChatMessage(applyMessageMode(ChatMessage.implementation as never, data, mode));
  }
}
