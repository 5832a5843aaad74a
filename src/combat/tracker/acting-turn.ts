/**
 * Foundry's turn (`Combat#turn`, an index into `Combat#turns`) for a round of action segments or a
 * space battle: it points at the combatant acting now, so core's canvas turn marker and everything
 * that reads `Combat#combatant` find him. Where no one acts (the declaration phase, rolls still
 * pending, the segment done, the repair phase) the turn is null, as core has it when no combatant
 * holds the turn.
 */
import type { RoundRules, RoundState } from "../flow/round-state.ts";
import { segmentSituation } from "../flow/segment-order.ts";
import type { SpaceBattleState } from "../space-battle/battle-state.ts";
import { currentShip } from "../space-battle/battle-flow.ts";

/**
 * The turn index of the combatant who acts now: the first of the segment's acting rank (several
 * of one rank act at once; the first of them in the segment's order holds the marker).
 * @param state the stored round
 * @param rules the world's round settings (the tie rule orders the segment)
 * @param turnIds the ids of `Combat#turns`, in order
 * @returns the index into `turnIds`, or null when no one acts now or the one acting is not among them
 */
export function roundTurnIndex(state: RoundState, rules: RoundRules, turnIds: readonly string[]): number | null {
  return indexOf(segmentSituation(state, rules).current[0] ?? null, turnIds);
}

/**
 * The turn index of the ship whose turn it is in a space battle's attack phase.
 * @param state the stored battle
 * @param turnIds the ids of `Combat#turns`, in order
 * @returns the index into `turnIds`, or null outside the attack phase or when every ship is done
 */
export function battleTurnIndex(state: SpaceBattleState, turnIds: readonly string[]): number | null {
  return indexOf(currentShip(state), turnIds);
}

function indexOf(id: string | null, turnIds: readonly string[]): number | null {
  if (id === null) return null;
  const index = turnIds.indexOf(id);
  return index < 0 ? null : index;
}
