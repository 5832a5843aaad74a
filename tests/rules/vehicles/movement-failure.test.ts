import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CHARACTER_MOVEMENT_FAILURES, characterMovementFailure, collisionDamage, starshipCollision } from "../../../src/rules/vehicles/movement-failure.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { MOVE_SPEEDS } from "../../../src/rules/vehicles/movement.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

const NONE = { dice: 0, pips: 0 };

describe("characterMovementFailure (Movement and Damage, and REUP's rule.chapter_07.movement_failures for the rows it defers)", () => {
  it.each([7, 10])("failing by %i is a Fall (Movement and Damage): halfway, kneeling, -2D next round", (failedBy) => {
    expect(characterMovementFailure(failedBy, "cruising")).toEqual({
      result: "fall",
      source: "movement-and-damage",
      distanceFraction: 0.5,
      actsThisRound: false,
      thisRoundPenalty: NONE,
      roundsWithoutActions: 0,
      nextRoundPenalty: { dice: -2, pips: 0 },
      damage: null,
    });
  });

  it.each([11, 15])(
    "failing by %i is a Minor Tumble (Movement and Damage): a quarter of the way, no actions next round, collision damage -3D (none at high speed)",
    (failedBy) => {
      expect(characterMovementFailure(failedBy, "high")).toEqual({
        result: "minor-tumble",
        source: "movement-and-damage",
        distanceFraction: 0.25,
        actsThisRound: false,
        thisRoundPenalty: NONE,
        roundsWithoutActions: 1,
        nextRoundPenalty: NONE,
        damage: null,
      });
    },
  );

  it('"A character moving at all-out takes 1D damage" in a minor tumble', () => {
    expect(characterMovementFailure(12, "all-out")?.damage).toEqual({ dice: 1, pips: 0 });
  });

  it.each([1, 3])("failing by %i is a slight slip (REUP): the whole move, -1D for the rest of the round", (failedBy) => {
    expect(characterMovementFailure(failedBy, "all-out")).toEqual({
      result: "slight-slip",
      source: "reup",
      distanceFraction: 1,
      actsThisRound: true,
      thisRoundPenalty: { dice: -1, pips: 0 },
      roundsWithoutActions: 0,
      nextRoundPenalty: NONE,
      damage: null,
    });
  });

  it.each([4, 6])("failing by %i is a slip (REUP): half the Move, -3D for the rest of the round and -1D for the next", (failedBy) => {
    expect(characterMovementFailure(failedBy, "high")).toEqual({
      result: "slip",
      source: "reup",
      distanceFraction: 0.5,
      actsThisRound: true,
      thisRoundPenalty: { dice: -3, pips: 0 },
      roundsWithoutActions: 0,
      nextRoundPenalty: { dice: -1, pips: 0 },
      damage: null,
    });
  });

  it("REUP's worked example: Rhen fails her running roll by 18 at high speed, a tumble: 3D damage", () => {
    expect(characterMovementFailure(18, "high")).toMatchObject({ result: "tumble", source: "reup", damage: { dice: 3, pips: 0 } });
  });

  it.each([
    ["cautious", 1],
    ["cruising", 2],
    ["high", 3],
    ["all-out", 4],
  ] as const)("a tumble at %s speed rolls the normal collision damage, %iD; a major tumble 2D more", (speed, dice) => {
    expect(characterMovementFailure(16, speed)).toMatchObject({ result: "tumble", distanceFraction: null, damage: { dice, pips: 0 } });
    expect(characterMovementFailure(20, speed).damage).toEqual(collisionDamage("character", speed));
    for (const failedBy of [21, 30, 99])
      expect(characterMovementFailure(failedBy, speed)).toMatchObject({ result: "major-tumble", damage: { dice: dice + 2, pips: 0 } });
  });

  it("every miss from 1 up has a row, and a bigger miss is never a lighter row", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.constantFrom(...MOVE_SPEEDS), (failedBy, speed) => {
        const row = CHARACTER_MOVEMENT_FAILURES.indexOf(characterMovementFailure(failedBy, speed).result);
        expect(row).toBeGreaterThanOrEqual(0);
        expect(row).toBeLessThanOrEqual(CHARACTER_MOVEMENT_FAILURES.indexOf(characterMovementFailure(failedBy + 1, speed).result));
      }),
    );
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
