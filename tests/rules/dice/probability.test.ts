import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type DieCode,
  DieCodeError,
  MISHAPS,
  type Mishap,
  MOST_CHARACTER_POINTS_PER_ROLL,
  type ProbabilityOptions,
  RuleArgumentError,
  parseDieCode,
  rollCharacterPointDice,
  rollDieCode,
  rollDistribution,
  scoreD6Roll,
  successProbability,
} from "../../../src/rules/index.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

/** Chains of an exploding die with fewer than `depth` sixes: 6^-depth of the mass is left out. */
function explodingChains(depth: number): { faces: number[]; chance: number }[] {
  const chains = [];
  for (let sixes = 0; sixes < depth; sixes++) {
    for (let last = 1; last <= 5; last++) {
      chains.push({ faces: [...Array(sixes).fill(6), last], chance: 6 ** -(sixes + 1) });
    }
  }
  return chains;
}

function allFaces(count: number): number[][] {
  return count === 0 ? [[]] : allFaces(count - 1).flatMap((rest) => [1, 2, 3, 4, 5, 6].map((face) => [...rest, face]));
}

/**
 * P(total = t) by listing every roll: all faces of the normal dice, the wild chain to depth 13
 * (7.6e-11 left out) and each character point chain to depth 13, scored by scoreD6Roll.
 */
function bruteForce(code: DieCode, options: ProbabilityOptions): Map<number, number> {
  const wild = options.wildDie && code.dice > 0;
  const normal = allFaces(wild ? code.dice - 1 : code.dice);
  const wildChains = wild ? explodingChains(13) : [{ faces: [], chance: 1 }];
  let totals = new Map<number, number>();
  for (const dice of normal) {
    for (const chain of wildChains) {
      const { total } = scoreD6Roll({ dice, wild: chain.faces, pips: code.pips }, options.mishap);
      totals.set(total, (totals.get(total) ?? 0) + chain.chance * 6 ** -dice.length);
    }
  }
  for (let point = 0; point < (options.characterPoints ?? 0); point++) {
    const next = new Map<number, number>();
    for (const [total, chance] of totals) {
      for (const chain of explodingChains(13)) {
        const sum = total + chain.faces.reduce((a, b) => a + b, 0);
        next.set(sum, (next.get(sum) ?? 0) + chance * chain.chance);
      }
    }
    totals = next;
  }
  return totals;
}

const atLeast = (totals: Map<number, number>, difficulty: number) =>
  [...totals].reduce((sum, [total, chance]) => (total >= difficulty ? sum + chance : sum), 0);

