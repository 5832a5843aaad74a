/**
 * The character sheet: header with portrait, points and wound track; attributes with their skills;
 * gear (weapons to attack with, armor to wear, equipment); background. Every code it shows comes
 * from the view functions (character-view.ts, character-gear.ts), which ask the rules.
 */
import { type AttributeKey, type SkillAttributeKey, attributeLabel, isAttributeKey } from "../../constants.ts";
import type { WoundLevel } from "../../rules/damage/damage.ts";
import type { SWD6Actor } from "../../documents/actor.ts";
import { getRuleSetting } from "../../settings.ts";
import { type SkillItemData, characterView } from "./character-view.ts";
import { type GearItemData, attributeRollCodes, gearView, skillCodeRefs } from "./character-gear.ts";
import { loadSkillAttributes } from "../craft/craft-documents.ts";
import { onHealAction, openAttackDialog } from "../on-demand/windows.ts";
import { checkDieCodeInput } from "../die-code-input.ts";
import { editRowItem, deleteRowItem, SWD6ActorSheet, enrichText, foundryFormat, foundryTranslator, notifyError, storedValue } from "../sheet-shared.ts";
import { sheetPart, primaryTabs } from "../sheet-parts.ts";
import { openRollDialog } from "../roll-dialog.ts";
import type { GearType } from "../../documents/creation/template-equipment.ts";
import { TURNED_FLAG } from "../../documents/dark-side.ts";
import { gainDarkSidePoint } from "../force-powers/dark-side-point.ts";
import { characterForcePowers, onToggleKeptUp, onUsePower } from "../force-powers/force-power-actions.ts";
import type { AdvanceRecord } from "../../rules/index.ts";
import { droidDegreeOptions } from "./being-options.ts";
import { beingData, itemData, itemsOfType, personData } from "../../data/document-data.ts";
import { createOwnedItems, systemFlag, updateSystem } from "../../data/document-writes.ts";

const { DialogV2 } = foundry.applications.api;

/** The Item types the Gear tab lists. */
const GEAR_TYPES: readonly GearType[] = ["weapon", "armor", "equipment"];

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptionsOf<CharacterSheet>;

