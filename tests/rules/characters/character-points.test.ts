import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CHARACTER_POINT_LIMITS,
  CHARACTER_POINT_ROLLS,
  type CharacterPointRoll,
  MAX_EXPLOSIONS,
  MOST_CHARACTER_POINTS_PER_ROLL,
  RuleArgumentError,
  STARTING_CHARACTER_POINTS,
  characterPointLimit,
  rollCharacterPointDice,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("character point limits (tables.json character_points, R&E Rules)", () => {
  it.each([
    ["skill", 2],
    ["defense", 5],
    ["initiative", 0],
  ] as [CharacterPointRoll, number][])("a %s roll takes at most %i", (roll, limit) => {
    expect(characterPointLimit(roll, false)).toBe(limit);
    expect(CHARACTER_POINT_LIMITS[roll]).toBe(limit);
  });

  it.each(CHARACTER_POINT_ROLLS)("none on a %s roll in a round a Force point was spent", (roll) => {
    expect(characterPointLimit(roll, true)).toBe(0);
  });

  it("the most any roll takes is the defensive limit; characters start with 5", () => {
    expect(MOST_CHARACTER_POINTS_PER_ROLL).toBe(5);
    expect(STARTING_CHARACTER_POINTS).toBe(5);
  });

  it("names the bad argument", () => {
    expect(() => characterPointLimit("damage" as CharacterPointRoll, false)).toThrow(/roll/);
    expect(() => characterPointLimit("skill", "no" as never)).toThrow(/forcePointThisRound/);
  });
});

describe("rollCharacterPointDice", () => {
  it("each point adds a die that is added and re-rolled while it shows 6", () => {
    const result = rollCharacterPointDice(2, { random: fixedFaces(6, 6, 2, 4) });
    expect(result).toEqual({ dice: [[6, 6, 2], [4]], total: 18, capped: false });
  });

  it("a 1 on a character point die is no mishap: it just adds 1", () => {
    expect(rollCharacterPointDice(1, { random: fixedFaces(1) })).toEqual({ dice: [[1]], total: 1, capped: false });
  });

  it("spending none rolls nothing", () => {
    expect(rollCharacterPointDice(0, { random: fixedFaces() })).toEqual({ dice: [], total: 0, capped: false });
  });

  it("a random source stuck on 6 is cut off like the wild die", () => {
    const result = rollCharacterPointDice(1, { random: () => 0.99 });
    expect(result.capped).toBe(true);
    expect(result.dice[0].length).toBe(MAX_EXPLOSIONS + 1);
  });

  it("its total is the sum of the chains, and every chain ends on its first face below 6", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MOST_CHARACTER_POINTS_PER_ROLL }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (count, draws) => {
          let i = 0;
          const result = rollCharacterPointDice(count, { random: () => draws[i++ % draws.length] });
          expect(result.dice.length).toBe(count);
          expect(result.total).toBe(result.dice.flat().reduce((a, b) => a + b, 0));
          for (const chain of result.dice) {
            expect(chain.slice(0, -1).every((face) => face === 6)).toBe(true);
            if (!result.capped) expect(chain[chain.length - 1]).toBeLessThan(6);
          }
        },
      ),
    );
  });

  it.each([-1, 1.5, MOST_CHARACTER_POINTS_PER_ROLL + 1, NaN])("rejects a count of %d", (count) => {
    expect(() => rollCharacterPointDice(count)).toThrow(RuleArgumentError);
  });

  it("rejects a random source outside [0, 1)", () => {
    expect(() => rollCharacterPointDice(1, { random: () => 1 })).toThrow(RuleArgumentError);
  });

  it("random input never throws anything but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expectOnlyErrors(
          [RuleArgumentError],
          () => characterPointLimit(a as CharacterPointRoll, b as boolean),
          () => rollCharacterPointDice(a as number, { random: () => 0.5 }),
        );
      }),
    );
  });
});
