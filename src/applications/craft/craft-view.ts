/**
 * The vehicle and starship sheets' view, built from plain document data by pure functions so that
 * the sheets' numbers can be tested without Foundry: the crew aboard and the code each of them rolls
 * (crew member's skill + the craft's code, rules: crewRollCode), the weapons with their gunners, and
 * the damage state read through the damage tables' own functions.
 */
import type { AttributeKey } from "../../constants.ts";
import {
  type StarshipDamageData,
  type VehicleDamageData,
  damageCountValues,
  isStarshipDamage,
  starshipState,
  vehicleState,
} from "../../data/actor/craft-damage.ts";
import type { DieCode } from "../../rules/dice/die-code.ts";
import { parseDieCode } from "../../rules/dice/die-code.ts";
import { skillCode, specializationCode } from "../../rules/dice/skill-code.ts";
import {
  type CrewRole,
  type CrewRollCode,
  type CrewSkill,
  CREW_ROLES,
  craftSkillName,
  crewRollCode,
  printedCrewSkill,
} from "../../rules/vehicles/crew-roll.ts";
import { lostMovesEffect } from "../../rules/vehicles/lost-moves.ts";
import type { Scale } from "../../rules/vehicles/scale.ts";
import { ALL_WEAPONS_CONDITIONS, HYPERDRIVE_CONDITIONS, STARSHIP_DAMAGE_LEVELS, hyperdriveEffects } from "../../rules/vehicles/starship-damage.ts";
import { VEHICLE_DAMAGE_STATES } from "../../rules/vehicles/vehicle-damage.ts";
import type { SkillItemData } from "../actor/character-view.ts";
import { termLabel, termOptions } from "../../game-terms.ts";

/** The two kinds of craft. */
export type CraftKind = "vehicle" | "starship";

/** A crew slot as stored: role, the character's UUID and, for a gunner, the weapon's id. */
export interface CrewSlotData {
  role: CrewRole;
  actorUuid: string;
  weaponId: string;
}

/** The parts of a craft's `system` data the view reads. */
export interface CraftSystemData {
  scale: Scale;
  pilotingSkill: string;
  maneuverability: string;
  shields: string;
  crewSkills: CrewSkill[];
  crewSlots: CrewSlotData[];
  damage: VehicleDamageData | StarshipDamageData;
}

/** A weapon Item mounted on the craft, as plain data. */
export interface CraftWeaponData {
  id: string;
  name: string;
  system: {
    skill: string;
    specialization: string;
    fireControl: string;
    damage: string;
    scale: Scale;
    ranges: string;
    count?: number;
    fireArc?: string;
    crew?: number;
    spaceRanges?: string;
  };
}

/** A character aboard, as plain data: its attributes and skill Items. */
export interface CrewMemberData {
  uuid: string;
  name: string;
  img: string;
  attributes: Record<AttributeKey, string>;
  skills: SkillItemData[];
}

/** The attribute a skill belongs to, by its key (from the skills compendium), or null when unknown. */
export type SkillAttributeLookup = (key: string) => AttributeKey | null;

/** Craft operation and gunnery skills are Mechanical in the skills compendium; unknown skills fall back to it. */
const FALLBACK_ATTRIBUTE: AttributeKey = "mec";

/**
 * A crew member's code in a skill a craft prints (`"Starfighter piloting: X-wing"`): their skill Item
 * of that skill (by key, else by name) at its code (attribute + added dice, rules: skillCode) plus the
 * dice of a specialization of the same name; without the skill, the code of its attribute (Grundregeln:
 * skills start at their attribute's code).
 * @param member the crew member
 * @param skill the skill as the craft or weapon prints it
 * @param attributeOf the attribute of a skill key, for skills the member has not raised
 * @throws DieCodeError for a stored code that is not a die code (validated data never is)
 * @throws RuleArgumentError for a skill name without letters
 */
