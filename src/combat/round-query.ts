/**
 * Round commands through the gateway (request kind `combat.round`): every client, a gamemaster's
 * too, sends its command to the active gamemaster, whose handler runs the same check
 * (`runCommand`) on the round as it stands then, with the sender's ownership, before anything is
 * written. A player's payload names the combat and the command only; who sent it is the gateway's
 * to establish.
 */
import { type Requester, type RoundCommand, runCommand } from "./flow/round-commands.ts";
import type { RoundState } from "./flow/round-state.ts";
import { roundRules } from "./round-rules.ts";
import { applyEndOfRound } from "./end-of-round.ts";
import { type GatewayAnswer, done, refused } from "../gateway/answer.ts";
import { registerRequestKind } from "../gateway/request-kind.ts";
import { sendRequest } from "../gateway/gateway.ts";
import { notifyRefusal } from "../gateway/request-button.ts";

/** The request kind of a round command. */
export const ROUND_REQUEST = "combat.round";

/** What a client sends: the combat and the command. */
interface RoundRequest {
  combatId: string;
  command: RoundCommand;
}

/** The combat as the handler reads and writes it (the system's Combat class). */
interface RoundCombat {
  readonly roundState: RoundState | null;
  writeRoundState(state: RoundState): Promise<void>;
  readonly combatants: Iterable<Combatant.Implementation>;
}

/**
 * A combat command's payload checked for shape: a combat id and a command object; the command
 * itself is checked by the round's (or the battle's) own flow, on its state as it stands.
 * @returns the payload, or null when it is not one
 */
export function parseCombatPayload<C>(payload: unknown): { combatId: string; command: C } | null {
  const { combatId, command } = (payload ?? {}) as { combatId?: unknown; command?: unknown };
  if (typeof combatId !== "string" || combatId === "" || typeof command !== "object" || command === null) return null;
  return { combatId, command: command as C };
}

/**
 * The sender as the round and battle flows see him: a gamemaster or not, and the combatants whose
 * actors he owns (a token's own actor for an unlinked token).
 */
export function requesterOf(combat: { readonly combatants: Iterable<Combatant.Implementation> }, sender: User.Implementation): Requester {
  return {
    isGM: sender.isGM,
    owns: [...combat.combatants].filter((c) => c.actor?.testUserPermission(sender, "OWNER") ?? false).map((c) => c.id as string),
  };
}

/** Runs a command for the sender on the round as it stands, and writes the outcome. */
async function runRoundCommand(request: RoundRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const combat = game.combats.get(request.combatId) as unknown as RoundCombat | undefined;
  if (!combat) return refused("badRequest", "SWD6.Combat.Error.badRequest");
  const state = combat.roundState;
  if (!state) return refused("notStarted", "SWD6.Combat.Error.notStarted");
  const outcome = runCommand(state, request.command, requesterOf(combat, sender), roundRules());
  if (!outcome.ok) return refused("refused", outcome.error.key, outcome.error.data);
  await combat.writeRoundState(outcome.state);
  if (outcome.roundEnded) await applyEndOfRound(combat as never, outcome.effects);
  return done();
}

/**
 * Sends a round command through the gateway. A refusal is shown to the user as a localized warning.
 * @param combat the combat (its id is sent)
 * @param command the command
 * @returns whether the command went through
 */
export async function submitRoundCommand(combat: { id: string | null }, command: RoundCommand): Promise<boolean> {
  const answer = await sendRequest(ROUND_REQUEST, { combatId: combat.id ?? "", command } satisfies RoundRequest);
  notifyRefusal(answer);
  return answer.ok;
}

/** Registers the round command's request kind with the gateway. Call once, at `init`. */
export function registerCombatQuery(): void {
  registerRequestKind<RoundRequest>({ name: ROUND_REQUEST, parse: parseCombatPayload<RoundCommand>, handle: runRoundCommand });
}
