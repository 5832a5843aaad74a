/**
 * Rolling a declared action from the tracker: the roll dialog opens with the multiple action
 * penalty of the segment (`penaltyInSegment`) and the wound penalty; a weapon action opens the
 * attack dialog; the gamemaster rolls every NPC of the segment in one click. The roll's total goes
 * to the round as the action's place in the order (Grundregeln).
 */
import { planRoll } from "../dice/roll-modifiers.ts";
import type { D6Roll } from "../dice/d6-roll.ts";
import { rollD6 } from "../dice/pipeline/roll-d6.ts";
import type { RollRequest } from "../dice/roll-request.ts";
import type { SWD6Actor } from "../documents/actor.ts";
import { openRollDialog } from "../applications/roll-dialog.ts";
import { currentMoment, forcePointSpentAt } from "../dice/force-point-round.ts";
import { forcePointDieCode } from "../rules/characters/force-points.ts";
import { openAttackDialog } from "../applications/on-demand/windows.ts";
import { getRuleSetting } from "../settings.ts";
import { type MessageMode, applyMessageMode, currentMessageMode } from "../compat.ts";
import type { RoundState } from "./flow/round-state.ts";
import type { SegmentRollEntry } from "./flow/round-flow.ts";
import { segmentSituation } from "./flow/segment-order.ts";
import { roundRules, woundOf } from "./round-rules.ts";
import { submitRoundCommand } from "./round-query.ts";
import { planRollOptions } from "../dice/plan-roll-options.ts";
import { actionToRoll, declaredActionsFor, requestFor, tieCodeOf } from "./segment-action.ts";
import { createChatMessage } from "../data/document-writes.ts";
import type { NpcRoll } from "./npc-rolls-card.ts";

/** The combat as the segment's rolls read it: the system's Combat, named by shape to keep combat.ts free to call here. */
interface RoundCombat {
  readonly id: string | null;
  readonly roundState: RoundState | null;
  readonly combatants: { get(id: string): Combatant.Implementation | undefined };
}

/**
 * Rolls a combatant's action of the current segment through the roll dialog (or the attack dialog
 * for a weapon), then records the total.
 */
export async function rollSegmentAction(combat: RoundCombat, combatantId: string): Promise<void> {
  const state = combat.roundState;
  const actor = combat.combatants.get(combatantId)?.actor;
  const toRoll = state && actionToRoll(state, combatantId);
  if (!state || !actor || !toRoll) return;
  const { request, weapon } = requestFor(actor, toRoll.action.skill);
  const actions = declaredActionsFor(toRoll.penalty);
  const roll = weapon ? await openAttackDialog(actor, weapon, { actions }) : await openRollDialog({ ...request, actions });
  if (typeof roll?.total !== "number") return;
  // The gamemaster records the roll's own total, checked against the action's code (segment-roll-check.ts).
  const command = {
    type: "roll",
    combatant: combatantId,
    total: roll.total,
    tieCode: tieCodeOf(actor, request),
    round: state.round,
    phase: state.phase,
    segment: state.segment,
  } as const;
  await submitRoundCommand(combat, command, roll.toJSON());
}

/**
 * The gamemaster's one click: every NPC of the segment who still has to roll rolls his declared
 * skill at his penalties; all the rolls go to chat in one message (a hidden combatant's in a second,
 * whispered to the gamemasters: his line would give him away), and every total is recorded in one
 * round command (one write of the Combat however many NPCs roll).
 */
export async function rollNpcActions(combat: RoundCombat): Promise<void> {
  const state = combat.roundState;
  if (!state || !game.user.isGM) return;
  const rolls: SegmentRollEntry[] = [];
  const rolled: NpcRoll[] = [];
  for (const id of segmentSituation(state, roundRules()).pending) {
    const combatant = combat.combatants.get(id);
    const actor = combatant?.actor;
    const toRoll = actionToRoll(state, id);
    if (!combatant || !actor || !toRoll || combatant.hasPlayerOwner) continue;
    const { request } = requestFor(actor, toRoll.action.skill);
    const roll = await evaluatedRoll(actor, request, declaredActionsFor(toRoll.penalty));
    if (!roll) continue;
    rolled.push({ roll, name: combatant.name ?? actor.name ?? "", skill: request.label, hidden: combatant.hidden === true });
    rolls.push({ combatant: id, total: roll.total ?? 0, tieCode: tieCodeOf(actor, request) });
  }
  if (rolls.length === 0) return;
  // The card's code loads with the first click: the startup script stays small.
  await (await import("./npc-rolls-card.ts")).postNpcRolls(rolled, state.segment);
  await submitRoundCommand(combat, { type: "rolls", rolls, round: state.round, phase: state.phase, segment: state.segment });
}

/**
 * A request rolled without the dialog: the D6 roll of {@link quickRoll}, with the wound penalty,
 * `actions` declared actions and a Force point spent this round, evaluated but not posted.
 * @param kind the pipeline's kind (its hooks): a segment's action, or the side's initiative
 * @returns the roll, or null when a `swd6rpg.preRoll<Kind>` listener cancelled it
 */
export async function evaluatedRoll(
  actor: SWD6Actor,
  request: RollRequest,
  actions: number,
  kind: "segment" | "initiative" = "segment",
): Promise<D6Roll | null> {
  // A Force point spent this round doubles the code, as in the roll dialog (Reglas: "todos los códigos … se doblan").
  const doubled = forcePointSpentAt(actor, currentMoment());
  const base = doubled ? forcePointDieCode(request.code) : request.code;
  const plan = planRoll({ base, kind: request.kind, actions, wound: { level: woundOf(actor), model: getRuleSetting("damageModel") } });
  return rollD6(kind, planRollOptions(plan, request.label, actor.name ?? null, "world"), actor);
}

/**
 * Rolls a request without the dialog, with the wound penalty, `actions` declared actions and a Force
 * point spent this round (doubling the code), and posts it to chat as the roll dialog would: the
 * side's initiative roll (hooks `swd6rpg.preRollInitiative`, `swd6rpg.rollInitiative`).
 * @param mode who may see the roll's message (the user's chosen roll mode by default)
 * @returns the total, or null when a listener cancelled the roll (nothing is posted)
 */
export async function quickRoll(
  actor: SWD6Actor,
  request: RollRequest,
  actions: number,
  mode: MessageMode = currentMessageMode(game.settings),
): Promise<number | null> {
  const roll = await evaluatedRoll(actor, request, actions, "initiative");
  if (!roll) return null;
  const data = { speaker: ChatMessage.implementation.getSpeaker({ actor: actor }), rolls: [roll] };
  await createChatMessage(applyMessageMode(ChatMessage.implementation as never, data, mode));
  return roll.total ?? 0;
}
