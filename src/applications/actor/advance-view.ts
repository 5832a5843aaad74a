/**
 * What Advance mode adds to the character sheet: for every attribute, skill, Force skill and
 * specialization the cost and training time of one more pip (rules: quoteAdvance), shown before the
 * click, and the log of advances, newest first. Pure, so the numbers are tested without Foundry.
 */
import { attributeLabel, isAttributeKey } from "../../constants.ts";
import { type AdvanceRecord, type AdvanceState, quoteAdvance } from "../../rules/characters/advance-step.ts";
import { formatDieCode } from "../../rules/dice/die-code.ts";
import type { LocatedTarget } from "../../documents/advance-targets.ts";
import type { Translator } from "../../labels.ts";
import type { CharacterView } from "./character-view.ts";

/** One trait's quote as the sheet shows it. */
export interface AdvanceBadge {
  key: string;
  to: string;
  cost: number;
  days: number;
  /** Localization key of why it cannot be bought now, or null. */
  problem: string | null;
  /** The tooltip: what it becomes, for how much, how long, and any problem. */
  tooltip: string;
}

/** One log line: the record's values, with `what` the trait's name in the user's language. */
export type AdvanceLogLine = Omit<AdvanceRecord, "kind" | "key" | "label"> & { what: string };

/** The Advance panel: points, the adventure counter, the log and whether the last can be undone. */
export interface AdvancePanel {
  characterPoints: number;
  adventure: number;
  log: AdvanceLogLine[];
  canUndo: boolean;
}

const PROBLEM_KEYS = {
  "not-enough-points": "SWD6.Advance.problem.points",
  "once-per-adventure": "SWD6.Advance.problem.once",
  prerequisite: "SWD6.Advance.problem.prerequisite",
} as const;

/** A log entry's name: an attribute's in the user's language, anything else as recorded. */
function logName(record: AdvanceRecord, i18n: Translator): string {
  return record.kind === "attribute" && isAttributeKey(record.label) ? i18n.localize(attributeLabel(record.label)) : record.label;
}

/**
 * Puts each trait's quote on the sheet's view (`advance` on every attribute, skill and
 * specialization view, in place) and returns the Advance panel.
 *
 * @param view the sheet's view (characterView), annotated in place
 * @param targets the character's advance targets (advanceTargets)
 * @param state character points, adventure counter and log
 * @param i18n translations
 * @param format fills a translation's placeholders
 * @throws DieCodeError when a stored code is malformed (validated data never is)
 */
export function advanceView(
  view: CharacterView,
  targets: readonly LocatedTarget[],
  state: AdvanceState,
  i18n: Translator,
  format: (key: string, data: Record<string, string>) => string,
): AdvancePanel {
  const badges = new Map<string, AdvanceBadge>();
  for (const { target } of targets) {
    const quote = quoteAdvance(target, state);
    const to = formatDieCode(quote.to);
    const problem = quote.problem ? PROBLEM_KEYS[quote.problem] : null;
    const tip = format("SWD6.Advance.quote", { from: formatDieCode(quote.from), to, cost: String(quote.cost), days: String(quote.days) });
    badges.set(target.key, { key: target.key, to, cost: quote.cost, days: quote.days, problem, tooltip: problem ? `${tip} · ${i18n.localize(problem)}` : tip });
  }
  for (const attribute of view.attributes) {
    Object.assign(attribute, { advance: badges.get(`attribute:${attribute.key}`) });
    for (const skill of attribute.skills) annotateSkill(skill, badges);
  }
  for (const skill of view.force.skills) annotateSkill(skill, badges);
  return {
    characterPoints: state.characterPoints,
    adventure: state.adventure,
    log: [...state.log].reverse().map((record) => ({
      what: logName(record, i18n),
      from: record.from,
      to: record.to,
      cost: record.cost,
      days: record.days,
      adventure: record.adventure,
      date: record.date.slice(0, 10),
    })),
    canUndo: state.log.length > 0,
  };
}

function annotateSkill(skill: CharacterView["force"]["skills"][number], badges: ReadonlyMap<string, AdvanceBadge>): void {
  Object.assign(skill, { advance: badges.get(`skill:${skill.id}`) });
  skill.specializations.forEach((spec, index) => Object.assign(spec, { advance: badges.get(`spec:${skill.id}:${index}`) }));
}
