/**
 * What a sheet its user may not edit still lets them do: switch tabs, make a character from a
 * template, and roll for a character they own. The templates mark those controls; every other
 * control of a read-only sheet is locked.
 */

/** Marks a control anyone who may see the sheet may use: a tab, "Create character". */
export const VIEW_CONTROL = "data-view-control";

/** Marks a control that rolls for the sheet's actor: its owner may use it on a read-only sheet too. */
export const ROLL_CONTROL = "data-roll-control";

/** The elements a sheet's user may operate: the form's fields and the buttons. */
const CONTROLS = "input, select, textarea, button";

/** Who is looking at a sheet. */
export interface SheetAccess {
  /** The user may edit the document (`DocumentSheetV2#isEditable`). */
  editable: boolean;
  /** The user owns the sheet's actor, so its rolls are theirs to make. */
  mayRoll: boolean;
}

/**
 * Sorts a rendered sheet's controls for its user. On an editable sheet nothing changes. On a
 * read-only one the view controls, and the roll controls when the user may roll, are enabled (Foundry
 * disables every control of such a sheet's form); every other control is locked: buttons, inputs and
 * selects disabled, text areas made read-only, so that long text can still be scrolled and copied.
 * Safe to call again after each render.
 * @param root the sheet's element, or any element holding rendered controls
 * @param access whether the user may edit the document and roll for it
 * @returns the controls left usable on a read-only sheet (none are listed for an editable one)
 */
export function applySheetAccess(root: ParentNode, access: SheetAccess): HTMLElement[] {
  if (access.editable) return [];
  const usable: HTMLElement[] = [];
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLButtonElement | HTMLTextAreaElement>(CONTROLS)) {
    if (control.tagName === "TEXTAREA") {
      (control as HTMLTextAreaElement).readOnly = true;
      control.disabled = false;
      continue;
    }
    const open = control.hasAttribute(VIEW_CONTROL) || (access.mayRoll && control.hasAttribute(ROLL_CONTROL));
    control.disabled = !open;
    if (open) usable.push(control);
  }
  return usable;
}
