/**
 * Skills as the imported stat blocks list them, linked to the skills compendium: a printed name is
 * read against the canonical skills and their aliases (scripts/packs/skill-aliases.ts), and becomes
 * an embedded skill Item whose added dice are the printed code less its attribute's.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { AttributeKey } from "../../src/constants.ts";
import { type DieCode, formatDieCode, parseDieCode } from "../../src/rules/dice/die-code.ts";
import { readSkillName } from "../packs/skill-aliases.ts";

/** A skill of the skills compendium. */
export interface CanonicalSkill {
  name: string;
  img: string;
  system: { key: string; attribute: AttributeKey | "force"; advanced: boolean; description: string; source: string };
}

/** The skills compendium's entries, read from its source files. */
export function readCanonicalSkills(root: string): CanonicalSkill[] {
  const dir = join(root, "packs/_source/skills");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as CanonicalSkill);
}

/** An embedded skill Item's source. */
export interface SkillItem {
  name: string;
  type: "skill";
  img: string;
  system: {
    key: string;
    attribute: AttributeKey | "force";
    bonus: string;
    advanced: boolean;
    specializations: { name: string; bonus: string }[];
    description: string;
    source: string;
  };
}

function pips(code: DieCode): number {
  return code.dice * 3 + code.pips;
}

/**
 * Reads printed skills against the compendium.
 * @param skills the skills compendium
 */
export function skillReader(skills: readonly CanonicalSkill[]) {
  const names = skills.map((skill) => skill.name);
  const byName = new Map(skills.map((skill) => [skill.name, skill]));
  return {
    /**
     * Whether a printed name is a skill of the compendium by its own name ("Sneak"), not by an alias
     * or as a specialization.
     * @param printed the name as printed
     */
    isSkill(printed: string): boolean {
      return readSkillName(printed, names).how === "canonical";
    },
    /**
     * The skill Item of a printed skill and its code, or null when the name links to no skill.
     * A printed specialization ("Blaster: blaster rifle 5D") becomes its skill at the attribute's
     * code with the specialization's dice over it. An advanced skill ("(A) medicine 8D") keeps its
     * whole printed code, as a Force skill does: it does not start at its attribute.
     * @param printed the name as printed
     * @param code the printed code (the whole code, as stat blocks print it)
     * @param attributes the being's attribute codes
     */
    item(printed: string, code: DieCode, attributes: Record<AttributeKey, string>): SkillItem | null {
      const reading = readSkillName(printed, names);
      if (reading.how === "unmatched") return null;
      const skill = byName.get(reading.names[0]!)!;
      // A Force skill and an advanced skill are codes of their own, stored whole; a skill stores the dice over its attribute.
      const own = skill.system.attribute === "force" || skill.system.advanced;
      const base = own ? { dice: 0, pips: 0 } : parseDieCode(attributes[skill.system.attribute as AttributeKey]);
      // A code printed below its attribute's (an extraction's slip) is no skill's code a sheet could hold.
      if (pips(code) < pips(base)) return null;
      const added = pips(code) - pips(base);
      const addedCode = { dice: Math.floor(added / 3), pips: added % 3 };
      const specialization = reading.how === "specialization" ? printed.slice(printed.indexOf(":") + 1).trim() : null;
      return {
        name: skill.name,
        type: "skill",
        img: skill.img,
        system: {
          key: skill.system.key,
          attribute: skill.system.attribute,
          bonus: specialization ? "0D" : formatDieCode(addedCode),
          advanced: skill.system.advanced,
          specializations: specialization ? [{ name: specialization, bonus: formatDieCode(addedCode) }] : [],
          description: "",
          source: "",
        },
      };
    },
  };
}

/**
 * Merges skill Items of the same key (of the same name, for skills the compendium does not hold):
 * the higher added dice win, specializations are kept together, each with its dice over the merged
 * skill's code ("Blaster 3D, blaster: blaster rifle 4D" over Dexterity 2D is Blaster +1D with blaster
 * rifle +1D), as the rules add a specialization to its skill (rules: specializationCode).
 */
export function mergeSkills(items: readonly SkillItem[]): SkillItem[] {
  const byKey = new Map<string, { item: SkillItem; over: Map<string, number> }>();
  for (const item of items) {
    const id = item.system.key || item.name.toLowerCase();
    const merged = byKey.get(id) ?? {
      item: { ...structuredClone(item), system: { ...structuredClone(item.system), specializations: [] } },
      over: new Map<string, number>(),
    };
    byKey.set(id, merged);
    if (pips(parseDieCode(item.system.bonus)) > pips(parseDieCode(merged.item.system.bonus))) merged.item.system.bonus = item.system.bonus;
    // A specialization's dice are counted from the attribute until the skill's own dice are known.
    for (const spec of item.system.specializations)
      if (!merged.over.has(spec.name)) merged.over.set(spec.name, pips(parseDieCode(spec.bonus)) + pips(parseDieCode(item.system.bonus)));
  }
  return [...byKey.values()].map(({ item, over }) => {
    const skill = pips(parseDieCode(item.system.bonus));
    item.system.specializations = [...over].map(([name, total]) => {
      const added = Math.max(0, total - skill);
      return { name, bonus: formatDieCode({ dice: Math.floor(added / 3), pips: added % 3 }) };
    });
    return item;
  });
}
