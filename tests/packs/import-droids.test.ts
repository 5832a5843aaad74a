/**
 * The imported droids against the generator's records, droid by droid over every one kept: each
 * damage their equipment line prints is a weapon item rolling it at the printed ranges, armor printed with
 * physical and energy bonuses is worn so that the Strength roll to resist damage adds them, and a
 * skill whose name links to no skill of the compendium is kept under its printed name, and an
 * equipment line printed with a sentence is stated as the wording table words it, its numbers kept. Skipped where
 * the generator's repository is not on this machine.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { EQUIPMENT_WORDINGS, droidSkillLines, equipmentLine, joinSkillLines, skillPairs } from "../../scripts/import/droids.ts";
import { escapeHtml } from "../../scripts/import/natural-traits.ts";
import { readCanonicalSkills } from "../../scripts/import/skills.ts";
import { readGeneratorData } from "../../scripts/import/source.ts";
import { UPSTREAM, describeWith } from "../helpers/upstreams.ts";
import { isNameFragment, repeatsWord } from "../../scripts/packs/name-checks.ts";
import { readSkillName } from "../../scripts/packs/skill-aliases.ts";
import { wornArmorOf } from "../../src/documents/armor-items.ts";
import { addDieCodes, compareDieCodes, formatDieCode, parseDieCode, resistanceCode } from "../../src/rules/index.ts";
import { byName, imported, type Doc } from "./imported-entries.ts";

const { generator } = UPSTREAM;
const ROOT = join(fileURLToPath(new URL("../../", import.meta.url)));

describeWith([generator], "the imported droids against the generator's records", () => {
  const records = byName(readGeneratorData(generator).droids);
  const droids = imported("droids", true);
  const record = (doc: Doc) => records.get(doc.name)![0]!;

  it("carry a weapon item for every damage their equipment prints, at the ranges printed with it", () => {
    const lost: string[] = [];
    let weapons = 0;
    for (const doc of droids) {
      const stored = (doc.items ?? []).filter((item) => item.type === "weapon");
      // The equipment as printed, its lines joined again (the readings tested in import-readers.test.ts).
      for (const match of equipmentLine((record(doc).equipped ?? []) as string[]).matchAll(
        /\((STR\s*\+\s*)?(\d+D(?:\+\d)?)(?: damage)?(?:,\s*(?:range:?\s*)?((?:\d+-)?\d+\/\d+\/\d+))?[,)]/gi,
      )) {
        const damage = `${match[1] ? "STR+" : ""}${formatDieCode(parseDieCode(match[2]!))}`;
        if (stored.some((item) => item.system.damage === damage && (match[3] === undefined || item.system.ranges === match[3]))) weapons += 1;
        else lost.push(`${doc.name}: ${match[0]}`);
      }
    }
    expect(lost).toEqual([]);
    expect(weapons).toBeGreaterThan(80);
  });

  it("list each weapon and armor once: a line read into an item leaves the other-equipment text", () => {
    const twice: string[] = [];
    let gear = 0;
    for (const doc of droids) {
      const lines = String(doc.system.equipment).split("\n");
      for (const item of (doc.items ?? []).filter((i) => i.type === "weapon" || i.type === "armor")) {
        gear += 1;
        const printed = String(item.system.description)
          .replace(/^<p>|<\/p>$/g, "")
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&amp;/g, "&");
        if (lines.includes(printed)) twice.push(`${doc.name}: ${printed}`);
      }
    }
    expect(gear).toBeGreaterThan(200);
    expect(twice).toEqual([]);
  });

  it("wear every armor printed with physical and energy bonuses, so the Strength roll to resist damage adds them", () => {
    const lost: string[] = [];
    let armored = 0;
    for (const doc of droids) {
      const strength = parseDieCode(String((doc.system.attributes as Record<string, string>).str));
      const worn = wornArmorOf(doc.items ?? []);
      for (const match of ((record(doc).equipped ?? []) as string[])
        .join(" ")
        .replace(/\s+/g, " ")
        .matchAll(/\(\+(\d+D(?:\+\d)?) physical, \+(\d+D(?:\+\d)?|\d) energy\)/g)) {
        armored += 1;
        const energy = /D/.test(match[2]!) ? parseDieCode(match[2]!) : { dice: 0, pips: Number(match[2]) };
        const short = [
          compareDieCodes(resistanceCode(strength, worn, "physical"), addDieCodes(strength, parseDieCode(match[1]!))),
          compareDieCodes(resistanceCode(strength, worn, "energy"), addDieCodes(strength, energy)),
        ].some((difference) => difference < 0);
        if (short) lost.push(`${doc.name}: ${match[0]}`);
      }
    }
    expect(lost).toEqual([]);
    expect(armored).toBeGreaterThan(15);
  });

  it("keep every skill of their stat block named so, whose name links to no skill of the compendium, under that name", () => {
    const names = readCanonicalSkills(ROOT).map((skill) => skill.name);
    const lost: string[] = [];
    let kept = 0;
    for (const doc of droids) {
      for (const pair of skillPairs(joinSkillLines(droidSkillLines(record(doc)))).pairs) {
        // A name the extraction broke ("S tarship gunnery") or ran into a stat line is no skill (name-checks.ts).
        if (
          readSkillName(pair.name, names).how !== "unmatched" ||
          pair.name.length > 40 ||
          /\d|[()]/.test(pair.name) ||
          isNameFragment(pair.name) ||
          repeatsWord(pair.name)
        )
          continue;
        // An attribute's heading run into the skills ("PERCEPTION 1D", spaced out as "TECHNICA L 1D") is no skill either.
        if (/^(DEXTERITY|KNOWLEDGE|MECHANICAL|PERCEPTION|STRENGTH|TECHNICAL)$/.test(pair.name.replace(/\s+/g, ""))) continue;
        if ((doc.items ?? []).some((item) => item.type === "skill" && item.name.toLowerCase() === pair.name.toLowerCase())) kept += 1;
        else lost.push(`${doc.name}: ${pair.name} ${pair.code}`);
      }
    }
    expect(lost).toEqual([]);
    expect(kept).toBeGreaterThan(20);
  });

  it("state an equipment line the wording table holds as the table words it, every number and die code of the printed line kept", () => {
    // A die code with its sign; a number not part of a model's name ("EG-6", "FE-9Q").
    const values = (text: string): string[] => text.match(/[+-]?\d+D(?:\+\d)?|(?<![\w-])\d(?:[\d,./-]*\d)?(?![A-Za-z])/g) ?? [];
    expect(
      Object.entries(EQUIPMENT_WORDINGS).flatMap(([printed, stated]) =>
        values(printed)
          .filter((value) => !values(stated).includes(value))
          .map((value) => `${printed}: ${value}`),
      ),
    ).toEqual([]);
    const used = new Set<string>();
    const lost: string[] = [];
    for (const doc of droids) {
      const lines = String(doc.system.equipment).split("\n");
      for (const printed of equipmentLine((record(doc).equipped ?? []) as string[]).split("\n")) {
        const stated = EQUIPMENT_WORDINGS[printed];
        if (stated === undefined) continue;
        used.add(printed);
        // A line read into a weapon or armor item is listed with the droid's gear, not in its other equipment.
        if ((doc.items ?? []).some((item) => String(item.system.description ?? "").includes(escapeHtml(printed)))) continue;
        if (!stated.split("\n").every((line) => lines.includes(line))) lost.push(`${doc.name}: ${printed}`);
      }
    }
    expect(lost).toEqual([]);
    expect(Object.keys(EQUIPMENT_WORDINGS).filter((printed) => !used.has(printed))).toEqual([]);
  });

  it("the droideka fires two heavy repeating blasters at 8D, the ISS-7 two repeating blaster rifles at 5D and keeps Energy weapons 7D", () => {
    const named = (name: string) => droids.find((doc) => doc.name === name)!;
    expect(named("Droideka Destroyer Droid").items!.find((i) => i.type === "weapon")!.system).toMatchObject({
      damage: "8D",
      count: 2,
      ranges: "3-75/200/500",
      skill: "Blaster",
    });
    const iss7 = named("ISS-7 Guardian Battledroid");
    expect(iss7.items!.find((i) => i.type === "weapon")!.system).toMatchObject({ damage: "5D", count: 2, ranges: "3-10/25/70" });
    // Energy weapons 7D over Dexterity 2D adds 5D.
    expect(iss7.items!.find((i) => i.name === "Energy weapons")!.system).toMatchObject({ attribute: "dex", bonus: "5D" });
    expect(formatDieCode(resistanceCode(parseDieCode("4D"), wornArmorOf(iss7.items!), "physical"))).toBe("6D");
  });
});
