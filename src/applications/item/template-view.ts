/**
 * The template sheet's view, built from plain document data by a pure function: attributes with the
 * skills the template lists under each, Force skills, and the equipment list as text.
 */
import { ATTRIBUTE_KEYS, type AttributeKey, attributeLabel } from "../../constants.ts";
import { parseDieCode } from "../../rules/dice/die-code.ts";
import type { AttributeView } from "../actor/character-view.ts";

/** The parts of a template's `system` data its sheet lays out. */
export interface TemplateSystemData {
  attributes: Record<AttributeKey, string>;
  skills: { name: string; key: string; attribute: AttributeKey }[];
  forceSkills: { name: string; key: string; code: string }[];
  equipment: string[];
}

/** A listed skill on the template sheet, with its place in the template's array (for field names). */
export interface TemplateSkillView {
  index: number;
  name: string;
  key: string;
  attribute: AttributeKey;
}

/** The template sheet's view: attributes with their listed skills, Force skills, equipment text. */
export interface TemplateView {
  attributes: (Omit<AttributeView, "skills"> & { skills: TemplateSkillView[] })[];
  forceSkills: { index: number; name: string; key: string; code: string }[];
  /** The equipment list, one entry a line, as the text area edits it. */
  equipmentText: string;
}

/**
 * The template sheet's view: the six attributes in sheet order with their codes and the skills the
 * template lists under each (in the template's order, each with its index in `system.skills`),
 * the Force skills with their codes, and the equipment one entry a line.
 * @param system the template's `system` data
 * @throws DieCodeError when a stored attribute code is malformed (validated data never is)
 */
export function templateView(system: TemplateSystemData): TemplateView {
  return {
    attributes: ATTRIBUTE_KEYS.map((key) => ({
      key,
      label: attributeLabel(key),
      value: system.attributes[key],
      code: parseDieCode(system.attributes[key]),
      skills: system.skills
        .map((skill, index) => ({ index, name: skill.name, key: skill.key, attribute: skill.attribute }))
        .filter((skill) => skill.attribute === key),
    })),
    forceSkills: system.forceSkills.map((skill, index) => ({ index, ...skill })),
    equipmentText: system.equipment.join("\n"),
  };
}
