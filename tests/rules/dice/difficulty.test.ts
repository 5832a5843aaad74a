import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ADVANTAGES,
  DIFFICULTY_EDITIONS,
  DIFFICULTY_LEVELS,
  DIFFICULTY_RANGES,
  type DifficultyLevel,
  RANDOM_DIFFICULTY_DICE,
  RuleArgumentError,
  advantageOfModifier,
  difficultyLevelOf,
  difficultyNumberFor,
  meetsDifficulty,
  parseDieCode,
  rollDieCode,
  rollRandomDifficulty,
  HEROIC_STEP,
  shiftDifficulty,
  shiftDifficultyLevel,
  shiftedDifficultyNumber,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("difficulty levels and ranges (R&E Rules)", () => {
  it.each([
    [-3, "very-easy"],
    [0, "very-easy"],
    [1, "very-easy"],
    [5, "very-easy"],
    [6, "easy"],
    [10, "easy"],
    [11, "moderate"],
    [15, "moderate"],
    [16, "difficult"],
    [20, "difficult"],
    [21, "very-difficult"],
    [30, "very-difficult"],
    [31, "heroic"],
    [250, "heroic"],
  ])("difficulty number %i is %s", (difficulty, level) => {
    expect(difficultyLevelOf(difficulty)).toBe(level);
  });

  it.each([12, 14, 15])("R&E Rules: the GM names a Moderate difficulty and picks %i", (difficulty) => {
    expect(difficultyLevelOf(difficulty)).toBe("moderate");
  });

  it("every range starts one above the previous one's end, easiest first", () => {
    DIFFICULTY_LEVELS.slice(1).forEach((level, i) => {
      expect(DIFFICULTY_RANGES[level].min).toBe((DIFFICULTY_RANGES[DIFFICULTY_LEVELS[i]].max ?? NaN) + 1);
    });
    expect(DIFFICULTY_RANGES.heroic.max).toBeNull();
  });

  it.each([1.5, NaN, Infinity, "10" as unknown as number])("rejects the difficulty %j", (difficulty) => {
    expect(() => difficultyLevelOf(difficulty)).toThrow(RuleArgumentError);
  });
});

describe("difficultyNumberFor: the number the roll dialog fills in", () => {
  it.each([
    ["very-easy", 5],
    ["easy", 10],
    ["moderate", 15],
    ["difficult", 20],
    ["very-difficult", 30],
    ["heroic", 31],
  ] as [DifficultyLevel, number][])("Reglas, 1st edition: %s is %i", (level, difficulty) => {
    expect(difficultyNumberFor(level, "first")).toBe(difficulty);
  });

  it.each([
    ["very-easy", 3],
    ["easy", 8],
    ["moderate", 13],
    ["difficult", 18],
    ["very-difficult", 25],
    ["heroic", 31],
  ] as [DifficultyLevel, number][])("R&E Rules, R&E: %s starts in the middle of its range, %i", (level, difficulty) => {
    expect(difficultyNumberFor(level, "revised")).toBe(difficulty);
  });

  it("always lies inside the level it was asked for", () => {
    for (const edition of DIFFICULTY_EDITIONS) {
      for (const level of DIFFICULTY_LEVELS) expect(difficultyLevelOf(difficultyNumberFor(level, edition))).toBe(level);
    }
  });

  it("rejects an unknown level or edition", () => {
    expect(() => difficultyNumberFor("impossible" as DifficultyLevel, "first")).toThrow(/level/);
    expect(() => difficultyNumberFor("easy", "third" as never)).toThrow(RuleArgumentError);
  });
});

