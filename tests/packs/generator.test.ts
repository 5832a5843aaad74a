import fc from "fast-check";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { itemFile, stableJson, type ItemSource } from "../../scripts/packs/documents.ts";
import { slugify, stableId } from "../../scripts/packs/ids.ts";
import { readReferenceData, type ReferenceData, type SkillRecord, type TemplateRecord } from "../../scripts/packs/reference-data.ts";
import { BROKEN_NAMES, SKILL_ALIASES, normaliseSkillName, readSkillName } from "../../scripts/packs/skill-aliases.ts";
import { skillKey } from "../../scripts/packs/skill-keys.ts";
import { buildSkills, type SkillSystem } from "../../scripts/packs/skills.ts";
import { TEMPLATE_WORDINGS, buildTemplates } from "../../scripts/packs/templates.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const skillsDir = join(ROOT, "packs/_source/skills");
/** The committed skills pack: the canonical skills the templates are read against. */
const skills: ItemSource<SkillSystem>[] = readdirSync(skillsDir).map((file) => JSON.parse(readFileSync(join(skillsDir, file), "utf8")));
const canonicalNames = skills.filter((skill) => skill.system.attribute !== "force").map((skill) => skill.name);

describe("ids and slugs", () => {
  it("derives a 16-character alphanumeric id from pack and name, the same every time", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (pack, name) => {
        const id = stableId(pack, name);
        expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(stableId(pack, name)).toBe(id);
      }),
    );
  });

  it("gives different names and packs different ids", () => {
    expect(stableId("skills", "Blaster")).not.toBe(stableId("skills", "Dodge"));
    expect(stableId("skills", "Blaster")).not.toBe(stableId("templates", "Blaster"));
  });

  it.each([
    ["Blaster", "blaster"],
    ["Climbing/Jumping", "climbing-jumping"],
    ["Computer Programming/Repair", "computer-programming-repair"],
    ["(A) Medicine", "medicine"],
    ["Pick Pocket", "pick-pocket"],
  ])("skill %s has the key %s", (name, key) => {
    expect(skillKey(name)).toBe(key);
  });

  it.each([
    ["Ship’s Gunner", "ship-s-gunner"],
    ["SpecForce Scanner/Communications Operators", "specforce-scanner-communications-operators"],
    ["Año Dorado", "ano-dorado"],
  ])("slug of %s is %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("refuses to slug a name without letters or digits", () => {
    expect(() => slugify("/ –")).toThrow(/no letters or digits/);
  });

  it("writes documents with sorted keys, an items _key and a sort position", () => {
    const { file, document } = itemFile("skills", "skill", "Dodge", "icons/svg/dice-target.svg", { b: 1, a: 2 }, 2);
    expect(document).toMatchObject({ _key: `!items!${document._id}`, sort: 300_000, folder: null, effects: [], flags: {} });
    expect(file).toBe(`dodge_${document._id}.json`);
    expect(stableJson({ b: [{ d: 1, c: 2 }], a: 0 })).toBe('{\n  "a": 0,\n  "b": [\n    {\n      "c": 2,\n      "d": 1\n    }\n  ]\n}\n');
  });
});

