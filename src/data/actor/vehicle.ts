/**
 * The `vehicle` Actor subtype: a landspeeder, swoop, airspeeder, walker or other ground or air craft.
 */
import { DieCodeField, choiceField, countField, textField } from "../fields.ts";
import { VEHICLE_DAMAGE_STATES } from "../../rules/vehicles/vehicle-damage.ts";
import { countdownField, craftFields, damageCounts } from "./craft-fields.ts";
import { VEHICLE_DAMAGE_COUNTS } from "./craft-damage.ts";
import { actorModel } from "../subtype-model.ts";

const fields = foundry.data.fields;

function defineVehicleSchema() {
  return {
    ...craftFields("speeder"),
    cover: textField("SWD6.Craft.cover"),
    move: countField(0, { label: "SWD6.Craft.move", hint: "SWD6.Craft.moveHint" }),
    moveKmh: countField(0, { label: "SWD6.Craft.kmh" }),
    altitude: textField("SWD6.Craft.altitude"),
    bodyStrength: new DieCodeField("2D", { label: "SWD6.Craft.bodyStrength" }),
    damage: new fields.SchemaField({
      level: choiceField(VEHICLE_DAMAGE_STATES, "none", "SWD6.Craft.Damage.level"),
      ...damageCounts(VEHICLE_DAMAGE_COUNTS),
      weaponsDisabled: new fields.BooleanField({ initial: false, label: "SWD6.Craft.Damage.weaponsDisabled" }),
      powerplantDestroyed: new fields.BooleanField({ initial: false, label: "SWD6.Craft.Damage.powerplantDestroyed" }),
      generatorExplodesIn: countdownField("SWD6.Craft.Damage.generatorExplodesIn"),
      breaksUpIn: countdownField("SWD6.Craft.Damage.breaksUpIn"),
      destroyed: new fields.BooleanField({ initial: false, label: "SWD6.Craft.Damage.destroyed" }),
    }),
  };
}

/**
 * A vehicle's `system` data: the fields every craft has (craft-fields.ts), the cover it gives its
 * crew, Move (meters a round at cruising speed) and its speed in km/h, the altitude range it flies
 * at, body strength, and its damage state (Movement and Damage "Vehicle Damage"): the damage level reached
 * (which decides the table the next damage rolls on), maneuverability dice lost, Moves lost, on-board
 * weapons destroyed, "controls ionized" results (the damage chart's 0-3 row without shields), the
 * severely damaged table's results (weapons disabled, powerplant destroyed, the countdowns of an
 * overloading generator and of a vehicle breaking up), and whether it is destroyed.
 */
export class VehicleData extends actorModel({ type: "vehicle", kind: "craft", scale: true, trackable: null }, defineVehicleSchema) {}
