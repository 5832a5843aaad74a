import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { craftSkillName, crewRollCode, parseCrewSkills, printedCrewSkill, requireCrewRole } from "../../../src/rules/vehicles/crew-roll.ts";
import { DieCodeError, parseDieCode } from "../../../src/rules/dice/die-code.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";

describe("Grundregeln: the X-wing pilot's evasive roll is piloting + maneuverability", () => {
  it("starship piloting 3D in an X-wing of maneuverability 3D rolls 6D", () => {
    expect(crewRollCode(parseDieCode("3D"), null, parseDieCode("3D"))).toEqual({
      code: { dice: 6, pips: 0 },
      skill: { dice: 3, pips: 0 },
      craft: { dice: 3, pips: 0 },
      source: "crew-member",
    });
  });
});

describe("R&E Rules: the landspeeder's gunner adds the cannon's fire control of 2D", () => {
  it("vehicle blasters 4D+1 + fire control 2D rolls 6D+1, pips never turned into dice", () => {
    expect(crewRollCode(parseDieCode("4D+1"), null, parseDieCode("2D")).code).toEqual({ dice: 6, pips: 1 });
    expect(crewRollCode(parseDieCode("3D+2"), null, parseDieCode("1D+2")).code).toEqual({ dice: 4, pips: 4 });
  });
});

describe("crewRollCode without a character aboard", () => {
  it("rolls the printed crew skill, or the craft's code alone when none is printed", () => {
    expect(crewRollCode(null, parseDieCode("5D"), parseDieCode("3D"))).toMatchObject({ code: { dice: 8, pips: 0 }, source: "printed-crew" });
    expect(crewRollCode(null, null, parseDieCode("2D"))).toMatchObject({ code: { dice: 2, pips: 0 }, source: "none" });
  });

  it("prefers the crew member over the printed crew", () => {
    expect(crewRollCode(parseDieCode("2D"), parseDieCode("5D"), parseDieCode("1D")).source).toBe("crew-member");
  });

  it("adds any two rollable codes dice to dice and pips to pips", () => {
    const code = fc.record({ dice: fc.integer({ min: 0, max: 40 }), pips: fc.integer({ min: 0, max: 2 }) });
    fc.assert(
      fc.property(code, code, (skill, craft) => {
        expect(crewRollCode(skill, null, craft).code).toEqual({ dice: skill.dice + craft.dice, pips: skill.pips + craft.pips });
      }),
    );
  });

  it("rejects a code that cannot be rolled", () => {
    expect(() => crewRollCode({ dice: -1, pips: 0 }, null, parseDieCode("1D"))).toThrow(DieCodeError);
    expect(() => crewRollCode(null, null, { dice: 1.5, pips: 0 })).toThrow(DieCodeError);
  });
});

describe("printed crew skills", () => {
  // starships.json, X-Wing: "Starfighter piloting 5D, starship gunnery 4D+2, starship shields 3D".
  const xwing = parseCrewSkills("Starfighter piloting 5D, starship gunnery 4D+2, starship shields 3D");

  it("reads the stat block's crew skill line", () => {
    expect(xwing).toEqual([
      { name: "Starfighter piloting", code: "5D" },
      { name: "starship gunnery", code: "4D+2" },
      { name: "starship shields", code: "3D" },
    ]);
    expect(parseCrewSkills("Varies widely")).toEqual([]);
    expect(parseCrewSkills("")).toEqual([]);
  });

  it("finds a skill by its name before the colon, ignoring case", () => {
    expect(printedCrewSkill(xwing, "Starfighter piloting: X-wing")).toEqual({ dice: 5, pips: 0 });
    expect(printedCrewSkill(xwing, "Starship Gunnery")).toEqual({ dice: 4, pips: 2 });
    expect(printedCrewSkill(xwing, "Capital ship gunnery")).toBeNull();
  });

  it("prefers a skill printed with the same specialization", () => {
    const skills = parseCrewSkills("repulsorlift operation 2D, repulsorlift operation: cloud car 3D");
    expect(printedCrewSkill(skills, "Repulsorlift operation: cloud car")).toEqual({ dice: 3, pips: 0 });
  });

  it("splits names into skill, specialization and key", () => {
    expect(craftSkillName("Starfighter  Piloting: X-wing")).toEqual({ base: "starfighter piloting", specialization: "x-wing", key: "starfighter-piloting" });
    expect(() => craftSkillName(":")).toThrow(RuleArgumentError);
  });

  it("knows the crew roles", () => {
    expect(requireCrewRole("gunner")).toBe("gunner");
    expect(() => requireCrewRole("captain")).toThrow(RuleArgumentError);
  });
});
