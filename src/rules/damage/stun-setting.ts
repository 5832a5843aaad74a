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
import { requireBoolean, requireInteger, requireOneOf } from "../errors.ts";

/**
 * The dice an attack loses for switching its blaster's setting (Reglas: setting blasters to stun, or
 * back to normal, "reduce todos los códigos de habilidad y de atributo en 1D"; it is no action and
 * takes no segment, as drawing a weapon): 1 when the attack's setting is not the one the blaster is
 * set to, unless a draw declared this round already pays for it; 0 otherwise.
 *
 * @param setTo the setting the blaster is at (true: stun)
 * @param wanted the setting the attack is made with
 * @param drawDeclared a draw (the action kind that counts the switch) is among the round's declared actions
 * @throws RuleArgumentError for a flag that is not a boolean
 */
export function stunSwitchPenalty(setTo: boolean, wanted: boolean, drawDeclared = false): number {
  const paidFor = requireBoolean("drawDeclared", drawDeclared);
  return requireBoolean("setTo", setTo) !== requireBoolean("wanted", wanted) && !paidFor ? 1 : 0;
}

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

/** The dice rolled for the minutes a stun knock-out lasts: 2D (see {@link knockOutSeconds}). */
export const KNOCK_OUT_MINUTE_DICE = 2;

/**
 * How long a character knocked out by a stun hit stays unconscious, in seconds of game time. Reglas
 * says only that the stun leaves the target "inconsciente"; the time is the R&E table's for a
 * character knocked out by stuns (reference-data/tables.json `wound_effects`, Stunned: "unconscious
 * for 2D minutes"), so the caller rolls {@link KNOCK_OUT_MINUTE_DICE}D and passes the total. At five
 * seconds a round (R&E Rules, Typical Combat Round) that is 24 rounds or more: the rest of a fight.
 *
 * @param minutes the 2D roll's total, 2 to 12
 * @throws RuleArgumentError for a total that 2D cannot roll
 */
export function knockOutSeconds(minutes: number): number {
  requireInteger("minutes", minutes, KNOCK_OUT_MINUTE_DICE, KNOCK_OUT_MINUTE_DICE * 6);
  return minutes * 60;
}

/**
 * Whether a knock-out recorded to last until `until` (seconds of game time) still holds at `now`.
 * @param until the recorded end (anything but a finite number: no knock-out)
 * @param now the game time in seconds
 */
export function knockedOutAt(until: unknown, now: number): boolean {
  return typeof until === "number" && Number.isFinite(until) && now < until;
}
