import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkSpeciesAttributes, parseDieCode, stepWithinRange } from "../../../src/rules/index.ts";
import { WOOKIEE_RANGES } from "../../helpers/wookiee.ts";

const code = parseDieCode;
const range = (min: string, max: string) => ({ min: code(min), max: code(max) });

const WOOKIEE = Object.fromEntries(Object.entries(WOOKIEE_RANGES).map(([key, { min, max }]) => [key, range(min, max)])) as Record<
  keyof typeof WOOKIEE_RANGES,
  ReturnType<typeof range>
>;

describe("checkSpeciesAttributes", () => {
  it("accepts a Wookiee of 12D, every attribute within its range", () => {
    const wookiee = { dex: code("2D"), kno: code("1D+1"), mec: code("1D+2"), per: code("2D"), str: code("4D"), tec: code("1D") };
    expect(checkSpeciesAttributes(wookiee, WOOKIEE, code("12D"))).toEqual({ totalPips: 36, wantedPips: 36, remainingPips: 0, outOfRange: [] });
  });

  it("names a Strength below the species' minimum and a Perception above its maximum, and counts the pips left", () => {
    const check = checkSpeciesAttributes(
      { dex: code("3D"), kno: code("2D"), mec: code("2D"), per: code("3D"), str: code("2D"), tec: code("2D") },
      WOOKIEE,
      code("18D"),
    );
    expect(check.outOfRange.map((entry) => [entry.key, entry.side])).toEqual([
      ["per", "high"],
      ["str", "low"],
    ]);
    expect(check.remainingPips).toBe(54 - 42);
  });

  it("treats the range's ends as inside it", () => {
    const check = checkSpeciesAttributes({ str: code("2D+1"), per: code("2D+1") }, WOOKIEE, code("4D+2"));
    expect(check.outOfRange).toEqual([]);
    expect(check.remainingPips).toBe(0);
  });

  it("refuses a range whose minimum lies above its maximum", () => {
    expect(() => checkSpeciesAttributes({ str: code("3D") }, { str: range("4D", "3D") }, code("3D"))).toThrow(RangeError);
  });

  it("adds up any attributes in pips", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 6 }), (list) => {
        const attributes = Object.fromEntries(list.map((p, i) => [`a${i}`, { dice: Math.floor(p / 3), pips: p % 3 }]));
        const total = list.reduce((sum, p) => sum + p, 0);
        expect(checkSpeciesAttributes(attributes, {}, { dice: 20, pips: 0 }).remainingPips).toBe(60 - total);
      }),
    );
  });
});

describe("stepWithinRange", () => {
  it("moves a pip at a time and stops at the range's ends", () => {
    expect(stepWithinRange(code("2D+2"), 1, WOOKIEE.str)).toEqual(code("3D"));
    expect(stepWithinRange(code("2D+1"), -1, WOOKIEE.str)).toEqual(code("2D+1"));
    expect(stepWithinRange(code("6D"), 1, WOOKIEE.str)).toEqual(code("6D"));
  });

  it("lets a code outside the range move back toward it, never further out", () => {
    expect(stepWithinRange(code("4D"), -1, WOOKIEE.mec)).toEqual(code("3D+2"));
    expect(stepWithinRange(code("4D"), 1, WOOKIEE.mec)).toEqual(code("4D"));
    expect(stepWithinRange(code("2D"), 1, WOOKIEE.str)).toEqual(code("2D+1"));
  });
});
