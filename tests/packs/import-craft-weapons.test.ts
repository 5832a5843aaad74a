/**
 * The imported craft's weapons against the generator's records, weapon by weapon over every craft
 * kept: each weapon item rolls a damage the engine reads (or a printed effect), a weapon listed a
 * second time without its values takes the first listing's, a gun the pilot fires needs no gunner,
 * and a weapon whose record prints no skill gets the rules' skill for its scale. Skipped where the
 * generator's repository is not on this machine.
 */
import { expect, it } from "vitest";
import { weaponCount } from "../../scripts/packs/craft-records.ts";
import { readGeneratorData } from "../../scripts/import/source.ts";
import { UPSTREAM, describeWith } from "../helpers/upstreams.ts";
import { parseWeaponDamage } from "../../src/rules/index.ts";
import { byName, imported, type Doc } from "./imported-entries.ts";

const { generator } = UPSTREAM;

interface PrintedWeapon {
  name: string;
  fireControl?: string;
  crew?: string;
  skill?: string;
  damage?: string;
  scale?: string;
}

describeWith([generator], "the imported craft's weapons against the generator's records", () => {
  const data = readGeneratorData(generator);
  const packs = [
    { records: byName(data.ships), docs: imported("starships") },
    { records: byName(data.vehicles), docs: imported("vehicles") },
  ];
  const each = (visit: (doc: Doc, printed: PrintedWeapon[]) => void) => {
    for (const { records, docs } of packs) for (const doc of docs) visit(doc, (records.get(doc.name)?.[0]?.weapons ?? []) as PrintedWeapon[]);
  };
  const items = (doc: Doc, name: string) => (doc.items ?? []).filter((item) => item.type === "weapon" && item.name === weaponCount(name).name);

  it("roll only damage the engine reads, or carry a printed effect instead", () => {
    const wrong: string[] = [];
    let weapons = 0;
    each((doc) => {
      for (const item of (doc.items ?? []).filter((i) => i.type === "weapon")) {
        weapons += 1;
        const damage = String(item.system.damage);
        if (damage === "") {
          if (!item.system.jamming && !item.system.entangle) wrong.push(`${doc.name}: ${item.name} has no damage`);
          continue;
        }
        try {
          parseWeaponDamage(damage);
        } catch {
          wrong.push(`${doc.name}: ${item.name} ${damage}`);
        }
      }
    });
    expect(wrong).toEqual([]);
    expect(weapons).toBeGreaterThan(1500);
  });

  it("give a weapon listed again without values the damage of its first listing", () => {
    const cr80 = packs[0]!.docs.find((doc) => doc.name === "CR80 Corvette")!;
    expect(cr80.items!.filter((i) => i.name === "Double Turbolaser Cannons").map((i) => [i.system.count, i.system.damage])).toEqual([
      [8, "4D+2"],
      [2, "4D+2"],
    ]);
  });

  it("count no gunner for guns the pilot fires, and one per gun a crew line counts otherwise", () => {
    const wrong: string[] = [];
    let piloted = 0;
    each((doc, printed) => {
      for (const weapon of printed) {
        const crew = (weapon.crew ?? "").trim();
        const stored = items(doc, weapon.name);
        if (stored.length === 0 || crew === "") continue;
        const parts = crew.split(/[,;]/);
        const expected = parts.filter((part) => !/(?<!co-)pilot/i.test(part)).reduce((sum, part) => sum + Number(/^\s*(\d+)/.exec(part)?.[1] ?? 0), 0);
        if (parts.some((part) => /(?<!co-)pilot/i.test(part))) piloted += 1;
        if (!stored.some((item) => item.system.crew === expected))
          wrong.push(`${doc.name}: ${weapon.name} crew "${crew}", stored ${stored.map((i) => String(i.system.crew)).join("/")}`);
      }
    });
    expect(wrong).toEqual([]);
    expect(piloted).toBeGreaterThan(10);
  });

  it("keep every fire control their record prints as a code above 0D", () => {
    const lost: string[] = [];
    let printedCodes = 0;
    each((doc, printed) => {
      for (const weapon of printed) {
        const code = /^(\d+)D(?:\+(\d))?/.exec((weapon.fireControl ?? "").trim());
        if (!code || (code[1] === "0" && !code[2])) continue;
        const stored = items(doc, weapon.name);
        if (stored.length === 0) continue;
        printedCodes += 1;
        if (stored.every((item) => item.system.fireControl === "0D")) lost.push(`${doc.name}: ${weapon.name} "${String(weapon.fireControl)}"`);
      }
    });
    expect(lost).toEqual([]);
    expect(printedCodes).toBeGreaterThan(1000);
  });

  it("fire a capital-scale weapon whose record prints no skill with capital ship gunnery", () => {
    const wrong: string[] = [];
    let blank = 0;
    each((doc, printed) => {
      for (const weapon of printed) {
        if ((weapon.skill ?? "").trim() !== "") continue;
        for (const item of items(doc, weapon.name).filter((i) => i.system.scale === "capital")) {
          blank += 1;
          if (item.system.skill !== "Capital ship gunnery") wrong.push(`${doc.name}: ${weapon.name} ${String(item.system.skill)}`);
        }
      }
    });
    expect(wrong).toEqual([]);
    expect(blank).toBeGreaterThan(0);
  });
});
