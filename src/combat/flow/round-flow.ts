/**
 * The combat round as a pure state machine: every change the tracker makes (a declaration, the
 * start of the segments, a roll, a lapse, a reaction, a wound, "next") is a function from one
 * {@link RoundState} to the next. The rules engine decides every penalty, segment and order
 * (Grundregeln, R&E Rules, Reglas); these functions only record what happened and refuse, with a
 * {@link RoundError}, what the rules or the phase do not allow.
 */
import { MOVEMENT_KINDS, type ActionKind, ACTION_KINDS } from "../../rules/actions/actions.ts";
import {
  type DeclaredAction,
  type ReactionDeclaration,
  loseRemainingActions,
  markAction,
  planSegments,
  scheduledActionIn,
} from "../../rules/actions/segments.ts";
import { canDefendAgainst } from "../../rules/actions/surprise.ts";
import { REACTION_KINDS, type ReactionKind, mayReactFully } from "../../rules/actions/reactions.ts";
import { type SideChoice, SIDE_CHOICES, sideInitiativeWinner } from "../../rules/actions/side-initiative.ts";
import { type WoundLevel, WOUND_LEVELS } from "../../rules/damage/damage.ts";
import { woundEffects } from "../../rules/damage/wounds.ts";
import { type DieCode } from "../../rules/dice/die-code.ts";
import { RuleArgumentError } from "../../rules/errors.ts";
import {
  type CombatantRoundState,
  type RoundMember,
  type RoundRules,
  type RoundState,
  type SegmentRollRecord,
  ROUND_STATE_VERSION,
  RoundError,
  freshMember,
  memberOf,
  outOfFight,
  woundLetsReact,
} from "./round-state.ts";
import { segmentSituation } from "./segment-order.ts";
import { appendActed, firstNotActed, hasActed, positionOf, replaceAt, replaceMany } from "./round-index.ts";
import { stunLastRound } from "../../rules/damage/stun-duration.ts";

/** The most actions one declaration may hold: input hygiene for what a query carries, not a rule. */
export const MOST_ACTIONS = 12;

/** The longest free label of an action or reaction, in characters. */
export const LONGEST_LABEL = 120;

/**
 * The first round of a fight: everyone to declare, side initiative still to roll when the world
 * plays it.
 * @param members the combatants, in the tracker's order
 * @param rules the world settings
 */
export function startRound(members: RoundMember[], rules: RoundRules): RoundState {
  return {
    version: ROUND_STATE_VERSION,
    round: 1,
    phase: "declaration",
    segment: 0,
    acted: [],
    combatants: members.map((m) => unconsciousDeclared(freshMember(m), rules)),
    surprise: null,
    sides: rules.initiative === "side" ? { rolls: [], winner: null, tied: [], choice: null } : null,
  };
}

/**
 * Brings the round's combatants in line with the Combat's: newcomers join (having declared nothing,
 * or nothing to do if the segments run already), those removed leave.
 * @param members the Combat's combatants now, in the tracker's order
 */
export function syncMembers(state: RoundState, members: RoundMember[], rules: RoundRules): RoundState {
  const known = new Map<string, CombatantRoundState>();
  for (let i = state.combatants.length - 1; i >= 0; i--) known.set(state.combatants[i].declaration.id, state.combatants[i]);
  const combatants = members.map((m) => {
    const member = known.get(m.id);
    if (member) return { ...member, side: m.side };
    const fresh = unconsciousDeclared(freshMember(m), rules);
    return state.phase === "segments" ? { ...fresh, declared: true } : fresh;
  });
  const present = new Set(members.map((m) => m.id));
  return { ...state, combatants, acted: state.acted.filter((id) => present.has(id)) };
}

/**
 * Records a combatant's declarations for the round (Grundregeln: every action declared up front,
 * precisely enough to know the skill rolled). Declaring again before the segments start replaces
 * the earlier declaration.
 *
 * @param actions walks, runs, actions, draws and planned reactions, in the order they are to happen
 * @throws RoundError `notDeclarationPhase`; `cannotAct` for an unconscious combatant; `twoMovements`
 *   for more than one walk or run (Grundregeln); `invalidDeclaration` for anything else the rules refuse
 */