export function memberSkillCode(member: CrewMemberData, skill: string, attributeOf: SkillAttributeLookup): DieCode {
  const wanted = craftSkillName(skill);
  const item = member.skills.find((entry) => entry.system.key === wanted.key || craftSkillName(entry.name).key === wanted.key);
  if (!item) {
    const attribute = attributeOf(wanted.key) ?? FALLBACK_ATTRIBUTE;
    return parseDieCode(member.attributes[attribute]);
  }
  const attribute = item.system.attribute === "force" ? null : parseDieCode(member.attributes[item.system.attribute]);
  const code = skillCode(attribute, parseDieCode(item.system.bonus), item.system.advanced);
  const specialization = wanted.specialization
    ? (item.system.specializations ?? []).find((spec) => spec.name.trim().toLowerCase() === wanted.specialization)
    : undefined;
  return specialization ? specializationCode(code, parseDieCode(specialization.bonus)) : code;
}

/** One crew slot as the sheet shows it. */
export interface CrewSlotView {
  index: number;
  role: CrewRole;
  roleLabel: string;
  actorUuid: string;
  /** The character's name, or null when it no longer exists. */
  name: string | null;
  img: string | null;
  weaponId: string;
  /** The slot fires a weapon, so the sheet offers the weapon's choice. */
  isGunner: boolean;
}

/** A roll the sheet offers: who rolls, which skill, and the code (rules: crewRollCode). */
export interface CrewRollView extends CrewRollCode {
  /** The skill as printed ("Starfighter piloting: X-wing"). */
  skillName: string;
  /** The crew member rolling, or null for the printed crew. */
  member: { uuid: string; name: string } | null;
  /** Localization key of who rolls without a crew member: the printed crew, or nobody. */
  sourceLabel: string;
}

/** One weapon as the sheet shows it, with its gunner's roll. */
export interface CraftWeaponView {
  id: string;
  name: string;
  count: number;
  fireArc: string;
  crew: number;
  skill: string;
  fireControl: string;
  damage: string;
  scale: Scale;
  ranges: string;
  spaceRanges: string;
  /** More than one is mounted: the sheet shows the count. */
  showCount: boolean;
  /** Localization key of the weapon's scale when it is not the craft's, else null. */
  scaleLabel: string | null;
  roll: CrewRollView;
}

/** A label and a value of the damage panel's read-out. */
export interface DamageEffectView {
  label: string;
  value: string;
  /** The line reports damage (shown highlighted). */
  bad: boolean;
}

/** The damage state read through the rules: codes left, the fastest speed left, the hyperdrive's effects. */
export interface CraftDamageView {
  maneuverabilityLeft: DieCode;
  shieldsLeft: DieCode | null;
  /** The fastest speed left (`SWD6.Craft.Speed.<speed>`), or the drive is disabled. */
  fastestSpeed: string;
  destroyed: boolean;
  effects: DamageEffectView[];
}

/** Everything the vehicle and starship sheets show that the rules compute. */
export interface CraftView {
  kind: CraftKind;
  isStarship: boolean;
  crew: CrewSlotView[];
  piloting: CrewRollView;
  weapons: CraftWeaponView[];
  roleOptions: { value: CrewRole; label: string }[];
  scaleOptions: { value: Scale; label: string }[];
  /** Localization key of the starship's damage level, or of "undamaged" / "damaged" for a vehicle. */
  damageLevelLabel: string;
  /**
   * How bad that level is, for its colour: `ok` undamaged, `light` lightly damaged (or hits below a
   * level), `heavy` heavily or severely damaged, `destroyed`.
   */
  damageTone: DamageTone;
  damage: CraftDamageView;
}

/** The roll of a skill by whoever holds the post: the crew member, or the printed crew. */
function crewRoll(
  skill: string,
  craftCode: DieCode,
  member: CrewMemberData | null,
  printed: readonly CrewSkill[],
  attributeOf: SkillAttributeLookup,
): CrewRollView {
  const own = member && skill ? memberSkillCode(member, skill, attributeOf) : null;
  const fromPrinted = skill ? printedCrewSkill(printed, skill) : null;
  const result = crewRollCode(own, fromPrinted, craftCode);
  return {
    ...result,
    skillName: skill,
    member: member && own ? { uuid: member.uuid, name: member.name } : null,
    sourceLabel: `SWD6.Craft.Source.${result.source}`,
  };
}

