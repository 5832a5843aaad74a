/**
 * The `species` Item subtype: a people of the galaxy as a player builds a character of it (R&E
 * Rules, aliens; Galaxy Guides): the attribute dice to divide, each attribute's minimum and maximum,
 * Move, special abilities and story factors.
 */
import { ATTRIBUTE_KEYS, type AttributeKey, attributeLabel } from "../../constants.ts";
import { namedNotesField } from "../actor/special-abilities-field.ts";
import { DieCodeField, countField, textField, describedFields } from "../fields.ts";
import { itemModel } from "../subtype-model.ts";

const fields = foundry.data.fields;

function attributeRangeField(key: AttributeKey) {
  return new fields.SchemaField(
    {
      min: new DieCodeField("1D", { label: "SWD6.Species.min" }),
      max: new DieCodeField("4D", { label: "SWD6.Species.max" }),
    },
    { label: attributeLabel(key) },
  );
}

function defineSpeciesSchema() {
  return {
    attributeDice: new DieCodeField("12D", { label: "SWD6.Species.attributeDice", hint: "SWD6.Species.attributeDiceHint" }),
    attributes: new fields.SchemaField(
      Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, attributeRangeField(key)])) as Record<AttributeKey, ReturnType<typeof attributeRangeField>>,
    ),
    move: countField(10, { label: "SWD6.Species.move" }),
    moveMax: countField(12, { label: "SWD6.Species.moveMax" }),
    height: textField("SWD6.Species.height"),
    homeworld: textField("SWD6.Species.homeworld"),
    specialAbilities: namedNotesField("SWD6.Species.specialAbilities"),
    storyFactors: namedNotesField("SWD6.Species.storyFactors"),
    ...describedFields("SWD6.Item.description"),
  };
}

/**
 * A species' `system` data: `attributeDice` to divide among the six attributes (12D for most), each
 * attribute's `{ min, max }` die codes, Move and its maximum in meters a round, height and homeworld
 * as printed, special abilities and story factors as `{ name, text }` rows, a description and the
 * book it comes from.
 */
export class SpeciesData extends itemModel("species", defineSpeciesSchema) {}
