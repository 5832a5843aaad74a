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

/** Makes the system's sheets the defaults for their types: every Actor and Item subtype has one. */
export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, CharacterSheet as never, {
    types: ["character"],
    makeDefault: true,
    label: "SWD6.Sheet.label.character",
  });
  for (const [type, sheet] of [["npc", NpcSheet], ["creature", CreatureSheet], ["vehicle", VehicleSheet], ["starship", StarshipSheet]] as const) {
    DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, sheet as never, { types: [type], makeDefault: true, label: `SWD6.Sheet.label.${type}` });
  }
  DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, SkillSheet as never, {
    types: ["skill"],
    makeDefault: true,
    label: "SWD6.Sheet.label.skill",
  });
  DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, TemplateSheet as never, {
    types: ["template"],
    makeDefault: true,
    label: "SWD6.Sheet.label.template",
  });
  for (const [type, sheet] of [["weapon", WeaponSheet], ["armor", ArmorSheet], ["equipment", EquipmentSheet]] as const) {
    DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, sheet as never, { types: [type], makeDefault: true, label: `SWD6.Sheet.label.${type}` });
  }
  DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, SpeciesSheet as never, {
    types: ["species"],
    makeDefault: true,
    label: "SWD6.Sheet.label.species",
  });
  DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, ForcePowerSheet as never, {
    types: ["force-power"],
    makeDefault: true,
    label: "SWD6.Sheet.label.force-power",
  });
}
