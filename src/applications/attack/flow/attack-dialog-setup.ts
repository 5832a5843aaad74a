/**
 * What the attack dialog knows before any field is touched: the attacker's skill for the weapon
 * (found on the actor, else the attribute it falls back to), the Dexterity armor penalty, Strength,
 * the wound level, the weapon's data checked against the rules, the targets and the world's rules.
 * Built from plain document data by a pure function; the Foundry side only gathers that data.
 */
import type { DifficultyEdition } from "../../../rules/dice/difficulty.ts";
import { type TargetKind, TARGET_KINDS } from "./attack-card-flow.ts";
import { type AttributeKey, type SkillAttributeKey, ATTRIBUTE_KEYS, attributeLabel } from "../../../constants.ts";
import type { MishapHandling } from "../../../dice/d6-roll-data.ts";
import type { AttackWeapon } from "../../../rules/attack.ts";
import type { ReactionMode } from "../../../rules/actions/reactions.ts";
import { meleeDifficulty, parseWeaponRanges } from "../../../rules/actions/ranged-difficulty.ts";
import { type ArmorStats, isDamageKind } from "../../../rules/damage/armor.ts";
import { type DamageModel, WOUND_LEVELS, type WoundLevel } from "../../../rules/damage/damage.ts";
import { parseWeaponDamage } from "../../../rules/damage/melee-damage.ts";
import { woundAllowsRoll } from "../../../rules/damage/wounds.ts";
import type { ForcePointOffer } from "../../roll-config/force-point-field.ts";
import { type DieCode, parseDieCode } from "../../../rules/dice/die-code.ts";
import { skillCode, specializationCode } from "../../../rules/dice/skill-code.ts";
import { type Scale, isScale } from "../../../rules/vehicles/scale.ts";
import { type Translator, skillLabel } from "../../../labels.ts";
import type { SkillItemData } from "../../actor/character-view.ts";
import { readable } from "../../../rules/errors.ts";

/** A message for the user: a localization key and the values it is formatted with. */
export interface DialogMessage {
  key: string;
  data?: Record<string, string>;
}

/** A weapon Item as plain data (`system` as the weapon's data model stores it). */
export interface WeaponSource {
  /** The Item's uuid; null for a weapon that is not a document. */
  uuid: string | null;
  name: string;
  img: string;
  /** A starship's weapon fired in space: its ranges and the distances are in space units, not meters. Absent: meters. */
  space?: boolean;
  system: {
    skill: string;
    specialization?: string;
    damage: string;
    damageKind: string;
    scale: string;
    ranges: string;
    difficulty: string;
    fireControl: string;
    stun: boolean;
    /** The setting a stun-capable weapon is at now (absent: normal). */
    setToStun?: boolean;
    lightsaber: boolean;
    tractorBeam?: boolean;
  };
}

/** A skill Item of the attacker as plain data. */
export type AttackSkillSource = SkillItemData;

/** The attacker as plain data. */
export interface AttackerSource {
  /** The actor's uuid (the card's attacker). */
  uuid: string;
  name: string;
  /** The six attributes as stored (`"3D+1"`). */
  attributes: Partial<Record<AttributeKey, string>>;
  /** The stored wound level (anything unknown counts as no wound). */
  woundLevel: unknown;
  skills: AttackSkillSource[];
  /** What worn armor takes off Dexterity and its skills (`SWD6Actor#dexterityArmorPenalty`). */
  armorPenalty: DieCode;
  /** The actions the attacker's Force powers kept "up" count as (`keptUpActions`); none when left out. */
  keptUpActions?: number;
}

/** A targeted token as plain data. */
export interface TargetSource {
  /** The token's uuid: the card's key for the target. */
  key: string;
  /** The target actor's uuid. */
  actor: string;
  name: string;
  /** Meters from the attacker's token, or null when it could not be measured (no token of the attacker on the scene). */
  distance: number | null;
  /** The target's scale as stored (`system.scale`), or null for a character (character scale). */
  scale: unknown;
  /** What resists the damage, as stored: Strength for a character; null when the actor has none. */
  resistance: string | null;
  /** The armor the target wears (`SWD6Actor#wornArmor`); a craft wears none. */
  armor: ArmorStats | null;
  /** A character (when left out) or a craft, whose resistance is its body strength or hull and shields. */
  kind?: TargetKind;
}

