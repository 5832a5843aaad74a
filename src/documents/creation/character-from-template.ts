/**
 * Turning a character template into the data of a character: pure, so it is tested without Foundry.
 */
import type { AttributeKey, SkillAttributeKey } from "../../constants.ts";
import { type GearReference, type GearType, matchTemplateEquipment } from "./template-equipment.ts";
import type { CharacterBasics } from "../../data/fields.ts";

/** The parts of a template's `system` data that a character takes over (src/data/template.ts). */
export interface TemplateSource extends CharacterBasics {
  attributes: Record<AttributeKey, string>;
  skills: { name: string; key: string; attribute: AttributeKey }[];
  forceSkills: { name: string; key: string; code: string }[];
  equipment: string[];
  description: string;
}

/** A skill as the skills compendium holds it, looked up by its `key`. */
export interface SkillReference {
  name: string;
  img?: string;
  system: { key: string; attribute: SkillAttributeKey; advanced?: boolean; description?: string; source?: string };
}

/** A skill's `system` data (src/data/skill.ts). */
export interface SkillSystem {
  key: string;
  attribute: SkillAttributeKey;
  bonus: string;
  advanced: boolean;
  specializations: { name: string; bonus: string }[];
  description: string;
  source: string;
}

/** The data of a new skill Item. */
export interface SkillItemSource {
  name: string;
  type: "skill";
  img?: string;
  system: SkillSystem;
}

/** The data of a new weapon, armor or equipment Item: a compendium entry's, with its source recorded. */
export interface GearItemSource {
  name: string;
  type: GearType;
  img?: string;
  system: Record<string, unknown>;
  _stats?: { compendiumSource: string };
}

/** The template's values a character keeps as they are. */
type CopiedFields = "attributes" | "species" | "move" | "forcePoints" | "characterPoints" | "darkSidePoints" | "specialAbilities" | "credits";

/** What a character gets from a template: its `system` update and the skill and gear Items to create. */
export interface CharacterFromTemplate {
  system: Pick<TemplateSource, CopiedFields> & {
    template: string;
    forceSensitive: boolean;
    /** The equipment lines that name no compendium entry, one a line. */
    equipment: string;
    background: string;
  };
  skills: SkillItemSource[];
  /** The weapons, armor and equipment the template's list names, in the list's order. */
  gear: GearItemSource[];
}

/**
 * The key under which a character's gear counts as already there: its type and its name, in lower case.
 * @param type the Item's type
 * @param name the Item's name
 */
export function gearKey(type: string, name: string): string {
  return `${type}:${name.trim().toLowerCase()}`;
}

/**
 * The Items a template's matched equipment lines make: a piece of equipment once, with the line's
 * quantity; a weapon or armor once for each one listed ("Two heavy blaster pistols" are two weapons,
 * each fired on its own). Entries the character already has (by {@link gearKey}) are not made again.
 */
function gearItems(
  lines: readonly string[],
  gear: readonly GearReference[],
  existing: ReadonlySet<string>,
): {
  items: GearItemSource[];
  unmatched: string[];
} {
  if (gear.length === 0) return { items: [], unmatched: [...lines] };
  const { matched, unmatched } = matchTemplateEquipment(lines, gear);
  const items: GearItemSource[] = [];
  for (const { entry, quantity } of matched) {
    if (existing.has(gearKey(entry.type, entry.name))) continue;
    const item = (system: Record<string, unknown>): GearItemSource => ({
      name: entry.name,
      type: entry.type,
      ...(entry.img ? { img: entry.img } : {}),
      system,
      ...(entry.uuid ? { _stats: { compendiumSource: entry.uuid } } : {}),
    });
    if (entry.type === "equipment") {
      const each = typeof entry.system.quantity === "number" ? entry.system.quantity : 1;
      items.push(item({ ...structuredClone(entry.system), quantity: each * quantity }));
    } else {
      for (let copy = 0; copy < quantity; copy += 1) items.push(item(structuredClone(entry.system)));
    }
  }
  return { items, unmatched };
}

/** A listed "Skill: specialization" (the Ewok Shaman's "Scholar: Ewok Lore"): the part after the colon. */
function specializationOf(name: string): string | null {
  const colon = name.indexOf(":");
  const specialization = colon < 0 ? "" : name.slice(colon + 1).trim();
  return specialization === "" ? null : specialization;
}

/**
 * Builds a character from a template (Grundregeln, character creation): the six attributes, the
 * template's listed skills at their attribute's code (no dice added yet: `bonus` "0D"), the Force
 * skills the template lists at its codes (and no others: Grundregeln, the Failed Jedi has Control and
 * Sense but may not add Alter), Move, points, equipment (one entry a line) and background.
 * Listed skills take their description and canonical name from `skills` when their key is known;
 * a listed "Skill: specialization" becomes a specialization of that skill (no dice added), and a
 * skill the character already has is not created again. Every equipment line that names an entry of
 * the gear compendiums (template-equipment.ts: "Blaster pistol (4D)" is the Blaster Pistol, "2
 * medpacs" two Medpacs) becomes Items; the lines that name none stay in the equipment text.
 *
 * @param templateName the template's name, kept on the character
 * @param template the template's `system` data
 * @param skills canonical skills by key (may be empty)
 * @param existingSkillKeys keys (or lower-case names) of skills the character already has
 * @param gear the weapons, armor and equipment compendiums' entries (empty: every line stays text)
 * @param existingGear {@link gearKey}s of the gear the character already has, not made again
 * @throws TypeError when the template's equipment or `gear` is not an array
 */
export function characterFromTemplate(
  templateName: string,
  template: TemplateSource,
  skills: ReadonlyMap<string, SkillReference> = new Map(),
  existingSkillKeys: ReadonlySet<string> = new Set(),
  gear: readonly GearReference[] = [],
  existingGear: ReadonlySet<string> = new Set(),
): CharacterFromTemplate {
  const created = new Map<string, SkillItemSource>();
  const add = (name: string, key: string, attribute: SkillAttributeKey, bonus: string) => {
    const specialization = key ? specializationOf(name) : null;
    const id = key || name.toLowerCase();
    if (existingSkillKeys.has(id)) return;
    const reference = key ? skills.get(key) : undefined;
    let item = created.get(id);
    if (!item) {
      item = {
        name: reference?.name ?? (specialization ? name.slice(0, name.indexOf(":")).trim() : name),
        type: "skill",
        ...(reference?.img ? { img: reference.img } : {}),
        system: {
          key,
          attribute,
          bonus,
          advanced: reference?.system.advanced ?? false,
          specializations: [],
          description: reference?.system.description ?? "",
          source: reference?.system.source ?? "",
        },
      };
      created.set(id, item);
    }
    if (specialization) item.system.specializations.push({ name: specialization, bonus: "0D" });
  };
  for (const skill of template.skills) add(skill.name, skill.key, skill.attribute, "0D");
  for (const skill of template.forceSkills) add(skill.name, skill.key, "force", skill.code);
  const equipment = gearItems(template.equipment, gear, existingGear);

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
      equipment: equipment.unmatched.join("\n"),
      credits: template.credits,
      background: template.description,
    },
    skills: [...created.values()],
    gear: equipment.items,
  };
}
