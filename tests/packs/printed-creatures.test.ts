/**
 * The creatures pack against the toolkit's records read by hand (printed-creatures.json): 42 creatures
 * drawn with a fixed seed, each value read from the record's printed text, not through the importer.
 * Dexterity, Perception, Strength, Move, every skill's and specialization's whole code, every weapon's
 * damage, ranges and scale, every natural armor's bonuses. Runs on a clean clone; where the toolkit's
 * copy is on this machine, every fixture value is also found in its record's printed text.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readRepoFile, evaluateDataFile } from "../../scripts/import/source.ts";
import { UPSTREAM, describeWith } from "../helpers/upstreams.ts";
import { byName, imported } from "./imported-entries.ts";
import { tally } from "./printed-records.ts";

interface PrintedWeapon {
  name: string;
  damage: string;
  ranges: string;
  scale?: string;
  excluded?: string;
}
interface PrintedArmor {
  name: string;
  physical: string;
  energy: string;
  excluded?: string;
}
interface PrintedCreature {
  name: string;
  attributes: Record<string, string>;
  move: number;
  skills: Record<string, string>;
  weapons: PrintedWeapon[];
  armor: PrintedArmor[];
  notStored?: { value: string; why: string }[];
}

const FIXTURE = JSON.parse(readFileSync(new URL("./printed-creatures.json", import.meta.url), "utf8")) as { records: PrintedCreature[] };

const weaponLine = (w: PrintedWeapon) => `${w.name}: ${w.damage} @${w.ranges} scale ${w.scale ?? "character"}`;
const armorLine = (a: PrintedArmor) => `${a.name}: ${a.physical} physical, ${a.energy} energy`;

describe("the creatures pack against the toolkit's records read by hand", () => {
  const creatures = new Map(imported("creatures", true).map((doc) => [doc.name, doc]));

  it("holds at least 40 creatures drawn with a fixed seed, each an imported creature", () => {
    expect(FIXTURE.records.length).toBeGreaterThanOrEqual(40);
    expect(FIXTURE.records.filter((record) => !creatures.has(record.name)).map((record) => record.name)).toEqual([]);
  });

  it("agree on every printed attribute, Move, skill code, weapon and armor", () => {
    const t = tally();
    for (const record of FIXTURE.records) {
      const doc = creatures.get(record.name);
      if (!doc) continue;
      const system = doc.system as { attributes: Record<string, string>; move: number };
      for (const [key, code] of Object.entries(record.attributes)) t.same(record.name, key, system.attributes[key], code);
      t.same(record.name, "move", system.move, record.move);
      t.sameSkills(record.name, doc, record.skills);
      // A value marked excluded is documented (docs/import-report.md), not compared.
      const excluded = new Set([...record.weapons, ...record.armor].filter((item) => item.excluded).map((item) => item.name));
      const items = (doc.items ?? []).filter((item) => !excluded.has(item.name));
      t.sameList(
        record.name,
        "weapon",
        items
          .filter((item) => item.type === "weapon")
          .map((item) => weaponLine({ name: item.name, ...(item.system as unknown as Omit<PrintedWeapon, "name">) })),
        record.weapons.filter((w) => !w.excluded).map(weaponLine),
      );
      t.sameList(
        record.name,
        "armor",
        items.filter((item) => item.type === "armor").map((item) => armorLine({ name: item.name, ...(item.system as unknown as Omit<PrintedArmor, "name">) })),
        record.armor.filter((a) => !a.excluded).map(armorLine),
      );
    }
    expect(t.mismatches).toEqual([]);
    expect(t.compared).toBeGreaterThan(280);
  });
});

const { toolkit } = UPSTREAM;

describeWith([toolkit], "the creatures read by hand against the toolkit's records", () => {
  const records = byName(Object.values(evaluateDataFile(readRepoFile(toolkit, "data_creatures.js")))[0] as Record<string, unknown>[]);

  it("print every value the fixture holds", () => {
    const unprinted: string[] = [];
    const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, "");
    for (const creature of FIXTURE.records) {
      const record = records.get(creature.name)?.[0];
      if (!record) {
        unprinted.push(`${creature.name}: no record`);
        continue;
      }
      for (const [key, code] of Object.entries(creature.attributes))
        if (String(record[key]).trim() !== code) unprinted.push(`${creature.name}: ${key} ${code}`);
      if (Number.parseInt(String(record.move), 10) !== creature.move) unprinted.push(`${creature.name}: move ${creature.move}`);
      const special = squeeze(String(record.special));
      const printed = (value: string) => special.includes(squeeze(value));
      for (const [name, code] of Object.entries(creature.skills)) {
        const [skill, specialization] = name.split(": ");
        // "Brawling: bite 5D", "Search 4D+2, brawling: bite 4D+2", "Force-Sensitive (Control 2D, …)".
        if (!printed(`${specialization ?? skill} ${code}`) || (specialization && !printed(`${skill}:`))) unprinted.push(`${creature.name}: ${name} ${code}`);
      }
      for (const w of creature.weapons) {
        if (!printed(w.name) || !printed(w.damage.replace(/\+0$/, "")) || (w.ranges !== "" && !printed(w.ranges)))
          unprinted.push(`${creature.name}: ${w.name} ${w.damage}`);
        if (w.scale && !printed(`${w.scale} scale`)) unprinted.push(`${creature.name}: ${w.scale} scale`);
      }
      for (const a of creature.armor)
        if (!printed(a.name) || ![a.physical, a.energy].filter((code) => code !== "0D").every((code) => printed(`+${code}`)))
          unprinted.push(`${creature.name}: ${a.name}`);
      for (const { value } of creature.notStored ?? []) if (!(value.match(/\d+D(?:\+\d)?/g) ?? []).every(printed)) unprinted.push(`${creature.name}: ${value}`);
    }
    expect(unprinted).toEqual([]);
  });
});
