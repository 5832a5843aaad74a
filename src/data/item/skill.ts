/**
 * The `skill` Item subtype: a skill a character has, or an entry of the skills compendium.
 */
import { SKILL_ATTRIBUTE_KEYS } from "../../constants.ts";
import { DieCodeField, textField, choiceField, describedFields } from "../fields.ts";
import { itemModel } from "../subtype-model.ts";

const fields = foundry.data.fields;

function defineSkillSchema() {
  return {
    key: textField("SWD6.Skill.key"),
    attribute: choiceField(SKILL_ATTRIBUTE_KEYS, "dex", "SWD6.Skill.attribute"),
    bonus: new DieCodeField("0D", { label: "SWD6.Skill.bonus", hint: "SWD6.Skill.bonusHint" }),
    advanced: new fields.BooleanField({ initial: false, label: "SWD6.Skill.advanced" }),
    specializations: new fields.ArrayField(
      new fields.SchemaField({
        name: new fields.StringField({ required: true, blank: false, initial: "Specialization" }),
        bonus: new DieCodeField("1D"),
      }),
      { label: "SWD6.Skill.specializations" },
    ),
    ...describedFields("SWD6.Skill.description"),
  };
}

/**
 * A skill's `system` data.
 *
 * The skill keeps the dice added over its attribute (`bonus`, e.g. `"+1D"`), not its total code:
 * the rules say a skill starts at its attribute's code and only the added dice are written down
 * (Grundregeln), so raising an attribute or wearing armor moves every skill under it without an edit,
 * and a skill dropped from a template onto another character follows that character's attribute.
 * The Force skills (`attribute: "force"`) belong to no attribute; their `bonus` is their whole code.
 * `key` names the canonical skill (`"blaster"`) so its label can be translated; it is blank for a
 * skill the group invented.
 */
export class SkillData extends itemModel("skill", defineSkillSchema) {}
