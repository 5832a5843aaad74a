import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CHARACTER_MOVEMENT_FAILURES, characterMovementFailure, collisionDamage, starshipCollision } from "../../../src/rules/vehicles/movement-failure.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { MOVE_SPEEDS } from "../../../src/rules/vehicles/movement.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

const NONE = { dice: 0, pips: 0 };

describe("characterMovementFailure (Movement and Damage, and the Second Edition rows it keeps)", () => {
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

  it.each([11, 15])("failing by %i is a Minor Tumble (Movement and Damage): a quarter of the way, no actions next round", (failedBy) => {
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
  });

  it("\"A character moving at all-out takes 1D damage\" in a minor tumble", () => {
    expect(characterMovementFailure(12, "all-out")?.damage).toEqual({ dice: 1, pips: 0 });
  });

  it.each([1, 3])("failing by %i is a slight slip (Second Edition): the whole move, -1D for the rest of the round", (failedBy) => {
    const failure = characterMovementFailure(failedBy, "all-out");
    expect(failure).toMatchObject({ result: "slight-slip", source: "second-edition", distanceFraction: 1, actsThisRound: true, roundsWithoutActions: 0, damage: null });
    expect(failure.thisRoundPenalty).toEqual({ dice: -1, pips: 0 });
  });

  it.each([4, 6])("failing by %i is a slip (Second Edition): no more actions this round, none lost after", (failedBy) => {
    expect(characterMovementFailure(failedBy, "high")).toMatchObject({ result: "slip", actsThisRound: false, roundsWithoutActions: 0, damage: null });
  });

  it.each([16, 20])("failing by %i is a tumble (Second Edition): down at the start, this round and the next lost, 2D", (failedBy) => {
    expect(characterMovementFailure(failedBy, "cautious")).toMatchObject({ result: "tumble", distanceFraction: 0, roundsWithoutActions: 1, damage: { dice: 2, pips: 0 } });
  });

  it.each([21, 30, 99])("failing by %i is a major tumble (Second Edition): two more rounds lost, 3D", (failedBy) => {
    expect(characterMovementFailure(failedBy, "cruising")).toMatchObject({ result: "major-tumble", roundsWithoutActions: 2, damage: { dice: 3, pips: 0 } });
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