describe("reading the skill names templates list", () => {
  it.each([
    ["Computer Programming / Repair", "computer programming/repair"],
    ["Comp. Prog./Repair", "computer programming/repair"],
    ["Repulsorlift Ops.", "repulsorlift operation"],
    ["Space Transports Rpr", "space transports repair"],
    ["Scholar:", "scholar"],
    ["  Melee   combat ", "melee combat"],
  ])("normalises %j to %j", (printed, normalised) => {
    expect(normaliseSkillName(printed)).toBe(normalised);
  });

  it.each([
    ["Melee combat", "canonical", ["Melee Combat"]],
    ["Climbing/ Jumping", "canonical", ["Climbing/Jumping"]],
    ["Comp. Prog./Repair", "canonical", ["Computer Programming/Repair"]],
    ["(A) Medicine", "alias", ["Medicine"]],
    ["Medicine", "canonical", ["Medicine"]],
    ["Starship Repair", "alias", ["Starfighter Repair", "Space Transports Repair"]],
    ["Heavy Weapons", "alias", ["Blaster Artillery", "Missile Weapons"]],
    ["Archaic Weapons", "alias", ["Archaic Guns"]],
    ["Seach", "alias", ["Search"]],
    ["Starship gunnery", "canonical", ["Starship Gunnery"]],
    ["Starfighter Gunnery", "alias", ["Starship Gunnery"]],
    ["Alien Races", "alias", ["Alien Species"]],
    ["Hide/Sneak", "alias", ["Hide", "Sneak"]],
    ["Droid Prog./Repair", "alias", ["Droid Programming", "Droid Repair"]],
    ["Blaster: Blaster Rifle", "specialization", ["Blaster"]],
    ["Scholar: Ewok Lore", "specialization", ["Scholar"]],
    ["Melee Combat: Zero-G", "specialization", ["Melee Combat"]],
  ])("reads %j as %s %j", (printed, how, names) => {
    expect(readSkillName(printed, canonicalNames)).toEqual({ how, names });
  });

  it.each(["Artist: sculpture", "Dance", "Glider"])("keeps %j as a template-specific skill", (printed) => {
    expect(readSkillName(printed, canonicalNames)).toEqual({ how: "unmatched" });
  });

  it("aliases only names that are not canonical already, to canonical skills", () => {
    const canonical = new Set(canonicalNames.map(normaliseSkillName));
    for (const [alias, target] of Object.entries(SKILL_ALIASES)) {
      expect(normaliseSkillName(alias), alias).toBe(alias);
      expect(canonical.has(alias), alias).toBe(false);
      for (const name of typeof target === "string" ? [target] : target) expect(canonicalNames, alias).toContain(name);
    }
    for (const pair of BROKEN_NAMES) expect(canonicalNames).toContain(pair.join(""));
  });

  it("throws when an alias names a skill that is not canonical", () => {
    expect(() => readSkillName("Seach", ["Blaster"])).toThrow(/"Search", which is not a canonical skill/);
  });
});

/** A template record as templates.json holds one, blank where the source is blank. */
function template(overrides: Partial<TemplateRecord>): TemplateRecord {
  return {
    name: "Test Pilot",
    source_entry_name: "Test Pilot",
    type_line: "Test Pilot",
    species: "Human",
    original_publication: null,
    edition: "unknown",
    attributes: { Dexterity: "3D", Knowledge: "2D+1", Mechanical: "4d", Perception: "3D", Strength: "3D", Technical: "2D+2" },
    force_skills: null,
    skills: { Dexterity: ["Blaster"], Knowledge: [], Mechanical: [], Perception: [], Strength: [], Technical: [] },
    special_abilities: null,
    move: "10",
    force_sensitive: null,
    force_points: null,
    dark_side_points: null,
    character_points: null,
    equipment: ["medpac "],
    credits: null,
    source: "fixture",
    ...overrides,
  };
}

function data(templates: TemplateRecord[], skillRecords: SkillRecord[] = []): ReferenceData {
  return {
    skills: skillRecords,
    forceSkills: [],
    templates,
    templatesPrimarySource: "primary source",
    startingPoints: { forcePoints: 1, forceSensitiveForcePoints: 2, characterPoints: 5 },
  };
}

