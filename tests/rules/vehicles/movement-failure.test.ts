import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { characterMovementFailure, collisionDamage, starshipCollision } from "../../../src/rules/vehicles/movement-failure.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { MOVE_SPEEDS } from "../../../src/rules/vehicles/movement.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("characterMovementFailure (Movement and Damage, the rows it gives)", () => {
  it.each([7, 10])("failing by %i is a Fall: halfway, kneeling, -2D next round", (failedBy) => {
    expect(characterMovementFailure(failedBy, "cruising")).toEqual({
      result: "fall",
      distanceFraction: 0.5,
      roundsWithoutActions: 0,
      nextRoundPenalty: { dice: -2, pips: 0 },
      damage: null,
    });
  });

  it.each([11, 15])("failing by %i is a Minor Tumble: a quarter of the way, no actions next round", (failedBy) => {
    expect(characterMovementFailure(failedBy, "high")).toEqual({
      result: "minor-tumble",
      distanceFraction: 0.25,
      roundsWithoutActions: 1,
      nextRoundPenalty: { dice: 0, pips: 0 },
      damage: null,
    });
  });

  it("\"A character moving at all-out takes 1D damage\" in a minor tumble", () => {
    expect(characterMovementFailure(12, "all-out")?.damage).toEqual({ dice: 1, pips: 0 });
  });

  it.each([1, 6, 16, 30])("failing by %i is a row of Second Edition p. 95, not in the seeds: null", (failedBy) => {
    expect(characterMovementFailure(failedBy, "all-out")).toBeNull();
  });

  it("rejects a margin below 1 and unknown speeds", () => {
    expect(() => characterMovementFailure(0, "high")).toThrow(/failedBy/);
    expect(() => characterMovementFailure(8, "sprint" as never)).toThrow(/speed/);
  });
});

describe("collisionDamage (Movement and Damage)", () => {
  it.each([
    ["character", "cautious", 1],
    ["character", "cruising", 2],
    ["character", "high", 3],
    ["character", "all-out", 4],
    ["vehicle", "cautious", 2],
    ["vehicle", "cruising", 4],
    ["vehicle", "high", 6],
    ["vehicle", "all-out", 10],
    ["starship", "high", 6],
    ["starship", "all-out", 10],
  ] as const)("a %s colliding at %s takes %iD", (mover, speed, dice) => {
    expect(collisionDamage(mover, speed)).toEqual({ dice, pips: 0 });
  });

  it("rejects an unknown mover", () => {
    expect(() => collisionDamage("asteroid" as never, "high")).toThrow(/mover/);
  });
});

describe("starshipCollision (Movement and Damage)", () => {
  it("with nothing to run into, the ship spins out of control", () => {
    expect(starshipCollision("all-out", false)).toEqual({ kind: "out-of-control" });
  });

  it("with something to hit, it takes vehicle collision damage", () => {
    expect(starshipCollision("cruising", true)).toEqual({ kind: "collision", damage: { dice: 4, pips: 0 } });
  });

  it("rejects a non-boolean obstacle flag", () => {
    expect(() => starshipCollision("high", "yes" as never)).toThrow(/somethingToHit/);
  });
});

describe("random input", () => {
  it("faster collisions never hurt less, and nothing throws but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        expectOnlyErrors(
          [RuleArgumentError],
          () => characterMovementFailure(a as never, b as never),
          () => collisionDamage(a as never, b as never),
          () => starshipCollision(b as never, c as never),
        );
      }),
    );
    for (const mover of ["character", "vehicle"] as const) {
      const dice = MOVE_SPEEDS.map((speed) => collisionDamage(mover, speed).dice);
      expect([...dice].sort((x, y) => x - y)).toEqual(dice);
    }
  });
});
