/**
 * Blasters set for stun.
 *
 * Rule: Reglas ("Se pueden fijar los blasters para aturdir: es decir, dejar al objetivo
 * inconsciente, sin matarlo ni herirlo. Fijar los blasters en aturdir … reduce todos los códigos
 * … en 1D … no se considera como una acción, y no gasta un segmento"). Switching the setting is
 * the action kind `"draw"` of actions.ts (-1D, no segment of its own); this module turns the
 * damage result of a stun shot into its effect.
 */
import { type WoundLevel, WOUND_LEVELS } from "./damage.ts";
import { requireOneOf } from "../errors.ts";

/** What a stun hit does: nothing, a stun, or unconsciousness — never a wound (Reglas). */
export type StunEffect = "none" | "stunned" | "unconscious";

/**
 * The effect of a hit from a blaster set for stun. The damage is rolled against Strength as usual
 * (either damage model gives `level`); a result that would wound or worse knocks the target out
 * instead, and none of it is recorded as a wound.
 *
 * @param level the wound level the damage chart gives for the shot
 * @throws RuleArgumentError for an unknown wound level
 */
export function stunEffect(level: WoundLevel): StunEffect {
  requireOneOf("level", level, WOUND_LEVELS);
  if (level === "none") return "none";
  if (level === "stunned") return "stunned";
  return "unconscious";
}