export function declare(state: RoundState, id: string, actions: DeclaredAction[], rules: RoundRules): RoundState {
  if (state.phase !== "declaration") throw new RoundError("SWD6.Combat.Error.notDeclarationPhase");
  const member = memberOf(state, id);
  if (outOfFight(member, rules.damageModel)) throw new RoundError("SWD6.Combat.Error.cannotAct");
  const clean = cleanActions(actions);
  try {
    planSegments([{ id, actions: clean, reactions: [] }]);
  } catch (error) {
    if (!(error instanceof RuleArgumentError)) throw error;
    const movements = clean.filter((a) => MOVEMENT_KINDS.includes(a.kind)).length;
    throw new RoundError(movements > 1 ? "SWD6.Combat.Error.twoMovements" : "SWD6.Combat.Error.invalidDeclaration");
  }
  return withMember(state, id, { declaration: { id, actions: clean, reactions: [] }, declared: true });
}

/**
 * Marks a combatant surprised or not, before the first round's segments (R&E Rules: the gamemaster
 * decides who is surprised; the rules engine decides what that costs).
 * @throws RoundError `surpriseFirstRound` outside the first round's declaration phase
 */
export function setSurprised(state: RoundState, id: string, surprised: boolean): RoundState {
  if (state.round !== 1 || state.phase !== "declaration") throw new RoundError("SWD6.Combat.Error.surpriseFirstRound");
  memberOf(state, id);
  return withMember(state, id, { surprised });
}

/**
 * Records a side's initiative roll (R&E Rules: the best Perception of each side rolls) and, once
 * every side still in the running has rolled, the winner (`sideInitiativeWinner`); a tie clears the
 * tied sides' rolls so that they roll again.
 * @param side a side present in the round
 * @param total the roll's total
 * @throws RoundError `noSideInitiative` when the world does not play it or the phase is over;
 *   `unknownSide`; `alreadyRolled` for a side that has rolled (and is not re-rolling)
 */
export function recordSideRoll(state: RoundState, side: string, total: number): RoundState {
  const sides = state.sides;
  if (!sides || state.phase !== "declaration" || sides.winner) throw new RoundError("SWD6.Combat.Error.noSideInitiative");
  const present = [...new Set(state.combatants.map((c) => c.side))];
  if (!present.includes(side)) throw new RoundError("SWD6.Combat.Error.unknownSide");
  if (!Number.isInteger(total)) throw new RoundError("SWD6.Combat.Error.invalidTotal");
  const running = sides.tied.length > 0 ? sides.tied : present;
  if (!running.includes(side) || sides.rolls.some((r) => r.side === side)) throw new RoundError("SWD6.Combat.Error.alreadyRolled");
  const rolls = [...sides.rolls, { side, total }];
  if (!running.every((s) => rolls.some((r) => r.side === s))) return { ...state, sides: { ...sides, rolls } };
  const outcome = sideInitiativeWinner(rolls);
  return {
    ...state,
    sides: outcome.winner ? { ...sides, rolls, winner: outcome.winner, tied: [] } : { ...sides, rolls: [], tied: outcome.tied },
  };
}

/**
 * The side initiative winner's choice: his side acts first or last this round (R&E Rules).
 * @throws RoundError `noSideWinner` before a winner is known; `invalidChoice`
 */
export function chooseSideOrder(state: RoundState, choice: SideChoice): RoundState {
  if (!state.sides?.winner || state.phase !== "declaration") throw new RoundError("SWD6.Combat.Error.noSideWinner");
  if (!SIDE_CHOICES.includes(choice)) throw new RoundError("SWD6.Combat.Error.invalidChoice");
  return { ...state, sides: { ...state.sides, choice } };
}

/**
 * Ends the declaration phase and starts action segment 1. A combatant stunned last round with no
 * action left loses his first action now (Grundregeln); in the first round, the surprised combatants
 * face every other combatant as attackers (R&E Rules).
 *
 * @param force the gamemaster starts although some have not declared: they do nothing this round
 * @throws RoundError `notDeclarationPhase`; `notAllDeclared` without `force`; `sideInitiativeOpen`
 *   while side initiative is played and its winner has not chosen
 */
