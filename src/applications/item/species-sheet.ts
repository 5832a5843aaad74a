/**
 * The species sheet: attribute dice and each attribute's range, Move, height and homeworld, special
 * abilities and story factors, description and source.
 */
import { sheetPart } from "../sheet-parts.ts";
import { itemData } from "../../data/document-data.ts";
import { onAddNamedNote, onRemoveNamedNote } from "../named-notes.ts";
import { GearSheet } from "./gear-sheet.ts";
import { speciesAttributeRows } from "./species-view.ts";

/** The sheet of a `species` Item. */
export class SpeciesSheet extends GearSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["species"],
    position: { width: 560, height: 780 },
    actions: { addNamedNote: onAddNamedNote, removeNamedNote: onRemoveNamedNote },
  };

  /** The list fields the form sends keyed by index. */
  static LIST_FIELDS = ["system.specialAbilities", "system.storyFactors"];

  static override PARTS = { body: sheetPart("item/species-sheet") };

  protected override async _prepareItemContext(): Promise<Record<string, unknown>> {
    const species = itemData(this.document, "species");
    return { ...(await super._prepareItemContext()), attributes: species ? speciesAttributeRows(species.attributes) : [] };
  }
}
