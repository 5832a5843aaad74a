/**
 * Where the project's reference data (the published stats the curated packs are generated from, each
 * record with its source) is read: `SWD6_REFERENCE_DATA`, else the copy `npm run upstreams --
 * --reference-data <dir>` put in the upstream cache. The repository does not hold it: the commands
 * that need it stop with one line when it is absent, and the tests that compare with it skip.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { upstreamCacheDir } from "../import/upstreams.ts";

/** The reference data's folder inside the upstream cache. */
export function referenceDataCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(upstreamCacheDir(env), "reference-data");
}

/**
 * The reference data's folder, or null when there is none.
 * @param given a folder named on a command line, which wins over the environment and the cache
 */
export function referenceDataDir(given?: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const dir = given ? resolve(given) : env.SWD6_REFERENCE_DATA ? resolve(env.SWD6_REFERENCE_DATA) : referenceDataCacheDir(env);
  return existsSync(join(dir, "templates.json")) ? dir : null;
}

/** The one line a command prints when it needs the reference data and has none. */
export const MISSING_REFERENCE_DATA =
  "needs the reference data: pass --data <dir>, set SWD6_REFERENCE_DATA, or copy it into the cache with npm run upstreams -- --reference-data <dir>";
