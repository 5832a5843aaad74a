/**
 * The `template` Item subtype: a character template (Grundregeln: "wählt man eins der Templates").
 */
import { ATTRIBUTE_KEYS } from "../../constants.ts";
import { attributesField } from "../attributes-field.ts";
import { DieCodeField, characterBasicsFields, describedFields } from "../fields.ts";
import { itemModel } from "../subtype-model.ts";

const fields = foundry.data.fields;

function defineTemplateSchema() {
  return {
    attributes: attributesField("2D"),
    ...characterBasicsFields(),
    skills: new fields.ArrayField(
      new fields.SchemaField({
        name: new fields.StringField({ required: true, blank: false, initial: "Skill" }),
        key: new fields.StringField({ required: true, blank: true, initial: "" }),
        attribute: new fields.StringField({ required: true, blank: false, initial: "dex", choices: [...ATTRIBUTE_KEYS] }),
      }),
      { label: "SWD6.Template.skills" },
    ),
    forceSkills: new fields.ArrayField(
      new fields.SchemaField({
        name: new fields.StringField({ required: true, blank: false, initial: "Control" }),
        key: new fields.StringField({ required: true, blank: true, initial: "" }),
        code: new DieCodeField("1D"),
      }),
      { label: "SWD6.Template.forceSkills" },
    ),
    equipment: new fields.ArrayField(new fields.StringField({ required: true, blank: false }), {
      label: "SWD6.Character.equipment",
    }),
    ...describedFields("SWD6.Template.description"),
  };
}

/**
 * A character template's `system` data: species, the six attributes, the skills listed under each
 * attribute (Grundregeln: only the attributes carry codes; listed skills start at them), Force skills
 * with their codes where the template lists them, Move, points, special abilities, equipment (one
 * entry a line), credits, background, and the book and page it comes from (`source`).
 */
export class TemplateData extends itemModel("template", defineTemplateSchema) {}