export function startSegments(state: RoundState, force: boolean): RoundState {
  if (state.phase !== "declaration") throw new RoundError("SWD6.Combat.Error.notDeclarationPhase");
  if (!force && state.combatants.some((c) => !c.declared)) throw new RoundError("SWD6.Combat.Error.notAllDeclared");
  if (state.sides && !state.sides.choice) throw new RoundError("SWD6.Combat.Error.sideInitiativeOpen");
  const combatants = state.combatants.map((c) => {
    const declared = { ...c, declared: true };
    if (!c.losesFirstAction) return declared;
    const hasFirst = planSegments([c.declaration])[0]?.entries[0].action != null;
    return { ...declared, losesFirstAction: false, declaration: hasFirst ? markAction(c.declaration, 1, "lost") : c.declaration };
  });
  const surprised = state.round === 1 ? combatants.filter((c) => c.surprised) : [];
  const surprise =
    surprised.length > 0 && surprised.length < combatants.length
      ? {
          attackers: combatants.filter((c) => !c.surprised).map((c) => c.declaration.id),
          targets: surprised.map((c) => ({ id: c.declaration.id, spotted: [], surprised: true })),
        }
      : null;
  return { ...state, phase: "segments", segment: 1, acted: [], combatants, surprise };
}

/**
 * Records the roll of a combatant's action in the current segment: its total is the action's result
 * and his place in the order (Grundregeln).
 * @param tieCode the attribute code compared under the "higher-code" tie rule (required then)
 * @throws RoundError `notSegmentPhase`; `noActionThisSegment` when he has no declared action to roll
 *   in it (none, lapsed, lost, replaced); `alreadyRolled`; `invalidTotal`
 */
export function recordRoll(state: RoundState, id: string, total: number, tieCode: DieCode | null, rules: RoundRules): RoundState {
  return recordRolls(state, [{ combatant: id, total, tieCode }], rules);
}

/** One segment roll to record: whose, its total, and the code its ties compare (see {@link recordRoll}). */
export interface SegmentRollEntry {
  combatant: string;
  total: number;
  tieCode: DieCode | null;
}

/**
 * Records many combatants' rolls of the current segment at once (the gamemaster's "Roll NPCs"),
 * each checked as {@link recordRoll} checks one, in one copy of the round's combatants whatever
 * their number. All or nothing: one refused entry refuses the batch, so that a batch either is the
 * segment's record of those rolls or changes nothing (a stale or repeated batch applies no part).
 * @param entries the rolls, at most one per combatant
 * @throws RoundError `notSegmentPhase`; `unknownCombatant`; `noActionThisSegment`; `alreadyRolled`
 *   (also for a combatant named twice in the batch); `invalidTotal`
 */
export function recordRolls(state: RoundState, entries: readonly SegmentRollEntry[], rules: RoundRules): RoundState {
  if (state.phase !== "segments") throw new RoundError("SWD6.Combat.Error.notSegmentPhase");
  const changed = new Map<number, CombatantRoundState>();
  for (const { combatant, total, tieCode } of entries) {
    const position = positionOf(state.combatants, combatant);
    if (position < 0) throw new RoundError("SWD6.Combat.Error.unknownCombatant");
    // A combatant named twice meets his own first roll of the batch: alreadyRolled.
    const member = changed.get(position) ?? state.combatants[position];
    changed.set(position, { ...member, rolls: [...member.rolls, segmentRoll(state.segment, member, total, tieCode, rules)] });
  }
  return { ...state, combatants: replaceMany(state.combatants, changed) };
}

/** A combatant's roll of `segment` as the round keeps it, checked against his declaration and his rolls so far. */
function segmentRoll(segment: number, member: CombatantRoundState, total: number, tieCode: DieCode | null, rules: RoundRules): SegmentRollRecord {
  // His own action of the segment: the plan of everyone else does not change it.
  const action = scheduledActionIn(member.declaration, Math.max(1, segment));
  if (action?.status !== "declared") throw new RoundError("SWD6.Combat.Error.noActionThisSegment");
  if (member.rolls.some((r) => r.segment === segment)) throw new RoundError("SWD6.Combat.Error.alreadyRolled");
  if (!Number.isInteger(total)) throw new RoundError("SWD6.Combat.Error.invalidTotal");
  if (rules.tie === "higher-code" && !tieCode) throw new RoundError("SWD6.Combat.Error.invalidTotal");
  return { segment, total, ...(tieCode ? { tieCode: { dice: tieCode.dice, pips: tieCode.pips } } : {}) };
}

