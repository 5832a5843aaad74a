/**
 * A new Actor subtype as a developer would add one: `beast`, a being of a scale of its own with a
 * hide written as a die code. It declares itself (`metadata`) and uses the system's own fields and
 * base class, as the shipped models do; nothing of the system names it.
 */
import { WOUND_LEVELS } from "../../../src/rules/damage/damage.ts";
import { SCALES } from "../../../src/rules/vehicles/scale.ts";
import { attributesField } from "../../../src/data/attributes-field.ts";
import { DieCodeField, choiceField, countField, pointsFields } from "../../../src/data/fields.ts";
import { BEING_TRACKABLE_ATTRIBUTES } from "../../../src/data/actor/wound-bar.ts";
import { beingModel } from "../../../src/data/subtype-model.ts";

const fields = foundry.data.fields;

function defineBeastSchema() {
  return {
    attributes: attributesField("1D"),
    move: countField(14, { label: "SWD6.Character.move" }),
    ...pointsFields(0, 0),
    woundLevel: choiceField(WOUND_LEVELS, "none", "SWD6.Character.woundLevel"),
    scale: choiceField(SCALES, "character", "SWD6.Creature.scale"),
    hide: new DieCodeField("0D"),
    notes: new fields.HTMLField({ required: true, blank: true, initial: "" }),
  };
}

/** A beast's `system` data: attributes, Move, points, wound level, scale, its hide's code and notes. */
export class BeastData extends beingModel({ type: "beast", kind: "being", scale: true, trackable: BEING_TRACKABLE_ATTRIBUTES }, defineBeastSchema) {}
