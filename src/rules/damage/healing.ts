/**
 * Healing: medpacs, bacta (rejuvenation) tanks and natural healing.
 *
 * Rules: Reglas ("Curación y Medpacs": a medpac allows one medicine roll per combat round of
 * treatment, its difficulty depending on the wound; a rejuvenation tank heals in "2D horas, días o
 * semanas": incapacitated "2D días", mortally wounded 2D weeks; without one, a Strength roll every
 * day "empezando el día después de la herida", looked up in the natural healing table); the tables
 * themselves from reference-data tables.json `healing` (R&E medpac difficulties and effects, R&E
 * natural healing table).
 */
import { type DamageModel, DAMAGE_MODELS, type WoundLevel, WOUND_LEVELS, worsenWound } from "./damage.ts";
import { type DifficultyLevel, type ShiftedDifficulty, meetsDifficulty, shiftDifficulty } from "../dice/difficulty.ts";
import type { DieCode } from "../dice/die-code.ts";
import { requireInteger, requireOneOf } from "../errors.ts";

/** The wound levels that can be treated: every level but none and killed. */
export type TreatableWound = Exclude<WoundLevel, "none" | "killed">;

const TREATABLE: readonly TreatableWound[] = ["stunned", "wounded", "wounded-twice", "incapacitated", "mortally-wounded"];

function requireTreatable(level: WoundLevel): TreatableWound {
  return requireOneOf("level", level, TREATABLE);
}

/**
 * One level better, as a successful medpac or a good natural healing roll makes it (tables.json:
 * stunned and wounded are fully healed, wounded twice → wounded, incapacitated → wounded twice,
 * mortally wounded → incapacitated). The 1st-edition model has no wounded twice: incapacitated → wounded.
 */
function improveWound(level: TreatableWound, model: DamageModel): WoundLevel {
  if (level === "stunned" || level === "wounded") return "none";
  if (level === "incapacitated" && model === "ratio") return "wounded";
  return WOUND_LEVELS[WOUND_LEVELS.indexOf(level) - 1];
}

const MEDPAC_DIFFICULTY: Readonly<Record<TreatableWound, DifficultyLevel>> = {
  stunned: "very-easy",
  wounded: "easy",
  "wounded-twice": "easy",
  incapacitated: "moderate",
  "mortally-wounded": "difficult",
};

/**
 * The difficulty level of a medpac roll (first aid, or Technical) by the patient's wound level
 * (tables.json `healing.medpac`): stunned (or unconscious from stuns) Very Easy, wounded and wounded
 * twice Easy, incapacitated Moderate, mortally wounded Difficult. Each further medpac used on the
 * same patient that day makes it one level harder. Using a medpac on oneself costs -1D on the roll
 * (a `modifier` for `rollCode`). The roll dialog turns the level into a number with `difficultyNumberFor`.
 *
 * @param level the patient's wound level, neither none nor killed
 * @param medpacsUsedToday medpacs already used on this patient today, an integer >= 0; default 0
 * @throws RuleArgumentError for an untreatable or unknown level, or a bad count
 */
export function medpacDifficulty(level: WoundLevel, medpacsUsedToday = 0): DifficultyLevel {
  return medpacShiftedDifficulty(level, medpacsUsedToday).level;
}

/**
 * The medpac difficulty with the levels it went past Heroic ({@link medpacDifficulty}; `shiftDifficulty`):
 * a mortally wounded patient's fifth medpac of the day is two levels past Heroic, which
 * `shiftedDifficultyNumber` makes Heroic +20.
 *
 * @param level the patient's wound level, neither none nor killed
 * @param medpacsUsedToday medpacs already used on this patient today, an integer >= 0; default 0
 * @throws RuleArgumentError for an untreatable or unknown level, or a bad count
 */
export function medpacShiftedDifficulty(level: WoundLevel, medpacsUsedToday = 0): ShiftedDifficulty {
  const treatable = requireTreatable(level);
  return shiftDifficulty(MEDPAC_DIFFICULTY[treatable], requireInteger("medpacsUsedToday", medpacsUsedToday, 0));
}

/** The outcome of a medpac roll. */
export interface MedpacOutcome {
  /** The patient's wound level after the treatment. */
  level: WoundLevel;
  /** The roll missed by more than 10: no more medpacs on this patient for 24 hours. */
  lockedOut: boolean;
}

/**
 * A medpac roll (tables.json `healing.medpac`): success heals one level; failure changes nothing;
 * missing by more than 10 also forbids medpacs on this patient for 24 hours. The medpac is used up
 * either way. Reglas allows one roll per combat round spent on the patient.
 *
 * @param level the patient's wound level, neither none nor killed
 * @param roll the first aid total, an integer
 * @param difficulty the difficulty number, an integer (from {@link medpacDifficulty})
 * @param model the damage model (the 1st-edition one has no wounded twice to heal into)
 * @throws RuleArgumentError for an untreatable or unknown level, non-integer numbers or an unknown model
 */
export function medpacTreatment(level: WoundLevel, roll: number, difficulty: number, model: DamageModel): MedpacOutcome {
  const treatable = requireTreatable(level);
  requireInteger("roll", roll);
  requireInteger("difficulty", difficulty);
  requireOneOf("model", model, DAMAGE_MODELS);
  if (meetsDifficulty(roll, difficulty)) return { level: improveWound(treatable, model), lockedOut: false };
  return { level, lockedOut: difficulty - roll > 10 };
}