/** A seeded PRNG (mulberry32), so the Monte-Carlo runs are the same every time. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const smallCodes = [0, 1, 2, 3, 4].flatMap((dice) => [false, true].flatMap((wildDie) => MISHAPS.map((mishap) => [dice, dice - 2, wildDie, mishap] as const)));

describe("successProbability against every roll listed", () => {
  it.each(smallCodes)("%iD%+i, wild die %s, mishap %s: every difficulty", (dice, pips, wildDie, mishap) => {
    const code = { dice, pips };
    const totals = bruteForce(code, { wildDie, mishap });
    for (let difficulty = pips - 3; difficulty <= 6 * dice + pips + 30; difficulty++) {
      expect(Math.abs(successProbability(code, difficulty, { wildDie, mishap }) - atLeast(totals, difficulty))).toBeLessThan(1e-9);
    }
  });

  it.each([
    [0, 1, true, "count"],
    [1, 1, false, "count"],
    [2, 1, true, "remove-highest"],
    [3, 1, true, "count"],
    [1, 2, true, "remove-highest"],
  ] as const)("%iD with %i character point(s), wild die %s, mishap %s", (dice, characterPoints, wildDie, mishap) => {
    const code = { dice, pips: 1 };
    const options = { wildDie, mishap, characterPoints };
    const totals = bruteForce(code, options);
    for (let difficulty = 0; difficulty <= 6 * (dice + characterPoints) + 30; difficulty++) {
      expect(Math.abs(successProbability(code, difficulty, options) - atLeast(totals, difficulty))).toBeLessThan(1e-9);
    }
  });
});

describe("rollDistribution", () => {
  it.each(smallCodes)("%iD%+i, wild die %s, mishap %s: P(total = t) as listed", (dice, pips, wildDie, mishap) => {
    const code = { dice, pips };
    const totals = bruteForce(code, { wildDie, mishap });
    const { offset, probabilities } = rollDistribution(code, { wildDie, mishap });
    expect(offset).toBe(Math.min(...totals.keys()));
    probabilities.forEach((chance, i) => expect(Math.abs(chance - (totals.get(offset + i) ?? 0))).toBeLessThan(1e-9));
  });

  /** E[highest of n dice] = sum over k of P(highest >= k). */
  const meanHighest = (n: number) => (n === 0 ? 0 : [1, 2, 3, 4, 5, 6].reduce((a, k) => a + 1 - ((k - 1) / 6) ** n, 0));

  it("sums to 1 and has the expected mean: 3.5 a normal die, 4.2 an exploding die, less for a removed die", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: -20, max: 20 }),
        fc.boolean(),
        fc.constantFrom(...MISHAPS),
        fc.integer({ min: 0, max: MOST_CHARACTER_POINTS_PER_ROLL }),
        (dice, pips, wildDie, mishap, characterPoints) => {
          const { offset, probabilities } = rollDistribution({ dice, pips }, { wildDie, mishap, characterPoints });
          const sum = probabilities.reduce((a, b) => a + b, 0);
          const mean = probabilities.reduce((a, chance, i) => a + chance * (offset + i), 0);
          const wild = wildDie && dice > 0;
          const normal = wild ? dice - 1 : dice;
          // A mishap (chance 1/6) takes out the wild die's 1 and the highest normal die.
          const removed = wild && mishap === "remove-highest" ? (1 + meanHighest(normal)) / 6 : 0;
          const expected = 3.5 * normal + 4.2 * (characterPoints + (wild ? 1 : 0)) + pips - removed;
          expect(Math.abs(sum - 1)).toBeLessThan(1e-13);
          expect(Math.abs(mean - expected)).toBeLessThan(1e-9);
          expect(probabilities.every((chance) => chance >= 0)).toBe(true);
        },
      ),
    );
  });

  it("starts at the lowest total: a mishap under remove-highest can take 5D+2 down to 5", () => {
    expect(rollDistribution(parseDieCode("5D+2"), { wildDie: true, mishap: "remove-highest" }).offset).toBe(5);
    expect(rollDistribution(parseDieCode("5D+2"), { wildDie: true, mishap: "count" }).offset).toBe(7);
  });

  it("returns a copy: changing it does not change the next answer", () => {
    const first = rollDistribution({ dice: 2, pips: 0 }, { wildDie: false });
    first.probabilities[0] = 0.5;
    expect(rollDistribution({ dice: 2, pips: 0 }, { wildDie: false }).probabilities[0]).toBeCloseTo(1 / 36, 15);
  });
});

