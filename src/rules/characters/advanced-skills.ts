/**
 * Advanced skills, the skills marked "(A)": which skill each one builds on, and what it adds to a
 * roll of that skill.
 *
 * Rules: R&E Rules Upgrade (tables.json `advancement`: an advanced skill costs twice a skill's price);
 * reference-data/attributes-skills.json marks the advanced skills and their prerequisites ("(A)
 * Medicine", prerequisite "First Aid 5D"). An advanced skill starts at 1D of its own (see `skillCode`),
 * and the R&E rules add its dice to rolls of the skill it builds on: a medic with First Aid 5D and
 * (A) Medicine 1D rolls 6D for first aid.
 */
import { type DieCode, addDieCodes, carryPips, parseDieCode } from "../dice/die-code.ts";
import { requireObject } from "../errors.ts";

/** The advanced skills by key, each with the skill it builds on and the code that skill needs first. */
export const ADVANCED_SKILL_PREREQUISITES: Readonly<Record<string, { skill: string; minimum: DieCode }>> = {
  medicine: { skill: "first-aid", minimum: parseDieCode("5D") },
};

/** A character's skill as the prerequisite rule reads it: its key, whether it is advanced, its own code. */
export interface KeyedSkillCode {
  key: string;
  advanced: boolean;
  /** The skill's code (`skillCode`): an advanced skill's own dice. */
  code: DieCode;
}

/**
 * The code a roll of a skill uses when the character has advanced skills built on it: the skill's
 * code plus each such advanced skill's code, the pips carried (R&E: an advanced skill adds to the
 * roll of its prerequisite). First Aid 5D with (A) Medicine 1D rolls 6D; a skill no advanced skill
 * builds on rolls its own code.
 *
 * @param key the rolled skill's key (`"first-aid"`)
 * @param code the rolled skill's own code
 * @param skills the character's skills
 * @throws DieCodeError for a malformed code
 * @throws RuleArgumentError for a skill list entry that is not an object
 */
export function prerequisiteRollCode(key: string, code: DieCode, skills: readonly KeyedSkillCode[]): DieCode {
  let total = code;
  for (const skill of skills) {
    requireObject("skill", skill, "a skill with key, advanced and code");
    if (skill.advanced && ADVANCED_SKILL_PREREQUISITES[skill.key]?.skill === key) total = addDieCodes(total, skill.code);
  }
  return carryPips(total);
}
