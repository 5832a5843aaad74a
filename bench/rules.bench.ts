/**
 * Rules benchmark, run with `npm run bench`: rolls per second of rollDieCode, and the time per call of
 * successProbability, cold (the first call for that dice count in this process, caches empty) and warm
 * (the average over many calls with the difficulty changing, as while the user types).
 */
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import { parseDieCode, rollDieCode, successProbability } from "../src/rules/index.ts";

const count = (n: number) => n.toLocaleString("en");
// Summing every result keeps the measured calls from being optimised away.
let sink = 0;

console.log(`machine: ${availableParallelism()} cores, Node ${process.version}`);

const rollCode = parseDieCode("5D+2");
const rolls = 1_000_000;
for (let i = 0; i < 10_000; i++) sink += rollDieCode(rollCode, { wildDie: true }).total;
let start = performance.now();
for (let i = 0; i < rolls; i++) sink += rollDieCode(rollCode, { wildDie: true }).total;
const rollSeconds = (performance.now() - start) / 1000;
console.log(`rollDieCode 5D+2 with the wild die: ${count(Math.round(rolls / rollSeconds))} rolls per second (${count(rolls)} rolls)`);

const calls = 200_000;
for (const text of ["5D", "15D", "30D"]) {
  const code = parseDieCode(text);
  start = performance.now();
  sink += successProbability(code, 20, { wildDie: true });
  const cold = (performance.now() - start) * 1000;
  start = performance.now();
  for (let i = 0; i < calls; i++) sink += successProbability(code, i % 200, { wildDie: true });
  const warm = ((performance.now() - start) * 1000) / calls;
  console.log(
    `successProbability ${text} with the wild die: cold ${cold.toFixed(1)} µs, warm ${warm.toFixed(3)} µs per call (${count(calls)} calls)`,
  );
}
console.log(`(checksum ${sink.toFixed(0)})`);
