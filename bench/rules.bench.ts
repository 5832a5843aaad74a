/**
 * Rules benchmark, run with `npm run bench`: rolls per second of rollDieCode beside a minimal roller
 * measured in the same run (and their ratio), and the time per call of
 * successProbability, cold (the first call for that dice count in this process, caches empty) and warm
 * (the average over many calls with the difficulty changing, as while the user types), and the first
 * call for a new table once the engine's code is warm (what the dialog pays when the code changes).
 */
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import { parseDieCode, rollDieCode, successProbability } from "../src/rules/index.ts";
import { minimalRoll } from "./minimal-roller.ts";

const count = (n: number) => n.toLocaleString("en");
// Summing every result keeps the measured calls from being optimised away.
let sink = 0;

console.log(`machine: ${availableParallelism()} cores, Node ${process.version}`);

// rollDieCode against the minimal roller, in alternating batches so that both see the same state of
// the machine and the JIT; each rate is the median of its batches.
const rollCode = parseDieCode("5D+2");
const batch = 200_000;
const batches = 9;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const engineRates: number[] = [];
const minimalRates: number[] = [];
for (let i = 0; i < 20_000; i++) sink += rollDieCode(rollCode, { wildDie: true }).total + minimalRoll(5, 2, "count").total;
for (let b = 0; b < batches; b++) {
  let start = performance.now();
  for (let i = 0; i < batch; i++) sink += rollDieCode(rollCode, { wildDie: true }).total;
  engineRates.push(batch / ((performance.now() - start) / 1000));
  start = performance.now();
  for (let i = 0; i < batch; i++) sink += minimalRoll(5, 2, "count").total;
  minimalRates.push(batch / ((performance.now() - start) / 1000));
}
const engineRate = median(engineRates);
const minimalRate = median(minimalRates);
console.log(`rollDieCode 5D+2 with the wild die: ${count(Math.round(engineRate))} rolls per second (median of ${batches} × ${count(batch)})`);
console.log(`minimal roller 5D+2 with the wild die: ${count(Math.round(minimalRate))} rolls per second (median of ${batches} × ${count(batch)})`);
console.log(`rollDieCode / minimal roller: ${(engineRate / minimalRate).toFixed(2)}`);

const calls = 200_000;
for (const text of ["5D", "15D", "30D"]) {
  const code = parseDieCode(text);
  let start = performance.now();
  sink += successProbability(code, 20, { wildDie: true });
  const cold = (performance.now() - start) * 1000;
  start = performance.now();
  for (let i = 0; i < calls; i++) sink += successProbability(code, i % 200, { wildDie: true });
  const warm = ((performance.now() - start) * 1000) / calls;
  console.log(`successProbability ${text} with the wild die: cold ${cold.toFixed(1)} µs, warm ${warm.toFixed(3)} µs per call (${count(calls)} calls)`);
}
// A code the dialog has not seen yet, once the engine's code is warm: every dice count up to 60D has
// been computed plainly, so each timed call builds a new table (one character point) from scratch.
for (let dice = 1; dice <= 60; dice++) sink += successProbability({ dice, pips: 0 }, 20, { wildDie: true });
for (const text of ["5D", "15D", "30D"]) {
  const start = performance.now();
  sink += successProbability(parseDieCode(text), 20, { wildDie: true, characterPoints: 1 });
  const fresh = (performance.now() - start) * 1000;
  console.log(`successProbability ${text} with the wild die and a character point, first call once warm: ${fresh.toFixed(1)} µs`);
}
console.log(`(checksum ${sink.toFixed(0)})`);
