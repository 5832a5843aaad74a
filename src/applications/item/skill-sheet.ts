/**
 * The skill sheet: attribute, added dice, advanced flag, specializations, description and source.
 */
import { sheetPart } from "../sheet-parts.ts";
import { skillAttributeOptions, skillKeyOptions } from "../sheet-context.ts";
import { ItemSheet } from "./item-sheet.ts";
import { itemData } from "../../data/document-data.ts";
import { updateSystem } from "../../data/document-writes.ts";
import { foundryTranslator } from "../sheet-shared.ts";

/** A specialization as the skill stores it. */
interface Specialization {
  name: string;
  bonus: string;
}

/** The sheet of a `skill` Item. */
export class SkillSheet extends ItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["skill"],
    position: { width: 540, height: 660 },
    actions: {
      addSpecialization: SkillSheet.#onAddSpecialization,
      removeSpecialization: SkillSheet.#onRemoveSpecialization,
    },
  };

  /** The list fields the form sends keyed by index. */
  static LIST_FIELDS = ["system.specializations"];

  static override PARTS = {
    body: sheetPart("item/skill-sheet"),
  };

  /** The skill's stored specializations. */
  get specializations(): Specialization[] {
    return itemData(this.document, "skill")?.specializations ?? [];
  }

  protected override async _prepareItemContext(): Promise<Record<string, unknown>> {
    return { attributeOptions: skillAttributeOptions(), skillKeys: skillKeyOptions(foundryTranslator()) };
  }

  static async #onAddSpecialization(this: SkillSheet): Promise<void> {
    if (!this.isEditable) return;
    const added = { name: game.i18n.localize("SWD6.Sheet.newSpecialization"), bonus: "1D" };
    await updateSystem(this.document, { specializations: [...this.specializations, added] });
  }

  static async #onRemoveSpecialization(this: SkillSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const index = Number(target.dataset.index);
    const kept = this.specializations.filter((_, i) => i !== index);
    await updateSystem(this.document, { specializations: kept });
  }
}
