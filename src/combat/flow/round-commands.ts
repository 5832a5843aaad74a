/**
 * Changes to the round as commands: what a user asks (declare, roll, lapse, react, start, next…),
 * the check of who may ask it, and its application to the stored round. Players' commands travel to
 * the active gamemaster in a query; the gamemaster's side runs {@link runCommand} again on the round
 * as it stands then, so a stale, foreign or repeated request changes nothing.
 */
import type { DeclaredAction } from "../../rules/actions/segments.ts";
import type { ReactionKind } from "../../rules/actions/reactions.ts";
import type { SideChoice } from "../../rules/actions/side-initiative.ts";
import type { DieCode } from "../../rules/dice/die-code.ts";
import { type RoundPhase, type RoundRules, type RoundState, RoundError, memberOf } from "./round-state.ts";
import {
  type EndOfRoundEffect,
  chooseSideOrder,
  declare,
  declareReaction,
  endRound,
  nextTurn,
  recordRoll,
  recordRolls,
  recordSideRoll,
  type SegmentRollEntry,
  setLapsed,
  setSurprised,
  startSegments,
} from "./round-flow.ts";

/** Where the sender saw the round when he asked: a command for another moment is refused as stale. */
export interface CommandStamp {
  round: number;
  phase: RoundPhase;
  segment: number;
}

/** A change to the round, as a user asks for it. Plain JSON (it travels in a query). */
export type RoundCommand = CommandStamp &
  (
    | { type: "declare"; combatant: string; actions: DeclaredAction[] }
    | { type: "roll"; combatant: string; total: number; tieCode: DieCode | null }
    /** The gamemaster's "Roll NPCs": the segment's rolls of many combatants, recorded together or not at all. */
    | { type: "rolls"; rolls: SegmentRollEntry[] }
    | { type: "lapse"; combatant: string; lapsed: boolean }
    | {
        type: "react";
        combatant: string;
        label?: string;
        skill?: string;
        replaces?: number;
        answering?: boolean;
        full?: boolean;
        /** The reaction choice rolled (reaction-choices.ts: `dodge`, `melee-parry`…), whose code the gamemaster checks the roll against. */
        choice?: string;
        /** The roll: its kind and total (a player's are taken from the roll he sends, never from here). */
        kind?: ReactionKind;
        total?: number;
        /** The attack card it answers (the gamemaster's, from the card). */
        attack?: string;
      }
    | { type: "surprise"; combatant: string; surprised: boolean }
    | { type: "side-roll"; side: string; total: number }
    | { type: "side-choice"; choice: SideChoice }
    | { type: "start"; force: boolean }
    | { type: "next" }
    | { type: "end-round" }
  );

/** Every command type. */
export const COMMAND_TYPES = ["declare", "roll", "rolls", "lapse", "react", "surprise", "side-roll", "side-choice", "start", "next", "end-round"] as const;

/**
 * Commands only a gamemaster may give. A batch of rolls is one: a player's roll counts by the roll
 * he sends (round-query.ts), one command for one roll.
 */
const GM_ONLY: readonly string[] = ["rolls", "surprise", "side-roll", "side-choice", "start", "next", "end-round"];

/** Who asks: a gamemaster may do anything; a player only for the combatants he owns. */
export interface Requester {
  isGM: boolean;
  /** The ids of the combatants whose actor the user owns. */
  owns: string[];
}

/** The outcome of a command: the new round (and end-of-round work), or why it was refused. */
export type CommandOutcome =
  | { ok: true; state: RoundState; effects: EndOfRoundEffect[]; roundEnded: boolean }
  | { ok: false; error: { key: string; data: Record<string, string> } };

/**
 * Checks a command against the requester and the round as it stands, and applies it.
 *
 * Refused (never thrown): a malformed command (`badRequest`), one stamped for another round, phase
 * or segment (`stale`), a gamemaster's command from a player (`gmOnly`), a command for a combatant
 * the player does not own (`notOwner`), and whatever the round's rules refuse (round-flow.ts: a
 * second roll for the same action, two movements, a reaction too late…).
 *
 * @param state the round now
 * @param command what is asked, as received
 * @param requester who asks
 * @param rules the world settings
 */
export function runCommand(state: RoundState, command: unknown, requester: Requester, rules: RoundRules): CommandOutcome {
  try {
    const checked = checkCommand(state, command, requester);
    return { ok: true, ...applyCommand(state, checked, rules) };
  } catch (error) {
    if (error instanceof RoundError) return { ok: false, error: { key: error.key, data: error.data } };
    throw error;
  }
}

/**
 * The permission and freshness check of {@link runCommand} alone.
 * @returns the command, typed
 * @throws RoundError `badRequest` (also for a batch of rolls that is not a list of entries of one
 *   combatant each, or lists more entries than the round has combatants), `stale`, `gmOnly`,
 *   `notOwner`, `unknownCombatant`
 */
