/**
 * The droids pack against stat blocks read by hand (printed-droids.json): 64 droids drawn with a
 * fixed seed, each value read from the record's printed text, not through the importer, so a misreading
 * the importer repeats when it compares with itself (scripts/import/compare/) shows here. Cost,
 * attributes, every skill's and specialization's whole code, every weapon's count, damage, ranges,
 * blast radius and scale, every armor's bonuses. Runs on a clean clone; where the generator's copy is
 * on this machine, every fixture value is also found in its record's printed text.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readGeneratorData } from "../../scripts/import/source.ts";
import { UPSTREAM, describeWith } from "../helpers/upstreams.ts";
import { byName, imported } from "./imported-entries.ts";
import { skillKey, storedSkills } from "./printed-records.ts";

interface PrintedWeapon {
  count: number;
  damage: string;
  ranges: string;
  blastRadius?: string;
  scale?: string;
}
interface PrintedDroid {
  name: string;
  cost: string;
  attributes: Record<string, string>;
  attributesFromSummary?: string[];
  skills: Record<string, string>;
  weapons: PrintedWeapon[];
  armor: { physical: string; energy: string }[];
  notStored?: { value: string; why: string }[];
}

const FIXTURE = JSON.parse(readFileSync(new URL("./printed-droids.json", import.meta.url), "utf8")) as { records: PrintedDroid[] };

const weaponLine = (w: PrintedWeapon) => `${w.count}x ${w.damage} @${w.ranges} radius ${w.blastRadius ?? ""} scale ${w.scale ?? "character"}`;

describe("the droids pack against stat blocks read by hand", () => {
  const droids = new Map(imported("droids", true).map((doc) => [doc.name, doc]));

  it("holds at least 60 droids drawn with a fixed seed, each an imported droid", () => {
    expect(FIXTURE.records.length).toBeGreaterThanOrEqual(60);
    expect(FIXTURE.records.filter((record) => !droids.has(record.name)).map((record) => record.name)).toEqual([]);
  });

  it("agree on every printed cost, attribute, skill code, weapon and armor", () => {
    const mismatches: string[] = [];
    let compared = 0;
    const same = (droid: string, field: string, stored: unknown, printed: unknown) => {
      compared += 1;
      if (JSON.stringify(stored) !== JSON.stringify(printed))
        mismatches.push(`${droid}: ${field} ${JSON.stringify(stored)}, printed ${JSON.stringify(printed)}`);
    };
    for (const record of FIXTURE.records) {
      const doc = droids.get(record.name);
      if (!doc) continue;
      const system = doc.system as { attributes: Record<string, string>; droid: { cost: string } };
      same(record.name, "cost", system.droid.cost, record.cost);
      for (const [key, code] of Object.entries(record.attributes)) same(record.name, key, system.attributes[key], code);
      const { codes, forSpecializations } = storedSkills(doc);
      for (const [name, code] of Object.entries(record.skills)) same(record.name, `skill ${name}`, codes.get(skillKey(name)), code);
      // No skill the block does not print, but one kept for its specializations and a value no sheet can hold.
      const printed = new Set(
        [...Object.keys(record.skills), ...(record.notStored ?? []).map(({ value }) => value.replace(/\s+\d+D(?:\+\d)?$/, ""))].map(skillKey),
      );
      same(
        record.name,
        "skills not printed",
        [...codes.keys()].filter((key) => !printed.has(key) && !forSpecializations.has(key)),
        [],
      );
      const weapons = (doc.items ?? [])
        .filter((item) => item.type === "weapon")
        .map((item) => item.system as unknown as PrintedWeapon)
        .map((w) => weaponLine({ ...w, blastRadius: w.blastRadius || undefined }))
        .sort();
      const printedWeapons = record.weapons.map(weaponLine).sort();
      for (let i = 0; i < Math.max(weapons.length, printedWeapons.length); i++) same(record.name, "weapon", weapons[i], printedWeapons[i]);
      const armor = (doc.items ?? [])
        .filter((item) => item.type === "armor")
        .map((item) => `${String(item.system.physical)} physical, ${String(item.system.energy)} energy`)
        .sort();
      const printedArmor = record.armor.map((a) => `${a.physical} physical, ${a.energy} energy`).sort();
      for (let i = 0; i < Math.max(armor.length, printedArmor.length); i++) same(record.name, "armor", armor[i], printedArmor[i]);
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(900);
  });
});

const { generator } = UPSTREAM;

describeWith([generator], "the stat blocks read by hand against the generator's records", () => {
  const records = byName(readGeneratorData(generator).droids);

  it("print every value the fixture holds", () => {
    const unprinted: string[] = [];
    for (const droid of FIXTURE.records) {
      const record = records.get(droid.name)?.[0];
      if (!record) {
        unprinted.push(`${droid.name}: no record`);
        continue;
      }
      const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, "");
      const lines = (field: string) => ((record[field] as string[] | undefined) ?? []).join(" ");
      const text = squeeze(`${String(record.type)} ${lines("skills")} ${lines("equipped")}`);
      if (droid.cost !== "" && !squeeze(String(record.costText)).includes(squeeze(droid.cost)) && Number(record.cost) !== Number(droid.cost.replace(/,/g, "")))
        unprinted.push(`${droid.name}: cost ${droid.cost}`);
      for (const code of [
        ...Object.values(droid.skills),
        ...droid.weapons.flatMap((w) => [w.damage, w.ranges, w.blastRadius ?? ""]),
        ...Object.entries(droid.attributes)
          .filter(([key]) => !droid.attributesFromSummary?.includes(key))
          .map(([, code]) => code),
      ])
        if (code !== "" && !text.includes(squeeze(code).replace(/^str\+/, ""))) unprinted.push(`${droid.name}: ${code}`);
    }
    expect(unprinted).toEqual([]);
  });
});
