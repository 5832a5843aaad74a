/**
 * The reactions a target may roll from the attack card, and the codes of the rolls the card makes:
 * the reaction with the target's penalties, the damage and the resistance from the card's codes.
 * Pure: the rules decide, the Foundry side reads the actors and rolls.
 */
import type { AttackCardCodes } from "./flow/attack-card-flow.ts";
import { MOST_DECLARED_ACTIONS, type RollPlan, planRoll } from "../../dice/roll-modifiers.ts";
import { type ReactionKind, REACTION_KINDS } from "../../rules/actions/reactions.ts";
import type { DamageModel, WoundLevel } from "../../rules/damage/damage.ts";
import { type ParryWeapon, parrySkills } from "../../rules/damage/lightsaber.ts";
import { type DieCode, addDieCodes, loseDice, parseDieCode } from "../../rules/dice/die-code.ts";
import { type CrewSkill, crewRollCode, printedCrewSkill } from "../../rules/vehicles/crew-roll.ts";
import { RuleArgumentError, requireInteger, requireOneOf } from "../../rules/errors.ts";
import { forcePointDieCode } from "../../rules/characters/force-points.ts";

/** Every attack reach. */
export const ATTACK_REACHES = ["ranged", "melee", "unknown"] as const;

/** How the attack is made, as far as reactions care: a shot, a blow, or unknown (the weapon is gone). */
export type AttackReach = (typeof ATTACK_REACHES)[number];

/**
 * A reaction the card offers: which button, the reaction kind the card records, and the skill it is
 * rolled with (the skills compendium's key; `null` rolls Dexterity, for a target without the skill).
 */
export interface ReactionChoice {
  /** The button's id: `dodge`, `melee-parry`, `brawling-parry`, `sense-parry` or `deflect`. */
  id: "dodge" | "melee-parry" | "brawling-parry" | "sense-parry" | "deflect";
  kind: ReactionKind;
  /** The skill's key: `dodge`, `melee-parry`, `brawling-parry` or the Force skill `sense`. */
  skill: "dodge" | "melee-parry" | "brawling-parry" | "sense";
  /** The button's localization key. */
  labelKey: string;
  /** How it is made (R&E): a full reaction, or using up the declared action of this index; neither: an extra action. */
  how?: ReactionHow;
  /** The button's text when it is not its key's alone (a full reaction, one that uses up an action). */
  label?: string;
  /** The index of the action it uses up, as the button's `data-replaces` carries it. */
  replacing?: string;
  /**
   * The code the penalties leave it when that code has no die (`"0D+2"`): such a reaction cannot be
   * rolled (`hasDiceToRoll`), and its button says so instead of offering it.
   */
  noDice?: string;
}

/**
 * How a reaction is made: as an extra action (neither field), as a full reaction (`full`, R&E: the
 * only action of the round, added to the difficulty), or using up a declared action still to come
 * (`replaces`, its index: R&E Rules, "use up any remaining actions for a reaction").
 */
export interface ReactionHow {
  full?: boolean;
  replaces?: number;
}

/**
 * How a request says a reaction is made, read from what it carries: only `full: true` or a whole
 * `replaces` count; anything else is an extra action.
 * @param sent the request's `full` and `replaces`, as received
 */
export function readReactionHow(sent: { full?: unknown; replaces?: unknown }): ReactionHow {
  if (sent.full === true) return { full: true };
  return Number.isInteger(sent.replaces) ? { replaces: sent.replaces as number } : {};
}

/**
 * The multiple action penalty, in dice, of a reaction made `how` (R&E Rules): as an extra action, the
 * penalty with it counted (`reactionPenalty`); using up a declared action, the penalty as it stands
 * (`actionPenalty`); a full reaction, none: it is the character's only action that round.
 * @param how how the reaction is made
 * @param situation the penalties of his round (both 0 outside one)
 */
export function reactionPenaltyFor(how: ReactionHow, situation: { reactionPenalty: number; actionPenalty: number }): number {
  if (how.full === true) return 0;
  return how.replaces === undefined ? situation.reactionPenalty : situation.actionPenalty;
}

function choice(id: ReactionChoice["id"], kind: ReactionKind, skill: ReactionChoice["skill"]): ReactionChoice {
  return { id, kind, skill, labelKey: `SWD6.AttackCard.react.${id}` };
}

