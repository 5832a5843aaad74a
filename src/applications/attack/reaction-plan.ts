/**
 * The plan of a target's reaction roll on the attack card, read from the documents: the clicking
 * client rolls it, and the gamemaster computes the same codes to check the roll it is sent (a roll
 * of any other code is refused). A character reacts with the choice's skill (or Dexterity untrained)
 * at its wound and armor penalties, the round's multiple action penalty, a Force point the
 * gamemaster recorded and the scale dice; a craft dodges with its pilot's piloting.
 */
import { type AttackCardTarget, isCraft } from "./flow/attack-card-flow.ts";
import { type DieCode, formatDieCode } from "../../rules/dice/die-code.ts";
import { type ReactionKind, type ReactionMode, mayReactFully } from "../../rules/actions/reactions.ts";
import { craftSkillName } from "../../rules/vehicles/crew-roll.ts";
import { hasDiceToRoll } from "../../rules/dice/skill-code.ts";
import type { RollPlan } from "../../dice/roll-modifiers.ts";
import type { SWD6Actor } from "../../documents/actor.ts";
import { getRuleSetting } from "../../settings.ts";
import { type RoundSituation, roundSituationOf } from "../../dice/roll-situation.ts";
import { currentMoment, forcePointSpentAt } from "../../dice/force-point-round.ts";
import {
  type AttackReach,
  type ReactionChoice,
  type ReactionHow,
  craftDodgePlan,
  reactionChoiceById,
  reactionChoices,
  reactionPenaltyFor,
  reactionRollPlan,
  trackerReactionChoices,
} from "./reaction-choices.ts";
import { woundEffects } from "../../rules/damage/wounds.ts";
import type { AttackCardMessage } from "./flow/attack-card-message.ts";
import type { ParryWeapon } from "../../rules/damage/lightsaber.ts";
import { actorAtUuid, craftData, itemData, itemsOfType, skillByKey, woundLevelOf } from "../../data/document-data.ts";
import { itemAtUuid } from "../../data/uuid-documents.ts";

/** An actor by uuid; null when it is gone. */
const actorAt = (uuid: string | null | undefined) => actorAtUuid(uuid ?? "");

/** The penalties of a reaction outside a round: none. */
const NO_ROUND = { reactionPenalty: 0, actionPenalty: 0 };

/** The multiple action penalty of the actor's reaction made `how`, from his round (none outside one). */
function penaltyOf(actor: SWD6Actor, how: ReactionHow): number {
  return reactionPenaltyFor(how, roundSituationOf(actor) ?? NO_ROUND);
}

/** A craft's dodge: its pilot's piloting (else the printed crew's) + maneuverability left + scale dice. */
function craftDodge(craft: SWD6Actor, dodgeDice: number, how: ReactionHow): RollPlan {
  const system = craftData(craft);
  if (!system) throw new Error(`${craft.name} is not a vehicle or starship`);
  const slot = system.crewSlots.find((entry) => entry.role === "pilot");
  const pilot = slot ? actorAt(slot.actorUuid) : null;
  let code: DieCode | null = null;
  if (pilot && system.pilotingSkill.trim()) {
    const key = craftSkillName(system.pilotingSkill).key;
    const skill = skillByKey(pilot.items, key);
    // A pilot without the skill flies on Mechanical, the attribute piloting skills belong to.
    code = skill ? pilot.skillRollRequest(skill.id).code : pilot.attributeRollRequest("mec").code;
  }
  return craftDodgePlan({
    pilot: code,
    crewSkills: system.crewSkills,
    pilotingSkill: system.pilotingSkill,
    maneuverability: system.maneuverability,
    maneuverabilityLost: system.damage.maneuverabilityLost,
    codes: { dodge: dodgeDice },
    penalty: penaltyOf(craft, how),
  });
}

/**
 * The plan of the target's reaction by one choice, from the documents as they are now.
 * @param target the card's target
 * @param choice the reaction chosen (a craft always dodges)
 * @param how as an extra action (default), a full reaction or using up a declared action (`reactionPenaltyFor`)
 * @returns the plan
 * @throws Error when the actor is gone, or a Sense parry is chosen by a target without Sense
 */
