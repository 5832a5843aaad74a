/**
 * Registers the system's sheets as the default sheets of its document types.
 */
import { SYSTEM_ID } from "../constants.ts";
import type { ActorType, ItemType } from "../data/document-types.ts";
import { CharacterSheet } from "./actor/character-sheet.ts";
import { NpcSheet } from "./actor/npc-sheet.ts";
import { CreatureSheet } from "./actor/creature-sheet.ts";
import { SpeciesSheet } from "./item/species-sheet.ts";
import { VehicleSheet } from "./craft/vehicle-sheet.ts";
import { StarshipSheet } from "./craft/starship-sheet.ts";
import { SkillSheet } from "./item/skill-sheet.ts";
import { TemplateSheet } from "./item/template-sheet.ts";
import { ArmorSheet, EquipmentSheet, WeaponSheet } from "./item/gear-sheet.ts";
import { ForcePowerSheet } from "./item/force-power-sheet.ts";

/** A sheet class, as core's sheet registry takes it. */
type SheetClass = abstract new (...args: never[]) => object;

/** Each Actor subtype's sheet: the compiler requires one for every subtype of the registry. */
export const ACTOR_SHEETS: Readonly<Record<ActorType, SheetClass>> = {
  character: CharacterSheet,
  npc: NpcSheet,
  creature: CreatureSheet,
  vehicle: VehicleSheet,
  starship: StarshipSheet,
};

/** Each Item subtype's sheet: the compiler requires one for every subtype of the registry. */
export const ITEM_SHEETS: Readonly<Record<ItemType, SheetClass>> = {
  skill: SkillSheet,
  template: TemplateSheet,
  weapon: WeaponSheet,
  armor: ArmorSheet,
  equipment: EquipmentSheet,
  species: SpeciesSheet,
  "force-power": ForcePowerSheet,
};

/** Makes the system's sheets the defaults for their types: every Actor and Item subtype has one. */
export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  for (const [documentClass, sheets] of [
    [Actor, ACTOR_SHEETS],
    [Item, ITEM_SHEETS],
  ] as const) {
    for (const [type, sheet] of Object.entries(sheets)) {
      DocumentSheetConfig.registerSheet(documentClass as never, SYSTEM_ID, sheet as never, {
        types: [type],
        makeDefault: true,
        label: `SWD6.Sheet.label.${type}`,
      });
    }
  }
}