describe("building templates", () => {
  const build = (...records: TemplateRecord[]) => buildTemplates(data(records), skills);

  it("writes canonical codes, applies the defaults for blank points and says so", () => {
    const [{ document }] = build(template({})).files;
    expect(document.system).toMatchObject({
      attributes: { dex: "3D", kno: "2D+1", mec: "4D", per: "3D", str: "3D", tec: "2D+2" },
      skills: [{ name: "Blaster", key: "blaster", attribute: "dex" }],
      forcePoints: 1,
      characterPoints: 5,
      darkSidePoints: 0,
      credits: 0,
      equipment: ["medpac"],
      source: "primary source",
      description: "<p><strong>Type:</strong> Test Pilot</p>",
    });
    expect(document.system.sourceNote).toContain("Provenance: fixture.");
    expect(document.system.sourceNote).toContain("Force Points blank in source; default 1 applied");
    expect(document.system.sourceNote).toContain("Character Points blank in source; default 5 applied");
    expect(document.system.sourceNote).toContain("Credits blank in source; 0 applied.");
  });

  it("gives a Force-sensitive template 2 Force Points by default and its Force skills", () => {
    const [{ document }] = build(template({ force_sensitive: "Yes", force_skills: { sense: "1D", control: "2D+1" } })).files;
    expect(document.system.forcePoints).toBe(2);
    expect(document.system.forceSkills).toEqual([
      { name: "Control", key: "control", code: "2D+1" },
      { name: "Sense", key: "sense", code: "1D" },
    ]);
  });

  it("keeps the printed points, Move and credits", () => {
    const record = template({ force_points: "2", character_points: "10", dark_side_points: "1", move: "9 (walk), 10 (swim)", credits: 500 });
    const [{ document }] = build(record).files;
    expect(document.system).toMatchObject({ forcePoints: 2, characterPoints: 10, darkSidePoints: 1, move: 9, credits: 500 });
    expect(document.system.sourceNote).toContain('Move printed "9 (walk), 10 (swim)"; the first number, 9, used.');
    expect(document.system.sourceNote).not.toContain("Force Points blank");
  });

  it("reads typos, splits combined skills, joins broken names, drops repeats and keeps unknown skills", () => {
    const skillsListed = {
      Dexterity: ["Dance"],
      Knowledge: ["Intimidate"],
      Mechanical: [],
      Perception: ["B", "argain", "Hide/Sneak", "Hide", "Intimidation"],
      Strength: [],
      Technical: [],
    };
    const [{ document }] = build(template({ skills: skillsListed })).files;
    expect(document.system.skills).toEqual([
      { name: "Dance", key: "", attribute: "dex" },
      { name: "Intimidation", key: "intimidation", attribute: "kno" },
      { name: "Bargain", key: "bargain", attribute: "per" },
      { name: "Hide", key: "hide", attribute: "per" },
      { name: "Sneak", key: "sneak", attribute: "per" },
    ]);
    for (const note of [
      '"Intimidate" read as Intimidation',
      '"Hide/Sneak" read as Hide and Sneak',
      '"B" and "argain" joined as "Bargain"',
      '"Hide" listed again; kept once',
      '"Intimidation" listed under Perception; kept under its own attribute',
      'kept as printed: "Dance"',
    ]) {
      expect(document.system.sourceNote).toContain(note);
    }
  });

  it("joins special-ability lines broken mid-sentence", () => {
    const [{ document }] = build(
      template({ special_abilities: ["Beak: STR+", "2D damage.", "Control: Accelerate Healing", ", Control Pain", "Aquatic:", "Can breathe water."] }),
    ).files;
    expect(document.system.specialAbilities).toBe("Beak: STR+2D damage.\nControl: Accelerate Healing, Control Pain\nAquatic: Can breathe water.");
  });

  it("states a line the wording table holds as the table words it, every number and die code kept, each in a template of the pack", () => {
    const [{ document }] = build(template({ special_abilities: ["Natural body armor: +2D against physical attacks, and +1D against energy attacks"] })).files;
    expect(document.system.specialAbilities).toBe("Natural body armor: +2D physical, +1D energy");
    const values = (text: string): string[] => text.match(/[+-]?\d+D(?:\+\d)?|(?<![\w-])\d(?:[\d,./-]*\d)?(?![A-Za-z])/g) ?? [];
    const tables = [...Object.entries(TEMPLATE_WORDINGS.abilities), ...Object.entries(TEMPLATE_WORDINGS.equipment)];
    expect(
      tables.flatMap(([printed, stated]) =>
        values(printed)
          .filter((value) => !values(stated).includes(value))
          .map((value) => `${printed}: ${value}`),
      ),
    ).toEqual([]);
    const shipped = readdirSync(join(ROOT, "packs/_source/templates"))
      .filter((file) => file.endsWith(".json"))
      .map(
        (file) =>
          JSON.parse(readFileSync(join(ROOT, "packs/_source/templates", file), "utf8")) as ItemSource<{ specialAbilities: string; equipment: string[] }>,
      )
      .flatMap((entry) => [...entry.system.specialAbilities.split("\n"), ...entry.system.equipment]);
    expect(tables.map(([, stated]) => stated).filter((stated) => !shipped.includes(stated))).toEqual([]);
  });

  it("skips a template whose attributes are incomplete, and says why", () => {
    const result = build(template({}), template({ name: "Broken", attributes: { Dexterity: "3D", Knowledge: "2D" } }));
    expect(result.files.map((file) => file.document.name)).toEqual(["Test Pilot"]);
    expect(result.skipped).toEqual([{ name: "Broken", reason: "Mechanical is blank" }]);
  });

  it("records a conflict the reference data resolved", () => {
    const note = { structured_field_mismatch: { Knowledge: { text: "3D+2", structured_field: "3D" } }, resolution: "text used" };
    const [{ document }] = build(template({ notes: [note] })).files;
    expect(document.system.sourceNote).toContain(
      "Conflict: the source entry's text and its numeric fields disagree (Knowledge 3D+2 in the text, 3D in the numeric field)",
    );
  });

  it.each([
    ["an unknown Force-sensitivity word", { force_sensitive: "Maybe" }, /Force-sensitive "Maybe"/],
    ["points that are not a whole number", { force_points: "1/2" }, /force_points "1\/2"/],
    ["an unknown Force skill", { force_sensitive: "Yes", force_skills: { telekinesis: "1D" } }, /unknown Force skill/],
    ["Force skills without Force-sensitivity", { force_skills: { sense: "1D" } }, /Force skills but not Force-sensitive/],
  ])("refuses %s", (_, overrides, error) => {
    expect(() => build(template(overrides as Partial<TemplateRecord>))).toThrow(error);
  });
});