export function reactionPlanOf(target: AttackCardTarget, choice: ReactionChoice, how: ReactionHow = {}): RollPlan {
  const actor = actorAt(target.actor);
  if (!actor) throw new Error(`the actor ${target.actor} is gone`);
  if (isCraft(target)) return craftDodge(actor, target.codes.dodge, how);
  return beingReactionPlan(actor, choice, how, target.codes.dodge);
}

/** A character's reaction: the choice's skill (or Dexterity) at his wound, armor and round penalties, a Force point and `dodgeDice` of scale. */
function beingReactionPlan(actor: SWD6Actor, choice: ReactionChoice, how: ReactionHow, dodgeDice: number): RollPlan {
  const skill = skillByKey(actor.items, choice.skill);
  if (!skill && choice.skill === "sense") throw new Error(`${actor.name} has no Sense`);
  const code = skill ? actor.skillRollRequest(skill.id).code : actor.attributeRollRequest("dex").code;
  return reactionRollPlan({
    skill: code,
    wound: woundLevelOf(actor),
    model: getRuleSetting("damageModel"),
    armorPenalty: choice.skill === "sense" ? { dice: 0, pips: 0 } : actor.dexterityArmorPenalty(),
    kind: choice.kind,
    codes: { dodge: dodgeDice },
    // A reaction is an extra action of the round he is fighting in (Grundregeln, Reaktionen), unless it uses one up (R&E Rules).
    penalty: penaltyOf(actor, how),
    forcePoint: forcePointSpentAt(actor, currentMoment()),
  });
}

/**
 * The reactions the actor may declare from the combat tracker (`trackerReactionChoices`): a craft
 * dodges; a character dodges or parries, with a lightsaber and Sense also with the Force.
 */
export function trackerReactionsOf(actor: SWD6Actor): ReactionChoice[] {
  return trackerReactionChoices({ craft: craftData(actor) !== null, ...parryGearOf(actor) });
}

/** What the actor parries with (a lightsaber among his weapons or not) and whether he has Sense. */
function parryGearOf(actor: SWD6Actor): { parryWeapon: ParryWeapon; hasSense: boolean } {
  const parryWeapon: ParryWeapon = itemsOfType(actor.items, "weapon").some((item) => item.system.lightsaber) ? "lightsaber" : "ordinary";
  return { parryWeapon, hasSense: skillByKey(actor.items, "sense") !== null };
}

/**
 * The plan of a reaction declared from the combat tracker by one of {@link trackerReactionsOf}: as
 * on the attack card, but with no attacker, so no scale dice. The clicking client rolls it, and the
 * gamemaster computes it again to check the roll it is sent.
 * @param actor the reacting actor
 * @param choiceId the choice's id (`dodge`, `melee-parry`…)
 * @param how as an extra action, a full reaction or using up a declared action
 * @returns the choice and its plan, or null when the actor may not react by that choice
 */
export function trackerReactionPlan(actor: SWD6Actor, choiceId: string, how: ReactionHow = {}): { choice: ReactionChoice; plan: RollPlan } | null {
  const choice = trackerReactionsOf(actor).find((entry) => entry.id === choiceId);
  if (!choice) return null;
  try {
    return { choice, plan: craftData(actor) ? craftDodge(actor, 0, how) : beingReactionPlan(actor, choice, how, 0) };
  } catch {
    return null;
  }
}

/** How the card's weapon attacks, read from its item now: a weapon with ranges shoots, one with a melee difficulty strikes; unknown when the item is gone. */
export function reachOf(card: AttackCardMessage): AttackReach {
  const system = itemData(itemAtUuid(card.weapon.uuid), "weapon");
  if (!system) return "unknown";
  if (system.ranges) return "ranged";
  return system.difficulty ? "melee" : "unknown";
}

/**
 * What the target's character may react with against the card's attack: the choices its reach
 * allows, with a lightsaber it carries and the Force skill Sense (`reactionChoices`).
 * @param card the attack card
 * @param actorUuid the target's actor uuid
 * @returns the choices; none when the actor is gone
 */
export function targetReactions(card: AttackCardMessage, actorUuid: string): ReactionChoice[] {
  const actor = actorAt(actorUuid);
  if (!actor) return [];
  return reactionChoices({ reach: reachOf(card), attackerLightsaber: card.weapon.lightsaber, ...parryGearOf(actor) });
}

