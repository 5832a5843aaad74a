/**
 * What the weapon, armor and equipment sheets show besides their stored fields: the choices of their
 * select boxes, what a weapon's printed skill and damage read as in the reader's language, and the
 * summary line of a weapon, built by pure functions so that the sheets can be tested without Foundry.
 */
import { WEAPON_FIELD_PROPERTIES, gameTerms, termOptions } from "../../game-terms.ts";
import type { SelectOption } from "../sheet-context.ts";
import type { Translator } from "../../labels.ts";
import { coverageText, damageText, weaponSkillText } from "../actor/gear-terms.ts";

/** The choices of a weapon sheet's select boxes, each label a localization key (`CONFIG.SWD6`). */
export interface WeaponOptions {
  damageKinds: SelectOption[];
  scales: SelectOption[];
  /** The melee difficulty levels, after a "none (ranged)" choice. */
  difficulties: SelectOption[];
}

/** The choices of a weapon sheet's select boxes, read from `CONFIG.SWD6`. */
export function weaponOptions(): WeaponOptions {
  return {
    damageKinds: termOptions("damageKinds"),
    scales: termOptions("scales"),
    difficulties: [{ value: "", label: "SWD6.Weapon.noDifficulty" }, ...termOptions("difficultyLevels")],
  };
}

/** A weapon property's check box on the weapon sheet. */
export interface WeaponPropertyBox {
  key: string;
  /** The field the box is named for: `system.stun` for a property of its own field, `properties.<key>` else. */
  name: string;
  label: string;
  hint: string | null;
  checked: boolean;
}

/** The stored fields a weapon's property boxes read: its own property fields and its other properties' keys. */
export interface WeaponPropertySource {
  stun?: boolean;
  lightsaber?: boolean;
  tractorBeam?: boolean;
  properties?: readonly string[];
}

/**
 * The weapon sheet's property check boxes, one for each of `CONFIG.SWD6.weaponProperties` in its
 * order: `stun`, `lightsaber` and `tractorBeam` checked from their own fields, any other from the
 * weapon's `system.properties`.
 * @param system the weapon's `system` data
 */
export function weaponPropertyBoxes(system: WeaponPropertySource): WeaponPropertyBox[] {
  const own = WEAPON_FIELD_PROPERTIES as readonly string[];
  return Object.entries(gameTerms().weaponProperties).map(([key, term]) => {
    const field = own.includes(key) ? (key as (typeof WEAPON_FIELD_PROPERTIES)[number]) : null;
    return {
      key,
      name: field ? `system.${field}` : `properties.${key}`,
      label: term.label,
      hint: term.hint ?? null,
      checked: field ? system[field] === true : (system.properties ?? []).includes(key),
    };
  });
}

/**
 * The weapon's `system.properties` after its sheet's property boxes were submitted: each box's
 * key where it is checked, and every stored key no box showed (a property of a module no longer
 * active is kept).
 * @param stored the weapon's stored `system.properties`
 * @param boxes the submitted `properties` of the form: each shown key with its box's state
 */
export function submittedWeaponProperties(stored: readonly string[], boxes: Record<string, unknown>): string[] {
  const kept = stored.filter((key) => !(key in boxes));
  const checked = Object.entries(boxes)
    .filter(([, on]) => on === true)
    .map(([key]) => key);
  return [...new Set([...kept, ...checked])];
}

/** What decides whether a weapon sits on a craft: its stored fields and the type of the actor that holds it. */
export interface WeaponMountSource {
  scale?: string;
  count?: number;
  fireArc?: string;
  crew?: number;
  spaceRanges?: string;
}

/**
 * Whether a weapon sheet shows the craft mount (count, fire arc, crew, ranges in space units): for a
 * weapon of a craft's scale, one a vehicle or starship holds, or one whose mount fields are filled
 * in; a character's pistol has none.
 * @param system the weapon's `system` data
 * @param ownerType the type of the actor holding it, or null for a world or compendium item
 */
export function isMountedWeapon(system: WeaponMountSource, ownerType: string | null): boolean {
  if (ownerType === "vehicle" || ownerType === "starship") return true;
  if (system.scale !== undefined && system.scale !== "character") return true;
  return (system.count ?? 1) > 1 || (system.crew ?? 0) > 0 || (system.fireArc ?? "").trim() !== "" || (system.spaceRanges ?? "").trim() !== "";
}

/**
 * What a weapon's printed skill and damage read as in the reader's language, beside the fields that
 * keep them as printed: each null where the reading is the printed text itself.
 * @param system the weapon's `system` data
 * @param i18n the reader's language
 */
export function weaponReadings(system: { skill: string; damage: string }, i18n: Translator): { skill: string | null; damage: string | null } {
  const skill = weaponSkillText(system.skill, i18n);
  const damage = damageText(system.damage, i18n);
  return { skill: skill === system.skill ? null : skill, damage: damage === system.damage ? null : damage };
}

/**
 * What an armor's printed coverage reads as in the reader's language ("Full" as Ganzkörper), beside
 * the field that keeps it as printed: null where the reading is the printed text itself.
 * @param system the armor's `system` data
 * @param i18n the reader's language
 */
export function armorReadings(system: { coverage: string }, i18n: Translator): { coverage: string | null } {
  const coverage = coverageText(system.coverage, i18n);
  return { coverage: coverage === system.coverage ? null : coverage };
}