describe("successProbability known values (worked by hand)", () => {
  it.each([
    ["1D", 4, { wildDie: false }, 1 / 2],
    ["1D", 7, { wildDie: false }, 0],
    ["1D", 5, { wildDie: true }, 2 / 6],
    ["1D", 6, { wildDie: true }, 1 / 6],
    // 7 or more needs a 6 and then anything.
    ["1D", 7, { wildDie: true }, 1 / 6],
    // 6, then 5 or 6.
    ["1D", 11, { wildDie: true }, 1 / 18],
    ["1D", 12, { wildDie: true }, 1 / 36],
    ["2D", 7, { wildDie: false }, 21 / 36],
    ["2D", 12, { wildDie: false }, 1 / 36],
    ["2D", 13, { wildDie: false }, 0],
    // normal die n needs the wild die >= 13 - n: (1 + 2 + 3 + 4 + 5 + 6) / 36, over 6.
    ["2D", 13, { wildDie: true }, 7 / 72],
    // A mishap on 1D+2 leaves only the pips.
    ["1D+2", 3, { wildDie: true, mishap: "remove-highest" }, 5 / 6],
    ["1D+2", 3, { wildDie: true, mishap: "count" }, 1],
    ["1D+2", 3, { wildDie: true, mishap: "complication" }, 1],
    // A mishap on 2D removes both dice: total 0.
    ["2D", 2, { wildDie: true, mishap: "remove-highest" }, 5 / 6],
    ["0D+3", 3, { wildDie: true }, 1],
    ["0D+3", 4, { wildDie: true }, 0],
    ["0D-2", -2, { wildDie: false }, 1],
    // A fraction needs the next whole total.
    ["1D", 3.5, { wildDie: false }, 1 / 2],
    ["1D", -Number.MAX_VALUE, { wildDie: true }, 1],
    // 1D and one character point die: face d needs the exploding die >= 8 - d: (1+1+2+3+4+5)/36.
    ["1D", 8, { wildDie: false, characterPoints: 1 }, 4 / 9],
    ["0D", 7, { wildDie: true, characterPoints: 1 }, 1 / 6],
    // Grundregeln, Climbing/Jumping 5D+2 against 5: the lowest roll is 7.
    ["5D+2", 5, { wildDie: false }, 1],
  ] as [string, number, ProbabilityOptions, number][])("%s against %d with %j is %d", (code, difficulty, options, expected) => {
    expect(Math.abs(successProbability(parseDieCode(code), difficulty, options) - expected)).toBeLessThan(1e-12);
  });

  it("count and complication keep the total alike", () => {
    for (let difficulty = 0; difficulty < 40; difficulty++) {
      const count = successProbability({ dice: 4, pips: 1 }, difficulty, { wildDie: true, mishap: "count" });
      expect(successProbability({ dice: 4, pips: 1 }, difficulty, { wildDie: true, mishap: "complication" })).toBe(count);
    }
  });
});

describe("successProbability against rolls of rollDieCode (Monte Carlo, seeded)", () => {
  const rolls = 200_000;
  it.each([
    ["3D+1", true, "remove-highest", [4, 8, 11, 14, 18, 24]],
    ["5D", true, "count", [10, 15, 18, 20, 25, 30]],
    ["2D+2", false, "count", [4, 7, 9, 12, 14]],
    ["1D", true, "remove-highest", [1, 3, 6, 7, 12]],
  ] as [string, boolean, Mishap, number[]][])("%s, wild die %s, mishap %s", (text, wildDie, mishap, difficulties) => {
    const code = parseDieCode(text);
    const random = seeded(1);
    const totals = Array.from({ length: rolls }, () => rollDieCode(code, { wildDie, mishap, random }).total);
    for (const difficulty of difficulties) {
      const p = successProbability(code, difficulty, { wildDie, mishap });
      const observed = totals.filter((total) => total >= difficulty).length / rolls;
      // Five standard deviations, and a floor for probabilities near 0 or 1.
      expect(Math.abs(observed - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / rolls) + 1e-4);
    }
  });

  it("character point dice rolled by rollCharacterPointDice add what the options assume", () => {
    const code = parseDieCode("3D");
    const random = seeded(42);
    const totals = Array.from({ length: rolls }, () => rollDieCode(code, { wildDie: true, random }).total + rollCharacterPointDice(2, { random }).total);
    for (const difficulty of [10, 15, 20, 25, 30]) {
      const p = successProbability(code, difficulty, { wildDie: true, characterPoints: 2 });
      const observed = totals.filter((total) => total >= difficulty).length / rolls;
      expect(Math.abs(observed - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / rolls) + 1e-4);
    }
  });
});

