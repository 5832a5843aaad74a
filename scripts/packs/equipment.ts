/**
 * The equipment pack: every item of equipment.json as an `equipment` Item (src/data/item/equipment.ts),
 * described in the project's own words (equipment-descriptions.json beside this file), keeping its
 * cost and source.
 */
import { readFileSync } from "node:fs";
import { escapeHtml, itemFile, type PackFile } from "./documents.ts";
import { type EquipmentRecord, printed } from "./gear-data.ts";
import { filledFact } from "./workbook-facts.ts";

/** An equipment item's `system` data as the pack ships it. */
export interface EquipmentSystem {
  quantity: number;
  cost: string;
  availability: string;
  description: string;
  source: string;
  sourceNote: string;
}

/** The image of every piece of equipment: a core Foundry icon. */
export const EQUIPMENT_IMG = "icons/svg/item-bag.svg";

/** The project's own one-sentence descriptions, by item name. */
export const EQUIPMENT_DESCRIPTIONS: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(new URL("./equipment-descriptions.json", import.meta.url), "utf8"),
);

/**
 * Builds the equipment pack, sorted by name.
 * @param records equipment.json's items
 * @throws Error for an item without a description in equipment-descriptions.json
 */
export function buildEquipment(records: readonly EquipmentRecord[]): PackFile<EquipmentSystem>[] {
  return [...records]
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((record, position) => {
      const description = EQUIPMENT_DESCRIPTIONS[record.name];
      if (!description) throw new Error(`equipment-descriptions.json has no description of "${record.name}"`);
      const availability = filledFact(printed(record.availability), "equipmentAvailability", record.name);
      const system: EquipmentSystem = {
        quantity: 1,
        cost: printed(record.cost ?? record.price),
        availability: availability.value,
        description: `<p>${escapeHtml(description)}</p>`,
        source: record.book,
        sourceNote: [`Provenance: ${record.source}. Description written for this system.`, availability.note].filter(Boolean).join(" "),
      };
      return itemFile("equipment", "equipment", record.name, EQUIPMENT_IMG, system, position);
    });
}
