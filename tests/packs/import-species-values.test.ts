/**
 * The imported species against the generator's records, species by species over every one kept:
 * each special ability and story factor keeps every die code its record prints. Skipped where the generator's repository is not on this machine.
 */
import { expect, it } from "vitest";
import { readGeneratorData } from "../../scripts/import/source.ts";
import { UPSTREAM, describeWith } from "../helpers/upstreams.ts";
import { byName, imported } from "./imported-entries.ts";

const { generator } = UPSTREAM;

/** The die codes of a text, spaces removed ("+2D", "STR+1D+1", "-1D"). */
const codes = (text: string) => [...text.matchAll(/(?:STR|DEX|PER|KNO|MEC|TEC)?[+-]?\d+D(?:\+\d)?/gi)].map((m) => m[0].replace(/\s+/g, ""));

describeWith([generator], "the imported species against the generator's records", () => {
  const data = readGeneratorData(generator);
  const records = byName([...data.data.species, ...data.data.nearHumans, ...data.pdfSpecies]);
  const species = imported("species", true).filter((doc) => doc._key.startsWith("!items!"));
  const record = (doc: { name: string; flags?: { swd6rpg?: { aliases?: string[] } } }) =>
    [doc.name, ...(doc.flags?.swd6rpg?.aliases ?? [])].map((name) => records.get(name)?.[0]).find(Boolean);

  it("keep every die code each special ability and story factor prints", () => {
    const lost: string[] = [];
    let valued = 0;
    for (const doc of species) {
      const source = record(doc as never);
      if (!source) continue;
      for (const [field, list] of [
        ["specialAbilities", source.abilities],
        ["storyFactors", source.story],
      ] as const) {
        const rows = doc.system[field] as { name: string; text: string }[];
        for (const text of (list ?? []) as string[]) {
          const name = /^([^:.]{2,40}):/.exec(text.trim())?.[1]?.trim();
          if (!name) continue;
          const printed = codes(text.slice(text.indexOf(":") + 1));
          if (printed.length === 0) continue;
          valued += 1;
          const row = rows.find((r) => r.name === name);
          const missing = printed.filter((code) => !codes(row?.text ?? "").includes(code));
          if (missing.length > 0) lost.push(`${doc.name}: ${name} lacks ${missing.join(", ")}`);
        }
      }
    }
    expect(lost).toEqual([]);
    expect(valued).toBeGreaterThan(300);
  });

  it("list the Wookiee's Berserker Rage with its +2D to Strength", () => {
    const wookiee = species.find((doc) => doc.name === "Wookiee")!;
    expect((wookiee.system.specialAbilities as { name: string; text: string }[]).find((row) => row.name === "Berserker Rage")!.text).toContain("+2D Strength");
  });
});
