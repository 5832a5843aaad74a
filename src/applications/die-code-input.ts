/**
 * Checking die codes typed into sheet fields: a valid code is written the canonical way
 * (`"4d + 1"` becomes `"4D+1"`), a malformed one is refused with a message and the field gets its
 * old value back, so a typo never loses a character's code.
 */
import { formatDieCode, isDieCode, isSignedDieCode, isStatDieCode, parseDieCode } from "../rules/dice/die-code.ts";

/** Foundry's `game.i18n.format`, or the tests' stand-in. */
export type Formatter = (key: string, data: Record<string, string>) => string;

/** The localization key of the message for a malformed die code (`{value}` is the input). */
export const DIE_CODE_INVALID = "SWD6.Common.dieCodeInvalid";

/** The localization key of the message for a stat's die code below zero (`{value}` is the input). */
export const DIE_CODE_NEGATIVE = "SWD6.Common.dieCodeNegative";

/** The localization key of the message for a modifier typed where a stat's code belongs (`{value}` is the input). */
export const DIE_CODE_MODIFIER = "SWD6.Common.dieCodeModifier";

/** The attribute that marks a form field as holding a die code. */
export const DIE_CODE_ATTRIBUTE = "data-die-code";

/** What a typed die code turned out to be: the canonical code, or the message refusing it. */
export type DieCodeInput = { valid: true; code: string } | { valid: false; message: string };

/**
 * Checks one typed die code of a stat. A modifier's form (`"+2"`, `"+1D"`) is refused rather than
 * read as `0D+2` or `1D`: the user may have meant to add it, and a field is never rewritten silently.
 * @param text the field's value
 * @param format translates the refusal (`SWD6.Common.dieCodeInvalid`; `SWD6.Common.dieCodeModifier`
 *   for a signed code a stat could hold; `SWD6.Common.dieCodeNegative` for a stat below zero; with `{value}`)
 * @returns the code in canonical form (`"4D+1"`), or the localized message quoting the input
 */
export function checkDieCodeInput(text: unknown, format: Formatter): DieCodeInput {
  if (isStatDieCode(text) && !isSignedDieCode(text)) return { valid: true, code: formatDieCode(parseDieCode(text)) };
  const key = !isDieCode(text) ? DIE_CODE_INVALID : isStatDieCode(text) ? DIE_CODE_MODIFIER : DIE_CODE_NEGATIVE;
  return { valid: false, message: format(key, { value: String(text ?? "") }) };
}

/** A refused field: its name, the text typed, the value it keeps, and the message to show. */
export interface RefusedDieCode {
  name: string;
  typed: string;
  kept: string;
  message: string;
}

/**
 * Checks the die-code fields among a form's submitted values, in place: valid codes are made
 * canonical, malformed ones get their stored value back, so that the document keeps it. A field of a
 * list row (`system.forceSkills.1.code`) must keep its value this way rather than be left out: the
 * row is submitted whole, and a row without the field would be stored with the field's default.
 * @param data the form's flat values (`{"system.attributes.dex": "4d+1"}`); changed in place
 * @param names the names of the fields that hold die codes
 * @param current the stored value of a field, which a refused field keeps
 * @param format translates the refusal
 * @returns the refused fields, for the sheet to report and restore
 */
export function screenDieCodeValues(
  data: Record<string, unknown>,
  names: Iterable<string>,
  current: (name: string) => string,
  format: Formatter,
): RefusedDieCode[] {
  const refused: RefusedDieCode[] = [];
  for (const name of names) {
    if (!(name in data)) continue;
    const result = checkDieCodeInput(data[name], format);
    if (result.valid) {
      data[name] = result.code;
      continue;
    }
    const kept = current(name);
    refused.push({ name, typed: String(data[name]), kept, message: result.message });
    // A field with nothing stored is left out: the document's default is all it could keep.
    if (kept === "") delete data[name];
    else data[name] = kept;
  }
  return refused;
}

/**
 * The names of a form's die-code fields (those marked `data-die-code`); a field marked
 * `data-die-code="optional"` that was left empty is not one ("not printed" is a valid value).
 * @param form the sheet's form element
 */
export function dieCodeFieldNames(form: HTMLFormElement): string[] {
  return Array.from(form.querySelectorAll<HTMLInputElement>(`[${DIE_CODE_ATTRIBUTE}][name]`))
    .filter((input) => !(input.getAttribute(DIE_CODE_ATTRIBUTE) === "optional" && input.value.trim() === ""))
    .map((input) => input.name);
}

/**
 * Shows each refused field's message and puts its kept value back into the form.
 * @param form the sheet's form element
 * @param refused what {@link screenDieCodeValues} refused
 * @param notify shows an error to the user (`ui.notifications.error`)
 */
export function restoreRefusedFields(form: HTMLFormElement, refused: readonly RefusedDieCode[], notify: (message: string) => void): void {
  const inputs = Array.from(form.querySelectorAll<HTMLInputElement>(`[${DIE_CODE_ATTRIBUTE}][name]`));
  for (const field of refused) {
    for (const input of inputs) if (input.name === field.name) input.value = field.kept;
    notify(field.message);
  }
}

/** A sheet's form as it is submitted, as the checks of its values read it. */
export interface SubmittedForm {
  /** The sheet's form element. */
  form: HTMLFormElement;
  /** The form's flat values; a check changes them in place. */
  data: Record<string, unknown>;
  /** The stored value of a field, by its name. */
  stored: (name: string) => string;
  /** Translates a refusal. */
  format: Formatter;
  /** Shows an error to the user. */
  notify: (message: string) => void;
}

/**
 * The sheets' form check in one call: refuses the malformed codes among a form's die-code fields
 * (see {@link screenDieCodeValues}), reports them and puts the kept values back into the form.
 */
export function refuseMalformedDieCodes({ form, data, stored, format, notify }: SubmittedForm): void {
  restoreRefusedFields(form, screenDieCodeValues(data, dieCodeFieldNames(form), stored, format), notify);
}
