/** The system's id as Foundry knows it: the folder name under `Data/systems/` and the flag scope. */
export const SYSTEM_ID = "swd6rpg";

/** Where the system's files are served from inside Foundry. */
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;

/** The six attributes, in the order the character sheet lists them (Grundregeln, Reglas). */
export const ATTRIBUTE_KEYS = ["dex", "kno", "mec", "per", "str", "tec"] as const;

/** One of the six attribute keys: Dexterity, Knowledge, Mechanical, Perception, Strength, Technical. */
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

/** Whether a stored value is one of the {@link ATTRIBUTE_KEYS} (stored data is checked before it is trusted). */
export function isAttributeKey(value: unknown): value is AttributeKey {
  return (ATTRIBUTE_KEYS as readonly unknown[]).includes(value);
}

/** Where a skill's base code comes from: one of the attributes, or none for the Force skills. */
export const SKILL_ATTRIBUTE_KEYS = [...ATTRIBUTE_KEYS, "force"] as const;

/** An attribute key, or `"force"` for Control, Sense and Alter, which belong to no attribute (Grundregeln). */
export type SkillAttributeKey = (typeof SKILL_ATTRIBUTE_KEYS)[number];

/** Whether a stored value is one of the {@link SKILL_ATTRIBUTE_KEYS}: an attribute key or `"force"`. */
export function isSkillAttributeKey(value: unknown): value is SkillAttributeKey {
  return (SKILL_ATTRIBUTE_KEYS as readonly unknown[]).includes(value);
}

/** The localization key of an attribute's or the Force skills' group name. */
export function attributeLabel(key: SkillAttributeKey): string {
  return `SWD6.Attribute.${key}.name`;
}

/** The localization key of an attribute's three-letter abbreviation. */
export function attributeAbbreviation(key: SkillAttributeKey): string {
  return `SWD6.Attribute.${key}.abbr`;
}
