/**
 * Names in the user's language, which every layer above the rules shows: the translator they are read
 * with (Foundry's `game.i18n`, or the tests' stand-in), a skill's name, and a label saved with its key.
 */
import { gameTerms } from "./game-terms.ts";

/** The translation functions the view needs: Foundry's `game.i18n`, or the tests' stand-in. */
export interface Translator {
  /** The translation of a key (the key itself when unknown, as Foundry does). */
  localize(key: string): string;
  /** Whether the language has the key. */
  has(key: string): boolean;
  /** The language code, for sorting names the way that language sorts them (`"de"`). */
  lang: string;
}

/**
 * The label of a skill by its key, as `CONFIG.SWD6.skills` gives it (`"SWD6.SkillName.blaster"`, or
 * the label a module gave its skill); `SWD6.SkillName.<key>` for a key the registry does not hold.
 */
export function skillNameKey(key: string): string {
  return gameTerms().skills[key]?.label ?? `SWD6.SkillName.${key}`;
}

/**
 * A skill's name in the user's language: the translation of its label in `CONFIG.SWD6.skills` (a
 * module's label given as plain text is shown as it is) where the language has it, else the Item's
 * own name (a skill the group invented).
 */
export function skillLabel(skill: { name: string; system: { key: string } }, i18n: Translator): string {
  const key = skill.system.key;
  if (!key) return skill.name;
  const label = skillNameKey(key);
  if (i18n.has(label)) return i18n.localize(label);
  // A module's skill labelled in plain text: its label is its name.
  return label !== `SWD6.SkillName.${key}` ? label : skill.name;
}

/** What a label saved with its key (a roll's, a card line's) is shown with: Foundry's `game.i18n`, or the tests' stand-in. */
export interface Formatter {
  has(key: string): boolean;
  format(key: string, data: Record<string, string>): string;
}

/**
 * A label saved with its localization key, in the reader's language: the key formatted with its data
 * where the language has it ("Perception", "Wahrnehmung"), else the label as saved (a skill's or a
 * weapon's own name, written in the roller's language).
 * @param saved the label as saved, its key and the key's data
 * @param i18n the reader's language
 */
export function keyedLabel(saved: { label: string; labelKey?: string; labelData?: Record<string, string> }, i18n: Formatter): string {
  return saved.labelKey && i18n.has(saved.labelKey) ? i18n.format(saved.labelKey, saved.labelData ?? {}) : saved.label;
}
