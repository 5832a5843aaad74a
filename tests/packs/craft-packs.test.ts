import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stableJson } from "../../scripts/packs/documents.ts";
import {
  type ActorSource,
  rangesInMeters,
  readCode,
  readCraftData,
  readHyperdrive,
  readMove,
  singleValue,
  spaceRanges,
  weaponCount,
} from "../../scripts/packs/craft-records.ts";
import { buildStarships, type StarshipSystem } from "../../scripts/packs/starships.ts";
import { buildVehicles, type VehicleSystem } from "../../scripts/packs/vehicles.ts";
import { parseWeaponDamage, parseWeaponRanges, planAttack, parseDieCode } from "../../src/rules/index.ts";
import { loadSystemSchemas, type SystemSchemas } from "../helpers/schema-stand-in.ts";
import { REFERENCE_DATA, itWith } from "../helpers/upstreams.ts";
import { provenanceOf } from "../helpers/packs.ts";
import { withPublicFacts } from "../../scripts/packs/provenance.ts";
import { withFolder } from "../../scripts/packs/folders.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DATA = REFERENCE_DATA ?? "";
const itWithData = (title: string, test: () => void) => itWith(["reference data"], title, test);
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));

/** The curated craft of a pack, as scripts/generate-packs.ts writes them (the imported `imp-…` files aside). */
function readPack<S>(pack: string): { file: string; text: string; document: ActorSource<S> }[] {
  const dir = join(ROOT, "packs/_source", pack);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json") && !file.startsWith("imp-"))
    .map((file) => {
      const text = readFileSync(join(dir, file), "utf8");
      return { file, text, document: JSON.parse(text) };
    });
}

const packs = { vehicles: readPack<VehicleSystem>("vehicles"), starships: readPack<StarshipSystem>("starships") };
function entry(pack: "vehicles", name: string): ActorSource<VehicleSystem>;
function entry(pack: "starships", name: string): ActorSource<StarshipSystem>;
function entry(pack: keyof typeof packs, name: string): ActorSource<unknown> {
  return (packs[pack] as { document: ActorSource<unknown> }[]).find(({ document }) => document.name === name)!.document;
}

let schemas: SystemSchemas;
beforeAll(async () => {
  schemas = await loadSystemSchemas();
});

