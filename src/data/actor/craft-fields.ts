/**
 * Schema fields that vehicles and starships share: what the craft is, its crew and the characters
 * aboard, what it carries, its maneuverability and shields, and where its stats come from.
 */
import { CREW_ROLES } from "../../rules/vehicles/crew-roll.ts";
import { SCALES, type Scale } from "../../rules/vehicles/scale.ts";
import { DieCodeField, countField, textField } from "../fields.ts";

const fields = foundry.data.fields;

/** A whole number at least 0 that a stat block may leave out (`null`): a starship's atmosphere speed. */
export function optionalCountField(label: string) {
  return new fields.NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null, label });
}

/**
 * The characters aboard, one slot each (`crewSlots`): the role they fill (pilot, gunner, other crew),
 * the character's UUID and, for a gunner, the id of the craft's weapon item they fire ("" for none).
 */
export function crewSlotsField() {
  return new fields.ArrayField(
    new fields.SchemaField({
      role: new fields.StringField({ required: true, blank: false, initial: "crew", choices: [...CREW_ROLES], label: "SWD6.Craft.role" }),
      actorUuid: new fields.StringField({ required: true, blank: false, initial: "Actor.unknown", label: "SWD6.Craft.crewMember" }),
      weaponId: new fields.StringField({ required: true, blank: true, initial: "", label: "SWD6.Craft.weapon" }),
    }),
    { label: "SWD6.Craft.crewSlots" },
  );
}

/**
 * The fields of every craft: `craft` (maker and model), `craftType`, `scale`, `length`, the piloting
 * skill it is flown or driven with (`pilotingSkill`, as printed: "Starfighter piloting: X-wing"),
 * `crew` as printed, the printed crew's skills (`crewSkills`, each a name and a die code), the
 * characters aboard (`crewSlots`), `passengers`, `cargo`, `consumables`, `cost`, `maneuverability`
 * and `shields` (die codes; 0D when none), `notes` (HTML), and `source` (the book and page).
 * @param scale the scale a new craft of this kind starts at
 */
export function craftFields(scale: Scale) {
  return {
    craft: textField("SWD6.Craft.craft"),
    craftType: textField("SWD6.Craft.craftType"),
    scale: new fields.StringField({ required: true, blank: false, initial: scale, choices: [...SCALES], label: "SWD6.Craft.scale" }),
    length: textField("SWD6.Craft.length"),
    pilotingSkill: textField("SWD6.Craft.pilotingSkill"),
    crew: textField("SWD6.Craft.crew"),
    crewSkills: new fields.ArrayField(
      new fields.SchemaField({
        name: new fields.StringField({ required: true, blank: false, initial: "Skill", label: "SWD6.Craft.crewSkillName" }),
        code: new DieCodeField("2D", { label: "SWD6.Craft.crewSkillCode" }),
      }),
      { label: "SWD6.Craft.crewSkills" },
    ),
    crewSlots: crewSlotsField(),
    passengers: textField("SWD6.Craft.passengers"),
    cargo: textField("SWD6.Craft.cargo"),
    consumables: textField("SWD6.Craft.consumables"),
    cost: textField("SWD6.Item.cost"),
    maneuverability: new DieCodeField("0D", { label: "SWD6.Craft.maneuverability" }),
    shields: new DieCodeField("0D", { label: "SWD6.Craft.shields" }),
    notes: new fields.HTMLField({ required: true, blank: true, initial: "", label: "SWD6.Craft.notes" }),
    source: textField("SWD6.Common.source"),
  };
}

/** One sensor mode: its range in space units (null when not printed) and its die code. */
function sensorField(mode: string) {
  return new fields.SchemaField(
    {
      range: new fields.NumberField({ required: true, nullable: true, min: 0, initial: null, label: "SWD6.Craft.sensorRange" }),
      code: new DieCodeField("0D", { label: "SWD6.Craft.sensorCode" }),
    },
    { label: `SWD6.Craft.sensor.${mode}` },
  );
}

/** A starship's sensors: passive, scan, search and focus, each a range in space units and a die code. */
export function sensorsField() {
  return new fields.SchemaField({
    passive: sensorField("passive"),
    scan: sensorField("scan"),
    search: sensorField("search"),
    focus: sensorField("focus"),
  });
}

/** Counts of a damage state, all starting at 0. */
export function damageCounts<K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, countField(0, { label: `SWD6.Craft.Damage.${key}` })])) as Record<K, ReturnType<typeof countField>>;
}

/** A countdown in rounds that is not running (`null`) until the damage tables start it. */
export function countdownField(label: string) {
  return new fields.NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null, label });
}
