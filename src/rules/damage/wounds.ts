/**
 * What a wound level does to a character: the dice it costs and whether the character can still act.
 *
 * Rules: Grundregeln ("Der Verteidiger stürzt zu Boden und kann keine Aktionen für den Rest der Runde
 * ausführen. Reaktionen sind aber weiterhin möglich"; "Ein verwundeter Charakter erhält auf alle
 * Fertigkeiten und Attribute -1D, ausgenommen Stärke beim Erleiden von Schaden"), R&E Rules (R&E:
 * "Being wounded, Sandor falls prone and can no longer take any actions for the rest of the round
 * and suffers a -1D penalty"; "Being wounded does not incur a penalty on a Strength check to resist
 * damage"), Reglas ("Si estás herido … se reduce en 1D"), tables.json `wound_effects` (R&E).
 */
import { type DamageModel, DAMAGE_MODELS, WOUND_LEVELS, type WoundLevel } from "./damage.ts";
import { requireOneOf } from "../errors.ts";

/** The effects of a wound level on the character who has it. */
export interface WoundEffects {
  /** Dice subtracted from every standard roll while the level lasts (0 when none). */
  penalty: number;
  /** The character loses the actions it still had this round (the round it got the level). */
  losesActionsThisRound: boolean;
  /** The character may roll reactions (dodge, parry) while he has this level, in the rounds after he got it. */
  reactionsAllowed: boolean;
  /**
   * The character may still roll reactions in the round he got the level: under R&E a wound takes
   * every action of that round, a reaction being one; under the 1st edition he may still react.
   */
  reactionsThisRound: boolean;
  /** Awake: false from incapacitated on; such a character can do nothing until healed. */
  conscious: boolean;
}

const ACTIVE = { losesActionsThisRound: false, reactionsAllowed: true, reactionsThisRound: true, conscious: true };
const KNOCKED_DOWN = { losesActionsThisRound: true, reactionsAllowed: true, conscious: true };
const OUT = { penalty: 0, losesActionsThisRound: true, reactionsAllowed: false, reactionsThisRound: false, conscious: false };

/**
 * 1st edition: a hit at least stuns; the stunned character falls and loses the rest of the round
 * but may still react (Grundregeln); "wounded" is "benommen & verwundet", so it also stuns.
 */
const FIRST_EDITION: Record<WoundLevel, WoundEffects> = {
  none: { penalty: 0, ...ACTIVE },
  stunned: { penalty: 0, ...KNOCKED_DOWN, reactionsThisRound: true },
  wounded: { penalty: 1, ...KNOCKED_DOWN, reactionsThisRound: true },
  "wounded-twice": { penalty: 2, ...KNOCKED_DOWN, reactionsThisRound: true },
  incapacitated: OUT,
  "mortally-wounded": OUT,
  killed: OUT,
};

/**
 * R&E: a stun costs -1D for the rest of this round and the next one but no actions (tables.json);
 * a wound drops the character prone with no more actions "for the rest of the round" and -1D "until
 * healed" (R&E Rules, Sandor's wound), and since a reaction is an action in R&E ("use up any remaining
 * actions for a reaction"), no reactions either for the rest of that round; from the next round on he
 * acts, and reacts, at -1D.
 */
const REVISED: Record<WoundLevel, WoundEffects> = {
  none: { penalty: 0, ...ACTIVE },
  stunned: { penalty: 1, ...ACTIVE },
  wounded: { penalty: 1, ...KNOCKED_DOWN, reactionsThisRound: false },
  "wounded-twice": { penalty: 2, ...KNOCKED_DOWN, reactionsThisRound: false },
  incapacitated: OUT,
  "mortally-wounded": OUT,
  killed: OUT,
};

/**
 * The effects of a wound level under a damage model.
 *
 * Unconscious levels (incapacitated, mortally wounded, killed) carry no dice penalty: the sources
 * give none because such a character makes no rolls but the Strength roll against damage, which is
 * never penalized; the roll dialog must check `conscious` first. The R&E stun penalty lasts the rest
 * of the round and the next one (tables.json): clearing the stun afterwards is the combat tracker's
 * job. `"wounded-twice"` only arises in R&E; under the 1st-edition model it keeps its -2D.
 *
 * @param level the character's wound level
 * @param model the damage model (the edition whose effects apply)
 * @throws RuleArgumentError for an unknown level or model
 */
export function woundEffects(level: WoundLevel, model: DamageModel): WoundEffects {
  requireOneOf("level", level, WOUND_LEVELS);
  requireOneOf("model", model, DAMAGE_MODELS);
  return { ...(model === "ratio" ? FIRST_EDITION : REVISED)[level] };
}

/** Every roll kind {@link woundPenalty} knows. */
export const WOUND_ROLL_KINDS = ["standard", "resist-damage", "natural-healing"] as const;

/**
 * What a roll is for, as far as wound penalties care:
 * `"standard"` every skill and attribute roll; `"resist-damage"` the Strength roll against damage
 * (never penalized: Grundregeln and R&E Rules); `"natural-healing"` the daily Strength roll to heal
 * (tables.json `healing.natural`: "roll full Strength").
 */
export type WoundRollKind = (typeof WOUND_ROLL_KINDS)[number];

/**
 * The dice a wound level subtracts from a roll: wounded 1D, wounded twice 2D (R&E), an R&E stun 1D;
 * 0 for a Strength roll to resist damage or to heal naturally. The roll dialog passes it to
 * `rollCode` as `woundPenalty`.
 *
 * @param level the character's wound level
 * @param model the damage model
 * @param rollKind what the roll is for; default `"standard"`
 * @returns whole dice to subtract, 0 to 2
 * @throws RuleArgumentError for an unknown level, model or roll kind
 */
export function woundPenalty(level: WoundLevel, model: DamageModel, rollKind: WoundRollKind = "standard"): number {
  const { penalty } = woundEffects(level, model);
  return requireOneOf("rollKind", rollKind, WOUND_ROLL_KINDS) === "standard" ? penalty : 0;
}

/**
 * Whether a character at a wound level may make a roll of a kind. One out of the fight
 * (incapacitated, mortally wounded or killed: not `conscious`; tables.json `wound_effects`, R&E:
 * incapacitated and mortally wounded characters are unconscious and "can do nothing until healed";
 * Grundregeln: a mortally wounded character "wird bewusstlos") makes no standard roll: no skill, no
 * attribute, no action. The Strength roll to resist damage is no action and is still made, and so is
 * the natural healing roll of a resting character (tables.json `healing`).
 *
 * @param level the character's wound level
 * @param model the damage model
 * @param rollKind what the roll is for (default a standard roll)
 * @throws RuleArgumentError for an unknown level, model or roll kind
 */
export function woundAllowsRoll(level: WoundLevel, model: DamageModel, rollKind: WoundRollKind = "standard"): boolean {
  const { conscious } = woundEffects(level, model);
  return requireOneOf("rollKind", rollKind, WOUND_ROLL_KINDS) !== "standard" || conscious;
}