/** The world's rules the attack is made under. */
export interface AttackRules {
  reactionMode: ReactionMode;
  damageModel: DamageModel;
  wildDie: boolean;
  mishap: MishapHandling;
  /** The difficulty numbers of the world's rules (`difficultyEdition`), the roll dialog's too. */
  edition: DifficultyEdition;
}

/** The skill the attack is rolled with, as the dialog shows it. */
export interface AttackSkill {
  /** The skill's name in the user's language (the specialization added in parentheses), or the attribute's. */
  label: string;
  /** The code as on the sheet: the attribute plus the skill's dice (plus the specialization's). */
  code: DieCode;
  /** The attribute the code comes from; null for a Force skill. */
  attribute: AttributeKey | null;
  /** The actor has no skill for the weapon: the attribute is rolled instead. */
  fallback: boolean;
  /** The weapon's skill in the user's language (`SWD6.SkillName.<key>`), else as recorded. */
  weaponSkill: string;
}

/** A target as the dialog plans against it. */
export interface AttackTarget {
  key: string;
  actor: string;
  name: string;
  /** Measured meters, or null. */
  distance: number | null;
  scale: Scale;
  /** The resistance code, or null when the target cannot resist (then `error` says why). */
  resistance: DieCode | null;
  armor: ArmorStats | null;
  /** A character or a craft: the card applies the wound chart or the craft's damage tables. */
  kind: TargetKind;
  /** Why this target cannot be attacked from the dialog; null when it can. */
  error: DialogMessage | null;
}

/** Everything the attack dialog knows besides its fields. */
export interface AttackSetup {
  attacker: { uuid: string; name: string };
  weapon: {
    source: WeaponSource;
    /** The weapon as `planAttack` takes it. */
    attack: AttackWeapon;
    /** A melee weapon (a difficulty, no ranges). */
    melee: boolean;
    /** A lightsaber: its damage adds the attacker's Control (`planLightsaberAttack`). */
    lightsaber: boolean;
  };
  skill: AttackSkill;
  /** The armor penalty taken off the skill: worn armor's, for a Dexterity skill only; else none. */
  armorPenalty: DieCode;
  /** The actions the attacker's kept-up Force powers count as, added to the declared ones (Reglas). */
  keptUpActions: number;
  /** The attacker's Strength, for "STR+" damage. */
  strength: DieCode;
  /** The attacker's Control (the Force skill), which a lightsaber's damage adds; null without it. */
  control: DieCode | null;
  /** The attacker's wound level and the world's damage model. */
  wound: { level: WoundLevel; model: DamageModel };
  /** The attacker is out of the fight (incapacitated or worse, rules: `woundAllowsRoll`): the dialog refuses the attack. */
  unconscious: boolean;
  targets: AttackTarget[];
  rules: AttackRules;
  /** Whether this user may change the wild die for the roll (gamemasters). */
  canToggleWildDie: boolean;
  /**
   * The attacker's Force point (`roll-config/force-point-field.ts`): one spent this round doubles his skill, his
   * Strength and his Control; absent or null for a craft's weapon or a setup without it.
   */
  forcePoint?: ForcePointOffer | null;
  /**
   * The combined action bonus the attacker holds for this round's task (R&E Rules, Combined Actions:
   * the gamemaster's record of the leader's command roll), split between the attack and the damage
   * as the form says; absent or null when he holds none.
   */
  combined?: { bonus: DieCode; label: string } | null;
  /** A draw is among the attacker's declared actions this round: it pays for switching the stun setting (`stunSwitchPenalty`). */
  drawDeclared?: boolean;
  /** The attacker's user is a player: his modifier is bounded (`beyondPlayerModifier`). Absent: a gamemaster's, unbounded. */
  boundedModifier?: boolean;
}

/** A setup, or the reason there is none (a weapon whose data the rules cannot read). */
export type AttackSetupResult = { ok: true; setup: AttackSetup } | { ok: false; error: DialogMessage };

