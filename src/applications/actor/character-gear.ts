/**
 * The character sheet's Gear tab as a view built from plain Item data by a pure function, so that
 * what it shows is tested without Foundry: the weapons with their damage, skill and ranges or melee
 * difficulty, the armor with each piece's values as the rules read them, the other equipment, and
 * the worn armor's effect.
 */
import { type ArmorStats, armorDexterityPenalty } from "../../rules/damage/armor.ts";
import { type DieCode, formatModifier } from "../../rules/dice/die-code.ts";
import { type ArmorSystem, armorStatsOf } from "../../documents/armor-items.ts";
import type { Translator } from "../../labels.ts";
import { coverageText, damageText, weaponSkillKey, weaponSkillText } from "./gear-terms.ts";
import { type AttributeKey, attributeLabel } from "../../constants.ts";
import type { CharacterView, SkillItemData } from "./character-view.ts";
import { termLabel } from "../../game-terms.ts";

/** A gear Item as plain data: its id, name, image, type and `system`. */
export interface GearItemData {
  id: string;
  name: string;
  img?: string;
  type: string;
  system: unknown;
}

/** A gear item of one type with the `system` data its row reads. */
type GearOf<T extends string, S> = GearItemData & { type: T; system: S };
type WeaponGear = GearOf<"weapon", WeaponSystem>;
type ArmorGear = GearOf<"armor", ArmorSystem & { coverage: string }>;
type EquipmentGear = GearOf<"equipment", EquipmentSystem>;

/** A filter keeping the items of one type; the data models guarantee the shape their type names. */
function ofGearType<G extends GearItemData>(type: G["type"]): (item: GearItemData) => item is G {
  return (item): item is G => item.type === type;
}

/** The parts of a weapon's `system` data the tab shows (src/data/item/weapon.ts). */
interface WeaponSystem {
  skill: string;
  damage: string;
  damageKind: string;
  ranges: string;
  difficulty: string;
  stun: boolean;
}

/** The parts of an equipment item's `system` data the tab shows (src/data/item/equipment.ts). */
interface EquipmentSystem {
  quantity: number;
  cost: string;
  description: string;
}

/** One weapon row. */
export interface WeaponRowView {
  id: string;
  name: string;
  img: string | null;
  /** The damage as printed ("4D", "STR+1D"), or null for a weapon that rolls none. */
  damage: string | null;
  /** The printed damage is a phrase rather than a code ("STR+1D to STR+3D (depending on model)"): shown smaller. */
  damageLong: boolean;
  /** Localization key of the damage kind (`SWD6.DamageKind.energy`). */
  damageKindLabel: string;
  /** The skill the weapon uses, in the user's language when the skill is known: "Blaster", "Nahkampfwaffen". */
  skill: string;
  /**
   * The code a click rolls: the character's code in that skill, else the attribute the skill falls
   * back to (the attack rolls it in the skill's place); null when neither is known.
   */
  skillCode: DieCode | null;
  /** Localization key of the attribute rolled in place of a skill the character lacks; null when he has it. */
  fallbackAttribute: string | null;
  /** The ranges in meters as printed ("3-10/30/120"), null for a melee weapon. */
  ranges: string | null;
  /** Localization key of the melee difficulty (`SWD6.Difficulty.moderate`), null for a ranged weapon. */
  difficultyLabel: string | null;
  stun: boolean;
}

/** One armor row: the piece's values as the rules read them. */
export interface ArmorRowView {
  id: string;
  name: string;
  img: string | null;
  /** Bonus against physical damage as a modifier (`+1D`), or null for none. */
  physical: string | null;
  /** Bonus against energy damage as a modifier (`+1`), or null for none. */
  energy: string | null;
  /** The Dexterity penalty it costs while worn (`-1D`): the printed one, or the bonus when none is printed. */
  dexterityPenalty: string | null;
  /** No penalty is printed: the seeds' rule gives it. */
  penaltyFromBonus: boolean;
  coverage: string;
  worn: boolean;
}

/** One equipment row. */
export interface EquipmentRowView {
  id: string;
  name: string;
  img: string | null;
  quantity: number;
  cost: string;
  /** The description as plain text, shortened, for the row's tooltip; empty when there is none. */
  summary: string;
}

