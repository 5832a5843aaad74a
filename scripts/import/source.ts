/**
 * Reads the public stat sets the compendiums are imported from, as their repositories publish them:
 * the 1Bln21 character generator's data files (JavaScript that declares arrays; evaluated in an empty
 * `node:vm` context, never run in the process) and the OpenD6 Star Wars companion's stock NPCs
 * (Foundry v11 pack lines). Both are read from a copy of their files at a named commit, which
 * `npm run upstreams` makes (scripts/import/upstreams.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createContext, runInContext } from "node:vm";
import { spelledRightDeep } from "./spellings.ts";
import { withOrdnanceNames } from "./craft-ordnance.ts";

/** A repository's files at one commit, copied into a folder. */
export interface SourceRepo {
  /** The folder holding the files, by their paths in the repository. */
  dir: string;
  commit: string;
  /** `owner/name` as GitHub spells it, for the import report. */
  name: string;
}

/** The files read so far, by folder and path: a file at a commit never changes. */
const readFiles = new Map<string, string>();

/**
 * One file of `repo` at its commit, as text; read once per process.
 * @throws Error naming the file and the command that copies it, when the copy lacks it
 */
export function readRepoFile(repo: SourceRepo, path: string): string {
  const file = join(repo.dir, path);
  let text = readFiles.get(file);
  if (text === undefined) {
    if (!existsSync(file)) throw new Error(`${repo.name} @ ${repo.commit.slice(0, 7)}: ${path} is not in ${repo.dir}; run npm run upstreams`);
    text = readFileSync(file, "utf8");
    readFiles.set(file, text);
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

/**
 * Reads the 1Bln21 generator's data files at `repo`'s commit, as the import reads them
 * (`asImportReads`) unless `asPrinted`.
 */
export function readGeneratorData(repo: SourceRepo, { asPrinted = false }: { asPrinted?: boolean } = {}): GeneratorData {
  const read = (path: string) => evaluateDataFile(readRepoFile(repo, path));
  const data = read("data.js").DATA as GeneratorData["data"];
  const species = read("pdfdata-species.js");
  const droids = read("pdfdata-droids.js");
  const craft = read("pdfdata-craft.js");
  const gear = read("pdfdata-gear.js");
  const files: GeneratorData = {
    data,
    pdfSpecies: species.PDF_SPECIES as Record<string, unknown>[],
    droids: droids.PDF_DROIDS as Record<string, unknown>[],
    ships: craft.PDF_SHIPS as Record<string, unknown>[],
    vehicles: craft.PDF_VEHICLES as Record<string, unknown>[],
    melee: gear.PDF_WEAPONS_MELEE as Record<string, unknown>[],
    ranged: gear.PDF_WEAPONS_RANGED as Record<string, unknown>[],
    equipment: gear.PDF_EQUIPMENT as Record<string, unknown>[],
  };
  return asPrinted ? files : asImportReads(files);
}

/**
 * The generator's records as the import reads them: the craft's ordnance named as their notes name
 * it (craft-ordnance.ts), then the words they misspell spelled right (spellings.ts).
 * @param printed the records as `readGeneratorData` reads them `asPrinted`
 * @returns a copy; `printed` is left as it is
 */
export function asImportReads(printed: GeneratorData): GeneratorData {
  return spelledRightDeep({ ...printed, ships: printed.ships.map(withOrdnanceNames), vehicles: printed.vehicles.map(withOrdnanceNames) });
}

/** The companion's stock NPCs: one Foundry actor per line of its pack. */
export function readStockNpcs(repo: SourceRepo): Record<string, unknown>[] {
  return readRepoFile(repo, "packs/reupgmpc.db")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
