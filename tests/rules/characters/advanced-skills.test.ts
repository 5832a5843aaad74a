import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ADVANCED_SKILL_PREREQUISITES,
  DieCodeError,
  RuleArgumentError,
  carryPips,
  parseDieCode,
  prerequisiteRollCode,
  skillCode,
  specializationCode,
} from "../../../src/rules/index.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

const code = parseDieCode;

describe("carryPips: the codes a character pays for are written as the books write them", () => {
  it.each([
    ["4D+3", "5D"],
    ["3D+5", "4D+2"],
    ["0D+3", "1D"],
    ["4D+2", "4D+2"],
    ["3D-1", "3D-1"],
  ])("%s is %s", (given, written) => {
    expect(carryPips(code(given))).toEqual(code(written));
  });

  it("keeps the total and leaves at most two pips", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -2, max: 40 }), (dice, pips) => {
        const carried = carryPips({ dice, pips });
        expect(carried.dice * 3 + carried.pips).toBe(dice * 3 + pips);
        expect(carried.pips).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe("skillCode with the pips carried (the code paid for is the code rolled)", () => {
  it("Dexterity 3D+2 with 1D+1 added to Lightsaber is 5D, not 4D+3", () => {
    expect(skillCode(code("3D+2"), code("1D+1"))).toEqual(code("5D"));
  });

  it("a Blaster 4D+2 with a +1 specialization is 5D", () => {
    expect(specializationCode(code("4D+2"), code("0D+1"))).toEqual(code("5D"));
  });

  it("an advanced skill is its own code: (A) Medicine 1D on Technical 3D is 1D, not 4D", () => {
    expect(skillCode(code("3D"), code("1D"), true)).toEqual(code("1D"));
    expect(skillCode(code("3D"), code("1D"), false)).toEqual(code("4D"));
  });
});

describe("prerequisiteRollCode (R&E: an advanced skill adds to its prerequisite's roll)", () => {
  it("the reference data marks (A) Medicine as built on First Aid 5D", () => {
    expect(ADVANCED_SKILL_PREREQUISITES.medicine).toEqual({ skill: "first-aid", minimum: code("5D") });
  });

  it("First Aid 5D with (A) Medicine 1D+2 rolls 6D+2; (A) Medicine 2D+1 makes it 7D+1 with the pips carried", () => {
    expect(prerequisiteRollCode("first-aid", code("5D"), [{ key: "medicine", advanced: true, code: code("1D+2") }])).toEqual(code("6D+2"));
    expect(prerequisiteRollCode("first-aid", code("5D+2"), [{ key: "medicine", advanced: true, code: code("1D+2") }])).toEqual(code("7D+1"));
  });

  it("adds nothing to another skill, nor from a skill not marked advanced", () => {
    expect(prerequisiteRollCode("blaster", code("4D"), [{ key: "medicine", advanced: true, code: code("2D") }])).toEqual(code("4D"));
    expect(prerequisiteRollCode("first-aid", code("5D"), [{ key: "medicine", advanced: false, code: code("2D") }])).toEqual(code("5D"));
  });

  it("throws only its documented errors on random input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (key, own, skills) => {
        expectOnlyErrors([DieCodeError, RuleArgumentError], () =>
          prerequisiteRollCode(key as never, own as never, (Array.isArray(skills) ? skills : []) as never),
        );
      }),
    );
  });
});