describe("shiftDifficultyLevel", () => {
  it.each([
    ["Movement and Damage: cautious movement, Very Difficult terrain is Difficult to cross", "very-difficult", -1, "difficult"],
    ["Movement and Damage: high speed, Difficult terrain is Very Difficult to cross", "difficult", 1, "very-difficult"],
    ["Movement and Damage: all-out, Easy terrain has a Moderate difficulty", "easy", 1, "moderate"],
    ["Movement and Damage: all-out raises Difficult terrain two levels", "difficult", 2, "heroic"],
    ["Movement and Damage: all-out raises Very Difficult terrain two levels, stopping at Heroic", "very-difficult", 2, "heroic"],
    ["Movement and Damage: the fourth stamina roll is three levels above Very Easy", "very-easy", 3, "difficult"],
    ["nothing is easier than Very Easy", "very-easy", -2, "very-easy"],
    ["one level below Very Easy is still Very Easy", "very-easy", -1, "very-easy"],
    ["nothing is harder than Heroic", "heroic", 1, "heroic"],
    ["no shift", "moderate", 0, "moderate"],
  ] as [string, DifficultyLevel, number, DifficultyLevel][])("%s", (_, level, steps, shifted) => {
    expect(shiftDifficultyLevel(level, steps)).toBe(shifted);
  });

  it("moves by the steps and stops at the ends", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIFFICULTY_LEVELS), fc.integer({ min: -10, max: 10 }), (level, steps) => {
        const expected = Math.min(5, Math.max(0, DIFFICULTY_LEVELS.indexOf(level) + steps));
        expect(DIFFICULTY_LEVELS.indexOf(shiftDifficultyLevel(level, steps))).toBe(expected);
      }),
    );
  });

  it("rejects fractional steps and unknown levels", () => {
    expect(() => shiftDifficultyLevel("easy", 0.5)).toThrow(/steps/);
    expect(() => shiftDifficultyLevel("legendary" as DifficultyLevel, 1)).toThrow(RuleArgumentError);
    expect(() => shiftDifficultyLevel("tricky" as DifficultyLevel, 1)).toThrow(/level/);
  });
});

describe("shiftDifficulty past Heroic (R&E Rules: Heroic 31+ has no upper end)", () => {
  it.each(DIFFICULTY_EDITIONS)("%s: all-out through Heroic terrain, two levels harder, is Heroic +20 = 51", (edition) => {
    const shifted = shiftDifficulty("heroic", 2);
    expect(shifted).toEqual({ level: "heroic", pastHeroic: 2 });
    expect(shiftedDifficultyNumber(shifted, edition)).toBe(difficultyNumberFor("heroic", edition) + 2 * HEROIC_STEP);
    expect(shiftedDifficultyNumber(shifted, edition)).toBe(51);
  });

  it.each(DIFFICULTY_EDITIONS)("%s: all-out through Very Difficult terrain is one level past Heroic, 41", (edition) => {
    expect(shiftedDifficultyNumber(shiftDifficulty("very-difficult", 2), edition)).toBe(41);
  });

  it("a shift that stays inside the levels is the level's own number", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIFFICULTY_LEVELS),
        fc.integer({ min: -10, max: 10 }),
        fc.constantFrom(...DIFFICULTY_EDITIONS),
        (level, steps, edition) => {
          const shifted = shiftDifficulty(level, steps);
          expect(shifted.level).toBe(shiftDifficultyLevel(level, steps));
          const over = Math.max(0, DIFFICULTY_LEVELS.indexOf(level) + steps - (DIFFICULTY_LEVELS.length - 1));
          expect(shifted.pastHeroic).toBe(over);
          expect(shiftedDifficultyNumber(shifted, edition)).toBe(difficultyNumberFor(shifted.level, edition) + over * HEROIC_STEP);
        },
      ),
    );
  });

  it("rejects a past-Heroic count that is not a whole number of levels", () => {
    expect(() => shiftedDifficultyNumber({ level: "heroic", pastHeroic: -1 }, "revised")).toThrow(/pastHeroic/);
    expect(() => shiftedDifficultyNumber({ level: "heroic", pastHeroic: 0.5 }, "first")).toThrow(RuleArgumentError);
  });
});

describe("meetsDifficulty: tie or beat the difficulty number", () => {
  it("Grundregeln: Blaster 4D+1 rolls 6+3+2+2+1 = 14 against medium range 15 and misses", () => {
    const shot = rollDieCode(parseDieCode("4D+1"), { wildDie: false, random: fixedFaces(6, 3, 2, 2) });
    expect(shot.total).toBe(14);
    expect(meetsDifficulty(shot.total, 15)).toBe(false);
  });

  it("Grundregeln: the Sand Person's 13 ties club difficulty 5 plus the parry's 8 and hits", () => {
    const attack = rollDieCode(parseDieCode("4D+1"), { wildDie: false, random: fixedFaces(4, 4, 2, 2) });
    const parry = rollDieCode(parseDieCode("3D"), { wildDie: false, random: fixedFaces(3, 3, 2) });
    expect([attack.total, parry.total]).toEqual([13, 8]);
    expect(meetsDifficulty(attack.total, 5 + parry.total)).toBe(true);
  });

  it.each([
    ["R&E Rules: Sandor's 17 against Cantrell's dodge of 20 misses", 17, 20, false],
    ["R&E Rules: Cantrell's 22 against Sandor's dodge of 21 hits", 22, 21, true],
    ["R&E Rules: whoever ties Sandor's dodge of 21 hits him", 21, 21, true],
  ])("%s", (_, total, difficulty, success) => {
    expect(meetsDifficulty(total, difficulty)).toBe(success);
  });

  it("rejects NaN", () => {
    expect(() => meetsDifficulty(NaN, 10)).toThrow(/total/);
    expect(() => meetsDifficulty(10, NaN)).toThrow(/difficulty/);
  });
});

