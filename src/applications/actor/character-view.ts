/**
 * The character sheet's view, built from plain document data by a pure function so that the sheet's
 * numbers can be tested without Foundry: attributes, skills, Force skills and the wound track, every
 * code and penalty from the rules.
 */
import { ATTRIBUTE_KEYS, type AttributeKey, type SkillAttributeKey, attributeLabel } from "../../constants.ts";
import { type DamageModel, WOUND_LEVELS, type WoundLevel, woundSeverity } from "../../rules/damage/damage.ts";
import { type DieCode, parseDieCode } from "../../rules/dice/die-code.ts";
import { rollCode, specializationCode } from "../../rules/dice/skill-code.ts";
import { skillRollCode } from "../../documents/skill-codes.ts";
import { woundEffects } from "../../rules/damage/wounds.ts";
import { type Translator, skillLabel } from "../../labels.ts";
import { checkSpeciesAttributes } from "../../rules/characters/species-limits.ts";
import { termLabel } from "../../game-terms.ts";

/** A species' attribute ranges as a character's species Item stores them. */
export type SpeciesRanges = Readonly<Record<AttributeKey, { min: string; max: string }>>;

/** A skill Item as plain data: its id, name and `system`. */
export interface SkillItemData {
  id: string;
  name: string;
  system: {
    key: string;
    attribute: SkillAttributeKey;
    bonus: string;
    advanced: boolean;
    specializations?: { name: string; bonus: string }[];
  };
}

/** The parts of a character's `system` data the sheet shows with the rules' help. */
export interface CharacterSystemData {
  attributes: Record<AttributeKey, string>;
  woundLevel: WoundLevel;
  /** Absent for a creature, which is never Force-sensitive. */
  forceSensitive?: boolean;
}

/** A specialization under a skill: its name and its code (the skill's code plus its added dice). */
export interface SpecializationView {
  name: string;
  code: DieCode;
  /** The code a click rolls when worn armor takes dice off it ({@link AttributeView.rolled}); null otherwise. */
  rolled: DieCode | null;
}

/** One skill row of the character sheet. */
export interface SkillView {
  /** The skill Item's id. */
  id: string;
  /** The skill's name in the user's language (`SWD6.SkillName.<key>`), else the Item's name. */
  label: string;
  /** The dice added over the attribute as stored (`"1D"`; a Force skill: its whole code). */
  bonus: string;
  /**
   * The code the skill rolls (skill-codes.ts: skillRollCode): the attribute's code plus the added
   * dice, pips carried; an advanced skill's own dice; with the advanced skills built on it added.
   */
  code: DieCode;
  /** The code a click rolls when worn armor takes dice off it ({@link AttributeView.rolled}); null otherwise. */
  rolled: DieCode | null;
  /** Whether dice or pips were added to the skill, so it rolls more than its attribute. */
  raised: boolean;
  advanced: boolean;
  specializations: SpecializationView[];
}

/** One attribute box of the character sheet with the skills listed under it. */
export interface AttributeView {
  key: AttributeKey;
  /** Localization key of the attribute's name. */
  label: string;
  /** The stored code, as the edit field shows it. */
  value: string;
  code: DieCode;
  /**
   * What worn armor takes off rolls of this attribute and its skills, as a modifier (`-1D`); null
   * when nothing (every attribute but Dexterity, or no armor worn); views of templates leave it out.
   */
  armorPenalty?: DieCode | null;
  /**
   * The code a click rolls when worn armor takes dice off it (rules: rollCode with the armor
   * penalty): the sheet shows it, the character's own code beside it; null when it is the code itself.
   */
  rolled?: DieCode | null;
  /** The character's species' range for the attribute, and whether the code lies outside it; absent without a species. */
  range?: { min: string; max: string; outOfRange: boolean } | null;
  skills: SkillView[];
}

/** One step of the wound track. */
export interface WoundStepView {
  level: WoundLevel;
  /** Localization key of the level's name. */
  label: string;
  /** The character's current level. */
  current: boolean;
  /** A level at or below the current one (filled in on the track). */
  reached: boolean;
  /** The dice this level takes off every standard roll, as a modifier (`-1D`), or null for none. */
  penalty: DieCode | null;
  /** The character is out of the fight at this level (incapacitated and worse). */
  unconscious: boolean;
}

/** Everything the character sheet shows that the rules compute. */
export interface CharacterView {
  attributes: AttributeView[];
  /** The attributes in the printed sheet's two columns: Dexterity to Mechanical, Perception to Technical. */
  columns: AttributeView[][];
  force: {
    /** Shown when the character has a Force skill or is Force-sensitive. */
    visible: boolean;
    skills: SkillView[];
  };
  wounds: WoundStepView[];
  /** The current wound level's penalty (`-1D`), or null when it costs no dice. */
  woundPenalty: DieCode | null;
}

function byLabel<T extends { label: string }>(lang: string): (a: T, b: T) => number {
  const collator = new Intl.Collator(lang, { sensitivity: "base" });
  return (a, b) => collator.compare(a.label, b.label);
}

/** What a roll takes off a code: the code it rolls, or null when that is the code itself. */
type RolledCode = (code: DieCode) => DieCode | null;

