import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleArgumentError, fallingDamage } from "../../../src/rules/index.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("fallingDamage (R&E Rules)", () => {
  it.each([
    [0, null],
    [2, null],
    [2.9, null],
    [3, 2],
    [6, 2],
    [6.5, 2],
    [7, 3],
    [12, 3],
    [12.99, 3],
    [13, 4],
    [18, 4],
    [19, 5],
    [30, 5],
    [30.5, 5],
    [31, 7],
    [50, 7],
    [50.5, 7],
    [51, 9],
    [1000, 9],
  ])("a fall of %d m does %s dice", (meters, dice) => {
    expect(fallingDamage(meters)).toEqual(dice === null ? null : { dice, pips: 0 });
  });

  it.each([Number.NaN, -1, -0.1, Number.POSITIVE_INFINITY, "10" as never])("rejects %j meters", (meters) => {
    expect(() => fallingDamage(meters)).toThrow(RuleArgumentError);
    expect(() => fallingDamage(meters)).toThrow("meters");
  });

  it("a longer fall never does less damage", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 200, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (meters, more) => {
        const dice = (m: number) => fallingDamage(m)?.dice ?? 0;
        expect(dice(meters + more)).toBeGreaterThanOrEqual(dice(meters));
        expect([0, 2, 3, 4, 5, 7, 9]).toContain(dice(meters));
      }),
    );
  });

  it("random input throws nothing but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), (meters) => {
        expectOnlyErrors([RuleArgumentError], () => fallingDamage(meters as number));
      }),
    );
  });
});
