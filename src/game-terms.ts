/**
 * The game's terms as `CONFIG.SWD6` holds them (docs/api.md): the attributes, the skills and the
 * attribute each starts from, the wound levels, scales, damage kinds, weapon properties, difficulty
 * levels and craft kinds, each with the localization key of its label. Built at `init` from the
 * rules' lists; a module adds a skill or a weapon property, or relabels a term, before `ready`, and
 * the sheets, dialogs and lookups read them from here. The rules never read it.
 */
import { ATTRIBUTE_KEYS, type AttributeKey, type SkillAttributeKey, attributeAbbreviation, attributeLabel } from "./constants.ts";
import { canonicalSkills } from "./rules/characters/skill-list.ts";
import { WOUND_LEVELS, type WoundLevel } from "./rules/damage/damage.ts";
import { DAMAGE_KINDS, type DamageKind } from "./rules/damage/armor.ts";
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "./rules/dice/difficulty.ts";
import { SCALES, type Scale } from "./rules/vehicles/scale.ts";

/** A term: the localization key of its label (or a text already in the user's language). */
export interface GameTerm {
  label: string;
}

/** An attribute: its name's key and its abbreviation's. */
export interface AttributeTerm extends GameTerm {
  abbreviation: string;
}

/** A skill: its name's key and where its code starts from (an attribute, or `"force"`). */
export interface SkillTerm extends GameTerm {
  attribute: SkillAttributeKey;
}

/** A weapon property: its label's key and, optionally, its tooltip's. */
export interface WeaponPropertyTerm extends GameTerm {
  hint?: string;
}

/** The kinds of craft: vehicles and starships. */
export type CraftKindKey = "vehicle" | "starship";

/**
 * `CONFIG.SWD6`: every term keyed as the documents store it. The lists the rules define (wound
 * levels, scales, damage kinds, difficulty levels) are closed: a module may relabel their terms, not
 * add to them. `skills` and `weaponProperties` are open: a module adds its own.
 */
export interface GameTerms {
  attributes: Record<AttributeKey, AttributeTerm>;
  /** Keyed by the skill's key (`"blaster"`), as a skill Item's `system.key` names it. */
  skills: Record<string, SkillTerm>;
  woundLevels: Record<WoundLevel, GameTerm>;
  scales: Record<Scale, GameTerm>;
  damageKinds: Record<DamageKind, GameTerm>;
  /**
   * The properties a weapon may have, as its sheet offers them: `stun`, `lightsaber` and
   * `tractorBeam` are the weapon's own fields; any other key is kept in its `system.properties`.
   */
  weaponProperties: Record<string, WeaponPropertyTerm>;
  difficultyLevels: Record<DifficultyLevel, GameTerm>;
  craftKinds: Record<CraftKindKey, GameTerm>;
}

/** The weapon properties the weapon stores in fields of their own (`system.stun` …). */
export const WEAPON_FIELD_PROPERTIES = ["stun", "lightsaber", "tractorBeam"] as const;

/** Each key with the label key `<prefix><key>`, in the list's order. */
function labelled<K extends string>(keys: readonly K[], prefix: string): Record<K, GameTerm> {
  return Object.fromEntries(keys.map((key) => [key, { label: `${prefix}${key}` }])) as Record<K, GameTerm>;
}

/**
 * The system's own terms, a new object on each call: what `CONFIG.SWD6` holds before any module
 * adds to it. Pure (the unit tests and a view without Foundry read these).
 */
export function systemGameTerms(): GameTerms {
  return {
    attributes: Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, { label: attributeLabel(key), abbreviation: attributeAbbreviation(key) }])) as Record<
      AttributeKey,
      AttributeTerm
    >,
    skills: Object.fromEntries(canonicalSkills().map(([key, attribute]) => [key, { label: `SWD6.SkillName.${key}`, attribute }])),
    woundLevels: labelled(WOUND_LEVELS, "SWD6.Wound."),
    scales: labelled(SCALES, "SWD6.Scale."),
    damageKinds: labelled(DAMAGE_KINDS, "SWD6.DamageKind."),
    weaponProperties: {
      stun: { label: "SWD6.Weapon.stun", hint: "SWD6.Weapon.stunHint" },
      lightsaber: { label: "SWD6.Weapon.lightsaber" },
      tractorBeam: { label: "SWD6.Weapon.tractorBeam", hint: "SWD6.Weapon.tractorBeamHint" },
    },
    difficultyLevels: labelled(DIFFICULTY_LEVELS, "SWD6.Difficulty."),
    craftKinds: labelled(["vehicle", "starship"], "TYPES.Actor."),
  };
}

/** The system's terms, built once, for where `CONFIG.SWD6` is not there (the tests without Foundry). */
let fallback: GameTerms | null = null;

/**
 * The terms in play: `CONFIG.SWD6` as the system (at `init`, src/index.ts) and the modules left it;
 * where no Foundry set it (a view or flow tested with plain data), the system's own.
 */
export function gameTerms(): GameTerms {
  const config = (globalThis as { CONFIG?: { SWD6?: GameTerms } }).CONFIG;
  return config?.SWD6 ?? (fallback ??= systemGameTerms());
}

/** The groups of terms a label is read from. */
export type TermGroup = keyof GameTerms;

/**
 * The label key of a term: `termLabel("woundLevels", "stunned")` is `"SWD6.Wound.stunned"`.
 * @returns the term's label, or the key itself for a term the registry does not hold
 */
export function termLabel(group: TermGroup, key: string): string {
  const term = (gameTerms()[group] as Record<string, GameTerm | undefined>)[key];
  return term?.label ?? key;
}

/**
 * A group's terms as a select box's choices, in the registry's order: `{ value, label }` with the
 * label's key.
 */
export function termOptions<G extends TermGroup>(group: G): { value: keyof GameTerms[G] & string; label: string }[] {
  return Object.entries(gameTerms()[group] as Record<string, GameTerm>).map(([value, term]) => ({
    value: value as keyof GameTerms[G] & string,
    label: term.label,
  }));
}
