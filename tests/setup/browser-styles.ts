/**
 * Once per test run, for every suite that screenshots: the system's stylesheet compiled once, which
 * the suites find through `inject` (see tests/helpers/browser.ts); each worker launches its own
 * headless Chromium when its first such suite runs. Where no browser can run
 * (tests/helpers/browser-launch.ts, `browserUnavailable`), it says why in one line.
 */
import type { TestProject } from "vitest/node";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { browserUnavailable, compileSystemStyles } from "../helpers/browser-launch.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The path of the compiled stylesheet. */
    stylesPath: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const stylesPath = join(root, ".cache", "test-styles.css");
  mkdirSync(join(root, ".cache"), { recursive: true });
  writeFileSync(stylesPath, await compileSystemStyles());
  project.provide("stylesPath", stylesPath);
  // The suites see the same and skip as they are collected (tests/helpers/browser.ts).
  const unavailable = browserUnavailable();
  if (unavailable) console.warn(unavailable);
}
