/**
 * Space battle commands through the gateway (request kind `combat.spaceBattle`, see
 * `../combat-command.ts`): the active gamemaster checks each with `runBattleCommand` on the battle
 * as it stands and writes the new battle. The dice are Foundry's uniform random source, drawn on the
 * gamemaster's side.
 */
import { type BattleCommand, runBattleCommand } from "./battle-commands.ts";
import { combatCommand } from "../combat-command.ts";

/** The request kind of a space battle command. */
export const BATTLE_REQUEST = "combat.spaceBattle";

const battleCommand = combatCommand({
  name: BATTLE_REQUEST,
  badRequestKey: "SWD6.SpaceBattle.Error.badRequest",
  read: (combat) => combat.battleState,
  run: (state, command, requester) => runBattleCommand(state, command, requester, () => CONFIG.Dice.randomUniform()),
  write: (combat, outcome) => combat.writeBattleState(outcome.state),
});

/**
 * Sends a battle command through the gateway. A refusal is shown to the user as a localized warning.
 * @param combat the combat (its id is sent)
 * @param command the command
 * @returns whether the command went through
 */
export function submitBattleCommand(combat: { id: string | null }, command: BattleCommand): Promise<boolean> {
  return battleCommand.submit(combat, command);
}

/** The battle command's request kind. */
export const battleRequestKind = battleCommand.kind;
