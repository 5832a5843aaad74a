import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addLostMoves, lostMovesEffect } from "../../../src/rules/vehicles/lost-moves.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { MOVE_SPEEDS } from "../../../src/rules/vehicles/movement.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("addLostMoves (Movement and Damage)", () => {
  it('"a vehicle that suffers a -1 Move result, then a -2 Move result is at -3 Moves"', () => {
    expect(addLostMoves(addLostMoves(0, 1), 2)).toBe(3);
  });

  it("rejects negative counts", () => {
    expect(() => addLostMoves(-1, 1)).toThrow(/lostMoves/);
    expect(() => addLostMoves(1, -1)).toThrow(/moves/);
  });
});

describe("lostMovesEffect (Movement and Damage)", () => {
  it.each([
    [0, "all-out", false],
    [1, "high", false],
    [2, "cruising", false],
    [3, "cautious", false],
    [4, null, false],
    [5, null, true],
    [7, null, true],
  ] as const)("-%i Moves: fastest %s, destroyed %s", (lost, fastestSpeed, destroyed) => {
    expect(lostMovesEffect(lost)).toEqual({ fastestSpeed, destroyed });
  });

  it("rejects a fractional count", () => {
    expect(() => lostMovesEffect(1.5)).toThrow(RuleArgumentError);
  });
});

describe("properties", () => {
  it("lost moves only accumulate, and the fastest speed only drops", () => {
    const rank = (speed: string | null) => (speed === null ? -1 : MOVE_SPEEDS.indexOf(speed as never));
    fc.assert(
      fc.property(fc.array(fc.nat(5), { maxLength: 10 }), (results) => {
        let lost = 0;
        for (const moves of results) {
          const next = addLostMoves(lost, moves);
          expect(next).toBeGreaterThanOrEqual(lost);
          expect(rank(lostMovesEffect(next).fastestSpeed)).toBeLessThanOrEqual(rank(lostMovesEffect(lost).fastestSpeed));
          if (lostMovesEffect(lost).destroyed) expect(lostMovesEffect(next).destroyed).toBe(true);
          lost = next;
        }
      }),
    );
  });

  it("random input never throws anything but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expectOnlyErrors(
          [RuleArgumentError],
          () => addLostMoves(a as never, b as never),
          () => lostMovesEffect(a as never),
        );
      }),
    );
  });
});