/**
 * A skill's key from its English name, as the skills compendium makes it: lower case, words joined
 * by hyphens, the advanced-skill marker dropped ("Melee Combat" -> "melee-combat").
 */
export function skillKeyOf(name: string): string {
  return String(name ?? "")
    .replace(/^\(A\)\s*/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The attacker's skill Item that fires or swings the weapon: by key, then by name (any case).
 * @param skills the attacker's skill Items
 * @param weaponSkill the weapon's skill as recorded ("Blaster", "Melee Combat")
 */
export function findWeaponSkill(skills: readonly AttackSkillSource[], weaponSkill: string): AttackSkillSource | null {
  const key = skillKeyOf(weaponSkill);
  if (key === "") return null;
  return skills.find((skill) => skill.system.key !== "" && skill.system.key === key) ?? skills.find((skill) => skillKeyOf(skill.name) === key) ?? null;
}

/** The weapon's data as `planAttack` reads it, or the message naming what cannot be read. */
function checkWeapon(source: WeaponSource): { ok: true; attack: AttackWeapon; melee: boolean } | { ok: false; error: DialogMessage } {
  const system = source.system;
  const name = source.name;
  const refuse = (problem: string, value?: string): { ok: false; error: DialogMessage } => ({
    ok: false,
    error: { key: `SWD6.AttackDialog.error.${problem}`, data: value === undefined ? { name } : { name, value } },
  });
  if (!system || typeof system !== "object") return refuse("weaponData");
  if (typeof system.damage !== "string" || system.damage.trim() === "") return refuse("noDamage");
  if (!readable(parseWeaponDamage, system.damage)) return refuse("damage", system.damage);
  const { damageKind, scale } = system;
  if (!isDamageKind(damageKind) || !isScale(scale)) return refuse("weaponData");
  const fireControlText = system.fireControl || "0D";
  if (!readable(parseDieCode, fireControlText)) return refuse("fireControl", String(system.fireControl));
  const ranges = typeof system.ranges === "string" ? system.ranges.trim() : "";
  const difficulty = typeof system.difficulty === "string" ? system.difficulty.trim() : "";
  const attack: AttackWeapon = {
    damage: system.damage,
    damageKind,
    scale,
    fireControl: parseDieCode(fireControlText),
  };
  if (ranges !== "") return readable(parseWeaponRanges, ranges) ? { ok: true, attack: { ...attack, ranges }, melee: false } : refuse("ranges", ranges);
  if (difficulty !== "")
    return readable(meleeDifficulty, difficulty) ? { ok: true, attack: { ...attack, difficulty }, melee: true } : refuse("difficulty", difficulty);
  return refuse("noRangesOrDifficulty");
}

/** A stored code, or null when it is not one. */
function codeOrNull(text: unknown): DieCode | null {
  try {
    return typeof text === "string" ? parseDieCode(text) : null;
  } catch {
    return null;
  }
}

/** The skill for the weapon, or the attribute rolled in its place. */
function attackSkill(
  attacker: AttackerSource,
  weapon: WeaponSource,
  fallbackAttribute: AttributeKey,
  i18n: Translator,
): { ok: true; skill: AttackSkill } | { ok: false; error: DialogMessage } {
  const attribute = (key: AttributeKey) => codeOrNull(attacker.attributes[key]);
  const weaponSkill = skillLabel({ name: weapon.system.skill, system: { key: skillKeyOf(weapon.system.skill) } }, i18n);
  const found = findWeaponSkill(attacker.skills, weapon.system.skill);
  if (found) {
    const key = found.system.attribute;
    const base = key === "force" ? null : attribute(key);
    const bonus = codeOrNull(found.system.bonus);
    if ((key !== "force" && base === null) || bonus === null) {
      return { ok: false, error: { key: "SWD6.AttackDialog.error.skillCode", data: { name: found.name } } };
    }
    let code = skillCode(base, bonus, found.system.advanced);
    let label = skillLabel(found, i18n);
    const wanted = (weapon.system.specialization ?? "").trim().toLowerCase();
    const specialization = wanted ? found.system.specializations?.find((spec) => spec.name.trim().toLowerCase() === wanted) : undefined;
    const specBonus = specialization ? codeOrNull(specialization.bonus) : null;
    if (specialization && specBonus) {
      code = specializationCode(code, specBonus);
      label = `${label} (${specialization.name})`;
    }
    return { ok: true, skill: { label, code, attribute: key === "force" ? null : key, fallback: false, weaponSkill } };
  }
  const code = attribute(fallbackAttribute);
  if (code === null) return { ok: false, error: { key: "SWD6.AttackDialog.error.attribute", data: { name: attacker.name } } };
  return { ok: true, skill: { label: i18n.localize(attributeLabel(fallbackAttribute)), code, attribute: fallbackAttribute, fallback: true, weaponSkill } };
}

/** A target ready to plan against, or marked with why it cannot be. */
function attackTarget(source: TargetSource): AttackTarget {
  const scale = source.scale === null || source.scale === undefined || source.scale === "" ? "character" : source.scale;
  const resistance = codeOrNull(source.resistance);
  const target: AttackTarget = {
    key: source.key,
    actor: source.actor,
    name: source.name,
    distance: typeof source.distance === "number" && Number.isFinite(source.distance) && source.distance >= 0 ? source.distance : null,
    scale: isScale(scale) ? scale : "character",
    resistance,
    armor: source.kind === "vehicle" || source.kind === "starship" ? null : source.armor,
    kind: TARGET_KINDS.includes(source.kind as TargetKind) ? (source.kind as TargetKind) : "character",
    error: null,
  };
  if (!isScale(scale)) target.error = { key: "SWD6.AttackDialog.error.targetScale", data: { name: source.name, value: String(scale) } };
  else if (resistance === null) target.error = { key: "SWD6.AttackDialog.error.targetResistance", data: { name: source.name } };
  return target;
}

/**
 * The attack dialog's setup for an attacker, a weapon and the targets.
 *
 * - Skill: the attacker's skill Item named by the weapon (`system.skill`, matched by key, then by
 *   name), with the weapon's specialization when the skill has it (its dice added); without the
 *   skill, the attribute the skill belongs to is rolled (Grundregeln: an untrained skill rolls its
 *   attribute), and the dialog says so.
 * - Armor: worn armor's Dexterity penalty (Grundregeln and Reglas) is taken off Dexterity skills only.
 * - Targets: character scale unless the target records another; resistance is a character's Strength
 *   (its armor added by the rules), a craft's body strength or hull and shields, without armor.
 *
 * @param input the attacker, the weapon, the targets, the world's rules, the attribute the weapon's
 *   skill belongs to (from the skills compendium; Dexterity when unknown), whether the user may
 *   toggle the wild die, and the translator for names; `crewSkill`, for a craft's weapon: the
 *   gunner's skill (crew-roll.ts: the crew member's, else the printed crew's), which stands for the
 *   attacker's skill; the craft has no Strength, wounds or armor, and `planAttack` adds the fire control
 * @returns the setup, or the localized message for a weapon (or attacker) whose data cannot be read:
 *   no damage, unreadable damage, ranges, melee difficulty or fire control, an unknown damage kind or
 *   scale, neither ranges nor melee difficulty, an unreadable attribute or skill code
 */
export function attackSetup(input: {
  attacker: AttackerSource;
  weapon: WeaponSource;
  targets: readonly TargetSource[];
  rules: AttackRules;
  skillAttribute?: SkillAttributeKey | null;
  canToggleWildDie: boolean;
  i18n: Translator;
  crewSkill?: { label: string; code: DieCode } | null;
}): AttackSetupResult {
  const { attacker, weapon, rules, i18n } = input;
  const checked = checkWeapon(weapon);
  if (!checked.ok) return checked;
  if (input.crewSkill) {
    const weaponSkill = skillLabel({ name: weapon.system.skill, system: { key: skillKeyOf(weapon.system.skill) } }, i18n);
    return {
      ok: true,
      setup: {
        attacker: { uuid: attacker.uuid, name: attacker.name },
        weapon: { source: weapon, attack: checked.attack, melee: checked.melee, lightsaber: weapon.system.lightsaber === true },
        skill: { label: input.crewSkill.label, code: { ...input.crewSkill.code }, attribute: null, fallback: false, weaponSkill },
        armorPenalty: { dice: 0, pips: 0 },
        keptUpActions: 0,
        strength: { dice: 0, pips: 0 },
        control: null,
        wound: { level: "none", model: rules.damageModel },
        unconscious: false,
        targets: input.targets.map(attackTarget),
        rules,
        canToggleWildDie: input.canToggleWildDie,
      },
    };
  }
  const fallback = input.skillAttribute && input.skillAttribute !== "force" && ATTRIBUTE_KEYS.includes(input.skillAttribute) ? input.skillAttribute : "dex";
  const skill = attackSkill(attacker, weapon, fallback, i18n);
  if (!skill.ok) return skill;
  const strength = codeOrNull(attacker.attributes.str);
  if (strength === null) return { ok: false, error: { key: "SWD6.AttackDialog.error.attribute", data: { name: attacker.name } } };
  const level = WOUND_LEVELS.includes(attacker.woundLevel as WoundLevel) ? (attacker.woundLevel as WoundLevel) : "none";
  return {
    ok: true,
    setup: {
      attacker: { uuid: attacker.uuid, name: attacker.name },
      weapon: { source: weapon, attack: checked.attack, melee: checked.melee, lightsaber: weapon.system.lightsaber === true },
      skill: skill.skill,
      armorPenalty: skill.skill.attribute === "dex" ? { ...attacker.armorPenalty } : { dice: 0, pips: 0 },
      keptUpActions: Number.isInteger(attacker.keptUpActions) && (attacker.keptUpActions ?? 0) > 0 ? (attacker.keptUpActions as number) : 0,
      strength,
      control: controlCode(attacker.skills),
      wound: { level, model: rules.damageModel },
      unconscious: !woundAllowsRoll(level, rules.damageModel),
      targets: input.targets.map(attackTarget),
      rules,
      canToggleWildDie: input.canToggleWildDie,
    },
  };
}

/** The Control skill's code (a Force skill: its added dice are its code), or null without a readable one. */
function controlCode(skills: readonly AttackSkillSource[]): DieCode | null {
  const control = skills.find((skill) => skill.system.attribute === "force" && skill.system.key === "control");
  return control ? codeOrNull(control.system.bonus) : null;
}

/** Meters in one of the scene's grid units, by the unit's usual abbreviations. */
const METERS_PER_UNIT: Readonly<Record<string, number>> = {
  m: 1,
  meter: 1,
  meters: 1,
  metre: 1,
  metres: 1,
  km: 1000,
  ft: 0.3048,
  feet: 0.3048,
  foot: 0.3048,
  mi: 1609.344,
};

/**
 * The straight-line distance between two tokens, in the scene's units: the grid's measure across
 * the map and the difference of their elevations (a trooper on a gantry 9 m up, 12 m away across the
 * floor, is 15 m away), as a shot travels.
 * @param across the grid's measured distance on the map, in scene units
 * @param elevations the two tokens' elevations, in scene units
 * @returns the distance, or null when any number is not finite (or `across` is negative)
 */
export function slantDistance(across: number, elevations: readonly [number, number]): number | null {
  const [a, b] = elevations;
  if (![across, a, b].every((value) => typeof value === "number" && Number.isFinite(value)) || across < 0) return null;
  return Math.hypot(across, a - b);
}

/**
 * A distance in the scene's grid units as meters, for the weapons' ranges (printed in meters). The
 * system's scenes measure in meters; a scene in feet or kilometers is converted, and a unit the
 * system does not know is read as meters.
 * @param distance the measured distance in grid units
 * @param units the scene's grid units (`"m"`, `"ft"`, `"km"`)
 * @returns meters, or null for a distance that is not a finite number >= 0
 */
export function metersFromSceneUnits(distance: number, units: string | null | undefined): number | null {
  if (typeof distance !== "number" || !Number.isFinite(distance) || distance < 0) return null;
  return (
    distance *
    (METERS_PER_UNIT[
      String(units ?? "")
        .trim()
        .toLowerCase()
        .replace(/\.$/, "")
    ] ?? 1)
  );
}
