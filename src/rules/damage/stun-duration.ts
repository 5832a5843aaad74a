/**
 * How long a stun lasts, counted in combat rounds.
 *
 * Rule: 1st edition (Grundregeln, "Der Verteidiger wird kurzzeitig benommen … kann keine Aktionen für
 * den Rest der Runde ausführen"): the stun lasts the rest of the round it was taken in. R&E
 * (tables.json `wound_effects.Stunned`: "-1D to skill and attribute rolls for the rest of the round
 * and the next round"): it lasts that round and the next. The wound effects themselves (penalty,
 * lost actions) are `woundEffects`; this says only when the stun is lifted.
 */
import { type DamageModel, DAMAGE_MODELS } from "./damage.ts";
import { requireInteger, requireOneOf } from "../errors.ts";

/**
 * The last round a stun taken in `stunnedRound` still counts (Grundregeln / tables.json
 * `wound_effects.Stunned`): the same round in the 1st edition (`"ratio"` damage model), the next one
 * in R&E (`"difference"`).
 *
 * @param stunnedRound the round the character was stunned in, an integer >= 0 (0: before the fight)
 * @param model the world's damage model, which names the edition
 * @returns the round at whose end the stun is lifted
 * @throws RuleArgumentError for a negative or non-integer round or an unknown model
 */
export function stunLastRound(stunnedRound: number, model: DamageModel): number {
  requireInteger("stunnedRound", stunnedRound, 0);
  return requireOneOf("model", model, DAMAGE_MODELS) === "difference" ? stunnedRound + 1 : stunnedRound;
}
