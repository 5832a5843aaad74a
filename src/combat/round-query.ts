/**
 * Where round commands go: a gamemaster runs them himself; a player's travel to the active
 * gamemaster in the `swd6rpg.combat` query, whose handler runs the same check (`runCommand`) on the
 * round as it stands then, with the requester's ownership, before anything is written.
 */
import { SYSTEM_ID } from "../constants.ts";
import { type Requester, type RoundCommand, runCommand } from "./flow/round-commands.ts";
import { roundRules } from "./round-rules.ts";
import { applyEndOfRound } from "./end-of-round.ts";
import type { SWD6Combat } from "./combat.ts";

/** The query's name in `CONFIG.queries`. */
export const COMBAT_QUERY = `${SYSTEM_ID}.combat`;

/** What a player's client sends. */
interface CombatQueryData {
  combatId: string;
  userId: string;
  command: RoundCommand;
}

/** The answer: done, or the localization key of the refusal. */
type CombatQueryResult = { ok: true } | { ok: false; error: { key: string; data: Record<string, string> } };

/** Commands run one after the other, each on the round the previous one wrote. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Sends a round command: run at once for a gamemaster, else asked of the active gamemaster.
 * A refusal is shown to the user as a localized warning.
 * @returns whether the command went through
 */
export async function submitRoundCommand(combat: SWD6Combat, command: RoundCommand): Promise<boolean> {
  let result: CombatQueryResult;
  if (game.user.isGM) result = await runAsGM(combat, command, game.user as User.Implementation);
  else {
    const gm = game.users.activeGM;
    if (!gm) result = { ok: false, error: { key: "SWD6.Combat.Error.noGM", data: {} } };
    else {
      const data: CombatQueryData = { combatId: combat.id!, userId: game.user.id!, command };
      const query = (gm as unknown as { query(name: string, data: object, options: object): Promise<CombatQueryResult> }).query;
      result = await query.call(gm, COMBAT_QUERY, data, { timeout: 30_000 });
    }
  }
  if (!result.ok) ui.notifications?.warn(game.i18n.format(result.error.key, result.error.data));
  return result.ok;
}

/** Registers the query's handler. Call once, at `init`. */
export function registerCombatQuery(): void {
  const queries = (CONFIG as unknown as { queries: Record<string, (data: unknown, options?: { user?: { id?: string } }) => Promise<unknown>> }).queries;
  queries[COMBAT_QUERY] = async (data, options) => {
    if (!game.user.isGM) return { ok: false, error: { key: "SWD6.Combat.Error.gmOnly", data: {} } };
    const { combatId, userId, command } = (data ?? {}) as Partial<CombatQueryData>;
    const combat = game.combats.get(String(combatId)) as unknown as SWD6Combat | undefined;
    const user = game.users.get(String(options?.user?.id ?? userId));
    if (!combat || !user) return { ok: false, error: { key: "SWD6.Combat.Error.badRequest", data: {} } };
    return runAsGM(combat, command, user);
  };
}

/** Runs a command on the gamemaster's side, after the ones before it, and writes the outcome. */
function runAsGM(combat: SWD6Combat, command: unknown, user: User.Implementation): Promise<CombatQueryResult> {
  const run = queue.then(async (): Promise<CombatQueryResult> => {
    const state = combat.roundState;
    if (!state) return { ok: false, error: { key: "SWD6.Combat.Error.notStarted", data: {} } };
    const requester: Requester = {
      isGM: user.isGM,
      owns: combat.combatants.filter((c) => c.actor?.testUserPermission(user, "OWNER") ?? false).map((c) => c.id!),
    };
    const outcome = runCommand(state, command, requester, roundRules());
    if (!outcome.ok) return outcome;
    await combat.writeRoundState(outcome.state);
    if (outcome.roundEnded) await applyEndOfRound(combat, outcome.effects);
    return { ok: true };
  });
  queue = run.catch(() => undefined);
  return run;
}
