import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DieCodeError,
  MISHAPS,
  type Mishap,
  automaticResult,
  parseDieCode,
  rollDieCode,
  rollTotalBounds,
  successProbability,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

describe("automaticResult: Grundregeln, the jump over the ditch", () => {
  it("Climbing/Jumping 5D+2 against 5: the lowest roll is 7, an automatic success", () => {
    expect(automaticResult(parseDieCode("5D+2"), 5, { wildDie: false })).toBe("success");
  });

  it("in rounds the character still rolls for the order; even all ones make 7", () => {
    const roll = rollDieCode(parseDieCode("5D+2"), { wildDie: false, random: fixedFaces(1, 1, 1, 1, 1) });
    expect(roll.total).toBe(7);
  });

  it("with the wild die and a mishap that counts, the jump is still automatic", () => {
    expect(automaticResult(parseDieCode("5D+2"), 5, { wildDie: true, mishap: "count" })).toBe("success");
    expect(automaticResult(parseDieCode("5D+2"), 7, { wildDie: true, mishap: "complication" })).toBe("success");
  });

  it("remove-highest lowers the lowest roll to 5: still automatic against 5, not against 6", () => {
    const worst = rollDieCode(parseDieCode("5D+2"), {
      wildDie: true,
      mishap: "remove-highest",
      random: fixedFaces(1, 1, 1, 1, 1),
    });
    expect(worst.total).toBe(5);
    expect(automaticResult(parseDieCode("5D+2"), 5, { wildDie: true, mishap: "remove-highest" })).toBe("success");
    expect(automaticResult(parseDieCode("5D+2"), 6, { wildDie: true, mishap: "remove-highest" })).toBeNull();
  });
});

describe("automaticResult", () => {
  it.each([
    ["2D", 2, false, "count", "success"],
    ["2D", 3, false, "count", null],
    ["2D", 12, false, "count", null],
    ["2D", 13, false, "count", "failure"],
    // The wild die has no highest roll.
    ["2D", 13, true, "count", null],
    ["2D", 500, true, "count", null],
    ["2D", 0, true, "remove-highest", "success"],
    ["2D", 1, true, "remove-highest", null],
    // A 1D code's mishap leaves only the pips.
    ["1D+3", 3, true, "remove-highest", "success"],
    ["1D+3", 4, true, "remove-highest", null],
    ["1D+3", 4, true, "count", "success"],
    ["0D+2", 2, true, "count", "success"],
    ["0D+2", 3, true, "count", "failure"],
    ["0D+2", 3, false, "count", "failure"],
    ["3D-1", 2, false, "count", "success"],
    ["3D-1", 17, false, "count", null],
    ["3D-1", 17.5, false, "count", "failure"],
  ] as [string, number, boolean, Mishap, string | null][])("%s against %d, wild die %s, mishap %s: %s", (code, difficulty, wildDie, mishap, expected) => {
    expect(automaticResult(parseDieCode(code), difficulty, { wildDie, mishap })).toBe(expected);
  });

  it("agrees with successProbability: automatic success is certain, automatic failure impossible, a roll is neither", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: -5, max: 5 }),
        fc.boolean(),
        fc.constantFrom(...MISHAPS),
        fc.integer({ min: -10, max: 70 }),
        (dice, pips, wildDie, mishap, difficulty) => {
          const p = successProbability({ dice, pips }, difficulty, { wildDie, mishap });
          const result = automaticResult({ dice, pips }, difficulty, { wildDie, mishap });
          if (result === "success") expect(p).toBe(1);
          else if (result === "failure") expect(p).toBe(0);
          else expect(p > 0 && p < 1).toBe(true);
        },
      ),
    );
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(
        fc.record({ dice: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double()), pips: fc.integer() }),
        fc.oneof(fc.double(), fc.integer()),
        fc.record({
          wildDie: fc.oneof(fc.boolean(), fc.constant(1)),
          mishap: fc.constantFrom("count", "remove-highest", "bogus", undefined),
        }),
        (code, difficulty, options) => {
          expectOnlyDocumentedErrors(() => automaticResult(code, difficulty, options as never));
        },
      ),
    );
  });

  it("names the bad argument", () => {
    expect(() => automaticResult({ dice: 2, pips: 0 }, NaN, { wildDie: true })).toThrow(/difficulty/);
    expect(() => automaticResult({ dice: 2, pips: 0 }, 5, { wildDie: "no" as never })).toThrow(/options.wildDie/);
    expect(() => automaticResult({ dice: 2, pips: 0 }, 5, { wildDie: true, mishap: "x" as never })).toThrow(/options.mishap/);
    expect(() => automaticResult({ dice: -1, pips: 0 }, 5, { wildDie: true })).toThrow(DieCodeError);
  });
});

describe("rollTotalBounds", () => {
  it.each([
    ["4D+1", false, "count", 5, 25],
    ["4D+1", true, "count", 5, null],
    ["4D+1", true, "remove-highest", 3, null],
    ["1D", true, "remove-highest", 0, null],
    ["0D-2", true, "remove-highest", -2, -2],
    ["0D", false, "count", 0, 0],
  ] as [string, boolean, Mishap, number, number | null][])("%s, wild die %s, mishap %s: %i to %s", (code, wildDie, mishap, lowest, highest) => {
    expect(rollTotalBounds(parseDieCode(code), { wildDie, mishap })).toEqual({ lowest, highest });
  });

  it("bounds every roll of rollDieCode", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: -5, max: 5 }),
        fc.boolean(),
        fc.constantFrom(...MISHAPS),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (dice, pips, wildDie, mishap, draws) => {
          let i = 0;
          const { total } = rollDieCode({ dice, pips }, { wildDie, mishap, random: () => draws[i++ % draws.length] });
          const { lowest, highest } = rollTotalBounds({ dice, pips }, { wildDie, mishap });
          expect(total).toBeGreaterThanOrEqual(lowest);
          if (highest !== null) expect(total).toBeLessThanOrEqual(highest);
        },
      ),
    );
  });
});
