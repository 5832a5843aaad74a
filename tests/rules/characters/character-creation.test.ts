import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DieCodeError, RuleArgumentError, checkCreationSkillDice, parseDieCode } from "../../../src/rules/index.ts";

const choice = (skill: string, added: string, unlistedForceSkill = false) => ({ skill, added: parseDieCode(added), unlistedForceSkill });

describe("checkCreationSkillDice (Grundregeln: 7D over the skills, at most 2D each)", () => {
  it("the Wookiee adds 2D to Dodge: 4D+2 over Dexterity 2D+2, 5D left", () => {
    expect(checkCreationSkillDice([choice("Dodge", "2D")])).toEqual({ spentPips: 6, remainingPips: 15, problems: [] });
  });

  it("the Failed Jedi adds 2D to Control and 1D to Sense; Alter may not be raised", () => {
    expect(checkCreationSkillDice([choice("Control", "2D"), choice("Sense", "1D")]).problems).toEqual([]);
    expect(checkCreationSkillDice([choice("Alter", "1D", true)]).problems).toEqual([{ kind: "unlisted-force-skill", skill: "Alter" }]);
  });

  it("spends exactly 7D, with pips counting a third of a die", () => {
    const check = checkCreationSkillDice([choice("Blaster", "2D"), choice("Dodge", "2D"), choice("Con", "1D+2"), choice("Sneak", "1D+1")]);
    expect(check).toEqual({ spentPips: 21, remainingPips: 0, problems: [] });
  });

  it("refuses more than 7D in all and more than 2D on one skill", () => {
    expect(checkCreationSkillDice([choice("Blaster", "2D+1")]).problems).toEqual([{ kind: "too-many-on-skill", skill: "Blaster" }]);
    const over = checkCreationSkillDice(["A", "B", "C", "D"].map((s) => choice(s, "2D")));
    expect(over.remainingPips).toBe(-3);
    expect(over.problems).toEqual([{ kind: "too-many-dice" }]);
  });

  it("refuses negative additions", () => {
    expect(checkCreationSkillDice([choice("Blaster", "-1D")]).problems).toEqual([{ kind: "negative", skill: "Blaster" }]);
  });

  it("rejects what is not a list of choices with integer codes", () => {
    expect(() => checkCreationSkillDice("2D" as never)).toThrow(RuleArgumentError);
    expect(() => checkCreationSkillDice([{ skill: "X", added: { dice: 0.5, pips: 0 } }])).toThrow(DieCodeError);
  });

  it("is legal exactly when at most 21 pips are spent and no skill gets more than 6", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 10 }), (pips) => {
        const check = checkCreationSkillDice(pips.map((p, i) => ({ skill: `s${i}`, added: { dice: Math.floor(p / 3), pips: p % 3 } })));
        const sum = pips.reduce((a, b) => a + b, 0);
        expect(check.spentPips).toBe(sum);
        expect(check.problems.length === 0).toBe(sum <= 21 && pips.every((p) => p <= 6));
      }),
    );
  });
});
