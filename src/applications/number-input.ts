/**
 * Number fields: a field's text read as a whole number of digits; and a sheet's submitted values
 * screened before the write against what their fields take (the data model's `min`, `max`,
 * `integer`, `nullable`, `choices`): a refused field gets its stored value back with a message
 * naming it, as a refused die-code field does (die-code-input.ts), so the sheet never shows a value
 * the document does not hold and the rest of the edit is saved. No Foundry global: the dialogs'
 * pure halves read their fields with it.
 */
import type { Formatter } from "./die-code-input.ts";

/** A number field read as a whole number: its value (null when blank), or `invalid` when it holds anything else. */
export interface WholeNumberEntry {
  value: number | null;
  invalid: boolean;
}

/**
 * Reads a field's text as a whole number: digits only, 0 or more, surrounding spaces ignored. Blank
 * is no value; anything else is invalid and never read as a part of itself: `"1e3"` and `"2e1"`
 * (which a browser's number input takes as valid floating-point numbers), `"3.5"`, `"-5"`, `"15abc"`.
 * @param text the field's text; absent is blank
 */
export function readWholeNumber(text: string | undefined): WholeNumberEntry {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return { value: null, invalid: false };
  const number = Number(trimmed);
  return /^\d+$/.test(trimmed) && Number.isSafeInteger(number) ? { value: number, invalid: false } : { value: null, invalid: true };
}

/** The localization key for a count that is no whole number (`{value}` typed, `{kept}` kept). */
export const WHOLE_NUMBER_REFUSED = "SWD6.Common.wholeNumberRefused";

/**
 * A dialog's count field (`name`) that must hold a whole number: once the user is done with it, text
 * that is none ("2e1", "5e-1", "2.5", which a browser's number input takes as numbers and `parseInt`
 * reads as 2 and 5) gets the field's last whole value back (its `defaultValue`), and the refusal is
 * returned for the user to see; a whole number becomes the value kept.
 * @param changed the field that changed
 * @param name the count field's name
 * @param committed whether the user is done with the field ("change") or still typing ("input")
 * @returns the refusal ({@link WHOLE_NUMBER_REFUSED}), else null
 */
export function keepWholeNumber(changed: HTMLElement, name: string, committed: boolean): { key: string; data: Record<string, string> } | null {
  const field = changed as HTMLInputElement;
  if (field.name !== name || !committed) return null;
  const typed = field.value.trim();
  const read = readWholeNumber(typed);
  if (read.invalid || read.value === null || field.validity?.badInput === true) {
    const kept = field.defaultValue;
    field.value = kept;
    return { key: WHOLE_NUMBER_REFUSED, data: { value: typed, kept } };
  }
  field.defaultValue = typed;
  return null;
}

/**
 * What a field of a document's data model takes, read from its schema field (Foundry's public
 * `NumberField`/`StringField` properties `nullable`, `integer`, `min`, `max`, `choices`).
 */
export interface FieldRule {
  /** The field's label in the user's language. */
  label: string;
  /** A number field; else a text field that lists its choices. */
  number: boolean;
  nullable: boolean;
  integer?: boolean;
  min?: number;
  max?: number;
  /** The values the field allows, when it lists them. */
  choices?: readonly string[];
}

/**
 * Why a submitted value breaks its field's rule, checked in this order: a number field given no
 * number (blank where it may not be null, or text), a fraction where it takes whole numbers, a
 * number below its `min` or above its `max`, a value outside its `choices`.
 * @param value the submitted value (a number input's number, null when blank; a select's text)
 * @param rule the field's rule
 * @returns the refusal's kind, which names its message `SWD6.Common.Refused.<kind>` (`{field}`,
 *   `{value}`, `{kept}`, and `{min}` or `{max}`), or null when the field takes the value
 */
export function fieldRefusal(value: unknown, rule: FieldRule): "number" | "integer" | "min" | "max" | "choice" | null {
  const number = rule.number && typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (rule.number && (number ?? "") === "") return rule.nullable ? null : "number";
  if (rule.number && !Number.isFinite(number)) return "number";
  if (rule.integer && !Number.isInteger(number)) return "integer";
  if ((number as number) < (rule.min ?? Number.NaN)) return "min";
  if ((number as number) > (rule.max ?? Number.NaN)) return "max";
  return rule.choices && !rule.choices.includes(String(number ?? "")) ? "choice" : null;
}

/**
 * Screens a sheet's submitted values against their fields' rules before the write, in place: a
 * changed value its field refuses gets the stored value back (or is left out when nothing is
 * stored), its form control shows the stored value again, and a message names the field by its
 * label; every other value goes on to be saved. A value equal to the stored one is the user's
 * no-edit and is left to the document.
 * @param form the sheet's form element
 * @param data the form's flat values (`{"system.forcePoints": -1}`); changed in place
 * @param ruleOf the rule of a field by its name, null for a field without one
 * @param stored the stored value of a field, as the document holds it (undefined when absent)
 * @param format translates the messages
 * @returns the messages, one per refused field, for the sheet to show
 */
export function refuseBrokenFieldValues(
  form: HTMLElement,
  data: Record<string, unknown>,
  ruleOf: (name: string) => FieldRule | null,
  stored: (name: string) => unknown,
  format: Formatter,
): string[] {
  const messages: string[] = [];
  for (const [name, value] of Object.entries(data)) {
    const kept = stored(name);
    const rule = value === kept ? null : ruleOf(name);
    const refusal = rule && fieldRefusal(value, rule);
    if (!rule || !refusal) continue;
    const control = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
    const typed = control?.value ?? String(value);
    if (kept === undefined) delete data[name];
    else data[name] = kept;
    const text = String(kept ?? "");
    if (control) control.value = text;
    messages.push(
      format(`SWD6.Common.Refused.${refusal}`, { field: rule.label, value: typed, kept: text || "—", min: String(rule.min), max: String(rule.max) }),
    );
  }
  return messages;
}
