/**
 * Sorts the test files into the vitest projects by what they need, read from what they import, so a
 * new file lands in the right project without a list to keep:
 * - `browser`: imports `helpers/browser` (headless Chromium and the compiled stylesheet);
 * - `build`: imports `helpers/system-release` (the build and the release made once for the run);
 * - `world`: lives in `tests/world/` (the two-client world, which loads the system per client);
 * - `globals`: installs Foundry's globals (`vi.stubGlobal`, the boot stand-in) before it imports the
 *   system's documents, whose classes extend those globals when their module is evaluated;
 * - `unit`: everything else: the rules, flows, data, packs and build, and the templates rendered into
 *   happy-dom. One project, not two: its files share one module context per worker, so a worker loads
 *   the system's modules once for the rules and the renders alike, and each project would start
 *   workers of its own.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** A project's name. */
export type ProjectName = "unit" | "globals" | "world" | "browser" | "build";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? testFiles(path) : name.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * The project a test file belongs to.
 * @param path the file's path relative to the repository (`tests/...`)
 * @param source the file's text
 */
export function projectOf(path: string, source: string): ProjectName {
  if (/helpers\/browser(\.ts)?["']/.test(source)) return "browser";
  if (/helpers\/system-release(\.ts)?["']/.test(source)) return "build";
  if (path.startsWith("tests/world/")) return "world";
  if (/vi\.stubGlobal\(|installBootStandIn\(/.test(source)) return "globals";
  return "unit";
}

/**
 * Every test file under `tests/`, by project (paths relative to the repository).
 * @returns a map from each project to its files, sorted
 */
export function testProjects(): Record<ProjectName, string[]> {
  const projects: Record<ProjectName, string[]> = { unit: [], globals: [], world: [], browser: [], build: [] };
  for (const file of testFiles(join(ROOT, "tests")).sort()) {
    const path = relative(ROOT, file).split(sep).join("/");
    projects[projectOf(path, readFileSync(file, "utf8"))].push(path);
  }
  return projects;
}
