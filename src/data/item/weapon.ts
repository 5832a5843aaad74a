/**
 * The `weapon` Item subtype: a character's or a craft's weapon, or an entry of the weapons compendium.
 */
import { DAMAGE_KINDS } from "../../rules/damage/armor.ts";
import { DIFFICULTY_LEVELS } from "../../rules/dice/difficulty.ts";
import { SCALES } from "../../rules/vehicles/scale.ts";
import { parseWeaponRanges } from "../../rules/actions/ranged-difficulty.ts";
import { DieCodeField, PrintedRuleField, itemProvenanceFields, textField, weaponDamageField, weaponRangesField } from "../fields.ts";
import { itemModel } from "../subtype-model.ts";

const fields = foundry.data.fields;

/**
 * What a weapon mounted on a vehicle or starship adds: how many are mounted (`count`), the fire arc
 * as printed ("Front", "6 front, 3 left, 3 right", "Turret"), the gunners it needs (`crew`; 0 when the
 * pilot fires it) and its ranges in space units (`spaceRanges`, "1-3/12/25"). Optional, so that the
 * personal weapons stored before them stay valid; their defaults fit a hand weapon.
 */
function craftWeaponFields() {
  const spaceRanges = { label: "SWD6.Weapon.spaceRanges", hint: "SWD6.Weapon.spaceRangesHint", required: false };
  return {
    count: new fields.NumberField({ required: false, nullable: false, integer: true, min: 1, initial: 1, label: "SWD6.Weapon.count" }),
    fireArc: new fields.StringField({ required: false, blank: true, initial: "", label: "SWD6.Weapon.fireArc" }),
    crew: new fields.NumberField({
      required: false,
      nullable: false,
      integer: true,
      min: 0,
      initial: 0,
      label: "SWD6.Weapon.crew",
      hint: "SWD6.Weapon.crewHint",
    }),
    spaceRanges: new PrintedRuleField(parseWeaponRanges, spaceRanges),
  };
}

function defineWeaponSchema() {
  return {
    skill: textField("SWD6.Weapon.skill"),
    specialization: textField("SWD6.Weapon.specialization"),
    damage: weaponDamageField("SWD6.Weapon.damage"),
    damageKind: new fields.StringField({
      required: true,
      blank: false,
      initial: "energy",
      choices: [...DAMAGE_KINDS],
      label: "SWD6.Weapon.damageKind",
    }),
    scale: new fields.StringField({ required: true, blank: false, initial: "character", choices: [...SCALES], label: "SWD6.Weapon.scale" }),
    ranges: weaponRangesField("SWD6.Weapon.ranges"),
    difficulty: new fields.StringField({
      required: true,
      blank: true,
      initial: "",
      choices: ["", ...DIFFICULTY_LEVELS],
      label: "SWD6.Weapon.difficulty",
    }),
    fireControl: new DieCodeField("0D", { label: "SWD6.Weapon.fireControl", hint: "SWD6.Weapon.fireControlHint" }),
    ...craftWeaponFields(),
    blastRadius: textField("SWD6.Weapon.blastRadius"),
    // Shots before a reload, or none (a sword); how it is reloaded as printed ("power packs: 25").
    ammo: new fields.NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null, label: "SWD6.Weapon.ammo" }),
    reload: textField("SWD6.Weapon.reload"),
    fireRate: textField("SWD6.Weapon.fireRate"),
    stun: new fields.BooleanField({ initial: false, label: "SWD6.Weapon.stun", hint: "SWD6.Weapon.stunHint" }),
    // The setting a stun-capable weapon is at now: switching it costs the attack 1D (Reglas).
    setToStun: new fields.BooleanField({ initial: false, label: "SWD6.Weapon.setToStun", hint: "SWD6.Weapon.setToStunHint" }),
    lightsaber: new fields.BooleanField({ initial: false, label: "SWD6.Weapon.lightsaber" }),
    tractorBeam: new fields.BooleanField({ initial: false, label: "SWD6.Weapon.tractorBeam", hint: "SWD6.Weapon.tractorBeamHint" }),
    // The weapon's other properties (CONFIG.SWD6.weaponProperties, a module's among them), by key.
    properties: new fields.ArrayField(new fields.StringField({ required: true, blank: false }), { required: false, label: "SWD6.Weapon.properties" }),
    // What a weapon that does no damage does instead: a net holds its target with a Strength, a
    // targeting jammer takes dice from the fire control of weapons aimed at its craft.
    entangle: new DieCodeField("", { blank: true, label: "SWD6.Weapon.entangle", hint: "SWD6.Weapon.entangleHint" }),
    jamming: new DieCodeField("", { blank: true, label: "SWD6.Weapon.jamming", hint: "SWD6.Weapon.jammingHint" }),
    ...itemProvenanceFields(),
  };
}

/**
 * A weapon's `system` data: the skill it is fired or swung with (and its specialization), its damage
 * as printed (`"4D"`, `"STR+1D+1 (max 6D)"`, read by the rules engine), whether armor's physical or
 * energy bonus resists it, its scale, its ranges in meters (`"3-10/30/120"`) or, for a melee weapon,
 * its difficulty level, fire control (vehicle and starship weapons), blast radius, ammunition (a number of shots) and its reload, fire rate,
 * whether it can be set for stun (Reglas) and whether it is a lightsaber, its other properties' keys
 * (`properties`, CONFIG.SWD6.weaponProperties), its cost, availability,
 * description and source; on a craft also its count, fire arc, gunners and ranges in space units.
 */
export class WeaponData extends itemModel("weapon", defineWeaponSchema) {}
