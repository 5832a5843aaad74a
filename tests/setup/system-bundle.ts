/**
 * Once per test run, for the two-client world and the `globals` files that boot the system: the
 * system's code bundled into one script, as the build ships it in one file, so that each boot
 * evaluates one script of its own instead of resolving some two hundred modules one by one in a
 * module registry reset for it (tests/helpers/system-loader.ts). The script evaluates the entry
 * point first, as the manifest loads it, and returns the modules the tests call
 * (`EXPOSED_MODULES`). Under coverage no bundle is made: the system is loaded from the sources,
 * whose lines the coverage counts; `WORLD_FROM_SOURCES=1` does the same for a run whose stack
 * traces should name the sources.
 */
import type { TestProject } from "vitest/node";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { BUNDLE_NAME, EXPOSED_MODULES } from "../world/system-modules.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The bundled system's path, or "" when the clients load the sources. */
    systemBundle: string;
  }
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Bundles `src/index.ts` and the exposed modules into one script that assigns them, as `m0`, `m1` …
 * in the order of `EXPOSED_MODULES`, to the variable `BUNDLE_NAME`.
 * @returns the bundle's path
 * @throws Error when esbuild cannot bundle the sources (a syntax error, a missing module)
 */
export async function bundleSystem(): Promise<string> {
  const dir = join(ROOT, ".cache", "world");
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, "system.js");
  const lines = ['import "./src/index.ts";', ...EXPOSED_MODULES.map((path, i) => `export * as m${i} from "./src/${path}";`)];
  await build({
    stdin: { contents: lines.join("\n"), resolveDir: ROOT, sourcefile: "world-entry.ts", loader: "ts" },
    bundle: true,
    format: "iife",
    globalName: BUNDLE_NAME,
    // Saved rolls and the world's class registry find classes by their names.
    keepNames: true,
    platform: "neutral",
    target: "es2022",
    sourcemap: false,
    outfile,
    // The stylesheet is the build's concern; the tests load no CSS (vitest's default for a CSS import).
    loader: { ".scss": "empty", ".css": "empty" },
    logLevel: "silent",
  });
  return outfile;
}

/**
 * The run's one bundle: every project whose setup this is (the world, and the `globals` files that boot
 * the system) reads the same file. Each project loads its setup module anew, so the promise is kept on the
 * main process's global object.
 */
const SHARED = Symbol.for("swd6rpg.systemBundle");

export default async function setup(project: TestProject): Promise<void> {
  const coverage = project.vitest.config.coverage?.enabled === true;
  if (coverage || process.env.WORLD_FROM_SOURCES) return project.provide("systemBundle", "");
  const shared = globalThis as { [SHARED]?: Promise<string> };
  project.provide("systemBundle", await (shared[SHARED] ??= bundleSystem()));
}