describe.each([
  ["vehicles", "vehicle"],
  ["starships", "starship"],
] as const)("pack %s", (pack, type) => {
  const entries = packs[pack];

  it("is an Actor pack of the manifest, in the system's folder", () => {
    expect(manifest.packs).toContainEqual(expect.objectContaining({ name: pack, type: "Actor", path: `packs/${pack}` }));
    expect(manifest.packFolders.flatMap((folder: { packs: string[] }) => folder.packs)).toContain(pack);
  });

  it("keys every actor and every embedded weapon so that compilePack stores them", () => {
    for (const { document } of entries) {
      expect(document._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(document._key).toBe(`!actors!${document._id}`);
      expect(document.type).toBe(type);
      for (const item of document.items) {
        expect(item._key).toBe(`!actors.items!${document._id}.${item._id}`);
        expect(item.type).toBe("weapon");
      }
    }
    const ids = entries.flatMap(({ document }) => [document._id, ...document.items.map((item) => item._id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is written as the generator writes it, with unique names and sort positions", () => {
    for (const { file, text, document } of entries) {
      expect(text).toBe(stableJson(document));
      expect(file).toMatch(new RegExp(`^[a-z0-9-]+_${document._id}\\.json$`));
    }
    expect(new Set(entries.map(({ document }) => document.name)).size).toBe(entries.length);
    expect(new Set(entries.map(({ document }) => document.sort)).size).toBe(entries.length);
  });

  it("validates every craft's system data against its data model, and every weapon's against the weapon model", () => {
    const problems = entries.flatMap(({ document }) => [
      ...schemas.validate(type, document.system).map((line) => `${document.name}: ${line}`),
      ...document.items.flatMap((item) => schemas.validate("weapon", item.system).map((line) => `${document.name} / ${item.name}: ${line}`)),
    ]);
    expect(problems).toEqual([]);
  });

  it("records every entry's provenance and describes it", () => {
    for (const { document } of entries) {
      expect(provenanceOf(document).note, document.name).toMatch(/^Provenance: github:/);
      expect(document.system.source, document.name).not.toBe("");
      expect(document.system.notes, document.name).toMatch(/^<p>.+<\/p>$/);
    }
  });

  it("stores only weapon damage and ranges the rules engine reads, each weapon in a scale", () => {
    for (const { document } of entries) {
      for (const { name, system } of document.items) {
        if (system.damage) expect(() => parseWeaponDamage(system.damage), `${document.name} / ${name}`).not.toThrow();
        if (system.ranges) expect(() => parseWeaponRanges(system.ranges), `${document.name} / ${name}`).not.toThrow();
        const space = (system as { spaceRanges?: string }).spaceRanges;
        if (space) expect(() => parseWeaponRanges(space), `${document.name} / ${name}`).not.toThrow();
      }
    }
  });

  itWithData("regenerates to exactly the committed files", () => {
    const craft = readCraftData(DATA);
    const built = pack === "vehicles" ? buildVehicles(craft) : buildStarships(craft);
    const committed = new Map(entries.map(({ file, text }) => [file, text]));
    expect(built.map(({ file }) => file).sort()).toEqual([...committed.keys()].sort());
    for (const { file, document } of built)
      expect(stableJson(withFolder(pack, withPublicFacts(structuredClone(document) as never, pack))), file).toBe(committed.get(file));
  });
});

describe("the craft compendiums' contents", () => {
  itWithData("hold all 6 vehicles and the 19 distinct starships of the reference data, and the additions", () => {
    const craft = readCraftData(DATA);
    const vehicleNames = packs.vehicles.map(({ document }) => document.name);
    const starshipNames = packs.starships.map(({ document }) => document.name);
    for (const record of craft.vehicles) expect(vehicleNames).toContain(record.name);
    for (const record of [...craft.starships, ...craft.reupStarfighters]) expect(starshipNames).toContain(record.name);
    const distinct = new Set([...craft.starships, ...craft.reupStarfighters].map((record) => record.name.toLowerCase()));
    expect(distinct.size).toBe(19);
    expect(packs.vehicles).toHaveLength(craft.vehicles.length + craft.additions.vehicles.length);
    expect(packs.starships).toHaveLength(19 + craft.additions.starships.length);
    for (const record of [...craft.additions.vehicles, ...craft.additions.starships]) expect(record.source).toMatch(/^github:1Bln21\//);
  });

  // starships.json, X-Wing: maneuverability 3D, space 8, atmosphere 365; 1,050 kmh, hull 4D, shields 1D,
  // hyperdrive x1, 4 laser cannons FC 3D 1-3/12/25 6D, 2 proton torpedo launchers FC 2D 1/3/7 9D.
  it("has the X-wing as printed, weapons embedded with count, arc, fire control and space ranges", () => {
    const xwing = entry("starships", "X-Wing");
    expect(xwing.system).toMatchObject({
      scale: "starfighter",
      maneuverability: "3D",
      hull: "4D",
      shields: "1D",
      space: 8,
      atmosphereMove: 365,
      atmosphereKmh: 1050,
      hyperdrive: { multiplier: 1, backup: null },
      pilotingSkill: "Starfighter piloting: X-wing",
      sensors: { passive: { range: 25, code: "0D" }, focus: { range: 3, code: "4D" } },
    });
    expect(xwing.system.crewSkills).toContainEqual({ name: "starship gunnery", code: "4D+2" });
    expect(xwing.items.map((item) => [item.name, item.system])).toEqual([
      [
        "Laser Cannons (fire linked)",
        expect.objectContaining({
          count: 4,
          fireArc: "Front",
          fireControl: "3D",
          damage: "6D",
          spaceRanges: "1-3/12/25",
          ranges: "100-300/1200/2500",
          scale: "starfighter",
          crew: 0,
        }),
      ],
      ["Proton Torpedo Launchers", expect.objectContaining({ count: 2, fireControl: "2D", damage: "9D", spaceRanges: "1/3/7", damageKind: "physical" })],
    ]);
  });

  it("settles the TIE fighter's maneuverability conflict for the compendium's 2D and says so", () => {
    const tie = entry("starships", "TIE Fighter").system;
    expect(tie.maneuverability).toBe("2D");
    expect(provenanceOf(entry("starships", "TIE Fighter")).note).toContain("differs on maneuverability 3D (kept: 2D)");
    expect(tie.shields).toBe("0D");
    expect(tie.hyperdrive.multiplier).toBeNull();
  });

  it("keeps the Rebellion-era values of the Millennium Falcon and notes each choice", () => {
    const falcon = entry("starships", "Millennium Falcon").system;
    expect(falcon).toMatchObject({
      scale: "starfighter",
      maneuverability: "2D",
      hull: "6D",
      shields: "3D",
      space: 8,
      hyperdrive: { multiplier: 0.5, backup: 10 },
    });
    expect(provenanceOf(entry("starships", "Millennium Falcon")).note).toContain("2D (Rebellion) kept");
    expect(falcon.crewSkills).toEqual([]);
  });

  // R&E Rules p. 254: two quad laser cannons in turrets, fire control 3D, 1-3/12/25, damage 6D.
  it("arms the Millennium Falcon with its two quad laser cannons, which the reference data leaves out", () => {
    const quad = entry("starships", "Millennium Falcon").items.find((item) => /quad laser/i.test(item.name));
    expect(quad?.system).toMatchObject({ count: 2, fireArc: "Turret", fireControl: "3D", spaceRanges: "1-3/12/25", damage: "6D", crew: 1 });
  });

  it("has capital ships with many batteries: the Imperial I Star Destroyer's 60 turbolaser batteries", () => {
    const isd = entry("starships", "Imperial I Star Destroyer");
    expect(isd.system).toMatchObject({ scale: "capital", hull: "7D", shields: "3D", atmosphereMove: null });
    expect(isd.items[0]).toMatchObject({ name: "Turbolaser Batteries", system: { count: 60, ranges: "6000-30000/70000/150000", spaceRanges: "3-15/35/75" } });
    expect(entry("starships", "Victory Star Destroyer").items.map((item) => (item.system as { count?: number }).count)).toEqual([10, 40, 80, 10]);
  });

  it("has the AT-AT at 0D maneuverability, as R&E Rules's walker, with the choice noted", () => {
    const atat = entry("vehicles", "All Terrain Armored Transport").system;
    expect(atat).toMatchObject({ scale: "walker", maneuverability: "0D", bodyStrength: "6D", move: 21, moveKmh: 60 });
    expect(provenanceOf(entry("vehicles", "All Terrain Armored Transport")).note).toContain("0D applied");
  });

  it("plans R&E Rules's attack between a speeder's cannon and a walker with pack data", () => {
    const bike = entry("vehicles", "Speeder Bike").items[0].system;
    const atat = entry("vehicles", "All Terrain Armored Transport").system;
    const plan = planAttack({
      skill: parseDieCode("4D"),
      strength: parseDieCode("2D"),
      penalty: 0,
      weapon: { damage: bike.damage, damageKind: bike.damageKind, scale: bike.scale, ranges: bike.ranges, fireControl: parseDieCode(bike.fireControl) },
      target: { scale: atat.scale, resistance: parseDieCode(atat.bodyStrength), armor: null },
      distance: 40,
    });
    expect(plan.attack).toEqual({ dice: 8, pips: 0 });
    expect(plan.resistance).toEqual({ dice: 8, pips: 0 });
  });
});

describe("reading printed craft values", () => {
  it.each([
    ["100-300/1.2/2.5 km", "100-300/1200/2500"],
    ["6-30/70/150 km", "6000-30000/70000/150000"],
    ["50-400/900/3 Km", "50-400/900/3000"],
    ["3-50/100/200", "3-50/100/200"],
    ["50-100/300/700 m", "50-100/300/700"],
  ])("writes the atmosphere ranges %s in meters as %s", (printed, meters) => {
    const notes: string[] = [];
    expect(rangesInMeters(printed, notes)).toBe(meters);
  });

  it("leaves unreadable ranges empty with a note", () => {
    const notes: string[] = [];
    expect(spaceRanges("1-5/15-30", notes)).toBe("");
    expect(rangesInMeters("Varies", notes)).toBe("");
    expect(notes).toHaveLength(2);
  });

  it("reads moves, hyperdrive classes, codes with words and merged or per-era values", () => {
    const notes: string[] = [];
    expect(readMove("Move", "520; 1,500 kmh", notes)).toEqual({ move: 520, kmh: 1500 });
    expect(readHyperdrive("Hyperdrive", "x3/4", notes)).toBe(0.75);
    expect(readHyperdrive("Hyperdrive", "None", notes)).toBeNull();
    expect(readCode("Fire control", "4D (fired from cockpit)", "0D", notes)).toBe("4D");
    expect(readCode("Shields", null, "0D", notes)).toBe("0D");
    expect(singleValue("Hull", "5D+2 (Rise of the Empire), 6D (Rebellion)", notes)).toBe("6D");
    expect(singleValue("Hull", "4D 4D", notes)).toBe("4D");
    expect(notes.length).toBe(4);
    expect(weaponCount("60 Turbolaser Batteries")).toEqual({ count: 60, name: "Turbolaser Batteries" });
    expect(weaponCount("Laser Cannon")).toEqual({ count: 1, name: "Laser Cannon" });
    expect(() => readCode("Hull", "lots", "0D", notes)).toThrow(/not a die code/);
  });
});

describe("compiling the craft packs", () => {
  const work = mkdtempSync(join(tmpdir(), "swd6-craft-packs-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each(["vehicles", "starships"])("compiles %s with compilePack and extracts the actors with their weapons", async (pack) => {
    await compilePack(join(ROOT, "packs/_source", pack), join(work, "db", pack));
    await extractPack(join(work, "db", pack), join(work, "out", pack), { clean: true });
    const back = readdirSync(join(work, "out", pack)).map((file) => JSON.parse(readFileSync(join(work, "out", pack, file), "utf8")));
    const source = packs[pack as keyof typeof packs];
    const all = readdirSync(join(ROOT, "packs/_source", pack)).filter((file) => file.endsWith(".json"));
    expect(back).toHaveLength(all.length);
    for (const { document } of source) {
      const extracted = back.find((doc) => doc._id === document._id);
      expect(extracted?.system, document.name).toEqual(document.system);
      expect(extracted?.items.map((item: { _id: string; system: unknown }) => [item._id, item.system])).toEqual(
        document.items.map((item) => [item._id, item.system]),
      );
    }
  });
});
