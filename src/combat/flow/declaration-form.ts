/**
 * The declaration dialog's pure part: reading its rows, and what it shows as they change — each
 * action's segment, the multiple action penalty as the list grows, and what the rules refuse (two
 * movements, Grundregeln: "Pro Runde darf jeder nur eine Bewegungsaktion ausführen"). Segments and
 * penalties come from the rules engine (`planSegments`, `penaltyInSegment`).
 */
import { ACTION_KINDS, type ActionKind, MOVEMENT_KINDS, takesOwnSegment } from "../../rules/actions/actions.ts";
import { type DeclaredAction, penaltyInSegment, planSegments } from "../../rules/actions/segments.ts";
import { RuleArgumentError } from "../../rules/errors.ts";
import { formatModifier } from "../../rules/dice/die-code.ts";
import { MOVEMENT_ROLL } from "./roll-ref.ts";
import { LONGEST_LABEL, MOST_ACTIONS } from "./round-flow.ts";

/** Something a declared action can roll: a skill, an attribute or a weapon of the actor. */
export interface RollOption {
  ref: string;
  name: string;
  group: "skill" | "attribute" | "weapon";
}

/** One row of the dialog. */
export interface DeclarationRowView {
  index: number;
  kinds: { value: ActionKind; labelKey: string; selected: boolean }[];
  groups: { labelKey: string; options: { ref: string; name: string; selected: boolean }[] }[];
  label: string;
  /** `SWD6.Combat.Dialog.inSegment` with `{ segment }`, or `…noSegment` for draws and reactions. */
  segmentKey: string;
  segment: number | null;
}

/** The dialog's whole view. */
export interface DeclarationFormView {
  rows: DeclarationRowView[];
  /** The multiple action penalty of every roll this round (`-2D`), or null for none. */
  penalty: string | null;
  /** Why the declaration cannot be sent, as a localization key; null when it can. */
  error: string | null;
  canAdd: boolean;
}

const GROUP_KEYS: Record<RollOption["group"], string> = {
  weapon: "SWD6.Combat.Dialog.weapons",
  skill: "SWD6.Combat.Dialog.skills",
  attribute: "SWD6.Combat.Dialog.attributes",
};

/**
 * The dialog's view of a list of actions.
 * @param actions the rows as read
 * @param options what the actor can roll
 */
export function declarationFormView(actions: DeclaredAction[], options: RollOption[]): DeclarationFormView {
  let segments: (number | null)[] = actions.map(() => null);
  let error: string | null = null;
  let penalty: string | null = null;
  try {
    const plan = planSegments([{ id: "declaring", actions, reactions: [] }]);
    segments = actions.map((_, i) => {
      const k = plan.findIndex((s) => s.entries[0].action?.index === i);
      return k < 0 ? null : k + 1;
    });
    const dice = penaltyInSegment({ id: "declaring", actions, reactions: [] }, 1);
    penalty = dice > 0 ? formatModifier({ dice: -dice, pips: 0 }) : null;
  } catch (caught) {
    if (!(caught instanceof RuleArgumentError)) throw caught;
    error = actions.filter((a) => MOVEMENT_KINDS.includes(a.kind)).length > 1 ? "SWD6.Combat.Error.twoMovements" : "SWD6.Combat.Error.invalidDeclaration";
  }
  return {
    rows: actions.map((action, index) => ({
      index,
      kinds: ACTION_KINDS.map((value) => ({ value, labelKey: `SWD6.Combat.Kind.${value}`, selected: value === action.kind })),
      groups: (["weapon", "skill", "attribute"] as const)
        .map((group) => ({
          labelKey: GROUP_KEYS[group],
          options: options.filter((o) => o.group === group).map((o) => ({ ref: o.ref, name: o.name, selected: o.ref === action.skill })),
        }))
        .filter((g) => g.options.length > 0),
      label: action.label ?? "",
      segmentKey: takesOwnSegment(action.kind) ? "SWD6.Combat.Dialog.inSegment" : "SWD6.Combat.Dialog.noSegment",
      segment: segments[index],
    })),
    penalty,
    error,
    canAdd: actions.length < MOST_ACTIONS,
  };
}

/**
 * Reads the dialog's rows from its form entries (`actions.<i>.kind`, `.skill`, `.label`), in row
 * order. An unknown kind reads as an action; a walk or run without a roll rolls Dexterity (Grundregeln).
 * @param fields the form's entries by name
 */
export function readDeclarationForm(fields: Record<string, string | undefined>): DeclaredAction[] {
  const indexes = [...new Set(Object.keys(fields).flatMap((name) => /^actions\.(\d+)\.kind$/.exec(name)?.[1] ?? []))].map(Number).sort((a, b) => a - b);
  return indexes.slice(0, MOST_ACTIONS).map((i) => {
    const rawKind = fields[`actions.${i}.kind`] as ActionKind;
    const kind = ACTION_KINDS.includes(rawKind) ? rawKind : "action";
    const skill = fields[`actions.${i}.skill`] || (MOVEMENT_KINDS.includes(kind) ? MOVEMENT_ROLL : "");
    const label = (fields[`actions.${i}.label`] ?? "").trim().slice(0, LONGEST_LABEL);
    return { kind, ...(skill ? { skill } : {}), ...(label ? { label } : {}) };
  });
}
