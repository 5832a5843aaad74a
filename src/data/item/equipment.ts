/**
 * The `equipment` Item subtype: the rest of a character's gear (medpac, comlink, glow rod), or an
 * entry of the equipment compendium.
 */
import { countField, itemProvenanceFields } from "../fields.ts";
import type { ItemMetadata } from "../subtype-metadata.ts";

function defineEquipmentSchema() {
  return {
    quantity: countField(1, { label: "SWD6.Equipment.quantity" }),
    ...itemProvenanceFields(),
  };
}

/** The schema of an equipment item's `system` data. */
export type EquipmentSchema = ReturnType<typeof defineEquipmentSchema>;

/** A piece of equipment's `system` data: how many, its cost, availability, description and source. */
export class EquipmentData extends foundry.abstract.TypeDataModel<EquipmentSchema, Item.Implementation> {
  /** What the subtype declares of itself (`subtype-metadata.ts`). */
  static readonly metadata: ItemMetadata = { type: "equipment" };

  static override defineSchema(): EquipmentSchema {
    return defineEquipmentSchema();
  }
}
