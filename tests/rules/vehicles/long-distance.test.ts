import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  longDistanceRollDifficulty,
  longDistanceRollInterval,
  longDistanceShiftedDifficulty,
  longDistanceRollOutcome,
} from "../../../src/rules/vehicles/long-distance.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { shiftedDifficultyNumber } from "../../../src/rules/dice/difficulty.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("longDistanceRollInterval (Movement and Damage)", () => {
  it.each([
    ["character", "all-out", 1],
    ["character", "high", 10],
    ["vehicle", "all-out", 10],
    ["vehicle", "high", 60],
    ["character", "cruising", null],
    ["vehicle", "cautious", null],
  ] as const)("a %s at %s speed rolls every %s minutes", (mover, speed, minutes) => {
    expect(longDistanceRollInterval(mover, speed)).toBe(minutes);
  });

  it("rejects a starship or an unknown speed", () => {
    expect(() => longDistanceRollInterval("starship" as never, "high")).toThrow(/mover/);
    expect(() => longDistanceRollInterval("vehicle", "ludicrous" as never)).toThrow(/speed/);
  });
});

describe("longDistanceRollDifficulty (Movement and Damage: first Very Easy, one level harder each further roll)", () => {
  it.each([
    [1, "very-easy"],
    [2, "easy"],
    [3, "moderate"],
    [4, "difficult"],
    [5, "very-difficult"],
    [6, "heroic"],
    [9, "heroic"],
  ] as const)("roll %i is %s", (n, level) => {
    expect(longDistanceRollDifficulty(n)).toBe(level);
  });

  it("rejects a roll number below 1", () => {
    expect(() => longDistanceRollDifficulty(0)).toThrow(/rollNumber/);
  });

  it.each(["revised", "first"] as const)("%s: past Heroic the rolls keep getting harder, ten a level (the eighth roll is 51)", (edition) => {
    expect(longDistanceShiftedDifficulty(6)).toEqual({ level: "heroic", pastHeroic: 0 });
    expect(shiftedDifficultyNumber(longDistanceShiftedDifficulty(7), edition)).toBe(41);
    expect(shiftedDifficultyNumber(longDistanceShiftedDifficulty(8), edition)).toBe(51);
  });
});

describe("longDistanceRollOutcome (Movement and Damage)", () => {
  it("a character who fails rests twice as long as she moved all-out", () => {
    expect(longDistanceRollOutcome("character", 4, 5, 3)).toEqual({ kind: "rest", minutes: 6 });
  });

  it.each([
    [5, 5, { kind: "success" }],
    [4, 5, { kind: "strain", minutes: 40 }],
    [5, 15, { kind: "strain", minutes: 40 }],
    [4, 15, { kind: "mechanical-failure", repair: { difficulty: "moderate", minutes: 60 } }],
  ] as const)("a vehicle rolling %i against %i after 20 minutes all-out: %j", (roll, difficulty, outcome) => {
    expect(longDistanceRollOutcome("vehicle", roll, difficulty, 20)).toEqual(outcome);
  });

  it("meeting the difficulty is a success for a character too", () => {
    expect(longDistanceRollOutcome("character", 12, 12, 30)).toEqual({ kind: "success" });
  });

  it("rejects fractional rolls and negative time", () => {
    expect(() => longDistanceRollOutcome("character", 4.5, 5, 1)).toThrow(/roll/);
    expect(() => longDistanceRollOutcome("vehicle", 4, 5, -1)).toThrow(/minutesMoved/);
  });

  it("fails exactly when the roll is below the difficulty, and never throws anything else", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("character", "vehicle", "droid"),
        fc.oneof(fc.integer({ min: -50, max: 80 }), fc.double()),
        fc.integer({ min: 0, max: 60 }),
        fc.oneof(fc.nat(600), fc.double()),
        (mover, roll, difficulty, minutes) => {
          expectOnlyErrors([RuleArgumentError], () => {
            const outcome = longDistanceRollOutcome(mover as never, roll, difficulty, minutes);
            expect(outcome.kind === "success").toBe(roll >= difficulty);
          });
        },
      ),
    );
  });
});
