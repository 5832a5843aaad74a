import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { stableJson, type ItemSource } from "../../scripts/packs/documents.ts";
import { slugify } from "../../scripts/packs/ids.ts";
import { GERMAN_FILL_INS, SPANISH_FILL_INS, type SkillSystem } from "../../scripts/packs/skills.ts";
import type { TemplateSystem } from "../../scripts/packs/templates.ts";
import type { WeaponSystem } from "../../scripts/packs/weapons.ts";
import type { ArmorSystem } from "../../scripts/packs/armor.ts";
import type { EquipmentSystem } from "../../scripts/packs/equipment.ts";
import { parseWeaponDamage, parseWeaponRanges, planAttack } from "../../src/rules/index.ts";
import { loadLang } from "../helpers/render.ts";
import { loadSystemSchemas, type SystemSchemas } from "../helpers/schema-stand-in.ts";
import { provenanceOf } from "../helpers/packs.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const LANGS = ["en", "de", "es"] as const;

interface PackEntry<System> {
  file: string;
  text: string;
  document: ItemSource<System>;
}

/** The curated entries of a pack, as scripts/generate-packs.ts writes them (the imported `imp-…` files aside). */
function readPack<System>(pack: string): PackEntry<System>[] {
  const dir = join(ROOT, "packs/_source", pack);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json") && !file.startsWith("imp-"))
    .map((file) => {
      const text = readFileSync(join(dir, file), "utf8");
      return { file, text, document: JSON.parse(text) };
    });
}

const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
const PACKS = [
  ["templates", "template"],
  ["skills", "skill"],
  ["weapons", "weapon"],
  ["armor", "armor"],
  ["equipment", "equipment"],
] as const;
const packs = {
  templates: readPack<TemplateSystem>("templates"),
  skills: readPack<SkillSystem>("skills"),
  weapons: readPack<WeaponSystem>("weapons"),
  armor: readPack<ArmorSystem>("armor"),
  equipment: readPack<EquipmentSystem>("equipment"),
};
const skillsByKey = new Map(packs.skills.map(({ document }) => [document.system.key, document]));
const templateNamed = (name: string) => packs.templates.find(({ document }) => document.name === name)?.document;

let schemas: SystemSchemas;
beforeAll(async () => {
  schemas = await loadSystemSchemas();
});

