/**
 * Hotbar macros, pure: which dropped data makes a macro, and the macro's name, image and command.
 * Every command calls the `game.swd6rpg` API, which rolls for the speaking actor (the selected token,
 * else the user's character), so one macro serves whichever character the player has in hand.
 */
import { SYSTEM_ID, SYSTEM_PATH, attributeLabel } from "../constants.ts";
import type { AttributeDragData } from "../applications/actor/drag-data.ts";

/** The Item types a macro can be made of. */
export const MACRO_ITEM_TYPES = ["skill", "weapon", "force-power"] as const;

/** An Item type a macro can be made of. */
export type MacroItemType = (typeof MACRO_ITEM_TYPES)[number];

/** The API call each macro makes. */
export type MacroAction = "rollSkill" | "rollAttribute" | "attack" | "useForcePower";

/** A macro to create: its name, image and script. */
export interface MacroPlan {
  name: string;
  img: string;
  command: string;
}

/** The image of an attribute's macro: the system's die. */
export const ATTRIBUTE_MACRO_IMAGE = `${SYSTEM_PATH}/assets/d6.svg`;

/**
 * A macro's script: one call of the API with the argument quoted as JSON, so a name with quotes,
 * backslashes or line breaks stays one string (`game.swd6rpg.rollSkill("blaster");`).
 * @param action the API function
 * @param argument what it acts on: a skill key or name, an attribute key, a weapon's or power's name
 */
export function macroCommand(action: MacroAction, argument: string): string {
  return `game.${SYSTEM_ID}.${action}(${JSON.stringify(String(argument))});`;
}

/** An Item as a macro sees it (a document, or a compendium index entry). */
export interface MacroItem {
  type: string;
  name: string;
  img?: string | null;
  system?: { key?: unknown } | null;
}

/**
 * Whether what a uuid names reads as an Item for a macro: a type and a name that are texts, an image
 * that is one or none, and system data that is an object or none (a document, or a compendium's index
 * entry, which holds the type and name).
 * @param value what the uuid names
 */
export function isMacroItem(value: unknown): value is MacroItem {
  if (value === null || typeof value !== "object") return false;
  const { type, name, img, system } = value as Record<string, unknown>;
  const imgOk = img === undefined || img === null || typeof img === "string";
  return typeof type === "string" && typeof name === "string" && imgOk && (system === undefined || system === null || typeof system === "object");
}

/**
 * The macro of a dropped Item: a skill rolls by its key (so the macro works in every language and
 * for every character who has the skill), else by its name; a weapon opens the attack dialog; a
 * Force power is used. Any other Item makes no macro of ours.
 * @returns the macro, or null for an Item of another type or without a name
 */
export function macroForItem(item: MacroItem | null | undefined): MacroPlan | null {
  if (!item || typeof item.name !== "string" || item.name.trim() === "") return null;
  const img = typeof item.img === "string" && item.img ? item.img : ATTRIBUTE_MACRO_IMAGE;
  switch (item.type) {
    case "skill": {
      const key = typeof item.system?.key === "string" ? item.system.key.trim() : "";
      return { name: item.name, img, command: macroCommand("rollSkill", key || item.name) };
    }
    case "weapon":
      return { name: item.name, img, command: macroCommand("attack", item.name) };
    case "force-power":
      return { name: item.name, img, command: macroCommand("useForcePower", item.name) };
    default:
      return null;
  }
}

/**
 * The macro of a dropped attribute: named after the attribute in the user's language.
 * @param data the drag data (checked with `isAttributeDragData`, drag-data.ts)
 * @param localize `game.i18n.localize`
 */
export function macroForAttribute(data: AttributeDragData, localize: (key: string) => string): MacroPlan {
  return {
    name: localize(attributeLabel(data.attribute)),
    img: ATTRIBUTE_MACRO_IMAGE,
    command: macroCommand("rollAttribute", data.attribute),
  };
}
