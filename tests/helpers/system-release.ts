/**
 * The build and the release made once for the run, beside the tests, by the `build` project's setup
 * (tests/setup/system-release.ts).
 */
import { inject } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { SystemReleaseOutcome } from "../setup/system-release.ts";

/** Waits for the setup's scripts to finish and reads what failed. */
async function outcome(): Promise<SystemReleaseOutcome & { buildDir: string; releaseDir: string }> {
  const { buildDir, releaseDir, outcomeFile } = inject("systemRelease");
  // The scripts run in the main process's child; their end is known here only by the file they leave.
  while (!existsSync(outcomeFile)) await sleep(100);
  return { buildDir, releaseDir, ...(JSON.parse(readFileSync(outcomeFile, "utf8")) as SystemReleaseOutcome) };
}

/**
 * The build folder, as `npm run build` writes `dist/`, once it is made.
 * @throws Error with the scripts' output when no build was made
 */
export async function builtSystem(): Promise<string> {
  const made = await outcome();
  if (made.buildError) throw new Error(made.releaseError ? `${made.releaseError}\n${made.buildError}` : made.buildError);
  return made.buildDir;
}

/**
 * The folders `npm run release` wrote, once it is done: the build it made and the release
 * (`swd6rpg.zip`, `system.json`).
 * @throws Error with the release script's output when it failed
 */
export async function releasedSystem(): Promise<{ buildDir: string; releaseDir: string }> {
  const made = await outcome();
  if (made.releaseError) throw new Error(made.releaseError);
  return { buildDir: made.buildDir, releaseDir: made.releaseDir };
}