/**
 * The reactions a target may roll against one attack.
 *
 * - A shot is dodged (Grundregeln and R&E Rules); a target who wields a lightsaber and has Sense may deflect
 *   the bolt instead, with Sense, the roll counting as a parry (Grundregeln and Reglas: "Verteidigen
 *   (Blaster): Fertigkeit Sense").
 * - A blow is parried: with melee parry, or Sense when parrying with a lightsaber (`parrySkills`,
 *   Grundregeln and Reglas); nothing but a lightsaber (or a blade that withstands one) parries a lightsaber,
 *   and brawling parry, bare-handed, never does.
 * - When the card no longer knows the weapon, both dodge and melee parry are offered.
 *
 * @param input the attack's reach, whether the attacker strikes with a lightsaber, what the target
 *   parries with and whether it has the Force skill Sense
 * @returns the choices, dodge first; empty when the attack cannot be answered
 * @throws RuleArgumentError for an unknown reach or parry weapon, or flags that are not booleans
 */
export function reactionChoices(input: { reach: AttackReach; attackerLightsaber: boolean; parryWeapon: ParryWeapon; hasSense: boolean }): ReactionChoice[] {
  const reach = requireOneOf("reach", input.reach, ATTACK_REACHES);
  const skills = parrySkills(input.parryWeapon, input.attackerLightsaber, input.hasSense);
  const out: ReactionChoice[] = [];
  if (reach !== "melee") out.push(reactionChoiceById("dodge"));
  if (reach === "ranged" && input.parryWeapon === "lightsaber" && input.hasSense) out.push(reactionChoiceById("deflect"));
  if (reach !== "ranged") {
    if (skills.includes("melee-parry")) out.push(reactionChoiceById("melee-parry"));
    if (reach === "melee" && skills.includes("sense")) out.push(reactionChoiceById("sense-parry"));
    if (reach === "melee" && !input.attackerLightsaber) out.push(reactionChoiceById("brawling-parry"));
  }
  return out;
}

/**
 * The code of a reaction roll: the target's skill (or Dexterity) less its wound penalty (Grundregeln;
 * `planRoll`) and its armor's Dexterity penalty for a Dexterity skill (`armorDexterityPenalty`,
 * passed in), plus, for a dodge, the dice a lower scale adds against a higher one (R&E Rules,
 * `planAttack`'s `dodge`). The reaction is the target's one action here: the multiple action
 * penalty of other actions declared this round is not known to the card.
 *
 * @param input the skill's code, the target's wound level and the world's damage chart, the armor's
 *   Dexterity penalty as an amount (`{dice: 1, pips: 0}` for -1D; zero for Sense), the kind of
 *   reaction and the card's codes
 * @returns the plan: base, final code and the modifiers the roll card lists
 * @throws RuleArgumentError for an unknown wound level, damage model or kind
 * @throws DieCodeError for a malformed code
 */
export function reactionRollPlan(input: {
  skill: DieCode;
  wound: WoundLevel;
  model: DamageModel;
  armorPenalty: DieCode;
  kind: ReactionKind;
  codes: Pick<AttackCardCodes, "dodge">;
  /** The multiple action penalty of this reaction as an extra action, in dice (`reactionPenaltyInSegment`); 0 outside a round. */
  penalty?: number;
  /** A Force point spent this round doubles the skill's code (Reglas: "todos los códigos … se doblan"). */
  forcePoint?: boolean;
}): RollPlan {
  const kind = requireOneOf("kind", input.kind, REACTION_KINDS);
  const scale: DieCode = { dice: kind === "dodge" ? input.codes.dodge : 0, pips: 0 };
  const modifier = addDieCodes(scale, { dice: -input.armorPenalty.dice, pips: -input.armorPenalty.pips });
  const base = input.forcePoint ? forcePointDieCode(input.skill) : input.skill;
  return planRoll({ base, kind: "skill", actions: actionsFor(input.penalty), wound: { level: input.wound, model: input.model }, modifier });
}

/** The declared actions `planRoll` counts for a multiple action penalty of `penalty` dice. */
function actionsFor(penalty = 0): number {
  return Math.min(requireInteger("penalty", penalty, 0) + 1, MOST_DECLARED_ACTIONS);
}

