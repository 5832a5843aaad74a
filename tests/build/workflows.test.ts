/**
 * The GitHub workflows: CI runs the whole suite on Linux with the upstream data and the build and the
 * unit tests on Windows and macOS; the release runs the suite and the release from the tag; every
 * workflow installs a current LTS Node. scripts/ci-local.mjs reads the Linux job's steps as they are here.
 */
import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { jobRunSteps, pathWithoutGit } from "../../scripts/ci-local.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const workflow = (name: string) => readFileSync(join(ROOT, ".github", "workflows", name), "utf8");

describe("the workflows", () => {
  it("run the full suite on Linux, the upstream data fetched, and the build and the unit project elsewhere", () => {
    expect(jobRunSteps(workflow("ci.yml"), "linux")).toEqual(["npm ci", "npm run upstreams", "npm run build", "npm test"]);
    expect(jobRunSteps(workflow("ci.yml"), "other-systems")).toEqual(["npm ci", "npm run build", "npm test -- --project unit"]);
    expect(workflow("ci.yml")).toMatch(/os: \[windows-latest, macos-latest\]/);
  });

  it("release from the tag after the suite, the tag handed to the release's own check", () => {
    const steps = jobRunSteps(workflow("release.yml"), "release");
    expect(steps).toEqual(["npm ci", "npm run upstreams", "npm test", "npm run release"]);
    expect(workflow("release.yml")).toMatch(/SWD6_RELEASE_TAG: \$\{\{ github\.ref_name \}\}/);
    expect(workflow("release.yml")).toMatch(/artifacts: release\/swd6rpg\.zip,release\/system\.json,release\/\*\.map/);
  });

  it("install Node 24, a current LTS, and package.json asks for a current LTS", () => {
    for (const name of ["ci.yml", "release.yml"]) {
      const versions = [...workflow(name).matchAll(/node-version: (\S+)/g)].map((match) => match[1]);
      expect(versions.length, name).toBeGreaterThan(0);
      expect(new Set(versions), name).toEqual(new Set(["24"]));
    }
    expect(JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).engines.node).toBe(">=22.12");
  });
});

describe("the local run's PATH", () => {
  it("keeps a folder without git, and stands in for one with git by the rest of what it holds", () => {
    const scratch = mkdtempSync(join(tmpdir(), "swd6-path-"));
    try {
      const bin = join(scratch, "bin");
      const plain = join(scratch, "plain");
      for (const [dir, names] of [
        [bin, ["git", "git-upload-pack", "node", "npm", "sh"]],
        [plain, ["tsc"]],
      ] as const) {
        mkdirSync(dir);
        for (const name of names) writeFileSync(join(dir, name), "");
      }
      const path = pathWithoutGit([bin, plain, join(scratch, "missing")].join(delimiter), join(scratch, "stand-ins")).split(delimiter);
      expect(path.slice(1)).toEqual([plain, join(scratch, "missing")]);
      expect(readdirSync(path[0]).sort()).toEqual(["node", "npm", "sh"]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
