/**
 * Once per test run, for every suite that screenshots: the system's stylesheet compiled once, and
 * one headless Chromium served to the suites, which connect to it instead of each launching its
 * own. Suites find both through `inject` (see tests/helpers/browser.ts); a suite run without this
 * setup launches and compiles by itself. Where no browser can run (tests/helpers/browser-launch.ts,
 * `browserUnavailable`), it says why in one line and starts none.
 */
import type { TestProject } from "vitest/node";
import type { BrowserServer } from "playwright-core";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { browserUnavailable, compileSystemStyles, launchBrowserServer } from "../helpers/browser-launch.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared browser's WebSocket endpoint, or "" when it could not be started. */
    browserEndpoint: string;
    /** The path of the compiled stylesheet. */
    stylesPath: string;
  }
}

let server: BrowserServer | null = null;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const stylesPath = join(root, ".cache", "test-styles.css");
  mkdirSync(join(root, ".cache"), { recursive: true });
  writeFileSync(stylesPath, await compileSystemStyles());
  project.provide("stylesPath", stylesPath);
  const unavailable = browserUnavailable();
  if (unavailable) {
    // The suites see the same and skip as they are collected (tests/helpers/browser.ts).
    console.warn(unavailable);
    project.provide("browserEndpoint", "");
    return async () => {};
  }
  try {
    server = await launchBrowserServer();
    project.provide("browserEndpoint", server.wsEndpoint());
  } catch (error) {
    // The suites that need a browser launch their own and report why none starts.
    console.warn(`the shared browser did not start: ${String(error)}`);
    project.provide("browserEndpoint", "");
  }
  return async () => {
    await server?.close();
  };
}
