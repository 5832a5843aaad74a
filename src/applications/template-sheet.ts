/**
 * The character template sheet: species, attributes with their listed skills, Force skills, points,
 * equipment, description and source, and the button that makes a character from the template.
 */
import { type AttributeKey, SYSTEM_PATH } from "../constants.ts";
import { SWD6Actor } from "../documents/actor.ts";
import { activateKeyboardButtons, foundryFormat, notifyError, storedValue } from "./character-sheet.ts";
import { refuseMalformedDieCodes } from "./die-code-input.ts";
import { type TemplateSystemData, equipmentList, listFromForm, templateView } from "./sheet-context.ts";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptionsOf<TemplateSheet>;

/** The sheet of a `template` Item. */
// @ts-ignore TS2321 (stack depth) on whichever mixin sheet the compiler checks first, so not expect-error.
export class TemplateSheet extends HandlebarsApplicationMixin(ItemSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["swd6rpg", "sheet", "item", "template"],
    position: { width: 760, height: 820 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      createCharacter: TemplateSheet.#onCreateCharacter,
      addTemplateSkill: TemplateSheet.#onAddTemplateSkill,
      removeTemplateSkill: TemplateSheet.#onRemoveTemplateSkill,
      addForceSkill: TemplateSheet.#onAddForceSkill,
      removeForceSkill: TemplateSheet.#onRemoveForceSkill,
    },
  };

  static override PARTS = {
    body: { template: `${SYSTEM_PATH}/templates/item/template-sheet.hbs`, scrollable: [""] },
  };

  /** The template's stored data. */
  get templateData(): TemplateSystemData {
    return this.document.system as unknown as TemplateSystemData;
  }

  protected override async _onFirstRender(
    context: foundry.applications.api.ApplicationV2.RenderContextOf<this>,
    options: RenderOptions,
  ): Promise<void> {
    await super._onFirstRender(context, options);
    activateKeyboardButtons(this.element);
  }

  protected override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const item = this.document;
    const system = item.system as unknown as TemplateSystemData & { description: string };
    return Object.assign(context, {
      item,
      system,
      view: templateView(system),
      enrichedDescription: await foundry.applications.ux.TextEditor.implementation.enrichHTML(system.description, {
        secrets: item.isOwner,
        relativeTo: item,
      }),
    });
  }

  /** Making a character is open to anyone who may create actors, even when the template is locked. */
  protected override _toggleDisabled(disabled: boolean): void {
    super._toggleDisabled(disabled);
    const button = this.element.querySelector<HTMLButtonElement>('[data-action="createCharacter"]');
    if (button) button.disabled = false;
  }

  /**
   * Refuses malformed die codes; the listed skills and Force skills arrive keyed by index and become
   * lists again, the equipment text one entry a line.
   */
  protected override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): Record<string, unknown> {
    refuseMalformedDieCodes(form, formData.object as Record<string, unknown>, (name) => storedValue(this.document, name), foundryFormat, notifyError);
    const data = super._processFormData(event, form, formData) as Record<string, unknown>;
    for (const path of ["system.skills", "system.forceSkills"]) {
      if (foundry.utils.hasProperty(data, path)) foundry.utils.setProperty(data, path, listFromForm(foundry.utils.getProperty(data, path)));
    }
    const equipment = foundry.utils.getProperty(data, "system.equipment");
    if (typeof equipment === "string") foundry.utils.setProperty(data, "system.equipment", equipmentList(equipment));
    return data;
  }

  static async #onCreateCharacter(this: TemplateSheet): Promise<void> {
    await SWD6Actor.createFromTemplate(this.document);
  }

  static async #onAddTemplateSkill(this: TemplateSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const attribute = target.dataset.attribute as AttributeKey;
    const added = { name: game.i18n.localize("SWD6.Sheet.newSkill"), key: "", attribute };
    await this.document.update({ "system.skills": [...this.templateData.skills, added] } as never);
  }

  static async #onRemoveTemplateSkill(this: TemplateSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.dataset.index);
    await this.document.update({ "system.skills": this.templateData.skills.filter((_, i) => i !== index) } as never);
  }

  static async #onAddForceSkill(this: TemplateSheet): Promise<void> {
    const added = { name: game.i18n.localize("SWD6.Sheet.newSkill"), key: "", code: "1D" };
    await this.document.update({ "system.forceSkills": [...this.templateData.forceSkills, added] } as never);
  }

  static async #onRemoveForceSkill(this: TemplateSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.dataset.index);
    await this.document.update({ "system.forceSkills": this.templateData.forceSkills.filter((_, i) => i !== index) } as never);
  }
}
