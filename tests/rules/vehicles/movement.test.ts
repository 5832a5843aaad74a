import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  MANEUVER_COMPLEXITIES,
  MOVE_SPEEDS,
  MOVER_KINDS,
  maneuverComplexity,
  moveDistance,
  movementCheck,
  reachableSpeeds,
} from "../../../src/rules/vehicles/movement.ts";
import { type Advantage, DIFFICULTY_LEVELS, MODIFIER_GUIDELINES } from "../../../src/rules/dice/difficulty.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("moveDistance (Movement and Damage: 1/2, 1x, 2x, 4x; partial moves between half and full)", () => {
  it.each([
    ["cautious", 10, 2.5, 5],
    ["cruising", 10, 5, 10],
    ["high", 10, 10, 20],
    ["all-out", 10, 20, 40],
    ["cautious", 5, 1.5, 3],
    ["all-out", 0, 0, 0],
  ] as const)("%s with Move %i goes %d to %d", (speed, move, minimum, maximum) => {
    expect(moveDistance(move, speed)).toEqual({ minimum, maximum });
  });

  it("rejects a negative Move or an unknown speed", () => {
    expect(() => moveDistance(-1, "high")).toThrow(RuleArgumentError);
    expect(() => moveDistance(Number.NaN, "high")).toThrow(/move/);
    expect(() => moveDistance(10, "warp" as never)).toThrow(/speed/);
  });

  it("a faster speed never moves less", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (move) => {
        const maxima = MOVE_SPEEDS.map((speed) => moveDistance(move, speed).maximum);
        expect([...maxima].sort((a, b) => a - b)).toEqual(maxima);
      }),
    );
  });
});

describe("movementCheck (Movement and Damage)", () => {
  it.each([
    ["cautious", "moderate", false, null],
    ["cautious", "difficult", true, "moderate"],
    ["cautious", "very-difficult", true, "difficult"],
    ["cruising", "easy", false, null],
    ["cruising", "difficult", true, "difficult"],
    ["high", "very-easy", true, "very-easy"],
    ["high", "difficult", true, "very-difficult"],
    ["all-out", "easy", true, "moderate"],
    ["all-out", "difficult", true, "heroic"],
    ["all-out", "heroic", true, "heroic"],
  ] as const)("%s in %s terrain: roll %s at %s", (speed, terrain, rollNeeded, difficulty) => {
    const check = movementCheck(speed, terrain);
    expect(check.rollNeeded).toBe(rollNeeded);
    expect(check.difficulty).toBe(difficulty);
  });

  it("all-out through Heroic terrain is two levels past Heroic", () => {
    expect(movementCheck("all-out", "heroic")).toMatchObject({ difficulty: "heroic", pastHeroic: 2 });
    expect(movementCheck("high", "heroic")).toMatchObject({ difficulty: "heroic", pastHeroic: 1 });
  });

  it('"Very Difficult terrain is Difficult to cross" cautiously, and then it counts as an action', () => {
    expect(movementCheck("cautious", "very-difficult")).toEqual({
      isAction: true,
      rollNeeded: true,
      difficulty: "difficult",
      pastHeroic: 0,
      excludesOtherActions: false,
    });
  });

  it("cautious movement in easy terrain is a free action with no roll", () => {
    expect(movementCheck("cautious", "easy")).toEqual({ isAction: false, rollNeeded: false, difficulty: null, pastHeroic: 0, excludesOtherActions: false });
  });

  it('"Difficult terrain is Very Difficult to cross" at high speed', () => {
    expect(movementCheck("high", "difficult").difficulty).toBe("very-difficult");
  });

  it('all-out: "Easy terrain has a Moderate difficulty", and no dodge or parry that round', () => {
    expect(movementCheck("all-out", "easy")).toEqual({ isAction: true, rollNeeded: true, difficulty: "moderate", pastHeroic: 0, excludesOtherActions: true });
  });

  it("only all-out excludes other actions, and only cautious can be free", () => {
    for (const speed of MOVE_SPEEDS) {
      for (const terrain of DIFFICULTY_LEVELS) {
        const check = movementCheck(speed, terrain);
        expect(check.excludesOtherActions).toBe(speed === "all-out");
        if (speed !== "cautious") expect(check.isAction).toBe(true);
        expect(check.difficulty === null).toBe(!check.rollNeeded);
      }
    }
  });

  it("rejects unknown speeds and terrains", () => {
    expect(() => movementCheck("fast" as never, "easy")).toThrow(/speed/);
    expect(() => movementCheck("high", "swamp" as never)).toThrow(/terrain/);
  });
});

describe("reachableSpeeds (Movement and Damage: characters two levels a round, vehicles and starships one)", () => {
  it.each([
    ["character", "cautious", ["cautious", "cruising", "high"]],
    ["character", "all-out", ["cruising", "high", "all-out"]],
    ["character", "cruising", ["cautious", "cruising", "high", "all-out"]],
    ["vehicle", "cautious", ["cautious", "cruising"]],
    ["vehicle", "high", ["cruising", "high", "all-out"]],
    ["starship", "all-out", ["high", "all-out"]],
  ] as const)("a %s at %s may pick %j", (mover, current, expected) => {
    expect(reachableSpeeds(mover, current)).toEqual(expected);
  });

  it("rejects an unknown mover", () => {
    expect(() => reachableSpeeds("droid" as never, "high")).toThrow(/mover/);
  });

  it("always includes the current speed, and a change is reachable back", () => {
    fc.assert(
      fc.property(fc.constantFrom(...MOVER_KINDS), fc.constantFrom(...MOVE_SPEEDS), (mover, current) => {
        const reachable = reachableSpeeds(mover, current);
        expect(reachable).toContain(current);
        for (const next of reachable) expect(reachableSpeeds(mover, next)).toContain(current);
      }),
    );
  });
});

describe("maneuverComplexity (Movement and Damage maneuver modifiers)", () => {
  it.each([
    [0, null],
    [1, "fairly-easy"],
    [5, "fairly-easy"],
    [6, "somewhat-difficult"],
    [10, "somewhat-difficult"],
    [11, "very-difficult"],
    [15, "very-difficult"],
    [16, "almost-impossible"],
    [40, "almost-impossible"],
  ] as const)("+%i is %s", (modifier, expected) => {
    expect(maneuverComplexity(modifier)).toBe(expected);
  });

  it("agrees with the published bands", () => {
    for (const [advantage, band] of Object.entries(MANEUVER_COMPLEXITIES)) {
      const { min, max } = MODIFIER_GUIDELINES[advantage as Advantage];
      expect(maneuverComplexity(min)).toBe(band);
      if (max !== null) expect(maneuverComplexity(max)).toBe(band);
    }
  });

  it("rejects negative and fractional modifiers", () => {
    expect(() => maneuverComplexity(-1)).toThrow(/modifier/);
    expect(() => maneuverComplexity(2.5)).toThrow(RuleArgumentError);
  });
});

describe("random input", () => {
  it("never throws anything but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        expectOnlyErrors(
          [RuleArgumentError],
          () => moveDistance(a as never, b as never),
          () => movementCheck(a as never, b as never),
          () => reachableSpeeds(a as never, b as never),
          () => maneuverComplexity(c as never),
        );
      }),
    );
  });
});
