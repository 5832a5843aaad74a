/**
 * Reads the public stat sets the compendiums are imported from, as their repositories publish them:
 * the 1Bln21 character generator's data files (JavaScript that declares arrays; evaluated in an empty
 * `node:vm` context, never run in the process) and the OpenD6 Star Wars companion's stock NPCs
 * (Foundry v11 pack lines). Both are read from a checkout's git objects, so a commit is named.
 */
import { execFileSync } from "node:child_process";
import { createContext, runInContext } from "node:vm";

/** A git checkout and the commit read from it. */
export interface SourceRepo {
  /** The git directory (a bare mirror or a checkout's .git). */
  gitDir: string;
  commit: string;
  /** `owner/name` as GitHub spells it, for the import report. */
  name: string;
}

/** The files read so far, by git directory, commit and path: a file at a commit never changes. */
const readFiles = new Map<string, string>();

/** One file of `repo` at its commit, as text; read from git once per process. */
export function readRepoFile(repo: SourceRepo, path: string): string {
  const key = `${repo.gitDir}\0${repo.commit}\0${path}`;
  let text = readFiles.get(key);
  if (text === undefined) {
    text = execFileSync("git", ["--git-dir", repo.gitDir, "show", `${repo.commit}:${path}`], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    readFiles.set(key, text);
  }
  return text;
}

/**
 * The top-level `const`/`var` declarations of a data file, evaluated in an empty context.
 * @returns every global the file declares, by name
 */
export function evaluateDataFile(text: string): Record<string, unknown> {
  const context = createContext({});
  runInContext(text.replace(/^(const|let) /gm, "var "), context, { timeout: 10_000 });
  return { ...context } as Record<string, unknown>;
}

/** The 1Bln21 generator's data: the workbook's lists and the PDF extractions. */
export interface GeneratorData {
  data: { species: Record<string, unknown>[]; nearHumans: Record<string, unknown>[]; armor?: Record<string, unknown>[]; equipment?: Record<string, unknown>[] };
  pdfSpecies: Record<string, unknown>[];
  droids: Record<string, unknown>[];
  ships: Record<string, unknown>[];
  vehicles: Record<string, unknown>[];
  melee: Record<string, unknown>[];
  ranged: Record<string, unknown>[];
  equipment: Record<string, unknown>[];
}

/** Reads the 1Bln21 generator's data files at `repo`'s commit. */
export function readGeneratorData(repo: SourceRepo): GeneratorData {
  const read = (path: string) => evaluateDataFile(readRepoFile(repo, path));
  const data = read("data.js").DATA as GeneratorData["data"];
  const species = read("pdfdata-species.js");
  const droids = read("pdfdata-droids.js");
  const craft = read("pdfdata-craft.js");
  const gear = read("pdfdata-gear.js");
  return {
    data,
    pdfSpecies: species.PDF_SPECIES as Record<string, unknown>[],
    droids: droids.PDF_DROIDS as Record<string, unknown>[],
    ships: craft.PDF_SHIPS as Record<string, unknown>[],
    vehicles: craft.PDF_VEHICLES as Record<string, unknown>[],
    melee: gear.PDF_WEAPONS_MELEE as Record<string, unknown>[],
    ranged: gear.PDF_WEAPONS_RANGED as Record<string, unknown>[],
    equipment: gear.PDF_EQUIPMENT as Record<string, unknown>[],
  };
}

/** The companion's stock NPCs: one Foundry actor per line of its pack. */
export function readStockNpcs(repo: SourceRepo): Record<string, unknown>[] {
  return readRepoFile(repo, "packs/reupgmpc.db")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
