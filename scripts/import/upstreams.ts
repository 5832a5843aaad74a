/**
 * The public repositories the imported entries are read from, each at the commit read, and the files
 * of it the project reads. `npm run upstreams` (scripts/upstreams.ts) copies those files into the
 * upstream cache; the importer and the comparisons read them there, so neither needs git nor a
 * network. Without the cache the comparisons skip (tests/helpers/upstreams.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { SourceRepo } from "./source.ts";

/** The project's root folder. */
export const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The marker a complete copy of an upstream holds: written last, so a broken fetch is no copy. */
export const COMPLETE_MARKER = ".complete";

/** An upstream as the project pins it. */
export interface Upstream {
  /** The environment name's part: `SWD6_<KEY>_GIT` may name a clone or URL to fetch from instead. */
  key: "GENERATOR" | "COMPANION" | "TOOLKIT";
  /** `owner/name` as GitHub spells it. */
  name: string;
  /** The full commit id read. */
  commit: string;
  /** The files read, relative to the repository. */
  files: readonly string[];
}

/** The pinned upstreams by role. */
export const UPSTREAMS = {
  /** Species, droids, craft, weapons and equipment. */
  generator: {
    key: "GENERATOR",
    name: "1Bln21/swd6-character-generator",
    commit: "b654bf4010f8c5d363e4ff1a5e61c37ac01a8eb5",
    files: ["LICENSE", "data.js", "skills-de.js", "pdfdata-species.js", "pdfdata-droids.js", "pdfdata-craft.js", "pdfdata-gear.js"],
  },
  /** The stock NPCs. */
  companion: {
    key: "COMPANION",
    name: "DarthBanjo/starwarsd6-essentialcompanion-od6s",
    commit: "24fdebfa31f00e7643bd44e1c5f6c11156910ee8",
    files: ["packs/reupgmpc.db", "packs/reupskills.db", "packs/reuppowers.db", "packs/reupweaps.db", "packs/reupgear.db", "packs/reupstarfighter.db"],
  },
  /** The creatures. */
  toolkit: {
    key: "TOOLKIT",
    name: "Segrimsjinn/SW-WEG-D6-Toolkit",
    commit: "373ec554311e05def090313252acd9b4fc59a365",
    files: ["data_creatures.js", "data_droid_components.js", "data_forcepowers.js", "data_skills.js", "data_weapons.js", "data_armor.js", "data_races.js"],
  },
} as const satisfies Record<string, Upstream>;

/** An upstream's role. */
export type UpstreamRole = keyof typeof UPSTREAMS;

/**
 * The folder holding the upstream copies: `SWD6_UPSTREAMS_DIR`, else `.cache/upstreams` in the project.
 * @param env the environment to read (the process's by default)
 */
export function upstreamCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SWD6_UPSTREAMS_DIR ? resolve(env.SWD6_UPSTREAMS_DIR) : join(PROJECT_ROOT, ".cache", "upstreams");
}

/** The folder of one upstream's copy at its commit, inside `cacheDir`. */
export function upstreamDir(upstream: Upstream, cacheDir: string = upstreamCacheDir()): string {
  return join(cacheDir, `${upstream.name.replace("/", "+")}@${upstream.commit}`);
}

/**
 * The upstreams by role, as the readers take them.
 * @param dirs a folder holding a role's files at its commit, overriding the cache's (the importer's arguments)
 */
export function upstreams(dirs: Partial<Record<UpstreamRole, string>> = {}): Record<UpstreamRole, SourceRepo> {
  const repo = (role: UpstreamRole): SourceRepo => {
    const upstream = UPSTREAMS[role];
    return { dir: dirs[role] ? resolve(dirs[role]) : upstreamDir(upstream), commit: upstream.commit, name: upstream.name };
  };
  return { generator: repo("generator"), companion: repo("companion"), toolkit: repo("toolkit") };
}

/** Whether a repository's files are in the cache, complete (the comparisons skip otherwise). */
export const isPresent = (repo: SourceRepo): boolean =>
  existsSync(join(repo.dir, COMPLETE_MARKER)) && readFileSync(join(repo.dir, COMPLETE_MARKER), "utf8").trim() === repo.commit;

/** The command that fills the cache, as a skipped comparison names it. */
export const UPSTREAMS_COMMAND = "npm run upstreams";
