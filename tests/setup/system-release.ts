/**
 * Once per test run, for the files that check what the build and the release ship (the `build`
 * project): `npm run release` run into a temporary folder, which builds the system as `npm run build`
 * does and zips it, so one build serves both the release's tests and the build's. Should the release
 * refuse or fail, the build is made by itself, so that the build's tests still check it.
 *
 * Vitest runs every project's setup before any test starts, one after the other; so the scripts run
 * in the background, beside the tests, and the suites wait for their outcome file
 * (tests/helpers/system-release.ts).
 */
import type { TestProject } from "vitest/node";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the run's release is made. */
export interface SystemReleaseFolders {
  /** The build folder, as `npm run build` writes `dist/`. */
  buildDir: string;
  /** The release folder: `swd6rpg.zip` and `system.json`. */
  releaseDir: string;
  /** The file written when the scripts are done: a {@link SystemReleaseOutcome} as JSON. */
  outcomeFile: string;
}

/** Why a step failed: the failing script's output, "" when it did not fail. */
export interface SystemReleaseOutcome {
  releaseError: string;
  buildError: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    systemRelease: SystemReleaseFolders;
  }
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Runs one of the package's scripts with the given environment, without blocking the main process,
 * which serves the test workers meanwhile.
 * @returns its output when it exits non-zero, else ""
 */
async function runScript(script: string, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [join(ROOT, "scripts", script)], { cwd: ROOT, env: { ...process.env, ...env } });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  const status = await new Promise<number | null>((resolve) => {
    child.on("error", () => resolve(null));
    child.on("close", resolve);
  });
  return status === 0 ? "" : `scripts/${script} exited with ${status}:\n${Buffer.concat(output).toString("utf8")}`;
}

/** The release, then the build by itself when the release made none; the outcome written last, whole. */
async function makeRelease({ buildDir, releaseDir, outcomeFile }: SystemReleaseFolders): Promise<void> {
  const releaseError = await runScript("release.mjs", { SWD6_BUILD_DIR: buildDir, SWD6_RELEASE_DIR: releaseDir });
  const buildError = releaseError && !existsSync(join(buildDir, "system.json")) ? await runScript("build.mjs", { SWD6_BUILD_DIR: buildDir }) : "";
  const outcome: SystemReleaseOutcome = { releaseError, buildError };
  writeFileSync(`${outcomeFile}.part`, JSON.stringify(outcome));
  renameSync(`${outcomeFile}.part`, outcomeFile);
}

/**
 * Starts the release in a temporary folder and provides its folders as `systemRelease`.
 * @returns the teardown, which waits for the scripts and removes the folder
 */
export default function setup(project: TestProject): () => Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "swd6rpg-release-"));
  const folders = { buildDir: join(work, "build"), releaseDir: join(work, "release"), outcomeFile: join(work, "outcome.json") };
  const made = makeRelease(folders);
  project.provide("systemRelease", folders);
  return async () => {
    await made;
    rmSync(work, { recursive: true, force: true });
  };
}
