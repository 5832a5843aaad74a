/**
 * Scale: characters, speeders, walkers, starfighters, capital ships and the Death Star roll against
 * each other with the difference of their scale modifiers.
 *
 * Rule: R&E Rules (R&E "Scale": "Apply the difference between the two scales: this is now called the
 * 'adjusted modifier'"; lower against higher: "The lower scale attacker gets to add the modifier to
 * the attack roll … The higher scale target adds the modifier to the roll to resist damage"; higher
 * against lower: "the lower scale target adds the 'adjusted modifier' to its dodge roll … The higher
 * scale attacker adds the 'adjusted modifier' to its damage roll"); the same values in
 * reference-data tables.json `scale`.
 */
import { requireOneOf } from "../errors.ts";

/** Every scale, from the lowest to the highest. */
export const SCALES = ["character", "speeder", "walker", "starfighter", "capital", "death-star"] as const;

/** A scale, from the lowest to the highest. Creatures are character scale. */
export type Scale = (typeof SCALES)[number];

/** Whether a stored value is one of the {@link SCALES} (stored data is checked before it is trusted). */
export function isScale(value: unknown): value is Scale {
  return (SCALES as readonly unknown[]).includes(value);
}

/** Each scale's modifier in whole dice (R&E Rules): character 0D up to Death Star 24D. */
export const SCALE_MODIFIERS: Readonly<Record<Scale, number>> = {
  character: 0,
  speeder: 2,
  walker: 4,
  starfighter: 6,
  capital: 12,
  "death-star": 24,
};

/** Whole dice each roll of an attack gains from scale. */
export interface ScaleModifiers {
  /** Added to the attacker's attack roll (a lower scale attacking a higher one). */
  attack: number;
  /** Added to the target's dodge (maneuverability) roll (a higher scale attacking a lower one). */
  dodge: number;
  /** Added to the attacker's damage roll (a higher scale attacking a lower one). */
  damage: number;
  /** Added to the target's roll to resist damage, Strength or body or hull (a lower scale attacking a higher one). */
  resist: number;
}

/**
 * The dice scale adds to each roll of an attack (R&E Rules). The adjusted modifier is the difference
 * of the two scale modifiers; same scale: all 0.
 *
 * @param attacker the attacker's scale
 * @param target the target's scale
 * @returns whole dice, each >= 0; either `attack` and `resist` or `dodge` and `damage` are non-zero
 * @throws RuleArgumentError for an unknown scale
 */
export function scaleModifiers(attacker: Scale, target: Scale): ScaleModifiers {
  requireOneOf("attacker", attacker, SCALES);
  requireOneOf("target", target, SCALES);
  const adjusted = SCALE_MODIFIERS[target] - SCALE_MODIFIERS[attacker];
  const up = Math.max(adjusted, 0);
  const down = Math.max(-adjusted, 0);
  return { attack: up, dodge: down, damage: down, resist: up };
}
