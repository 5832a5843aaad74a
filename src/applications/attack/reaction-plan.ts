/**
 * The plan of a target's reaction roll on the attack card, read from the documents: the clicking
 * client rolls it, and the gamemaster computes the same codes to check the roll it is sent (a roll
 * of any other code is refused). A character reacts with the choice's skill (or Dexterity untrained)
 * at its wound and armor penalties, the round's multiple action penalty, a Force point the
 * gamemaster recorded and the scale dice; a craft dodges with its pilot's piloting.
 */
import { type AttackCardTarget, isCraft } from "./flow/attack-card-flow.ts";
import { type DieCode, formatDieCode } from "../../rules/dice/die-code.ts";
import type { ReactionKind } from "../../rules/actions/reactions.ts";
import { craftSkillName } from "../../rules/vehicles/crew-roll.ts";
import type { RollPlan } from "../../dice/roll-modifiers.ts";
import type { SWD6Actor } from "../../documents/actor.ts";
import { getRuleSetting } from "../../settings.ts";
import { roundSituationOf } from "../../dice/roll-situation.ts";
import { currentMoment, forcePointSpentAt } from "../../dice/force-point-round.ts";
import { type AttackReach, type ReactionChoice, craftDodgePlan, reactionChoiceById, reactionChoices, reactionRollPlan } from "./reaction-choices.ts";
import type { AttackCardMessage } from "./flow/attack-card-message.ts";
import type { ParryWeapon } from "../../rules/damage/lightsaber.ts";
import { craftData, itemsOfType, skillByKey, woundLevelOf } from "../../data/document-data.ts";

/** A document by uuid, synchronously; null when it is gone. */
function documentAt<T>(uuid: string | null | undefined): T | null {
  if (!uuid) return null;
  try {
    return (fromUuidSync(uuid) as T | null) ?? null;
  } catch {
    return null;
  }
}

/** An actor by uuid; null when it is gone. */
const actorAt = (uuid: string | null | undefined) => documentAt<SWD6Actor>(uuid);

/** A craft's dodge: its pilot's piloting (else the printed crew's) + maneuverability left + scale dice. */
function craftDodge(craft: SWD6Actor, target: AttackCardTarget): RollPlan {
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
    codes: target.codes,
    penalty: roundSituationOf(craft)?.reactionPenalty ?? 0,
  });
}

/**
 * The plan of the target's reaction by one choice, from the documents as they are now.
 * @param target the card's target
 * @param choice the reaction chosen (a craft always dodges)
 * @returns the plan and the actor's name
 * @throws Error when the actor is gone, or a Sense parry is chosen by a target without Sense
 */
export function reactionPlanOf(target: AttackCardTarget, choice: ReactionChoice): RollPlan {
  const actor = actorAt(target.actor);
  if (!actor) throw new Error(`the actor ${target.actor} is gone`);
  if (isCraft(target)) return craftDodge(actor, target);
  const skill = skillByKey(actor.items, choice.skill);
  if (!skill && choice.skill === "sense") throw new Error(`${actor.name} has no Sense`);
  const code = skill ? actor.skillRollRequest(skill.id).code : actor.attributeRollRequest("dex").code;
  return reactionRollPlan({
    skill: code,
    wound: woundLevelOf(actor),
    model: getRuleSetting("damageModel"),
    armorPenalty: choice.skill === "sense" ? { dice: 0, pips: 0 } : actor.dexterityArmorPenalty(),
    kind: choice.kind,
    codes: target.codes,
    // A reaction is an extra action of the round he is fighting in (Grundregeln, Reaktionen).
    penalty: roundSituationOf(actor)?.reactionPenalty ?? 0,
    forcePoint: forcePointSpentAt(actor, currentMoment()),
  });
}

/** How the card's weapon attacks: a weapon with ranges shoots, one with a melee difficulty strikes. */
function reachOf(card: AttackCardMessage): AttackReach {
  const system = documentAt<{ system?: { ranges?: string; difficulty?: string } }>(card.weapon.uuid)?.system;
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
  const parryWeapon: ParryWeapon = itemsOfType(actor.items, "weapon").some((item) => item.system.lightsaber) ? "lightsaber" : "ordinary";
  const hasSense = skillByKey(actor.items, "sense") !== null;
  return reactionChoices({ reach: reachOf(card), attackerLightsaber: card.weapon.lightsaber, parryWeapon, hasSense });
}

/**
 * The codes a reaction of `kind` by the target may be rolled with now: one per choice of that kind
 * the card offers the target (the gamemaster's check of a reaction roll).
 * @param card the attack card
 * @param target the card's target
 * @param kind the reaction kind the click names
 * @returns the codes, canonical (`"4D+1"`); empty when the target can make none
 */
export function reactionCodes(card: AttackCardMessage, target: AttackCardTarget, kind: ReactionKind): string[] {
  const offered = isCraft(target) ? [reactionChoiceById("dodge")] : targetReactions(card, target.actor);
  const choices = offered.filter((choice) => choice.kind === kind);
  const codes = new Set<string>();
  for (const choice of choices) {
    try {
      codes.add(formatDieCode(reactionPlanOf(target, choice).code));
    } catch {
      // A choice the target cannot make (no Sense, the actor gone) gives no code.
    }
  }
  return [...codes];
}
