// Runs the Linux job of .github/workflows/ci.yml on this machine, as a fresh runner would meet the
// repository: a clone of this checkout's HEAD in a new temporary folder whose path holds a space and
// umlauts (`Jörg Müller/swd6 rpg`), with nothing beside it (no ../shared) and no upstream cache, then
// the job's `run` steps in order, each with its result and wall time. `npm run upstreams` is left out
// (this proves the project without the network), and the steps after `npm ci` run with git taken off
// the PATH, so nothing in the build or the tests may read a repository.
//
//   node scripts/ci-local.mjs [--keep]
//
// --keep leaves the clone in place. Exits 1 when a step failed. Uncommitted changes are not in the
// clone: it proves what is committed.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const WORKFLOW = join(ROOT, ".github", "workflows", "ci.yml");

/**
 * The one-line `run` steps of a job of a workflow, in order.
 * @param {string} workflow the workflow's text
 * @param {string} job the job's key under `jobs:`
 * @returns {string[]} the commands
 * @throws Error when the workflow has no such job
 */
export function jobRunSteps(workflow, job) {
  const lines = workflow.split(/\r?\n/);
  const start = lines.findIndex((line) => line === `  ${job}:`);
  if (start < 0) throw new Error(`the workflow has no job ${job}`);
  const end = lines.findIndex((line, i) => i > start && /^ {2}\S/.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .map((line) => /^\s+- run: (.+)$/.exec(line)?.[1].trim())
    .filter(Boolean);
}

/** Whether a file name is git's: `git` itself, its helpers (`git-upload-pack`) or their Windows forms. */
const isGit = (name) => /^git(-[\w-]+)?(\.exe|\.cmd)?$/i.test(name);

/** A link to a file, or a copy where links need rights the user lacks (Windows without developer mode). */
function linkOrCopy(target, path) {
  try {
    symlinkSync(target, path);
  } catch {
    cpSync(target, path, { recursive: true });
  }
}

/**
 * The PATH without git: a folder that holds git is stood in for by a temporary folder of links to
 * everything else in it (node, npm and the shell npm runs scripts with often live beside git).
 * @param {string} path the PATH
 * @param {string} scratch a folder to make the stand-ins in
 * @returns {string} the new PATH
 */
export function pathWithoutGit(path, scratch) {
  return path
    .split(delimiter)
    .filter(Boolean)
    .map((dir, index) => {
      let names;
      try {
        names = readdirSync(dir);
      } catch {
        return dir;
      }
      if (!names.some(isGit)) return dir;
      const standIn = join(scratch, `path-${index}`);
      mkdirSync(standIn, { recursive: true });
      for (const name of names.filter((name) => !isGit(name))) linkOrCopy(join(dir, name), join(standIn, name));
      return standIn;
    })
    .join(delimiter);
}

/**
 * Runs one command in a shell, its output shown as it comes.
 * @returns {Promise<{ status: number | null, seconds: number }>}
 */
function run(command, cwd, env) {
  const started = performance.now();
  const child = spawn(command, { cwd, env, shell: true, stdio: "inherit" });
  return new Promise((resolve) => {
    const done = (status) => resolve({ status, seconds: (performance.now() - started) / 1000 });
    child.on("error", () => done(null));
    child.on("close", done);
  });
}

/** Clones HEAD, runs the job's steps, prints the summary and exits. */
async function main() {
  const keep = process.argv.includes("--keep");
  const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  if (dirty) console.log("ci-local: uncommitted changes are not in the clone; it runs the commit HEAD names");
  const scratch = mkdtempSync(join(tmpdir(), "swd6-ci-"));
  const work = join(scratch, "Jörg Müller", "swd6 rpg");
  mkdirSync(join(scratch, "Jörg Müller"));
  const clone = spawnSync("git", ["clone", "--quiet", "--no-checkout", ROOT, work], { stdio: "inherit" });
  const checkout = clone.status === 0 && spawnSync("git", ["checkout", "--quiet", "--detach", head], { cwd: work, stdio: "inherit" });
  if (!checkout || checkout.status !== 0) {
    console.error("ci-local: the clone failed");
    process.exit(1);
  }
  console.log(`ci-local: ${head.slice(0, 12)} cloned into ${work} (beside it: ${readdirSync(join(scratch, "Jörg Müller")).join(", ")})`);

  const scripts = JSON.parse(readFileSync(join(work, "package.json"), "utf8")).scripts ?? {};
  const env = { ...process.env, CI: "true" };
  delete env.SWD6_UPSTREAMS_DIR;
  const withoutGit = { ...env, PATH: pathWithoutGit(env.PATH ?? "", scratch) };
  const results = [];
  for (const step of jobRunSteps(readFileSync(WORKFLOW, "utf8"), "linux")) {
    if (step === "npm run upstreams") {
      results.push({
        step,
        result: scripts.upstreams ? "left out: the proof runs without upstream data" : "left out (package.json has no upstreams script)",
        seconds: 0,
      });
      continue;
    }
    console.log(`\nci-local: ${step}`);
    const { status, seconds } = await run(step, work, step === "npm ci" ? env : withoutGit);
    results.push({ step, result: status === 0 ? "passed" : `failed (exit ${status})`, seconds });
    if (status !== 0) break;
  }

  console.log("\nci-local: the Linux job of .github/workflows/ci.yml");
  for (const { step, result, seconds } of results) console.log(`  ${step.padEnd(20)} ${result.padEnd(48)} ${seconds.toFixed(1).padStart(6)} s`);
  if (keep) console.log(`ci-local: the clone stays in ${work}`);
  else rmSync(scratch, { recursive: true, force: true });
  process.exit(results.every(({ result }) => !result.startsWith("failed")) ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
