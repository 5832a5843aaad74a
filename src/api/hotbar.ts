/**
 * Hotbar drops: a skill, weapon or Force power Item, or an attribute dragged from the character
 * sheet, becomes a macro that rolls it for the speaking actor. Other drops are left to Foundry.
 */
import { SYSTEM_ID } from "../constants.ts";
import { type MacroPlan, isMacroItem, macroForAttribute, macroForItem } from "./macros.ts";
import { isAttributeDragData } from "../applications/actor/drag-data.ts";
import { createMacro } from "../data/document-writes.ts";

/** The macro a drop makes, read synchronously (the hook must answer at once whether it handles the drop). */
export function macroForDrop(data: unknown): MacroPlan | null {
  if (isAttributeDragData(data)) return macroForAttribute(data, (key) => game.i18n.localize(key));
  const { type, uuid } = (data ?? {}) as { type?: unknown; uuid?: unknown };
  if (type !== "Item" || typeof uuid !== "string") return null;
  // A world or embedded Item, or a compendium's index entry (which holds the type and name).
  const item: unknown = foundry.utils.fromUuidSync(uuid);
  return macroForItem(isMacroItem(item) ? item : null);
}

/** Creates the macro, or reuses the user's identical one, and puts it in the slot. */
async function assignMacro(plan: MacroPlan, slot: number | undefined): Promise<void> {
  const existing = game.macros?.find((macro) => macro.name === plan.name && (macro as { command?: string }).command === plan.command && macro.isOwner);
  const macro =
    existing ?? (await createMacro({ name: plan.name, type: "script", img: plan.img, command: plan.command, flags: { [SYSTEM_ID]: { hotbar: true } } }));
  if (macro) await game.user.assignHotbarMacro(macro, (slot ?? null) as never);
}

/**
 * The `hotbarDrop` hook: makes the macro of a drop it knows and stops Foundry's own handling.
 * @returns false when the drop was handled, undefined otherwise
 */
export function onHotbarDrop(_hotbar: unknown, data: unknown, slot: number | undefined): false | void {
  let plan: MacroPlan | null;
  try {
    plan = macroForDrop(data);
  } catch {
    plan = null;
  }
  if (!plan) return;
  void assignMacro(plan, slot);
  return false;
}

/** Registers the hotbar drop hook. Call once, at `init`. */
export function registerHotbarMacros(): void {
  (Hooks.on as (name: string, fn: (...args: never[]) => unknown) => number)("hotbarDrop", onHotbarDrop);
}
