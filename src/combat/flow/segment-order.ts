/**
 * Where the current action segment stands: who acts in it, who has still to roll, the acting order
 * the rolls give and who acts now.
 *
 * Rule (Grundregeln): everyone acting in a segment rolls the skill of his action; the highest roll acts
 * first ("die gewürfelten Fertigkeiten geben sowohl die Initiative als auch den Erfolg der Aktion
 * an"). The plan and the order come from the rules engine (`planSegments`, `orderSegment`), with
 * side initiative (`sideActingOrder`, R&E Rules) grouping the order by side and surprise
 * (`surpriseOrder`, R&E Rules) putting the attackers first in the first segment of the fight.
 */
import { type SegmentPlan, type SegmentRoll, type SegmentTurn, orderSegment, planSegments } from "../../rules/actions/segments.ts";
import { sideActingOrder } from "../../rules/actions/side-initiative.ts";
import { surpriseOrder } from "../../rules/actions/surprise.ts";
import type { RoundRules, RoundState } from "./round-state.ts";
import { firstNotActed, hasActed, positionOf } from "./round-index.ts";

/** A place in the segment's order, with the side the acting combatant belongs to. */
export interface OrderedTurn extends SegmentTurn {
  side: string;
}

/** The current segment as the tracker shows it. */
export interface SegmentSituation {
  /** How many action segments the round has. */
  count: number;
  /** The rules engine's plan of every segment. */
  plans: SegmentPlan[];
  /** The current segment's plan; null in the declaration phase or a round without segments. */
  plan: SegmentPlan | null;
  /** Combatants with a declared action in this segment who have not rolled it yet. */
  pending: string[];
  /** The rolled actions still to happen or done, in acting order. */
  turns: OrderedTurn[];
  /** Who acts now: every combatant of the first rank not yet acted; empty while rolls are pending. */
  current: string[];
}

/**
 * The current segment of a round: its plan from `planSegments`, the order from `orderSegment`
 * (grouped by side under side initiative, attackers first in a surprise round's first segment).
 *
 * @param state the round
 * @param rules the world settings (the tie rule)
 * @throws RuleArgumentError when the stored declarations are invalid (cannot happen for a state
 *   built by round-flow.ts)
 */
export function segmentSituation(state: RoundState, rules: RoundRules): SegmentSituation {
  const plans = plansOf(state);
  const plan = state.phase === "segments" ? (plans[state.segment - 1] ?? null) : null;
  if (!plan) return { count: plans.length, plans, plan: null, pending: [], turns: [], current: [] };
  const { pending, turns } = orderOf(state, plan, rules);
  const current = pending.length > 0 ? [] : currentTurns(turns, state.acted);
  return { count: plans.length, plans, plan, pending, turns, current };
}

/** Who of the first rank not yet done has still to act: the turns of that rank not taken. */
function currentTurns(turns: OrderedTurn[], acted: readonly string[]): string[] {
  const first = firstNotActed(turns, acted);
  if (first === turns.length) return [];
  const group = rankGroups(turns).get(turns[first].rank) ?? [];
  return group.filter((t) => !hasActed(acted, t.id)).map((t) => t.id);
}

/** The turns of each rank, once per acting order: "next" looks only at the rank acting now. */
const rankedOrders = new WeakMap<OrderedTurn[], Map<number, OrderedTurn[]>>();

function rankGroups(turns: OrderedTurn[]): Map<number, OrderedTurn[]> {
  let groups = rankedOrders.get(turns);
  if (!groups) {
    groups = new Map();
    for (const turn of turns) {
      const group = groups.get(turn.rank);
      if (group) group.push(turn);
      else groups.set(turn.rank, [turn]);
    }
    rankedOrders.set(turns, groups);
  }
  return groups;
}

/**
 * The round's segment plans, planned once per set of combatants: a state is never changed in place,
 * so "next" after "next" (which changes only who has acted) plans nothing again.
 */
const plannedRounds = new WeakMap<RoundState["combatants"], SegmentPlan[]>();

function plansOf(state: RoundState): SegmentPlan[] {
  let plans = plannedRounds.get(state.combatants);
  if (!plans) {
    plans = planSegments(state.combatants.map((c) => c.declaration));
    plannedRounds.set(state.combatants, plans);
  }
  return plans;
}

/** The last order worked out for a set of combatants, with what it was worked out from. */
const orderedRounds = new WeakMap<
  RoundState["combatants"],
  { segment: number; sides: RoundState["sides"]; surprise: RoundState["surprise"]; tie: RoundRules["tie"]; pending: string[]; turns: OrderedTurn[] }
>();

/**
 * Who still has to roll in the segment and the order the rolls give, worked out once per set of
 * combatants and segment (the rolls live in the combatants; "next" changes neither).
 */
function orderOf(state: RoundState, plan: SegmentPlan, rules: RoundRules): { pending: string[]; turns: OrderedTurn[] } {
  const known = orderedRounds.get(state.combatants);
  if (known && known.segment === state.segment && known.sides === state.sides && known.surprise === state.surprise && known.tie === rules.tie) return known;
  const pending: string[] = [];
  const rolls: (SegmentRoll & { side: string })[] = [];
  for (const entry of plan.entries) {
    if (entry.action?.status !== "declared") continue;
    const member = state.combatants[positionOf(state.combatants, entry.id)];
    const roll = member.rolls.find((r) => r.segment === state.segment);
    if (roll) rolls.push({ id: entry.id, total: roll.total, side: member.side, ...(roll.tieCode ? { tieCode: roll.tieCode } : {}) });
    else pending.push(entry.id);
  }
  let turns = orderBySide(rolls, state, rules);
  if (state.surprise && state.segment === 1) turns = withSides(surpriseOrder(turns, state.surprise), rolls);
  orderedRounds.set(state.combatants, { segment: state.segment, sides: state.sides, surprise: state.surprise, tie: rules.tie, pending, turns });
  return { pending, turns };
}

/** The order of the rolls: one `orderSegment` per side in the sides' acting order, ranks running on. */
function orderBySide(rolls: (SegmentRoll & { side: string })[], state: RoundState, rules: RoundRules): OrderedTurn[] {
  const sides = state.sides;
  if (!sides?.winner || !sides.choice) return withSides(orderSegment(rolls.map(plainRoll), rules.tie), rolls);
  const present = [...new Set([sides.winner, ...state.combatants.map((c) => c.side)])];
  let offset = 0;
  return sideActingOrder(present, sides.winner, sides.choice).flatMap((side) => {
    const turns = orderSegment(rolls.filter((r) => r.side === side).map(plainRoll), rules.tie);
    const ranked = turns.map((t) => ({ ...t, rank: t.rank + offset, side }));
    offset += Math.max(0, ...turns.map((t) => t.rank));
    return ranked;
  });
}

function plainRoll(roll: SegmentRoll & { side: string }): SegmentRoll {
  return { id: roll.id, total: roll.total, ...(roll.tieCode ? { tieCode: roll.tieCode } : {}) };
}

function withSides(turns: SegmentTurn[], rolls: { id: string; side: string }[]): OrderedTurn[] {
  const sides = new Map(rolls.map((r) => [r.id, r.side]));
  return turns.map((t) => ({ ...t, side: sides.get(t.id) ?? "" }));
}
