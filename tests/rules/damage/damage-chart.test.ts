import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleArgumentError, damageChartRow, hullDamageResult, resistTractorBeam, resolveDamage } from "../../../src/rules/index.ts";
import { expectArgumentError, expectOnlyErrors } from "../../helpers/errors.ts";

describe("damageChartRow (tables.json damage charts; Movement and Damage tractor beams)", () => {
  it.each([
    [9, 10, 0],
    [10, 10, 1],
    [13, 10, 1],
    [14, 10, 2],
    [18, 10, 2],
    [19, 10, 3],
    [22, 10, 3],
    [23, 10, 4],
    [25, 10, 4],
    [26, 10, 5],
    [60, 10, 5],
  ])("damage %i against %i is row %i", (damage, resistance, row) => {
    expect(damageChartRow(damage, resistance)).toBe(row);
  });

  it("a fractional margin falls in the band whose top it does not pass", () => {
    expect(damageChartRow(3.5, 0)).toBe(2);
    expect(damageChartRow(15.5, 0)).toBe(5);
    expect(damageChartRow(-0.5, 0)).toBe(0);
  });

  it("is the chart that wounds characters, damages starships and reels ships in", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (damage, resistance) => {
        const row = damageChartRow(damage, resistance);
        expect(resolveDamage(damage, resistance, "difference")).toBe(["none", "stunned", "wounded", "incapacitated", "mortally-wounded", "killed"][row]);
        expect(hullDamageResult(damage, resistance)).toBe(["none", "shields-blown", "lightly", "heavily", "severely", "destroyed"][row]);
        expect(resistTractorBeam(damage, resistance).lostMoves).toBe(Math.max(0, row - 1));
      }),
    );
  });

  it("a higher damage roll never reaches a lower row", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 60 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 40 }), (damage, more, resistance) => {
        expect(damageChartRow(damage + more, resistance)).toBeGreaterThanOrEqual(damageChartRow(damage, resistance));
      }),
    );
  });

  it.each<[number, number, string]>([
    [Number.NaN, 3, "damage"],
    [5, Number.POSITIVE_INFINITY, "resistance"],
  ])("rejects %d against %d, naming %s", (damage, resistance, argument) => {
    expectArgumentError(() => damageChartRow(damage, resistance), argument);
  });

  it("random input throws nothing but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expectOnlyErrors([RuleArgumentError], () => damageChartRow(a as number, b as number));
      }),
    );
  });
});