/**
 * The medicine difficulty of putting a patient in a bacta tank: Easy. The fan sources disagree
 * (REUP "Easy (A) medicine", a house-rule page "Very easy (A) Medicine"; the R&E text was not
 * found); REUP is the primary source of the reference data, so Easy it is.
 */
export const BACTA_TANK_DIFFICULTY: DifficultyLevel = "easy";

/** How long a bacta tank takes: roll `dice` and read the total in `unit`. */
export interface BactaTankTime {
  dice: DieCode;
  unit: "hours" | "days" | "weeks";
}

/**
 * The time a rejuvenation (bacta) tank takes to heal a wound (Reglas): 2D hours for a wound
 * (wounded twice too), 2D days for incapacitated, 2D weeks for mortally wounded. REUP prints shorter
 * times (1D hours, 4D hours, 1D days; tables.json `healing.bacta_tank`); the seed is the rule here.
 *
 * @param level the patient's wound level
 * @returns the dice and their unit, or null for none and stunned (nothing to heal) and killed
 * @throws RuleArgumentError for an unknown level
 */
export function bactaTankTime(level: WoundLevel): BactaTankTime | null {
  requireOneOf("level", level, WOUND_LEVELS);
  const twoDice = { dice: 2, pips: 0 };
  if (level === "wounded" || level === "wounded-twice") return { dice: twoDice, unit: "hours" };
  if (level === "incapacitated") return { dice: twoDice, unit: "days" };
  if (level === "mortally-wounded") return { dice: twoDice, unit: "weeks" };
  return null;
}

/** Wound levels that heal naturally: the rows of the natural healing table. */
export type NaturallyHealingWound = "wounded" | "wounded-twice" | "incapacitated" | "mortally-wounded";

const NATURAL_ROWS: readonly NaturallyHealingWound[] = ["wounded", "wounded-twice", "incapacitated", "mortally-wounded"];

/** Each row's top totals that worsen and that leave the level as it is; higher totals improve it. */
const NATURAL_HEALING: Readonly<Record<NaturallyHealingWound, { worsensUpTo: number; remainsUpTo: number; restDays: number }>> = {
  wounded: { worsensUpTo: 4, remainsUpTo: 6, restDays: 3 },
  "wounded-twice": { worsensUpTo: 4, remainsUpTo: 6, restDays: 3 },
  incapacitated: { worsensUpTo: 6, remainsUpTo: 8, restDays: 14 },
  "mortally-wounded": { worsensUpTo: 6, remainsUpTo: 8, restDays: 35 },
};

/**
 * The days between natural healing rolls. 1st edition (Reglas): every day, starting the day after
 * the wound. R&E (tables.json): after the rest period of the level: wounded and wounded twice 3 days,
 * incapacitated 2 weeks, mortally wounded 1 month (35 standard days).
 *
 * @param level the wound level being healed
 * @param model the damage model, standing for the edition
 * @throws RuleArgumentError for a level without a natural healing row, or an unknown model
 */
export function naturalHealingRestDays(level: WoundLevel, model: DamageModel): number {
  const row = requireOneOf("level", level, NATURAL_ROWS);
  return requireOneOf("model", model, DAMAGE_MODELS) === "ratio" ? 1 : NATURAL_HEALING[row].restDays;
}

/** Where a natural healing roll takes the character. */
export type HealingTrend = "worsens" | "remains" | "improves";

/** The outcome of a natural healing roll: the trend and the wound level it leads to (`"killed"` when the character dies). */
export interface NaturalHealingOutcome {
  trend: HealingTrend;
  level: WoundLevel;
}

/**
 * A natural healing roll, looked up in the natural healing table (tables.json `healing.natural`, R&E):
 * - wounded: 2-4 worsens to wounded twice, 5-6 remains, 7+ fully healed;
 * - wounded twice: 2-4 worsens to incapacitated, 5-6 remains, 7+ improves to wounded;
 * - incapacitated: 2-6 worsens to mortally wounded, 7-8 remains, 9+ improves to wounded twice;
 * - mortally wounded: 2-6 dies, 7-8 remains, 9+ improves to incapacitated.
 * A total below 2 falls in the lowest band (one transcription prints 0-4 and 0-6). The roll is the
 * full Strength, no wound penalty (`woundPenalty(…, "natural-healing")`); R&E gives -1D to a
 * character who works or adventures meanwhile and +1D to one who rests twice the period.
 * Under the 1st-edition model a step lands on its own ladder (Grundregeln: wounded again is
 * incapacitated), so wounded worsens to incapacitated and incapacitated improves to wounded.
 *
 * @param level the wound level being healed
 * @param strengthRoll the Strength total, an integer
 * @param model the damage model
 * @throws RuleArgumentError for a level without a row (none, stunned, killed), a non-integer total
 *   or an unknown model
 */
export function naturalHealing(level: WoundLevel, strengthRoll: number, model: DamageModel): NaturalHealingOutcome {
  const row = requireOneOf("level", level, NATURAL_ROWS);
  requireInteger("strengthRoll", strengthRoll);
  requireOneOf("model", model, DAMAGE_MODELS);
  const { worsensUpTo, remainsUpTo } = NATURAL_HEALING[row];
  if (strengthRoll <= worsensUpTo) return { trend: "worsens", level: worsenWound(row, model) };
  if (strengthRoll <= remainsUpTo) return { trend: "remains", level: row };
  return { trend: "improves", level: improveWound(row, model) };
}
