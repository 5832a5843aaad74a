import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DieCodeError,
  RuleArgumentError,
  addDieCodes,
  checkDieCode,
  checkDieCodeAmount,
  checkRollable,
  compareDieCodes,
  formatDieCode,
  formatModifier,
  isDieCode,
  isSignedDieCode,
  isStatDieCode,
  loseDice,
  minimumRoll,
  parseDieCode,
  scaleDieCode,
} from "../../../src/rules/index.ts";
import { expectArgumentError, expectOnlyDocumentedErrors, expectOnlyErrors } from "../../helpers/errors.ts";

describe("parseDieCode", () => {
  it.each([
    ["4D", 4, 0],
    ["4D+1", 4, 1],
    ["4d+1", 4, 1],
    ["3D-1", 3, -1],
    ["+1D", 1, 0],
    ["-1D", -1, 0],
    ["+2", 0, 2],
    ["-1", 0, -1],
    ["0D+2", 0, 2],
    ["5D + 2", 5, 2],
    [" 3D - 1 ", 3, -1],
    ["+1D+2", 1, 2],
    ["99D+99", 99, 99],
  ])("reads %j as %i dice and %i pips", (text, dice, pips) => {
    expect(parseDieCode(text)).toEqual({ dice, pips });
  });

  it.each(["", "4D+", "D6", "4.5D", "abc", "4", "4D+1D", "100D", "4D+100", "1d6", "--1D", "4D 1"])("rejects %j with a DieCodeError quoting it", (text) => {
    expect(() => parseDieCode(text)).toThrow(DieCodeError);
    expect(() => parseDieCode(text)).toThrow(JSON.stringify(text));
  });

  it("rejects what is not a string", () => {
    expect(() => parseDieCode(4 as unknown as string)).toThrow(DieCodeError);
    expect(() => parseDieCode(null as unknown as string)).toThrow(DieCodeError);
  });

  it("never throws anything but DieCodeError, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expectOnlyErrors([DieCodeError], () => {
          const code = parseDieCode(text);
          expect(Number.isInteger(code.dice) && Number.isInteger(code.pips)).toBe(true);
        });
      }),
    );
  });

  it("reads back every code it formats", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99, max: 99 }), fc.integer({ min: -99, max: 99 }), (dice, pips) => {
        expect(parseDieCode(formatDieCode({ dice, pips }))).toEqual({ dice, pips });
        expect(parseDieCode(formatModifier({ dice, pips }))).toEqual({ dice, pips });
      }),
    );
  });
});

describe("formatDieCode", () => {
  it.each([
    [4, 1, "4D+1"],
    [3, 0, "3D"],
    [3, -1, "3D-1"],
    [0, 2, "0D+2"],
    [-1, 0, "-1D"],
  ])("writes %i dice and %i pips as %s", (dice, pips, text) => {
    expect(formatDieCode({ dice, pips })).toBe(text);
  });

  it("rejects non-integer codes", () => {
    expect(() => formatDieCode({ dice: 1.5, pips: 0 })).toThrow(DieCodeError);
    expect(() => formatDieCode({ dice: NaN, pips: 0 })).toThrow(DieCodeError);
  });

  it("writes modifiers with their sign", () => {
    expect(formatModifier({ dice: 1, pips: 0 })).toBe("+1D");
    expect(formatModifier({ dice: -2, pips: 0 })).toBe("-2D");
    expect(formatModifier({ dice: 0, pips: 2 })).toBe("+2");
    expect(formatModifier({ dice: 0, pips: -1 })).toBe("-1");
    expect(formatModifier({ dice: 2, pips: 2 })).toBe("+2D+2");
  });
});

describe("addDieCodes (Grundregeln: modifiers never convert)", () => {
  it("3D+2 with +1 is 3D+3, not 4D", () => {
    expect(formatDieCode(addDieCodes(parseDieCode("3D+2"), parseDieCode("+1")))).toBe("3D+3");
  });

  it("a Wookiee's Dexterity 2D+2 raised by 2D gives Dodge 4D+2 (Grundregeln)", () => {
    expect(formatDieCode(addDieCodes(parseDieCode("2D+2"), parseDieCode("+2D")))).toBe("4D+2");
  });

  it("adds dice to dice and pips to pips", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer(), fc.integer({ min: -50, max: 50 }), fc.integer(), (a, b, c, d) => {
        const sum = addDieCodes({ dice: a, pips: b }, { dice: c, pips: d });
        expect(sum).toEqual({ dice: a + c, pips: b + d });
        expect(addDieCodes({ dice: c, pips: d }, { dice: a, pips: b })).toEqual(sum);
      }),
    );
  });

  it("rejects malformed codes", () => {
    expect(() => addDieCodes({ dice: 1, pips: 0 }, { dice: 0.5, pips: 0 })).toThrow(DieCodeError);
  });
});