/**
 * Lets a combatant's action of a segment lapse when it no longer makes sense (Grundregeln: "Im
 * Regelfall verfällt die Aktion"), or restores it. His multiple action penalty stays (`markAction`).
 * @param segment the current segment or a later one
 * @throws RoundError `notSegmentPhase`; `segmentPast` for an earlier segment or a combatant who has
 *   already acted in this one; `noActionThisSegment` when the rules engine has no action to mark
 */
export function setLapsed(state: RoundState, id: string, segment: number, lapsed: boolean): RoundState {
  if (state.phase !== "segments") throw new RoundError("SWD6.Combat.Error.notSegmentPhase");
  if (!Number.isInteger(segment) || segment < state.segment || (segment === state.segment && hasActed(state.acted, id))) {
    throw new RoundError("SWD6.Combat.Error.segmentPast");
  }
  const member = memberOf(state, id);
  let declaration;
  try {
    declaration = markAction(member.declaration, segment, lapsed ? "lapsed" : "declared");
  } catch (error) {
    if (error instanceof RuleArgumentError) throw new RoundError("SWD6.Combat.Error.noActionThisSegment");
    throw error;
  }
  return withMember(state, id, { declaration });
}

/**
 * Declares a reaction (dodge, parry) in the current segment (Grundregeln: at the latest at the start of
 * a segment, before its rolls; under R&E, R&E Rules, at any time before the roll it answers, and it
 * may use up a remaining action instead of adding one). The penalty from then on is the rules
 * engine's (`penaltyInSegment`).
 *
 * A reaction made on an attack card (`answering`) answers an attack already rolled: Reglas lets a
 * character dodge "en cualquier lugar y en cualquier momento" he is shot at, every roll he makes
 * afterwards paying for it, so the 1st edition's "at the start of the segment" does not refuse it.
 * A full reaction (`full`, R&E, `tables.json`: a full dodge or parry is the only action that round)
 * is allowed only to a combatant who has rolled and reacted nothing this round (`mayReactFully`);
 * every action he declared from this segment on is lost.
 *
 * The reaction's roll (`rolled`: its kind and total, and the attack card it answered) is kept with it:
 * the round's one record of the reactions a character made, which stand against later attacks as the
 * rules say (`standingReaction`), whether made from the tracker or on an attack card.
 *
 * @param reaction its label and skill, its roll, under R&E (`reactionMode` "replace") the index of the
 *   remaining declared action it takes the place of, whether it answers a rolled attack, and whether
 *   it is a full reaction
 * @throws RoundError `notSegmentPhase`; `reactionsNotAllowed` for a combatant whose wound forbids
 *   them, who is surprised by every attacker of this segment, or who made a full reaction this round;
 *   `reactionTooLate` once the segment's rolls have begun under the 1st-edition rule (not for one
 *   answering an attack); `cannotReplace` for a replacement the rules refuse; `cannotReactFully` for
 *   a full reaction the rules refuse
 */
