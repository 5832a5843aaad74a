/**
 * The `creature` Actor subtype: a beast of the galaxy (a rancor, a bantha, a womp rat) with its
 * attributes, skills, natural weapons as weapon items (a bite of STR+2D), special abilities, Move,
 * scale and, where the book gives it, orneriness (R&E Rules, creatures).
 */
import { WOUND_LEVELS } from "../../rules/damage/damage.ts";
import { SCALES } from "../../rules/vehicles/scale.ts";
import { attributesField } from "../attributes-field.ts";
import { DieCodeField, choiceField, countField, textField, pointsFields } from "../fields.ts";
import { namedNotesField } from "./special-abilities-field.ts";
import { BEING_TRACKABLE_ATTRIBUTES } from "./wound-bar.ts";
import { beingModel } from "../subtype-model.ts";

const fields = foundry.data.fields;

function defineCreatureSchema() {
  return {
    // Most creatures have only Dexterity, Perception and Strength; the others stay 0D.
    attributes: attributesField("0D"),
    move: countField(10, { label: "SWD6.Character.move" }),
    // Creatures hold no points, but the rolls and the round read them as they read a character's.
    ...pointsFields(0, 0),
    woundLevel: choiceField(WOUND_LEVELS, "none", "SWD6.Character.woundLevel"),
    scale: choiceField(SCALES, "character", "SWD6.Creature.scale"),
    size: textField("SWD6.Creature.size"),
    orneriness: new DieCodeField("0D", { label: "SWD6.Creature.orneriness", hint: "SWD6.Creature.ornerinessHint" }),
    homeworld: textField("SWD6.Creature.homeworld"),
    specialAbilities: namedNotesField("SWD6.Creature.specialAbilities"),
    notes: new fields.HTMLField({ required: true, blank: true, initial: "", label: "SWD6.Creature.notes" }),
    source: textField("SWD6.Common.source"),
  };
}

/**
 * A creature's `system` data: six attribute die codes (0D where the book gives none), Move in meters
 * a round, wound level, scale, size as printed, orneriness (a die code, 0D when none), homeworld,
 * special abilities as `{ name, text }` rows, notes and the book it comes from.
 */
export class CreatureData extends beingModel({ type: "creature", kind: "being", scale: true, trackable: BEING_TRACKABLE_ATTRIBUTES }, defineCreatureSchema) {}