describe("helpers", () => {
  it("isDieCode never throws", () => {
    expect(isDieCode("4D+1")).toBe(true);
    expect(isDieCode("4D+")).toBe(false);
    expect(isDieCode(undefined)).toBe(false);
  });

  it("isStatDieCode takes an amount, never a code below zero", () => {
    for (const stat of ["4D+1", "0D", "0D+2", "2D-1", "1D-1", "12D"]) expect(isStatDieCode(stat), stat).toBe(true);
    for (const other of ["-1D", "-99D-99", "0D-1", "+1D-2", "4D+", 3, null]) expect(isStatDieCode(other), String(other)).toBe(false);
  });

  it("isSignedDieCode finds a modifier's own sign, on die codes only", () => {
    for (const signed of ["+2", "-1", "+1D", " +1D+2", "-0D+1"]) expect(isSignedDieCode(signed), signed).toBe(true);
    for (const other of ["0D+2", "4D-1", "2", "+", "+4D+", 2, null]) expect(isSignedDieCode(other), String(other)).toBe(false);
  });

  it("isStatDieCode agrees with the lowest roll: a stat never rolls below zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), (dice, pips) => {
        const text = formatDieCode({ dice, pips });
        expect(isStatDieCode(text)).toBe(dice >= 0 && dice + pips >= 0);
      }),
    );
  });

  it("a Force point doubles the code: Sense 2D+1 becomes 4D+2", () => {
    expect(formatDieCode(scaleDieCode(parseDieCode("2D+1"), 2))).toBe("4D+2");
  });

  it("the minimum roll of 5D+2 is 7 (Grundregeln: the jump over the ditch)", () => {
    expect(minimumRoll(parseDieCode("5D+2"))).toBe(7);
  });
});

describe("compareDieCodes: more dice first, then pips", () => {
  it.each([
    ["4D", "3D+2", 1],
    ["3D+1", "3D+2", -1],
    ["2D+1", "2D+1", 0],
    ["0D+2", "1D", -1],
  ])("%s against %s", (a, b, sign) => {
    expect(Math.sign(compareDieCodes(parseDieCode(a), parseDieCode(b)))).toBe(sign);
  });

  it("rejects codes that cannot be rolled", () => {
    expect(() => compareDieCodes({ dice: 2, pips: 0 }, { dice: -1, pips: 0 })).toThrow(DieCodeError);
  });
});

describe("loseDice", () => {
  it.each([
    [{ dice: 3, pips: 2 }, 1, { dice: 2, pips: 2 }],
    [{ dice: 1, pips: 0 }, 2, { dice: 0, pips: 0 }],
    [{ dice: 0, pips: 2 }, 1, { dice: 0, pips: 2 }],
  ])("%j losing %iD is %j", (code, dice, expected) => {
    expect(loseDice(code, dice)).toEqual(expected);
  });

  it("rejects negative dice and malformed codes", () => {
    expect(() => loseDice({ dice: 2, pips: 0 }, -1)).toThrow(RuleArgumentError);
    expect(() => loseDice({ dice: 1.5, pips: 0 }, 1)).toThrow(DieCodeError);
  });
});

describe("die code checks", () => {
  it("checkDieCode accepts any integer dice and pips and names the code otherwise", () => {
    expect(() => checkDieCode({ dice: -2, pips: 5 }, "modifier")).not.toThrow();
    expect(() => checkDieCode({ dice: 1.5, pips: 0 }, "modifier")).toThrow(DieCodeError);
    expect(() => checkDieCode(null as never, "modifier")).toThrow(/modifier needs integer dice and pips/);
  });

  it("checkDieCodeAmount also refuses a negative part, naming the argument", () => {
    expect(() => checkDieCodeAmount({ dice: 1, pips: 2 }, "armorPenalty")).not.toThrow();
    expect(() => checkDieCodeAmount({ dice: 1, pips: 0.5 }, "armorPenalty")).toThrow(DieCodeError);
    expectArgumentError(() => checkDieCodeAmount({ dice: 1, pips: -1 }, "armorPenalty"), "armorPenalty");
    expectArgumentError(() => checkDieCodeAmount({ dice: -1, pips: 0 }, "armor.physical"), "armor.physical");
  });

  it.each([
    [{ dice: 0, pips: -3 }, true],
    [{ dice: 99, pips: 2 }, true],
    [{ dice: 100, pips: 0 }, false],
    [{ dice: -1, pips: 0 }, false],
    [{ dice: 2, pips: 0.5 }, false],
  ])("checkRollable %j: %s", (code, rollable) => {
    if (rollable) expect(() => checkRollable(code)).not.toThrow();
    else expect(() => checkRollable(code)).toThrow(DieCodeError);
  });

  it("random input throws nothing but the documented errors", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expectOnlyDocumentedErrors(
          () => checkDieCode(a as never, "code"),
          () => checkDieCodeAmount(a as never, "code"),
          () => checkRollable(a as never),
          () => compareDieCodes(a as never, b as never),
          () => loseDice(a as never, b as never),
        );
      }),
    );
  });
});
