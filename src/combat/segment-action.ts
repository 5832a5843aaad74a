/**
 * A combatant's declared action of the current segment as a roll: what it rolls (a skill, an
 * attribute, a weapon's skill), at which multiple action penalty, and the code its ties compare. The
 * tracker's roll (segment-rolls.ts) and the gamemaster's check of it read it alike.
 *
 * The gamemaster's check of a player's segment roll (the round's "roll" command): the command's
 * total is not trusted; it is the total of the roll sent with it, an evaluated D6 roll taken once
 * (`takeRoll`), planned from the code of the action the combatant declared for this segment (doubled
 * when the gamemaster recorded a Force point this round), and rolled at no more than that code less
 * the segment's multiple action and wound penalties (Grundregeln), plus at most
 * {@link MOST_SEGMENT_BONUS} for what the dialogs add by the situation (a modifier the gamemaster
 * allows, fire control, scale). The tie code is read from the documents too.
 */
import { type AttributeKey, isAttributeKey } from "../constants.ts";
import { penaltyInSegmentUnder } from "../rules/actions/segments.ts";
import { type DieCode, addDieCodes, parseDieCode } from "../rules/dice/die-code.ts";
import type { RollRequest } from "../dice/roll-request.ts";
import type { SWD6Actor } from "../documents/actor.ts";
import { getRuleSetting } from "../settings.ts";
import { MOVEMENT_ROLL, parseRollRef } from "./flow/roll-ref.ts";
import { type RoundState, memberOf } from "./flow/round-state.ts";
import { segmentSituation } from "./flow/segment-order.ts";
import { roundRules, woundOf } from "./round-rules.ts";
import { beingData, itemData, itemsOfType } from "../data/document-data.ts";
import type { RoundCommand } from "./flow/round-commands.ts";
import { forcePointDieCode } from "../rules/characters/force-points.ts";
import { planRoll } from "../dice/roll-modifiers.ts";
import { currentMoment, forcePointSpentAt } from "../dice/force-point-round.ts";
import { takeRoll } from "../gateway/checked-roll.ts";

/**
 * The roll the dialog takes for a multiple action penalty: it counts declared actions, one of which
 * is free, so the penalty of `penaltyInSegment` is that many actions beyond the first.
 */
export function declaredActionsFor(penalty: number): number {
  return penalty + 1;
}

/**
 * The roll request of a declared roll reference; a weapon rolls its skill (the actor's skill Item of
 * that name or key), anything unknown Dexterity.
 * @returns the request, and the weapon when the reference is one
 */
export function requestFor(actor: SWD6Actor, skillRef: string | undefined): { request: RollRequest; weapon: Item.Implementation | null } {
  const ref = parseRollRef(skillRef) ?? parseRollRef(MOVEMENT_ROLL)!;
  if (ref.type === "attribute") return { request: actor.attributeRollRequest(ref.key), weapon: null };
  const item = actor.items.get(ref.id);
  if (ref.type === "skill" && item?.type === "skill") return { request: actor.skillRollRequest(ref.id), weapon: null };
  if (ref.type === "weapon" && item?.type === "weapon") {
    const wanted = (itemData(item, "weapon")?.skill ?? "").toLowerCase();
    const skill = itemsOfType(actor.items, "skill").find((i) => i.name.toLowerCase() === wanted || i.system.key === wanted);
    return { request: skill ? actor.skillRollRequest(skill.id) : actor.attributeRollRequest("dex"), weapon: item };
  }
  return { request: actor.attributeRollRequest("dex"), weapon: null };
}

/** The code compared under the "higher-code" tie rule: the rolled attribute, Perception for the Force skills. */
export function tieCodeOf(actor: SWD6Actor, request: RollRequest): DieCode | null {
  const attributes = beingData(actor)?.attributes;
  const key: AttributeKey = isAttributeKey(request.attribute) ? request.attribute : "per";
  try {
    return attributes ? parseDieCode(attributes[key]) : null;
  } catch {
    return null;
  }
}

/** The combatant's action of the current segment and his penalty, or null when he has none to roll. */
export function actionToRoll(state: RoundState, combatantId: string) {
  const entry = segmentSituation(state, roundRules()).plan?.entries.find((e) => e.id === combatantId);
  if (entry?.action?.status !== "declared") return null;
  return { action: entry.action, penalty: penaltyInSegmentUnder(memberOf(state, combatantId).declaration, state.segment, getRuleSetting("running")) };
}

/** The most a segment roll's code may exceed the code the gamemaster plans for it. */
export const MOST_SEGMENT_BONUS: DieCode = { dice: 3, pips: 0 };

/** The combat as the check reads it. */
interface CheckedCombat {
  readonly combatants: { get(id: string): Combatant.Implementation | undefined };
}

/**
 * A player's "roll" command with its total and tie code taken from the roll sent with it and the
 * documents; any other command as it is.
 * @param combat the combat
 * @param state the round as it stands
 * @param command the command as received
 * @param roll the roll's JSON data as received
 * @returns the command to run, or null when the roll is refused (missing, of another code, above
 *   the bound, taken before)
 */
export function checkedSegmentRoll(combat: CheckedCombat, state: RoundState, command: RoundCommand, roll: unknown): RoundCommand | null {
  if (command.type !== "roll") return command;
  const actor = combat.combatants.get(command.combatant)?.actor;
  const toRoll = actor ? actionToRoll(state, command.combatant) : null;
  if (!actor || !toRoll) return null;
  const { request } = requestFor(actor, toRoll.action.skill);
  const base = forcePointSpentAt(actor, currentMoment()) ? forcePointDieCode(request.code) : request.code;
  const planned = planRoll({
    base,
    kind: request.kind,
    actions: declaredActionsFor(toRoll.penalty),
    wound: { level: woundOf(actor), model: getRuleSetting("damageModel") },
  });
  const taken = takeRoll(roll, { base, most: addDieCodes(planned.code, MOST_SEGMENT_BONUS) });
  if (!taken) return null;
  return { ...command, total: taken.total, tieCode: tieCodeOf(actor, request) };
}