/**
 * The codes a reaction of `kind` by the target may be rolled with now: one per choice of that kind
 * the card offers the target (the gamemaster's check of a reaction roll).
 * @param card the attack card
 * @param target the card's target
 * @param kind the reaction kind the click names
 * @param how how the click says it is made
 * @returns the codes, canonical (`"4D+1"`), a code the penalties left with no die among them (the
 *   request refuses that reaction as `noDice`); empty when the target can make none
 */
export function reactionCodes(card: AttackCardMessage, target: AttackCardTarget, kind: ReactionKind, how: ReactionHow = {}): string[] {
  const offered = isCraft(target) ? [reactionChoiceById("dodge")] : targetReactions(card, target.actor);
  const choices = offered.filter((choice) => choice.kind === kind);
  const codes = new Set<string>();
  for (const choice of choices) {
    try {
      codes.add(formatDieCode(reactionPlanOf(target, choice, how).code));
    } catch {
      // A choice the target cannot make (no Sense, the actor gone) gives no code.
    }
  }
  return [...codes];
}

/**
 * Whether the card's target may react now, and how: not when the rules say he cannot act (a wound
 * that forbids reactions, `woundEffects`: incapacitated, mortally wounded, killed; in combat, an R&E
 * wound for the rest of the round he took it, which the round's situation knows) or he made a full
 * reaction this round; a full reaction only where R&E's reactions apply and he has
 * done nothing else this round (`mayReactFully`); using up a declared action only one still to come
 * (R&E Rules). A craft dodges as an extra action only.
 * @param target the card's target
 * @param how how the reaction is to be made
 * @param mode the world's reaction rule
 * @returns whether the reaction may be made
 */
export function mayReactAs(target: AttackCardTarget, how: ReactionHow, mode: ReactionMode): boolean {
  const actor = actorAt(target.actor);
  if (!actor) return false;
  const situation: RoundSituation | null = roundSituationOf(actor);
  if (isCraft(target)) return how.full !== true && how.replaces === undefined && (situation?.mayReact ?? true);
  if (!woundEffects(woundLevelOf(actor), getRuleSetting("damageModel")).reactionsAllowed) return false;
  if (situation && !situation.mayReact) return false;
  if (how.full === true) return how.replaces === undefined && (situation ? situation.mayReactFully : mayReactFully({ mode, acted: false, reacted: false }));
  if (how.replaces !== undefined) return situation?.replaceable.some((action) => action.index === how.replaces) ?? false;
  return true;
}

/**
 * The reaction buttons the card offers its target: each choice as an extra action; where R&E's
 * reactions apply also as a full reaction and as using up each declared action still to come; none
 * when he may not react ({@link mayReactAs}).
 * @param card the attack card
 * @param target the card's target
 * @param label the button's text of a full reaction or one that uses up an action, from the choice's
 *   own label (and the action's)
 */
export function reactionButtons(
  card: AttackCardMessage,
  target: AttackCardTarget,
  label: (choice: ReactionChoice, how: ReactionHow, action?: string) => string,
): ReactionChoice[] {
  const mode = getRuleSetting("reactionMode");
  if (!mayReactAs(target, {}, mode)) return [];
  const choices = isCraft(target) ? [reactionChoiceById("dodge")] : targetReactions(card, target.actor);
  if (isCraft(target)) return choices.map((choice) => withoutDice(target, choice));
  const actor = actorAt(target.actor);
  const replaceable = (actor && roundSituationOf(actor)?.replaceable) ?? [];
  return choices
    .flatMap((choice) => {
      const variants: ReactionChoice[] = [choice];
      if (mayReactAs(target, { full: true }, mode)) variants.push({ ...choice, how: { full: true }, label: label(choice, { full: true }) });
      for (const action of replaceable)
        variants.push({
          ...choice,
          how: { replaces: action.index },
          replacing: String(action.index),
          label: label(choice, { replaces: action.index }, action.label),
        });
      return variants;
    })
    .map((variant) => withoutDice(target, variant));
}

/** A choice whose roll the penalties leave with no die, marked so (`noDice`); any other as it is. */
function withoutDice(target: AttackCardTarget, choice: ReactionChoice): ReactionChoice {
  try {
    const code = reactionPlanOf(target, choice, choice.how).code;
    return hasDiceToRoll(code) ? choice : { ...choice, noDice: formatDieCode(code) };
  } catch {
    return choice;
  }
}
