/**
 * A combined action at the table, pure: a group declares one action in the declaration phase under
 * a leader, the leader's command roll makes the combined action bonus, and the card shows who gets it.
 *
 * Rule: R&E Rules, "Combined Actions" (`rules/actions/combined-action.ts`): the characters agree to
 * combine, and the only other thing a combining character does is react; the leader (highest command,
 * or Perception) commands at most as many characters as he has command dice and rolls command, at
 * -1D when he also works on the task; the bonus (+1D for every three characters combining, +1 or +2
 * for the extras, less 1D per point the roll missed) goes to the combining character with the highest
 * skill. The command difficulty is the gamemaster's ("You have to use your best judgment").
 */
import { type DieCode, compareDieCodes } from "../../rules/dice/die-code.ts";
import { combinedActionBonus, commandLimit, leaderCommandCode } from "../../rules/actions/combined-action.ts";
import type { DeclaredAction } from "../../rules/actions/segments.ts";
import type { DamageModel } from "../../rules/damage/damage.ts";
import { type RoundState, RoundError, outOfFight } from "./round-state.ts";

/** A combined action as the gamemaster stores it on the combat. */
export interface CombinedAction {
  /** The round it was declared in. */
  round: number;
  /** The leader's combatant id. */
  leader: string;
  /** The combining characters' combatant ids (the leader not among them). */
  members: string[];
  /** What the group does, as declared. */
  label: string;
  /** The leader works on the task too (his command roll is then at -1D: two actions). */
  working: boolean;
  /** The command difficulty number. */
  difficulty: number;
  /** The leader's command roll, once made: its total and the bonus it gave; null before. */
  command: { total: number; bonus: DieCode } | null;
  /** Who rolls the task with the bonus (`taskRoller`), as the command roll found him; absent or null: no one. */
  roller?: string | null;
  /** The bonus was spent on the task's roll (an attack made with it). Absent: no. */
  spent?: boolean;
}

/** What a group's declaration asks. */
export interface CombinedDeclaration {
  leader: string;
  members: string[];
  label: string;
  working: boolean;
  difficulty: number;
}

/** The longest label, in characters: input hygiene, not a rule. */
const LONGEST_LABEL = 120;

/**
 * Checks a group's declaration against the rules and the round: at least one character combining, no
 * one twice, the leader not among those he commands, no more of them than his command dice
 * (`commandLimit`), a whole difficulty >= 0, and nobody already in a combined action this round.
 *
 * @param declaration the group's declaration
 * @param leaderCommand the leader's command code (his command skill, else his Perception)
 * @param round the round it is declared in
 * @param existing the combined actions stored for the combat
 * @returns the combined action to store
 * @throws RoundError `SWD6.Combined.error.<reason>`: `members`, `tooMany`, `difficulty`, `already`
 */
export function declareCombinedAction(
  declaration: CombinedDeclaration,
  leaderCommand: DieCode,
  round: number,
  existing: readonly CombinedAction[],
): CombinedAction {
  const members = [...new Set(declaration.members)].filter((id) => id !== declaration.leader);
  if (members.length === 0 || members.length !== declaration.members.length) throw new RoundError("SWD6.Combined.error.members");
  if (members.length > commandLimit(leaderCommand)) throw new RoundError("SWD6.Combined.error.tooMany", { most: String(commandLimit(leaderCommand)) });
  if (!Number.isInteger(declaration.difficulty) || declaration.difficulty < 0) throw new RoundError("SWD6.Combined.error.difficulty");
  const busy = new Set(existing.filter((action) => action.round === round).flatMap((action) => [action.leader, ...action.members]));
  if ([declaration.leader, ...members].some((id) => busy.has(id))) throw new RoundError("SWD6.Combined.error.already");
  return {
    round,
    leader: declaration.leader,
    members,
    label: declaration.label.trim().slice(0, LONGEST_LABEL),
    working: declaration.working,
    difficulty: declaration.difficulty,
    command: null,
  };
}