/** The weapon's skill with its specialization, as stat blocks print it. */
function weaponSkill(weapon: CraftWeaponData): string {
  return weapon.system.specialization ? `${weapon.system.skill}: ${weapon.system.specialization}` : weapon.system.skill;
}

/**
 * The damage panel's read-out (Movement and Damage): maneuverability and shields left, the fastest speed the
 * lost Moves leave (rules: lostMovesEffect), and for a starship the hyperdrive's effects
 * (rules: hyperdriveEffects). Whether it is a starship's is read from the stored damage state
 * (`isStarshipDamage`), which each craft's model gives its own shape.
 * @throws DieCodeError for a stored code that is not a die code
 */
export function craftDamageView(system: CraftSystemData): CraftDamageView {
  const lost = lostMovesEffect(system.damage.lostMoves);
  const fastestSpeed = lost.fastestSpeed ? `SWD6.Craft.Speed.${lost.fastestSpeed}` : "SWD6.Craft.Speed.none";
  const effects: DamageEffectView[] = [];
  const { damage } = system;
  if (!isStarshipDamage(damage)) {
    const state = vehicleState({ maneuverability: system.maneuverability, damage });
    const destroyed = state.destroyed || lost.destroyed;
    if (state.powerplantDestroyed) effects.push({ label: "SWD6.Craft.Damage.powerplantDestroyed", value: "", bad: true });
    if (state.weaponsDisabled) effects.push({ label: "SWD6.Craft.Damage.weaponsDisabled", value: "", bad: true });
    if (state.breaksUpIn !== null) effects.push({ label: "SWD6.Craft.Damage.breaksUpIn", value: String(state.breaksUpIn), bad: true });
    return { maneuverabilityLeft: state.maneuverability, shieldsLeft: null, fastestSpeed, destroyed, effects };
  }
  const state = starshipState({ maneuverability: system.maneuverability, shields: system.shields, damage });
  const hyperdrive = hyperdriveEffects(state.hyperdrive);
  if (!hyperdrive.canJump) effects.push({ label: "SWD6.Craft.Effect.noJump", value: "", bad: true });
  if (hyperdrive.astrogationTimeFactor > 1) {
    effects.push({ label: "SWD6.Craft.Effect.astrogationTime", value: `×${hyperdrive.astrogationTimeFactor}`, bad: true });
  }
  if (hyperdrive.astrogationModifier) effects.push({ label: "SWD6.Craft.Effect.astrogation", value: `+${hyperdrive.astrogationModifier}`, bad: true });
  if (hyperdrive.oneRoundJumpModifier) {
    effects.push({ label: "SWD6.Craft.Effect.oneRoundJump", value: `+${hyperdrive.oneRoundJumpModifier}`, bad: true });
  }
  const destroyed = state.damage === "destroyed" || lost.destroyed;
  return { maneuverabilityLeft: state.maneuverability, shieldsLeft: state.shields, fastestSpeed, destroyed, effects };
}

/** How bad a craft's damage is, for the colour its level is shown in. */
export type DamageTone = "ok" | "light" | "heavy" | "destroyed";

const TONES: Record<string, DamageTone> = { none: "ok", damaged: "light", lightly: "light", heavily: "heavy", severely: "heavy", destroyed: "destroyed" };

/** The tone of a damage label of {@link damageLevelLabel}. */
function damageTone(label: string): DamageTone {
  return TONES[label.slice(label.lastIndexOf(".") + 1)] ?? "heavy";
}

/**
 * The header's damage label: the level reached; a vehicle at no level that still took hits (controls
 * ionized, or counts entered by hand) is "damaged".
 */
