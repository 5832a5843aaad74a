/**
 * The combat tracker's view of a round: the phase, and per combatant what he declared, his action
 * of the current segment with its multiple action penalty, his roll and place in the order, his
 * wound and what the viewer may do for him. Built from the stored round alone, so a reload shows
 * exactly what was shown before it. Penalties come from `penaltyInSegment`, the order from
 * segment-order.ts: nothing is counted here.
 */
import {
  type ActionStatus,
  type ReactionDeclaration,
  type ScheduledStatus,
  type SegmentEntry,
  penaltyInSegmentUnder,
  rolledReactions,
} from "../../rules/actions/segments.ts";
import { sideActingOrder } from "../../rules/actions/side-initiative.ts";
import { formatModifier } from "../../rules/dice/die-code.ts";
import { type CombatantRoundState, type RoundPhase, type RoundRules, type RoundState, outOfFight, woundLetsReact } from "./round-state.ts";
import { type SegmentSituation, segmentSituation } from "./segment-order.ts";
import { hasActed } from "./round-index.ts";
import { REACTION_KINDS, standingReaction } from "../../rules/actions/reactions.ts";
import { termLabel } from "../../game-terms.ts";

/**
 * A combatant's reactions that count in the segment: those declared in it (the segment plan's), and
 * the rolled ones of earlier segments that still stand against an attack (`standingReaction`: under
 * R&E the rest of the round), oldest first. They are read from the round's one record of reactions,
 * where the tracker and the attack card alike write them.
 */
function reactionsNow(c: CombatantRoundState, entry: SegmentEntry | null | undefined, segment: number, rules: RoundRules): ReactionDeclaration[] {
  const shown = new Set(entry ? entry.reactions : []);
  const rolled = rolledReactions(c.declaration.reactions);
  const rolls = rolled.map(({ roll }) => roll);
  for (const kind of segment > 0 ? REACTION_KINDS : []) {
    const standing = standingReaction(rolls, { segment, attack: "now" }, rules.reactionMode, [kind]);
    if (standing) shown.add(rolled[rolls.indexOf(standing)].index);
  }
  return [...shown].sort((a, b) => a - b).map((i) => c.declaration.reactions[i]);
}

/** What the tracker knows of a combatant besides the round: from his Combatant and actor. */
export interface MemberInfo {
  id: string;
  name: string;
  img: string;
  /** The viewer owns the combatant's actor. */
  owner: boolean;
  /** Names of the skills, attributes and weapons his declarations refer to, by roll reference. */
  names: Record<string, string>;
  /** He spent a Force point this round: every roll of his is doubled (Reglas). */
  forcePoint?: boolean;
}

/** Who looks at the tracker. */
export interface Viewer {
  isGM: boolean;
}

/** One declared action as the tracker lists it. */
export interface ActionView {
  kindKey: string;
  /** The status's label key, or null while the action is still to happen. */
  statusKey: string | null;
  label: string;
  skill: string;
  status: ScheduledStatus | ActionStatus;
}

/** One combatant's row. */
export interface RowView {
  id: string;
  name: string;
  img: string;
  owner: boolean;
  declared: boolean;
  /** His declarations, or null while hidden from this viewer (world setting). */
  actions: ActionView[] | null;
  /** His action of the current segment; null when he has none in it (or in the declaration phase). */
  action: ActionView | null;
  /** His multiple action penalty now (`-2D`), or null for none. */
  penalty: string | null;
  /** His reactions that count now (`reactionsNow`): label, and total once rolled (`"18"`; null before). */
  reactions: { label: string; total: string | null }[];
  roll: number | null;
  rank: number | null;
  current: boolean;
  acted: boolean;
  woundKey: string;
  /** A Force point doubles his rolls this round. */
  forcePoint: boolean;
  wounded: boolean;
  stunned: boolean;
  out: boolean;
  surprised: boolean;
  losesFirstAction: boolean;
  canDeclare: boolean;
  canRoll: boolean;
  canLapse: boolean;
  canRestore: boolean;
  canReact: boolean;
  css: string;
}

/** A group of rows: one side under side initiative, else everyone. */
export interface GroupView {
  side: string | null;
  labelKey: string | null;
  rows: RowView[];
}

