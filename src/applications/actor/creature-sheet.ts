/**
 * The creature sheet: a beast's attributes and skills (the character sheet's skills tab), its natural
 * weapons as weapon rows to attack with (the gear tab), and its special abilities and notes. A
 * creature holds no character points and does not advance.
 */
import { SYSTEM_PATH } from "../../constants.ts";
import { actorData } from "../../data/document-data.ts";
import { enrichText } from "../sheet-shared.ts";
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
    header: { template: `${SYSTEM_PATH}/templates/actor/creature-header.hbs` },
    tabs: { template: `${SYSTEM_PATH}/templates/actor/sheet-tabs.hbs` },
    skills: { template: `${SYSTEM_PATH}/templates/actor/character-skills.hbs`, scrollable: [""] },
    gear: { template: `${SYSTEM_PATH}/templates/actor/character-gear.hbs`, scrollable: [""] },
    abilities: { template: `${SYSTEM_PATH}/templates/actor/creature-abilities.hbs`, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [
        { id: "skills", icon: "fa-solid fa-dice-d6" },
        { id: "gear", icon: "fa-solid fa-paw" },
        { id: "abilities", icon: "fa-solid fa-book-open" },
      ],
      initial: "skills",
      labelPrefix: "SWD6.Sheet.Tab",
    },
  };

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