function damageLevelLabel(system: CraftSystemData, damage: CraftDamageView): string {
  if (damage.destroyed) return "SWD6.Craft.Damage.destroyed";
  const d = system.damage;
  if (isStarshipDamage(d)) return `SWD6.Craft.Level.${d.level}`;
  if (d.level !== "none") return `SWD6.Craft.Level.${d.level}`;
  const hurt = d.maneuverabilityLost + d.lostMoves + d.weaponsDestroyed + d.controlsIonized > 0 || d.generatorExplodesIn !== null;
  return hurt ? "SWD6.Craft.Level.damaged" : "SWD6.Craft.Level.none";
}

/**
 * The vehicle or starship sheet's view: each crew slot with its character (or a missing one), the
 * pilot's roll (piloting + maneuverability left after damage), each weapon with its gunner's roll
 * (gunnery + fire control; the pilot fires weapons no gunner is assigned to, Grundregeln's X-wing), and
 * the damage read-out. With nobody in a post, the printed crew skill rolls (rules: crewRollCode).
 *
 * @param kind vehicle or starship
 * @param system the craft's `system` data
 * @param weapons the craft's weapon Items as plain data
 * @param members the characters aboard by UUID (a slot whose character is gone shows as missing)
 * @param attributeOf the attribute of a skill key, for skills a crew member has not raised
 * @throws DieCodeError for a stored code that is not a die code (validated data never is)
 */
export function craftView(
  kind: CraftKind,
  system: CraftSystemData,
  weapons: readonly CraftWeaponData[],
  members: ReadonlyMap<string, CrewMemberData>,
  attributeOf: SkillAttributeLookup,
): CraftView {
  const crew = system.crewSlots.map((slot, index): CrewSlotView => {
    const member = members.get(slot.actorUuid) ?? null;
    return {
      index,
      role: slot.role,
      roleLabel: `SWD6.Craft.Role.${slot.role}`,
      actorUuid: slot.actorUuid,
      name: member?.name ?? null,
      img: member?.img ?? null,
      weaponId: slot.weaponId,
      isGunner: slot.role === "gunner",
    };
  });
  const memberIn = (slot: CrewSlotData | undefined) => (slot ? (members.get(slot.actorUuid) ?? null) : null);
  const pilot = memberIn(system.crewSlots.find((slot) => slot.role === "pilot"));
  const damage = craftDamageView(system);
  const levelLabel = damageLevelLabel(system, damage);
  return {
    kind,
    isStarship: kind === "starship",
    crew,
    piloting: crewRoll(system.pilotingSkill, damage.maneuverabilityLeft, pilot, system.crewSkills, attributeOf),
    weapons: weapons.map((weapon) => {
      const gunner = memberIn(system.crewSlots.find((slot) => slot.role === "gunner" && slot.weaponId === weapon.id)) ?? pilot;
      return {
        id: weapon.id,
        name: weapon.name,
        count: weapon.system.count ?? 1,
        fireArc: weapon.system.fireArc ?? "",
        crew: weapon.system.crew ?? 0,
        skill: weaponSkill(weapon),
        fireControl: weapon.system.fireControl,
        damage: weapon.system.damage,
        scale: weapon.system.scale,
        ranges: weapon.system.ranges,
        spaceRanges: weapon.system.spaceRanges ?? "",
        showCount: (weapon.system.count ?? 1) > 1,
        scaleLabel: weapon.system.scale === system.scale ? null : termLabel("scales", weapon.system.scale),
        roll: crewRoll(weaponSkill(weapon), parseDieCode(weapon.system.fireControl), gunner, system.crewSkills, attributeOf),
      };
    }),
    roleOptions: CREW_ROLES.map((role) => ({ value: role, label: `SWD6.Craft.Role.${role}` })),
    scaleOptions: termOptions("scales"),
    damageLevelLabel: levelLabel,
    damageTone: damageTone(levelLabel),
    damage,
  };
}

/**
 * Whether a dropped actor may be added to the crew: only characters, and each only once.
 * @returns null when it may, else the localization key of the reason
 */