export function checkCommand(state: RoundState, command: unknown, requester: Requester): RoundCommand {
  if (command === null || typeof command !== "object") throw new RoundError("SWD6.Combat.Error.badRequest");
  const c = command as Record<string, unknown>;
  if (!(COMMAND_TYPES as readonly unknown[]).includes(c.type)) throw new RoundError("SWD6.Combat.Error.badRequest");
  if (c.round !== state.round || c.phase !== state.phase || c.segment !== state.segment) throw new RoundError("SWD6.Combat.Error.stale");
  if (GM_ONLY.includes(c.type as string) && !requester.isGM) throw new RoundError("SWD6.Combat.Error.gmOnly");
  if ("combatant" in c) {
    if (typeof c.combatant !== "string") throw new RoundError("SWD6.Combat.Error.badRequest");
    memberOf(state, c.combatant);
    if (!requester.isGM && !requester.owns.includes(c.combatant)) throw new RoundError("SWD6.Combat.Error.notOwner");
  }
  if (c.type === "rolls") checkRollEntries(state, c.rolls);
  // A reaction answering a rolled attack is recorded by the gamemaster from the attack card only; a
  // full one a player may declare for his own character, and declareReaction decides whether it may be made.
  const reaction = command as { type?: unknown; answering?: unknown };
  if (!requester.isGM && reaction.type === "react" && (reaction.answering !== undefined || (command as { attack?: unknown }).attack !== undefined)) {
    throw new RoundError("SWD6.Combat.Error.badRequest");
  }
  return command as RoundCommand;
}

function applyCommand(state: RoundState, command: RoundCommand, rules: RoundRules): { state: RoundState; effects: EndOfRoundEffect[]; roundEnded: boolean } {
  const done = (next: RoundState) => ({ state: next, effects: [], roundEnded: false });
  switch (command.type) {
    case "declare":
      return done(declare(state, command.combatant, command.actions, rules));
    case "roll":
      return done(recordRoll(state, command.combatant, command.total, validCode(command.tieCode), rules));
    case "rolls":
      return done(
        recordRolls(
          state,
          command.rolls.map((entry) => ({ combatant: entry.combatant, total: entry.total, tieCode: validCode(entry.tieCode) })),
          rules,
        ),
      );
    case "lapse":
      return done(setLapsed(state, command.combatant, state.segment, command.lapsed === true));
    case "react":
      return done(
        declareReaction(
          state,
          command.combatant,
          {
            ...(typeof command.label === "string" ? { label: command.label } : {}),
            ...(typeof command.skill === "string" ? { skill: command.skill } : {}),
            ...(Number.isInteger(command.replaces) ? { replaces: command.replaces } : {}),
            ...(command.answering === true ? { answering: true } : {}),
            ...(command.full === true ? { full: true } : {}),
            ...(command.kind !== undefined || command.total !== undefined
              ? {
                  rolled: {
                    kind: command.kind as ReactionKind,
                    total: command.total as number,
                    ...(typeof command.attack === "string" ? { attack: command.attack } : {}),
                  },
                }
              : {}),
          },
          rules,
        ),
      );
    case "surprise":
      return done(setSurprised(state, command.combatant, command.surprised === true));
    case "side-roll":
      return done(recordSideRoll(state, String(command.side), command.total));
    case "side-choice":
      return done(chooseSideOrder(state, command.choice));
    case "start":
      return done(startSegments(state, command.force === true));
    case "next":
      return nextTurn(state, rules);
    case "end-round":
      // The gamemaster's "next round": the round ends now, whatever is left of it lapses.
      return { ...endRound(state, rules), roundEnded: true };
  }
}

/** A batch of rolls checked for shape: a non-empty list, no longer than the round, of entries naming a combatant of the round each. */
function checkRollEntries(state: RoundState, rolls: unknown): void {
  if (!Array.isArray(rolls) || rolls.length === 0 || rolls.length > state.combatants.length) throw new RoundError("SWD6.Combat.Error.badRequest");
  for (const entry of rolls as unknown[]) {
    if (entry === null || typeof entry !== "object" || typeof (entry as { combatant?: unknown }).combatant !== "string")
      throw new RoundError("SWD6.Combat.Error.badRequest");
    memberOf(state, (entry as { combatant: string }).combatant);
  }
}

function validCode(code: unknown): DieCode | null {
  if (code === null || typeof code !== "object") return null;
  const { dice, pips } = code as Record<string, unknown>;
  return Number.isInteger(dice) && Number.isInteger(pips) && (dice as number) >= 0 ? { dice: dice as number, pips: pips as number } : null;
}
