/**
 * Declaration-based action segments: the round structure the combat tracker runs.
 *
 * Rule (Grundregeln, Reglas "COMBATE"): a round is a declaration phase, then action segments.
 * Segment N holds each character's Nth action that takes a segment of its own (walk, run, action);
 * "Das zweite Segment findet erst statt, wenn alle Charaktere die Chance hatten im ersten Segment zu
 * handeln". Inside a segment every acting character rolls the skill of his action; the highest roll
 * acts first and the same roll decides the action's success (Grundregeln: "die gewürfelten Fertigkeiten
 * geben sowohl die Initiative als auch den Erfolg der Aktion an"). Reactions are declared at the
 * latest at the start of a segment and count as an extra action from that segment on, for every
 * roll (Grundregeln); rolls made before a reaction was declared keep their penalty (Reglas).
 *
 * Every shape here is plain JSON, so the Foundry layer can keep declarations in document flags and
 * recompute the plan on every render.
 */
import { type ActionDeclaration, type ActionKind, type RunningRule, checkDeclaration, multipleActionPenaltyUnder, takesOwnSegment } from "./actions.ts";
import type { ReactionKind, ReactionRoll } from "./reactions.ts";
import { type DieCode, checkRollable, compareDieCodes } from "../dice/die-code.ts";
import { RuleArgumentError, requireId, requireInteger, requireObject, requireOneOf, requireUniqueId } from "../errors.ts";

/** Every stored action status. */
export const ACTION_STATUSES = ["declared", "lapsed", "lost"] as const;

/**
 * What became of a declared action, as stored: `"declared"` (still to happen), `"lapsed"` (the
 * situation changed and it makes no sense any more — Grundregeln: "Im Regelfall verfällt die Aktion und
 * der betroffene Charakter handelt gar nicht in dem Segment") or `"lost"` (the character was stunned).
 */
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** A scheduled action's status: a stored {@link ActionStatus}, or `"replaced"` when a reaction used it up (R&E Rules). */
export type ScheduledStatus = ActionStatus | "replaced";

/** An action from the declaration phase with its stored status; no `status` means `"declared"`. */
export interface DeclaredAction extends ActionDeclaration {
  status?: ActionStatus;
}

/**
 * A reaction (dodge, parry, deflect) declared after the declaration phase.
 * - `segment`: the action segment (from 1) at whose start — or, R&E style, during which, before the
 *   roll it answers — the reaction was declared; it counts toward the penalty from that segment on.
 * - `replaces`: R&E (R&E Rules: "The character can use up any remaining actions for a reaction or
 *   have the reaction be an extra action"): the index in `actions` of a remaining declared action
 *   this reaction takes the place of. Such a reaction adds no penalty; the action does not happen.
 * - `kind`, `total`: the reaction's roll, once rolled: a dodge or a parry and its total, which stands
 *   against later attacks as the rules say (`standingReaction`, reactions.ts).
 * - `attack`: the attack card (message id) it answered; absent for one made from the combat tracker.
 */
export interface ReactionDeclaration {
  segment: number;
  label?: string;
  skill?: string;
  replaces?: number;
  /** A full dodge or parry (R&E, `tables.json`): the character's only action of the round. */
  full?: boolean;
  kind?: ReactionKind;
  total?: number;
  attack?: string;
}

/**
 * The rolled reactions among a combatant's declared ones, oldest first, each with its position in
 * `reactions`: those that can stand against later attacks (`standingReaction`, reactions.ts).
 * @param reactions the combatant's declared reactions
 * @returns each rolled reaction as a reaction roll, and its index in `reactions`
 */
export function rolledReactions(reactions: readonly ReactionDeclaration[]): { roll: ReactionRoll; index: number }[] {
  return reactions.flatMap(({ kind, total, segment, attack, full }, index) =>
    kind !== undefined && total !== undefined
      ? [{ roll: { kind, total, segment, ...(attack ? { attack } : {}), ...(full ? { full: true } : {}) }, index }]
      : [],
  );
}