describe("random difficulties (R&E Rules)", () => {
  it.each([
    ["very-easy", 1, 1],
    ["easy", 2, 2],
    ["moderate", 3, 4],
    ["difficult", 5, 6],
    ["very-difficult", 7, 8],
    ["heroic", 9, null],
  ] as [DifficultyLevel, number, number | null][])("%s rolls %iD to %sD", (level, fewest, most) => {
    expect(RANDOM_DIFFICULTY_DICE[level].fewest).toEqual({ dice: fewest, pips: 0 });
    expect(RANDOM_DIFFICULTY_DICE[level].most).toEqual(most === null ? null : { dice: most, pips: 0 });
  });

  it("a Moderate difficulty rolled on 3D showing 6, 4, 3 is 13; the GM's dice do not explode", () => {
    const roll = rollRandomDifficulty("moderate", { random: fixedFaces(6, 4, 3) });
    expect(roll.total).toBe(13);
    expect(roll.wild).toEqual([]);
  });

  it("a Moderate difficulty may roll 4D", () => {
    expect(rollRandomDifficulty("moderate", { dice: 4, random: fixedFaces(2, 2, 2, 6) }).total).toBe(12);
  });

  it("Heroic rolls 9D or more", () => {
    expect(rollRandomDifficulty("heroic", { random: fixedFaces(...Array(9).fill(4)) }).total).toBe(36);
    expect(rollRandomDifficulty("heroic", { dice: 12, random: fixedFaces(...Array(12).fill(3)) }).total).toBe(36);
  });

  it.each([
    ["moderate", 2],
    ["moderate", 5],
    ["very-easy", 2],
    ["heroic", 8],
    ["heroic", 100],
    ["easy", 2.5],
  ] as [DifficultyLevel, number][])("%s refuses %iD", (level, dice) => {
    expect(() => rollRandomDifficulty(level, { dice, random: () => 0 })).toThrow(/options.dice/);
  });

  it("stays in a level's dice range", () => {
    const draw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(fc.constantFrom(...DIFFICULTY_LEVELS), draw, (level, r) => {
        const { fewest } = RANDOM_DIFFICULTY_DICE[level];
        const total = rollRandomDifficulty(level, { random: () => r }).total;
        expect(total).toBeGreaterThanOrEqual(fewest.dice);
        expect(total).toBeLessThanOrEqual(6 * fewest.dice);
      }),
    );
  });
});

describe("modifier guidelines (R&E Rules)", () => {
  it.each([
    [0, null],
    [1, "slight"],
    [5, "slight"],
    [6, "good"],
    [10, "good"],
    [11, "decisive"],
    [15, "decisive"],
    [16, "overpowering"],
    [40, "overpowering"],
  ])("+%i is %s", (modifier, advantage) => {
    expect(advantageOfModifier(modifier)).toBe(advantage);
  });

  it.each([
    ["knowing a computer system inside and out", 10, "good"],
    ["a cheater chip at sabacc", 15, "decisive"],
    ["the Moff who knows the base's layout", 10, "good"],
  ])("R&E Rules: %s, +%i, is a %s advantage", (_, modifier, advantage) => {
    expect(advantageOfModifier(modifier)).toBe(advantage);
  });

  it("grades bigger bonuses as bigger advantages", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 100 }), (modifier, more) => {
        const index = (m: number) => ADVANTAGES.indexOf(advantageOfModifier(m) as (typeof ADVANTAGES)[number]);
        expect(index(modifier + more)).toBeGreaterThanOrEqual(index(modifier));
      }),
    );
  });

  it.each([-1, 2.5, NaN])("rejects %d", (modifier) => {
    expect(() => advantageOfModifier(modifier)).toThrow(RuleArgumentError);
  });
});

describe("difficulty functions on random input", () => {
  it("throw nothing but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expectOnlyErrors(
          [RuleArgumentError],
          () => difficultyLevelOf(a as number),
          () => difficultyNumberFor(a as DifficultyLevel, b as never),
          () => shiftDifficultyLevel(a as DifficultyLevel, b as number),
          () => meetsDifficulty(a as number, b as number),
          () => advantageOfModifier(a as number),
          () => rollRandomDifficulty(a as DifficultyLevel, { dice: b as number, random: () => 0.5 }),
        );
      }),
    );
  });
});
