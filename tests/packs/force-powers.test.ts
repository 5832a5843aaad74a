import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { stableJson, type ItemSource } from "../../scripts/packs/documents.ts";
import {
  FORCE_POWER_READINGS,
  buildForcePower,
  buildForcePowers,
  readForcePowers,
  readPrintedDifficulty,
  type ForcePowerRecord,
  type ForcePowerSystem,
} from "../../scripts/packs/force-powers.ts";
import { forcePowerDifficulty, forcePowerRules } from "../../src/data/item/force-power-rules.ts";
import { FORCE_SKILLS, powerActions, powerDifficultyNumber } from "../../src/rules/index.ts";
import { loadSystemSchemas, type SystemSchemas } from "../helpers/schema-stand-in.ts";
import { REFERENCE_DATA, itWith } from "../helpers/upstreams.ts";
import { provenanceOf } from "../helpers/packs.ts";
import { publicSource, withPublicFacts } from "../../scripts/packs/provenance.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SOURCE = join(ROOT, "packs/_source/force-powers");
const records = REFERENCE_DATA ? readForcePowers(REFERENCE_DATA) : [];
const itWithData = (title: string, test: () => void) => itWith(["reference data"], title, test);
const files = readdirSync(SOURCE)
  .filter((file) => file.endsWith(".json"))
  .map((file) => {
    const text = readFileSync(join(SOURCE, file), "utf8");
    return { file, text, document: JSON.parse(text) as ItemSource<ForcePowerSystem> };
  });
const power = (name: string) => {
  const found = files.find(({ document }) => document.name === name)?.document;
  if (!found) throw new Error(`no power ${name}`);
  return found.system;
};
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));

let schemas: SystemSchemas;
beforeAll(async () => {
  schemas = await loadSystemSchemas();
});

