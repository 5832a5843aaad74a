/**
 * Advancement between adventures: what raising a skill, specialization, advanced skill, attribute or
 * Force skill by one pip costs in character points, what learning a new Force skill costs, and how
 * long the training takes.
 *
 * Rules: reference-data/tables.json `advancement` (R&E, WEG "Star Wars Rules Upgrade", Adventure
 * Journal 11; the Force skill costs from the fan reference it names). A skill is raised one pip
 * between adventures; specializations are raised apart from their skill.
 */
import { type DieCode, DieCodeError, checkDieCode, parseDieCode } from "../dice/die-code.ts";
import { RuleArgumentError, requireBoolean, requireObject, requireOneOf } from "../errors.ts";

/** Every kind of advance. */
export const ADVANCE_KINDS = ["skill", "specialization", "advanced-skill", "attribute", "force-skill"] as const;

/** What is raised: a skill, a specialization, an advanced skill, an attribute or a Force skill. */
export type AdvanceKind = (typeof ADVANCE_KINDS)[number];

/** Character points to learn a new Force skill (control, sense or alter): it starts at 1D with one power. */
export const NEW_FORCE_SKILL_COST = 10;

/** A code as given: an object, or the text a sheet stores (`"4D+1"`); a skill's code is never negative. */
function readCode(current: DieCode, argument: string): DieCode {
  const given: unknown = current;
  const code = typeof given === "string" ? parseDieCode(given) : current;
  checkDieCode(code, argument);
  if (code.dice < 0 || code.pips < 0) throw new DieCodeError(current, `${argument} cannot be negative`);
  return code;
}

/**
 * Character points to raise `current` by one pip (R&E Rules Upgrade): a skill costs the number
 * before the D; a specialization half of it, rounded up; an advanced skill twice it; an attribute
 * ten times it; a Force skill the number before the D, doubled when learned without a teacher.
 * Blaster 4D+2 costs 4 to raise to 5D; a Blaster: heavy blaster pistol specialization at 5D costs 3;
 * Dexterity 3D costs 30.
 *
 * @param kind what is raised
 * @param current its code now (`{ dice: 4, pips: 2 }`); pips and dice never negative
 * @param options `teacher`: a teacher trains the character (default true; only Force skills cost more without)
 * @returns the cost in character points, 0 or more
 * @throws RuleArgumentError for an unknown kind or a `teacher` that is not a boolean
 * @throws DieCodeError for a malformed or negative code
 */
export function advancementCost(kind: AdvanceKind, current: DieCode, options?: { teacher?: boolean }): number {
  requireOneOf("kind", kind, ADVANCE_KINDS);
  const dice = readCode(current, "current").dice;
  if (options !== undefined) requireObject("options", options, "advancement options");
  const teacher = requireBoolean("options.teacher", options?.teacher ?? true);
  switch (kind) {
    case "skill":
      return dice;
    case "specialization":
      return Math.ceil(dice / 2);
    case "advanced-skill":
      return 2 * dice;
    case "attribute":
      return 10 * dice;
    case "force-skill":
      return teacher ? dice : 2 * dice;
  }
}

/** Character points to learn an advanced skill at 1D: twice the number before the D of the 1D it starts at. */
export const NEW_ADVANCED_SKILL_COST = 2;

/**
 * Character points to learn a new skill of `kind` at a set price: a Force skill 10 (with a teacher,
 * which is required; it starts at 1D with one power), an advanced skill 2 (it starts at 1D of its own,
 * and an advanced skill costs twice the number before the D). A new ordinary skill or specialization
 * costs what raising it one pip above its attribute costs ({@link advancementCost} of the attribute's code).
 * @param kind `"force-skill"` or `"advanced-skill"`
 * @returns 10 or 2
 * @throws RuleArgumentError for any other kind
 */
export function newSkillCost(kind: "force-skill" | "advanced-skill"): number {
  if (kind === "force-skill") return NEW_FORCE_SKILL_COST;
  if (kind === "advanced-skill") return NEW_ADVANCED_SKILL_COST;
  throw new RuleArgumentError("kind", kind, '"force-skill" or "advanced-skill"');
}

/** Days a week of training stands for. */
const WEEK = 7;

/**
 * Training time for an advance, in days (R&E Rules Upgrade): skills and specializations need none
 * when used in the last adventure, else one day per character point with a teacher and two alone;
 * advanced skills likewise in weeks; attributes always a week per point with a teacher and two
 * alone; Force skills a day per point with a teacher and two without.
 *
 * @param kind what is raised
 * @param cost the advance's cost in character points ({@link advancementCost}), an integer >= 0
 * @param options `teacher` (default true) and `usedLastAdventure` (default false: the skill was not used)
 * @returns whole days, 0 or more
 * @throws RuleArgumentError for an unknown kind, a cost that is not an integer >= 0, or flags that are not booleans
 */
export function trainingDays(kind: AdvanceKind, cost: number, options?: { teacher?: boolean; usedLastAdventure?: boolean }): number {
  requireOneOf("kind", kind, ADVANCE_KINDS);
  if (!Number.isInteger(cost) || cost < 0) throw new RuleArgumentError("cost", cost, "an integer >= 0");
  const perPoint = requireBoolean("options.teacher", options?.teacher ?? true) ? 1 : 2;
  const used = requireBoolean("options.usedLastAdventure", options?.usedLastAdventure ?? false);
  switch (kind) {
    case "skill":
    case "specialization":
      return used ? 0 : cost * perPoint;
    case "advanced-skill":
      return used ? 0 : cost * perPoint * WEEK;
    case "attribute":
      return cost * perPoint * WEEK;
    case "force-skill":
      return cost * perPoint;
  }
}
