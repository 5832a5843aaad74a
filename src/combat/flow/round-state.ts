/**
 * The combat round's stored state: what the tracker keeps in the Combat document's system data
 * (`system.round`) between two clicks, and the reading of it back from stored data.
 *
 * Rule (Grundregeln, Reglas "COMBATE"): a round is a declaration phase, then action segments; the
 * segments themselves, their penalties and their order come from the rules engine
 * (`planSegments`, `penaltyInSegment`, `orderSegment`), recomputed from this state on every render.
 * Nothing here is HTML: a reload rebuilds the tracker from this state alone.
 */
import type { CombatantDeclaration, DeclaredAction } from "../../rules/actions/segments.ts";
import type { SegmentRoll, SegmentTie } from "../../rules/actions/segments.ts";
import type { ReactionMode } from "../../rules/actions/reactions.ts";
import type { SideChoice, SideRoll } from "../../rules/actions/side-initiative.ts";
import type { SurpriseResult } from "../../rules/actions/surprise.ts";
import type { DamageModel, WoundLevel } from "../../rules/damage/damage.ts";
import type { RunningRule } from "../../rules/actions/actions.ts";
import { RefusalError } from "./refusal-error.ts";
import { woundEffects } from "../../rules/damage/wounds.ts";
import { positionOf } from "./round-index.ts";
import type { DieCode } from "../../rules/dice/die-code.ts";
import type { StoredRound } from "../../data/combat/round-fields.ts";
import { ROUND_DATA_PHASES, ROUND_DATA_VERSION } from "../../data/combat/state-shapes.ts";

/** The version of the stored shape; a state of another version is not read. */
export const ROUND_STATE_VERSION = ROUND_DATA_VERSION;

/** Every phase, in the order a round goes through them. */
export const ROUND_PHASES = ROUND_DATA_PHASES;

/** The round's phase: everyone declares, then the action segments run. */
export type RoundPhase = (typeof ROUND_PHASES)[number];

/**
 * One action roll made in a segment, as the round keeps it for its combatant: the segment, and the
 * total (both the action's result and its place in the order, Grundregeln) with the attribute code
 * compared under the "higher-code" tie rule (absent or null when none is compared).
 */
export type SegmentRollRecord = Omit<SegmentRoll, "id" | "tieCode"> & { segment: number; tieCode?: DieCode | null };

/** One combatant's part of the round. */
export interface CombatantRoundState {
  /** The declarations as the rules engine reads them; `declaration.id` is the Combatant's id. */
  declaration: CombatantDeclaration;
  /** He (or the gamemaster for him) has declared this round. */
  declared: boolean;
  /** His action rolls this round, one per segment at most. */
  rolls: SegmentRollRecord[];
  /** His side, for side initiative (the token's disposition: `"friendly"`, `"neutral"`, `"hostile"`). */
  side: string;
  /** The gamemaster marked him surprised (round 1 only, R&E Rules). */
  surprised: boolean;
  /** His wound level as the tracker last saw it. */
  wound: WoundLevel;
  /** He was stunned with no action left, so he loses his first action this round (Grundregeln). */
  losesFirstAction: boolean;
  /** The round he was stunned in, while the stun lasts; null when not stunned. */
  stunnedRound: number | null;
  /** The round he was mortally wounded in; null when not mortally wounded. */
  mortalRound: number | null;
  /** What he declared last round, for the gamemaster's "same as last round". */
  previous: DeclaredAction[];
  /**
   * What his last wound of this round took (`woundChanged`), so that undoing the hit gives it back:
   * the wound level before it, the indexes of the declared actions it lost, and whether it cost him
   * his first action of the next round. Absent or null when no wound took anything.
   */
  woundLoss?: WoundLoss | null;
  /** A stun hit knocked him out (the gamemaster's record, documents/knock-out.ts): he acts no more while it lasts. Absent: no. */
  knockedOut?: boolean;
}

/** What a wound took from a combatant's round (see {@link CombatantRoundState.woundLoss}). */
export interface WoundLoss {
  before: WoundLevel;
  actions: number[];
  firstAction: boolean;
}

/** Side initiative of the round (R&E Rules): each side's roll, the winner and his choice. */
export interface SideInitiativeState {
  rolls: SideRoll[];
  winner: string | null;
  /** Sides that tied for the highest roll and roll again. */
  tied: string[];
  choice: SideChoice | null;
}

/** The round, as stored in the Combat's system data. Plain JSON. */
export interface RoundState {
  version: typeof ROUND_STATE_VERSION;
  round: number;
  phase: RoundPhase;
  /** The current action segment (from 1) during the segments; 0 in the declaration phase. */
  segment: number;
  /** Combatants who took their turn in the current segment. */
  acted: string[];
  /** Every combatant, in the tracker's order. */
  combatants: CombatantRoundState[];
  /** Who is surprised and by whom, in the first round's segments; null otherwise. */
  surprise: SurpriseResult | null;
  /** Side initiative, when the world plays it; null otherwise. */
  sides: SideInitiativeState | null;
}

