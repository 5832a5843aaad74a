/**
 * A character's gear as the stat blocks print it in English, shown in the reader's language: an
 * armor's coverage ("Full", "Torso"), a weapon's skill ("Melee Combat") and a melee weapon's Strength
 * damage ("STR+1D (maximum: 6D)").
 * Only what is read whole is translated; anything else is shown as printed, so nothing is ever shown
 * wrongly.
 */
import { type Translator, skillLabel } from "../../labels.ts";
import { parseWeaponDamage } from "../../rules/damage/melee-damage.ts";
import { formatDieCode } from "../../rules/dice/die-code.ts";

/** The coverages the armor compendium prints. */
const COVERAGES = new Set(["full", "torso", "head"]);

/**
 * A printed armor coverage in the reader's language.
 * @param printed the armor's `coverage` as stored
 * @param i18n the reader's language
 * @returns the translation of a known coverage, else `printed` unchanged
 */
export function coverageText(printed: string, i18n: Translator): string {
  const key = printed.trim().toLowerCase();
  return COVERAGES.has(key) ? i18n.localize(`SWD6.Coverage.${key}`) : printed;
}

/**
 * A melee weapon's printed Strength damage in the reader's language, read by the rules
 * (`parseWeaponDamage`): "STR+1D (maximum: 6D)" becomes "STÄ+1D (höchstens 6D)".
 * @param printed the weapon's `damage` as stored
 * @param i18n the reader's language
 * @returns the translated damage, or `printed` unchanged for any other form (a blaster's "4D", a
 *   model range, a note) or a text the rules cannot read
 */
export function damageText(printed: string, i18n: Translator): string {
  let damage;
  try {
    damage = parseWeaponDamage(printed);
  } catch {
    return printed;
  }
  if (!damage.addsStrength || damage.upTo || damage.blastBands.length > 0 || damage.note !== "") return printed;
  const strength = `${i18n.localize("SWD6.Attribute.str.abbr")}+${formatDieCode(damage.dice)}`;
  return damage.maximum ? `${strength} (${i18n.localize("SWD6.Weapon.maximum")} ${formatDieCode(damage.maximum)})` : strength;
}

/**
 * The key of the skill a weapon names as printed: "Melee Combat" is `melee-combat`.
 * @param printed the weapon's `skill` as stored
 * @returns the key, lower case with dashes; empty for an empty name
 */
export function weaponSkillKey(printed: string): string {
  return printed.trim().toLowerCase().replace(/\s+/g, "-");
}

/**
 * A weapon's printed skill in the reader's language: the translation of a known skill's name
 * ("Melee Combat" becomes "Nahkampfwaffen"), else `printed` unchanged.
 * @param printed the weapon's `skill` as stored
 * @param i18n the reader's language
 */
export function weaponSkillText(printed: string, i18n: Translator): string {
  return skillLabel({ name: printed, system: { key: weaponSkillKey(printed) } }, i18n);
}
