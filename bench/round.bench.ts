/**
 * Round benchmark, run with `npm run bench`: one action segment of a round with N combatants, each
 * declaring two blaster shots: every combatant's roll recorded (each recording checks the segment's
 * plan), the tracker's view built once, and "next" until the segment is over. The time per round at
 * 1000 combatants is compared with the same work at 100 in the same run: linear work gives a ratio
 * near 10, quadratic near 100.
 */
import { performance } from "node:perf_hooks";
import { declare, nextTurn, recordRoll, startRound, startSegments } from "../src/combat/flow/round-flow.ts";
import type { RoundRules, RoundState } from "../src/combat/flow/round-state.ts";
import { type MemberInfo, roundView } from "../src/combat/flow/round-view.ts";

const rules: RoundRules = { reactionMode: "replace", tie: "simultaneous", initiative: "segments", declarations: "open", damageModel: "difference" };

/** A round of `n` combatants in its first segment, everyone declared. */
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

/** The measured work: every roll of the segment, the tracker's view, then "next" to its end. */
function playSegment(start: RoundState, members: MemberInfo[]): number {
  let state = start;
  const n = start.combatants.length;
  for (let i = 0; i < n; i++) state = recordRoll(state, `c${i}`, (i * 7919) % 31, null, rules);
  const view = roundView(state, members, { isGM: true }, rules);
  let steps = 0;
  while (state.segment === 1 && steps <= n) {
    state = nextTurn(state, rules).state;
    steps += 1;
  }
  return view.groups.length + steps;
}

/** Median milliseconds of `runs` segments of `n` combatants (the declarations are not timed). */
function measure(n: number, runs: number): number {
  const members: MemberInfo[] = Array.from({ length: n }, (_, i) => ({ id: `c${i}`, name: `Trooper ${i}`, img: "", owner: false, names: {} }));
  const start = declaredRound(n);
  let sink = 0;
  sink += playSegment(start, members);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    sink += playSegment(start, members);
    times.push(performance.now() - t);
  }
  if (sink < 0) console.log(sink);
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const small = measure(100, 9);
const large = measure(1000, 5);
console.log(`round segment, 100 combatants: ${small.toFixed(2)} ms (median of 9)`);
console.log(`round segment, 1000 combatants: ${large.toFixed(2)} ms (median of 5)`);
console.log(`1000 / 100 combatants: ${(large / small).toFixed(1)} (linear ≈ 10, quadratic ≈ 100)`);