/** The world settings the round follows (src/settings.ts). */
export interface RoundRules {
  reactionMode: ReactionMode;
  tie: SegmentTie;
  initiative: "segments" | "side";
  declarations: "open" | "hidden";
  damageModel: DamageModel;
  /** How running costs dice (rules: `RunningRule`); `"action"` when absent. */
  running?: RunningRule;
}

/** A combatant as the Foundry layer hands him to the round: his id, side and wound level, and whether a stun knocked him out. */
export interface RoundMember {
  id: string;
  side: string;
  wound: WoundLevel;
  knockedOut?: boolean;
}

/** A refused change of the round, with the localization key (and its data) that says why. */
export class RoundError extends RefusalError {
  override readonly name = "RoundError";
}

/**
 * A combatant's part of the round, by id, in constant time after the round's first look-up
 * (round-index.ts).
 * @throws RoundError `SWD6.Combat.Error.unknownCombatant` when the round has no such combatant
 */
export function memberOf(state: RoundState, id: string): CombatantRoundState {
  const position = positionOf(state.combatants, id);
  if (position < 0) throw new RoundError("SWD6.Combat.Error.unknownCombatant");
  return state.combatants[position];
}

/** A fresh part of the round for a combatant who has declared nothing yet. */
export function freshMember(member: RoundMember): CombatantRoundState {
  return {
    declaration: { id: member.id, actions: [], reactions: [] },
    declared: false,
    rolls: [],
    side: member.side,
    surprised: false,
    wound: member.wound,
    losesFirstAction: false,
    stunnedRound: member.wound === "stunned" ? 0 : null,
    mortalRound: null,
    previous: [],
    ...(member.knockedOut ? { knockedOut: true } : {}),
  };
}

/**
 * Whether a combatant is out of the fight: unconscious from his wound (`woundEffects`: incapacitated,
 * mortally wounded, killed; tables.json `wound_effects`: they "can do nothing until healed") or
 * knocked out by a stun hit (Reglas: the stun leaves him "inconsciente").
 * @param member his part of the round
 * @param damageModel the world's damage model
 */
export function outOfFight(member: Pick<CombatantRoundState, "wound" | "knockedOut">, damageModel: DamageModel): boolean {
  return member.knockedOut === true || !woundEffects(member.wound, damageModel).conscious;
}

/**
 * Whether a combatant's wound lets him react now: not when knocked out or unconscious, nor in the
 * round a wound took his actions where that wound takes reactions too (`woundEffects`
 * `reactionsThisRound`: an R&E wound, "no longer take any actions for the rest of the round", R&E
 * Rules); from the next round on he reacts again, at the wound's penalty.
 * @param member his part of the round (`woundLoss` is set in the round a wound took his actions)
 * @param damageModel the world's damage model
 */
export function woundLetsReact(member: Pick<CombatantRoundState, "wound" | "knockedOut" | "woundLoss">, damageModel: DamageModel): boolean {
  const effects = woundEffects(member.wound, damageModel);
  if (member.knockedOut === true || !effects.reactionsAllowed) return false;
  return !member.woundLoss || effects.reactionsThisRound;
}

/**
 * The round the Combat stores, as the flow keeps it: a copy, its combatants an array in the stored
 * order. The data model checks the stored shape (data/combat/round-fields.ts); the members keyed by id
 * in `order`, then any key `order` misses (so that no member is lost), each key its member's id.
 * @param stored the stored round (`system.round`, `system.endedRound`), a {@link RoundState} itself,
 *   or null before the fight
 * @returns the state, or null when there is none or a key is not its member's id
 */
export function readRoundState(stored: StoredRound | RoundState | null): RoundState | null {
  if (!stored || stored.version !== ROUND_STATE_VERSION) return null;
  const combatants = "order" in stored ? membersOf(stored.combatants, stored.order) : stored.combatants;
  if (!combatants) return null;
  const { round, phase, segment, acted, surprise, sides } = stored;
  // A copy, never the stored value itself: Foundry merges an update into the stored objects in place
  // (mergeObject is recursive by default, foundryvtt/foundryvtt#11273), so a round handed out uncopied
  // would change under whoever holds it, and the indexes keyed by its arrays with it (round-index.ts).
  return structuredClone({ version: ROUND_STATE_VERSION, round, phase, segment, acted, combatants, surprise, sides });
}

/** The stored members as a list, in `order` and then any key it misses; null when a key is not its member's id. */
function membersOf(stored: StoredRound["combatants"], order: readonly string[]): CombatantRoundState[] | null {
  const ids = [...new Set([...order.filter((id) => Object.hasOwn(stored, id)), ...Object.keys(stored)])];
  const members = ids.map((id) => stored[id]);
  return members.every((member, i) => member.declaration.id === ids[i]) ? members : null;
}
