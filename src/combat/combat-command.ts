/**
 * A combat's commands through the gateway: every client, a gamemaster's too, sends its command to
 * the active gamemaster, whose handler runs the flow's own check on the state as it stands then,
 * with the sender's ownership, before anything is written. A payload names the combat and the
 * command only; who sent it is the gateway's to establish. The round (`round-query.ts`) and the
 * space battle (`space-battle/battle-query.ts`) are its two kinds.
 */
import type { Requester } from "./flow/round-commands.ts";
import { type GatewayAnswer, done, refused } from "../gateway/answer.ts";
import { type AnyRequestKind, defineRequestKind } from "../gateway/request-kind.ts";
import { sendRequest } from "../gateway/gateway.ts";
import { notifyRefusal } from "../gateway/request-button.ts";
import { configuredCombat } from "../data/document-data.ts";

/** What a client sends: the combat and the command, with the roll the command rests on (a segment's roll). */
interface CombatRequest<Command> {
  combatId: string;
  command: Command;
  /** The roll's JSON data, checked by the kind against the documents; the command's own numbers are not trusted. */
  roll?: unknown;
}

/** A flow's answer to a command: the new state, or the localized reason it was refused. */
type FlowOutcome<State> = { ok: true; state: State } | { ok: false; error: { key: string; data: Record<string, string> } };

/** A kind of combat command: how the gamemaster reads, checks and writes its state in the system's Combat. */
export interface CombatCommandKind<State, Outcome extends FlowOutcome<State>> {
  /** The request kind's name. */
  name: string;
  /** The key of the refusal of a request that names no combat. */
  badRequestKey: string;
  /** The flow's state in the combat; null before it started. */
  read(combat: Combat.Implementation): State | null;
  /** The flow's check and step (pure but for the roll's check against the combat's documents). */
  run(state: State, command: unknown, requester: Requester, sent: { combat: Combat.Implementation; roll: unknown }): Outcome;
  /** Writes an accepted outcome. */
  write(combat: Combat.Implementation, outcome: Outcome & { ok: true }): Promise<void>;
}

/**
 * A combat command's payload checked for shape: a combat id and a command object; the command
 * itself is checked by the flow, on its state as it stands.
 * @returns the payload, or null when it is not one
 */
export function parseCombatPayload<C>(payload: unknown): CombatRequest<C> | null {
  const { combatId, command, roll } = (payload ?? {}) as { combatId?: unknown; command?: unknown; roll?: unknown };
  if (typeof combatId !== "string" || combatId === "" || typeof command !== "object" || command === null) return null;
  return roll === undefined ? { combatId, command: command as C } : { combatId, command: command as C, roll };
}

/**
 * The sender as the round and battle flows see him: a gamemaster or not, and the combatants whose
 * actors he owns (a token's own actor for an unlinked token).
 */
export function requesterOf(combat: Combat.Implementation, sender: User.Implementation): Requester {
  return {
    isGM: sender.isGM,
    owns: [...combat.combatants].filter((c) => c.actor?.testUserPermission(sender, "OWNER") ?? false).map((c) => c.id as string),
  };
}

/**
 * A kind of combat command, ready to register and to send.
 * @returns `kind` (the request kind, for the list `index.ts` registers) and `submit`, which sends a
 *   command (with the roll it rests on, if any) and shows a refusal as a localized warning, resolving
 *   to whether it went through
 */
export function combatCommand<State, Outcome extends FlowOutcome<State>>(
  kind: CombatCommandKind<State, Outcome>,
): { kind: AnyRequestKind; submit(combat: { id: string | null }, command: unknown, roll?: unknown): Promise<boolean> } {
  async function handle(request: CombatRequest<unknown>, sender: User.Implementation): Promise<GatewayAnswer> {
    const combat = configuredCombat(game.combats.get(request.combatId));
    if (!combat) return refused("badRequest", kind.badRequestKey);
    const state = kind.read(combat);
    if (!state) return refused("notStarted", "SWD6.Combat.Error.notStarted");
    const outcome = kind.run(state, request.command, requesterOf(combat, sender), { combat, roll: request.roll });
    if (!outcome.ok) return refused("refused", outcome.error.key, outcome.error.data);
    await kind.write(combat, outcome as Outcome & { ok: true });
    return done();
  }
  return {
    kind: defineRequestKind<CombatRequest<unknown>>({ name: kind.name, parse: parseCombatPayload<unknown>, handle }),
    async submit(combat, command, roll) {
      const request: CombatRequest<unknown> = roll === undefined ? { combatId: combat.id ?? "", command } : { combatId: combat.id ?? "", command, roll };
      const answer = await sendRequest(kind.name, request);
      notifyRefusal(answer);
      return answer.ok;
    },
  };
}
