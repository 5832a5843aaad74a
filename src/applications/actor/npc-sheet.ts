/**
 * The NPC sheet: the character sheet in a compact, gamemaster-facing form. One header holds the
 * stat block's head (species, group size, droid details, points, Move, wound track); skills, gear and
 * notes are the character sheet's, so an NPC rolls, attacks and is hurt exactly as a character is.
 */
import { SYSTEM_PATH } from "../../constants.ts";
import { CharacterSheet } from "./character-sheet.ts";

/** The NPC sheet (Actor type `npc`). */
export class NpcSheet extends CharacterSheet {
  static override DEFAULT_OPTIONS = { ...CharacterSheet.DEFAULT_OPTIONS, classes: ["npc"], position: { width: 680, height: 760 } };

  static override PARTS = {
    header: { template: `${SYSTEM_PATH}/templates/actor/npc-header.hbs` },
    tabs: { template: `${SYSTEM_PATH}/templates/actor/sheet-tabs.hbs` },
    skills: { template: `${SYSTEM_PATH}/templates/actor/character-skills.hbs`, scrollable: [""] },
    gear: { template: `${SYSTEM_PATH}/templates/actor/character-gear.hbs`, scrollable: [""] },
    background: { template: `${SYSTEM_PATH}/templates/actor/character-background.hbs`, scrollable: [""] },
    advance: { template: `${SYSTEM_PATH}/templates/actor/character-advance.hbs`, scrollable: [""] },
  };
}
