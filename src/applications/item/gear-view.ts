/**
 * What the weapon, armor and equipment sheets show besides their stored fields: the choices of their
 * select boxes, what a weapon's printed skill and damage read as in the reader's language, and the
 * summary line of a weapon, built by pure functions so that the sheets can be tested without Foundry.
 */
import { DAMAGE_KINDS } from "../../rules/damage/armor.ts";
import { DIFFICULTY_LEVELS } from "../../rules/dice/difficulty.ts";
import { SCALES } from "../../rules/vehicles/scale.ts";
import type { SelectOption } from "../sheet-context.ts";
import type { Translator } from "../../labels.ts";
import { damageText, weaponSkillText } from "../actor/gear-terms.ts";

/** The choices of a weapon sheet's select boxes, each label a localization key. */
export interface WeaponOptions {
  damageKinds: SelectOption[];
  scales: SelectOption[];
  /** The melee difficulty levels, after a "none (ranged)" choice. */
  difficulties: SelectOption[];
}

/** The choices of a weapon sheet's select boxes. */
export function weaponOptions(): WeaponOptions {
  return {
    damageKinds: DAMAGE_KINDS.map((kind) => ({ value: kind, label: `SWD6.DamageKind.${kind}` })),
    scales: SCALES.map((scale) => ({ value: scale, label: `SWD6.Scale.${scale}` })),
    difficulties: [
      { value: "", label: "SWD6.Weapon.noDifficulty" },
      ...DIFFICULTY_LEVELS.map((level) => ({ value: level, label: `SWD6.Difficulty.${level}` })),
    ],
  };
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