/**
 * One combatant's declarations for the round, as the combat tracker stores them.
 * - `id`: the combatant's id, unique in the round.
 * - `actions`: everything declared in the declaration phase, in the order it is to happen. Walks,
 *   runs and actions fill segments 1, 2, 3… in that order; draws and reactions take no segment and
 *   count from segment 1 (a reaction declared up front, Grundregeln: "im Anschluss an das Ansagen").
 * - `reactions`: reactions declared later, each with its segment.
 */
export interface CombatantDeclaration {
  id: string;
  actions: DeclaredAction[];
  reactions: ReactionDeclaration[];
}

/** A combatant's action in one segment. `index` points into the combatant's `actions`. */
export interface ScheduledAction {
  index: number;
  kind: ActionKind;
  label?: string;
  skill?: string;
  status: ScheduledStatus;
}

/**
 * One combatant in one segment.
 * - `action`: his action of this segment, or `null` (he has none left; he may still react).
 * - `reactions`: indexes into his `reactions` declared for this segment.
 * - `penalty`: the multiple action penalty, in dice, of every roll he makes now in this segment.
 */
export interface SegmentEntry {
  id: string;
  action: ScheduledAction | null;
  reactions: number[];
  penalty: number;
}

/** One action segment: its number (from 1) and one entry per combatant, in declaration order. */
export interface SegmentPlan {
  segment: number;
  entries: SegmentEntry[];
}

/**
 * The action segments of a round (Grundregeln, Reglas): as many as the most segment-taking actions any
 * combatant declared; segment N holds each combatant's Nth walk, run or action.
 *
 * @param declarations every combatant's declarations (see {@link CombatantDeclaration})
 * @returns the segments, segment 1 first (each entry's penalty counts a run as an action) (an empty array when nobody declared a walk, run or action)
 * @throws RuleArgumentError naming the offending field (`declarations[i].id`,
 *   `declarations[i].actions[j].kind`, `declarations[i].reactions[j].segment`, …) for: a declaration
 *   that is not an object, an empty or repeated id, an invalid action list (see {@link checkDeclaration}),
 *   an unknown status, a reaction segment that is not an integer from 1 to the number of segments,
 *   a `replaces` that does not point to a declared walk, run or action of that segment or a later
 *   one, or two reactions replacing the same action
 */
export function planSegments(declarations: CombatantDeclaration[]): SegmentPlan[] {
  if (!Array.isArray(declarations)) throw new RuleArgumentError("declarations", declarations, "an array of declarations");
  const ids = new Set<string>();
  const slots = declarations.map((declaration, i) => {
    const name = `declarations[${i}]`;
    checkCombatant(declaration, name);
    requireUniqueId(`${name}.id`, declaration.id, ids, "an id unique in the round");
    return segmentSlots(declaration.actions);
  });
  const count = Math.max(0, ...slots.map((s) => s.length));
  declarations.forEach((declaration, i) =>
    declaration.reactions.forEach((reaction, j) => {
      if (reaction.segment > count) {
        const expected = count === 0 ? "no reaction in a round without action segments" : `a segment from 1 to ${count}`;
        throw new RuleArgumentError(`declarations[${i}].reactions[${j}].segment`, reaction.segment, expected);
      }
    }),
  );
  return Array.from({ length: count }, (_, k) => ({
    segment: k + 1,
    entries: declarations.map((declaration, i) => {
      const index = slots[i][k];
      return {
        id: declaration.id,
        action: index === undefined ? null : scheduled(declaration, index),
        reactions: declaration.reactions.flatMap((r, j) => (r.segment === k + 1 ? [j] : [])),
        penalty: penaltyOf(declaration, k + 1),
      };
    }),
  }));
}

/**
 * One combatant's walk, run or action of a segment, as {@link planSegments} schedules it (Grundregeln:
 * segment N holds his Nth walk, run or action), without planning everyone else's: what a roll
 * recorded for him checks, in time independent of the number of combatants.
 *
 * @param declaration his declarations
 * @param segment the action segment, an integer >= 1
 * @returns his action of that segment with its status, or null when he has none in it
 * @throws RuleArgumentError for an invalid declaration (as {@link planSegments}) or segment
 */