describe("building skills", () => {
  const record = (name: string, es: string | null): SkillRecord => ({
    name,
    attribute: "Perception",
    advanced: false,
    edition_status: "fixture",
    source: ["fixture"],
    de: { name: "Verbergen", status: "fixture", source: null },
    es: { name: es, status: "fixture", source: null },
  });

  it("refuses a skill without a Spanish name and without a fill-in", () => {
    expect(() => buildSkills(data([], [record("Bargain", null)]))).toThrow(/"bargain" has no Spanish name and no fill-in/);
  });

  it("refuses fill-ins for skills the data lacks", () => {
    expect(() => buildSkills(data([], [record("Bargain", "Negociar")]))).toThrow(/fill-ins for skills the data lacks: archaic-guns, /);
  });

  it("refuses a fill-in that no longer matches the data's name", () => {
    expect(() => buildSkills(data([], [record("Hide", "Esconderse")]))).toThrow(/expects "Esconderse\/Furtivo/);
  });
});

describe("reading the reference data", () => {
  const dir = mkdtempSync(join(tmpdir(), "swd6-reference-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (forcePointRule: string) => {
    writeFileSync(join(dir, "attributes-skills.json"), JSON.stringify({ skills: [], force_skills: [] }));
    writeFileSync(join(dir, "templates.json"), JSON.stringify({ meta: { primary_source: "primary" }, templates: [] }));
    writeFileSync(
      join(dir, "tables.json"),
      JSON.stringify({
        force_points: { starting: forcePointRule },
        character_points: { starting: { character_points: 5 } },
        character_creation: { rules: { character_points: 5 } },
      }),
    );
  };

  it("reads the starting points from the tables' sentences", () => {
    write("1 Force Point; Force-sensitive characters get one more (2). Template data shows FP 2.");
    expect(readReferenceData(dir).startingPoints).toEqual({ forcePoints: 1, forceSensitiveForcePoints: 2, characterPoints: 5 });
  });

  it("refuses a Force-point rule it cannot read", () => {
    write("Force Points: see the rulebook");
    expect(() => readReferenceData(dir)).toThrow(/force_points.starting changed/);
  });
});