export function declareReaction(
  state: RoundState,
  id: string,
  reaction: { label?: string; skill?: string; replaces?: number; answering?: boolean; full?: boolean; rolled?: ReactionRolled },
  rules: RoundRules,
): RoundState {
  if (state.phase !== "segments" || state.segment < 1) throw new RoundError("SWD6.Combat.Error.notSegmentPhase");
  const member = memberOf(state, id);
  if (!woundLetsReact(member, rules.damageModel)) throw new RoundError("SWD6.Combat.Error.reactionsNotAllowed");
  const surprise = state.surprise;
  if (surprise && surprise.attackers.length > 0 && surprise.attackers.every((a) => !canDefendAgainst(surprise, id, a, state.segment))) {
    throw new RoundError("SWD6.Combat.Error.reactionsNotAllowed");
  }
  if (member.declaration.reactions.some((r) => r.full === true)) throw new RoundError("SWD6.Combat.Error.reactionsNotAllowed");
  const begun = state.combatants.some((c) => c.rolls.some((r) => r.segment === state.segment));
  if (rules.reactionMode === "add" && begun && reaction.answering !== true) throw new RoundError("SWD6.Combat.Error.reactionTooLate");
  if (reaction.replaces !== undefined && rules.reactionMode !== "replace") throw new RoundError("SWD6.Combat.Error.cannotReplace");
  const full = reaction.full === true;
  if (
    full &&
    (reaction.replaces !== undefined ||
      !mayReactFully({ mode: rules.reactionMode, acted: member.rolls.length > 0, reacted: member.declaration.reactions.length > 0 }))
  ) {
    throw new RoundError("SWD6.Combat.Error.cannotReactFully");
  }
  const added: ReactionDeclaration = {
    segment: state.segment,
    ...(typeof reaction.label === "string" && reaction.label ? { label: reaction.label.slice(0, LONGEST_LABEL) } : {}),
    ...(typeof reaction.skill === "string" && reaction.skill ? { skill: reaction.skill } : {}),
    ...(reaction.replaces === undefined ? {} : { replaces: reaction.replaces }),
    ...(full ? { full: true } : {}),
    ...rolledPart(reaction.rolled),
  };
  const reacted = { ...member.declaration, reactions: [...member.declaration.reactions, added] };
  // The full reaction is his only action: what he declared from now on does not happen.
  const declaration = full ? loseRemainingActions(reacted, state.segment).declaration : reacted;
  try {
    // The round's segments are everyone's: a reaction may come in a segment where he has no action.
    planSegments(state.combatants.map((c) => (c.declaration.id === id ? declaration : c.declaration)));
  } catch (error) {
    if (error instanceof RuleArgumentError) throw new RoundError("SWD6.Combat.Error.cannotReplace");
    throw error;
  }
  return withMember(state, id, { declaration });
}

/** A reaction's roll as the round keeps it: a dodge or a parry, its total, and the attack card it answered (none from the tracker). */
export interface ReactionRolled {
  kind: ReactionKind;
  total: number;
  attack?: string;
}

/** The roll's part of a stored reaction; nothing when the reaction carries none. */
function rolledPart(rolled: ReactionRolled | undefined): Pick<ReactionDeclaration, "kind" | "total" | "attack"> {
  if (!rolled) return {};
  if (!REACTION_KINDS.includes(rolled.kind) || !Number.isInteger(rolled.total)) throw new RoundError("SWD6.Combat.Error.badRequest");
  return { kind: rolled.kind, total: rolled.total, ...(typeof rolled.attack === "string" && rolled.attack ? { attack: rolled.attack } : {}) };
}

/**
 * A reaction rolled on an attack card changed its total (a character point spent on it after the
 * roll, R&E): the round's record of it, which later cards meet (`standingReaction`), takes the new
 * total. Nothing else changes: the reaction was declared and counted when it was rolled.
 * @param state the round now
 * @param id the reacting combatant
 * @param attack the card the reaction answered (its message id)
 * @param total the reaction's new total, an integer
 * @returns the new round; the same state when the round holds no reaction of that card
 * @throws RoundError `unknownCombatant`; `badRequest` for a total that is not an integer
 */
export function reactionRetotaled(state: RoundState, id: string, attack: string, total: number): RoundState {
  if (!Number.isInteger(total)) throw new RoundError("SWD6.Combat.Error.badRequest");
  const member = memberOf(state, id);
  const index = member.declaration.reactions.findIndex((r) => r.attack === attack && r.total !== undefined);
  if (index < 0 || member.declaration.reactions[index]!.total === total) return state;
  const reactions = member.declaration.reactions.map((r, i) => (i === index ? { ...r, total } : r));
  return withMember(state, id, { declaration: { ...member.declaration, reactions } });
}

/**
 * A combatant's wound level changed (a hit applied, healing, the gamemaster's hand). What it costs
 * is `woundEffects`: a level that knocks him down loses the rest of his actions this round
 * (`loseRemainingActions`, Grundregeln / R&E Rules), or, with none left, his first action next round;
 * an unconscious one acts no more. The tracker also notes when a stun began (to lift it) and when a
 * mortal wound was taken (for the end-of-round roll).
 */
