import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DieCodeError,
  RuleArgumentError,
  addDieCodes,
  hasDiceToRoll,
  multipleActionPenalty,
  parseDieCode,
  rollCode,
  skillCode,
} from "../../../src/rules/index.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

const code = parseDieCode;

describe("skillCode (Grundregeln)", () => {
  it("the Wookiee's Dexterity 2D+2 with Dodge raised by 2D: Dodge 4D+2", () => {
    expect(skillCode(code("2D+2"), code("2D"))).toEqual(code("4D+2"));
  });

  it("the Wookiee's Grenade, not raised, is Dexterity's 2D+2", () => {
    expect(skillCode(code("2D+2"), code("0D"))).toEqual(code("2D+2"));
  });

  it("the Failed Jedi's Force skills have no attribute: Control listed 1D + 2D is 3D, Sense 1D + 1D is 2D", () => {
    expect(skillCode(null, addDieCodes(code("1D"), code("2D")))).toEqual(code("3D"));
    expect(skillCode(null, addDieCodes(code("1D"), code("1D")))).toEqual(code("2D"));
  });

  it("carries a skill's own pips into dice, as the code Advance mode charged for; a modifier at the roll is never carried (Grundregeln: 3D+2 with +1 is 3D+3)", () => {
    expect(skillCode(code("3D+2"), code("+1"))).toEqual(code("4D"));
    expect(rollCode(code("3D+2"), { modifier: code("+1") })).toEqual(code("3D+3"));
  });

  it("rejects a malformed code", () => {
    expect(() => skillCode(code("3D"), { dice: 1.5, pips: 0 })).toThrow(DieCodeError);
  });
});

describe("rollCode", () => {
  it("Grundregeln: Anla's Blaster 5D+2 with three declared shots rolls 3D+2", () => {
    const penalty = multipleActionPenalty(["action", "action", "action"]);
    expect(rollCode(code("5D+2"), { multipleActionPenalty: penalty })).toEqual(code("3D+2"));
  });

  it("Reglas: Blaster 3D+1 after a round of aiming rolls 4D+1", () => {
    expect(rollCode(code("3D+1"), { modifier: code("+1D") })).toEqual(code("4D+1"));
  });

  it("sums wound, action and armor penalties with the modifier before making the code rollable", () => {
    expect(rollCode(code("4D+1"), { woundPenalty: 1, multipleActionPenalty: 1, armorPenalty: code("1D+1"), modifier: code("+1D") })).toEqual(code("2D"));
    expect(rollCode(code("1D"), { multipleActionPenalty: 2, modifier: code("+1D") })).toEqual(code("0D"));
  });

  it.each([
    ["1D+2", 2, "0D+2"],
    ["1D", 2, "0D"],
    ["3D-1", 3, "0D"],
    ["3D-1", 2, "1D-1"],
    ["0D+2", 1, "0D+2"],
    ["2D", 0, "2D"],
  ])("%s with -%iD rolls %s: dice stop at 0, a die is never broken into pips", (base, penalty, expected) => {
    expect(rollCode(code(base), { woundPenalty: penalty })).toEqual(code(expected));
  });

  it("no modifiers: the base code", () => {
    expect(rollCode(code("3D+1"))).toEqual(code("3D+1"));
  });

  it.each([
    [() => rollCode(code("3D"), { woundPenalty: -1 }), RuleArgumentError],
    [() => rollCode(code("3D"), { multipleActionPenalty: 0.5 }), RuleArgumentError],
    [() => rollCode(code("3D"), { armorPenalty: code("-1D") }), RuleArgumentError],
    [() => rollCode(code("3D"), { armorPenalty: { dice: 1, pips: Number.NaN } }), DieCodeError],
    [() => rollCode(code("3D"), { modifier: { dice: 0.5, pips: 0 } }), DieCodeError],
    [() => rollCode({ dice: "3" as never, pips: 0 }), DieCodeError],
  ])("rejects bad input (%#)", (call, error) => {
    expect(call).toThrow(error);
  });
});

describe("properties", () => {
  const small = fc.integer({ min: -10, max: 10 });
  const amount = fc.record({ dice: fc.nat(3), pips: fc.nat(2) });

  it("the code rolled never has negative dice, nor negative pips without dice, and equals the plain sum when that is rollable", () => {
    fc.assert(
      fc.property(fc.nat(10), small, fc.nat(4), fc.nat(4), amount, small, small, (d, p, wound, actions, armor, md, mp) => {
        const result = rollCode(
          { dice: d, pips: p },
          { woundPenalty: wound, multipleActionPenalty: actions, armorPenalty: armor, modifier: { dice: md, pips: mp } },
        );
        expect(result.dice).toBeGreaterThanOrEqual(0);
        if (result.dice === 0) expect(result.pips).toBeGreaterThanOrEqual(0);
        const sum = { dice: d - wound - actions - armor.dice + md, pips: p - armor.pips + mp };
        if (sum.dice > 0) expect(result).toEqual(sum);
      }),
    );
  });

  it("more penalty never gives a bigger code", () => {
    fc.assert(
      fc.property(fc.nat(10), fc.nat(3), fc.nat(5), fc.nat(3), (d, p, penalty, more) => {
        const a = rollCode({ dice: d, pips: p }, { woundPenalty: penalty });
        const b = rollCode({ dice: d, pips: p }, { woundPenalty: penalty + more });
        expect(b.dice < a.dice || (b.dice === a.dice && b.pips <= a.pips)).toBe(true);
      }),
    );
  });

  it("random input throws nothing but DieCodeError or RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expectOnlyDocumentedErrors(
          () => rollCode(a as never, b as never),
          () => skillCode(a as never, b as never),
        );
      }),
    );
  });
});

describe("hasDiceToRoll: a code reduced to 0D cannot be rolled", () => {
  it.each([
    ["1D+2 with -2D leaves 0D+2", { dice: 1, pips: 2 }, { woundPenalty: 1, multipleActionPenalty: 1 }, false],
    ["3D-1 with -3D leaves 0D", { dice: 3, pips: -1 }, { multipleActionPenalty: 3 }, false],
    ["4D+2 with -3D leaves 1D+2", { dice: 4, pips: 2 }, { woundPenalty: 1, multipleActionPenalty: 2 }, true],
  ] as const)("%s", (_, base, modifiers, rollable) => {
    expect(hasDiceToRoll(rollCode(base, modifiers))).toBe(rollable);
  });

  it("rejects a malformed code", () => {
    expect(() => hasDiceToRoll({ dice: 1.5, pips: 0 })).toThrow(DieCodeError);
  });
});
