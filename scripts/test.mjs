// The test command: every vitest suite, with the checks that read the sources beside it, one after
// another on one core while the suites use the others: the type check against the Foundry v13 types,
// the lint (ESLint) and the format check (Biome's formatter, `biome.json`).
// It ends with the plain line `tests: N passed, N failed, N skipped` (each check counts as one test)
// and exits non-zero when anything failed or no test ran. Arguments go to vitest:
// `npm test -- --project unit`.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, existsSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/**
 * The JavaScript file a package runs as its command, from the `bin` of its package.json: run with
 * Node itself, it needs neither a shell nor the `node_modules/.bin` shims, which are `.cmd` files on
 * Windows.
 * @param {string} pkg the package's name
 * @param {string} [command] the command's name when the package has several
 * @returns {string} the file's absolute path
 * @throws Error when the package is not installed or names no such command
 */
function binEntry(pkg, command = pkg) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, "utf8"));
  const file = typeof bin === "string" ? bin : bin?.[command];
  if (!file) throw new Error(`${pkg} has no command ${command}`);
  return join(dirname(manifestPath), file);
}

/**
 * Runs a package's command with Node, its output kept for later.
 * @returns {Promise<{ status: number | null, output: string, seconds: number }>} the exit status (null
 *   when it did not start), the output and the wall time
 */
function runQuietly(pkg, command, args) {
  const started = performance.now();
  const child = spawn(process.execPath, [binEntry(pkg, command), ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const seconds = () => (performance.now() - started) / 1000;
    child.on("error", (error) => resolve({ status: null, output: String(error), seconds: seconds() }));
    child.on("close", (status) => resolve({ status, output: Buffer.concat(output).toString("utf8"), seconds: seconds() }));
  });
}

/**
 * The checks over the sources, run one after another. `explain` turns a failure's output and exit
 * status into what the summary prints.
 */
const CHECKS = [
  // One checker thread: the suites keep the other cores busy, and each further checker resolves the
  // Foundry types again (about twice the CPU time in all for four checkers on two cores).
  { name: "typecheck", pkg: "typescript", command: "tsc", args: ["--noEmit", "--checkers", "1"], explain: (output) => output },
  {
    name: "lint",
    pkg: "eslint",
    command: "eslint",
    args: ["--cache", "--cache-location", ".cache/eslint/", "src", "scripts", "tests", "bench"],
    explain: (output) => output,
  },
  {
    // Biome formats as Prettier does, in a fraction of the time: a clean clone checks every file.
    name: "format",
    pkg: "@biomejs/biome",
    command: "biome",
    args: ["format", "--max-diagnostics=20", "."],
    explain: (output) => {
      const files = [...new Set([...output.matchAll(/^(\S+) format ━/gm)].map((match) => match[1]))];
      if (files.length === 0) return output;
      const shown = files.map((file) => `  ${file}`).join("\n");
      return `${files.length} files are not formatted as biome.json asks (the first 20 shown); \`npx biome format --write <file>\` formats one:\n${shown}\n`;
    },
  },
];

let passed = 0;
let failed = 0;
let skipped = 0;

mkdirSync(".cache", { recursive: true });
console.log(`beside the suites: ${CHECKS.map((check) => check.name).join(", ")}`);
const checksDone = (async () => {
  const results = [];
  for (const check of CHECKS) results.push({ check, ...(await runQuietly(check.pkg, check.command, check.args)) });
  return results;
})();

const report = ".cache/vitest-report.json";
// A report left by an earlier run must not count for this one.
rmSync(report, { force: true });
// A larger young generation lets the workers' many short-lived objects die without a scavenge each:
// about a sixth less CPU for the world's and the unit suites (measured on the 2-core machine).
const nodeOptions = [process.env.NODE_OPTIONS, "--max-semi-space-size=64"].filter(Boolean).join(" ");
const vitestRun = spawn(
  process.execPath,
  [binEntry("vitest"), "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, NODE_OPTIONS: nodeOptions } },
);
const vitestStatus = await new Promise((resolve) => {
  vitestRun.on("error", () => resolve(null));
  vitestRun.on("close", resolve);
});
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

const checks = await checksDone;
for (const { check, status, output, seconds } of checks) {
  const took = `(${seconds.toFixed(1)} s)`;
  if (status === 0) {
    passed += 1;
    console.log(`${check.name}: passed ${took}`);
  } else {
    failed += 1;
    process.stdout.write(check.explain(output, status));
    console.log(`${check.name}: failed ${took}`);
  }
}

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed <= checks.length ? 1 : 0);
