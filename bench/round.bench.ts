/**
 * Round benchmark, run with `npm run bench`: the round's work at N combatants, each declaring two
 * blaster shots, compared with the same work at three times N in the same run, so that the ratio
 * says how the work grows whatever the machine's speed: linear work gives a ratio near 3, quadratic
 * near 9.
 *
 * - declaring: a new round, everyone's declaration recorded one by one, the segments started;
 * - one segment: every combatant's roll recorded, the tracker's view built once, and "next" until
 *   the segment is over (31 different totals: a few dozen ranks);
 * - "next" alone through a segment where every combatant has a rank of his own (one step each).
 *
 * A change finds its combatant and who has acted through indexes (src/combat/flow/round-index.ts),
 * so what a change computes does not grow with the round; but the round is plain data never changed
 * in place, so each change still copies the array it changes (`combatants` for a declaration or a
 * roll, `acted` for "next"): a nanosecond or two per combatant and change. Where a change does little
 * else, as in declaring and in "next" alone, that copy is what keeps the ratio above 3.
 *
 * Times are the process's CPU time (`process.cpuUsage`, the garbage collector's threads included),
 * not the wall clock's: on a machine busy with other work, waiting for a core costs none.
 */
import { declare, nextTurn, recordRoll, startRound, startSegments } from "../src/combat/flow/round-flow.ts";
import type { RoundRules, RoundState } from "../src/combat/flow/round-state.ts";
import { type MemberInfo, roundView } from "../src/combat/flow/round-view.ts";

const rules: RoundRules = { reactionMode: "replace", tie: "simultaneous", initiative: "segments", declarations: "open", damageModel: "difference" };
const SMALL = 1000;
const LARGE = 3 * SMALL;

/** Everyone's declaration, then the segments: a round of `n` combatants in its first segment. */
function declaredRound(n: number): RoundState {
  let state = startRound(
    Array.from({ length: n }, (_, i) => ({ id: `c${i}`, side: i % 2 ? "hostile" : "friendly", wound: "none" as const })),
    rules,
  );
  for (let i = 0; i < n; i++) {
    state = declare(state, `c${i}`, [{ kind: "action", skill: "skill:blaster", label: "shot 1" }, { kind: "action", skill: "skill:blaster", label: "shot 2" }], rules);
  }
  return startSegments(state, false);
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

/** Every roll of the segment (`total` gives each combatant's), the tracker's view, then "next" to its end. */
function playSegment(start: RoundState, members: MemberInfo[], total: (i: number) => number): RoundState {
  let state = start;
  for (let i = 0; i < start.combatants.length; i++) state = recordRoll(state, `c${i}`, total(i), null, rules);
  roundView(state, members, { isGM: true }, rules);
  nextToEnd(state);
  return state;
}

/** One size's measured tasks; each returns something the optimizer cannot throw away. */
function tasks(n: number): Record<string, () => unknown> {
  const members: MemberInfo[] = Array.from({ length: n }, (_, i) => ({ id: `c${i}`, name: `Trooper ${i}`, img: "", owner: false, names: {} }));
  const start = declaredRound(n);
  // Every combatant his own rank: "next" takes n steps.
  const ranked = playSegment(start, members, (i) => i);
  return {
    declaring: () => declaredRound(n),
    segment: () => playSegment(start, members, (i) => (i * 7919) % 31),
    "next, a rank each": () => nextToEnd(ranked),
  };
}

function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The fastest and the median of a task's runs, in milliseconds. */
interface Timing {
  fastest: number;
  median: number;
}

/**
 * Each task's timing at both sizes. A task runs at one size `runs` times in a row, after two runs
 * that warm the compiler and the heap up, so that a run collects the garbage of runs like itself,
 * never that of the other size or of another task.
 */
function measure(runs: number): Map<string, [Timing, Timing]> {
  const sizes = [tasks(SMALL), tasks(LARGE)];
  const results = new Map<string, [Timing, Timing]>();
  let sink = 0;
  for (const name of Object.keys(sizes[0])) {
    const [small, large] = sizes.map((size) => {
      const times: number[] = [];
      for (let r = -2; r < runs; r++) {
        const t = cpuMilliseconds();
        sink += size[name]() ? 1 : 0;
        if (r >= 0) times.push(cpuMilliseconds() - t);
      }
      times.sort((a, b) => a - b);
      return { fastest: times[0], median: times[Math.floor(runs / 2)] };
    });
    results.set(name, [small, large]);
  }
  if (sink < 0) console.log(sink);
  return results;
}

// The fastest run is the one other work on the machine disturbed least; the median shows the spread.
const runs = 15;
for (const [name, [small, large]] of measure(runs)) {
  console.log(
    `round ${name}, ${SMALL} combatants: ${small.fastest.toFixed(2)} ms; ${LARGE}: ${large.fastest.toFixed(2)} ms ` +
      `(fastest of ${runs}; medians ${small.median.toFixed(2)} and ${large.median.toFixed(2)} ms)`,
  );
  console.log(`  ${LARGE} / ${SMALL} combatants: ${(large.fastest / small.fastest).toFixed(2)} (linear ≈ 3, quadratic ≈ 9)`);
}