export function woundChanged(state: RoundState, id: string, wound: WoundLevel, rules: RoundRules): RoundState {
  if (!WOUND_LEVELS.includes(wound)) throw new RoundError("SWD6.Combat.Error.invalidWound");
  const member = memberOf(state, id);
  if (member.wound === wound) return state;
  const changes: Partial<CombatantRoundState> = {
    wound,
    stunnedRound: wound === "stunned" ? state.round : null,
    mortalRound: wound === "mortally-wounded" ? (member.mortalRound ?? state.round) : null,
  };
  const effects = woundEffects(wound, rules.damageModel);
  if (effects.losesActionsThisRound && state.phase === "segments") {
    // The action of a segment he has already acted in is done; the loss starts after it.
    const from = hasActed(state.acted, id) ? state.segment + 1 : state.segment;
    const outcome = loseRemainingActions(member.declaration, Math.max(1, from));
    changes.declaration = outcome.declaration;
    changes.losesFirstAction = effects.conscious && outcome.losesFirstActionNextRound;
    const lost = outcome.declaration.actions.flatMap((action, i) => (action.status === "lost" && member.declaration.actions[i].status !== "lost" ? [i] : []));
    changes.woundLoss = { before: member.wound, actions: lost, firstAction: changes.losesFirstAction && !member.losesFirstAction };
  }
  return withMember(state, id, changes);
}

/**
 * A hit is undone (the attack card's undo): the wound level goes back to `wound`, and when it is the
 * level the last wound of this round found, the actions that wound took come back (and the first
 * action of the next round it cost): what the card undoes is the hit and all it did. Any other change
 * of level is a {@link woundChanged}.
 * @throws RoundError `invalidWound`; `unknownCombatant`
 */
export function woundUndone(state: RoundState, id: string, wound: WoundLevel, rules: RoundRules): RoundState {
  const member = memberOf(state, id);
  const loss = member.woundLoss;
  const changed = woundChanged(state, id, wound, rules);
  if (!loss || loss.before !== wound) return changed;
  const after = memberOf(changed, id);
  const actions = after.declaration.actions.map((action, i) =>
    loss.actions.includes(i) && action.status === "lost" ? stripUndefined({ ...action, status: undefined }) : action,
  );
  return withMember(changed, id, {
    declaration: { ...after.declaration, actions },
    losesFirstAction: loss.firstAction ? false : after.losesFirstAction,
    woundLoss: null,
  });
}

/** What the end of a round asks of the Foundry layer besides storing the new round. */
export type EndOfRoundEffect =
  /** Roll the mortally wounded combatant's survival roll (2D, `diesOfMortalWound`) with this many full rounds. */
  | { type: "mortal-wound"; id: string; fullRounds: number }
  /** The stun is over: set the combatant's wound level back to none. */
  | { type: "stun-over"; id: string };

/** The result of {@link nextTurn}: the new state, and the end-of-round work when the round ended. */
export interface NextTurnOutcome {
  state: RoundState;
  roundEnded: boolean;
  effects: EndOfRoundEffect[];
}

/**
 * "Next": the combatants acting now have acted; then the next in the order acts, then the next
 * segment begins ("Das zweite Segment findet erst statt, wenn alle Charaktere die Chance hatten im
 * ersten Segment zu handeln", Grundregeln), and after the last segment the round ends
 * ({@link endRound}).
 * @throws RoundError `notSegmentPhase`; `rollsPending` while someone acting in the segment has not rolled
 */
export function nextTurn(state: RoundState, rules: RoundRules): NextTurnOutcome {
  if (state.phase !== "segments") throw new RoundError("SWD6.Combat.Error.notSegmentPhase");
  const situation = segmentSituation(state, rules);
  if (situation.pending.length > 0) throw new RoundError("SWD6.Combat.Error.rollsPending");
  const acted = appendActed(state.acted, situation.current);
  if (firstNotActed(situation.turns, acted) < situation.turns.length) return { state: { ...state, acted }, roundEnded: false, effects: [] };
  if (state.segment < situation.count) return { state: { ...state, segment: state.segment + 1, acted: [] }, roundEnded: false, effects: [] };
  return { ...endRound(state, rules), roundEnded: true };
}

/**
 * The end of the round: every mortally wounded combatant rolls for survival (Grundregeln, Reglas: 2D
 * against the full rounds since the wound; the round of the wound counts 0), stuns whose time is up
 * are lifted (see rules/damage/stun-duration.ts), and a new declaration phase begins. A combatant stunned with
 * no action left keeps the loss of his first action; side initiative is rolled anew (R&E Rules: "At
 * the beginning of the round, initiative is determined").
 */
