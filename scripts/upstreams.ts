/**
 * Fetches the pinned commits of the upstream repositories (scripts/import/upstreams.ts) with git and
 * copies the files the project reads into the upstream cache (`.cache/upstreams`, or
 * `SWD6_UPSTREAMS_DIR`). The comparisons of the packs with their upstreams, and the importer, read
 * that copy; without it they skip. Only this command needs git and the network.
 *
 *   npm run upstreams [-- --reference-data <dir>]
 *
 * `SWD6_<KEY>_GIT` (GENERATOR, COMPANION, TOOLKIT) names another remote to fetch from instead of
 * GitHub, or a local git directory holding the commit, which is read in place. `--reference-data` (or `SWD6_REFERENCE_DATA`) copies the project's reference data folder
 * into the cache too, for the comparisons of the curated packs with it. An upstream already in the
 * cache at its commit is left as it is.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { UPSTREAMS, type Upstream, isPresent, upstreamCacheDir, upstreams } from "./import/upstreams.ts";
import { fetchUpstream } from "./import/fetch-upstream.ts";
import { referenceDataCacheDir } from "./packs/reference-data-dir.ts";

const { values } = parseArgs({ options: { "reference-data": { type: "string" } } });

const cacheDir = upstreamCacheDir();
const repos = upstreams();
let failed = 0;
for (const [role, upstream] of Object.entries(UPSTREAMS) as [keyof typeof UPSTREAMS, Upstream][]) {
  if (isPresent(repos[role])) {
    console.log(`${upstream.name} @ ${upstream.commit.slice(0, 7)}: in the cache`);
    continue;
  }
  const problem = fetchUpstream(upstream, cacheDir, process.env[`SWD6_${upstream.key}_GIT`]);
  if (problem) {
    console.error(problem);
    failed += 1;
  } else console.log(`${upstream.name} @ ${upstream.commit.slice(0, 7)}: ${upstream.files.length} files copied`);
}

const referenceData = values["reference-data"] ?? process.env.SWD6_REFERENCE_DATA;
if (referenceData) {
  if (!existsSync(resolve(referenceData))) {
    console.error(`the reference data folder ${resolve(referenceData)} does not exist`);
    failed += 1;
  } else {
    const target = referenceDataCacheDir();
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    // File by file: the copy must stay writable whatever the modes of the folder it comes from.
    for (const file of readdirSync(resolve(referenceData)).filter((name) => name.endsWith(".json")))
      copyFileSync(join(resolve(referenceData), file), join(target, file));
    console.log(`reference data: copied into ${target}`);
  }
}
console.log(`upstream cache: ${cacheDir}`);
if (failed) process.exit(1);
