// Line coverage of the tests (V8), per source folder: runs every vitest suite with coverage, then
// prints the lines covered in each top-level folder of src/ and exits non-zero when a suite failed.
import { spawnSync } from "node:child_process";
import { readFileSync, existsSync } from "node:fs";
import { relative } from "node:path";

const dir = ".cache/coverage";
const run = spawnSync(
  "node_modules/.bin/vitest",
  [
    "run",
    "--coverage.enabled",
    "--coverage.provider=v8",
    "--coverage.include=src/**/*.ts",
    "--coverage.exclude=src/**/*.d.ts",
    "--coverage.reportOnFailure",
    "--coverage.reporter=json-summary",
    "--coverage.reporter=text-summary",
    `--coverage.reportsDirectory=${dir}`,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit" },
);
const summary = `${dir}/coverage-summary.json`;
if (!existsSync(summary)) process.exit(run.status || 1);
const files = JSON.parse(readFileSync(summary, "utf8"));
const folders = new Map();
for (const [file, figures] of Object.entries(files)) {
  if (file === "total") continue;
  const path = relative("src", relative(process.cwd(), file));
  const folder = path.includes("/") ? path.split("/")[0] : "(top)";
  const sum = folders.get(folder) ?? { covered: 0, total: 0 };
  sum.covered += figures.lines.covered;
  sum.total += figures.lines.total;
  folders.set(folder, sum);
}
console.log("\nlines covered per folder of src/:");
for (const [folder, { covered, total }] of [...folders].sort()) {
  console.log(`  ${folder.padEnd(14)} ${((100 * covered) / Math.max(total, 1)).toFixed(1).padStart(5)} %  (${covered}/${total})`);
}
process.exit(run.status ?? 1);
