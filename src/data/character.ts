/**
 * The `character` Actor subtype: a player character or a named non-player character.
 */
import { WOUND_LEVELS } from "../rules/damage.ts";
import { attributesField } from "./attributes-field.ts";
import { countField } from "./fields.ts";

const fields = foundry.data.fields;

function defineCharacterSchema() {
  return {
    attributes: attributesField("2D"),
    move: countField(10, { label: "SWD6.Character.move" }),
    forcePoints: countField(1, { label: "SWD6.Character.forcePoints" }),
    characterPoints: countField(5, { label: "SWD6.Character.characterPoints" }),
    darkSidePoints: countField(0, { label: "SWD6.Character.darkSidePoints" }),
    forceSensitive: new fields.BooleanField({ initial: false, label: "SWD6.Character.forceSensitive" }),
    woundLevel: new fields.StringField({
      required: true,
      blank: false,
      initial: "none",
      choices: [...WOUND_LEVELS],
      label: "SWD6.Character.woundLevel",
    }),
    species: new fields.StringField({ required: true, blank: true, initial: "", label: "SWD6.Character.species" }),
    template: new fields.StringField({ required: true, blank: true, initial: "", label: "SWD6.Character.template" }),
    credits: countField(0, { label: "SWD6.Character.credits" }),
    equipment: new fields.StringField({ required: true, blank: true, initial: "", label: "SWD6.Character.equipment" }),
    specialAbilities: new fields.StringField({ required: true, blank: true, initial: "", label: "SWD6.Character.specialAbilities" }),
    background: new fields.HTMLField({ required: true, blank: true, initial: "", label: "SWD6.Character.background" }),
  };
}

/** The schema of a character's `system` data. */
export type CharacterSchema = ReturnType<typeof defineCharacterSchema>;

/**
 * A character's `system` data: the six attributes as die codes, Move (meters per round, R&E Move 10
 * for humans), Force points, character points, Dark Side points, wound level, species, the template
 * it was made from, credits, equipment text and background.
 */
export class CharacterData extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation> {
  static override defineSchema(): CharacterSchema {
    return defineCharacterSchema();
  }
}
