/**
 * Round commands through the gateway (request kind `combat.round`, see `combat-command.ts`): the
 * active gamemaster checks each with `runCommand` on the round as it stands, writes the new round
 * and, when the round ended, its end-of-round work.
 */
import { type RoundCommand, runCommand } from "./flow/round-commands.ts";
import type { RoundState } from "./flow/round-state.ts";
import { roundRules, syncKnockOuts } from "./round-rules.ts";
import { applyEndOfRound } from "./end-of-round.ts";
import { combatCommand } from "./combat-command.ts";
import { checkedSegmentRoll } from "./segment-action.ts";
import { checkedReactionRoll } from "./reaction/reaction-check.ts";

/** The request kind of a round command. */
export const ROUND_REQUEST = "combat.round";

const roundCommand = combatCommand({
  name: ROUND_REQUEST,
  badRequestKey: "SWD6.Combat.Error.badRequest",
  read: (combat) => combat.roundState,
  run(state, command, requester, sent) {
    // A player's segment roll and reaction count by the roll he sent, never by the total he claims.
    const checked = requester.isGM ? (command as RoundCommand) : checkedPlayerRoll(sent.combat, state, command as RoundCommand, sent.roll);
    if (!checked) return { ok: false, error: { key: "SWD6.Combat.Error.badRoll", data: {} } };
    return runCommand(state, checked, requester, roundRules());
  },
  async write(combat, outcome) {
    await combat.writeRoundState(outcome.state);
    if (outcome.roundEnded) await applyEndOfRound(combat, outcome.effects);
    // The game time moved with the round: knock-outs whose minutes are up end.
    if (outcome.roundEnded) await syncKnockOuts(combat);
  },
});

/** A player's command whose numbers rest on a roll ("roll", "react"), with them taken from the roll; null when it is refused. */
function checkedPlayerRoll(combat: Combat.Implementation, state: RoundState, command: RoundCommand, roll: unknown): RoundCommand | null {
  if (command === null || typeof command !== "object") return command;
  if (command.type === "react") return checkedReactionRoll(combat, command, roll);
  return checkedSegmentRoll(combat, state, command, roll);
}

/**
 * Sends a round command through the gateway. A refusal is shown to the user as a localized warning.
 * @param combat the combat (its id is sent)
 * @param command the command
 * @param roll a segment roll's JSON data: a player's "roll" command counts by it
 * @returns whether the command went through
 */
export function submitRoundCommand(combat: { id: string | null }, command: RoundCommand, roll?: unknown): Promise<boolean> {
  return roundCommand.submit(combat, command, roll);
}

/** The round command's request kind. */
export const roundRequestKind = roundCommand.kind;