/** The whole tracker view. */
export interface TrackerView {
  round: number;
  phase: RoundPhase;
  /** The declaration phase is on. */
  declaring: boolean;
  /** The first round: the gamemaster may mark the surprised. */
  firstRound: boolean;
  /** The phase's heading: `SWD6.Combat.Phase.declaration`, or `…segment` with `{ segment, count }`. */
  phaseKey: string;
  phaseData: Record<string, string>;
  segment: number;
  count: number;
  isGM: boolean;
  allDeclared: boolean;
  waitingForRolls: boolean;
  canNext: boolean;
  /** The current segment's NPC actions still to roll, for the gamemaster's one click. */
  npcRolls: string[];
  sides: {
    rolls: { labelKey: string; total: number }[];
    winnerKey: string | null;
    choiceKey: string | null;
    /** The winner is known and has still to choose. */
    choosing: boolean;
    open: boolean;
  } | null;
  groups: GroupView[];
}

/**
 * The tracker's view of a round.
 * @param state the stored round
 * @param members the combatants' names, images, ownership and roll names
 * @param viewer who looks
 * @param rules the world settings
 */
export function roundView(state: RoundState, members: MemberInfo[], viewer: Viewer, rules: RoundRules): TrackerView {
  const situation = segmentSituation(state, rules);
  const lookup = situationLookup(situation, state);
  const inSegments = state.phase === "segments" && situation.plan !== null;
  const infoById = new Map(members.map((m) => [m.id, m]));
  const listed = state.combatants.flatMap((c) => {
    const info = infoById.get(c.declaration.id);
    return info ? [rowView(state, c, info, viewer, rules, lookup)] : [];
  });
  const rows = inSegments ? inActingOrder(listed, lookup) : listed;
  const segment = state.phase === "segments" ? state.segment : 0;
  return {
    round: state.round,
    phase: state.phase,
    declaring: state.phase === "declaration",
    firstRound: state.round === 1,
    phaseKey:
      state.phase === "declaration" ? "SWD6.Combat.Phase.declaration" : situation.count === 0 ? "SWD6.Combat.Phase.noSegments" : "SWD6.Combat.Phase.segment",
    phaseData: { segment: String(segment), count: String(situation.count), round: String(state.round) },
    segment,
    count: situation.count,
    isGM: viewer.isGM,
    allDeclared: state.combatants.every((c) => c.declared),
    waitingForRolls: situation.pending.length > 0,
    canNext: viewer.isGM && state.phase === "segments" && situation.pending.length === 0,
    npcRolls: situation.pending.filter((id) => !infoById.get(id)?.owner || viewer.isGM),
    sides: state.sides
      ? {
          rolls: state.sides.rolls.map((r) => ({ labelKey: `SWD6.Combat.Side.${r.side}`, total: r.total })),
          winnerKey: state.sides.winner ? `SWD6.Combat.Side.${state.sides.winner}` : null,
          choiceKey: state.sides.choice ? `SWD6.Combat.Side.choice.${state.sides.choice}` : null,
          choosing: state.sides.winner !== null && state.sides.choice === null,
          open: state.phase === "declaration" && state.sides.choice === null,
        }
      : null,
    groups: groupBySide(state, rows),
  };
}

/**
 * The rows in the segment's acting order, then those still to roll, then those without an action in
 * it, each of the last two in the tracker's order: placed by bucket, not sorted, so the order costs
 * time linear in the rows.
 */
function inActingOrder(rows: RowView[], lookup: SituationLookup): RowView[] {
  const acting: (RowView | undefined)[] = new Array<RowView | undefined>(lookup.situation.turns.length);
  const pending: RowView[] = [];
  const others: RowView[] = [];
  const waiting = new Set(lookup.situation.pending);
  for (const row of rows) {
    const place = lookup.places.get(row.id);
    if (place !== undefined) acting[place] = row;
    else (waiting.has(row.id) ? pending : others).push(row);
  }
  return [...acting.filter((row) => row !== undefined), ...pending, ...others];
}

/** The current segment's situation by combatant id, built once per view. */
interface SituationLookup {
  situation: SegmentSituation;
  entries: Map<string, SegmentEntry>;
  /** Each turn's position in the acting order. */
  places: Map<string, number>;
  current: Set<string>;
  /** Those the first round's surprise leaves surprised. */
  surprised: Set<string>;
}