/**
 * What each character of the group declares for the round: the combined action as his one action
 * (a combining character does nothing else but react); the leader declares it as well when he works
 * on the task, and his command roll besides ("this counts as two actions").
 */
export function combinedDeclarations(action: CombinedAction): { id: string; actions: DeclaredAction[] }[] {
  const task: DeclaredAction = { kind: "action", label: action.label };
  const leader: DeclaredAction[] = action.working
    ? [
        { kind: "action", label: action.label },
        { kind: "action", label: "command" },
      ]
    : [{ kind: "action", label: "command" }];
  return [{ id: action.leader, actions: leader }, ...action.members.map((id) => ({ id, actions: [task] }))];
}

/** The code the leader rolls for command: his command, -1D when he works too (`leaderCommandCode`). */
export function commandCode(action: Pick<CombinedAction, "working">, leaderCommand: DieCode): DieCode {
  return leaderCommandCode(leaderCommand, action.working);
}

/**
 * The combining characters who still act on the task: in the round, conscious and not knocked out
 * (`outOfFight`), their declared task not lost to a wound. R&E Rules, "Combined Actions": the bonus
 * counts the characters who combine, and a character who can no longer act does not.
 * @param action the combined action
 * @param state the round now
 * @param damageModel the world's damage model
 * @returns their combatant ids, in the group's order
 */
export function actingMembers(action: Pick<CombinedAction, "members">, state: RoundState, damageModel: DamageModel): string[] {
  return action.members.filter((id) => {
    const member = state.combatants.find((c) => c.declaration.id === id);
    return member !== undefined && !outOfFight(member, damageModel) && member.declaration.actions[0]?.status !== "lost";
  });
}

/**
 * The combined action after the leader's command roll: the bonus for the characters combining who
 * still act (`combinedActionBonus`, `actingMembers`). Rolled once.
 * @param total the command roll's total
 * @param acting the members who still act on the task (all of them by default)
 * @throws RoundError `SWD6.Combined.error.rolled` when the command was rolled already
 */
export function commandRolled(action: CombinedAction, total: number, acting: readonly string[] = action.members): CombinedAction {
  if (action.command) throw new RoundError("SWD6.Combined.error.rolled");
  const combining = action.members.filter((id) => acting.includes(id)).length;
  return { ...action, command: { total, bonus: combinedActionBonus(combining, total, action.difficulty) } };
}

/**
 * Who rolls the task with the bonus: the combining character with the highest code for it (R&E Rules:
 * "added to the character with the highest skill who's working on the task"), the first of equals.
 * @param codes each combining character's code for the task, in the group's order
 * @returns his index, or -1 for none
 */
export function taskRoller(codes: readonly (DieCode | null)[]): number {
  let best = -1;
  codes.forEach((code, i) => {
    if (code && (best < 0 || compareDieCodes(code, codes[best]!) > 0)) best = i;
  });
  return best;
}

/**
 * The combined action whose bonus a combatant holds now: of the round, its command rolled, he its
 * task's roller (R&E Rules: the bonus "is added to the character with the highest skill who's working
 * on the task"), and the bonus not yet spent on the task's roll.
 * @param actions the combined actions stored for the combat
 * @param round the round now
 * @param id the combatant's id
 * @returns the action, or null when he holds no bonus
 */
export function heldCombinedAction<A extends CombinedAction>(actions: readonly A[], round: number, id: string): A | null {
  return actions.find((action) => action.round === round && action.command !== null && action.roller === id && action.spent !== true) ?? null;
}

/**
 * The combined actions with the bonus the combatant holds marked spent: it goes to one roll of the
 * task (R&E Rules: "added to the character … working on the task"), not to every roll he makes.
 * @returns the new list; the same list when he holds none
 */
export function combinedBonusSpent<A extends CombinedAction>(actions: readonly A[], round: number, id: string): readonly A[] {
  const held = heldCombinedAction(actions, round, id);
  return held ? actions.map((action) => (action === held ? { ...action, spent: true } : action)) : actions;
}
