import { describe, expect, it } from "vitest";
import { type SkillReference, characterFromTemplate, gearKey } from "../../src/documents/creation/character-from-template.ts";
import { type TemplateSystem, loadTemplate, packEntries } from "../helpers/packs.ts";
import { loadSystemSchemas } from "../helpers/schema-stand-in.ts";
import { gearReferences } from "../applications/sheet-data.ts";

const gear = gearReferences();

const template = (name: string) => loadTemplate(name).system;

const skills = new Map<string, SkillReference>(
  packEntries<SkillReference["system"]>("skills").map((s) => [s.system.key, { name: s.name, img: s.img, system: s.system }]),
);

describe("characterFromTemplate", () => {
  it("the Brash Pilot gets the template's attributes, Move, points, equipment and credits", () => {
    const made = characterFromTemplate("Brash Pilot", template("Brash Pilot"), skills);
    expect(made.system).toMatchObject({
      attributes: { dex: "3D", kno: "2D", mec: "4D", per: "3D", str: "3D", tec: "3D" },
      template: "Brash Pilot",
      move: 10,
      forcePoints: 1,
      characterPoints: 5,
      credits: 1000,
      forceSensitive: false,
    });
    expect(made.system.equipment.split("\n")).toEqual(["Blaster Pistol (4D)", "Rebel Uniform", "medpac", "vacuum suit", "1,000 credits"]);
  });

  it("creates every listed skill at its attribute's code (no dice added) with the compendium's description", () => {
    const made = characterFromTemplate("Brash Pilot", template("Brash Pilot"), skills);
    expect(made.skills).toHaveLength(30);
    const blaster = made.skills.find((s) => s.system.key === "blaster");
    expect(blaster).toMatchObject({ name: "Blaster", type: "skill", system: { attribute: "dex", bonus: "0D" } });
    expect(blaster?.system.description).toBe(skills.get("blaster")?.system.description);
    expect(made.skills.every((s) => s.system.bonus === "0D")).toBe(true);
  });

  it("the Failed Jedi gets Control and Sense at 1D, and no Alter (Grundregeln)", () => {
    const made = characterFromTemplate("Failed Jedi", template("Failed Jedi"), skills);
    const force = made.skills.filter((s) => s.system.attribute === "force");
    expect(force.map((s) => [s.system.key, s.system.bonus])).toEqual([
      ["control", "1D"],
      ["sense", "1D"],
    ]);
    expect(made.system.forceSensitive).toBe(true);
  });

  it("listed specializations become specializations of one skill (the Ewok Shaman's Scholar)", () => {
    const made = characterFromTemplate("Ewok Shaman", template("Unofficial Ewok Shaman Template"), skills);
    const scholar = made.skills.filter((s) => s.system.key === "scholar");
    expect(scholar).toHaveLength(1);
    expect(scholar[0].name).toBe("Scholar");
    expect(scholar[0].system.specializations.map((s) => s.name)).toEqual(["Ewok Lore", "Healing Potions", "Traditional Ewok Rituals"]);
    expect(scholar[0].system.specializations.every((s) => s.bonus === "0D")).toBe(true);
  });

  it("keeps a template-specific skill with no canonical key under its printed name", () => {
    const source = template("Brash Pilot");
    const made = characterFromTemplate("Test", { ...source, skills: [{ name: "Bowcaster Repair", key: "", attribute: "tec" }] }, skills);
    expect(made.skills).toEqual([expect.objectContaining({ name: "Bowcaster Repair", system: expect.objectContaining({ key: "", attribute: "tec" }) })]);
  });

  it("does not create a skill the character already has", () => {
    const made = characterFromTemplate("Brash Pilot", template("Brash Pilot"), skills, new Set(["blaster", "dodge"]));
    expect(made.skills).toHaveLength(28);
    expect(made.skills.some((s) => s.system.key === "blaster")).toBe(false);
  });

  it("every template of the pack makes a character and skills the data models accept", async () => {
    const schemas = await loadSystemSchemas();
    for (const entry of packEntries<TemplateSystem>("templates")) {
      const made = characterFromTemplate(entry.name, entry.system, skills);
      expect(schemas.validate("character", { ...made.system, woundLevel: "none" }, { completed: true }), entry.name).toEqual([]);
      for (const skill of made.skills) expect(schemas.validate("skill", skill.system), `${entry.name}: ${skill.name}`).toEqual([]);
      expect(new Set(made.skills.map((s) => s.system.key || s.name.toLowerCase())).size).toBe(made.skills.length);
    }
  });

  it("every template's gear Items are ones the data models accept", async () => {
    const schemas = await loadSystemSchemas();
    for (const entry of packEntries<TemplateSystem>("templates")) {
      const made = characterFromTemplate(entry.name, entry.system, skills, new Set(), gear);
      for (const item of made.gear) expect(schemas.validate(item.type, item.system), `${entry.name}: ${item.name}`).toEqual([]);
    }
  });
});

