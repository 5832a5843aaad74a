/**
 * Damage: the damage roll against the Strength roll (plus armor) gives a wound level, and a new
 * wound on top of an old one makes it worse.
 *
 * Two damage models, a world setting (RULES-MAP "Damage and healing"):
 * - `"ratio"`, 1st edition (Grundregeln "Schadenswurf ≥ 2 x Stärkewurf: Verteidiger bewusstlos",
 *   Reglas "Tirada de daño dos veces la tirada de fortaleza … Incapacitado");
 * - `"difference"`, 2nd edition R&E (R&E Rules "Four points of damage, which sets Sandor at the
 *   Wound status"; reference-data tables.json `character_damage_chart`).
 */
import { damageChartRow } from "./damage-chart.ts";
import { requireNumber, requireOneOf } from "../errors.ts";

/** A character's wound level, from unhurt to dead. `"wounded-twice"` exists only in R&E. */
export type WoundLevel = "none" | "stunned" | "wounded" | "wounded-twice" | "incapacitated" | "mortally-wounded" | "killed";

/** Every wound level, from the least to the most severe: a later level is always worse. */
export const WOUND_LEVELS: readonly WoundLevel[] = ["none", "stunned", "wounded", "wounded-twice", "incapacitated", "mortally-wounded", "killed"];

/** Every damage model; the first is the default (R&E). */
export const DAMAGE_MODELS = ["difference", "ratio"] as const;

/** How the damage roll is compared with the Strength roll: 1st edition `"ratio"`, R&E `"difference"`. */
export type DamageModel = (typeof DAMAGE_MODELS)[number];

/**
 * The wound level a damage roll inflicts against a resistance roll.
 *
 * - `"ratio"` (Grundregeln and Reglas): below the resistance stunned; at least the resistance wounded;
 *   at least twice incapacitated; at least three times mortally wounded. It never gives `"none"`
 *   (a hit always stuns) nor `"killed"`. A resistance total below 1 (a 0D code, negative pips)
 *   counts as 1: multiples of 0 would make every hit mortal (3 × 0 = 0), and multiples of a
 *   negative total would fall below it and turn the bands upside down; a Strength roll with at
 *   least one die never totals less than 1 anyway.
 * - `"difference"` (R&E Rules, tables.json), read on the damage chart (`damageChartRow`): damage
 *   minus resistance below 0 none; 0-3 stunned; 4-8 wounded; 9-12 incapacitated; 13-15 mortally
 *   wounded; 16+ killed. A tie stuns (tables.json prints 0-3; one transcription prints 1-3, which
 *   would make a tie harmless).
 *
 * @param damage the damage roll's total (any finite number; totals can be negative with negative pips)
 * @param resistance the Strength roll's total, armor included
 * @param model the damage model
 * @throws RuleArgumentError for a non-finite total or an unknown model
 */
export function resolveDamage(damage: number, resistance: number, model: DamageModel): WoundLevel {
  requireNumber("damage", damage);
  requireNumber("resistance", resistance);
  requireOneOf("model", model, DAMAGE_MODELS);
  if (model === "ratio") {
    const strength = Math.max(resistance, 1);
    if (damage < strength) return "stunned";
    if (damage >= 3 * strength) return "mortally-wounded";
    if (damage >= 2 * strength) return "incapacitated";
    return "wounded";
  }
  return CHART_WOUNDS[damageChartRow(damage, resistance)];
}

/** The wound level of each row of the damage chart (R&E Rules, tables.json `character_damage_chart`). */
const CHART_WOUNDS: readonly WoundLevel[] = ["none", "stunned", "wounded", "incapacitated", "mortally-wounded", "killed"];

/**
 * A wound level's rank in {@link WOUND_LEVELS}: 0 for `"none"` up to 6 for `"killed"`.
 * @throws RuleArgumentError for an unknown wound level (the argument is named `argument`)
 */
export function woundSeverity(level: WoundLevel, argument = "level"): number {
  return WOUND_LEVELS.indexOf(requireOneOf(argument, level, WOUND_LEVELS));
}

/**
 * The level one step worse than `level` for a character who is wounded again.
 * R&E (tables.json `wound_effects`): wounded → wounded twice → incapacitated → mortally wounded.
 * 1st edition (Grundregeln "Ein Charakter, der bereits verwundet ist und erneut verwundet wird, wird
 * stattdessen bewusstlos"): wounded → incapacitated; it has no wounded twice, so a character who
 * carries that level from the other model steps to incapacitated as in R&E.
 * A mortally wounded character who is wounded again is killed, the only level left (tables.json's
 * mortally-wounded paragraph is cut off before it says what a further wound does). A character not
 * yet wounded (none, stunned) becomes wounded; killed stays killed.
 * @throws RuleArgumentError for an unknown level or model
 */
export function worsenWound(level: WoundLevel, model: DamageModel): WoundLevel {
  requireOneOf("model", model, DAMAGE_MODELS);
  if (woundSeverity(level) < woundSeverity("wounded")) return "wounded";
  if (level === "wounded" && model === "ratio") return "incapacitated";
  return WOUND_LEVELS[Math.min(woundSeverity(level) + 1, WOUND_LEVELS.length - 1)];
}

/**
 * The wound level after a new result lands on a character's current one.
 *
 * A stun or no effect never lowers a worse level: the result is the worse of the two. A wound
 * (wounded or worse) on a character already wounded or worse moves the level one step with
 * {@link worsenWound}, or to the inflicted level if that is worse still:
 * - R&E (R&E Rules, Sandor; tables.json `wound_effects`): wounded + wounded → wounded twice;
 *   wounded twice + wounded → incapacitated; incapacitated + wounded or incapacitated → mortally
 *   wounded; mortally wounded + any wound → killed.
 * - 1st edition (Grundregeln): wounded + wounded → incapacitated; the further steps as in R&E.
 * The tables do not say what a worse result than the next step does (incapacitated + mortally
 * wounded): the inflicted level stands, which keeps the result monotone in both arguments.
 * Stuns accumulating into unconsciousness (R&E) are tracked by the caller, not by the level.
 *
 * @param current the character's wound level
 * @param inflicted the level {@link resolveDamage} gave for the new hit
 * @param model the damage model
 * @returns a level at least as severe as both arguments
 * @throws RuleArgumentError for an unknown level or model
 */
export function combineWounds(current: WoundLevel, inflicted: WoundLevel, model: DamageModel): WoundLevel {
  const currentRank = woundSeverity(current, "current");
  const inflictedRank = woundSeverity(inflicted, "inflicted");
  requireOneOf("model", model, DAMAGE_MODELS);
  const wound = woundSeverity("wounded");
  if (currentRank < wound || inflictedRank < wound) return WOUND_LEVELS[Math.max(currentRank, inflictedRank)];
  return WOUND_LEVELS[Math.max(woundSeverity(worsenWound(current, model)), inflictedRank)];
}
