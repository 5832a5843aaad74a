/**
 * The creature sheet: a beast's attributes and skills (the character sheet's skills tab), its natural
 * weapons as weapon rows to attack with (the gear tab), and its special abilities and notes. A
 * creature holds no character points and does not advance.
 */
import { actorData } from "../../data/document-data.ts";
import { enrichText } from "../sheet-shared.ts";
import { sheetPart, primaryTabs } from "../sheet-parts.ts";
import { onAddNamedNote, onRemoveNamedNote } from "../named-notes.ts";
import { CharacterSheet } from "./character-sheet.ts";
import { scaleOptions } from "./being-options.ts";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptionsOf<CreatureSheet>;

/** The creature sheet (Actor type `creature`). */
export class CreatureSheet extends CharacterSheet {
  static override DEFAULT_OPTIONS = {
    ...CharacterSheet.DEFAULT_OPTIONS,
    classes: ["creature"],
    position: { width: 680, height: 760 },
    actions: { ...CharacterSheet.DEFAULT_OPTIONS.actions, addNamedNote: onAddNamedNote, removeNamedNote: onRemoveNamedNote },
  };

  /** The list fields the form sends keyed by index. */
  static LIST_FIELDS = ["system.specialAbilities"];

  static override PARTS = {
    header: sheetPart("actor/creature-header", true),
    tabs: sheetPart("actor/sheet-tabs", true),
    skills: sheetPart("actor/character-skills"),
    gear: sheetPart("actor/character-gear"),
    abilities: sheetPart("actor/creature-abilities"),
  };

  static override TABS = primaryTabs("SWD6.Sheet.Tab", [
    ["skills", "dice-d6"],
    ["gear", "paw"],
    ["abilities", "book-open"],
  ]);

  protected override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options as never);
    const creature = actorData(this.document, "creature");
    return Object.assign(context, {
      scales: scaleOptions(),
      noAdvance: true,
      // A creature holds no credits and no gear written as text.
      creature: true,
      advanceMode: false,
      enrichedNotes: await enrichText(creature?.notes ?? "", this.document),
    });
  }
}
