/**
 * The six attributes as one schema field, shared by characters and templates.
 */
import { ATTRIBUTE_KEYS, type AttributeKey, attributeLabel } from "../constants.ts";
import { DieCodeField } from "./fields.ts";

/** A SchemaField with one die-code field per attribute (Grundregeln: "Jedes Template hat sechs Attribute"). */
export function attributesField(initial = "2D") {
  const entries = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, new DieCodeField(initial, { label: attributeLabel(key) })])) as Record<
    AttributeKey,
    DieCodeField
  >;
  return new foundry.data.fields.SchemaField(entries);
}
