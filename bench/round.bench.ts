/**
 * Round benchmark, run with `npm run bench` (or `npx tsx bench/round.bench.ts`): each part of a
 * round's work at N combatants, each declaring two blaster shots, compared with the same part at
 * three times N in the same run, so that the ratio says how the work grows whatever the machine's
 * speed: linear work gives a ratio near 3, quadratic near 9.
 *
 * - declaring: a new round, everyone's declaration recorded one by one, the segments started;
 * - recording as the table does: every combatant's roll of the first segment (31 different totals: a
 *   few dozen ranks) recorded as the tracker sends them: the {@link PLAYERS} player characters' rolls
 *   one by one (a player rolls his own, one command each), then every NPC's in the one batch the
 *   gamemaster's "Roll NPCs" sends (`recordRolls`);
 * - recording one by one: every roll recorded alone, as if each were a command of its own — for
 *   information, without a limit: each roll copies the array of combatants (the round is plain data
 *   never changed in place), so n rolls one by one grow as the square of n (a ratio near 9), and the
 *   tracker never records the NPCs' rolls so;
 * - tracker context: the combat tracker's whole render context (`trackerContext`) of that segment,
 *   seen by the gamemaster;
 * - next: "next" until the segment is over;
 * - whole segment: recording as the table does, the tracker context once, then "next" to the
 *   segment's end;
 * - next, a rank each: "next" through a segment where every combatant has a rank of his own, so
 *   that it takes one step per combatant.
 *
 * The limit of {@link MOST_RATIO} on the 3,000 / 1,000 ratio (linear work gives 3) is on the whole
 * segment, the work a table does, with {@link MOST_SEGMENT} on the segment of 1,000; and on the parts
 * that once grew faster than the combatants and that the segment holds: declaring, the tracker
 * context and "next". Recording as the table does is shown for information: it is one pass that
 * allocates for every combatant, and memory, not the algorithm, sets such a pass's ratio (3.3 to 4
 * on a busy 2-core machine for as little as indexing the ids: 3,000 combatants' objects fit the
 * caches less well than 1,000's); the whole segment it is part of keeps the limit.
 *
 * Every sample starts from a copy of the round as the tracker reads it from the Combat
 * (`readRoundState`), so that no index or order worked out by an earlier sample serves it. The
 * machine may be busy with other work, so the sizes take turns sample by sample (each round of
 * samples runs every part at both sizes, the first size changing from round to round), the garbage
 * is collected before every sample, and a part's ratio is the median of the rounds' ratios: the two
 * samples of one round saw the machine alike. Times are the process's CPU time
 * (`process.cpuUsage`), so waiting for a core costs none. The bench starts itself again under the
 * Node flags it needs (see `FLAGS`) when started without them.
 *
 * Beside the times, the bytes a declaration writes: the JSON length of the update the Combat writes
 * for each declaration of the phase (`updateDiff` of the stored round before and after it, as
 * `writeRoundState` writes it), at both sizes. The round is stored keyed by combatant id, so a
 * declaration writes its combatant's entry alone: the bytes per declaration stay the same whatever
 * the number of combatants (a ratio near 1) and the phase's total grows linearly (near 3); both
 * ratios have the limit of {@link MOST_RATIO}. Bytes do not depend on the machine: measured once.
 *
 * What a change copies is the array it changes (`combatants` for a declaration or a batch of rolls,
 * `acted` for "next"); everything else it does is found through indexes
 * (src/combat/flow/round-index.ts).
 */
import { spawnSync } from "node:child_process";
import { declare, nextTurn, recordRoll, recordRolls, startRound, startSegments } from "../src/combat/flow/round-flow.ts";
import { type RoundRules, type RoundState, readRoundState } from "../src/combat/flow/round-state.ts";
import { storedRound, updateDiff } from "../src/combat/flow/round-storage.ts";
import { type TrackerCombatant, type TrackerViewer, trackerContext } from "../src/combat/tracker/tracker-context.ts";

const rules: RoundRules = { reactionMode: "replace", tie: "simultaneous", initiative: "segments", declarations: "open", damageModel: "difference" };
const SMALL = 1000;
const LARGE = 3 * SMALL;
/** The most a ratio of the larger to the smaller size may be: linear work with room for noise. */
const MOST_RATIO = 3.5;
/** The most one segment of the smaller size may take, in milliseconds. */
const MOST_SEGMENT = 50;
/** The player characters of a fight, whatever its size: each player rolls his own, one command each; the rest are NPCs. */
const PLAYERS = 6;
const WARM_UP = 3;
const SAMPLES = 15;
const GM: TrackerViewer = { isGM: true, canPing: true };

/** A round of `n` combatants in the declaration phase. */
function newRound(n: number): RoundState {
  return startRound(
    Array.from({ length: n }, (_, i) => ({ id: `c${i}`, side: i % 2 ? "hostile" : "friendly", wound: "none" as const })),
    rules,
  );
}

