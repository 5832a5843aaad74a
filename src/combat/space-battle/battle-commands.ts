/**
 * Changes to the space battle as commands: what a user asks (roll initiative, attack, end the turn,
 * roll repairs, end the round), the check of who may ask it, and its application to the stored
 * battle. Players' commands travel to the active gamemaster in a query; the gamemaster's side runs
 * {@link runBattleCommand} again on the battle as it stands then.
 */
import { RuleArgumentError } from "../../rules/errors.ts";
import { DieCodeError } from "../../rules/dice/die-code.ts";
import { type BattlePhase, type SpaceBattleState, BattleError } from "./battle-state.ts";
import { attack, currentShip, endBattleRound, endTurn, repair, rollInitiative } from "./battle-flow.ts";

/** A change to the battle, stamped with the round and phase the sender saw. Plain JSON. */
export type BattleCommand = { round: number; phase: BattlePhase } & (
  | { type: "initiative"; ship: string }
  | { type: "attack"; ship: string; target: string; distance: number }
  | { type: "end-turn" }
  | { type: "repair"; ship: string }
  | { type: "end-round" }
);

/** Who asks: a gamemaster may do anything; a player only for the ships whose actor he owns. */
export interface BattleRequester {
  isGM: boolean;
  /** The ids of the Combatants whose actor the user owns. */
  owns: string[];
}

/** The outcome of a command: the new battle, or why it was refused. */
export type BattleOutcome = { ok: true; state: SpaceBattleState } | { ok: false; error: { key: string; data: Record<string, string> } };

/**
 * Checks a command against the requester and the battle as it stands, and applies it. Refused, never
 * thrown: a malformed command (`badRequest`), one stamped for another round or phase (`stale`), the
 * end of the round from a player (`gmOnly`), a command for a ship the player does not own
 * (`notOwner`), and whatever battle-flow.ts refuses.
 *
 * @param random a source of numbers in [0, 1) for the rolls the command makes
 */
export function runBattleCommand(state: SpaceBattleState, command: unknown, requester: BattleRequester, random: () => number): BattleOutcome {
  const refuse = (key: string): BattleOutcome => ({ ok: false, error: { key: `SWD6.SpaceBattle.Error.${key}`, data: {} } });
  if (command === null || typeof command !== "object") return refuse("badRequest");
  const c = command as Record<string, unknown>;
  if (c.round !== state.round || c.phase !== state.phase) return refuse("stale");
  const owns = (id: unknown) => requester.isGM || (typeof id === "string" && requester.owns.includes(id));
  try {
    switch (c.type) {
      case "initiative":
        return owns(c.ship) ? { ok: true, state: rollInitiative(state, String(c.ship), random) } : refuse("notOwner");
      case "attack":
        if (!owns(c.ship)) return refuse("notOwner");
        return { ok: true, state: attack(state, String(c.ship), String(c.target), Number(c.distance), random) };
      case "end-turn":
        return owns(currentShip(state)) ? { ok: true, state: endTurn(state) } : refuse("notOwner");
      case "repair":
        return owns(c.ship) ? { ok: true, state: repair(state, String(c.ship), random) } : refuse("notOwner");
      case "end-round":
        return requester.isGM ? { ok: true, state: endBattleRound(state) } : refuse("gmOnly");
      default:
        return refuse("badRequest");
    }
  } catch (error) {
    if (error instanceof BattleError) return { ok: false, error: { key: error.key, data: error.data } };
    if (error instanceof RuleArgumentError || error instanceof DieCodeError) return refuse("badRequest");
    throw error;
  }
}