export function crewDropRefusal(actor: { type: string; uuid: string }, slots: readonly CrewSlotData[]): string | null {
  if (actor.type !== "character") return "SWD6.Craft.dropNotCharacter";
  if (slots.some((slot) => slot.actorUuid === actor.uuid)) return "SWD6.Craft.dropAlreadyAboard";
  return null;
}

/**
 * The crew after a character boards: the pilot's seat if it is free, else a gunner's post at the
 * first weapon without one, else other crew.
 * @param slots the crew aboard
 * @param uuid the character's UUID
 * @param weaponIds the craft's weapon ids, in sheet order
 */
export function addCrewMember(slots: readonly CrewSlotData[], uuid: string, weaponIds: readonly string[]): CrewSlotData[] {
  const manned = new Set(slots.filter((slot) => slot.role === "gunner").map((slot) => slot.weaponId));
  const free = weaponIds.find((id) => !manned.has(id));
  const slot: CrewSlotData = !slots.some((s) => s.role === "pilot")
    ? { role: "pilot", actorUuid: uuid, weaponId: "" }
    : free
      ? { role: "gunner", actorUuid: uuid, weaponId: free }
      : { role: "crew", actorUuid: uuid, weaponId: "" };
  return [...slots.map((s) => ({ ...s })), slot];
}

/**
 * The crew after one slot changes its role or weapon; a slot that stops being a gunner drops its weapon.
 * @param slots the crew aboard
 * @param index the slot's place
 * @param change the new role and/or weapon
 * @throws RangeError for an index outside the list
 */
export function changeCrewSlot(slots: readonly CrewSlotData[], index: number, change: Partial<Pick<CrewSlotData, "role" | "weaponId">>): CrewSlotData[] {
  if (!Number.isInteger(index) || index < 0 || index >= slots.length) throw new RangeError(`no crew slot ${index}`);
  return slots.map((slot, i) => {
    if (i !== index) return { ...slot };
    const role = change.role ?? slot.role;
    return { role, actorUuid: slot.actorUuid, weaponId: role === "gunner" ? (change.weaponId ?? slot.weaponId) : "" };
  });
}

/** A starship's sensor modes in the order stat blocks print them. */
const SENSOR_MODES = ["passive", "scan", "search", "focus"] as const;

/** The sheet's form rows that are lists: the damage counts, the sensor modes, the damage tables' choices. */
export interface CraftFormContext {
  damageCounts: { key: string; label: string; value: number }[];
  sensorModes: { mode: string; label: string; range: number | null; code: string }[];
  damageOptions: Record<"level" | "hyperdrive" | "allWeapons", { value: string; label: string }[]>;
}

/**
 * The rows of the stats and damage tabs' forms for a craft's `system` data: every damage count with
 * its value, each sensor mode with its range and code (starships), and the choices of the damage
 * level, hyperdrive and weapons conditions (rules: the damage tables' own lists).
 * @param kind vehicle or starship
 * @param system the craft's `system` data (a starship's with `sensors`)
 */
export function craftFormContext(
  kind: CraftKind,
  system: { damage: VehicleDamageData | StarshipDamageData; sensors?: Record<string, { range: number | null; code: string }> },
): CraftFormContext {
  const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: `${prefix}.${value}` }));
  return {
    damageCounts: damageCountValues(system.damage).map(({ key, value }) => ({ key, label: `SWD6.Craft.Damage.${key}`, value })),
    sensorModes: SENSOR_MODES.filter((mode) => system.sensors?.[mode]).map((mode) => ({
      mode,
      label: `SWD6.Craft.sensor.${mode}`,
      range: system.sensors![mode].range,
      code: system.sensors![mode].code,
    })),
    damageOptions: {
      level: options(kind === "starship" ? STARSHIP_DAMAGE_LEVELS : VEHICLE_DAMAGE_STATES, "SWD6.Craft.Level"),
      hyperdrive: options(HYPERDRIVE_CONDITIONS, "SWD6.Craft.Hyperdrive"),
      allWeapons: options(ALL_WEAPONS_CONDITIONS, "SWD6.Craft.AllWeapons"),
    },
  };
}
