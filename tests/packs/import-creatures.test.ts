/**
 * The imported creatures against the toolkit's records, creature by creature over every one kept:
 * each ability keeps the text its record prints, each natural weapon printed with its damage is a
 * weapon item rolling that damage, and printed armor is worn so that the Strength roll to resist
 * damage adds it. Skipped where the toolkit's repository is not on this machine.
 */
import { expect, it } from "vitest";
import { evaluateDataFile, readRepoFile } from "../../scripts/import/source.ts";
import { UPSTREAM, describeWith } from "../helpers/upstreams.ts";
import { wornArmorOf } from "../../src/documents/armor-items.ts";
import { addDieCodes, compareDieCodes, formatDieCode, parseDieCode, resistanceCode } from "../../src/rules/index.ts";
import { byName, imported, type Doc } from "./imported-entries.ts";
import { abilityWording } from "../../scripts/import/creature-wordings.ts";

const { toolkit } = UPSTREAM;

/** The "Name: text" sentences of a special line, read here on their own terms. */
function colonParts(special: string): { name: string; text: string }[] {
  return special
    .split(/\.\s+(?=[A-Z(])/)
    .map((part) => /^([A-Z][^:.()]{0,40}):\s*(.+?)\.?$/.exec(part.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ name: match[1]!.trim(), text: match[2]!.trim() }));
}

function resistance(doc: Doc, kind: "physical" | "energy"): string {
  const strength = parseDieCode(String((doc.system.attributes as Record<string, string>).str));
  return formatDieCode(resistanceCode(strength, wornArmorOf(doc.items ?? []), kind));
}

describeWith([toolkit], "the imported creatures against the toolkit's records", () => {
  const records = byName(evaluateDataFile(readRepoFile(toolkit, "data_creatures.js")).CREATURES_DATA as Record<string, unknown>[]);
  const creatures = imported("creatures", true);
  // The record kept of a name is its first with Dexterity, Perception and Strength as die codes.
  const source = (doc: Doc) =>
    String(records.get(doc.name)?.find((r) => ["dex", "per", "str"].every((k) => /^\d+D(\+[12])?$/i.test(String(r[k]).trim())))?.special ?? "");

  it("keep the text of every ability their record prints after its name", () => {
    const lost: string[] = [];
    let kept = 0;
    for (const doc of creatures) {
      const abilities = doc.system.specialAbilities as { name: string; text: string }[];
      for (const part of colonParts(source(doc))) {
        if (/^[A-Za-z/ ]+ \d+D(\+\d)?(, [A-Za-z/ ]+ \d+D(\+\d)?)*$/.test(part.text)) continue; // a list of skills
        if (abilities.some((row) => row.name === part.name && row.text === abilityWording(doc.name, part, null).text)) kept += 1;
        else lost.push(`${doc.name}: ${part.name}: ${part.text}`);
      }
    }
    expect(lost).toEqual([]);
    expect(kept).toBeGreaterThan(1000);
  });

  it("carry a weapon item rolling the damage of every natural weapon printed as Strength plus a code", () => {
    const lost: string[] = [];
    let weapons = 0;
    for (const doc of creatures) {
      for (const part of colonParts(source(doc))) {
        const printed = /^STR\s*\+\s*(\d+D(?:\+\d)?|\d)(?![\w-])/i.exec(part.text);
        if (!printed) continue;
        const code = /D/i.test(printed[1]!) ? formatDieCode(parseDieCode(printed[1]!)) : printed[1]!;
        const item = doc.items?.find((i) => i.type === "weapon" && i.name === part.name);
        if (item?.system.damage === `STR+${code}`) weapons += 1;
        else lost.push(`${doc.name}: ${part.name} STR+${code}, stored ${String(item?.system.damage)}`);
      }
    }
    expect(lost).toEqual([]);
    expect(weapons).toBeGreaterThan(500);
  });

  it("roll a natural weapon printed with ranges at those ranges, never with brawling", () => {
    const wrong: string[] = [];
    let ranged = 0;
    for (const doc of creatures) {
      for (const part of colonParts(source(doc))) {
        const printed = /^(\d+D(?:\+\d)?)\b.*\brange:?\s*((?:\d+-)?\d+\/\d+\/\d+)/i.exec(part.text);
        if (!printed) continue;
        ranged += 1;
        const item = doc.items?.find((i) => i.type === "weapon" && i.name === part.name);
        if (item?.system.damage !== formatDieCode(parseDieCode(printed[1]!)) || item.system.ranges !== printed[2] || item.system.skill === "Brawling") {
          wrong.push(`${doc.name}: ${part.name}: ${part.text} stored ${JSON.stringify(item?.system)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(ranged).toBeGreaterThan(2);
  });

  it("add every armor bonus printed against physical or energy damage to the Strength roll to resist it", () => {
    const lost: string[] = [];
    let armored = 0;
    for (const doc of creatures) {
      for (const part of colonParts(source(doc))) {
        if (!/armou?r/i.test(part.name)) continue;
        const printed = /^\+(\d+D(?:\+\d)?)\s+(?:STR\s+)?(?:vs\.?\s+)?(physical|energy)(?:\s+(?:and|\/)\s+(physical|energy))?/i.exec(part.text);
        if (!printed) continue;
        armored += 1;
        const strength = parseDieCode(String((doc.system.attributes as Record<string, string>).str));
        for (const kind of [printed[2], printed[3]].filter(Boolean).map((k) => k!.toLowerCase() as "physical" | "energy")) {
          const least = addDieCodes(strength, parseDieCode(printed[1]!));
          if (compareDieCodes(parseDieCode(resistance(doc, kind)), least) < 0)
            lost.push(`${doc.name}: ${part.name} ${part.text}, resists ${kind} with ${resistance(doc, kind)}`);
        }
      }
    }
    expect(lost).toEqual([]);
    expect(armored).toBeGreaterThan(20);
  });

  it("the rancor resists with 10D, its 7D Strength and +3D armor, and the acklay with 9D against blows", () => {
    const named = (name: string) => creatures.find((doc) => doc.name === name)!;
    expect([resistance(named("Rancor"), "physical"), resistance(named("Rancor"), "energy")]).toEqual(["10D", "10D"]);
    expect([resistance(named("Acklay"), "physical"), resistance(named("Acklay"), "energy")]).toEqual(["9D", "7D"]);
    expect(
      named("Rancor")
        .items!.filter((i) => i.type === "weapon")
        .map((i) => [i.name, i.system.damage]),
    ).toEqual([
      ["Claws", "STR+3D"],
      ["Teeth", "STR+5D"],
    ]);
  });
});
