/**
 * A character's skill codes from its stored data: a skill's own code (its attribute's plus its dice,
 * an advanced skill's own dice, a Force skill's dice), and the code a roll of it uses, to which the
 * advanced skills built on it add. Pure, so the sheet shows the code the roll uses and the actor
 * rolls the code Advance mode charged for.
 */
import type { AttributeKey, SkillAttributeKey } from "../constants.ts";
import { type DieCode, parseDieCode } from "../rules/dice/die-code.ts";
import { skillCode } from "../rules/dice/skill-code.ts";
import { prerequisiteRollCode } from "../rules/characters/advanced-skills.ts";

/** A skill Item's data, as far as its code goes. */
export interface SkillCodeData {
  system: { key?: string; attribute: SkillAttributeKey; bonus: string; advanced?: boolean };
}

/**
 * A skill's own code (rules: `skillCode`): an ordinary skill's attribute plus its dice, an advanced
 * skill's or a Force skill's own dice.
 * @param attributes the character's attribute codes as stored
 * @param skill the skill's data
 * @throws DieCodeError for a stored code that is malformed (validated data never is)
 */
export function ownSkillCode(attributes: Readonly<Record<AttributeKey, string>>, skill: SkillCodeData): DieCode {
  const { attribute, bonus, advanced = false } = skill.system;
  return skillCode(attribute === "force" ? null : parseDieCode(attributes[attribute]), parseDieCode(bonus), advanced);
}

/**
 * The code a roll of a skill uses: its own code plus the codes of the character's advanced skills
 * built on it (rules: `prerequisiteRollCode`; First Aid 5D with (A) Medicine 1D rolls 6D).
 * @param attributes the character's attribute codes as stored
 * @param skill the rolled skill's data
 * @param skills all of the character's skills
 * @throws DieCodeError for a stored code that is malformed (validated data never is)
 */
export function skillRollCode(attributes: Readonly<Record<AttributeKey, string>>, skill: SkillCodeData, skills: readonly SkillCodeData[]): DieCode {
  const keyed = skills
    .filter((other) => other.system.advanced === true)
    .map((other) => ({ key: other.system.key ?? "", advanced: true, code: ownSkillCode(attributes, other) }));
  return prerequisiteRollCode(skill.system.key ?? "", ownSkillCode(attributes, skill), keyed);
}
