import { beforeAll, describe, expect, it, vi } from "vitest";
import { ATTRIBUTE_KEYS, SKILL_ATTRIBUTE_KEYS } from "../../src/constants.ts";
import { ArrayField, SchemaField, StringField, loadSystemSchemas, type SystemSchemas } from "../helpers/schema-stand-in.ts";

let schemas: SystemSchemas;
beforeAll(async () => {
  schemas = await loadSystemSchemas();
});

const validSkill = () => ({
  key: "blaster",
  attribute: "dex",
  bonus: "0D",
  advanced: false,
  specializations: [{ name: "Blaster pistol", bonus: "1D" }],
  description: "<p>Attribute: Dexterity.</p>",
  source: "Grundregeln",
});

const validTemplate = () => ({
  species: "Human",
  attributes: { dex: "3D", kno: "2D", mec: "4D", per: "3D", str: "3D", tec: "3D" },
  skills: [{ name: "Blaster", key: "blaster", attribute: "dex" }],
  forceSkills: [{ name: "Control", key: "control", code: "1D" }],
  move: 10,
  forcePoints: 1,
  characterPoints: 5,
  darkSidePoints: 0,
  forceSensitive: false,
  specialAbilities: "",
  equipment: ["medpac"],
  credits: 1000,
  description: "",
  source: "R&E",
});

/** A copy of `entry` with one change made to it. */
function changed<T>(entry: T, change: (copy: T) => void): T {
  const copy = structuredClone(entry);
  change(copy);
  return copy;
}

describe("the schema stand-in builds the models' real schemas", () => {
  it("records the skill's fields, their classes and options", () => {
    expect(Object.keys(schemas.skill.fields).sort()).toEqual(["advanced", "attribute", "bonus", "description", "key", "source", "specializations"].sort());
    expect(schemas.skill.fields.attribute.options.choices).toEqual([...SKILL_ATTRIBUTE_KEYS]);
    expect(schemas.skill.fields.specializations).toBeInstanceOf(ArrayField);
    expect((schemas.skill.fields.specializations as ArrayField).element).toBeInstanceOf(SchemaField);
  });

  it("records the template's attributes as die-code fields (subclasses of StringField)", () => {
    const attributes = schemas.template.fields.attributes as SchemaField;
    expect(Object.keys(attributes.fields)).toEqual([...ATTRIBUTE_KEYS]);
    for (const field of Object.values(attributes.fields)) {
      expect(field).toBeInstanceOf(StringField);
      expect(field.constructor.name).toBe("DieCodeField");
    }
    expect(schemas.template.fields.move.options).toMatchObject({ integer: true, min: 0, required: true });
  });
});

describe("the validator", () => {
  it("accepts a complete skill and a complete template", () => {
    expect(schemas.validate("skill", validSkill())).toEqual([]);
    expect(schemas.validate("template", validTemplate())).toEqual([]);
  });

  it.each([
    ["an unknown key", changed(validSkill(), (s) => Object.assign(s, { rank: 2 })), "system.rank: not in the schema"],
    ["a missing required key", changed(validSkill(), (s) => delete (s as Partial<typeof s>).bonus), "system.bonus: missing"],
    ["a boolean given as text", changed(validSkill(), (s) => Object.assign(s, { advanced: "yes" })), "system.advanced: is not a boolean"],
    ["an attribute outside the choices", changed(validSkill(), (s) => Object.assign(s, { attribute: "luck" })), "system.attribute: is not one of the choices"],
    ["a blank attribute", changed(validSkill(), (s) => Object.assign(s, { attribute: "" })), "system.attribute: is blank"],
    ["a lower-case die code", changed(validSkill(), (s) => Object.assign(s, { bonus: "4d+1" })), "system.bonus: is not a canonical die code"],
    ["a bare number as die code", changed(validSkill(), (s) => Object.assign(s, { bonus: "4" })), 'system.bonus: "4" is not a die code'],
    ["a die code as number", changed(validSkill(), (s) => Object.assign(s, { bonus: 4 })), 'system.bonus: "4" is not a die code'],
    [
      "an unknown key inside an array entry",
      changed(validSkill(), (s) => Object.assign(s.specializations[0], { rank: 1 })),
      "system.specializations.0.rank: not in the schema",
    ],
    [
      "a non-canonical code inside an array entry",
      changed(validSkill(), (s) => (s.specializations[0].bonus = "+1d")),
      "system.specializations.0.bonus: is not a canonical die code",
    ],
    ["text with surrounding spaces", changed(validSkill(), (s) => (s.source = " Grundregeln")), "system.source: has surrounding spaces"],
    ["null in a non-nullable field", changed(validSkill(), (s) => Object.assign(s, { description: null })), "system.description: missing"],
  ])("rejects a skill with %s", (_, entry, problem) => {
    expect(schemas.validate("skill", entry)).toContainEqual(expect.stringContaining(problem));
  });

  it.each([
    ["a missing attribute", changed(validTemplate(), (t) => delete (t.attributes as Partial<typeof t.attributes>).tec), "system.attributes.tec: missing"],
    ["a non-canonical attribute code", changed(validTemplate(), (t) => (t.attributes.dex = "3D+0")), "system.attributes.dex: is not a canonical die code"],
    ["a fractional Move", changed(validTemplate(), (t) => (t.move = 10.5)), "system.move: is not an integer"],
    ["negative credits", changed(validTemplate(), (t) => (t.credits = -1)), "system.credits: is below 0"],
    ["a number given as text", changed(validTemplate(), (t) => Object.assign(t, { forcePoints: "1" })), "system.forcePoints: is not a number"],
    ["a skill under the Force", changed(validTemplate(), (t) => (t.skills[0].attribute = "force")), "system.skills.0.attribute: is not one of the choices"],
    ["a skill without a name", changed(validTemplate(), (t) => (t.skills[0].name = "")), "system.skills.0.name: is blank"],
    ["a blank equipment line", changed(validTemplate(), (t) => t.equipment.push("")), "system.equipment.1: is blank"],
    ["a Force skill code that is not a die code", changed(validTemplate(), (t) => (t.forceSkills[0].code = "one")), "system.forceSkills.0.code"],
    ["skills given as an object", changed(validTemplate(), (t) => Object.assign(t, { skills: {} })), "system.skills: is not an array"],
  ])("rejects a template with %s", (_, entry, problem) => {
    expect(schemas.validate("template", entry)).toContainEqual(expect.stringContaining(problem));
  });

  it("reports a skill given to the template check", () => {
    expect(schemas.validate("template", validSkill()).length).toBeGreaterThan(5);
  });
});

describe("DieCodeField cleaning", () => {
  it("writes the canonical code and passes every argument core gives on to StringField (v14 adds a third)", () => {
    const field = (schemas.template.fields.attributes as SchemaField).fields.dex as StringField;
    const spy = vi.spyOn(StringField.prototype, "_cleanType");
    try {
      const options = { partial: true };
      const state = { source: {} };
      expect(field._cleanType(" 4d + 1 ", options, state)).toBe("4D+1");
      expect(spy).toHaveBeenCalledWith(" 4d + 1 ", options, state);
    } finally {
      spy.mockRestore();
    }
  });
});
