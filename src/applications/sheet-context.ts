/**
 * The view data the system's sheets render, built from plain document data by pure functions so that
 * the sheets' numbers can be tested without Foundry. Every code and penalty comes from the rules;
 * the templates only format and lay them out.
 */
import {
  ATTRIBUTE_KEYS,
  type AttributeKey,
  SKILL_ATTRIBUTE_KEYS,
  type SkillAttributeKey,
  attributeLabel,
} from "../constants.ts";
import { type DamageModel, WOUND_LEVELS, type WoundLevel, woundSeverity } from "../rules/damage.ts";
import { type DieCode, addDieCodes, parseDieCode } from "../rules/die-code.ts";
import { skillCode } from "../rules/skill-code.ts";
import { woundEffects } from "../rules/wounds.ts";

/** The translation functions the view needs: Foundry's `game.i18n`, or the tests' stand-in. */
export interface Translator {
  /** The translation of a key (the key itself when unknown, as Foundry does). */
  localize(key: string): string;
  /** Whether the language has the key. */
  has(key: string): boolean;
  /** The language code, for sorting names the way that language sorts them (`"de"`). */
  lang: string;
}

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
  forceSensitive: boolean;
}

/** A specialization under a skill: its name and its code (the skill's code plus its added dice). */
export interface SpecializationView {
  name: string;
  code: DieCode;
}

/** One skill row of the character sheet. */
export interface SkillView {
  /** The skill Item's id. */
  id: string;
  /** The skill's name in the user's language (`SWD6.SkillName.<key>`), else the Item's name. */
  label: string;
  /** The dice added over the attribute as stored (`"1D"`; a Force skill: its whole code). */
  bonus: string;
  /** The skill's code: the attribute's code plus the added dice (rules: skillCode). */
  code: DieCode;
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

/** The localization key of a canonical skill's name. */
export function skillNameKey(key: string): string {
  return `SWD6.SkillName.${key}`;
}

/**
 * A skill's name in the user's language: the translation of `SWD6.SkillName.<key>` when the skill
 * has a key and the language has it, else the Item's own name (a skill the group invented).
 */
export function skillLabel(skill: { name: string; system: { key: string } }, i18n: Translator): string {
  const key = skill.system.key ? skillNameKey(skill.system.key) : "";
  return key && i18n.has(key) ? i18n.localize(key) : skill.name;
}

function byLabel<T extends { label: string }>(lang: string): (a: T, b: T) => number {
  const collator = new Intl.Collator(lang, { sensitivity: "base" });
  return (a, b) => collator.compare(a.label, b.label);
}

function skillView(skill: SkillItemData, attribute: DieCode | null, i18n: Translator): SkillView {
  const added = parseDieCode(skill.system.bonus);
  const code = skillCode(attribute, added);
  return {
    id: skill.id,
    label: skillLabel(skill, i18n),
    bonus: skill.system.bonus,
    code,
    raised: added.dice > 0 || added.pips > 0,
    advanced: skill.system.advanced,
    specializations: (skill.system.specializations ?? []).map((spec) => ({
      name: spec.name,
      code: addDieCodes(code, parseDieCode(spec.bonus)),
    })),
  };
}

/** A dice penalty as a modifier (`2` becomes `-2D`), or null when there is none. */
function penaltyModifier(dice: number): DieCode | null {
  return dice > 0 ? { dice: -dice, pips: 0 } : null;
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
      label: `SWD6.Wound.${level}`,
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
 * (rules: woundEffects).
 *
 * @param system the character's `system` data
 * @param skills the character's skill Items as plain data (other Item types are not passed)
 * @param model the world's damage model, which decides the wound penalties
 * @param i18n translations, for skill names and their order
 * @throws DieCodeError when a stored code is malformed (validated data never is)
 * @throws RuleArgumentError for an unknown wound level or damage model
 */
export function characterView(
  system: CharacterSystemData,
  skills: readonly SkillItemData[],
  model: DamageModel,
  i18n: Translator,
): CharacterView {
  const sort = byLabel<SkillView>(i18n.lang);
  const codes = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, parseDieCode(system.attributes[key])])) as Record<
    AttributeKey,
    DieCode
  >;
  const skillsOf = (attribute: SkillAttributeKey) =>
    skills
      .filter((skill) => skill.system.attribute === attribute)
      .map((skill) => skillView(skill, attribute === "force" ? null : codes[attribute], i18n))
      .sort(sort);

  const forceSkills = skillsOf("force");
  const wounds = woundTrack(system.woundLevel, model);
  const attributes = ATTRIBUTE_KEYS.map((key) => ({
    key,
    label: attributeLabel(key),
    value: system.attributes[key],
    code: codes[key],
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

/** The parts of a template's `system` data its sheet lays out. */
export interface TemplateSystemData {
  attributes: Record<AttributeKey, string>;
  skills: { name: string; key: string; attribute: AttributeKey }[];
  forceSkills: { name: string; key: string; code: string }[];
  equipment: string[];
}

/** A listed skill on the template sheet, with its place in the template's array (for field names). */
export interface TemplateSkillView {
  index: number;
  name: string;
  key: string;
  attribute: AttributeKey;
}

/** The template sheet's view: attributes with their listed skills, Force skills, equipment text. */
export interface TemplateView {
  attributes: (Omit<AttributeView, "skills"> & { skills: TemplateSkillView[] })[];
  forceSkills: { index: number; name: string; key: string; code: string }[];
  /** The equipment list, one entry a line, as the text area edits it. */
  equipmentText: string;
}

/**
 * The template sheet's view: the six attributes in sheet order with their codes and the skills the
 * template lists under each (in the template's order, each with its index in `system.skills`),
 * the Force skills with their codes, and the equipment one entry a line.
 * @param system the template's `system` data
 * @throws DieCodeError when a stored attribute code is malformed (validated data never is)
 */
export function templateView(system: TemplateSystemData): TemplateView {
  return {
    attributes: ATTRIBUTE_KEYS.map((key) => ({
      key,
      label: attributeLabel(key),
      value: system.attributes[key],
      code: parseDieCode(system.attributes[key]),
      skills: system.skills
        .map((skill, index) => ({ index, name: skill.name, key: skill.key, attribute: skill.attribute }))
        .filter((skill) => skill.attribute === key),
    })),
    forceSkills: system.forceSkills.map((skill, index) => ({ index, ...skill })),
    equipmentText: system.equipment.join("\n"),
  };
}

/**
 * The equipment text area's lines as the template's list: trimmed, blank lines dropped.
 * @param text the text as typed
 */
export function equipmentList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** An option of a select box: the stored value and the localization key of its label. */
export interface SelectOption {
  value: string;
  label: string;
}

/** The choices of a skill's attribute: the six attributes and the Force skills. */
export function skillAttributeOptions(): SelectOption[] {
  return SKILL_ATTRIBUTE_KEYS.map((key) => ({ value: key, label: attributeLabel(key) }));
}

/**
 * A list field as the form submits it: fields named `system.skills.0.name`, `system.skills.1.name`
 * arrive as an object keyed by index, which becomes the array in index order. Anything else is
 * returned as it is.
 * @param value the expanded form value
 */
export function listFromForm(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  if (!entries.every(([key]) => /^\d+$/.test(key))) return value;
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, entry]) => entry);
}
