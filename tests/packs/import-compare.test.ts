/**
 * Every imported entry of every pack the importer builds, read again from its source record and
 * compared field by field (scripts/import/compare/): no field differs, every entry is compared, and
 * the import report states the counts. The comparers are held to entries altered to differ. Skipped
 * where the source repositories are not on this machine.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compareImported, importedDocs } from "../../scripts/import/compare/index.ts";
import { compareCraft } from "../../scripts/import/compare/craft.ts";
import { compareDroid, compareSpecies } from "../../scripts/import/compare/beings.ts";
import { compareWeapon } from "../../scripts/import/compare/gear.ts";
import { EntryCheck, comparePack } from "../../scripts/import/compare/tally.ts";
import { readGeneratorData } from "../../scripts/import/source.ts";
import { isPresent, upstreams } from "../../scripts/import/upstreams.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const repos = upstreams();
const present = isPresent(repos.generator) && isPresent(repos.companion) && isPresent(repos.toolkit);

describe.skipIf(!present)("the imported entries against their source records", () => {
  const compared = compareImported(ROOT, repos);
  const own = ["species", "npcs", "creatures", "droids"];

  it.each(compared.map((pack) => [pack.pack, pack] as const))("%s: every imported entry is compared, and no field differs from its record", (name, pack) => {
    expect(pack.entries).toBe(importedDocs(ROOT, name, own.includes(name)).length);
    expect(pack.entries).toBeGreaterThan(0);
    // Each entry is compared on several fields, not on its name alone.
    expect(pack.fields).toBeGreaterThan(pack.entries * 3);
    expect(pack.mismatches).toEqual([]);
  });

  it("covers every imported entry of the eight packs the importer builds", () => {
    expect(compared.map((pack) => pack.pack)).toEqual(["species", "npcs", "creatures", "droids", "starships", "vehicles", "weapons", "equipment"]);
    expect(compared.reduce((sum, pack) => sum + pack.entries, 0)).toBeGreaterThan(3000);
  });

  it("is reported in docs/import-report.md with its counts", () => {
    const report = readFileSync(`${ROOT}docs/import-report.md`, "utf8");
    const fields = compared.reduce((sum, pack) => sum + pack.fields, 0);
    const entries = compared.reduce((sum, pack) => sum + pack.entries, 0);
    expect(report).toContain(`${entries} entries, ${fields.toLocaleString("en-US")} fields, 0 mismatches`);
    for (const pack of compared) expect(report).toContain(`| ${pack.pack} | ${pack.entries} | ${pack.fields.toLocaleString("en-US")} | 0 |`);
  });

  describe("finds a value that differs from the record", () => {
    const data = readGeneratorData(repos.generator);
    const record = (list: Record<string, unknown>[], name: string) => list.find((r) => String(r.name).trim() === name)!;
    const doc = (pack: string, name: string, own: boolean) => structuredClone(importedDocs(ROOT, pack, own).find((d) => d.name === name)!);
    const run = (compare: (check: EntryCheck) => void) => {
      const check = new EntryCheck("x");
      compare(check);
      return check.mismatches;
    };

    it("a species' attribute range, attribute dice or an ability's value", () => {
      const gamorrean = doc("species", "Gamorrean", true);
      const source = record(data.data.species, "Gamorrean");
      expect(run((check) => compareSpecies(check, gamorrean, source))).toEqual([]);
      gamorrean.system.attributeDice = "18D";
      (gamorrean.system.attributes as Record<string, { min: string }>).str!.min = "1D";
      expect(run((check) => compareSpecies(check, gamorrean, source))).toHaveLength(2);
      const wookiee = doc("species", "Wookiee", true);
      const rage = (wookiee.system.specialAbilities as { name: string; text: string }[]).find((row) => row.name === "Berserker Rage")!;
      rage.text = "";
      const wookieeRecord = [...data.data.species, ...data.pdfSpecies].find((r) => ["Wookiee", "Wookie"].includes(String(r.name)))!;
      expect(run((check) => compareSpecies(check, wookiee, wookieeRecord)).join()).toContain("Berserker Rage");
    });

    it("a droid's skill code or weapon damage", () => {
      const droideka = importedDocs(ROOT, "droids", true).find((d) => /Droideka/i.test(d.name))!;
      const source = record(data.droids, droideka.name);
      expect(run((check) => compareDroid(check, droideka, source))).toEqual([]);
      const altered = structuredClone(droideka);
      const weapon = altered.items!.find((item) => item.type === "weapon")!;
      weapon.system.damage = "3D";
      const skill = altered.items!.find((item) => item.type === "skill")!;
      skill.system.bonus = "9D";
      expect(run((check) => compareDroid(check, altered, source))).toHaveLength(2);
    });

    it("a starship's hull, sensors, or a weapon's count and fire control", () => {
      const falcon = doc("starships", "Dagger", false);
      const source = record(data.ships, "Dagger");
      expect(run((check) => compareCraft(check, falcon, source, true))).toEqual([]);
      falcon.system.hull = "4D";
      (falcon.system.sensors as Record<string, { range: number | null; code: string }>).passive = { range: null, code: "0D" };
      const quad = falcon.items!.find((item) => item.name === "Laser Cannons (fire-linked)")!;
      quad.system.count = 1;
      quad.system.fireControl = "0D";
      expect(run((check) => compareCraft(check, falcon, source, true))).toHaveLength(4);
    });

    it("a weapon's cost, and an entry with no record of its name", () => {
      const weapons = importedDocs(ROOT, "weapons", false);
      const first = structuredClone(weapons[0]!);
      const source = record([...data.melee, ...data.ranged], first.name);
      first.system.cost = "1";
      expect(run((check) => compareWeapon(check, first, source))).toHaveLength(1);
      const result = comparePack("weapons", [{ ...first, name: "No Such Blaster" }], () => [], compareWeapon);
      expect(result.mismatches).toEqual(["No Such Blaster: no source record of this name"]);
    });
  });
});
