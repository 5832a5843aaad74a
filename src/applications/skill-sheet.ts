/**
 * The skill sheet: attribute, added dice, advanced flag, specializations, description and source.
 */
import { SYSTEM_PATH } from "../constants.ts";
import { activateKeyboardButtons, foundryFormat, notifyError, storedValue } from "./character-sheet.ts";
import { refuseMalformedDieCodes } from "./die-code-input.ts";
import { listFromForm, skillAttributeOptions } from "./sheet-context.ts";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptionsOf<SkillSheet>;

/** A specialization as the skill stores it. */
interface Specialization {
  name: string;
  bonus: string;
}

/** The sheet of a `skill` Item. */
// @ts-ignore TS2321 (stack depth) on whichever mixin sheet the compiler checks first, so not expect-error.
export class SkillSheet extends HandlebarsApplicationMixin(ItemSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["swd6rpg", "sheet", "item", "skill"],
    position: { width: 540, height: 660 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      addSpecialization: SkillSheet.#onAddSpecialization,
      removeSpecialization: SkillSheet.#onRemoveSpecialization,
    },
  };

  static override PARTS = {
    body: { template: `${SYSTEM_PATH}/templates/item/skill-sheet.hbs`, scrollable: [""] },
  };

  /** The skill's stored specializations. */
  get specializations(): Specialization[] {
    return (this.document.system as unknown as { specializations: Specialization[] }).specializations;
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
    const system = item.system as unknown as { description: string };
    return Object.assign(context, {
      item,
      system,
      attributeOptions: skillAttributeOptions(),
      enrichedDescription: await foundry.applications.ux.TextEditor.implementation.enrichHTML(system.description, {
        secrets: item.isOwner,
        relativeTo: item,
      }),
    });
  }

  /** Refuses malformed die codes; the specializations arrive keyed by index and become a list again. */
  protected override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): Record<string, unknown> {
    refuseMalformedDieCodes(form, formData.object as Record<string, unknown>, (name) => storedValue(this.document, name), foundryFormat, notifyError);
    const data = super._processFormData(event, form, formData) as Record<string, unknown>;
    const path = "system.specializations";
    if (foundry.utils.hasProperty(data, path)) foundry.utils.setProperty(data, path, listFromForm(foundry.utils.getProperty(data, path)));
    return data;
  }

  static async #onAddSpecialization(this: SkillSheet): Promise<void> {
    const added = { name: game.i18n.localize("SWD6.Sheet.newSpecialization"), bonus: "1D" };
    await this.document.update({ "system.specializations": [...this.specializations, added] } as never);
  }

  static async #onRemoveSpecialization(this: SkillSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.dataset.index);
    const kept = this.specializations.filter((_, i) => i !== index);
    await this.document.update({ "system.specializations": kept } as never);
  }
}
