/**
 * Keeps the round in step with the gamemaster's record of stun knock-outs (documents/knock-out.ts):
 * a knock-out recorded or lifted, and every new round (the game time moves with it, so a knock-out
 * whose minutes are up ends), update each combatant's `knockedOut` (`knockedOutChanged`).
 * Gamemaster only.
 */
import { isKnockedOut, onKnockOutsChanged } from "../documents/knock-out.ts";
import { knockedOutChanged } from "./flow/round-flow.ts";
import type { RoundState } from "./flow/round-state.ts";
import { roundRules } from "./round-rules.ts";

/** A combat as far as its knock-outs are synced. */
interface KnockOutCombat {
  roundState: RoundState | null;
  combatants: Iterable<{ id: string | null; actor: { uuid: string } | null }>;
  writeRoundState(state: RoundState): Promise<void>;
}

/**
 * Brings a combat's round in line with the record: each combatant knocked out now is out, each whose
 * knock-out ended acts again; nothing is written when nothing changes.
 * @param combat the combat (a round of action segments; a combat without one is left alone)
 */
export async function syncKnockOuts(combat: KnockOutCombat): Promise<void> {
  const state = combat.roundState;
  if (!state) return;
  const rules = roundRules();
  let next = state;
  for (const combatant of namedCombatants(combat)) {
    if (!state.combatants.some((c) => c.declaration.id === combatant.id)) continue;
    next = knockedOutChanged(next, combatant.id, isKnockedOut(combatant.actor), rules);
  }
  if (next !== state) await combat.writeRoundState(next);
}

/** The combatants with an id. */
function namedCombatants(combat: KnockOutCombat): { id: string; actor: { uuid: string } | null }[] {
  return [...combat.combatants].filter((c): c is { id: string; actor: { uuid: string } | null } => typeof c.id === "string");
}

/**
 * Syncs every combat's round whenever the record changes on this client (the active gamemaster, who
 * writes it). Call once, at `init`.
 * @param combats the world's combats now, and whether this client writes the round
 */
export function syncRoundsOnKnockOut(combats: () => Iterable<KnockOutCombat>, writesRound: () => boolean): void {
  onKnockOutsChanged(async () => {
    if (!writesRound()) return;
    for (const combat of combats()) await syncKnockOuts(combat);
  });
}
