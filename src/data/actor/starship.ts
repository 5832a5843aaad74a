/**
 * The `starship` Actor subtype: a starfighter, transport, freighter, corvette, frigate or Star
 * Destroyer.
 */
import { ALL_WEAPONS_CONDITIONS, HYPERDRIVE_CONDITIONS, STARSHIP_DAMAGE_LEVELS } from "../../rules/vehicles/starship-damage.ts";
import { DieCodeField, countField, textField, choiceField } from "../fields.ts";
import { countdownField, craftFields, damageCounts, optionalCountField, sensorsField } from "./craft-fields.ts";
import { STARSHIP_DAMAGE_COUNTS } from "./craft-damage.ts";
import { actorModel } from "../subtype-model.ts";

const fields = foundry.data.fields;

/** A hyperdrive class such as x1 or x12, or `null` when the ship has none. */
function hyperdriveField(label: string) {
  return new fields.NumberField({ required: true, nullable: true, min: 0, initial: null, label });
}

function defineStarshipSchema() {
  return {
    ...craftFields("starfighter"),
    space: countField(0, { label: "SWD6.Craft.space", hint: "SWD6.Craft.spaceHint" }),
    sublightSpeed: new DieCodeField("", { blank: true, label: "SWD6.Craft.sublightSpeed", hint: "SWD6.Craft.sublightSpeedHint" }),
    atmosphereMove: optionalCountField("SWD6.Craft.atmosphere"),
    atmosphereKmh: optionalCountField("SWD6.Craft.kmh"),
    hyperdrive: new fields.SchemaField({
      multiplier: hyperdriveField("SWD6.Craft.hyperdrive"),
      backup: hyperdriveField("SWD6.Craft.hyperdriveBackup"),
    }),
    navComputer: textField("SWD6.Craft.navComputer"),
    hull: new DieCodeField("4D", { label: "SWD6.Craft.hull" }),
    sensors: sensorsField(),
    damage: new fields.SchemaField({
      level: choiceField(STARSHIP_DAMAGE_LEVELS, "none", "SWD6.Craft.Damage.level"),
      ...damageCounts(STARSHIP_DAMAGE_COUNTS),
      allWeapons: choiceField(ALL_WEAPONS_CONDITIONS, "working", "SWD6.Craft.Damage.allWeapons"),
      hyperdrive: choiceField(HYPERDRIVE_CONDITIONS, "working", "SWD6.Craft.Damage.hyperdrive"),
      deadInSpace: new fields.BooleanField({ initial: false, label: "SWD6.Craft.Damage.deadInSpace" }),
      generatorExplodesIn: countdownField("SWD6.Craft.Damage.generatorExplodesIn"),
      disintegratesIn: countdownField("SWD6.Craft.Damage.disintegratesIn"),
    }),
  };
}

/**
 * A starship's `system` data: the fields every craft has (craft-fields.ts), its space speed (space
 * units a round), its sublight speed die code (Grundregeln's space range roll; "" when not given: no
 * published stat block prints one), atmosphere Move and km/h (null for a ship that does not enter atmosphere), the
 * hyperdrive multiplier and backup (null for none), the nav computer, hull, sensors (passive, scan,
 * search and focus: range in space units and die code), and its damage state (Movement and Damage "Starship
 * Damage"): the overall damage level, maneuverability and shield dice lost, Moves lost, "controls
 * ionized" results, weapon emplacements destroyed or inoperative, weapon systems (one type in one
 * fire arc) disabled or destroyed, the condition of all weapons and of the hyperdrive, dead in space,
 * and the countdowns of an overloading generator and a disintegrating hull.
 */
export class StarshipData extends actorModel({ type: "starship", kind: "craft", scale: true, trackable: null }, defineStarshipSchema) {}
