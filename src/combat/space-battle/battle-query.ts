/**
 * Space battle commands through the gateway (request kind `combat.spaceBattle`): every client sends
 * its command to the active gamemaster, whose handler runs the same check (`runBattleCommand`) on
 * the battle as it stands then, with the sender's ownership, before anything is written. The dice
 * are Foundry's uniform random source, drawn on the gamemaster's side.
 */
import { type BattleCommand, type BattleRequester, runBattleCommand } from "./battle-commands.ts";
import type { SpaceBattleState } from "./battle-state.ts";
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { registerRequestKind } from "../../gateway/request-kind.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { notifyRefusal } from "../../gateway/request-button.ts";
import { parseCombatPayload, requesterOf } from "../round-query.ts";

/** The request kind of a space battle command. */
export const BATTLE_REQUEST = "combat.spaceBattle";

interface BattleRequest {
  combatId: string;
  command: BattleCommand;
}

/** The combat as the handler reads and writes it (the system's Combat class). */
interface BattleCombat {
  readonly battleState: SpaceBattleState | null;
  writeBattleState(state: SpaceBattleState): Promise<void>;
  readonly combatants: Iterable<Combatant.Implementation>;
}

/** Foundry's uniform random source in [0, 1). */
function uniform(): number {
  return CONFIG.Dice.randomUniform();
}

async function runBattle(request: BattleRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const combat = game.combats.get(request.combatId) as unknown as BattleCombat | undefined;
  if (!combat) return refused("badRequest", "SWD6.SpaceBattle.Error.badRequest");
  const state = combat.battleState;
  if (!state) return refused("notStarted", "SWD6.Combat.Error.notStarted");
  const outcome = runBattleCommand(state, request.command, requesterOf(combat, sender) satisfies BattleRequester, uniform);
  if (!outcome.ok) return refused("refused", outcome.error.key, outcome.error.data);
  await combat.writeBattleState(outcome.state);
  return done();
}

/**
 * Sends a battle command through the gateway. A refusal is shown to the user as a localized warning.
 * @param combat the combat (its id is sent)
 * @param command the command
 * @returns whether the command went through
 */
export async function submitBattleCommand(combat: { id: string | null }, command: BattleCommand): Promise<boolean> {
  const answer = await sendRequest(BATTLE_REQUEST, { combatId: combat.id ?? "", command } satisfies BattleRequest);
  notifyRefusal(answer);
  return answer.ok;
}

/** Registers the battle command's request kind with the gateway. Call once, at `init`. */
export function registerBattleQuery(): void {
  registerRequestKind<BattleRequest>({ name: BATTLE_REQUEST, parse: parseCombatPayload<BattleCommand>, handle: runBattle });
}
