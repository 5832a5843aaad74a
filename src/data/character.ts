/**
 * The `character` Actor subtype: a player character or a named non-player character.
 */
import { WOUND_LEVELS } from "../rules/damage.ts";
import { attributesField } from "./attributes-field.ts";
import { characterBasicsFields, textField } from "./fields.ts";

const fields = foundry.data.fields;

function defineCharacterSchema() {
  return {
    attributes: attributesField("2D"),
    ...characterBasicsFields(),
    woundLevel: new fields.StringField({
      required: true,
      blank: false,
      initial: "none",
      choices: [...WOUND_LEVELS],
      label: "SWD6.Character.woundLevel",
    }),
    template: textField("SWD6.Character.template"),
    equipment: textField("SWD6.Character.equipment"),
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
