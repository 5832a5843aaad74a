/**
 * The species pack against its source and the creation rules: every species' attribute dice are the
 * dice the 1Bln21 generator deals it (its minimums plus its free pips), and a character of every
 * species can be finished: its attribute dice fit between the sum of its minimums and of its maximums,
 * and the wizard's pip steps within the ranges place them all.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readGeneratorData } from "../../scripts/import/source.ts";
import { REFERENCE_DATA, UPSTREAM, itWith } from "../helpers/upstreams.ts";
import { ATTRIBUTE_KEYS, type AttributeKey } from "../../src/constants.ts";
import { type AttributeRange, type DieCode, checkSpeciesAttributes, formatDieCode, parseDieCode, stepWithinRange } from "../../src/rules/index.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DIR = join(ROOT, "packs/_source/species");

interface Species {
  name: string;
  flags: { swd6rpg?: { aliases?: string[] } };
  system: { attributeDice: string; attributes: Record<AttributeKey, { min: string; max: string }> };
}

const SPECIES: Species[] = readdirSync(DIR)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(DIR, file), "utf8")) as Species & { _key: string })
  .filter((doc) => doc._key.startsWith("!items!"));

const pips = (code: DieCode) => code.dice * 3 + code.pips;
const code = (count: number) => formatDieCode({ dice: Math.floor(count / 3), pips: count % 3 });
const { generator } = UPSTREAM;

/**
 * The attributes a player reaches by the wizard's steps: every attribute at its minimum, then one pip
 * at a time onto the attributes in turn while pips remain and a step stays within its range.
 */
function placeByWizardSteps(ranges: Record<AttributeKey, AttributeRange>, dice: DieCode): Record<AttributeKey, DieCode> {
  const codes = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, ranges[key].min])) as Record<AttributeKey, DieCode>;
  let moved = true;
  while (moved && checkSpeciesAttributes(codes, ranges, dice).remainingPips > 0) {
    moved = false;
    for (const key of ATTRIBUTE_KEYS) {
      if (checkSpeciesAttributes(codes, ranges, dice).remainingPips <= 0) break;
      const next = stepWithinRange(codes[key], 1, ranges[key]);
      if (pips(next) !== pips(codes[key])) {
        codes[key] = next;
        moved = true;
      }
    }
  }
  return codes;
}

describe("the species pack", () => {
  it("holds the species", () => {
    expect(SPECIES.length).toBeGreaterThan(300);
  });

  it("gives every species attribute dice a character can be finished with: between its minimums' and its maximums' sums, all placed by the wizard's steps", () => {
    const unfinished: string[] = [];
    for (const species of SPECIES) {
      const ranges = Object.fromEntries(
        ATTRIBUTE_KEYS.map((key) => [key, { min: parseDieCode(species.system.attributes[key].min), max: parseDieCode(species.system.attributes[key].max) }]),
      ) as Record<AttributeKey, AttributeRange>;
      const dice = parseDieCode(species.system.attributeDice);
      const least = ATTRIBUTE_KEYS.reduce((sum, key) => sum + pips(ranges[key].min), 0);
      const most = ATTRIBUTE_KEYS.reduce((sum, key) => sum + pips(ranges[key].max), 0);
      const check = checkSpeciesAttributes(placeByWizardSteps(ranges, dice), ranges, dice);
      if (pips(dice) < least || pips(dice) > most || check.remainingPips !== 0 || check.outOfRange.length > 0) {
        unfinished.push(`${species.name}: ${species.system.attributeDice} within ${code(least)}–${code(most)}`);
      }
    }
    expect(unfinished).toEqual([]);
  });

  itWith([generator], "gives every species the attribute dice its source record deals: the minimums plus the free pips", () => {
    const data = readGeneratorData(generator);
    const records = new Map<string, Record<string, unknown>>();
    for (const record of [...data.data.species, ...data.data.nearHumans, ...data.pdfSpecies]) {
      const name = String(record.name ?? "")
        .trim()
        .toLowerCase();
      if (!records.has(name)) records.set(name, record);
    }
    const wrong: string[] = [];
    for (const species of SPECIES) {
      const names = [species.name, ...(species.flags.swd6rpg?.aliases ?? [])].map((name) => name.toLowerCase());
      const record = names.map((name) => records.get(name)).find(Boolean);
      expect(record, species.name).toBeDefined();
      const dealt = (record!.min as number[]).reduce((sum, v) => sum + v, 0) + Number(record!.free);
      if (pips(parseDieCode(species.system.attributeDice)) !== dealt) wrong.push(`${species.name}: ${species.system.attributeDice}, source ${code(dealt)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("deals the species the books give other than 18D their own dice: Gamorrean 17D, Arkanian 19D, Noghri 22D", () => {
    const dice = (name: string) => SPECIES.find((species) => species.name === name)?.system.attributeDice;
    expect([dice("Gamorrean"), dice("Arkanian"), dice("Noghri"), dice("Human")]).toEqual(["17D", "19D", "22D", "18D"]);
  });
});

describe("the templates' species", () => {
  const templates = readdirSync(join(ROOT, "packs/_source/templates"))
    .filter((file) => file.endsWith(".json"))
    .map(
      (file) =>
        JSON.parse(readFileSync(join(ROOT, "packs/_source/templates", file), "utf8")) as { name: string; system: { species: string; description: string } },
    );
  const names = new Set(SPECIES.map((species) => species.name.toLowerCase()));

  it("each name a species entry as the creation wizard finds it (its name, case aside), so the wizard preselects the species' limits", () => {
    const named = templates.filter((template) => template.system.species !== "");
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((template) => !names.has(template.system.species.toLowerCase())).map((t) => `${t.name}: ${t.system.species}`)).toEqual([]);
  });

  itWith(["reference data"], "keep a printed species line that names no species entry in the template's description", () => {
    const printed = new Map(
      (JSON.parse(readFileSync(join(REFERENCE_DATA!, "templates.json"), "utf8")).templates as { name: string; species: string | null }[]).map((t) => [
        t.name,
        t.species?.trim() ?? "",
      ]),
    );
    const blanked = templates.filter((t) => t.system.species === "" && printed.get(t.name));
    expect(blanked.length).toBeGreaterThan(0);
    for (const template of blanked) expect(template.system.description, template.name).toContain(`<strong>Species:</strong> ${printed.get(template.name)}`);
  });

  it("and the species' other spellings are aliases of one entry, never another entry's name", () => {
    const aliases = SPECIES.flatMap((species) => (species.flags.swd6rpg?.aliases ?? []).map((alias) => alias.toLowerCase()));
    expect(aliases).toContain("wookie");
    expect(aliases.filter((alias) => names.has(alias))).toEqual([]);
    expect(new Set(aliases).size).toBe(aliases.length);
  });
});
