/**
 * The NPC sheet: the character sheet in a compact, gamemaster-facing form. One header holds the
 * stat block's head (species, group size, droid details, points, Move, wound track); skills, gear and
 * notes are the character sheet's, so an NPC rolls, attacks and is hurt exactly as a character is.
 */
import { sheetPart } from "../sheet-parts.ts";
import { CharacterSheet } from "./character-sheet.ts";

/** The NPC sheet (Actor type `npc`). */
export class NpcSheet extends CharacterSheet {
  static override DEFAULT_OPTIONS = { ...CharacterSheet.DEFAULT_OPTIONS, classes: ["npc"], position: { width: 680, height: 760 } };

  static override PARTS = {
    header: sheetPart("actor/npc-header", true),
    tabs: sheetPart("actor/sheet-tabs", true),
    skills: sheetPart("actor/character-skills"),
    gear: sheetPart("actor/character-gear"),
    background: sheetPart("actor/character-background"),
    advance: sheetPart("actor/character-advance"),
  };
}
