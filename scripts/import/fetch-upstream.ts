/**
 * Copies an upstream's files at its pinned commit into the upstream cache, with git: from a local git
 * directory in place, or from a remote fetched at depth 1 into a temporary repository. The one part
 * of the project that needs git and, for a remote, the network (`npm run upstreams`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { COMPLETE_MARKER, type Upstream, upstreamDir } from "./upstreams.ts";

/** Runs git; its output as text, or the last line of what it printed on failure. */
function git(args: string[]): { ok: true; stdout: string } | { ok: false; message: string } {
  const run = spawnSync("git", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.error) return { ok: false, message: (run.error as NodeJS.ErrnoException).code === "ENOENT" ? "git is not on PATH" : run.error.message };
  if (run.status !== 0) return { ok: false, message: run.stderr.trim().split("\n").at(-1) ?? `git exited ${run.status}` };
  return { ok: true, stdout: run.stdout };
}

/** Copies the upstream's files at its commit from `gitDir`; the problem in one line, or null. */
function copyFiles(upstream: Upstream, gitDir: string, cacheDir: string): string | null {
  const target = upstreamDir(upstream, cacheDir);
  rmSync(target, { recursive: true, force: true });
  for (const path of upstream.files) {
    const run = git(["--git-dir", gitDir, "show", `${upstream.commit}:${path}`]);
    if (!run.ok) return `${upstream.name} @ ${upstream.commit.slice(0, 7)}: ${path}: ${run.message}`;
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), run.stdout);
  }
  // Written last: a copy broken off before it is no copy (isPresent).
  writeFileSync(join(target, COMPLETE_MARKER), `${upstream.commit}\n`);
  return null;
}

/**
 * Copies one upstream's files at its commit into `cacheDir`.
 * @param upstream the upstream, its commit and its files
 * @param cacheDir the upstream cache
 * @param source a local git directory holding the commit (read in place), or a remote URL; GitHub's
 *   repository by default
 * @returns the problem in one line (git missing, the commit or a file not found), or null when copied
 */
export function fetchUpstream(upstream: Upstream, cacheDir: string, source?: string): string | null {
  if (source && existsSync(resolve(source))) return copyFiles(upstream, resolve(source), cacheDir);
  const remote = source ?? `https://github.com/${upstream.name}.git`;
  const gitDir = mkdtempSync(join(tmpdir(), "swd6rpg-upstream-"));
  try {
    for (const step of [
      ["init", "--bare", "--quiet", gitDir],
      ["--git-dir", gitDir, "fetch", "--quiet", "--depth", "1", "--no-tags", remote, upstream.commit],
    ]) {
      const run = git(step);
      if (!run.ok) return `${upstream.name}: ${run.message}`;
    }
    return copyFiles(upstream, gitDir, cacheDir);
  } finally {
    rmSync(gitDir, { recursive: true, force: true });
  }
}
