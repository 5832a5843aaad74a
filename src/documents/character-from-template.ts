/**
 * Turning a character template into the data of a character: pure, so it is tested without Foundry.
 */
import type { AttributeKey, SkillAttributeKey } from "../constants.ts";

/** The parts of a template's `system` data that a character takes over. */
export interface TemplateSource {
  species: string;
  attributes: Record<AttributeKey, string>;
  skills: { name: string; key: string; attribute: AttributeKey }[];
  forceSkills: { name: string; key: string; code: string }[];
  move: number;
  forcePoints: number;
  characterPoints: number;
  darkSidePoints: number;
  forceSensitive: boolean;
  specialAbilities: string;
  equipment: string[];
  credits: number;
  description: string;
}

/** A skill as the skills compendium holds it, looked up by its `key`. */
export interface SkillReference {
  name: string;
  img?: string;
  system: { key: string; attribute: SkillAttributeKey; advanced?: boolean; description?: string; source?: string };
}

/** The data of a new skill Item. */
export interface SkillItemSource {
  name: string;
  type: "skill";
  img?: string;
  system: {
    key: string;
    attribute: SkillAttributeKey;
    bonus: string;
    advanced: boolean;
    description: string;
    source: string;
  };
}

/** What a character gets from a template: its `system` update and the skill Items to create. */
export interface CharacterFromTemplate {
  system: {
    attributes: Record<AttributeKey, string>;
    species: string;
    template: string;
    move: number;
    forcePoints: number;
    characterPoints: number;
    darkSidePoints: number;
    forceSensitive: boolean;
    specialAbilities: string;
    equipment: string;
    credits: number;
    background: string;
  };
  skills: SkillItemSource[];
}

/**
 * Builds a character from a template (seed 000, character creation): the six attributes, the
 * template's listed skills at their attribute's code (no dice added yet: `bonus` "0D"), the Force
 * skills the template lists at its codes (and no others: seed 000, Failed Jedi has Control and
 * Sense but may not add Alter), Move, points, equipment (one entry a line) and background.
 * Listed skills take their description and canonical name from `skills` when their key is known.
 *
 * @param templateName the template's name, kept on the character
 * @param template the template's `system` data
 * @param skills canonical skills by key (may be empty)
 * @param existingSkillKeys keys (or lower-case names) of skills the character already has: not created twice
 */
export function characterFromTemplate(
  templateName: string,
  template: TemplateSource,
  skills: ReadonlyMap<string, SkillReference> = new Map(),
  existingSkillKeys: ReadonlySet<string> = new Set(),
): CharacterFromTemplate {
  const seen = new Set(existingSkillKeys);
  const items: SkillItemSource[] = [];
  const add = (name: string, key: string, attribute: SkillAttributeKey, bonus: string) => {
    const id = key || name.toLowerCase();
    if (seen.has(id)) return;
    seen.add(id);
    const reference = key ? skills.get(key) : undefined;
    items.push({
      name: reference?.name ?? name,
      type: "skill",
      ...(reference?.img ? { img: reference.img } : {}),
      system: {
        key,
        attribute,
        bonus,
        advanced: reference?.system.advanced ?? false,
        description: reference?.system.description ?? "",
        source: reference?.system.source ?? "",
      },
    });
  };
  for (const skill of template.skills) add(skill.name, skill.key, skill.attribute, "0D");
  for (const skill of template.forceSkills) add(skill.name, skill.key, "force", skill.code);

  return {
    system: {
      attributes: { ...template.attributes },
      species: template.species,
      template: templateName,
      move: template.move,
      forcePoints: template.forcePoints,
      characterPoints: template.characterPoints,
      darkSidePoints: template.darkSidePoints,
      forceSensitive: template.forceSensitive || template.forceSkills.length > 0,
      specialAbilities: template.specialAbilities,
      equipment: template.equipment.join("\n"),
      credits: template.credits,
      background: template.description,
    },
    skills: items,
  };
}
