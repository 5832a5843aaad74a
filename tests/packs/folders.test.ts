/**
 * The shared packs (starships, vehicles, weapons, equipment) are browsable: every entry, curated or
 * imported, sits in a folder of its pack, and a folder's name holds what it says: no freighter,
 * transport or yacht among the starfighters, whatever scale the source gives it.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface Doc {
  _id: string;
  _key: string;
  name: string;
  folder: string | null;
  system: Record<string, unknown>;
}

function read(pack: string) {
  const dir = join(ROOT, "packs/_source", pack);
  const docs = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({ file, doc: JSON.parse(readFileSync(join(dir, file), "utf8")) as Doc }));
  const folders = new Map(docs.filter(({ doc }) => doc._key.startsWith("!folders!")).map(({ doc }) => [doc._id, doc]));
  const entries = docs.filter(({ doc }) => !doc._key.startsWith("!folders!")).map(({ file, doc }) => ({ curated: !file.startsWith("imp-"), doc }));
  /** The names of the folders from the pack's root down to the entry's. */
  const path = (doc: Doc): string[] => {
    const names: string[] = [];
    for (let id = doc.folder; id; id = folders.get(id)?.folder ?? null) names.unshift(folders.get(id)?.name ?? "(missing)");
    return names;
  };
  return { entries, folders, path };
}

describe.each(["starships", "vehicles", "weapons", "equipment"])("pack %s", (pack) => {
  const { entries, folders } = read(pack);

  it("puts every entry, the curated ones included, in a folder of the pack", () => {
    expect(entries.filter(({ curated }) => curated).length).toBeGreaterThan(0);
    expect(entries.filter(({ doc }) => doc.folder === null || !folders.has(doc.folder)).map(({ doc }) => doc.name)).toEqual([]);
  });

  it("nests folders at most two deep, each inside a folder of the pack", () => {
    for (const folder of folders.values()) if (folder.folder !== null) expect(folders.get(folder.folder)?.folder, folder.name).toBeNull();
  });
});

describe("the starships pack's Starfighters", () => {
  const { entries, path } = read("starships");
  const starfighters = entries.filter(({ doc }) => path(doc)[0] === "Starfighters").map(({ doc }) => doc);

  it("hold the fighters and bombers", () => {
    expect(starfighters.length).toBeGreaterThan(100);
    for (const name of ["X-Wing", "TIE Fighter", "Y-Wing", "A-Wing"])
      expect(
        starfighters.map((doc) => doc.name),
        name,
      ).toContain(name);
  });

  it("hold no freighter, transport or yacht by its type line or its make and model", () => {
    const cargo = /freight|transport|yacht/i;
    expect(starfighters.filter((doc) => cargo.test(String(doc.system.craftType)) || cargo.test(String(doc.system.craft))).map((doc) => doc.name)).toEqual([]);
  });

  it("divide the long folders by maker", () => {
    const makers = new Set(starfighters.map((doc) => path(doc)[1]));
    expect(makers).toContain("Made by Incom Corporation");
    expect(makers).toContain("Made by Sienar Fleet Systems");
  });
});
