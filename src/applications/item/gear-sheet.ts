/**
 * The sheets of a character's gear: weapons, armor and equipment. They share one layout (header,
 * the item's game values, description, cost and source) and differ in their game values.
 */
import { sheetPart } from "../sheet-parts.ts";
import { ItemSheet } from "./item-sheet.ts";
import { armorReadings, isMountedWeapon, submittedWeaponProperties, weaponOptions, weaponPropertyBoxes, weaponReadings } from "./gear-view.ts";
import { itemData } from "../../data/document-data.ts";
import { foundryTranslator } from "../sheet-shared.ts";

/** The sheet every piece of gear shares; each subclass names its own body template. */
export class GearSheet extends ItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["gear"],
    position: { width: 560, height: 720 },
  };

  protected override async _prepareItemContext(): Promise<Record<string, unknown>> {
    return { options: weaponOptions() };
  }
}

/**
 * The sheet of a `weapon` Item: a craft's weapon shows its mount too; its property boxes are those of
 * `CONFIG.SWD6.weaponProperties`.
 */
export class WeaponSheet extends GearSheet {
  static override DEFAULT_OPTIONS = { classes: ["weapon"], position: { width: 580, height: 760 } };
  static override PARTS = { body: sheetPart("item/weapon-sheet") };

  protected override async _prepareItemContext(): Promise<Record<string, unknown>> {
    const item = this.document;
    const system = itemData(item, "weapon");
    const mounted = system !== null && isMountedWeapon(system, item.parent?.type ?? null);
    return {
      ...(await super._prepareItemContext()),
      mounted,
      readings: system ? weaponReadings(system, foundryTranslator()) : {},
      properties: system ? weaponPropertyBoxes(system) : [],
    };
  }

  /** The boxes of the properties kept in `system.properties` (`properties.<key>`) become that list. */
  protected override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): Record<string, unknown> {
    const data = super._processFormData(event, form, formData) as Record<string, unknown>;
    const boxes = data.properties;
    if (boxes === null || typeof boxes !== "object") return data;
    delete data.properties;
    const stored = itemData(this.document, "weapon")?.properties ?? [];
    const submitted = data.system !== null && typeof data.system === "object" ? data.system : {};
    data.system = { ...submitted, properties: submittedWeaponProperties(stored, { ...boxes }) };
    return data;
  }
}

/** The sheet of an `armor` Item. */
export class ArmorSheet extends GearSheet {
  static override DEFAULT_OPTIONS = { classes: ["armor"], position: { width: 520, height: 620 } };
  static override PARTS = { body: sheetPart("item/armor-sheet") };

  protected override async _prepareItemContext(): Promise<Record<string, unknown>> {
    const system = itemData(this.document, "armor");
    return { ...(await super._prepareItemContext()), readings: system ? armorReadings(system, foundryTranslator()) : {} };
  }
}

/** The sheet of an `equipment` Item. */
export class EquipmentSheet extends GearSheet {
  static override DEFAULT_OPTIONS = { classes: ["equipment"], position: { width: 480, height: 560 } };
  static override PARTS = { body: sheetPart("item/equipment-sheet") };
}
