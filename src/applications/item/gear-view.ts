/**
 * What the weapon, armor and equipment sheets show besides their stored fields: the choices of
 * their select boxes and the summary line of a weapon, built by pure functions so that the sheets
 * can be tested without Foundry.
 */
import { DAMAGE_KINDS } from "../../rules/damage/armor.ts";
import { DIFFICULTY_LEVELS } from "../../rules/dice/difficulty.ts";
import { SCALES } from "../../rules/vehicles/scale.ts";
import type { SelectOption } from "../sheet-context.ts";

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