/** The character sheet (Actor type `character`). */
export class CharacterSheet extends SWD6ActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["actor", "character"],
    position: { width: 780, height: 860 },
    actions: {
      rollAttribute: CharacterSheet.#onRollAttribute,
      rollSkill: CharacterSheet.#onRollSkill,
      setWoundLevel: CharacterSheet.#onSetWoundLevel,
      createSkill: CharacterSheet.#onCreateSkill,
      editItem: editRowItem,
      deleteItem: deleteRowItem,
      attack: CharacterSheet.#onAttack,
      toggleWorn: CharacterSheet.#onToggleWorn,
      createGear: CharacterSheet.#onCreateGear,
      toggleAdvance: CharacterSheet.#onToggleAdvance,
      advance: CharacterSheet.#onAdvance,
      undoAdvance: CharacterSheet.#onUndoAdvance,
      nextAdventure: CharacterSheet.#onNextAdventure,
      gainDarkSidePoint: CharacterSheet.#onGainDarkSidePoint,
      heal: onHealAction,
      usePower: onUsePower,
      toggleKeptUp: onToggleKeptUp,
    },
  };

  static override PARTS: Record<string, { template: string; scrollable?: string[] }> = {
    header: sheetPart("actor/character-header", true),
    tabs: sheetPart("actor/sheet-tabs", true),
    skills: sheetPart("actor/character-skills"),
    gear: sheetPart("actor/character-gear"),
    background: sheetPart("actor/character-background"),
    advance: sheetPart("actor/character-advance"),
  };

  /** Advance mode: clicking a trait raises it one pip instead of rolling it. Kept per open sheet. */
  #advanceMode = false;

  static override TABS = primaryTabs("SWD6.Sheet.Tab", [
    ["skills", "dice-d6"],
    ["gear", "suitcase"],
    ["background", "book-open"],
  ]);

  /** The actor, with the system's methods. */
  get swd6Actor(): SWD6Actor {
    return this.document;
  }

  protected override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const actor = this.document;
    const system = beingData(actor);
    if (!system) throw new Error(`${actor.name} is not a character, NPC or creature`);
    const person = personData(actor);
    const skills: SkillItemData[] = itemsOfType(actor.items, "skill");
    const gearItems: GearItemData[] = actor.items
      .filter((item) => GEAR_TYPES.includes(item.type as GearType))
      .map((item) => ({ id: item.id!, name: item.name, img: item.img ?? undefined, type: item.type, system: item.system }));
    const i18n = foundryTranslator();
    const species = itemsOfType(actor.items, "species")[0] ?? null;
    const sheet = characterView(
      system,
      skills,
      getRuleSetting("damageModel"),
      i18n,
      this.swd6Actor.dexterityArmorPenalty(),
      species?.system.attributes ?? null,
    );
    const skillAttributes = await loadSkillAttributes();
    const advanceMode = this.#advanceMode && this.isEditable;
    // Advance mode is opened between adventures: its view loads with its first opening.
    const advance =
      advanceMode && person
        ? (await import("./advance-view.ts")).advanceView(
            sheet,
            this.swd6Actor.advanceTargets(),
            { characterPoints: person.characterPoints, adventure: person.adventure, log: [...person.advances] as AdvanceRecord[] },
            i18n,
            foundryFormat,
          )
        : null;
    return Object.assign(context, {
      actor,
      system,
      sheet,
      forcePowers: characterForcePowers(actor, sheet.force.visible),
      gear: gearView(gearItems, this.swd6Actor.wornArmor(), skillCodeRefs(sheet, skills), i18n, {
        codes: attributeRollCodes(sheet),
        attributeOf: (key) => skillAttributes.get(key) ?? null,
      }),
      tabs: this._prepareTabs("primary"),
      enrichedBackground: await enrichText(person?.background ?? "", actor),
      droidDegrees: droidDegreeOptions(),
      speciesName: species?.name ?? "",
      advanceMode,
      advance,
      isGM: game.user.isGM,
      turned: systemFlag(actor, TURNED_FLAG) === true,
    });
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
    void updateSystem(item, { bonus: result.code });
  }

  /** Nothing dropped on a sheet its user may not edit changes the character. */
  protected override async _onDrop(event: DragEvent): Promise<void> {
    if (!this.isEditable) return;
    await super._onDrop(event);
  }

  /** A template dropped on the character makes it from that template (after asking, if it has skills). */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null> {
    if (!this.isEditable) return null;
    if (item.type !== "template") return super._onDropItem(event, item);
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
    if (!this.document.isOwner) return;
    await openRollDialog(this.swd6Actor.attributeRollRequest(target.dataset.attribute as AttributeKey));
  }

  static async #onRollSkill(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.document.isOwner) return;
    const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    if (itemId) await openRollDialog(this.swd6Actor.skillRollRequest(itemId));
  }

  static async #onSetWoundLevel(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    await updateSystem(this.document, { woundLevel: target.dataset.level as WoundLevel });
  }

  static async #onCreateSkill(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const attribute = target.dataset.attribute as SkillAttributeKey;
    const [item] = await createOwnedItems(this.document, [
      { name: game.i18n.localize("SWD6.Sheet.newSkill"), type: "skill", system: { attribute, bonus: "0D" } },
    ]);
    await item?.sheet?.render(true);
  }

  /** The owner attacks with a weapon: the attack dialog takes it from there. */
  static async #onAttack(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.document.isOwner) return;
    const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    const weapon = this.document.items.get(itemId ?? "");
    if (weapon?.type === "weapon") await openAttackDialog(this.swd6Actor, weapon);
  }

  /** Puts a piece of armor on or takes it off; what it does to the rolls follows from the rules. */
  static async #onToggleWorn(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    const armor = this.document.items.get(itemId ?? "");
    const system = itemData(armor, "armor");
    if (!armor || !system) return;
    const worn = system.worn === true;
    await updateSystem(armor, { worn: !worn });
  }

  /** Adds a new weapon, armor or piece of equipment and opens its sheet. */
  static async #onCreateGear(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const type = target.dataset.type as GearType;
    if (!GEAR_TYPES.includes(type)) return;
    const [item] = await createOwnedItems(this.document, [{ name: game.i18n.localize(`SWD6.Gear.new.${type}`), type }]);
    await item?.sheet?.render(true);
  }

  static async #onToggleAdvance(this: CharacterSheet): Promise<void> {
    if (!this.isEditable) return;
    this.#advanceMode = !this.#advanceMode;
    await this.render();
  }

  /**
   * Raises the clicked trait one pip after the owner confirms the cost and training time. Attributes
   * need the GM (R&E: raising an attribute is the GM's call), so only a GM confirms those; players
   * are told to ask.
   */
  static async #onAdvance(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const key = target.dataset.advanceKey ?? "";
    const located = this.swd6Actor.advanceTargets().find((entry) => entry.target.key === key);
    if (!located) return;
    if (located.target.kind === "attribute" && !game.user.isGM) {
      ui.notifications?.warn("SWD6.Advance.attributeNeedsGM", { localize: true });
      return;
    }
    const tooltip = target.dataset.tooltip ?? "";
    if (target.classList.contains("blocked")) {
      notifyError(tooltip);
      return;
    }
    const { kind, label: recorded } = located.target;
    const label = kind === "attribute" && isAttributeKey(recorded) ? game.i18n.localize(attributeLabel(recorded)) : recorded;
    const confirmed = await DialogV2.confirm({
      window: { title: "SWD6.Advance.confirmTitle" },
      content: `<p><strong>${foundry.utils.escapeHTML(label)}</strong></p><p>${foundry.utils.escapeHTML(tooltip)}</p>`,
      rejectClose: false,
    });
    if (!confirmed) return;
    try {
      await this.swd6Actor.advanceTrait(key);
    } catch (error) {
      notifyError((error as Error).message);
    }
  }

  /** Undoes the last advance, refunding its points, after asking. */
  static async #onUndoAdvance(this: CharacterSheet): Promise<void> {
    if (!this.isEditable) return;
    const confirmed = await DialogV2.confirm({
      window: { title: "SWD6.Advance.undo" },
      content: `<p>${game.i18n.localize("SWD6.Advance.undoConfirm")}</p>`,
      rejectClose: false,
    });
    if (!confirmed) return;
    try {
      await this.swd6Actor.undoLastAdvance();
    } catch {
      notifyError(game.i18n.localize("SWD6.Advance.problem.undo"));
    }
  }

  /** The GM ends the adventure for this character: each trait may be raised a pip again. */
  static async #onNextAdventure(this: CharacterSheet): Promise<void> {
    if (!game.user.isGM) return;
    const adventure = personData(this.document)?.adventure ?? 0;
    await updateSystem(this.document, { adventure: adventure + 1 });
  }

  /** The gamemaster gives a Dark Side point: the turning roll follows on its card (Reglas). */
  static async #onGainDarkSidePoint(this: CharacterSheet): Promise<void> {
    if (!game.user.isGM) return;
    await gainDarkSidePoint(this.document);
  }
}
