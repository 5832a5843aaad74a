/**
 * The public repositories the imported entries are read from, each at the commit read. A clone's git
 * directory is taken from `SWD6_<NAME>_GIT` (GENERATOR, COMPANION, TOOLKIT) or else from where the
 * project's mirror keeps it; `npm run packs:import` takes it from its arguments too.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { SourceRepo } from "./source.ts";

const mirror = (name: string) => `/work/.mirror/${name.replace("/", "+")}/repo`;

function upstream(key: string, name: string, commit: string, gitDir?: string): SourceRepo {
  return { gitDir: resolve(gitDir ?? process.env[`SWD6_${key}_GIT`] ?? mirror(name)), commit, name };
}

/** The upstreams by role; `dirs` overrides a git directory (the importer's command-line arguments). */
export function upstreams(dirs: { generator?: string; companion?: string; toolkit?: string } = {}) {
  return {
    /** Species, droids, craft, weapons and equipment. */
    generator: upstream("GENERATOR", "1Bln21/swd6-character-generator", "b654bf4010f8c5d363e4ff1a5e61c37ac01a8eb5", dirs.generator),
    /** The stock NPCs. */
    companion: upstream("COMPANION", "DarthBanjo/starwarsd6-essentialcompanion-od6s", "24fdebfa31f00e7643bd44e1c5f6c11156910ee8", dirs.companion),
    /** The creatures. */
    toolkit: upstream("TOOLKIT", "Segrimsjinn/SW-WEG-D6-Toolkit", "373ec55", dirs.toolkit),
  };
}

/** Whether a repository's clone is on this machine (the tests that compare with it skip otherwise). */
export const isPresent = (repo: SourceRepo): boolean => existsSync(repo.gitDir);