/** The worn armor's effect, for the tab's headline. */
export interface WornArmorView {
  /** "+1D" against physical damage, or null for none. */
  physical: string | null;
  energy: string | null;
  /** "-1D" on Dexterity and its skills, or null for none. */
  dexterity: string | null;
}

/** Everything the Gear tab shows. */
export interface GearView {
  weapons: WeaponRowView[];
  armor: ArmorRowView[];
  equipment: EquipmentRowView[];
  /** The worn armor's effect, or null when nothing is worn. */
  worn: WornArmorView | null;
}

/** The longest printed damage shown at a code's size, in characters ("STR+1D+1 (max 6D)" is 17). */
const LONG_DAMAGE = 18;

/** The longest tooltip an equipment row gets, in characters. */
const SUMMARY_LENGTH = 240;

function bonus(code: DieCode): string | null {
  return code.dice === 0 && code.pips === 0 ? null : formatModifier(code);
}

function penalty(code: DieCode): string | null {
  return code.dice === 0 && code.pips === 0 ? null : formatModifier({ dice: -code.dice + 0, pips: -code.pips + 0 });
}

/**
 * Rich text as one plain line for a tooltip: tags dropped, spaces folded, cut at
 * {@link SUMMARY_LENGTH} characters with an ellipsis. `&lt;` and `&gt;` stay entities, since a
 * tooltip may show its text as markup: what reads "<" never becomes a tag.
 * @param html the stored description
 */