describe.each(PACKS)("pack %s: source files", (pack, type) => {
  const entries: PackEntry<unknown>[] = packs[pack];

  it("is an Item pack of the manifest", () => {
    expect(manifest.packs).toContainEqual(expect.objectContaining({ name: pack, type: "Item", path: `packs/${pack}` }));
    expect(manifest.packFolders.flatMap((folder: { packs: string[] }) => folder.packs)).toContain(pack);
  });

  it("has a unique 16-character id per entry, its _key, and the pack's type", () => {
    expect(new Set(entries.map(({ document }) => document._id)).size).toBe(entries.length);
    for (const { document } of entries) {
      expect(document._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(document._key).toBe(`!items!${document._id}`);
      expect(document.type).toBe(type);
      expect(document.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
    }
  });

  it("is written as the generator writes it: sorted keys, file named <slug>_<id>.json", () => {
    for (const { file, text, document } of entries) {
      expect(text).toBe(stableJson(document));
      expect(file).toMatch(new RegExp(`^[a-z0-9-]+_${document._id}\\.json$`));
    }
  });

  it("has unique names and unique sort positions", () => {
    expect(new Set(entries.map(({ document }) => document.name)).size).toBe(entries.length);
    expect(new Set(entries.map(({ document }) => document.sort)).size).toBe(entries.length);
  });

  it("validates every entry's system data against the data model's schema", () => {
    const problems = entries.flatMap(({ document }) => schemas.validate(type, document.system).map((line) => `${document.name}: ${line}`));
    expect(problems).toEqual([]);
  });
});

describe("skills pack", () => {
  it("holds the 94 skills and Control, Sense and Alter, with unique keys", () => {
    expect(packs.skills).toHaveLength(97);
    expect(skillsByKey.size).toBe(97);
    expect(
      packs.skills
        .filter(({ document }) => document.system.attribute === "force")
        .map(({ document }) => document.system.key)
        .sort(),
    ).toEqual(["alter", "control", "sense"]);
  });

  it.each([
    ["Blaster", "blaster", "dex", false],
    ["Climbing/Jumping", "climbing-jumping", "str", false],
    ["Computer Programming/Repair", "computer-programming-repair", "tec", false],
    ["Medicine", "medicine", "tec", true],
    ["Sense", "sense", "force", false],
  ])("%s has key %s, attribute %s, advanced %s, bonus 0D", (name, key, attribute, advanced) => {
    expect(skillsByKey.get(key)).toMatchObject({ name, system: { key, attribute, advanced, bonus: "0D" } });
  });

  it("names its sources in every entry and says where a Spanish name is a translation", () => {
    for (const { document } of packs.skills) expect(provenanceOf(document).source).toMatch(/github:/);
    for (const [key, fillIn] of Object.entries(SPANISH_FILL_INS)) {
      const expected = fillIn.reason === "translation" ? "Spanish name is a translation" : "Spanish name edited";
      expect(provenanceOf(skillsByKey.get(key)).source, key).toContain(expected);
    }
  });
});

describe("templates pack", () => {
  it("holds at least 165 templates", () => {
    expect(packs.templates.length).toBeGreaterThanOrEqual(165);
  });

  // templates.json, entry "Brash Pilot" (github:DarthBanjo/starwarsd6-essentialcompanion-od6s@47e4170…:
  // packs/d6htemplates.db, _id 5Gh7dZ5Yz3FaECAb; original publication: R&E): DEX 3D, KNO 2D, MEC 4D,
  // PER 3D, STR 3D, TEC 3D, Move 10, 1,000 credits, Force Points blank.
  it("has Brash Pilot with the attributes the reference data gives", () => {
    expect(templateNamed("Brash Pilot")?.system).toMatchObject({
      species: "Human",
      attributes: { dex: "3D", kno: "2D", mec: "4D", per: "3D", str: "3D", tec: "3D" },
      move: 10,
      credits: 1000,
      forcePoints: 1,
      forceSensitive: false,
      forceSkills: [],
    });
    expect(provenanceOf(templateNamed("Brash Pilot")).note).toContain("Force Points blank in source; default 1 applied");
  });

  // templates.json, entry "Failed Jedi": Control 1D, Sense 1D, Force-sensitive, FP 2, DSP 1.
  it("has Failed Jedi with its Force skills and points", () => {
    expect(templateNamed("Failed Jedi")?.system).toMatchObject({
      forceSensitive: true,
      forcePoints: 2,
      darkSidePoints: 1,
      forceSkills: [
        { name: "Control", key: "control", code: "1D" },
        { name: "Sense", key: "sense", code: "1D" },
      ],
    });
  });

  it("lists only skills of the skills pack, under their own attribute, or template-specific skills without a key", () => {
    for (const { document } of packs.templates) {
      for (const skill of document.system.skills) {
        if (!skill.key) continue;
        expect(skillsByKey.get(skill.key)?.system.attribute, `${document.name}: ${skill.name}`).toBe(skill.attribute);
      }
      for (const skill of document.system.forceSkills) {
        expect(skillsByKey.get(skill.key)?.system.attribute, `${document.name}: ${skill.name}`).toBe("force");
      }
    }
  });

  it("links every listed skill to the skills pack but the few hobbies no R&E skill covers, which stay as printed", () => {
    const skills = packs.templates.flatMap(({ document }) => document.system.skills);
    const unmatched = skills.filter((skill) => !skill.key);
    expect([...new Set(unmatched.map((skill) => skill.name.replace(/:.*$/, "")))].sort()).toEqual([
      "Artist",
      "Dance",
      "Glider",
      "Musical Instrument Operation",
      "Musical Instrument Repair",
      "Primitive Construction",
    ]);
    expect(skills.filter((skill) => ["Heavy Weapons", "Starship Repair", "Technology"].includes(skill.name) && !skill.key)).toEqual([]);
  });

  it("records the provenance of every template", () => {
    for (const { document } of packs.templates) {
      expect(provenanceOf(document).note).toMatch(/^Provenance: github:/);
      expect(document.system.source || provenanceOf(document).source).not.toBe("");
    }
  });
});

describe("skill names in the lang files", () => {
  const strings = Object.fromEntries(LANGS.map((lang) => [lang, loadLang(lang)]));

  it.each(LANGS)("%s names every skill of the pack", (lang) => {
    const missing = [...skillsByKey.keys()].filter((key) => !strings[lang][`SWD6.SkillName.${key}`]?.trim());
    expect(missing).toEqual([]);
  });

  it("has the pack's name as the English name", () => {
    for (const [key, document] of skillsByKey) expect(strings.en[`SWD6.SkillName.${key}`]).toBe(document.name);
  });

  it("ships the Spanish and German fill-ins as reviewed in scripts/packs/", () => {
    for (const [key, { es }] of Object.entries(SPANISH_FILL_INS)) expect(strings.es[`SWD6.SkillName.${key}`], key).toBe(es);
    for (const [key, { de }] of Object.entries(GERMAN_FILL_INS)) expect(strings.de[`SWD6.SkillName.${key}`], key).toBe(de);
  });

  it("keeps every skill key a slug", () => {
    for (const key of skillsByKey.keys()) expect(slugify(key)).toBe(key);
  });
});

describe("gear packs", () => {
  const weapon = (name: string) => packs.weapons.find(({ document }) => document.name === name)?.document;

  it("holds the 59 weapons, 20 armor and 61 items of the reference data", () => {
    expect([packs.weapons.length, packs.armor.length, packs.equipment.length]).toEqual([59, 20, 61]);
  });

  it("records every entry's source and provenance", () => {
    for (const { document } of [...packs.weapons, ...packs.armor, ...packs.equipment]) {
      expect(document.system.source || provenanceOf(document).source, document.name).not.toBe("");
      expect(provenanceOf(document).note, document.name).toMatch(/^Provenance: github:/);
      expect(document.system.description, document.name).toMatch(/^<p>.+<\/p>$/);
    }
  });

  // weapons.json, "Blaster Pistol" (REUP pack, item i6XRzc2ZjxPFrczB): Blaster: Blaster Pistol, 4D, 3-10/30/120.
  it("has the Blaster Pistol as printed, an energy weapon that can be set for stun", () => {
    expect(weapon("Blaster Pistol")?.system).toMatchObject({
      skill: "Blaster",
      specialization: "Blaster Pistol",
      damage: "4D",
      damageKind: "energy",
      scale: "character",
      ranges: "3-10/30/120",
      difficulty: "",
      stun: true,
      lightsaber: false,
      cost: "500 (power packs: 25)",
    });
  });

  it("has the Club as a Very Easy melee weapon with STR+1D physical damage", () => {
    expect(weapon("Club")?.system).toMatchObject({ damage: "STR+1D", damageKind: "physical", ranges: "", difficulty: "very-easy" });
  });

  it("notes each conflict between sources it settled, and each value it could not read", () => {
    expect(provenanceOf(weapon("Vibro-Ax")).note).toContain("Sources differ on damage");
    expect(weapon("Net")?.system).toMatchObject({ damage: "" });
    expect(provenanceOf(weapon("Net")).note).toContain('Damage printed as "Entangles with a Strength of 4D"');
    expect(provenanceOf(weapon("Lightsaber")).note).toContain("Scale blank in the source");
  });

  it("stores only damage and ranges the rules engine reads", () => {
    for (const { document } of packs.weapons) {
      if (document.system.damage) expect(() => parseWeaponDamage(document.system.damage), document.name).not.toThrow();
      if (document.system.ranges) expect(() => parseWeaponRanges(document.system.ranges), document.name).not.toThrow();
    }
  });

  it("plans an attack with every weapon that makes one", () => {
    const target = { scale: "character" as const, resistance: { dice: 3, pips: 0 }, armor: null };
    let planned = 0;
    for (const { document } of packs.weapons) {
      const { damage, damageKind, scale, ranges, difficulty } = document.system;
      if (!damage || (!ranges && !difficulty)) continue;
      const plan = planAttack({
        skill: { dice: 4, pips: 0 },
        strength: { dice: 3, pips: 0 },
        penalty: 0,
        weapon: { damage, damageKind, scale, ...(ranges ? { ranges } : { difficulty: difficulty.replace(/-/g, " ") }) },
        target,
        distance: 5,
      });
      expect(plan.damage.dice, document.name).toBeGreaterThan(0);
      planned += 1;
    }
    expect(planned).toBeGreaterThan(45);
  });

  // armor.json, "Stormtrooper Armor": +2D physical, +1D energy, -1D Dexterity.
  it("has Stormtrooper Armor's bonuses and penalty as die codes", () => {
    const armor = packs.armor.find(({ document }) => document.name === "Stormtrooper Armor")?.document;
    expect(armor?.system).toMatchObject({ physical: "2D", energy: "1D", dexterityPenalty: "1D", worn: false });
    const vest = packs.armor.find(({ document }) => document.name === "Blast Vest")?.document;
    expect(vest?.system).toMatchObject({ physical: "1D", energy: "0D+1", dexterityPenalty: "" });
    expect(provenanceOf(vest).note).toContain("Dexterity penalty not printed");
  });

  it("describes every piece of equipment in a sentence of its own", () => {
    const descriptions = packs.equipment.map(({ document }) => document.system.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(packs.equipment.find(({ document }) => document.name === "Medpac")?.document.system).toMatchObject({ cost: "100", quantity: 1 });
  });
});
