import { beforeAll, describe, expect, it } from "vitest";
import { forcePowerDifficulty, forcePowerRules, type StoredForcePower } from "../../../src/data/item/force-power-rules.ts";
import { DIFFICULTY_LEVELS, FORCE_SKILLS, KEEP_UP_MODES, powerDifficultyNumber } from "../../../src/rules/index.ts";
import { ArrayField, BooleanField, HTMLField, NumberField, SchemaField, loadSystemSchemas, type SystemSchemas } from "../../helpers/schema-stand-in.ts";

let schemas: SystemSchemas;
beforeAll(async () => {
  schemas = await loadSystemSchemas();
});

const skill = (used: boolean, level = "") => ({
  used,
  printed: used ? "Moderate." : "",
  level,
  levels: [] as { level: string; when: string }[],
  modifiers: [] as { value: number; when: string; each: boolean }[],
  opposed: false,
  proximity: false,
  relationship: false,
});

const validPower = () => ({
  difficulty: { control: skill(true, "moderate"), sense: skill(true, "easy"), alter: skill(false) },
  requiredPowers: ["Control Pain"],
  timeToUse: "One minute",
  keptUp: "may",
  darkSide: false,
  darkSidePoints: 1,
  effect: "<p>An effect.</p>",
  source: "REUP",
});

describe("the force-power data model", () => {
  it("has a difficulty per Force skill, each with its printed text and readings", () => {
    const fields = schemas["force-power"].fields;
    expect(Object.keys(fields).sort()).toEqual(
      ["darkSide", "darkSidePoints", "difficulty", "effect", "keptUp", "requiredPowers", "source", "timeToUse"].sort(),
    );
    const difficulty = fields.difficulty as SchemaField;
    expect(Object.keys(difficulty.fields)).toEqual([...FORCE_SKILLS]);
    const control = difficulty.fields.control as SchemaField;
    expect(Object.keys(control.fields)).toEqual(["used", "printed", "level", "levels", "modifiers", "opposed", "proximity", "relationship"]);
    expect(control.fields.level.options.choices).toEqual(["", ...DIFFICULTY_LEVELS]);
    expect(control.fields.used).toBeInstanceOf(BooleanField);
    expect(((control.fields.modifiers as ArrayField).element as SchemaField).fields.value).toBeInstanceOf(NumberField);
    expect(fields.keptUp.options.choices).toEqual([...KEEP_UP_MODES]);
    expect(fields.effect).toBeInstanceOf(HTMLField);
    expect(fields.darkSidePoints.options).toMatchObject({ integer: true, min: 1 });
  });

  it("accepts a complete power", () => {
    expect(schemas.validate("force-power", validPower())).toEqual([]);
  });

  it.each([
    [
      "an unknown level",
      (p: ReturnType<typeof validPower>) => (p.difficulty.control.level = "tough"),
      "system.difficulty.control.level: is not one of the choices",
    ],
    [
      "a kept-up mode that is not no/may/must",
      (p: ReturnType<typeof validPower>) => Object.assign(p, { keptUp: "yes" }),
      "system.keptUp: is not one of the choices",
    ],
    ["no Dark Side points", (p: ReturnType<typeof validPower>) => (p.darkSidePoints = 0), "system.darkSidePoints: is below 1"],
    [
      "a fractional modifier",
      (p: ReturnType<typeof validPower>) => p.difficulty.sense.modifiers.push({ value: 2.5, when: "x", each: false }),
      "system.difficulty.sense.modifiers.0.value: is not an integer",
    ],
    [
      "a level row without its circumstance",
      (p: ReturnType<typeof validPower>) => p.difficulty.sense.levels.push({ level: "easy", when: "" }),
      "system.difficulty.sense.levels.0.when: is blank",
    ],
    ["a blank required power", (p: ReturnType<typeof validPower>) => p.requiredPowers.push(""), "system.requiredPowers.1: is blank"],
    ["a skill missing", (p: ReturnType<typeof validPower>) => delete (p.difficulty as Partial<typeof p.difficulty>).alter, "system.difficulty.alter: missing"],
  ])("rejects a power with %s", (_, change, problem) => {
    const power = validPower();
    change(power);
    expect(schemas.validate("force-power", power)).toContainEqual(expect.stringContaining(problem));
  });
});

describe("reading a stored power for the rules engine", () => {
  const stored = validPower() as unknown as StoredForcePower;

  it("rolls the skills marked used, in the order control, sense, alter", () => {
    expect(forcePowerRules(stored)).toEqual({ skills: ["control", "sense"], keptUp: "may", darkSidePoints: 0 });
  });

  it("gives Dark Side points only for a dark-side power", () => {
    expect(forcePowerRules({ ...stored, darkSide: true, darkSidePoints: 2 }).darkSidePoints).toBe(2);
    expect(forcePowerRules({ ...stored, darkSide: false, darkSidePoints: 2 }).darkSidePoints).toBe(0);
  });

  it("hands one skill's difficulty to powerDifficultyNumber", () => {
    expect(forcePowerDifficulty(stored, "sense")).toEqual({ level: "easy", levels: [], modifiers: [], opposed: false });
    expect(powerDifficultyNumber(forcePowerDifficulty(stored, "control"), {}, "first")).toBe(15);
  });
});