export function plainSummary(html: string): string {
  const text = String(html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;(?!lt;|gt;)/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= SUMMARY_LENGTH ? text : `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…`;
}

/** A skill of the character as a weapon looks it up: its key, its Item's name, its shown name and its code. */
export interface SkillCodeRef {
  key: string;
  name: string;
  label: string;
  code: DieCode;
}

/**
 * The character's skills with their codes as the sheet computed them, for the weapons' rows.
 * @param view the character sheet's view (its codes come from the rules)
 * @param skills the skill Items the view was built from
 */
export function skillCodeRefs(view: CharacterView, skills: readonly SkillItemData[]): SkillCodeRef[] {
  const shown = new Map([...view.attributes.flatMap((attribute) => attribute.skills), ...view.force.skills].map((skill) => [skill.id, skill]));
  return skills.flatMap((skill) => {
    const row = shown.get(skill.id);
    return row ? [{ key: skill.system.key, name: skill.name, label: row.label, code: row.rolled ?? row.code }] : [];
  });
}

/**
 * The attributes a weapon's skill falls back to when the character lacks it: the code a click rolls
 * of each attribute, and which attribute a skill belongs to (the skills compendium's; unknown: none).
 */
export interface SkillFallback {
  codes: Record<AttributeKey, DieCode>;
  attributeOf(skillKey: string): AttributeKey | null;
}

/**
 * The attribute codes as a click rolls them, from the character sheet's view, for {@link SkillFallback}.
 * @param view the character sheet's view
 */
export function attributeRollCodes(view: CharacterView): Record<AttributeKey, DieCode> {
  return Object.fromEntries(view.attributes.map((attribute) => [attribute.key, attribute.rolled ?? attribute.code])) as Record<AttributeKey, DieCode>;
}

interface WeaponSkillView {
  label: string;
  code: DieCode | null;
  fallbackAttribute: string | null;
}

/**
 * The skill a weapon is used with, as the row shows it: the character's skill of that key ("Melee
 * Combat" is `melee-combat`) or name with its name and code; else the skill's name in the user's
 * language when the key is a known skill, else the printed name, with the code of the attribute the
 * attack rolls in its place: the skill's attribute, Dexterity when that is unknown or the Force.
 */
function skillFor(printed: string, skills: readonly SkillCodeRef[], i18n: Translator, fallback: SkillFallback | null): WeaponSkillView {
  const wanted = printed.trim().toLowerCase();
  if (wanted === "") return { label: printed, code: null, fallbackAttribute: null };
  const key = weaponSkillKey(printed);
  const match =
    skills.find((skill) => skill.key === key) ?? skills.find((skill) => skill.name.toLowerCase() === wanted || skill.label.toLowerCase() === wanted);
  if (match) return { label: match.label, code: match.code, fallbackAttribute: null };
  const label = weaponSkillText(printed, i18n);
  if (!fallback) return { label, code: null, fallbackAttribute: null };
  const attribute = fallback.attributeOf(key) ?? "dex";
  return { label, code: fallback.codes[attribute], fallbackAttribute: attributeLabel(attribute) };
}

function weaponRow(item: WeaponGear, skills: readonly SkillCodeRef[], i18n: Translator, fallback: SkillFallback | null): WeaponRowView {
  const system = item.system;
  const skill = skillFor(system.skill, skills, i18n, fallback);
  return {
    id: item.id,
    name: item.name,
    img: item.img ?? null,
    damage: system.damage ? damageText(system.damage, i18n) : null,
    damageLong: (system.damage ?? "").length > LONG_DAMAGE,
    damageKindLabel: termLabel("damageKinds", system.damageKind),
    skill: skill.label,
    skillCode: skill.code,
    fallbackAttribute: skill.fallbackAttribute,
    ranges: system.ranges || null,
    difficultyLabel: system.ranges || !system.difficulty ? null : termLabel("difficultyLevels", system.difficulty),
    stun: system.stun === true,
  };
}

function armorRow(item: ArmorGear, i18n: Translator): ArmorRowView {
  const system = item.system;
  const stats = armorStatsOf(system);
  return {
    id: item.id,
    name: item.name,
    img: item.img ?? null,
    physical: bonus(stats.physical),
    energy: bonus(stats.energy),
    dexterityPenalty: penalty(armorDexterityPenalty(stats)),
    penaltyFromBonus: stats.dexterityPenalty === null,
    coverage: coverageText(system.coverage ?? "", i18n),
    worn: system.worn === true,
  };
}

function equipmentRow(item: EquipmentGear): EquipmentRowView {
  const system = item.system;
  return {
    id: item.id,
    name: item.name,
    img: item.img ?? null,
    quantity: system.quantity ?? 1,
    cost: system.cost ?? "",
    summary: plainSummary(system.description ?? ""),
  };
}

/**
 * The Gear tab's view: the character's weapons, armor and equipment, each list sorted by name in the
 * user's language, and the worn armor's effect.
 *
 * A weapon row shows its damage as printed, its skill (and the character's code in it, looked up by
 * skill key or name), and its ranges or, for a melee weapon, its difficulty. An armor row shows the
 * piece's bonuses and the Dexterity penalty it costs as the rules read them (`parseArmorStats`,
 * `armorDexterityPenalty`: with no printed penalty, the same as the larger bonus, Grundregeln and Reglas).
 * The headline is the worn armor as the Actor gives it (`SWD6Actor#wornArmor`, rules: `wornArmor`).
 *
 * @param items the character's Items as plain data; other types than weapon, armor and equipment are skipped
 * @param worn the worn armor (`SWD6Actor#wornArmor()`), or null when nothing is worn
 * @param skills the character's skills with their codes ({@link skillCodeRefs}), for the weapons' rows
 * @param i18n the user's language, for skill names and the order of the lists
 * @param fallback the attributes a skill the character lacks falls back to; null: such a row shows no code
 * @throws DieCodeError for an armor piece holding a malformed code (validated data never does)
 */
export function gearView(
  items: readonly GearItemData[],
  worn: ArmorStats | null,
  skills: readonly SkillCodeRef[],
  i18n: Translator,
  fallback: SkillFallback | null = null,
): GearView {
  const collator = new Intl.Collator(i18n.lang, { sensitivity: "base" });
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  return {
    weapons: items
      .filter(ofGearType<WeaponGear>("weapon"))
      .map((item) => weaponRow(item, skills, i18n, fallback))
      .sort(byName),
    armor: items
      .filter(ofGearType<ArmorGear>("armor"))
      .map((item) => armorRow(item, i18n))
      .sort(byName),
    equipment: items.filter(ofGearType<EquipmentGear>("equipment")).map(equipmentRow).sort(byName),
    worn: worn ? { physical: bonus(worn.physical), energy: bonus(worn.energy), dexterity: penalty(armorDexterityPenalty(worn)) } : null,
  };
}