/** Each combatant's declaration: two blaster shots. */
const TWO_SHOTS = [
  { kind: "action", skill: "skill:blaster", label: "shot 1" },
  { kind: "action", skill: "skill:blaster", label: "shot 2" },
] as const;

/** Everyone's declaration, then the segments: the round in its first segment. */
function declareAll(round: RoundState): RoundState {
  let state = round;
  for (const { declaration } of round.combatants) state = declare(state, declaration.id, [...TWO_SHOTS], rules);
  return startSegments(state, false);
}

/** Everyone's roll of the segment, one by one; `total` gives each combatant's. */
function recordAll(start: RoundState, total: (i: number) => number): RoundState {
  let state = start;
  for (let i = 0; i < start.combatants.length; i++) state = recordRoll(state, start.combatants[i].declaration.id, total(i), null, rules);
  return state;
}

/** Everyone's roll of the segment as the tracker records them: the players' one by one, then the NPCs' in one batch. */
function recordAsTheTable(start: RoundState, total: (i: number) => number): RoundState {
  let state = start;
  for (let i = 0; i < PLAYERS; i++) state = recordRoll(state, start.combatants[i].declaration.id, total(i), null, rules);
  const npcs = start.combatants.slice(PLAYERS).map((member, i) => ({ combatant: member.declaration.id, total: total(PLAYERS + i), tieCode: null }));
  return recordRolls(state, npcs, rules);
}

/** "Next" until the first segment is over; the number of steps. */
function nextToEnd(start: RoundState): number {
  let state = start;
  let steps = 0;
  while (state.segment === 1 && steps <= start.combatants.length) {
    state = nextTurn(state, rules).state;
    steps += 1;
  }
  return steps;
}

/** The combat as the tracker reads it, in its round of action segments. */
function combatOf(state: RoundState, combatants: TrackerCombatant[]) {
  return { round: 1, mode: "segments" as const, roundState: state, battleState: null, canRewind: false, combatants };
}

/** The row count of the tracker's context: every row built must be counted. */
function rowsOf(state: RoundState, combatants: TrackerCombatant[]): number {
  const context = trackerContext(combatOf(state, combatants), GM, rules, (key) => key);
  return context.swd6?.groups.reduce((count, group) => count + group.rows.length, 0) ?? 0;
}

/** The round as read back from the Combat's data: new arrays, nothing worked out yet. */
function reread(state: RoundState): RoundState {
  return readRoundState(state)!;
}

/** The bytes the declaration phase of `n` combatants writes, declaration by declaration. */
interface DeclarationBytes {
  perDeclaration: number;
  total: number;
  largest: number;
  /** The whole declared round's JSON: what a write of the whole round would cost. */
  whole: number;
}

/** Everyone's declaration of a round of `n`, each one's update to the stored round measured as JSON. */
function declarationBytes(n: number): DeclarationBytes {
  let state = newRound(n);
  let stored = storedRound(state);
  let total = 0;
  let largest = 0;
  for (const { declaration } of state.combatants) {
    state = declare(state, declaration.id, [...TWO_SHOTS], rules);
    const next = storedRound(state);
    const bytes = JSON.stringify(updateDiff(stored, next, "system.round")).length;
    total += bytes;
    largest = Math.max(largest, bytes);
    stored = next;
  }
  return { perDeclaration: total / n, total, largest, whole: JSON.stringify(stored).length };
}

/** One measured part: what is prepared outside the measured time, the measured work, and whether its ratio has the limit. */
interface Part {
  prepare: () => RoundState;
  run: (state: RoundState) => number;
  limited: boolean;
}

/** Each part at a size; the work returns a number, so that the optimizer cannot drop it. */
function parts(n: number): Record<string, Part> {
  const combatants: TrackerCombatant[] = Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    name: `Trooper ${i}`,
    img: "",
    owner: i < PLAYERS,
    names: {},
    hidden: false,
    defeated: false,
    npc: i >= PLAYERS,
    onScene: true,
    resource: null,
  }));
  const fresh = newRound(n);
  const declared = declareAll(fresh);
  const few = (i: number) => (i * 7919) % 31;
  const rolled = recordAll(declared, few);
  // Every combatant his own rank: "next" takes n steps.
  const ranked = recordAll(declared, (i) => i);
  return {
    declaring: { prepare: () => reread(fresh), run: (state) => declareAll(state).combatants.length, limited: true },
    "recording as the table does": { prepare: () => reread(declared), run: (state) => recordAsTheTable(state, few).combatants.length, limited: false },
    "recording one by one": { prepare: () => reread(declared), run: (state) => recordAll(state, few).combatants.length, limited: false },
    "tracker context": { prepare: () => reread(rolled), run: (state) => rowsOf(state, combatants), limited: true },
    next: { prepare: () => reread(rolled), run: nextToEnd, limited: true },
    "whole segment": {
      prepare: () => reread(declared),
      run: (state) => {
        const after = recordAsTheTable(state, few);
        return rowsOf(after, combatants) + nextToEnd(after);
      },
      limited: true,
    },
    "next, a rank each": { prepare: () => reread(ranked), run: nextToEnd, limited: true },
  };
}