export function scheduledActionIn(declaration: CombatantDeclaration, segment: number): ScheduledAction | null {
  checkCombatant(declaration, "declaration");
  requireInteger("segment", segment, 1);
  const index = segmentSlots(declaration.actions)[segment - 1];
  return index === undefined ? null : scheduled(declaration, index);
}

/**
 * The multiple action penalty, in dice, of a roll the combatant makes now in `segment`: every action
 * of the declaration phase counts (whatever became of it: the penalty is fixed by what was declared),
 * plus every reaction declared so far for this segment or an earlier one, except reactions that
 * replace an action (Grundregeln: Bulack's first brawling parry 0, his second -1D; Reglas).
 *
 * @param declaration the combatant's declarations as they stand when he rolls
 * @param segment the current action segment, an integer >= 1
 * @returns dice to subtract, >= 0
 * @throws RuleArgumentError for an invalid declaration (as {@link planSegments}) or segment
 */
export function penaltyInSegment(declaration: CombatantDeclaration, segment: number): number {
  return penaltyInSegmentUnder(declaration, segment, "action");
}

/**
 * {@link penaltyInSegment} under a running rule of the world's choosing (`RunningRule`).
 * @throws RuleArgumentError for an invalid declaration, segment or running rule
 */
export function penaltyInSegmentUnder(declaration: CombatantDeclaration, segment: number, running: RunningRule): number {
  checkCombatant(declaration, "declaration");
  return penaltyOf(declaration, requireInteger("segment", segment, 1), 0, running);
}

/**
 * The multiple action penalty, in dice, of a reaction the combatant makes now, in `segment`, as an
 * extra action (Grundregeln, Reaktionen: "gelten als zusätzliche Aktion", Anla's dodge beside her
 * shot at -1D; R&E Rules: Cantrell's dodge beside two declared actions makes three, -2D; Grundregeln:
 * Anla's second evasive in the next segment at -1D for the first): every action declared, every
 * reaction made so far this round, and this one. A lone reaction costs nothing (Reglas).
 *
 * @param declaration the combatant's declarations as they stand before the reaction
 * @param segment the current action segment, an integer >= 1
 * @param running how running costs dice ({@link RunningRule}); default `"action"`
 * @returns dice to subtract, >= 0
 * @throws RuleArgumentError for an invalid declaration (as {@link planSegments}) or segment
 */
export function reactionPenaltyInSegment(declaration: CombatantDeclaration, segment: number, running: RunningRule = "action"): number {
  checkCombatant(declaration, "declaration");
  return penaltyOf(declaration, requireInteger("segment", segment, 1), 1, running);
}

/**
 * Sets the stored status of the combatant's action in `segment`: `"lapsed"` when it no longer makes
 * sense (Grundregeln: the target ran out of sight, Anla "ist verdammt, diese Runde untätig zu sein"),
 * `"lost"`, or back to `"declared"` to undo.
 *
 * @returns a new declaration; the input is not changed
 * @throws RuleArgumentError for an invalid declaration, segment or status, when the combatant has no
 *   walk, run or action in that segment, or when a reaction replaced it
 */
export function markAction(declaration: CombatantDeclaration, segment: number, status: ActionStatus): CombatantDeclaration {
  checkCombatant(declaration, "declaration");
  requireInteger("segment", segment, 1);
  requireOneOf("status", status, ACTION_STATUSES);
  const index = segmentSlots(declaration.actions)[segment - 1];
  if (index === undefined) throw new RuleArgumentError("segment", segment, "a segment holding one of the combatant's actions");
  if (replacedIndexes(declaration).has(index)) throw new RuleArgumentError("segment", segment, "a segment whose action no reaction replaced");
  return withStatus(declaration, new Set([index]), status);
}

/** The outcome of {@link loseRemainingActions}. */
export interface StunOutcome {
  /** The declarations with every remaining walk, run and action marked `"lost"`. */
  declaration: CombatantDeclaration;
  /**
   * He had no action left to lose, so he cannot act in the first segment of the next round
   * (Grundregeln: "Sollte der Verteidiger keine Aktionen mehr angesagt haben, so kann er in der ersten
   * Phase der nächsten Runde nicht handeln").
   */
  losesFirstActionNextRound: boolean;
}

