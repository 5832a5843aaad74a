/**
 * A form's entries as text: what the system's dialogs read their fields from; the keyboard of their
 * windows (the first field focused as the window opens, Enter in any field confirms).
 */
import { SYSTEM_ID, SYSTEM_PATH } from "../constants.ts";

/**
 * The entries of a form as text, by field name: unchecked checkboxes are absent (as `FormData`
 * leaves them), file entries are left out, and a name that appears twice keeps its last value.
 * @param form the form element
 */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form).entries()) if (typeof value === "string") fields[name] = value;
  return fields;
}

/** The fields a user types into or chooses with. */
const FIELDS = 'input:not([type="hidden"], [type="button"], [type="submit"], [type="reset"]), select, textarea';

/**
 * Gives a window's first field the focus once the window is shown, after the window has placed its
 * own (Foundry focuses a field marked `autofocus`, so the field is marked too); its text is selected,
 * so typing replaces it.
 * @param root the window's element
 * @param field the field to focus; absent: the first enabled field of the window
 */
export function focusFirstField(root: HTMLElement, field?: HTMLElement | null): void {
  const first = field === undefined ? [...root.querySelectorAll<HTMLInputElement>(FIELDS)].find((element) => !element.disabled) : field;
  if (!first) return;
  first.setAttribute("autofocus", "");
  // The window may live in a popped-out window (v14).
  root.ownerDocument.defaultView?.requestAnimationFrame(() => {
    first.focus();
    if (first instanceof root.ownerDocument.defaultView!.HTMLInputElement && first.type !== "checkbox" && first.type !== "radio") first.select();
  });
}

/**
 * Lets Enter in any field of a form confirm it, as a browser's implicit submission does only from a
 * text field: a select or a checkbox confirms too. A disabled submit button keeps the form unsent;
 * Enter in a text area, on a button or while an input method composes stays theirs.
 * @param form the window's form
 */
export function submitOnEnter(form: HTMLFormElement): void {
  form.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    if (event.key !== "Enter" || event.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!target.matches(FIELDS) || target.tagName === "TEXTAREA") return;
    event.preventDefault();
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit && !submit.disabled) form.requestSubmit(submit);
  });
}

/** What {@link askFormDialog} shows. */
export interface FormDialogOptions {
  /** The window's title, localized. */
  title: string;
  /** The window's Font Awesome icon (`"fa-solid fa-heart-pulse"`). */
  icon: string;
  /** The window's own class, beside the system's. */
  windowClass: string;
  /** The window's width in pixels. */
  width: number;
  /** The form's Handlebars template, its path under the system's folder (`templates/apps/…hbs`). */
  template: string;
  /** What the template reads. */
  context: object;
  /** The confirming button; absent: only Cancel (a dialog that can only inform). */
  confirm?: { action: string; label: string; icon: string };
  /** Wires the form's live parts once it is shown. */
  render?: (form: HTMLElement) => void;
}

/**
 * Renders a form's template and shows it in core's `DialogV2` with a confirming button and Cancel (the
 * default is the confirming one, so Enter confirms), its first field focused.
 * @returns the form's entries ({@link formFields}) when confirmed; null when cancelled or closed
 */
export async function askFormDialog(options: FormDialogOptions): Promise<Record<string, string> | null> {
  const cancel = { action: "cancel", label: "SWD6.Roll.cancel", icon: "fa-solid fa-xmark", default: !options.confirm };
  const confirm = options.confirm && {
    ...options.confirm,
    default: true,
    callback: (_event: Event, button: HTMLButtonElement) => (button.form ? formFields(button.form) : null),
  };
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: options.title, icon: options.icon },
    classes: [SYSTEM_ID, options.windowClass],
    position: { width: options.width },
    content: await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/${options.template}`, options.context as never),
    buttons: confirm ? [confirm, cancel] : [cancel],
    // Every form dialog opens on its first field, and Enter in any field confirms (a select, a check box too).
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      const form = dialog.element.querySelector("form") ?? dialog.element;
      focusFirstField(form);
      if (form.tagName === "FORM") submitOnEnter(form as HTMLFormElement);
      options.render?.(dialog.element);
    },
    rejectClose: false,
  } as never);
  return result && typeof result === "object" ? (result as Record<string, string>) : null;
}