describe("successProbability properties", () => {
  const optionsArbitrary = fc.record({
    wildDie: fc.boolean(),
    mishap: fc.constantFrom(...MISHAPS),
    characterPoints: fc.integer({ min: 0, max: MOST_CHARACTER_POINTS_PER_ROLL }),
  });

  it("never rises as the difficulty rises, and stays within 0 and 1", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: -10, max: 10 }),
        optionsArbitrary,
        fc.integer({ min: -20, max: 300 }),
        fc.integer({ min: 0, max: 30 }),
        (dice, pips, options, difficulty, step) => {
          const easier = successProbability({ dice, pips }, difficulty, options);
          const harder = successProbability({ dice, pips }, difficulty + step, options);
          expect(harder).toBeLessThanOrEqual(easier);
          expect(easier).toBeLessThanOrEqual(1);
          expect(harder).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("agrees with the distribution it is built on", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -5, max: 5 }),
        optionsArbitrary,
        fc.integer({ min: -10, max: 200 }),
        (dice, pips, options, difficulty) => {
          const { offset, probabilities } = rollDistribution({ dice, pips }, options);
          const tail = probabilities.reduce((sum, chance, i) => (offset + i >= difficulty ? sum + chance : sum), 0);
          expect(Math.abs(successProbability({ dice, pips }, difficulty, options) - Math.min(1, tail))).toBeLessThan(1e-12);
        },
      ),
    );
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(
        fc.record({ dice: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double()), pips: fc.oneof(fc.integer(), fc.double()) }),
        fc.oneof(fc.double(), fc.integer()),
        fc.record({
          wildDie: fc.oneof(fc.boolean(), fc.constant("yes")),
          mishap: fc.constantFrom("count", "remove-highest", "complication", "bogus", undefined),
          characterPoints: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double(), fc.constant(undefined)),
        }),
        (code, difficulty, options) => {
          expectOnlyDocumentedErrors(() => {
            const p = successProbability(code, difficulty, options as ProbabilityOptions);
            expect(p >= 0 && p <= 1).toBe(true);
          });
        },
      ),
    );
  });
});

describe("successProbability arguments", () => {
  it.each([NaN, Infinity, -Infinity, "12" as unknown as number])("rejects the difficulty %j", (difficulty) => {
    expect(() => successProbability({ dice: 2, pips: 0 }, difficulty, { wildDie: true })).toThrow(RuleArgumentError);
    expect(() => successProbability({ dice: 2, pips: 0 }, difficulty, { wildDie: true })).toThrow(/difficulty/);
  });

  it.each([[{ dice: -1, pips: 0 }], [{ dice: 100, pips: 0 }], [{ dice: 1.5, pips: 0 }], [{ dice: 2, pips: NaN }]])(
    "rejects the code %j with a DieCodeError",
    (code) => {
      expect(() => successProbability(code, 10, { wildDie: true })).toThrow(DieCodeError);
      expect(() => rollDistribution(code, { wildDie: true })).toThrow(DieCodeError);
    },
  );

  it.each([
    [null, /options/],
    [{ wildDie: "yes" }, /options.wildDie/],
    [{ wildDie: true, mishap: "explode" }, /options.mishap/],
    [{ wildDie: true, characterPoints: MOST_CHARACTER_POINTS_PER_ROLL + 1 }, /options.characterPoints/],
    [{ wildDie: true, characterPoints: -1 }, /options.characterPoints/],
    [{ wildDie: true, characterPoints: 0.5 }, /options.characterPoints/],
  ])("rejects the options %j naming them", (options, name) => {
    expect(() => successProbability({ dice: 2, pips: 0 }, 10, options as never)).toThrow(RuleArgumentError);
    expect(() => successProbability({ dice: 2, pips: 0 }, 10, options as never)).toThrow(name);
  });
});
