import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleArgumentError, diesOfMortalWound, rollMortalWound } from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("diesOfMortalWound (Grundregeln and Reglas: a 2D roll below the full rounds since the wound kills)", () => {
  it.each([
    [2, 3, true],
    [3, 3, false],
    [4, 3, false],
    [6, 7, true],
    [7, 7, false],
    [2, 0, false],
    [12, 13, true],
  ])("roll %i after %i full rounds: dies %s", (roll, rounds, dies) => {
    expect(diesOfMortalWound(roll, rounds)).toBe(dies);
  });
});

describe("rollMortalWound", () => {
  it("rolls a plain 2D: 1 and 1 after three full rounds is death", () => {
    const check = rollMortalWound(3, fixedFaces(1, 1));
    expect(check.roll.total).toBe(2);
    expect(check.roll.wild).toEqual([]);
    expect(check.dies).toBe(true);
  });

  it("2 and 1 after three full rounds is survival (3 is not below 3)", () => {
    expect(rollMortalWound(3, fixedFaces(2, 1))).toMatchObject({ dies: false, roll: { total: 3 } });
  });

  it("a 6 does not re-roll: no wild die", () => {
    expect(rollMortalWound(12, fixedFaces(6, 5))).toMatchObject({ dies: true, roll: { total: 11, dice: [6, 5] } });
  });
});

describe("argument checks and properties", () => {
  it.each([
    [() => diesOfMortalWound(2.5, 3), "roll"],
    [() => diesOfMortalWound(2, -1), "fullRounds"],
    [() => diesOfMortalWound(2, Number.NaN), "fullRounds"],
    [() => rollMortalWound(1.5, fixedFaces(1, 1)), "fullRounds"],
    [() => rollMortalWound(1, () => 1), "options.random()"],
  ])("rejects bad input naming the argument (%#)", (call, argument) => {
    expect(call).toThrow(RuleArgumentError);
    expect(call).toThrow(argument);
  });

  it("no one dies in the first two full rounds, and everyone after twelve", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat(2), (a, b, rounds) => {
        expect(rollMortalWound(rounds, fixedFaces(a, b)).dies).toBe(false);
        expect(rollMortalWound(13 + rounds, fixedFaces(a, b)).dies).toBe(true);
      }),
    );
  });

  it("dying is monotone: more rounds never save a roll that killed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(30), fc.nat(10), (roll, rounds, more) => {
        if (diesOfMortalWound(roll, rounds)) expect(diesOfMortalWound(roll, rounds + more)).toBe(true);
      }),
    );
  });

  it("random input throws nothing but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expectOnlyErrors([RuleArgumentError], () => expect(typeof diesOfMortalWound(a as number, b as number)).toBe("boolean"));
      }),
    );
  });
});
