/**
 * Finding what a macro or a link names: a skill by its key or its name (as the Item is called, or in
 * the user's language), an attribute by its key, name or abbreviation. Pure: the lists and the
 * translations are passed in.
 */
import { ATTRIBUTE_KEYS, type AttributeKey, attributeAbbreviation, attributeLabel } from "../constants.ts";
import { skillNameKey } from "../labels.ts";

/** The translation functions a lookup needs: Foundry's `game.i18n`, or the tests' stand-in. */
export interface NameTranslator {
  localize(key: string): string;
  has(key: string): boolean;
}

/**
 * A text made comparable: lower case, accents dropped, hyphens, underscores and runs of spaces as
 * one space (`"Sehr  schwierig"`, `"very-difficult"` and `"Muy Difícil"` become `"sehr schwierig"`,
 * `"very difficult"`, `"muy dificil"`). Never throws: anything that is not a string becomes `""`.
 */
export function comparableName(text: unknown): string {
  if (typeof text !== "string") return "";
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[-_\s]+/g, " ")
    .trim();
}

/** A skill as a lookup sees it: the Item's name and its canonical key (`""` for a skill the group made up). */
export interface NamedSkill {
  name: string;
  key: string;
}

/**
 * The skill a text names, among `skills`: by key (`starfighter-piloting`, also with spaces), by the
 * Item's name, or by the key's name in the user's language (`Pilotage de chasseur`). The first skill
 * whose key matches wins, then the first whose name does.
 * @param skills the skills to search (an actor's skill Items, a compendium's index)
 * @param query what the macro or link names
 * @param i18n the user's translations
 * @returns the skill, or null when none matches (an empty query matches none)
 */
export function findSkill<T extends NamedSkill>(skills: readonly T[], query: string, i18n: NameTranslator): T | null {
  const wanted = comparableName(query);
  if (!wanted) return null;
  const byKey = skills.find((skill) => skill.key && comparableName(skill.key) === wanted);
  if (byKey) return byKey;
  const translated = (skill: T) => {
    const key = skillNameKey(skill.key);
    return skill.key && i18n.has(key) ? comparableName(i18n.localize(key)) : "";
  };
  return skills.find((skill) => comparableName(skill.name) === wanted || translated(skill) === wanted) ?? null;
}

/**
 * The attribute a text names: its key (`dex`), its name (`Dexterity`, `Geschicklichkeit`) or its
 * abbreviation (`DEX`) in the user's language, in any case.
 * @returns the attribute's key, or null when the text names none
 */
export function findAttribute(query: string, i18n: NameTranslator): AttributeKey | null {
  const wanted = comparableName(query);
  if (!wanted) return null;
  return (
    ATTRIBUTE_KEYS.find(
      (key) =>
        key === wanted || comparableName(i18n.localize(attributeLabel(key))) === wanted || comparableName(i18n.localize(attributeAbbreviation(key))) === wanted,
    ) ?? null
  );
}
