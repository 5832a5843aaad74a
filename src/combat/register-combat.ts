/**
 * Wires the combat round into Foundry: the Combat and Combatant classes, the tracker, the gamemaster
 * query, and the hooks through which the active gamemaster keeps the round in step with wounds and
 * with combatants joining or leaving.
 */
import { SWD6Combat } from "./combat.ts";
import { SWD6Combatant } from "./combatant.ts";
import { SWD6CombatTracker } from "./combat-tracker.ts";
import { woundChanged } from "./flow/round-flow.ts";
import { combatantsOfActor, roundRules, syncKnockOuts, woundOf } from "./round-rules.ts";
import { provideRoundSituation } from "../dice/roll-situation.ts";
import { SYSTEM_ID } from "../constants.ts";
import { reactionPenaltyInSegment } from "../rules/actions/segments.ts";
import { runCommand } from "./flow/round-commands.ts";
import type { RoundState } from "./flow/round-state.ts";
import { getRuleSetting } from "../settings.ts";
import { onKnockOutsChanged } from "../documents/knock-out.ts";

/** Seconds a combat round lasts: "A typical round in a scene lasts about five seconds" (R&E Rules). */
export const ROUND_SECONDS = 5;

/** Whether this client is the one that writes the round (the active gamemaster). */
function writesRound(): boolean {
  return game.user.isGM && (game.users.activeGM?.isSelf ?? true);
}

/** A wound applied to an actor changes his place in every running round (loss of actions, stun). */
async function onActorUpdate(actor: Actor.Implementation, changes: { system?: { woundLevel?: unknown } }): Promise<void> {
  if (!writesRound() || changes.system?.woundLevel === undefined) return;
  const wound = woundOf(actor);
  for (const combat of game.combats.contents as unknown as SWD6Combat[]) {
    const state = combat.roundState;
    if (!state) continue;
    let next = state;
    for (const combatant of combatantsOfActor(combat.combatants, actor)) next = woundChanged(next, combatant.id!, wound, roundRules());
    if (next !== state) await combat.writeRoundState(next);
  }
}

/** The running round (segments under way) the actor fights in, with his combatant's id. */
function roundOf(actor: Actor.Implementation): { combat: SWD6Combat; state: RoundState; id: string } | null {
  for (const combat of game.combats.contents as unknown as SWD6Combat[]) {
    const state = combat.roundState;
    if (state?.phase !== "segments") continue;
    const combatant = combatantsOfActor(combat.combatants, actor)[0];
    if (combatant && state.combatants.some((c) => c.declaration.id === combatant.id)) return { combat, state, id: combatant.id as string };
  }
  return null;
}

/**
 * The Combat flag (system scope) of the dodges made from the attack card in one action segment: the
 * segment they stand in, and each total by combatant id. The gamemaster writes it when he records
 * the reaction; a player writes his own actor's flags, never a Combat's, so a standing dodge he could
 * write himself is never read.
 */
const SEGMENT_DODGES_FLAG = "segmentDodges";

/** The segment's dodges as the flag stores them (a list, which an update replaces whole). */
interface SegmentDodges {
  moment: string;
  dodges: { combatant: string; total: number }[];
}

/** The dodges stored on the combat for `moment`; none when they are of another segment. */
function dodgesAt(combat: SWD6Combat, moment: string): SegmentDodges["dodges"] {
  const stored = (combat as unknown as Combat.Implementation).getFlag(SYSTEM_ID as never, SEGMENT_DODGES_FLAG as never) as Partial<SegmentDodges> | undefined;
  return stored?.moment === moment && Array.isArray(stored.dodges) ? stored.dodges : [];
}

/** Names one action segment of one combat's round. */
function segmentMoment(combat: SWD6Combat, state: RoundState): string {
  return `combat:${combat.id}:${state.round}:${state.segment}`;
}

/** The round as rolls away from the tracker see it (dice/roll-situation.ts). */
function provideRounds(): void {
  provideRoundSituation({
    situationOf(actor) {
      const round = roundOf(actor);
      if (!round) return null;
      const member = round.state.combatants.find((c) => c.declaration.id === round.id)!;
      const total = dodgesAt(round.combat, segmentMoment(round.combat, round.state)).find((entry) => entry.combatant === round.id)?.total;
      const standing = Number.isInteger(total) ? (total as number) : null;
      return { reactionPenalty: reactionPenaltyInSegment(member.declaration, round.state.segment, getRuleSetting("running")), dodge: standing };
    },
    async recordReaction(actor, { dodge, ...reaction }) {
      if (!writesRound()) return;
      const round = roundOf(actor);
      if (!round) return;
      const { state } = round;
      const command = { type: "react", combatant: round.id, ...reaction, round: state.round, phase: state.phase, segment: state.segment } as const;
      const outcome = runCommand(state, command, { isGM: true, owns: [] }, roundRules());
      if (!outcome.ok) {
        console.warn(`swd6rpg | the round did not record ${actor.name}'s reaction: ${outcome.error.key}`);
        return;
      }
      await round.combat.writeRoundState(outcome.state);
      if (dodge === undefined) return;
      const moment = segmentMoment(round.combat, state);
      const others = dodgesAt(round.combat, moment).filter((entry) => entry.combatant !== round.id);
      const dodges: SegmentDodges = { moment, dodges: [...others, { combatant: round.id, total: dodge }] };
      await (round.combat as unknown as Combat.Implementation).setFlag(SYSTEM_ID as never, SEGMENT_DODGES_FLAG as never, dodges as never);
    },
  });
}

/** Registers the combat classes, the tracker, the query, the round's length and the hooks. Call once, at `init`. */
export function registerCombat(): void {
  CONFIG.time.roundTime = ROUND_SECONDS;
  CONFIG.Combat.documentClass = SWD6Combat as never;
  CONFIG.Combatant.documentClass = SWD6Combatant as never;
  (CONFIG.ui as unknown as Record<string, unknown>).combat = SWD6CombatTracker;
  provideRounds();
  Hooks.on("updateActor", (actor, changes) => void onActorUpdate(actor as Actor.Implementation, changes as never));
  const sync = (combatant: Combatant.Implementation) => {
    if (writesRound()) void (combatant.parent as unknown as SWD6Combat | null)?.syncRound();
  };
  // A knock-out recorded or lifted (on the active gamemaster's client, who writes the record) moves every round.
  onKnockOutsChanged(async () => {
    if (!writesRound()) return;
    for (const combat of game.combats.contents as unknown as SWD6Combat[]) await syncKnockOuts(combat as never);
  });
  Hooks.on("createCombatant", sync as never);
  Hooks.on("deleteCombatant", sync as never);
}