/**
 * A stunned character falls and loses his remaining actions this round; reactions remain allowed
 * (Grundregeln: "kann keine Aktionen für den Rest der Runde ausführen. Reaktionen sind aber weiterhin
 * möglich"; R&E Rules: "can no longer take any actions for the rest of the round"). Actions already
 * lapsed or replaced stay so; the multiple action penalty does not change.
 *
 * @param declaration the combatant's declarations
 * @param fromSegment the first segment whose action is lost: the current one if he has not acted in
 *   it yet, else the next
 * @returns the new declarations (the input is not changed) and the carry-over to the next round
 * @throws RuleArgumentError for an invalid declaration or a `fromSegment` that is not an integer >= 1
 */
export function loseRemainingActions(declaration: CombatantDeclaration, fromSegment: number): StunOutcome {
  checkCombatant(declaration, "declaration");
  requireInteger("fromSegment", fromSegment, 1);
  const replaced = replacedIndexes(declaration);
  const lost = new Set(
    segmentSlots(declaration.actions)
      .slice(fromSegment - 1)
      .filter((index) => !replaced.has(index) && (declaration.actions[index].status ?? "declared") === "declared"),
  );
  return { declaration: withStatus(declaration, lost, "lost"), losesFirstActionNextRound: lost.size === 0 };
}

/** Every tie rule, default first. */
export const SEGMENT_TIES = ["simultaneous", "higher-code"] as const;

/**
 * How ties inside a segment are ordered: `"simultaneous"` (tied characters act at the same time) or
 * `"higher-code"` (the higher `tieCode` acts first — the world setting says which attribute the
 * Foundry layer passes, e.g. Dexterity or Perception; equal codes act simultaneously).
 * The seeds do not say (Reglas only: "el que consiga un mayor valor impacta primero").
 */
export type SegmentTie = (typeof SEGMENT_TIES)[number];

/** One acting character's roll in a segment; `tieCode` is needed for the `"higher-code"` tie rule. */
export interface SegmentRoll {
  id: string;
  total: number;
  tieCode?: DieCode;
}

/** A place in a segment's order: `rank` 1 acts first; equal ranks act simultaneously. */
export interface SegmentTurn {
  id: string;
  total: number;
  rank: number;
}

/**
 * The order inside an action segment: highest roll first (Grundregeln: Anla 16, Bulack 12, Darlen 11,
 * Corukk 8 act in that order); the same roll decides the action's success. Ranks are dense (1, 1, 2).
 * Equal ranks keep the input order.
 *
 * @param rolls one roll per acting character
 * @param tie how equal totals are ordered (default `"simultaneous"`)
 * @throws RuleArgumentError for a `rolls` that is not an array, an empty or repeated id, a total that
 *   is not an integer, an unknown tie rule, or a missing `tieCode` under `"higher-code"`
 * @throws DieCodeError for a malformed `tieCode`
 */
export function orderSegment(rolls: SegmentRoll[], tie: SegmentTie = "simultaneous"): SegmentTurn[] {
  if (!Array.isArray(rolls)) throw new RuleArgumentError("rolls", rolls, "an array of segment rolls");
  requireOneOf("tie", tie, SEGMENT_TIES);
  const ids = new Set<string>();
  rolls.forEach((roll, i) => {
    requireObject(`rolls[${i}]`, roll, "a segment roll");
    requireUniqueId(`rolls[${i}].id`, roll.id, ids, "an id unique in the segment");
    requireInteger(`rolls[${i}].total`, roll.total);
    if (tie === "higher-code") {
      if (roll.tieCode === undefined) throw new RuleArgumentError(`rolls[${i}].tieCode`, roll.tieCode, "a die code");
      checkRollable(roll.tieCode);
    }
  });
  const compare = (a: SegmentRoll, b: SegmentRoll): number => b.total - a.total || (tie === "higher-code" ? compareDieCodes(b.tieCode!, a.tieCode!) : 0);
  const sorted = [...rolls].sort(compare);
  let rank = 0;
  return sorted.map((roll, i) => {
    if (i === 0 || compare(sorted[i - 1], roll) !== 0) rank += 1;
    return { id: roll.id, total: roll.total, rank };
  });
}

