/**
 * The choices the character, NPC and creature sheets offer in their selects, as
 * `{ value, label }` rows with localization keys.
 */
import { DROID_DEGREES } from "../../rules/characters/droid-degrees.ts";
import { termOptions } from "../../game-terms.ts";

/** One option of a select: its stored value and the localization key of its label. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A droid's degrees, "—" first (the book gives none). */
export function droidDegreeOptions(): SelectOption[] {
  return DROID_DEGREES.map((degree) => ({ value: degree, label: `SWD6.Droid.Degree.${degree || "none"}` }));
}

/** The scales a creature may have (R&E Rules, scale). */
export function scaleOptions(): SelectOption[] {
  return termOptions("scales");
}
