/**
 * A character's wound level as a token bar, both ways: the bar a token shows (`system.wounds`,
 * derived) and the wound level a value typed into the bar, or a change of it, stands for. The wound
 * level (`system.woundLevel`) stays the one record: the bar is a view of it, and a change of the
 * bar becomes a change of the level (`SWD6Actor#modifyTokenAttribute`).
 */
import { WOUND_LEVELS, type DamageModel, type WoundLevel, woundSeverity } from "../../rules/damage/damage.ts";

/** The token attribute that shows the wound level (the manifest's `primaryTokenAttribute`). */
export const WOUND_BAR_ATTRIBUTE = "wounds";

/**
 * What a token of a being may show: the wound level as a bar (`wounds`, derived; a change of the
 * bar changes the wound level, see `SWD6Actor#modifyTokenAttribute`), and the points and Move as
 * single values. Each being's model declares it (`metadata.trackable`).
 */
export const BEING_TRACKABLE_ATTRIBUTES = {
  bar: [WOUND_BAR_ATTRIBUTE],
  value: ["move", "forcePoints", "characterPoints", "darkSidePoints"],
};

/**
 * A wound level as a token bar: `value` is the level's rank from 0 (unhurt) to 6 (killed), `max` the
 * rank of the worst level, so the bar fills as the character is hurt (tables.json `wound_effects`,
 * R&E's seven levels; under the 1st-edition model "wounded twice" is simply never reached).
 *
 * @param level the character's wound level
 * @returns `{ value, max }`, whole numbers with 0 <= value <= max = 6
 * @throws RuleArgumentError for an unknown wound level
 */
export function woundBar(level: WoundLevel): { value: number; max: number } {
  return { value: woundSeverity(level), max: WOUND_LEVELS.length - 1 };
}

/** The wound level a being's data holds; "none" when it holds none the rules know. */
export function woundLevelIn(data: object): WoundLevel {
  const level = (data as { woundLevel?: unknown }).woundLevel;
  return WOUND_LEVELS.find((known) => known === level) ?? "none";
}

/**
 * The wound level a change of the bar stands for: the rank entered (or the current rank plus the
 * change), rounded to a whole step and kept between unhurt (0) and killed (6). Under the 1st-edition
 * model (`"ratio"`), which has no "wounded twice" (Grundregeln: a wounded character wounded again falls
 * unconscious), that rank goes on in the direction of the change: to incapacitated going up, to
 * wounded going down.
 *
 * @param current the character's wound level now
 * @param value the value entered in the bar, or the change when `isDelta`
 * @param isDelta whether `value` is a change (`+1`, `-2`) rather than the new value
 * @param model the world's damage model
 * @returns the new wound level, or null when `value` is not a number
 * @throws RuleArgumentError for an unknown current level
 */
export function woundLevelFromBar(current: WoundLevel, value: number, isDelta: boolean, model: DamageModel): WoundLevel | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  const from = woundSeverity(current, "current");
  const rank = Math.min(WOUND_LEVELS.length - 1, Math.max(0, Math.round(isDelta ? from + value : value)));
  const level = WOUND_LEVELS[rank];
  if (level !== "wounded-twice" || model !== "ratio") return level;
  return rank > from ? "incapacitated" : "wounded";
}