function skillView(
  skill: SkillItemData,
  attributes: Record<AttributeKey, string>,
  skills: readonly SkillItemData[],
  i18n: Translator,
  rolled: RolledCode,
): SkillView {
  const added = parseDieCode(skill.system.bonus);
  const code = skillRollCode(attributes, skill, skills);
  return {
    id: skill.id,
    label: skillLabel(skill, i18n),
    bonus: skill.system.bonus,
    code,
    rolled: rolled(code),
    raised: added.dice > 0 || added.pips > 0,
    advanced: skill.system.advanced,
    specializations: (skill.system.specializations ?? []).map((spec) => {
      const specCode = specializationCode(code, parseDieCode(spec.bonus));
      return { name: spec.name, code: specCode, rolled: rolled(specCode) };
    }),
  };
}

/** The code a roll with worn armor's penalty uses (rules: rollCode), or null when armor takes nothing. */
function armorRolled(amount: DieCode): RolledCode {
  if (amount.dice === 0 && amount.pips === 0) return () => null;
  return (code) => rollCode(code, { armorPenalty: amount });
}

/** A dice penalty as a modifier (`2` becomes `-2D`), or null when there is none. */
function penaltyModifier(dice: number): DieCode | null {
  return dice > 0 ? { dice: -dice, pips: 0 } : null;
}

/** An armor penalty amount as a modifier (`{ dice: 1, pips: 0 }` becomes `-1D`), or null for none. */
function armorModifier(amount: DieCode): DieCode | null {
  if (amount.dice === 0 && amount.pips === 0) return null;
  return { dice: -amount.dice + 0, pips: -amount.pips + 0 };
}

/**
 * The wound track: every wound level in order of severity with the current one marked, each with
 * the dice it costs (rules: woundEffects under the world's damage model).
 * @param current the character's wound level
 * @param model the world's damage model
 * @throws RuleArgumentError for an unknown level or model
 */
export function woundTrack(current: WoundLevel, model: DamageModel): WoundStepView[] {
  const rank = woundSeverity(current, "current");
  return WOUND_LEVELS.map((level, index) => {
    const effects = woundEffects(level, model);
    return {
      level,
      label: termLabel("woundLevels", level),
      current: level === current,
      reached: index <= rank,
      penalty: penaltyModifier(effects.penalty),
      unconscious: !effects.conscious,
    };
  });
}

/**
 * The character sheet's view: the six attributes in sheet order (also split into the printed
 * sheet's two columns) with their codes, each with its skills sorted by their names in the user's
 * language, every skill with its code (attribute plus added dice, rules: skillCode) and whether it
 * was raised; the Force skills (no attribute); the wound track and the current wound penalty
 * (rules: woundEffects); on Dexterity, the worn armor's penalty (Grundregeln and Reglas), which every
 * Dexterity and Dexterity skill roll takes off: those codes are shown as a click rolls them
 * (`rolled`), the character's own beside them.
 *
 * @param system the character's `system` data
 * @param skills the character's skill Items as plain data (other Item types are not passed)
 * @param model the world's damage model, which decides the wound penalties
 * @param i18n translations, for skill names and their order
 * @param armorPenalty what the worn armor takes off Dexterity, as an amount
 *   (`SWD6Actor#dexterityArmorPenalty()`); absent: nothing
 * @throws DieCodeError when a stored code is malformed (validated data never is)
 * @throws RuleArgumentError for an unknown wound level or damage model
 */
export function characterView(
  system: CharacterSystemData,
  skills: readonly SkillItemData[],
  model: DamageModel,
  i18n: Translator,
  armorPenalty: DieCode = { dice: 0, pips: 0 },
  species: SpeciesRanges | null = null,
): CharacterView {
  const sort = byLabel<SkillView>(i18n.lang);
  const codes = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, parseDieCode(system.attributes[key])])) as Record<AttributeKey, DieCode>;
  const rolledOf = (attribute: SkillAttributeKey): RolledCode => (attribute === "dex" ? armorRolled(armorPenalty) : () => null);
  const skillsOf = (attribute: SkillAttributeKey) =>
    skills
      .filter((skill) => skill.system.attribute === attribute)
      .map((skill) => skillView(skill, system.attributes, skills, i18n, rolledOf(attribute)))
      .sort(sort);

  const forceSkills = skillsOf("force");
  const wounds = woundTrack(system.woundLevel, model);
  const outside = new Set(
    species
      ? checkSpeciesAttributes(
          codes,
          Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, { min: parseDieCode(species[key].min), max: parseDieCode(species[key].max) }])),
          { dice: 0, pips: 0 },
        ).outOfRange.map((entry) => entry.key)
      : [],
  );
  const attributes = ATTRIBUTE_KEYS.map((key) => ({
    key,
    label: attributeLabel(key),
    value: system.attributes[key],
    code: codes[key],
    armorPenalty: key === "dex" ? armorModifier(armorPenalty) : null,
    rolled: rolledOf(key)(codes[key]),
    range: species ? { min: species[key].min, max: species[key].max, outOfRange: outside.has(key) } : null,
    skills: skillsOf(key),
  }));
  const half = Math.ceil(attributes.length / 2);
  return {
    attributes,
    columns: [attributes.slice(0, half), attributes.slice(half)],
    force: { visible: system.forceSensitive || forceSkills.length > 0, skills: forceSkills },
    wounds,
    woundPenalty: wounds.find((step) => step.current)?.penalty ?? null,
  };
}
