/**
 * The imported compendium entries (scripts/import-packs.ts), read from the committed pack sources:
 * enough of every kind, every entry valid for its data model, no source prose or provenance in what a
 * sheet shows, every foldered entry in a folder of its pack, and known stats read correctly.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSystemSchemas, type SystemSchemas, type SystemType } from "../helpers/schema-stand-in.ts";
import { type DroidValues, type SpeciesValues, describeDroid, describeSpecies } from "../../scripts/packs/being-descriptions.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface Doc {
  _id: string;
  _key: string;
  name: string;
  type: string;
  folder: string | null;
  system: Record<string, unknown>;
  items?: { name: string; type: string; system: Record<string, unknown> }[];
}

function read(pack: string): { imported: Doc[]; folders: Doc[]; all: Doc[] } {
  const dir = join(ROOT, "packs/_source", pack);
  const own = ["species", "npcs", "droids", "creatures"].includes(pack);
  const files = readdirSync(dir).filter((file) => file.endsWith(".json"));
  const docs = files.map((file) => ({ file, doc: JSON.parse(readFileSync(join(dir, file), "utf8")) as Doc }));
  const folders = docs.filter(({ doc }) => doc._key.startsWith("!folders!")).map(({ doc }) => doc);
  const entries = docs.filter(({ doc }) => !doc._key.startsWith("!folders!"));
  return { imported: entries.filter(({ file }) => own || file.startsWith("imp-")).map(({ doc }) => doc), folders, all: entries.map(({ doc }) => doc) };
}

const PACKS = {
  species: read("species"),
  npcs: read("npcs"),
  droids: read("droids"),
  creatures: read("creatures"),
  starships: read("starships"),
  vehicles: read("vehicles"),
  weapons: read("weapons"),
  equipment: read("equipment"),
};

let schemas: SystemSchemas;
beforeAll(async () => {
  schemas = await loadSystemSchemas();
});

describe("the imported compendium entries", () => {
  it("reach the targets: 25 stock NPCs, 100 droids and species, 300 starships, 150 vehicles, 200 weapons, 300 pieces of equipment", () => {
    expect(PACKS.npcs.all.length).toBeGreaterThanOrEqual(25);
    expect(PACKS.droids.all.filter((d) => (d.system.droid as { isDroid: boolean }).isDroid).length).toBeGreaterThanOrEqual(100);
    expect(PACKS.species.all.length).toBeGreaterThanOrEqual(100);
    expect(PACKS.creatures.all.length).toBeGreaterThan(0);
    expect(PACKS.starships.all.length).toBeGreaterThanOrEqual(300);
    expect(PACKS.vehicles.all.length).toBeGreaterThanOrEqual(150);
    expect(PACKS.weapons.all.length).toBeGreaterThanOrEqual(200);
    expect(PACKS.equipment.all.length).toBeGreaterThanOrEqual(300);
  });

  it("validates every entry, and every embedded item, against its data model", () => {
    const problems: string[] = [];
    for (const { imported } of Object.values(PACKS)) {
      for (const doc of imported) {
        problems.push(...schemas.validate(doc.type as SystemType, doc.system, { completed: true }).map((line) => `${doc.name}: ${line}`));
        for (const item of doc.items ?? []) {
          problems.push(...schemas.validate(item.type as SystemType, item.system, { completed: true }).map((line) => `${doc.name} / ${item.name}: ${line}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("has unique names in each pack", () => {
    for (const [pack, { all }] of Object.entries(PACKS)) {
      const names = all.map((doc) => doc.name.toLowerCase());
      expect(names.length, pack).toBe(new Set(names).size);
    }
  });

  it("puts every foldered entry in a folder of its own pack, and every folder holds entries or folders that do", () => {
    for (const [pack, { all, folders }] of Object.entries(PACKS)) {
      const ids = new Set(folders.map((f) => f._id));
      for (const doc of all) if (doc.folder !== null) expect(ids.has(doc.folder), `${pack}: ${doc.name}`).toBe(true);
      for (const folder of folders) if (folder.folder !== null) expect(ids.has(folder.folder), `${pack}: ${folder.name}`).toBe(true);
      const holds = (id: string): boolean => all.some((doc) => doc.folder === id) || folders.some((sub) => sub.folder === id && holds(sub._id));
      for (const folder of folders) expect(holds(folder._id), `${pack}: ${folder.name}`).toBe(true);
    }
  });

  it("shows no repository address, commit or tool word, and no source prose, in any text a sheet renders", () => {
    const banned = /github|https?:|\.db\b|\b[0-9a-f]{7,40}\b|od6s|pdfdata|provenance/i;
    const offenders: string[] = [];
    for (const { imported } of Object.values(PACKS)) {
      for (const doc of imported) {
        const texts = [doc.name, ...Object.values(doc.system).filter((v): v is string => typeof v === "string")];
        for (const item of doc.items ?? []) texts.push(item.name, ...Object.values(item.system).filter((v): v is string => typeof v === "string"));
        if (texts.some((text) => banned.test(text))) offenders.push(doc.name);
        // Descriptions and notes are never the sources' prose: a species' and a droid's are written from its own values, other imported entries carry none.
        const written = (doc.system.droid as { isDroid?: boolean } | undefined)?.isDroid
          ? { background: describeDroid((doc.system.droid as DroidValues["droid"]).model, doc.system as unknown as DroidValues, doc.items ?? [], "en") }
          : doc.system.attributeDice
            ? { description: describeSpecies(doc.name, doc.system as unknown as SpeciesValues, "en") }
            : {};
        for (const key of ["description", "notes", "background"])
          if (typeof doc.system[key] === "string") expect(doc.system[key], `${doc.name}.${key}`).toBe((written as Record<string, string>)[key] ?? "");
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe("known stats, read correctly", () => {
  const named = (pack: keyof typeof PACKS, name: string) => PACKS[pack].all.find((doc) => doc.name === name)!;

  it("a Human ranges 2D to 4D in every attribute, of 18D, Move 10 (pips decoded)", () => {
    const human = named("species", "Human").system as { attributeDice: string; attributes: Record<string, { min: string; max: string }>; move: number };
    expect(human.attributeDice).toBe("18D");
    expect(Object.values(human.attributes).every((r) => r.min === "2D" && r.max === "4D")).toBe(true);
    expect(human.move).toBe(10);
  });

  it("the rancor bites with its teeth at STR+5D and its Strength is 7D; its claws are a brawling weapon", () => {
    const rancor = named("creatures", "Rancor");
    expect((rancor.system.attributes as Record<string, string>).str).toBe("7D");
    expect(rancor.items!.find((i) => i.name === "Teeth")!.system).toMatchObject({ damage: "STR+5D", skill: "Brawling" });
  });

  it("a Rodian's Dexterity starts at 1D+2 (5 pips)", () => {
    const rodian = named("species", "Rodian").system as { attributes: Record<string, { min: string }> };
    expect(rodian.attributes.dex!.min).toBe("1D+2");
  });

  it("the R2 astromech is a second-degree droid with Astrogation 5D: Mechanical 2D and 3D added", () => {
    const r2 = named("droids", "R2 Astromech Droid");
    expect(r2.system.droid).toMatchObject({ isDroid: true, degree: "2" });
    expect((r2.system.attributes as Record<string, string>).mec).toBe("2D");
    expect(r2.items!.find((i) => i.name === "Astrogation")!.system.bonus).toBe("3D");
  });

  it("the stormtrooper carries a 5D blaster rifle and worn armor, his skills linked to the compendium", () => {
    const trooper = named("npcs", "Stormtrooper");
    expect(trooper.items!.find((i) => i.name === "Blaster Rifle")!.system).toMatchObject({ damage: "5D", damageKind: "energy", ranges: "3-30/100/300" });
    expect(trooper.items!.find((i) => i.type === "armor")!.system).toMatchObject({ physical: "2D", energy: "1D", worn: true });
    expect(trooper.items!.filter((i) => i.type === "skill").every((i) => typeof i.system.key === "string" && i.system.key !== "")).toBe(true);
  });
});

describe("a droid's equipment as printed over broken lines", () => {
  it("is one item a line: broken items joined, a broken word closed up, prose after the item's name left out", async () => {
    const { equipmentLine } = await import("../../scripts/import/droids.ts");
    expect(
      equipmentLine([
        "-Kraren XI Superprocessor,",
        "allowing rapid data collation",
        "Cybot Galactica Data-Sifter",
        "software package (adds +1D",
        "to all computer programming/",
        "repair rolls involving data",
        "searches)",
        "Humanoid body (two arms,",
        "two legs, head)",
      ]).split("\n"),
    ).toEqual([
      "Kraren XI Superprocessor, allowing rapid data collation",
      "Cybot Galactica Data-Sifter software package (adds +1D to all computer programming/repair rolls involving data searches)",
      "Humanoid body (two arms, two legs, head)",
    ]);
    expect(equipmentLine(["-Two tracked feet", "Broad band antenna-", "receiver", "•V o c a b u l a t o r"]).split("\n")).toEqual([
      "Two tracked feet",
      "Broad band antenna-receiver",
      "Vocabulator",
    ]);
    expect(
      equipmentLine([
        "-Poison Dart Needler: This needler gun is loaded with darts. The darts inflict no damage.",
        "Improved sensor package (+2 to all search rolls",
        "If the lock-on is successful, the droid may fire the missile in the following turn",
      ]).split("\n"),
    ).toEqual(["Poison Dart Needler", "Improved sensor package (+2 to all search rolls)"]);
    expect(equipmentLine(["-Kugelfoermiger Koerper mit Rotationsmotor", "Akustischer Signalgeber"])).toBe("");
  });

  it("joins a parenthesis the page broke, drops a list's leading fragment and scattered letters", async () => {
    const { equipmentLine } = await import("../../scripts/import/droids.ts");
    expect(equipmentLine(["-Retractable heavy grasper arm (+1D to lifting, maximum", "2D)", "Vocabulator"]).split("\n")).toEqual([
      "Retractable heavy grasper arm (+1D to lifting, maximum 2D)",
      "Vocabulator",
    ]);
    expect(equipmentLine(["-Short-range comlink (range:", "30 meters)"])).toBe("Short-range comlink (range: 30 meters)");
    expect(equipmentLine(["damage, but being", "Two manipulator arms"])).toBe("Two manipulator arms");
    expect(
      equipmentLine([
        "-Comlink",
        "Character Points: 10",
        "Force Points: 1",
        "Galaxy Guide 16: The Old Republic 340",
        "Bureaucracy 4D, cultures 4D",
        "Equipment",
        "Grenades",
      ]).split("\n"),
    ).toEqual(["Comlink", "Grenades"]);
    expect(equipmentLine(["-Sonic cannon (4D+2, uses energy weapons", ", 0-2/5/10)", "Story Factors:", "Loyalty"])).toBe(
      "Sonic cannon (4D+2, uses energy weapons, 0-2/5/10)",
    );
    expect(
      equipmentLine(["-Retractable heavy grasper arm (lifting skill at 2D)", "R w e ( S ( m))", "M", "S", "J a G ( W)", "Video sensors"]).split("\n"),
    ).toEqual(["Retractable heavy grasper arm (lifting skill at 2D)", "Video sensors"]);
  });

  it("every imported droid's equipment is short lines of facts", () => {
    const lines = PACKS.droids.all.flatMap((droid) => String(droid.system.equipment ?? "").split("\n")).filter((line) => line !== "");
    expect(lines.length).toBeGreaterThan(1000);
    expect(lines.filter((line) => line.length > 120 || /\.\s/.test(line))).toEqual([]);
  });
});

describe("a craft's type line", () => {
  it("ends before the stat block the extraction ran into it", async () => {
    const { typeLine } = await import("../../scripts/import/craft.ts");
    expect(typeLine("Droid walker DEXTERITY 1D Vehicle blasters 4D KNOWLEDGE 1D")).toBe("Droid walker");
    expect(typeLine("Underwater attack vessel eters a in ls 3D er level-20 kilometers")).toBe("Underwater attack vessel");
    expect(typeLine("Mine repair and supply vessel")).toBe("Mine repair and supply vessel");
    expect(typeLine("Class C Frigate")).toBe("Class C Frigate");
    expect(typeLine("  ")).toBeNull();
  });
});