/**
 * The code of a craft's dodge (R&E Rules: a craft dodges with "its maneuverability (and dodge skill)";
 * Grundregeln: piloting plus the ship's maneuverability): the pilot's piloting skill, else the printed
 * crew's (`printedCrewSkill`), plus the maneuverability the damage tables left (`crewRollCode`), plus
 * the dice a lower scale adds to its dodge against a higher one (`planAttack`'s `dodge`). A craft has
 * no wound level or armor.
 *
 * @param input the pilot's skill code (null when no character flies it), the craft's printed crew
 *   skills and its piloting skill's name, its maneuverability as stored and the dice it has lost, and
 *   the card's codes
 * @returns the plan: base (skill + maneuverability), final code with the scale dice
 * @throws DieCodeError for a malformed code; RuleArgumentError for a piloting skill without letters
 *   or a negative lost-dice count
 */
export function craftDodgePlan(input: {
  pilot: DieCode | null;
  crewSkills: readonly CrewSkill[];
  pilotingSkill: string;
  maneuverability: string;
  maneuverabilityLost: number;
  codes: Pick<AttackCardCodes, "dodge">;
  /** The multiple action penalty of this evasive action, in dice (Grundregeln: Anla's second evasive at 5D); 0 outside a round. */
  penalty?: number;
}): RollPlan {
  const printed = input.pilotingSkill.trim() ? printedCrewSkill(input.crewSkills, input.pilotingSkill) : null;
  const left = loseDice(parseDieCode(input.maneuverability || "0D"), input.maneuverabilityLost);
  const crew = crewRollCode(input.pilot, printed, left);
  return planRoll({ base: crew.code, kind: "skill", actions: actionsFor(input.penalty), wound: null, modifier: { dice: input.codes.dodge, pips: 0 } });
}

/**
 * The reactions a character may declare from the combat tracker, where no attack names its reach:
 * a dodge, a melee parry and a brawling parry (Grundregeln, Reaktionen: "Ausweichen", "Nahkampfabwehr
 * (unbewaffnet)"), and, with a lightsaber and the Force skill Sense, a parry with it (Grundregeln and
 * Reglas: "Verteidigen … Fertigkeit Sense"). A craft only dodges.
 * @param input whether the character is a craft, what it parries with and whether it has Sense
 * @returns the choices, dodge first
 */
export function trackerReactionChoices(input: { craft: boolean; parryWeapon: ParryWeapon; hasSense: boolean }): ReactionChoice[] {
  if (input.craft) return [reactionChoiceById("dodge")];
  const out = [reactionChoiceById("dodge"), reactionChoiceById("melee-parry"), reactionChoiceById("brawling-parry")];
  if (input.parryWeapon === "lightsaber" && input.hasSense) out.push(reactionChoiceById("sense-parry"));
  return out;
}

/** Every kind of roll the card makes. */
export const CARD_ROLL_TYPES = ["reaction", "damage", "resistance"] as const;

/** The rolls the card makes besides the attack. */
export type CardRollType = (typeof CARD_ROLL_TYPES)[number];

/**
 * The code of the damage or the resistance roll: the card's code as planned (`planAttack`: weapon
 * damage with Strength and scale dice; Strength or body plus armor and scale dice), never lowered by
 * wounds (R&E Rules: "Being wounded does not incur a penalty on a Strength check to resist damage").
 *
 * @param type `"damage"` or `"resistance"`
 * @param codes the card's codes for the target
 * @throws RuleArgumentError for another type
 * @throws DieCodeError for a malformed code
 */
export function cardRollCode(type: CardRollType, codes: AttackCardCodes): DieCode {
  if (type === "damage") return parseDieCode(codes.damage);
  if (type === "resistance") return parseDieCode(codes.resistance);
  throw new RuleArgumentError("type", type, "damage or resistance");
}

/** Every reaction button the card can show, by id. */
const CHOICES: Record<ReactionChoice["id"], ReactionChoice> = {
  dodge: choice("dodge", "dodge", "dodge"),
  deflect: choice("deflect", "parry", "sense"),
  "melee-parry": choice("melee-parry", "parry", "melee-parry"),
  "sense-parry": choice("sense-parry", "parry", "sense"),
  "brawling-parry": choice("brawling-parry", "parry", "brawling-parry"),
};

/**
 * The reaction a button stands for, by its id (the button's `data-reaction`).
 * @throws RuleArgumentError for an unknown id
 */
export function reactionChoiceById(id: string): ReactionChoice {
  const found = CHOICES[requireOneOf("id", id, Object.keys(CHOICES)) as ReactionChoice["id"]];
  return { ...found };
}
