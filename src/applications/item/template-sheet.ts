/**
 * The character template sheet: species, attributes with their listed skills, Force skills, points,
 * equipment, description and source, and the button that makes a character from the template.
 */
import { sheetPart } from "../sheet-parts.ts";
import { type AttributeKey } from "../../constants.ts";
import { type TemplateSystemData, templateView } from "./template-view.ts";
import { ItemSheet } from "./item-sheet.ts";
import { itemData } from "../../data/document-data.ts";
import { updateSystem } from "../../data/document-writes.ts";

/** The sheet of a `template` Item. */
export class TemplateSheet extends ItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["template"],
    position: { width: 760, height: 820 },
    actions: {
      createCharacter: TemplateSheet.#onCreateCharacter,
      addTemplateSkill: TemplateSheet.#onAddTemplateSkill,
      removeTemplateSkill: TemplateSheet.#onRemoveTemplateSkill,
      addForceSkill: TemplateSheet.#onAddForceSkill,
      removeForceSkill: TemplateSheet.#onRemoveForceSkill,
    },
  };

  /** The list fields the form sends keyed by index. */
  static LIST_FIELDS = ["system.skills", "system.forceSkills"];

  /** The equipment, one entry a line. */
  static LINE_FIELDS = ["system.equipment"];

  static override PARTS = {
    body: sheetPart("item/template-sheet"),
  };

  /** The template's stored data. */
  get templateData(): TemplateSystemData {
    return itemData(this.document, "template")!;
  }

  protected override async _prepareItemContext(): Promise<Record<string, unknown>> {
    return { view: templateView(this.templateData) };
  }

  /**
   * Opens the creation wizard; the character is made only when the wizard finishes. The wizard's code
   * loads on the first click, as few sessions open it.
   */
  static async #onCreateCharacter(this: TemplateSheet): Promise<void> {
    const { openCreationWizard } = await import("../creation/creation-wizard.ts");
    await openCreationWizard(this.document);
  }

  static async #onAddTemplateSkill(this: TemplateSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const attribute = target.dataset.attribute as AttributeKey;
    const added = { name: game.i18n.localize("SWD6.Sheet.newSkill"), key: "", attribute };
    await updateSystem(this.document, { skills: [...this.templateData.skills, added] });
  }

  static async #onRemoveTemplateSkill(this: TemplateSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const index = Number(target.dataset.index);
    await updateSystem(this.document, { skills: this.templateData.skills.filter((_, i) => i !== index) });
  }

  static async #onAddForceSkill(this: TemplateSheet): Promise<void> {
    if (!this.isEditable) return;
    const added = { name: game.i18n.localize("SWD6.Sheet.newSkill"), key: "", code: "1D" };
    await updateSystem(this.document, { forceSkills: [...this.templateData.forceSkills, added] });
  }

  static async #onRemoveForceSkill(this: TemplateSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const index = Number(target.dataset.index);
    await updateSystem(this.document, { forceSkills: this.templateData.forceSkills.filter((_, i) => i !== index) });
  }
}
