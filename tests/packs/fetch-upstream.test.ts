/**
 * `npm run upstreams` copies an upstream's files at its pinned commit — not the newest — into the
 * cache, from a remote fetched at depth 1 or a local git directory, and leaves no copy the
 * comparisons would take for whole when a file is missing. Needs git, which only this command does:
 * skipped where git is not on PATH.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { fetchUpstream } from "../../scripts/import/fetch-upstream.ts";
import { type Upstream, isPresent, upstreamDir } from "../../scripts/import/upstreams.ts";

const HAS_GIT = !spawnSync("git", ["--version"]).error;
const root = mkdtempSync(join(tmpdir(), "swd6rpg upstream Jörg-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs git in `cwd` as a throwaway author; its output. */
const git = (cwd: string, ...args: string[]) =>
  spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], { cwd, encoding: "utf8" }).stdout.trim();

/** A repository whose first commit is pinned and whose second changes a file. */
function upstreamRepo(): { dir: string; upstream: Upstream } {
  const dir = mkdtempSync(join(root, "repo-"));
  mkdirSync(join(dir, "data"), { recursive: true });
  git(dir, "init", "--quiet");
  writeFileSync(join(dir, "LICENSE"), "MIT License\n");
  writeFileSync(join(dir, "data", "creatures.js"), "const CREATURES = [1];\n");
  git(dir, "add", ".");
  git(dir, "commit", "--quiet", "-m", "pinned");
  const commit = git(dir, "rev-parse", "HEAD");
  writeFileSync(join(dir, "data", "creatures.js"), "const CREATURES = [2];\n");
  git(dir, "commit", "--quiet", "-am", "newer");
  return { dir, upstream: { key: "TOOLKIT", name: "someone/data", commit, files: ["LICENSE", "data/creatures.js"] } };
}

describe.runIf(HAS_GIT)("fetching an upstream", () => {
  it("from a remote at depth 1 copies its files at the pinned commit, and the copy counts as present", () => {
    const { dir, upstream } = upstreamRepo();
    const cache = join(root, "cache");
    const copy = { dir: upstreamDir(upstream, cache), commit: upstream.commit, name: upstream.name };
    expect(isPresent(copy)).toBe(false);
    expect(fetchUpstream(upstream, cache, pathToFileURL(dir).href)).toBeNull();
    expect(readFileSync(join(copy.dir, "data", "creatures.js"), "utf8")).toBe("const CREATURES = [1];\n");
    expect(readFileSync(join(copy.dir, "LICENSE"), "utf8")).toBe("MIT License\n");
    expect(isPresent(copy)).toBe(true);
  });

  it("from a local git directory reads it in place; a file the commit lacks is named and leaves no copy", () => {
    const { dir, upstream } = upstreamRepo();
    const cache = join(root, "cache-local");
    expect(fetchUpstream(upstream, cache, join(dir, ".git"))).toBeNull();
    expect(readFileSync(join(upstreamDir(upstream, cache), "data", "creatures.js"), "utf8")).toBe("const CREATURES = [1];\n");
    const broken = { ...upstream, files: [...upstream.files, "data/droids.js"] };
    expect(fetchUpstream(broken, cache, join(dir, ".git"))).toMatch(/^someone\/data @ [0-9a-f]{7}: data\/droids\.js: /);
    expect(existsSync(join(upstreamDir(upstream, cache), ".complete"))).toBe(false);
  });
});