export function endRound(state: RoundState, rules: RoundRules): { state: RoundState; effects: EndOfRoundEffect[] } {
  const effects: EndOfRoundEffect[] = [];
  const combatants = state.combatants.map((c) => {
    if (c.wound === "mortally-wounded" && c.mortalRound !== null) {
      effects.push({ type: "mortal-wound", id: c.declaration.id, fullRounds: state.round - c.mortalRound });
    }
    const stunOver = c.wound === "stunned" && c.stunnedRound !== null && stunLastRound(c.stunnedRound, rules.damageModel) <= state.round;
    if (stunOver) effects.push({ type: "stun-over", id: c.declaration.id });
    const next: CombatantRoundState = {
      ...c,
      declaration: { id: c.declaration.id, actions: [], reactions: [] },
      declared: false,
      rolls: [],
      surprised: false,
      wound: stunOver ? "none" : c.wound,
      stunnedRound: stunOver ? null : c.stunnedRound,
      woundLoss: null,
      previous: c.declaration.actions.map(({ kind, label, skill }) => stripUndefined({ kind, label, skill })),
    };
    return unconsciousDeclared(next, rules);
  });
  return {
    state: {
      ...state,
      round: state.round + 1,
      phase: "declaration",
      segment: 0,
      acted: [],
      combatants,
      surprise: null,
      sides: state.sides ? { rolls: [], winner: null, tied: [], choice: null } : null,
    },
    effects,
  };
}

/** An unconscious combatant has nothing to declare: he counts as declared with no actions. */
function unconsciousDeclared(member: CombatantRoundState, rules: RoundRules): CombatantRoundState {
  return outOfFight(member, rules.damageModel) ? { ...member, declared: true } : member;
}

/**
 * A stun hit knocked a combatant out, or the knock-out ended (the gamemaster's record,
 * `knockOutSeconds`). Knocked out, he loses the rest of his actions this round as a wound that knocks
 * him down does (`loseRemainingActions`), or declares nothing in the declaration phase, and acts no
 * more while it lasts (Reglas: the stun leaves him "inconsciente"); once it ends he declares again
 * from the next declaration phase.
 * @param id the combatant's id
 * @param out whether he is knocked out now
 * @throws RoundError `unknownCombatant`
 */
export function knockedOutChanged(state: RoundState, id: string, out: boolean, rules: RoundRules): RoundState {
  const member = memberOf(state, id);
  if ((member.knockedOut === true) === out) return state;
  if (!out) {
    const { knockedOut: _lifted, ...rest } = member;
    return { ...state, combatants: replaceAt(state.combatants, positionOf(state.combatants, id), rest) };
  }
  if (state.phase === "segments") {
    const from = hasActed(state.acted, id) ? state.segment + 1 : state.segment;
    return withMember(state, id, { knockedOut: true, declaration: loseRemainingActions(member.declaration, Math.max(1, from)).declaration });
  }
  return withMember(state, id, unconsciousDeclared({ ...member, knockedOut: true, declaration: { ...member.declaration, actions: [], reactions: [] } }, rules));
}

/** Keeps only the known fields of untrusted actions, without status: a new declaration starts clean. */
function cleanActions(actions: unknown): DeclaredAction[] {
  if (!Array.isArray(actions) || actions.length > MOST_ACTIONS) throw new RoundError("SWD6.Combat.Error.invalidDeclaration");
  return actions.map((action: unknown) => {
    if (action === null || typeof action !== "object") throw new RoundError("SWD6.Combat.Error.invalidDeclaration");
    const { kind, label, skill } = action as Record<string, unknown>;
    if (!ACTION_KINDS.includes(kind as ActionKind)) throw new RoundError("SWD6.Combat.Error.invalidDeclaration");
    return stripUndefined({
      kind: kind as ActionKind,
      label: typeof label === "string" && label.trim() ? label.trim().slice(0, LONGEST_LABEL) : undefined,
      skill: typeof skill === "string" && skill ? skill : undefined,
    });
  });
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The round with one combatant's part changed; the caller has checked that he is in it (`memberOf`). */
function withMember(state: RoundState, id: string, changes: Partial<CombatantRoundState>): RoundState {
  const position = positionOf(state.combatants, id);
  return { ...state, combatants: replaceAt(state.combatants, position, { ...state.combatants[position], ...changes }) };
}
