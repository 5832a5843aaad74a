/**
 * The `equipment` Item subtype: the rest of a character's gear (medpac, comlink, glow rod), or an
 * entry of the equipment compendium.
 */
import { countField, itemProvenanceFields } from "../fields.ts";
import { itemModel } from "../subtype-model.ts";

function defineEquipmentSchema() {
  return {
    quantity: countField(1, { label: "SWD6.Equipment.quantity" }),
    ...itemProvenanceFields(),
  };
}

/** A piece of equipment's `system` data: how many, its cost, availability, description and source. */
export class EquipmentData extends itemModel("equipment", defineEquipmentSchema) {}
