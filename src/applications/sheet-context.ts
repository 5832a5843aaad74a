/**
 * What every sheet's view shares: select options and list fields read back from a form (the
 * translator and skill names in the user's language are src/labels.ts's).
 */
import { attributeLabel } from "../constants.ts";
import { gameTerms, termOptions } from "../game-terms.ts";
import { type Translator, skillNameKey } from "../labels.ts";

/** An option of a select box: the stored value and the localization key of its label. */
export interface SelectOption {
  value: string;
  label: string;
}

/** The choices of a skill's attribute: the attributes of `CONFIG.SWD6` and the Force skills. */
export function skillAttributeOptions(): SelectOption[] {
  return [...termOptions("attributes"), { value: "force", label: attributeLabel("force") }];
}

/**
 * The skill keys a skill's key field offers: every skill of `CONFIG.SWD6.skills` (a module's among
 * them), `{ value, label }` with its name in the reader's language, sorted by it.
 */
export function skillKeyOptions(i18n: Translator): SelectOption[] {
  return Object.keys(gameTerms().skills)
    .map((value) => ({ value, label: i18n.localize(skillNameKey(value)) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.lang));
}

/**
 * A list field as the form submits it: fields named `system.skills.0.name`, `system.skills.1.name`
 * arrive as an object keyed by index, which becomes the array in index order. Anything else is
 * returned as it is.
 * @param value the expanded form value
 */
export function listFromForm(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  if (!entries.every(([key]) => /^\d+$/.test(key))) return value;
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, entry]) => entry);
}

/**
 * A text area's entries, one a line: each trimmed, blank lines left out.
 * @param text the text as typed (any line ending)
 */
export function linesList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * Turns text areas of one entry a line into lists, in place (see {@link linesList}).
 * @param data the form's expanded values
 * @param paths where the text areas are, dot-separated (`"system.requiredPowers"`); absent ones are skipped
 */
export function restoreLines(data: Record<string, unknown>, paths: readonly string[]): void {
  for (const path of paths) {
    const field = fieldHolder(data, path);
    if (field && typeof field.holder[field.key] === "string") field.holder[field.key] = linesList(field.holder[field.key] as string);
  }
}

/** The object that holds a dot-separated path's last key, and that key; null where the path is absent. */
function fieldHolder(data: Record<string, unknown>, path: string): { holder: Record<string, unknown>; key: string } | null {
  const keys = path.split(".");
  const key = keys.pop()!;
  let parent: unknown = data;
  for (const step of keys) parent = parent !== null && typeof parent === "object" ? (parent as Record<string, unknown>)[step] : undefined;
  if (parent === null || typeof parent !== "object" || !(key in parent)) return null;
  return { holder: parent as Record<string, unknown>, key };
}

/**
 * Turns list fields of a submitted form back into arrays, in place (see {@link listFromForm}): the
 * rows of `system.forceSkills` arrive as `{ "0": {...}, "1": {...} }` and are stored as a list.
 * @param data the form's expanded values (`{ system: { forceSkills: { "0": {...} } } }`)
 * @param paths where the lists are, dot-separated (`"system.forceSkills"`); absent ones are skipped
 */
export function restoreLists(data: Record<string, unknown>, paths: readonly string[]): void {
  for (const path of paths) {
    const field = fieldHolder(data, path);
    if (field) field.holder[field.key] = listFromForm(field.holder[field.key]);
  }
}
