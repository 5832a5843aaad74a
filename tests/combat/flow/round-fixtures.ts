/**
 * The seeds' corridor fight as round data: Anla and Bulack against Corukk and Darlen (Grundregeln),
 * the world settings, and small helpers that drive a round through its commands.
 */
import type { DeclaredAction } from "../../../src/rules/index.ts";
import type { RoundMember, RoundRules, RoundState } from "../../../src/combat/flow/round-state.ts";
import { type RoundCommand, type Requester, runCommand } from "../../../src/combat/flow/round-commands.ts";

/** The four combatants of Grundregeln's corridor, heroes friendly and gang members hostile. */
export const CORRIDOR: RoundMember[] = [
  { id: "anla", side: "friendly", wound: "none" },
  { id: "bulack", side: "friendly", wound: "none" },
  { id: "corukk", side: "hostile", wound: "none" },
  { id: "darlen", side: "hostile", wound: "none" },
];

/** The world settings: R&E by default; override what a test needs. */
export function rulesWith(overrides: Partial<RoundRules> = {}): RoundRules {
  return { reactionMode: "replace", tie: "simultaneous", initiative: "segments", declarations: "open", damageModel: "difference", ...overrides };
}

/** A gamemaster, who may do anything. */
export const GM: Requester = { isGM: true, owns: [] };

/** Anla's player, who owns Anla only. */
export const ANLA_PLAYER: Requester = { isGM: false, owns: ["anla"] };

/** Bulack's player. */
export const BULACK_PLAYER: Requester = { isGM: false, owns: ["bulack"] };

/** One blaster shot at a target. */
export function shot(label = "shoot"): DeclaredAction {
  return { kind: "action", skill: "skill:blaster0000000", label };
}

/** `count` blaster shots. */
export function shots(count: number): DeclaredAction[] {
  return Array.from({ length: count }, (_, i) => shot(`shot ${i + 1}`));
}

/** A command stamped with the round's present moment. */
export function stamped(state: RoundState, command: Record<string, unknown>): RoundCommand {
  return { round: state.round, phase: state.phase, segment: state.segment, ...command } as RoundCommand;
}

/**
 * Runs a command as `requester` and returns the new state.
 * @throws Error with the refusal's key when the command is refused
 */
export function run(state: RoundState, command: Record<string, unknown>, rules: RoundRules, requester: Requester = GM): RoundState {
  const outcome = runCommand(state, stamped(state, command), requester, rules);
  if (!outcome.ok) throw new Error(outcome.error.key);
  return outcome.state;
}

/** The refusal key of a command, or null when it went through. */
export function refusal(state: RoundState, command: Record<string, unknown>, rules: RoundRules, requester: Requester = GM): string | null {
  const outcome = runCommand(state, stamped(state, command), requester, rules);
  return outcome.ok ? null : outcome.error.key;
}
