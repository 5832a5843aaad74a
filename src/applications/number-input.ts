/**
 * Number fields: a field's text read as a whole number of digits; and the
 * number fields of a sheet whose write the document refused (a value the data model does not take,
 * or a cleared field where a number is needed): each gets its stored value back and a message, as a
 * refused die-code field does (die-code-input.ts), so the sheet never shows a value the document
 * does not hold. No Foundry global: the dialogs' pure halves read their fields with it.
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

/** The localization key for a cleared number field (`{kept}` is the value it keeps). */
export const NUMBER_CLEARED = "SWD6.Common.numberCleared";

/** The localization key for a refused number (`{value}` typed, `{kept}` kept). */
export const NUMBER_REFUSED = "SWD6.Common.numberRefused";

/** A number field the write changed and the document refused: its name, the text typed and the value kept. */
export interface RefusedNumber {
  name: string;
  typed: string;
  kept: string;
  message: string;
}

/** Whether a field's text and its stored value differ as numbers (`"5"` and `"5.0"` are the same). */
function differs(text: string, stored: string): boolean {
  if (text.trim() === "" || stored === "") return text.trim() !== stored;
  return Number(text) !== Number(stored);
}

/**
 * After a refused write: every number field of the form whose text is not its stored value gets the
 * stored value back, with a message (a cleared field: {@link NUMBER_CLEARED}; another value:
 * {@link NUMBER_REFUSED}).
 * @param form the sheet's form element
 * @param stored the stored value of a field, as text ("" when none)
 * @param format translates the messages
 * @returns the fields put back, each with its message for the sheet to show
 */
export function restoreRefusedNumbers(form: HTMLElement, stored: (name: string) => string, format: Formatter): RefusedNumber[] {
  const refused: RefusedNumber[] = [];
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="number"][name]')) {
    const kept = stored(input.name);
    if (!differs(input.value, kept)) continue;
    const typed = input.value;
    const message = typed.trim() === "" ? format(NUMBER_CLEARED, { kept }) : format(NUMBER_REFUSED, { value: typed, kept });
    input.value = kept;
    refused.push({ name: input.name, typed, kept, message });
  }
  return refused;
}
