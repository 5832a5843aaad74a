/**
 * The character sheet: header with portrait, points and wound track; attributes with their skills;
 * equipment; background. Every code it shows comes from sheet-context.ts, which asks the rules.
 */
import { type AttributeKey, SYSTEM_PATH, type SkillAttributeKey } from "../constants.ts";
import type { WoundLevel } from "../rules/damage.ts";
import type { SWD6Actor } from "../documents/actor.ts";
import { getRuleSetting } from "../settings.ts";
import { type CharacterSystemData, type SkillItemData, characterView } from "./sheet-context.ts";
import { checkDieCodeInput } from "./die-code-input.ts";
import { SWD6SheetMixin, enrichText, foundryFormat, foundryTranslator, notifyError, storedValue } from "./sheet-shared.ts";

const { DialogV2 } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptionsOf<CharacterSheet>;

/** The character sheet (Actor type `character`). */
// @ts-ignore TS2321 (stack depth) on whichever mixin sheet the compiler checks first, so not expect-error.
export class CharacterSheet extends SWD6SheetMixin(ActorSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["actor", "character"],
    position: { width: 780, height: 860 },
    actions: {
      rollAttribute: CharacterSheet.#onRollAttribute,
      rollSkill: CharacterSheet.#onRollSkill,
      setWoundLevel: CharacterSheet.#onSetWoundLevel,
      createSkill: CharacterSheet.#onCreateSkill,
      editItem: CharacterSheet.#onEditItem,
      deleteItem: CharacterSheet.#onDeleteItem,
    },
  };

  static override PARTS = {
    header: { template: `${SYSTEM_PATH}/templates/actor/character-header.hbs` },
    tabs: { template: `${SYSTEM_PATH}/templates/actor/sheet-tabs.hbs` },
    skills: { template: `${SYSTEM_PATH}/templates/actor/character-skills.hbs`, scrollable: [""] },
    equipment: { template: `${SYSTEM_PATH}/templates/actor/character-equipment.hbs`, scrollable: [""] },
    background: { template: `${SYSTEM_PATH}/templates/actor/character-background.hbs`, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [
        { id: "skills", icon: "fa-solid fa-dice-d6" },
        { id: "equipment", icon: "fa-solid fa-suitcase" },
        { id: "background", icon: "fa-solid fa-book-open" },
      ],
      initial: "skills",
      labelPrefix: "SWD6.Sheet.Tab",
    },
  };

  /** The actor, with the system's methods. */
  get swd6Actor(): SWD6Actor {
    return this.document as unknown as SWD6Actor;
  }

  protected override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const actor = this.document;
    const system = actor.system as unknown as CharacterSystemData & { background: string };
    const skills: SkillItemData[] = actor.items
      .filter((item) => item.type === "skill")
      .map((item) => ({ id: item.id!, name: item.name, system: item.system as unknown as SkillItemData["system"] }));
    return Object.assign(context, {
      actor,
      system,
      sheet: characterView(system, skills, getRuleSetting("damageModel"), foundryTranslator()),
      tabs: this._prepareTabs("primary"),
      enrichedBackground: await enrichText(system.background, actor),
    });
  }

  protected override async _preparePartContext(
    partId: string,
    context: foundry.applications.api.ApplicationV2.RenderContextOf<this>,
    options: RenderOptions,
  ) {
    const partContext = await super._preparePartContext(partId, context, options);
    const tabs = (partContext as { tabs?: Record<string, unknown> }).tabs;
    if (tabs && partId in tabs) Object.assign(partContext, { tab: tabs[partId] });
    return partContext;
  }

  /**
   * A skill's added dice are edited on the character sheet but stored on the skill Item: that field
   * updates the Item (after the die-code check) instead of submitting the actor's form.
   */
  protected override _onChangeForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event): void {
    const input = event.target as HTMLInputElement | null;
    const itemId = input?.dataset.skillBonus;
    if (!input || !itemId) {
      super._onChangeForm(formConfig, event);
      return;
    }
    const item = this.document.items.get(itemId);
    if (!item) return;
    const result = checkDieCodeInput(input.value, foundryFormat);
    if (!result.valid) {
      input.value = storedValue(item, "system.bonus");
      notifyError(result.message);
      return;
    }
    input.value = result.code;
    void item.update({ "system.bonus": result.code } as never);
  }

  /** A template dropped on the character makes it from that template (after asking, if it has skills). */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null> {
    if (item.type !== "template") return super._onDropItem(event, item);
    if (!this.isEditable) return null;
    const actor = this.swd6Actor;
    if (actor.items.some((owned) => owned.type === "skill")) {
      const confirmed = await DialogV2.confirm({
        window: { title: "SWD6.Sheet.applyTemplate.title" },
        content: `<p>${game.i18n.format("SWD6.Sheet.applyTemplate.confirm", {
          template: foundry.utils.escapeHTML(item.name),
          actor: foundry.utils.escapeHTML(actor.name),
        })}</p>`,
        rejectClose: false,
      });
      if (!confirmed) return null;
    }
    await actor.applyTemplate(item);
    return item;
  }

  static async #onRollAttribute(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.swd6Actor.rollAttribute(target.dataset.attribute as AttributeKey);
  }

  static async #onRollSkill(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    if (itemId) await this.swd6Actor.rollSkill(itemId);
  }

  static async #onSetWoundLevel(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    await this.document.update({ "system.woundLevel": target.dataset.level as WoundLevel } as never);
  }

  static async #onCreateSkill(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const attribute = target.dataset.attribute as SkillAttributeKey;
    const data = { name: game.i18n.localize("SWD6.Sheet.newSkill"), type: "skill", system: { attribute, bonus: "0D" } };
    const [item] = (await this.document.createEmbeddedDocuments("Item", [data as never])) ?? [];
    await item?.sheet?.render(true);
  }

  static async #onEditItem(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    await this.document.items.get(itemId ?? "")?.sheet?.render(true);
  }

  static async #onDeleteItem(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    await this.document.items.get(itemId ?? "")?.deleteDialog();
  }
}
