/**
 * Where space battle commands go: a gamemaster runs them himself; a player's travel to the active
 * gamemaster in the `swd6rpg.spaceBattle` query, whose handler runs the same check
 * (`runBattleCommand`) on the battle as it stands then, with the requester's ownership, before
 * anything is written. The dice are Foundry's uniform random source, drawn on the gamemaster's side.
 */
import { SYSTEM_ID } from "../constants.ts";
import { type BattleCommand, type BattleRequester, runBattleCommand } from "./space-battle/battle-commands.ts";
import type { SWD6Combat } from "./combat.ts";

/** The query's name in `CONFIG.queries`. */
export const BATTLE_QUERY = `${SYSTEM_ID}.spaceBattle`;

interface BattleQueryData {
  combatId: string;
  userId: string;
  command: BattleCommand;
}

type BattleQueryResult = { ok: true } | { ok: false; error: { key: string; data: Record<string, string> } };

let queue: Promise<unknown> = Promise.resolve();

/** Foundry's uniform random source in [0, 1), `Math.random` where it is missing. */
function uniform(): number {
  const dice = (CONFIG as unknown as { Dice?: { randomUniform?: () => number } }).Dice;
  return dice?.randomUniform ? dice.randomUniform() : Math.random();
}

/**
 * Sends a battle command: run at once for a gamemaster, else asked of the active gamemaster.
 * A refusal is shown to the user as a localized warning.
 * @returns whether the command went through
 */
export async function submitBattleCommand(combat: SWD6Combat, command: BattleCommand): Promise<boolean> {
  let result: BattleQueryResult;
  if (game.user.isGM) result = await runAsGM(combat, command, game.user as User.Implementation);
  else {
    const gm = game.users.activeGM;
    if (!gm) result = { ok: false, error: { key: "SWD6.Combat.Error.noGM", data: {} } };
    else {
      const data: BattleQueryData = { combatId: combat.id!, userId: game.user.id!, command };
      const query = (gm as unknown as { query(name: string, data: object, options: object): Promise<BattleQueryResult> }).query;
      result = await query.call(gm, BATTLE_QUERY, data, { timeout: 30_000 });
    }
  }
  if (!result.ok) ui.notifications?.warn(game.i18n.format(result.error.key, result.error.data));
  return result.ok;
}

/** Registers the query's handler. Call once, at `init`. */
export function registerBattleQuery(): void {
  const queries = (CONFIG as unknown as { queries: Record<string, (data: unknown, options?: { user?: { id?: string } }) => Promise<unknown>> }).queries;
  queries[BATTLE_QUERY] = async (data, options) => {
    if (!game.user.isGM) return { ok: false, error: { key: "SWD6.Combat.Error.gmOnly", data: {} } };
    const { combatId, userId, command } = (data ?? {}) as Partial<BattleQueryData>;
    const combat = game.combats.get(String(combatId)) as unknown as SWD6Combat | undefined;
    const user = game.users.get(String(options?.user?.id ?? userId));
    if (!combat || !user) return { ok: false, error: { key: "SWD6.SpaceBattle.Error.badRequest", data: {} } };
    return runAsGM(combat, command, user);
  };
}

function runAsGM(combat: SWD6Combat, command: unknown, user: User.Implementation): Promise<BattleQueryResult> {
  const run = queue.then(async (): Promise<BattleQueryResult> => {
    const state = combat.battleState;
    if (!state) return { ok: false, error: { key: "SWD6.Combat.Error.notStarted", data: {} } };
    const requester: BattleRequester = {
      isGM: user.isGM,
      owns: combat.combatants.filter((c) => c.actor?.testUserPermission(user, "OWNER") ?? false).map((c) => c.id!),
    };
    const outcome = runBattleCommand(state, command, requester, uniform);
    if (!outcome.ok) return outcome;
    await combat.writeBattleState(outcome.state);
    return { ok: true };
  });
  queue = run.catch(() => undefined);
  return run;
}
