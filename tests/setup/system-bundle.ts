/**
 * Once per test run, for the two-client world: the system's code bundled into one module, as the build
 * ships it, so that each client's boot evaluates one file instead of resolving some two hundred
 * modules one by one (tests/world/client.ts `boot`). The bundle exports the modules the world's tests
 * call as a client (`EXPOSED_MODULES`) beside the entry point, which is evaluated first, as the
 * manifest loads it. Under coverage no bundle is made: the clients load the sources, whose lines the
 * coverage counts; `WORLD_FROM_SOURCES=1` does the same for a run whose stack traces should name the
 * sources.
 */
import type { TestProject } from "vitest/node";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { EXPOSED_MODULES } from "../world/exposed-modules.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The bundled system's path, or "" when the clients load the sources. */
    systemBundle: string;
  }
}

const ROOT = new URL("../../", import.meta.url).pathname;

/**
 * Bundles `src/index.ts` and the exposed modules into one ES module.
 * @returns the bundle's path
 * @throws Error when esbuild cannot bundle the sources (a syntax error, a missing module)
 */
export async function bundleSystem(): Promise<string> {
  const dir = join(ROOT, ".cache", "world");
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, "system.mjs");
  const lines = ['import "./src/index.ts";', ...EXPOSED_MODULES.map((path, i) => `export * as m${i} from "./src/${path}";`)];
  await build({
    stdin: { contents: lines.join("\n"), resolveDir: ROOT, sourcefile: "world-entry.ts", loader: "ts" },
    bundle: true,
    format: "esm",
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

export default async function setup(project: TestProject): Promise<void> {
  const coverage = project.vitest.config.coverage?.enabled === true;
  project.provide("systemBundle", coverage || process.env.WORLD_FROM_SOURCES ? "" : await bundleSystem());
}
