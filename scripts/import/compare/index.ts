/**
 * Every imported entry of every pack the importer builds, compared field by field with the record
 * of its source it was read from (scripts/import/upstreams.ts names the repositories and commits).
 * The test holds the mismatches at none; the import report prints the counts.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readGeneratorData, readStockNpcs, evaluateDataFile, readRepoFile, type SourceRepo } from "../source.ts";
import { type ImportedDoc, compareCreature, compareDroid, compareNpc, compareSpecies } from "./beings.ts";
import { compareCraft } from "./craft.ts";
import { compareEquipment, compareWeapon } from "./gear.ts";
import { type PackComparison, comparePack, recordsByName } from "./tally.ts";

export type { PackComparison } from "./tally.ts";

/**
 * The imported entries of a pack's sources, folders left out.
 * @param own true for a pack of imported entries only; false for a shared pack, whose imported files are named "imp-…"
 */
export function importedDocs(root: string, pack: string, own: boolean): ImportedDoc[] {
  const dir = join(root, "packs/_source", pack);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json") && (own || file.startsWith("imp-")))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as ImportedDoc & { _key: string })
    .filter((doc) => !doc._key.startsWith("!folders!"));
}

/**
 * Compares the imported entries of every pack with their records.
 * @param root the project's root
 * @param repos the upstream clones (all three must be present)
 * @returns one comparison a pack, in the order species, npcs, creatures, droids, starships, vehicles, weapons, equipment
 */
export function compareImported(root: string, repos: { generator: SourceRepo; companion: SourceRepo; toolkit: SourceRepo }): PackComparison[] {
  const data = readGeneratorData(repos.generator);
  const species = recordsByName([...data.data.species, ...data.data.nearHumans, ...data.pdfSpecies]);
  const spellings = (doc: ImportedDoc) => [doc.name, ...((doc.flags?.swd6rpg?.aliases as string[] | undefined) ?? [])];
  const named = (map: Map<string, Record<string, unknown>[]>) => (doc: ImportedDoc) => map.get(doc.name) ?? [];
  const npcs = recordsByName(readStockNpcs(repos.companion));
  const creatures = recordsByName(evaluateDataFile(readRepoFile(repos.toolkit, "data_creatures.js")).CREATURES_DATA as Record<string, unknown>[]);
  const ships = recordsByName(data.ships);
  const vehicles = recordsByName(data.vehicles);
  const weapons = recordsByName([...data.melee, ...data.ranged]);
  const equipment = recordsByName(data.equipment);
  return [
    comparePack("species", importedDocs(root, "species", true), (doc) => spellings(doc).flatMap((name) => species.get(name) ?? []), compareSpecies),
    comparePack("npcs", importedDocs(root, "npcs", true), named(npcs), compareNpc),
    comparePack("creatures", importedDocs(root, "creatures", true), named(creatures), compareCreature),
    comparePack("droids", importedDocs(root, "droids", true), named(recordsByName(data.droids)), compareDroid),
    comparePack("starships", importedDocs(root, "starships", false), named(ships), (check, doc, record) => compareCraft(check, doc, record, true)),
    comparePack("vehicles", importedDocs(root, "vehicles", false), named(vehicles), (check, doc, record) => compareCraft(check, doc, record, false)),
    comparePack("weapons", importedDocs(root, "weapons", false), named(weapons), compareWeapon),
    comparePack("equipment", importedDocs(root, "equipment", false), named(equipment), compareEquipment),
  ];
}
