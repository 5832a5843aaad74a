/**
 * A form's entries as text: what the system's dialogs read their fields from.
 */

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
