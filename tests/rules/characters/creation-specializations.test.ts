import { describe, expect, it } from "vitest";
import { RuleArgumentError, SPECIALIZATION_DICE_PER_SKILL_DIE, skillDiceForSpecializations, specializationPipsFree } from "../../../src/rules/index.ts";

describe("specializations at creation (R&E: 1D of skill dice buys 3D of specializations)", () => {
  it("trades whole skill dice: nothing for nothing, 1D for up to 3D, 2D for 3D+1", () => {
    expect(SPECIALIZATION_DICE_PER_SKILL_DIE).toBe(3);
    expect(skillDiceForSpecializations(0)).toBe(0);
    expect(skillDiceForSpecializations(1)).toBe(1);
    expect(skillDiceForSpecializations(9)).toBe(1);
    expect(skillDiceForSpecializations(10)).toBe(2);
  });

  it("counts the specialization pips still free in the traded dice", () => {
    expect(specializationPipsFree(0)).toBe(0);
    expect(specializationPipsFree(7)).toBe(2);
    expect(specializationPipsFree(9)).toBe(0);
  });

  it("rejects pips that are negative or not whole", () => {
    expect(() => skillDiceForSpecializations(-1)).toThrow(RuleArgumentError);
    expect(() => skillDiceForSpecializations(0.5)).toThrow(RuleArgumentError);
  });
});
