import { describe, expect, expectTypeOf, it } from "vitest";
import * as rules from "../../../src/rules/index.ts";
import { type AdvanceKind, DieCodeError, RuleArgumentError, type DieCode, parseDieCode } from "../../../src/rules/index.ts";

const { advancementCost, newSkillCost, trainingDays } = rules;
const code = (text: string): DieCode => parseDieCode(text);

describe("advancementCost (R&E Rules Upgrade, tables.json advancement)", () => {
  it("keeps the contract's signature", () => {
    expectTypeOf(advancementCost).toEqualTypeOf<(kind: AdvanceKind, current: DieCode, options?: { teacher?: boolean }) => number>();
    expectTypeOf(newSkillCost).toEqualTypeOf<(kind: "force-skill" | "advanced-skill") => number>();
    expectTypeOf<AdvanceKind>().toEqualTypeOf<"skill" | "specialization" | "advanced-skill" | "attribute" | "force-skill">();
  });

  it.each([
    ["skill", "4D+2", 4],
    ["skill", "4D", 4],
    ["skill", "1D", 1],
    ["specialization", "5D", 3],
    ["specialization", "4D+1", 2],
    ["specialization", "7D+2", 4],
    ["advanced-skill", "2D+1", 4],
    ["attribute", "3D", 30],
    ["attribute", "2D+2", 20],
    ["force-skill", "2D", 2],
  ] as const)("raising a %s at %s one pip costs %i", (kind, current, cost) => {
    expect(advancementCost(kind, code(current))).toBe(cost);
  });

  it("doubles a Force skill's cost without a teacher, and only a Force skill's", () => {
    expect(advancementCost("force-skill", code("3D+1"), { teacher: false })).toBe(6);
    expect(advancementCost("force-skill", code("3D+1"), { teacher: true })).toBe(3);
    expect(advancementCost("force-skill", code("3D+1"), {})).toBe(3);
    expect(advancementCost("skill", code("3D+1"), { teacher: false })).toBe(3);
    expect(advancementCost("attribute", code("3D+1"), { teacher: false })).toBe(30);
  });

  it("learning a new Force skill costs 10, an advanced skill at 1D twice its 1D: 2", () => {
    expect(newSkillCost("force-skill")).toBe(10);
    expect(newSkillCost("advanced-skill")).toBe(2);
    expect(newSkillCost("advanced-skill")).toBe(advancementCost("advanced-skill", code("1D")));
    expect(() => newSkillCost("skill" as never)).toThrow(RuleArgumentError);
  });

  it("rejects an unknown kind, a malformed or negative code and a teacher that is not a boolean", () => {
    expect(() => advancementCost("language" as never, code("3D"))).toThrow(RuleArgumentError);
    expect(() => advancementCost("skill", { dice: 1.5, pips: 0 })).toThrow(DieCodeError);
    expect(() => advancementCost("skill", null as never)).toThrow(DieCodeError);
    expect(() => advancementCost("skill", "4D+x" as never)).toThrow(DieCodeError);
    expect(() => advancementCost("skill", { dice: -1, pips: 0 })).toThrow(DieCodeError);
    expect(() => advancementCost("force-skill", code("2D"), { teacher: "yes" as never })).toThrow(RuleArgumentError);
  });

  it("reads a code as the sheet stores it", () => {
    expect(advancementCost("skill", "5D+1" as never)).toBe(5);
  });
});

describe("trainingDays (R&E Rules Upgrade)", () => {
  it("costs no time for a skill used in the last adventure, else a day per point, two alone", () => {
    expect(trainingDays("skill", 4, { usedLastAdventure: true })).toBe(0);
    expect(trainingDays("skill", 4)).toBe(4);
    expect(trainingDays("specialization", 3, { teacher: false })).toBe(6);
  });

  it("trains advanced skills and attributes in weeks, attributes even when used", () => {
    expect(trainingDays("advanced-skill", 4)).toBe(28);
    expect(trainingDays("advanced-skill", 4, { usedLastAdventure: true })).toBe(0);
    expect(trainingDays("attribute", 30, { usedLastAdventure: true })).toBe(210);
    expect(trainingDays("attribute", 30, { teacher: false })).toBe(420);
  });

  it("trains Force skills a day per point with a teacher, two without", () => {
    expect(trainingDays("force-skill", 2)).toBe(2);
    expect(trainingDays("force-skill", 4, { teacher: false })).toBe(8);
  });

  it("rejects a cost that is not a whole number of points", () => {
    expect(() => trainingDays("skill", -1)).toThrow(RuleArgumentError);
    expect(() => trainingDays("skill", 1.5)).toThrow(RuleArgumentError);
    expect(() => trainingDays("cooking" as never, 1)).toThrow(RuleArgumentError);
  });
});
