/**
 * The imported values against their source records, entry by entry over every imported entry: the
 * stock NPCs' explosives roll the damage of their blast bands, a starship keeps every sensor mode its
 * record prints readably, a weapon's count written in words is read, and a craft keeps the books and
 * pages its record cites. Skipped where the source repositories are not on this machine.
 */
import { expect, it } from "vitest";
import { readGeneratorData, readStockNpcs } from "../../scripts/import/source.ts";
import { UPSTREAM, describeWith } from "../helpers/upstreams.ts";
import { formatDieCode, parseDieCode } from "../../src/rules/index.ts";
import { byName, imported } from "./imported-entries.ts";

const { generator, companion } = UPSTREAM;

/** The text of an HTML description's "Label:" line, tags removed. */
function printed(html: string, label: string): string | null {
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ");
  return new RegExp(`${label}:\\s*([^ ]+)`, "i").exec(text)?.[1] ?? null;
}

describeWith([companion], "the stock NPCs' weapons against the companion's records", () => {
  const records = byName(readStockNpcs(companion));
  const npcs = imported("npcs", true);

  it("roll no explosive at 0D: every weapon the source prints damage for has it, an explosive's by its blast bands", () => {
    const wrong: string[] = [];
    let explosives = 0;
    for (const npc of npcs) {
      const source = records.get(npc.name)?.[0];
      expect(source, npc.name).toBeDefined();
      for (const item of (source!.items as Record<string, unknown>[]).filter((i) => i.type === "weapon")) {
        const data = (item.system ?? item.data) as {
          damage: { score: number };
          blast_radius?: Record<string, { range: number; damage: number }>;
          description?: string;
        };
        const stored = npc.items?.find((i) => i.type === "weapon" && i.name === item.name);
        expect(stored, `${npc.name}: ${String(item.name)}`).toBeDefined();
        const damage = String(stored!.system.damage);
        if (data.damage.score > 0) continue;
        explosives += 1;
        const bands = Object.values(data.blast_radius ?? {}).filter((band) => band.damage > 0);
        expect(bands.length, `${npc.name}: ${String(item.name)}`).toBeGreaterThan(0);
        const expected = bands.map((band) => formatDieCode({ dice: band.damage, pips: 0 })).join("/");
        const radius = bands.map((band, i) => (i === 0 ? `0-${band.range}` : band.range)).join("/");
        if (damage !== expected || stored!.system.blastRadius !== radius)
          wrong.push(`${npc.name}: ${String(item.name)} ${damage} over ${String(stored!.system.blastRadius)}, bands ${expected} over ${radius}`);
        // Where the record's description prints the stat line too, both readings agree.
        const line = printed(data.description ?? "", "Damage");
        if (line && /^\d+D(\/\d+D)+$/.test(line)) expect(damage, `${npc.name}: ${String(item.name)}`).toBe(line);
      }
    }
    expect(explosives).toBeGreaterThanOrEqual(12);
    expect(wrong).toEqual([]);
  });
});

describeWith([generator], "the imported craft against the generator's records", () => {
  const data = readGeneratorData(generator);
  const packs = [
    { pack: "starships", records: byName(data.ships), docs: imported("starships") },
    { pack: "vehicles", records: byName(data.vehicles), docs: imported("vehicles") },
  ];

  it("keep every sensor mode a starship's record prints as range and code, and read the others as none", () => {
    const { records, docs } = packs[0]!;
    const wrong: string[] = [];
    let kept = 0;
    for (const doc of docs) {
      const sensors = doc.system.sensors as Record<string, { range: number | null; code: string }>;
      const fits = (record: Record<string, unknown>) =>
        ["Passive", "Scan", "Search", "Focus"].every((mode) => {
          const raw = String((record.sensors as Record<string, string> | undefined)?.[mode] ?? "")
            .replace(/[\u200b-\u200d\ufeff]/g, "")
            .trim();
          const stored = sensors[mode.toLowerCase()]!;
          const plain = /^([\d,]+)\s*\/\s*(\d+D(?:\+\d)?)$/.exec(raw);
          if (plain) return stored.range === Number(plain[1]!.replace(/,/g, "")) && stored.code === formatDieCode(parseDieCode(plain[2]!));
          const rebellion = /([\d,]+)\s*\/\s*(\d+D(?:\+\d)?)\s*\(Rebellion\)/.exec(raw);
          if (rebellion) return stored.range === Number(rebellion[1]!.replace(/,/g, "")) && stored.code === formatDieCode(parseDieCode(rebellion[2]!));
          // A mode stored from another printed form reads its range and code somewhere in the text.
          return stored.range === null ? stored.code === "0D" : raw.replace(/,/g, "").includes(`${stored.range}/${stored.code}`);
        });
      if (Object.values(sensors).some((mode) => mode.range !== null)) kept += 1;
      if (!(records.get(doc.name) ?? []).some(fits)) wrong.push(doc.name);
    }
    expect(wrong).toEqual([]);
    expect(kept).toBeGreaterThan(700);
  });

  it("count a weapon whose record writes its count in words or digits", () => {
    const words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    const wrong: string[] = [];
    let counted = 0;
    for (const { records, docs } of packs) {
      for (const doc of docs) {
        const fits = (record: Record<string, unknown>) =>
          ((record.weapons ?? []) as { name: string }[]).every((weapon) => {
            const match = /^(\d+|[A-Za-z]+)\s+(.+)$/.exec(weapon.name.trim());
            const count = match ? (/^\d+$/.test(match[1]!) ? Number(match[1]) : words.indexOf(match[1]!.toLowerCase()) + 1) : 0;
            if (count < 1) return true;
            const stored = (doc.items ?? []).filter((item) => item.name === match![2]!.trim());
            return stored.length === 0 || stored.some((item) => item.system.count === count);
          });
        if (!(records.get(doc.name) ?? []).some(fits)) wrong.push(doc.name);
        counted += (doc.items ?? []).filter((item) => Number(item.system.count) > 1).length;
      }
    }
    expect(wrong).toEqual([]);
    const dagger = packs[0]!.docs.find((doc) => doc.name === "Dagger");
    expect(dagger?.items?.find((item) => item.name === "Laser Cannons (fire-linked)")?.system.count).toBe(3);
    expect(counted).toBeGreaterThan(0);
  });

  it("keep the books and pages a craft's record cites, each book with its page", () => {
    const wrong: string[] = [];
    let paged = 0;
    for (const { records, docs } of packs) {
      for (const doc of docs) {
        const source = String(doc.system.source);
        const fits = (record: Record<string, unknown>) => {
          const cited = [...String(record.source ?? "").matchAll(/([^,()]+?)\s*\(pages?\s*([\d-]+)\)/g)];
          return cited.every(([, book, page]) => source.includes(`${book!.trim()} (p. ${page})`));
        };
        if (/\(pages?\s*\d/.test(String(records.get(doc.name)?.[0]?.source ?? ""))) paged += 1;
        if (!(records.get(doc.name) ?? []).some(fits)) wrong.push(`${doc.name}: ${source}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(paged).toBeGreaterThan(400);
  });
});
