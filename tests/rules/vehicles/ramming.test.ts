import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ramOutcome, rammingCheck } from "../../../src/rules/vehicles/ramming.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("rammingCheck (Movement and Damage: +10 to the movement difficulty, a separate action)", () => {
  it("a Moderate 13 move becomes 23 and one more action", () => {
    expect(rammingCheck(13)).toEqual({ difficulty: 23, extraActions: 1 });
  });

  it("rejects a fractional difficulty", () => {
    expect(() => rammingCheck(12.5)).toThrow(/movementDifficulty/);
  });
});

describe("ramOutcome (Movement and Damage)", () => {
  it.each([
    [23, { kind: "rams" }],
    [30, { kind: "rams" }],
    [22, { kind: "crosses-safely" }],
    [13, { kind: "crosses-safely" }],
    [12, { kind: "movement-failure", failedBy: 1 }],
    [2, { kind: "movement-failure", failedBy: 11 }],
  ] as const)("rolling %i against 13 (+10): %j", (roll, outcome) => {
    expect(ramOutcome(roll, 13)).toEqual(outcome);
  });

  it("rejects a fractional roll", () => {
    expect(() => ramOutcome(Number.NaN, 10)).toThrow(/roll/);
  });

  it("a higher roll never does worse, and nothing throws but RuleArgumentError", () => {
    const rank = { "movement-failure": 0, "crosses-safely": 1, rams: 2 };
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 60 }), fc.integer({ min: 0, max: 40 }), fc.nat(10), (roll, difficulty, more) => {
        expect(rank[ramOutcome(roll + more, difficulty).kind]).toBeGreaterThanOrEqual(rank[ramOutcome(roll, difficulty).kind]);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (roll, difficulty) => {
        expectOnlyErrors([RuleArgumentError], () => ramOutcome(roll as never, difficulty as never));
      }),
    );
  });
});
