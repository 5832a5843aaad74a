/**
 * Fetches the pinned commits of the upstream repositories (scripts/import/upstreams.ts) with git and
 * copies the files the project reads into the upstream cache (`.cache/upstreams`, or
 * `SWD6_UPSTREAMS_DIR`). The comparisons of the packs with their upstreams, and the importer, read
 * that copy; without it they skip. Only this command needs git and the network.
 *
 *   npm run upstreams [-- --reference-data <dir>]
 *
 * `SWD6_<KEY>_GIT` (GENERATOR, COMPANION, TOOLKIT) names another remote to fetch from instead of
 * GitHub, or a local git directory holding the commit, which is read in place. `--reference-data` (or `SWD6_REFERENCE_DATA`) copies the project's reference data folder
 * into the cache too, for the comparisons of the curated packs with it. An upstream already in the
 * cache at its commit is left as it is.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { COMPLETE_MARKER, UPSTREAMS, type Upstream, isPresent, upstreamCacheDir, upstreamDir, upstreams } from "./import/upstreams.ts";
import { referenceDataCacheDir } from "./packs/reference-data-dir.ts";

const { values } = parseArgs({ options: { "reference-data": { type: "string" } } });

/** Runs git; the output as text, or the error it printed. */
function git(args: string[]): { ok: true; stdout: string } | { ok: false; message: string } {
  const run = spawnSync("git", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.error) return { ok: false, message: (run.error as NodeJS.ErrnoException).code === "ENOENT" ? "git is not on PATH" : run.error.message };
  if (run.status !== 0) return { ok: false, message: run.stderr.trim().split("\n").at(-1) ?? `git exited ${run.status}` };
  return { ok: true, stdout: run.stdout };
}

/**
 * Copies one upstream's files at its commit from `gitDir`; the problem in one line, or null.
 * @param gitDir a git directory holding the commit
 * @param cacheDir the upstream cache
 */
function copyFiles(upstream: Upstream, gitDir: string, cacheDir: string): string | null {
  const target = upstreamDir(upstream, cacheDir);
  rmSync(target, { recursive: true, force: true });
  for (const path of upstream.files) {
    const run = git(["--git-dir", gitDir, "show", `${upstream.commit}:${path}`]);
    if (!run.ok) return `${upstream.name} @ ${upstream.commit.slice(0, 7)}: ${path}: ${run.message}`;
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), run.stdout);
  }
  writeFileSync(join(target, COMPLETE_MARKER), `${upstream.commit}\n`);
  return null;
}

/**
 * Fetches one upstream's commit and copies its files; the problem in one line, or null. A local git
 * directory named by `SWD6_<KEY>_GIT` is read in place; any other remote is fetched at depth 1.
 */
function fetchUpstream(upstream: Upstream, cacheDir: string): string | null {
  const given = process.env[`SWD6_${upstream.key}_GIT`];
  if (given && existsSync(resolve(given))) return copyFiles(upstream, resolve(given), cacheDir);
  const remote = given ?? `https://github.com/${upstream.name}.git`;
  const gitDir = mkdtempSync(join(tmpdir(), "swd6rpg-upstream-"));
  try {
    for (const step of [["init", "--bare", "--quiet", gitDir], ["--git-dir", gitDir, "fetch", "--quiet", "--depth", "1", "--no-tags", remote, upstream.commit]]) {
      const run = git(step);
      if (!run.ok) return `${upstream.name}: ${run.message}`;
    }
    return copyFiles(upstream, gitDir, cacheDir);
  } finally {
    rmSync(gitDir, { recursive: true, force: true });
  }
}

const cacheDir = upstreamCacheDir();
const repos = upstreams();
let failed = 0;
for (const [role, upstream] of Object.entries(UPSTREAMS) as [keyof typeof UPSTREAMS, Upstream][]) {
  if (isPresent(repos[role])) {
    console.log(`${upstream.name} @ ${upstream.commit.slice(0, 7)}: in the cache`);
    continue;
  }
  const problem = fetchUpstream(upstream, cacheDir);
  if (problem) {
    console.error(problem);
    failed += 1;
  } else console.log(`${upstream.name} @ ${upstream.commit.slice(0, 7)}: ${upstream.files.length} files copied`);
}

const referenceData = values["reference-data"] ?? process.env.SWD6_REFERENCE_DATA;
if (referenceData) {
  if (!existsSync(resolve(referenceData))) {
    console.error(`the reference data folder ${resolve(referenceData)} does not exist`);
    failed += 1;
  } else {
    const target = referenceDataCacheDir();
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    // File by file: the copy must stay writable whatever the modes of the folder it comes from.
    for (const file of readdirSync(resolve(referenceData)).filter((name) => name.endsWith(".json"))) copyFileSync(join(resolve(referenceData), file), join(target, file));
    console.log(`reference data: copied into ${target}`);
  }
}
console.log(`upstream cache: ${cacheDir}`);
if (failed) process.exit(1);
