import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DieCodeError,
  FORCE_POINT_USES,
  type ForcePointUse,
  RuleArgumentError,
  addDieCodes,
  forcePointDieCode,
  forcePointOutcome,
  formatDieCode,
  parseDieCode,
  rollDarkSideCheck,
  startingForcePoints,
  turnsToDarkSide,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

describe("forcePointDieCode", () => {
  it.each([
    ["3D+1", "6D+2"],
    ["4D", "8D"],
    ["2D-1", "4D-2"],
    ["0D+2", "0D+4"],
  ])("Reglas: every skill and attribute code doubles for the round, %s becomes %s", (code, doubled) => {
    expect(formatDieCode(forcePointDieCode(parseDieCode(code)))).toBe(doubled);
  });

  it("Grundregeln: Luke doubles his Sense for the round; the -3D of four actions comes after", () => {
    // The seed gives no Sense code; 5D stands in for it.
    const sense = forcePointDieCode(parseDieCode("5D"));
    expect(formatDieCode(addDieCodes(sense, { dice: -3, pips: 0 }))).toBe("7D");
  });

  it("rejects a code that cannot be rolled", () => {
    expect(() => forcePointDieCode({ dice: -2, pips: 0 })).toThrow(DieCodeError);
  });
});

describe("forcePointOutcome (Reglas)", () => {
  it.each([
    ["evil", false, false, 1],
    ["neither", false, false, 0],
    ["heroic", true, false, 0],
    ["heroic-dramatic", true, true, 0],
  ] as [ForcePointUse, boolean, boolean, number][])(
    "%s: returns %s, GM may award another %s, Dark Side points %i",
    (use, returnsAtAdventureEnd, gmMayAwardAnother, darkSidePoints) => {
      expect(forcePointOutcome(use)).toEqual({ returnsAtAdventureEnd, gmMayAwardAnother, darkSidePoints });
    },
  );

  it.each(FORCE_POINT_USES)("%s: a point that comes back never brings a Dark Side point", (use) => {
    const outcome = forcePointOutcome(use);
    expect(outcome.returnsAtAdventureEnd && outcome.darkSidePoints > 0).toBe(false);
    expect(outcome.gmMayAwardAnother && !outcome.returnsAtAdventureEnd).toBe(false);
  });

  it("hands out a copy", () => {
    forcePointOutcome("evil").darkSidePoints = 5;
    expect(forcePointOutcome("evil").darkSidePoints).toBe(1);
  });

  it("rejects an unknown use", () => {
    expect(() => forcePointOutcome("selfish" as ForcePointUse)).toThrow(/use/);
  });
});

describe("starting Force points", () => {
  it("Grundregeln: every character starts with one; Force-sensitive characters with two (tables.json)", () => {
    expect(startingForcePoints(false)).toBe(1);
    expect(startingForcePoints(true)).toBe(2);
    expect(() => startingForcePoints(1 as never)).toThrow(RuleArgumentError);
  });
});

describe("the dark side (tables.json force_points.dark_side)", () => {
  it.each([
    [1, 1, false],
    [2, 1, true],
    [2, 2, false],
    [6, 5, true],
    [7, 6, true],
    [0, 1, false],
  ])("%i Dark Side points, the GM rolls %i: turns %s", (points, roll, turned) => {
    expect(turnsToDarkSide(points, roll)).toBe(turned);
  });

  it("a character with 4 Dark Side points and a roll of 3 turns", () => {
    expect(rollDarkSideCheck(4, { random: fixedFaces(3) })).toEqual({ roll: 3, turned: true });
    expect(rollDarkSideCheck(4, { random: fixedFaces(4) })).toEqual({ roll: 4, turned: false });
  });

  it("a first Dark Side point never turns a character; seven always do", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), (roll) => {
        expect(turnsToDarkSide(1, roll)).toBe(false);
        expect(turnsToDarkSide(7, roll)).toBe(true);
      }),
    );
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expectOnlyDocumentedErrors(
          () => turnsToDarkSide(a as number, b as number),
          () => rollDarkSideCheck(a as number, { random: () => 0.5 }),
          () => forcePointOutcome(a as ForcePointUse),
          () => forcePointDieCode(a as never),
          () => startingForcePoints(a as boolean),
        );
      }),
    );
  });

  it("names the bad argument", () => {
    expect(() => turnsToDarkSide(-1, 3)).toThrow(/darkSidePoints/);
    expect(() => turnsToDarkSide(2, 7)).toThrow(/roll/);
    expect(() => rollDarkSideCheck(1.5)).toThrow(/darkSidePoints/);
  });
});
