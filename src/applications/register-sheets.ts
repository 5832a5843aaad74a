/**
 * Registers the system's sheets as the default sheets of its document types.
 */
import { SYSTEM_ID } from "../constants.ts";
import { CharacterSheet } from "./character-sheet.ts";
import { SkillSheet } from "./skill-sheet.ts";
import { TemplateSheet } from "./template-sheet.ts";

/** Makes the character, skill and template sheets the defaults for their types. */
export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, CharacterSheet as never, {
    types: ["character"],
    makeDefault: true,
    label: "SWD6.Sheet.label.character",
  });
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
}
