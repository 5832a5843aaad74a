/**
 * Registers the system's sheets as the default sheets of its document types.
 */
import { SYSTEM_ID } from "../constants.ts";
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

/** Each Actor subtype's sheet. */
const ACTOR_SHEETS = [
  ["character", CharacterSheet],
  ["npc", NpcSheet],
  ["creature", CreatureSheet],
  ["vehicle", VehicleSheet],
  ["starship", StarshipSheet],
] as const;

/** Each Item subtype's sheet. */
const ITEM_SHEETS = [
  ["skill", SkillSheet],
  ["template", TemplateSheet],
  ["weapon", WeaponSheet],
  ["armor", ArmorSheet],
  ["equipment", EquipmentSheet],
  ["species", SpeciesSheet],
  ["force-power", ForcePowerSheet],
] as const;

/** Makes the system's sheets the defaults for their types: every Actor and Item subtype has one. */
export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  for (const [documentClass, sheets] of [[Actor, ACTOR_SHEETS], [Item, ITEM_SHEETS]] as const) {
    for (const [type, sheet] of sheets) {
      DocumentSheetConfig.registerSheet(documentClass as never, SYSTEM_ID, sheet as never, { types: [type], makeDefault: true, label: `SWD6.Sheet.label.${type}` });
    }
  }
}