describe("characterFromTemplate: the template's equipment becomes gear", () => {
  const names = (made: ReturnType<typeof characterFromTemplate>) => made.gear.map((item) => [item.type, item.name]);

  it("the Brash Pilot gets his blaster pistol, medpac and vacuum suit; uniform and credits stay text", () => {
    const made = characterFromTemplate("Brash Pilot", template("Brash Pilot"), skills, new Set(), gear);
    expect(names(made)).toEqual([
      ["weapon", "Blaster Pistol"],
      ["equipment", "Medpac"],
      ["armor", "Vacuum Suit"],
    ]);
    expect(made.system.equipment.split("\n")).toEqual(["Rebel Uniform", "1,000 credits"]);
    const pistol = made.gear[0];
    expect(pistol.system).toMatchObject({ damage: "4D", ranges: "3-10/30/120", skill: "Blaster", damageKind: "energy" });
    expect(pistol._stats?.compendiumSource).toMatch(/^Compendium\.swd6rpg\.weapons\.Item\./);
    expect(made.gear.find((item) => item.type === "armor")?.system.worn).toBe(false);
  });

  it("the Smuggler gets a heavy blaster pistol and a personal comlink; his freighter and debt stay text", () => {
    const made = characterFromTemplate("Smuggler", template("Smuggler"), skills, new Set(), gear);
    expect(names(made)).toEqual([
      ["weapon", "Heavy Blaster Pistol"],
      ["equipment", "Comlink, Personal"],
    ]);
    expect(made.system.equipment.split("\n")).toEqual([
      'Stock YT-1300 light freighter (see the "Starships" chapter)',
      "2,000 credits",
      "25,000 credits owed to a crime boss",
    ]);
  });

  it("the Failed Jedi gets the lightsaber (Grundregeln); robes and liquor stay text", () => {
    const made = characterFromTemplate("Failed Jedi", template("Failed Jedi"), skills, new Set(), gear);
    expect(names(made)).toEqual([["weapon", "Lightsaber"]]);
    expect(made.gear[0].system).toMatchObject({ lightsaber: true, damage: "5D" });
    expect(made.system.equipment.split("\n")).toEqual(["robes", "bottle of liquor", "250 credits"]);
  });

  it("the Bounty Hunter gets every weapon, two knives, the vest, the jet pack and two medpacs in one Item", () => {
    const made = characterFromTemplate("Bounty Hunter", template("Bounty Hunter"), skills, new Set(), gear);
    expect(names(made)).toEqual([
      ["weapon", "Heavy Blaster Pistol"],
      ["weapon", "Hold-Out Blaster"],
      ["weapon", "Blaster Pistol"],
      ["weapon", "Thermal Detonator"],
      ["weapon", "Knife"],
      ["weapon", "Knife"],
      ["armor", "Protective Vest"],
      ["equipment", "Jet Pack"],
      ["equipment", "Medpac"],
    ]);
    expect(made.gear.find((item) => item.name === "Medpac")?.system.quantity).toBe(2);
    expect(made.system.equipment.split("\n")).toEqual(["1,000 credits"]);
  });

  it("does not make again the gear the character already has, and drops its line", () => {
    const made = characterFromTemplate("Brash Pilot", template("Brash Pilot"), skills, new Set(), gear, new Set([gearKey("weapon", "Blaster Pistol")]));
    expect(names(made)).toEqual([
      ["equipment", "Medpac"],
      ["armor", "Vacuum Suit"],
    ]);
    expect(made.system.equipment).toBe("Rebel Uniform\n1,000 credits");
  });

  it("without the gear compendiums, keeps every line as text and makes no gear", () => {
    const made = characterFromTemplate("Bounty Hunter", template("Bounty Hunter"), skills);
    expect(made.gear).toEqual([]);
    expect(made.system.equipment.split("\n")).toEqual(template("Bounty Hunter").equipment);
  });

  it("copies the compendium's data, so changing a made item leaves the entry alone", () => {
    const made = characterFromTemplate("Brash Pilot", template("Brash Pilot"), skills, new Set(), gear);
    (made.gear[0].system as { damage: string }).damage = "9D";
    expect(gear.find((entry) => entry.name === "Blaster Pistol")?.system.damage).toBe("4D");
  });
});
