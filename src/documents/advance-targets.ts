/**
 * Every trait of a character that Advance mode can raise, as the rules' advance targets: the six
 * attributes, every skill (advanced skills and Force skills by their own kind) and every
 * specialization. Pure, so the sheet's quotes and the actor's writes name traits the same way.
 */
import { ATTRIBUTE_KEYS, type AttributeKey } from "../constants.ts";
import { type AdvanceTarget } from "../rules/characters/advance-step.ts";
import { ADVANCED_SKILL_PREREQUISITES } from "../rules/characters/advanced-skills.ts";
import { compareDieCodes, parseDieCode } from "../rules/dice/die-code.ts";
import { specializationCode } from "../rules/dice/skill-code.ts";
import { ownSkillCode } from "./skill-codes.ts";
import { type Translator, skillLabel } from "../labels.ts";

/** A skill Item as plain data, as far as advancing needs it. */
export interface AdvanceSkillData {
  id: string;
  name: string;
  system: { key?: string; attribute: AttributeKey | "force"; bonus: string; advanced?: boolean; specializations?: { name: string; bonus: string }[] };
}

/**
 * Whether the character has the skill an advanced skill builds on at the code it needs (rules:
 * `ADVANCED_SKILL_PREREQUISITES`); an advanced skill the table does not name needs nothing.
 */
function hasPrerequisite(attributes: Record<AttributeKey, string>, skill: AdvanceSkillData, skills: readonly AdvanceSkillData[]): boolean {
  const key = skill.system.key ?? "";
  if (!Object.hasOwn(ADVANCED_SKILL_PREREQUISITES, key)) return true;
  const needed = ADVANCED_SKILL_PREREQUISITES[key];
  const base = skills.find((other) => other.system.key === needed.skill);
  return base !== undefined && compareDieCodes(ownSkillCode(attributes, base), needed.minimum) >= 0;
}

/** Where a target's stored code lives: an attribute, a skill's bonus, or a specialization's bonus. */
export type AdvanceLocation =
  | { at: "attribute"; attribute: AttributeKey }
  | { at: "skill"; itemId: string }
  | { at: "specialization"; itemId: string; index: number };

/** An advance target and where its stored code is written. */
export interface LocatedTarget {
  target: AdvanceTarget;
  location: AdvanceLocation;
}

/**
 * The character's advance targets: `attribute:<key>` (attribute), `skill:<item id>` (skill,
 * advanced skill or Force skill), `spec:<item id>:<index>` (specialization). A skill's code is its own
 * (skill-codes.ts: ownSkillCode: its attribute's plus its added dice, pips carried; an advanced
 * skill's own dice, which it is priced by); a specialization's is its skill's plus its own.
 *
 * @param attributes the character's attribute codes as stored
 * @param skills the character's skill Items as plain data
 * @param withAttributes whether attributes are among the targets (Reglas: "No puedes mejorar tus
 *   atributos durante el juego"; the world's `attributeAdvances` setting)
 * @param i18n the user's translations, which name a skill, and so its specializations' labels, in
 *   the user's language (sheet-context.ts: skillLabel); without them a skill is named as its Item is
 * @throws DieCodeError when a stored code is malformed (validated data never is)
 */
export function advanceTargets(
  attributes: Record<AttributeKey, string>,
  skills: readonly AdvanceSkillData[],
  withAttributes = true,
  i18n: Translator | null = null,
): LocatedTarget[] {
  const located: LocatedTarget[] = (withAttributes ? ATTRIBUTE_KEYS : []).map((attribute) => {
    const code = parseDieCode(attributes[attribute]);
    return {
      target: { kind: "attribute", key: `attribute:${attribute}`, label: attribute, current: code, stored: code },
      location: { at: "attribute", attribute },
    };
  });
  for (const skill of skills) {
    const force = skill.system.attribute === "force";
    const added = parseDieCode(skill.system.bonus);
    const code = ownSkillCode(attributes, skill);
    const kind = force ? "force-skill" : skill.system.advanced ? "advanced-skill" : "skill";
    const name = i18n ? skillLabel({ name: skill.name, system: { key: skill.system.key ?? "" } }, i18n) : skill.name;
    const target: AdvanceTarget = { kind, key: `skill:${skill.id}`, label: name, current: code, stored: added };
    if (kind === "advanced-skill") target.prerequisiteMet = hasPrerequisite(attributes, skill, skills);
    located.push({ target, location: { at: "skill", itemId: skill.id } });
    (skill.system.specializations ?? []).forEach((spec, index) => {
      const own = parseDieCode(spec.bonus);
      located.push({
        target: {
          kind: "specialization",
          key: `spec:${skill.id}:${index}`,
          label: `${name}: ${spec.name}`,
          current: specializationCode(code, own),
          stored: own,
        },
        location: { at: "specialization", itemId: skill.id, index },
      });
    });
  }
  return located;
}
