/**
 * The canonical skill keys and the attribute keys of the reference data's attribute names.
 */
import type { AttributeKey } from "../../src/constants.ts";
import { slugify } from "./ids.ts";

/** The reference data's attribute names and the system's keys for them. */
export const ATTRIBUTE_BY_NAME: Readonly<Record<string, AttributeKey>> = {
  Dexterity: "dex",
  Knowledge: "kno",
  Mechanical: "mec",
  Perception: "per",
  Strength: "str",
  Technical: "tec",
};

/**
 * The attribute key of an attribute name ("Dexterity" -> "dex").
 * @throws Error for a name that is not one of the six attributes
 */
export function attributeKey(name: string): AttributeKey {
  const key = ATTRIBUTE_BY_NAME[name];
  if (!key) throw new Error(`unknown attribute "${name}"`);
  return key;
}

/**
 * A skill's `system.key`: the slug of its English name without the advanced-skill marker
 * ("Blaster" -> "blaster", "Computer Programming/Repair" -> "computer-programming-repair",
 * "(A) Medicine" -> "medicine"). Lang keys are `SWD6.SkillName.<key>`.
 * @throws Error for a name without letters or digits
 */
export function skillKey(englishName: string): string {
  return slugify(englishName.replace(/^\(A\)\s*/, ""));
}
