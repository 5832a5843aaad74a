/**
 * A form's entries as text: what the system's dialogs read their fields from.
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
 * default is the confirming one, so Enter confirms).
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
    render: options.render && ((_event: Event, dialog: { element: HTMLElement }) => options.render?.(dialog.element)),
    rejectClose: false,
  } as never);
  return result && typeof result === "object" ? (result as Record<string, string>) : null;
}