describe("the force-powers pack's source files", () => {
  it("is an Item pack of the manifest, in the system's folder, for the force-power type", () => {
    expect(manifest.packs).toContainEqual(expect.objectContaining({ name: "force-powers", type: "Item", path: "packs/force-powers", system: "swd6rpg" }));
    expect(manifest.packFolders.flatMap((folder: { packs: string[] }) => folder.packs)).toContain("force-powers");
    expect(manifest.documentTypes.Item["force-power"]).toEqual({ htmlFields: ["effect"] });
  });

  itWithData("holds every one of the 77 powers of force-powers.json, once", () => {
    expect(records).toHaveLength(77);
    expect(files.map(({ document }) => document.name).sort()).toEqual(records.map((record) => record.name).sort());
  });

  it("gives each entry a unique id, its _key, the force-power type and a core icon", () => {
    expect(new Set(files.map(({ document }) => document._id)).size).toBe(files.length);
    for (const { document } of files) {
      expect(document._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(document._key).toBe(`!items!${document._id}`);
      expect(document.type).toBe("force-power");
      expect(document.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
    }
  });

  itWithData("is what the generator writes from the reference data, file for file", () => {
    const built = buildForcePowers(records);
    expect(built.map(({ file }) => file).sort()).toEqual(files.map(({ file }) => file).sort());
    for (const { file, document } of built)
      expect(files.find((entry) => entry.file === file)?.text).toBe(stableJson(withPublicFacts(structuredClone(document) as never, "force-powers")));
  });

  it("validates every entry against the force-power data model's schema", () => {
    for (const { document } of files) expect(schemas.validate("force-power", document.system), document.name).toEqual([]);
  });

  itWithData("keeps every entry's source: the book, and the source entry it was read from", () => {
    for (const { document } of files) {
      const record = records.find((r) => r.name === document.name)!;
      expect(document.system.source).toBe(publicSource(record.book, "force-powers"));
      expect(provenanceOf(document).note.startsWith(`Provenance: ${record.source}.`)).toBe(true);
      expect(provenanceOf(document).note).toMatch(/\(entry "[^"]+"\)/);
    }
  });

  it("describes every power in an effect of its own and tells each correction in the source note", () => {
    for (const { document } of files) {
      expect(document.system.effect).toMatch(/^<p>.{80,}<\/p>$/s);
      for (const note of FORCE_POWER_READINGS[document.name].notes ?? []) expect(provenanceOf(document).note).toContain(note);
    }
    expect(new Set(files.map(({ document }) => document.system.effect)).size).toBe(files.length);
  });

  it("compiles with compilePack and extracts back to the same documents", async () => {
    const work = mkdtempSync(join(tmpdir(), "swd6-force-powers-"));
    try {
      await compilePack(SOURCE, join(work, "db"));
      await extractPack(join(work, "db"), join(work, "out"), { clean: true });
      const back = readdirSync(join(work, "out")).map((file) => JSON.parse(readFileSync(join(work, "out", file), "utf8")));
      expect(back).toHaveLength(files.length);
      for (const { document } of files) {
        expect(back.find((entry) => entry._id === document._id)).toMatchObject({ name: document.name, type: "force-power", system: document.system });
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe("the pack's readings of the extracted fields, checked against the source entries", () => {
  itWithData("rolls exactly the skills each record names, with their difficulty as printed", () => {
    for (const record of records) {
      const system = power(record.name);
      for (const skill of FORCE_SKILLS) {
        expect(system.difficulty[skill].used, `${record.name} ${skill}`).toBe(record.skills.includes(skill));
        if (!record.skills.includes(skill)) expect(system.difficulty[skill].printed).toBe("");
        else expect(system.difficulty[skill].printed.length).toBeGreaterThan(3);
      }
    }
  });

  it("gives every rolled skill a difficulty the roll can use: a level, levels by circumstance, or the target's roll", () => {
    for (const { document } of files) {
      for (const skill of FORCE_SKILLS) {
        const difficulty = document.system.difficulty[skill];
        if (!difficulty.used) continue;
        const readable = difficulty.level !== "" || difficulty.levels.length > 0 || difficulty.opposed;
        expect(readable, `${document.name} ${skill}: ${difficulty.printed}`).toBe(true);
        const number = powerDifficultyNumber(forcePowerDifficulty(document.system, skill), {}, "revised");
        if (!difficulty.opposed) expect(number, `${document.name} ${skill}`).toBeGreaterThan(0);
      }
    }
  });

  itWithData("corrects the dark side where the source's warning and the extraction disagree", () => {
    for (const name of ["Control Mind", "Create Force Storms", "Drain Life Essence", "Feed on Dark Side", "Force Lightning", "Rage", "Transfer Life"]) {
      expect(records.find((r) => r.name === name)?.darkSide, name).toBe(false);
      expect(power(name).darkSide, name).toBe(true);
    }
    for (const name of ["Force Push", "Life Bond", "Projected Fighting"]) {
      expect(records.find((r) => r.name === name)?.darkSide, name).toBe(true);
      expect(power(name).darkSide, name).toBe(false);
      expect(power(name).effect, name).toMatch(/Dark Side point/);
    }
    expect(forcePowerRules(power("Transfer Life")).darkSidePoints).toBe(2);
    expect(forcePowerRules(power("Force Lightning")).darkSidePoints).toBe(1);
    expect(forcePowerRules(power("Telekinesis")).darkSidePoints).toBe(0);
  });

  it("joins words the formatting split, and takes the kept-up line out of the fields it ran into", () => {
    expect(power("Force of Will").difficulty.control).toMatchObject({ printed: "Easy.", level: "easy" });
    expect(power("Create Force Storms").difficulty.alter.printed).toMatch(/^Heroic\. Modified by proximity/);
    expect(power("Control Breathing")).toMatchObject({ requiredPowers: ["Concentration", "Hibernation Trance", "Telekinesis"], keptUp: "may" });
    expect(power("Control Pain").difficulty.control.printed).not.toMatch(/kept/);
    expect(power("Resist Stun").timeToUse).toBe("One minute");
    expect(power("Projected Fighting").requiredPowers).toEqual(["Concentration", "Telekinesis"]);
  });

  itWithData("completes the difficulties and times the extraction cut short", () => {
    expect(records.find((r) => r.name === "Affect Mind")?.difficulty?.alter).toHaveLength(400);
    expect(power("Affect Mind").difficulty.alter.levels.map((l) => l.level)).toEqual(["very-easy", "easy", "moderate", "difficult", "very-difficult"]);
    expect(power("Telekinesis").difficulty.alter.printed).toMatch(/Modified by proximity\.$/);
    expect(power("Predict Natural Disaster").timeToUse).toBe("15 minutes, or 5 minutes less for each level the difficulty is raised (at least one minute)");
  });

  it("ships with a difficulty the readings word anew the levels, the target's roll and the modifiers read from that wording", () => {
    // A chart the reader cannot read from the words (Control Mind's) keeps the levels the readings give.
    const differing: string[] = [];
    let worded = 0;
    for (const [name, reading] of Object.entries(FORCE_POWER_READINGS)) {
      for (const [skill, override] of Object.entries(reading.difficulty ?? {})) {
        if (override.printed === undefined) continue;
        const read = readPrintedDifficulty(override.printed);
        const shipped = power(name).difficulty[skill as (typeof FORCE_SKILLS)[number]];
        const levels = (d: { levels: { level: string }[] }) => d.levels.map((l) => l.level).join(", ");
        if (read.levels.length > 0) worded += 1;
        if (read.levels.length > 0 && levels(read) !== levels(shipped)) differing.push(`${name} ${skill}: reads ${levels(read)}, ships ${levels(shipped)}`);
        if (read.level !== "" && read.level !== shipped.level) differing.push(`${name} ${skill}: reads ${read.level}, ships ${shipped.level}`);
        for (const flag of ["opposed", "proximity", "relationship"] as const) {
          if (read[flag] !== shipped[flag]) differing.push(`${name} ${skill}: reads ${flag} ${read[flag]}, ships ${shipped[flag]}`);
        }
      }
    }
    expect(differing).toEqual([]);
    expect(worded).toBeGreaterThan(12);
  });

  it("reads the charts the extraction left in one skill or in the effect", () => {
    const chart = power("Battle Meditation").difficulty;
    for (const skill of FORCE_SKILLS) expect(chart[skill].levels).toHaveLength(6);
    expect(power("Life Web").difficulty.sense.levels[0]).toEqual({ level: "very-easy", when: "a population in the tens of billions" });
    expect(power("Control Mind").difficulty.alter.levels).toHaveLength(16);
  });

  it("reads whether a power may or must be kept up", () => {
    expect(power("Doppelganger").keptUp).toBe("must");
    expect(power("Force Harmony").keptUp).toBe("must");
    expect(power("Lightsaber Combat").keptUp).toBe("may");
    expect(power("Force Jump").keptUp).toBe("no");
    expect(power("Dim Another's Senses").keptUp).toBe("may");
  });

  it("names every required power as the pack names it", () => {
    const names = new Set(files.map(({ document }) => document.name));
    for (const { document } of files) for (const required of document.system.requiredPowers) expect(names, `${document.name}: ${required}`).toContain(required);
    expect(power("Drain Life Essence").requiredPowers).toEqual(expect.arrayContaining(["Projective Telepathy", "Control Mind", "Dim Another's Senses"]));
  });

  it("feeds the rules engine: a two-skill power is two actions (-1D), Force Harmony kept up three", () => {
    expect(powerActions(forcePowerRules(power("Lightsaber Combat")).skills).penalty).toBe(1);
    expect(forcePowerRules(power("Force Harmony")).skills).toEqual(["control", "sense", "alter"]);
    expect(forcePowerRules(power("Force Scream")).skills).toEqual([]);
    expect(powerDifficultyNumber(forcePowerDifficulty(power("Lightsaber Combat"), "control"), {}, "first")).toBe(15);
  });
});

describe("the generator's readings", () => {
  it.each([
    ["Moderate.", { level: "moderate", levels: [], opposed: false }],
    ["Heroic, modified by relationship. If target is unwilling, increase difficulty by +15.", { level: "heroic", relationship: true }],
    ["Moderate or attacker's control roll.", { level: "moderate", opposed: true }],
    ["Target’s control or Perception roll.", { level: "", levels: [], opposed: true }],
    ["See below. Modified by proximity.", { level: "", levels: [], proximity: true }],
    [
      "Easy for wounded characters; Moderate for incapacitated characters.",
      {
        level: "",
        levels: [
          { level: "easy", when: "wounded characters" },
          { level: "moderate", when: "incapacitated characters" },
        ],
      },
    ],
    ["Difficult to Heroic for maximum security.", { level: "", levels: [{ level: "difficult", when: "maximum security (Difficult to Heroic)" }] }],
    [
      "Very Easy if the target is friendly. If the target resists, roll Perception or control.",
      { levels: [{ level: "very-easy", when: "the target is friendly" }], opposed: true },
    ],
  ])("reads %j", (printed, reading) => {
    expect(readPrintedDifficulty(printed)).toMatchObject(reading);
  });

  const record = (changes: Partial<ForcePowerRecord>): ForcePowerRecord => ({
    name: "Test Power",
    skills: ["control"],
    difficulty: { control: "Moderate." },
    requiredPowers: [],
    timeToUse: null,
    keptUp: false,
    darkSide: false,
    source: 'github:example/repo@0:file (entry "Test Power")',
    book: "A book",
    ...changes,
  });

  it("writes required powers as the pack names them and refuses one the pack lacks", () => {
    const built = buildForcePower(record({ requiredPowers: ["control pain", "Dim Other’s Senses"] }), ["Control Pain", "Dim Another's Senses"], {
      effect: "x",
    });
    expect(built.requiredPowers).toEqual(["Control Pain", "Dim Another's Senses"]);
    expect(built.sourceNote).toContain(`Required power "Dim Other's Senses" is read as Dim Another's Senses`);
    expect(() => buildForcePower(record({ requiredPowers: ["Levitate Ship"] }), [], { effect: "x" })).toThrow(/Levitate Ship/);
  });

  it("notes a kept-up line taken out of a field and the kept-up mode it gives", () => {
    const built = buildForcePower(record({ timeToUse: "One minute. This power may be “kept up”." }), [], { effect: "x" });
    expect(built).toMatchObject({ timeToUse: "One minute", keptUp: "may" });
    expect(built.sourceNote).toMatch(/into the time to use; taken out of it\. The extraction had kept up false/);
  });

  it("refuses a power without an effect, a reading of no power, and a reading of a skill the power does not roll", () => {
    expect(() => buildForcePowers([record({})], {})).toThrow(/no effect of "Test Power"/);
    expect(() => buildForcePowers([record({})], { "Test Power": { effect: "x" }, Other: { effect: "y" } })).toThrow(/"Other", which is no power/);
    expect(() => buildForcePower(record({}), [], { effect: "x", difficulty: { alter: { level: "easy" } } })).toThrow(/alter/);
  });

  it("escapes the effect into HTML", () => {
    expect(buildForcePower(record({}), [], { effect: "A <b> & C" }).effect).toBe("<p>A &lt;b&gt; &amp; C</p>");
  });
});
