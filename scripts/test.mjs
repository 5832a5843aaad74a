// The test command: the type check against the Foundry v13 types, run beside every vitest suite
// (the compiler keeps one core busy while the suites use the others).
// It ends with the plain line `tests: N passed, N failed, N skipped` and exits non-zero when
// anything failed or no test ran.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, existsSync, rmSync } from "node:fs";

const bin = (name) => `node_modules/.bin/${name}`;
let passed = 0;
let failed = 0;
let skipped = 0;

console.log("typecheck: tsc --noEmit --checkers 1 (beside the suites)");
const tscOutput = [];
// One checker thread: the suites keep the other cores busy, and each further checker resolves the
// Foundry types again (about twice the CPU time in all for four checkers on two cores).
const tsc = spawn(bin("tsc"), ["--noEmit", "--checkers", "1"], { stdio: ["ignore", "pipe", "pipe"] });
tsc.stdout.on("data", (chunk) => tscOutput.push(chunk));
tsc.stderr.on("data", (chunk) => tscOutput.push(chunk));
const tscDone = new Promise((resolve) => tsc.on("close", resolve));

mkdirSync(".cache", { recursive: true });
const report = ".cache/vitest-report.json";
// A report left by an earlier run must not count for this one.
rmSync(report, { force: true });
const vitestRun = spawn(
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: "inherit" },
);
const vitestStatus = await new Promise((resolve) => vitestRun.on("close", resolve));
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, "utf8"));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  skipped += result.numPendingTests + result.numTodoTests;
  // A suite that fails to load counts as a failure even when it declared no test.
  failed += result.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
  // The comparisons with the upstreams and the reference data skip where their copies are absent
  // (tests/helpers/upstreams.ts names each such test); say how many, and how to run them.
  const comparisons = result.testResults.flatMap((file) => file.assertionResults).filter((test) => test.title.includes("upstream comparison skipped")).length;
  if (comparisons) console.log(`upstream comparisons: ${comparisons} skipped; npm run upstreams fetches the pinned upstream files and runs them`);
} else {
  failed += 1;
}
if (vitestStatus !== 0 && failed === 0) failed += 1;

const tscStatus = await tscDone;
process.stdout.write(Buffer.concat(tscOutput));
console.log(`typecheck: ${tscStatus === 0 ? "passed" : "failed"}`);
if (tscStatus === 0) passed += 1;
else failed += 1;

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed <= 1 ? 1 : 0);
