/**
 * Loads the system's code as a page does: its entry point evaluated first, then the modules a test
 * calls. From the run's bundle when a setup made one (tests/setup/system-bundle.ts), a fresh copy
 * of every module per call; from the sources otherwise (under coverage, or `WORLD_FROM_SOURCES=1`),
 * in a module registry reset for the call.
 */
import { inject, vi } from "vitest";
import { readFileSync } from "node:fs";
import { Script } from "node:vm";
import { fileURLToPath } from "node:url";
import { BUNDLE_NAME, EXPOSED_MODULES, SYSTEM_ENTRY } from "../world/system-modules.ts";

const bundles = new Map<string, Script>();

/**
 * Evaluates the system's bundle afresh, as a page evaluates a script: a new copy of every module,
 * its top level run against the calling code's globals. The script is compiled once per worker and
 * run again for each call, so the callers share compiled code and nothing else.
 * @param path the bundle's path
 * @returns the exposed modules, by `m0`, `m1` … in the order of `EXPOSED_MODULES`
 */
function evaluateBundle(path: string): Record<string, unknown> {
  let script = bundles.get(path);
  if (script === undefined) {
    // Strict, as the modules it was bundled from are.
    script = new Script(`(function () {"use strict";\n${readFileSync(path, "utf8")}\nreturn ${BUNDLE_NAME};\n})`, { filename: path });
    bundles.set(path, script);
  }
  return (script.runInThisContext() as () => Record<string, unknown>)();
}

/**
 * Whether {@link loadSystem} evaluates the run's bundle for these arguments, whose dynamic imports are
 * modules of the same script; from the sources, a dynamic import waits on the test runner's module
 * loader, in another thread.
 * @param expose modules (paths relative to `src/`) the caller uses
 * @param entry the module evaluated first (an absolute path)
 */
export function loadsFromBundle(expose: readonly string[], entry: string = SYSTEM_ENTRY): boolean {
  return entry === SYSTEM_ENTRY && inject("systemBundle") !== "" && expose.every((path) => EXPOSED_MODULES.includes(path as never));
}

/**
 * Loads the system: `entry` (the system's `src/index.ts` unless given), then each exposed module.
 * The Foundry globals the system's top level reads must be installed before the call.
 * @param expose modules (paths relative to `src/`) the caller uses
 * @param entry the module evaluated first (an absolute path)
 * @returns each exposed module by its path
 * @throws Error when a module fails to load (what its top level throws)
 */
export async function loadSystem(expose: readonly string[], entry: string = SYSTEM_ENTRY): Promise<Map<string, unknown>> {
  const loaded = new Map<string, unknown>();
  if (loadsFromBundle(expose, entry)) {
    const modules = evaluateBundle(inject("systemBundle"));
    for (const path of expose) loaded.set(path, modules[`m${EXPOSED_MODULES.indexOf(path as never)}`]);
    return loaded;
  }
  vi.resetModules();
  await import(/* @vite-ignore */ entry);
  const src = fileURLToPath(new URL("../../src/", import.meta.url));
  for (const path of expose) loaded.set(path, await import(/* @vite-ignore */ `${src}${path}`));
  return loaded;
}