function situationLookup(situation: SegmentSituation, state: RoundState): SituationLookup {
  return {
    situation,
    entries: new Map((situation.plan?.entries ?? []).map((e) => [e.id, e])),
    places: new Map(situation.turns.map((t, i) => [t.id, i])),
    current: new Set(situation.current),
    surprised: new Set((state.surprise?.targets ?? []).filter((t) => t.surprised).map((t) => t.id)),
  };
}

function rowView(state: RoundState, c: CombatantRoundState, info: MemberInfo, viewer: Viewer, rules: RoundRules, lookup: SituationLookup): RowView {
  const { situation } = lookup;
  const id = c.declaration.id;
  const mine = viewer.isGM || info.owner;
  const hidden = rules.declarations === "hidden" && state.phase === "declaration" && !mine;
  const entry = lookup.entries.get(id) ?? null;
  const segment = Math.max(1, state.segment);
  const penalty = penaltyInSegmentUnder(c.declaration, segment, rules.running ?? "action");
  const roll = c.rolls.find((r) => r.segment === state.segment)?.total ?? null;
  const place = lookup.places.get(id);
  const turn = place === undefined ? undefined : situation.turns[place];
  const action = entry?.action
    ? actionView({ kind: entry.action.kind, label: entry.action.label, skill: entry.action.skill, status: entry.action.status }, info)
    : null;
  const current = lookup.current.has(id);
  const acted = hasActed(state.acted, id);
  const out = outOfFight(c, rules.damageModel);
  const stunned = c.wound === "stunned";
  const declaredAction = entry?.action?.status === "declared";
  return {
    id,
    name: info.name,
    img: info.img,
    owner: info.owner,
    declared: c.declared,
    actions: hidden ? null : c.declaration.actions.map((a) => actionView({ ...a, status: a.status ?? "declared" }, info)),
    action,
    penalty: penalty > 0 && (!hidden || state.phase === "segments") ? formatModifier({ dice: -penalty, pips: 0 }) : null,
    reactions: reactionsNow(c, entry, state.segment, rules).map((r) => ({
      label: r.label ?? info.names[r.skill ?? ""] ?? "",
      total: r.total === undefined ? null : String(r.total),
    })),
    roll: hidden ? null : roll,
    rank: turn?.rank ?? null,
    current,
    acted,
    woundKey: termLabel("woundLevels", c.wound),
    forcePoint: info.forcePoint === true,
    wounded: c.wound !== "none",
    stunned,
    out,
    surprised: c.surprised || lookup.surprised.has(id),
    losesFirstAction: c.losesFirstAction,
    canDeclare: mine && state.phase === "declaration" && !out,
    canRoll: mine && declaredAction && roll === null,
    canLapse: mine && declaredAction && !acted,
    canRestore: mine && entry?.action?.status === "lapsed" && !acted,
    canReact: mine && state.phase === "segments" && woundLetsReact(c, rules.damageModel) && situation.plan !== null,
    css: [current ? "current" : "", acted ? "acted" : "", out ? "out" : "", stunned ? "stunned" : "", c.declared ? "declared" : "undeclared"]
      .filter(Boolean)
      .join(" "),
  };
}

function actionView(action: { kind: string; label?: string; skill?: string; status: ScheduledStatus | ActionStatus }, info: MemberInfo): ActionView {
  return {
    kindKey: `SWD6.Combat.Kind.${action.kind}`,
    statusKey: action.status === "declared" ? null : `SWD6.Combat.Status.${action.status}`,
    label: action.label ?? "",
    skill: action.skill ? (info.names[action.skill] ?? "") : "",
    status: action.status,
  };
}

/** Rows by side in the sides' acting order under side initiative; one group otherwise. */
function groupBySide(state: RoundState, rows: RowView[]): GroupView[] {
  if (!state.sides) return [{ side: null, labelKey: null, rows }];
  const sides = new Map(state.combatants.map((c) => [c.declaration.id, c.side]));
  const sideOf = (id: string) => sides.get(id) ?? "";
  const present = [...new Set(state.combatants.map((c) => c.side))];
  const { winner, choice } = state.sides;
  const order = winner && choice ? sideActingOrder(present, winner, choice) : present;
  return order.map((side) => ({ side, labelKey: `SWD6.Combat.Side.${side}`, rows: rows.filter((r) => sideOf(r.id) === side) }));
}
