/**
 * The combined action's controls in the combat tracker, pure: who may declare a group's combined
 * action now and whose command rolls wait, and the declaration read back from the dialog's fields.
 * Rule: R&E Rules, "Combined Actions" (combat/flow/combined-action.ts): declared in the declaration
 * phase; the leader rolls command once it is declared.
 */
import type { CombinedAction, CombinedDeclaration } from "../flow/combined-action.ts";

/** A combatant of the round as the controls offer him: id, name, and whether this user owns him. */
export interface CombinedCandidate {
  id: string;
  name: string;
  owner: boolean;
}

/** What the tracker shows of combined actions for one user. */
export interface CombinedControls {
  /** The "combined action" button: in the declaration phase, when the user owns two characters or more. */
  canDeclare: boolean;
  /** A command roll button for each of this round's combined actions not rolled yet whose leader he owns. */
  commands: { leader: string; label: string; name: string }[];
}

/**
 * The tracker's combined action controls for one user.
 * @param input whether the round is in its declaration phase, the round's number, the round's
 *   combatants as this user sees them, and the combined actions stored on the combat
 * @returns the controls (none outside a round)
 */
export function combinedControls(input: {
  declaring: boolean;
  round: number;
  candidates: readonly CombinedCandidate[];
  stored: readonly CombinedAction[];
}): CombinedControls {
  const owned = new Map(input.candidates.filter((c) => c.owner).map((c) => [c.id, c.name]));
  const commands = input.stored
    .filter((action) => action.round === input.round && action.command === null && owned.has(action.leader))
    .map((action) => ({ leader: action.leader, label: action.label, name: owned.get(action.leader) ?? "" }));
  return { canDeclare: input.declaring && owned.size >= 2, commands };
}

/** The field name of a combatant's "combines" checkbox in the dialog. */
export function memberField(id: string): string {
  return `member.${id}`;
}

/**
 * The group's declaration from the combined action dialog's fields (as `formFields` gives them:
 * an unchecked box is absent). The declaration's own checks (`declareCombinedAction`) are the
 * gamemaster's; this only reads.
 * @param fields `leader`, `label`, `skill`, `working`, `difficulty` and one `member.<id>` per box checked
 * @param candidates the combatants offered, in the dialog's order
 * @param fallbackDifficulty the difficulty number when the field is absent or empty (a player's
 *   dialog has none); anything else typed is passed on as a number, for the gamemaster to refuse
 *   when it is no whole number of 0 or more
 * @returns the declaration, with the task's skill key ("" for none)
 */
export function readCombinedForm(
  fields: Record<string, string>,
  candidates: readonly CombinedCandidate[],
  fallbackDifficulty: number,
): CombinedDeclaration & { skill: string } {
  const leader = fields.leader ?? "";
  const members = candidates.filter((c) => c.id !== leader && fields[memberField(c.id)] !== undefined).map((c) => c.id);
  return {
    leader,
    members,
    label: (fields.label ?? "").trim(),
    working: fields.working !== undefined,
    difficulty: fields.difficulty === undefined || fields.difficulty.trim() === "" ? fallbackDifficulty : Number(fields.difficulty),
    skill: fields.skill ?? "",
  };
}
