// The test command: the type check against the Foundry v13 types, then every vitest suite.
// It ends with the plain line `tests: N passed, N failed, N skipped` and exits non-zero when
// anything failed or no test ran.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, existsSync } from "node:fs";

const bin = (name) => `node_modules/.bin/${name}`;
let passed = 0;
let failed = 0;
let skipped = 0;

console.log("typecheck: tsc --noEmit");
const tsc = spawnSync(bin("tsc"), ["--noEmit"], { stdio: "inherit" });
if (tsc.status === 0) passed += 1;
else failed += 1;

mkdirSync(".cache", { recursive: true });
const report = ".cache/vitest-report.json";
const vitest = spawnSync(
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: "inherit" },
);
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, "utf8"));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  skipped += result.numPendingTests + result.numTodoTests;
  // A suite that fails to load counts as a failure even when it declared no test.
  failed += result.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
} else {
  failed += 1;
}
if (vitest.status !== 0 && failed === 0) failed += 1;

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed <= 1 ? 1 : 0);
