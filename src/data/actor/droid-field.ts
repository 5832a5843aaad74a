/**
 * What makes a character or an NPC a droid (R&E Rules, droids): the model it is, its degree (first
 * degree medical and analytical droids to fifth degree labor droids), its price, and whether a
 * restraining bolt is fitted. A droid has no Force sensitivity and never holds Force points.
 */
import { textField } from "../fields.ts";
import { DROID_DEGREES } from "../../rules/characters/droid-degrees.ts";

const fields = foundry.data.fields;

/** The `droid` schema field of characters and NPCs; `isDroid: false` for every living being. */
export function droidField() {
  return new fields.SchemaField({
    isDroid: new fields.BooleanField({ initial: false, label: "SWD6.Droid.isDroid" }),
    model: textField("SWD6.Droid.model"),
    degree: new fields.StringField({ required: true, blank: true, initial: "", choices: [...DROID_DEGREES], label: "SWD6.Droid.degree" }),
    cost: textField("SWD6.Droid.cost"),
    restrainingBolt: new fields.BooleanField({ initial: false, label: "SWD6.Droid.restrainingBolt" }),
  });
}

/**
 * Throws when a droid is marked Force-sensitive or holds Force points (R&E: droids cannot use the
 * Force). `system` is a character's or NPC's source data, whole or in part.
 * @throws Error with the localized `SWD6.Droid.noForce` as its message (the key itself before the
 *   languages are loaded), which Foundry reports as the update's validation failure
 */
export function validateDroidForce(system: { droid?: { isDroid?: boolean }; forceSensitive?: boolean; forcePoints?: number }): void {
  if (!system.droid?.isDroid) return;
  if (system.forceSensitive === true || (system.forcePoints ?? 0) > 0) {
    const i18n = (globalThis as { game?: { i18n?: { localize(key: string): string } } }).game?.i18n;
    throw new Error(i18n?.localize("SWD6.Droid.noForce") ?? "SWD6.Droid.noForce");
  }
}
