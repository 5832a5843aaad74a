/**
 * The `armor` Item subtype: armor a character carries or wears, or an entry of the armor compendium.
 */
import { DieCodeField, itemProvenanceFields, textField } from "../fields.ts";
import { itemModel } from "../subtype-model.ts";

const fields = foundry.data.fields;

function defineArmorSchema() {
  return {
    physical: new DieCodeField("0D", { label: "SWD6.Armor.physical", hint: "SWD6.Armor.physicalHint" }),
    energy: new DieCodeField("0D", { label: "SWD6.Armor.energy", hint: "SWD6.Armor.energyHint" }),
    dexterityPenalty: new DieCodeField("", { label: "SWD6.Armor.dexterityPenalty", hint: "SWD6.Armor.dexterityPenaltyHint", blank: true }),
    coverage: textField("SWD6.Armor.coverage"),
    worn: new fields.BooleanField({ initial: false, label: "SWD6.Armor.worn" }),
    ...itemProvenanceFields(),
  };
}

/**
 * An armor's `system` data: its bonus to the Strength roll against physical and against energy
 * damage, the Dexterity penalty as printed (empty when not printed: the seeds' rule, the same amount
 * as the bonus, applies), the locations it covers, whether the character wears it, its cost,
 * availability, description and source. The rules engine reads it as `ArmorStats` (armor.ts).
 */
export class ArmorData extends itemModel("armor", defineArmorSchema) {}
