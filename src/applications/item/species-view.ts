/**
 * What the species sheet shows of a species' attribute ranges: one row per attribute, in the order
 * the character sheet lists them.
 */
import { ATTRIBUTE_KEYS, type AttributeKey, attributeLabel } from "../../constants.ts";

/** One attribute's row: its key, label key and stored minimum and maximum. */
export interface SpeciesAttributeRow {
  key: AttributeKey;
  label: string;
  min: string;
  max: string;
}

/**
 * The species' attribute rows.
 * @param attributes the species' `system.attributes`: `{ dex: { min: "1D", max: "4D" }, … }`
 */
export function speciesAttributeRows(attributes: Readonly<Record<AttributeKey, { min: string; max: string }>>): SpeciesAttributeRow[] {
  return ATTRIBUTE_KEYS.map((key) => ({ key, label: attributeLabel(key), min: attributes[key].min, max: attributes[key].max }));
}