/** Indexes of the walks, runs and actions, in declared order: entry k-1 is the action of segment k. */
function segmentSlots(actions: readonly DeclaredAction[]): number[] {
  const slots: number[] = [];
  actions.forEach((action, i) => {
    if (takesOwnSegment(action.kind)) slots.push(i);
  });
  return slots;
}

function replacedIndexes(declaration: CombatantDeclaration): Set<number> {
  return new Set(declaration.reactions.flatMap((r) => (r.replaces === undefined ? [] : [r.replaces])));
}

/** The penalty in `segment`, with `more` reactions beyond those declared (one being made now). */
function penaltyOf(declaration: CombatantDeclaration, segment: number, more = 0, running: RunningRule = "action"): number {
  const kinds = declaration.actions.map((a) => a.kind);
  for (const r of declaration.reactions) if (r.segment <= segment && r.replaces === undefined) kinds.push("reaction");
  for (let i = 0; i < more; i++) kinds.push("reaction");
  return multipleActionPenaltyUnder(kinds, running);
}

function scheduled(declaration: CombatantDeclaration, index: number): ScheduledAction {
  const { kind, label, skill, status } = declaration.actions[index];
  return {
    index,
    kind,
    ...(label === undefined ? {} : { label }),
    ...(skill === undefined ? {} : { skill }),
    status: replacedIndexes(declaration).has(index) ? "replaced" : (status ?? "declared"),
  };
}

function withStatus(declaration: CombatantDeclaration, indexes: Set<number>, status: ActionStatus): CombatantDeclaration {
  return {
    ...declaration,
    actions: declaration.actions.map((action, i) => (indexes.has(i) ? { ...action, status } : action)),
  };
}

/** Validates one combatant's declarations; `name` prefixes the argument names in errors. */
function checkCombatant(declaration: CombatantDeclaration, name: string): void {
  requireObject(name, declaration, "a combatant declaration");
  requireId(`${name}.id`, declaration.id);
  const { actions, reactions } = declaration;
  checkDeclaration(actions, `${name}.actions`);
  actions.forEach((action, i) => {
    if (action.status !== undefined) requireOneOf(`${name}.actions[${i}].status`, action.status, ACTION_STATUSES);
  });
  if (!Array.isArray(reactions)) throw new RuleArgumentError(`${name}.reactions`, reactions, "an array of reaction declarations");
  const slots = segmentSlots(actions);
  const replaced = new Set<number>();
  reactions.forEach((reaction: unknown, j) => {
    const at = `${name}.reactions[${j}]`;
    requireObject(at, reaction, "a reaction declaration");
    const { segment, label, skill, replaces, full } = reaction as Record<string, unknown>;
    requireInteger(`${at}.segment`, segment, 1);
    if (full !== undefined && typeof full !== "boolean") throw new RuleArgumentError(`${at}.full`, full, "true or false");
    if (label !== undefined && typeof label !== "string") throw new RuleArgumentError(`${at}.label`, label, "a string");
    if (skill !== undefined && typeof skill !== "string") throw new RuleArgumentError(`${at}.skill`, skill, "a string");
    if (replaces === undefined) return;
    // Only an action still to come can be used up: one in the reaction's segment or later, not yet
    // lapsed, lost or replaced.
    const slot = typeof replaces === "number" ? slots.indexOf(replaces) : -1;
    const remaining = slot >= 0 && slot + 1 >= (segment as number) && !replaced.has(slot) && (actions[slots[slot]].status ?? "declared") === "declared";
    if (!remaining) {
      throw new RuleArgumentError(`${at}.replaces`, replaces, "the index of a remaining declared walk, run or action, replaced once");
    }
    replaced.add(slot);
  });
}