/** The process's CPU time, in milliseconds. */
function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** One part's samples at both sizes, in milliseconds, and whether its ratio has the limit. */
interface Samples {
  sizes: [number[], number[]];
  limited: boolean;
}

/**
 * Every part's samples: round after round, each part at both sizes, the size that goes first
 * changing from round to round, so that both see the machine as it is then; the first rounds warm
 * the compiler and the heap up and are not kept.
 */
function measure(gc: () => void): Map<string, Samples> {
  const sizes = [parts(SMALL), parts(LARGE)];
  const samples = new Map<string, Samples>(Object.entries(sizes[0]).map(([name, part]) => [name, { sizes: [[], []], limited: part.limited }]));
  let sink = 0;
  for (let round = -WARM_UP; round < SAMPLES; round++) {
    for (const [name, kept] of samples) {
      for (const size of round % 2 ? [1, 0] : [0, 1]) {
        const part = sizes[size][name];
        const state = part.prepare();
        gc();
        const start = cpuMilliseconds();
        sink += part.run(state);
        const time = cpuMilliseconds() - start;
        if (round >= 0) kept.sizes[size].push(time);
      }
    }
  }
  if (sink < 0) console.log(sink);
  return samples;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * The flags the measurement runs under: the collector callable between samples, and a young
 * generation of one size (64 MiB), where V8 would grow and shrink it after the samples before, so
 * that every sample of a part meets the same nursery.
 */
const FLAGS = ["--expose-gc", "--min-semi-space-size=64", "--max-semi-space-size=64"];

function report(gc: () => void): void {
  console.log(
    `round: ${SMALL} and ${LARGE} combatants, CPU time, median of ${SAMPLES} samples per part and size ` +
      `(the sizes taking turns, the garbage collected before each sample); the ratio is the median of each round's ratio`,
  );
  console.log(
    `round: the rolls recorded as the tracker sends them: ${PLAYERS} players' rolls one by one (a command each), the NPCs' ` +
      `(${SMALL - PLAYERS} and ${LARGE - PLAYERS}) in the one batch of Roll NPCs`,
  );
  console.log(
    `round: the limit of ${MOST_RATIO} is on the whole segment (the table's work) and on the parts that once grew faster than the ` +
      `combatants (declaring, tracker context, next); recording as the table does, one pass over the combatants, is for ` +
      `information (memory sets a single pass's ratio); "recording one by one" is no table's way: each roll alone copies the ` +
      `n combatants (n² in all)`,
  );
  const over: string[] = [];
  for (const [
    name,
    {
      sizes: [small, large],
      limited,
    },
  ] of measure(gc)) {
    // The two sizes' samples of one round saw the machine alike: their ratio is the round's.
    const ratio = median(small.map((time, i) => large[i] / time));
    const fastest = Math.min(...small);
    const fast = ratio < MOST_RATIO && (name !== "whole segment" || fastest < MOST_SEGMENT);
    if (limited && !fast) over.push(name);
    const segment = name === "whole segment" ? `, ${SMALL} under ${MOST_SEGMENT} ms (fastest)` : "";
    const verdict = limited ? `, under ${MOST_RATIO}${segment}: ${fast ? "yes" : "NO"}` : " (for information, no limit)";
    console.log(
      `round ${name}: ${ms(median(small))} and ${ms(median(large))} (fastest ${ms(fastest)} and ${ms(Math.min(...large))}); ` +
        `${LARGE} / ${SMALL} = ${ratio.toFixed(2)}${verdict}`,
    );
  }
  const [small, large] = [declarationBytes(SMALL), declarationBytes(LARGE)];
  const perRatio = large.perDeclaration / small.perDeclaration;
  const totalRatio = large.total / small.total;
  const light = perRatio < MOST_RATIO && totalRatio < MOST_RATIO;
  if (!light) over.push("bytes written per declaration");
  console.log(
    `round bytes written per declaration: ${small.perDeclaration.toFixed(0)} B and ${large.perDeclaration.toFixed(0)} B ` +
      `(largest ${small.largest} B and ${large.largest} B; the phase ${small.total} B and ${large.total} B; ` +
      `the whole declared round, which each declaration once wrote, ${small.whole} B and ${large.whole} B); ` +
      `${LARGE} / ${SMALL} = ${perRatio.toFixed(2)} per declaration, ${totalRatio.toFixed(2)} the phase, under ${MOST_RATIO}: ${light ? "yes" : "NO"}`,
  );
  console.log(over.length === 0 ? "round: every part within its limits" : `round: over the limits: ${over.join(", ")}`);
}

const gc = (globalThis as { gc?: () => void }).gc;
if (gc) report(gc);
else {
  // Started without the flags (`npx tsx bench/round.bench.ts`): run again with them.
  const run = spawnSync(process.execPath, [...FLAGS, ...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit" });
  process.exitCode = run.status ?? 1;
}
