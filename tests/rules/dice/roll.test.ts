import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DieCodeError, MAX_EXPLOSIONS, RuleArgumentError, parseDieCode, rollD6, rollDieCode, scoreD6Roll } from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("rollDieCode without the wild die (1st edition, Grundregeln)", () => {
  it("the blaster shot: 4D+1 rolling 6, 3, 2, 2 totals 14 and misses difficulty 15", () => {
    const result = rollDieCode(parseDieCode("4D+1"), { wildDie: false, random: fixedFaces(6, 3, 2, 2) });
    expect(result.total).toBe(14);
    expect(result.dice).toEqual([6, 3, 2, 2]);
    expect(result.wild).toEqual([]);
    expect(result.total >= 15).toBe(false);
  });

  it("holding the door: 3D+2 rolling 6, 5, 5 is 18 against 4D rolling 3, 3, 2... 9", () => {
    expect(rollDieCode(parseDieCode("3D+2"), { wildDie: false, random: fixedFaces(6, 5, 5) }).total).toBe(18);
    // The seed lists four faces 3+3+2+1=9 for a 4D roll.
    expect(rollDieCode(parseDieCode("4D"), { wildDie: false, random: fixedFaces(3, 3, 2, 1) }).total).toBe(9);
  });

  it("a 1 is no mishap without the wild die", () => {
    const result = rollDieCode(parseDieCode("2D"), { wildDie: false, mishap: "remove-highest", random: fixedFaces(1, 6) });
    expect(result).toMatchObject({ total: 7, mishap: false, removed: [] });
  });
});

describe("rollDieCode with the wild die (R&E, Raumschlacht)", () => {
  it("draws the normal dice first, then the wild die and its re-rolls while it shows 6", () => {
    const result = rollDieCode(parseDieCode("3D+1"), { wildDie: true, random: fixedFaces(4, 2, 6, 6, 3) });
    expect(result.dice).toEqual([4, 2]);
    expect(result.wild).toEqual([6, 6, 3]);
    expect(result.total).toBe(4 + 2 + 6 + 6 + 3 + 1);
    expect(result.mishap).toBe(false);
  });

  it("a 1 on the wild die's first roll is a mishap that counts normally by default", () => {
    const result = rollDieCode(parseDieCode("3D"), { wildDie: true, random: fixedFaces(5, 4, 1) });
    expect(result).toMatchObject({ total: 10, mishap: true, complication: false, removed: [] });
  });

  it("remove-highest takes out the wild die and the highest normal die", () => {
    const result = rollDieCode(parseDieCode("3D+2"), { wildDie: true, mishap: "remove-highest", random: fixedFaces(5, 4, 1) });
    expect(result.removed).toEqual([1, 5]);
    expect(result.total).toBe(4 + 2);
  });

  it("remove-highest on a 1D code removes only the wild die", () => {
    const result = rollDieCode(parseDieCode("1D+1"), { wildDie: true, mishap: "remove-highest", random: fixedFaces(1) });
    expect(result).toMatchObject({ total: 1, removed: [1] });
  });

  it("complication keeps the total and flags the complication", () => {
    const result = rollDieCode(parseDieCode("2D"), { wildDie: true, mishap: "complication", random: fixedFaces(3, 1) });
    expect(result).toMatchObject({ total: 4, mishap: true, complication: true });
  });

  it("a 1 after a 6 on the wild die is no mishap", () => {
    const result = rollDieCode(parseDieCode("1D"), { wildDie: true, mishap: "remove-highest", random: fixedFaces(6, 1) });
    expect(result).toMatchObject({ total: 7, mishap: false, wild: [6, 1] });
  });

  it("a code with no dice rolls nothing and totals its pips", () => {
    const result = rollDieCode(parseDieCode("0D+2"), { wildDie: true, random: fixedFaces() });
    expect(result).toMatchObject({ total: 2, dice: [], wild: [] });
  });

  it("a random source stuck on 6 does not hang: the chain is cut and flagged", () => {
    const result = rollDieCode(parseDieCode("2D"), { wildDie: true, random: () => 0.99 });
    expect(result.capped).toBe(true);
    expect(result.wild.length).toBe(MAX_EXPLOSIONS + 1);
  });
});

describe("rollDieCode arguments", () => {
  it("rejects negative dice, NaN and an unknown mishap handling", () => {
    expect(() => rollDieCode({ dice: -1, pips: 0 }, { wildDie: true })).toThrow(DieCodeError);
    expect(() => rollDieCode({ dice: NaN, pips: 0 }, { wildDie: true })).toThrow(DieCodeError);
    expect(() => rollDieCode({ dice: 2, pips: 0 }, { wildDie: true, mishap: "explode" as never })).toThrow(RuleArgumentError);
  });

  it("rejects a random source outside [0, 1)", () => {
    expect(() => rollDieCode({ dice: 2, pips: 0 }, { wildDie: false, random: () => 1 })).toThrow(/options.random/);
    expect(() => rollDieCode({ dice: 2, pips: 0 }, { wildDie: false, random: () => NaN })).toThrow(RuleArgumentError);
  });

  it("never throws anything but the documented errors, and its total always adds up", () => {
    fc.assert(
      fc.property(
        fc.record({ dice: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double()), pips: fc.integer({ min: -99, max: 99 }) }),
        fc.boolean(),
        fc.constantFrom("count", "remove-highest", "complication", "bogus"),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (code, wildDie, mishap, draws) => {
          let i = 0;
          const random = () => draws[i++ % draws.length];
          let r: ReturnType<typeof rollDieCode>;
          try {
            r = rollDieCode(code, { wildDie, mishap: mishap as never, random });
          } catch (error) {
            expect(error instanceof DieCodeError || error instanceof RuleArgumentError).toBe(true);
            return;
          }
          const all = [...r.dice, ...r.wild];
          const sum = all.reduce((a, b) => a + b, 0) - r.removed.reduce((a, b) => a + b, 0);
          expect(r.total).toBe(sum + code.pips);
          // fc.double() yields -0, which rolls no dice like 0; any other negative count must have thrown.
          expect(r.dice.length + (r.wild.length > 0 ? 1 : 0)).toBe(code.dice + 0);
        },
      ),
    );
  });
});

describe("scoreD6Roll", () => {
  it("scores faces rolled elsewhere by the same rule", () => {
    expect(scoreD6Roll({ dice: [6, 2], wild: [1], pips: 1 }, "remove-highest")).toMatchObject({ total: 3, removed: [1, 6] });
  });

  it("rejects faces outside 1-6", () => {
    expect(() => scoreD6Roll({ dice: [7], wild: [], pips: 0 })).toThrow(RuleArgumentError);
  });
});

describe("rollD6", () => {
  it.each([1, 2, 3, 4, 5, 6])("reads the face %i, with no wild die re-rolling a 6", (face) => {
    expect(rollD6(fixedFaces(face))).toBe(face);
  });

  it("rejects a random source outside [0, 1), and throws nothing else on random input", () => {
    expect(() => rollD6(() => 1)).toThrow(RuleArgumentError);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (random, r) => {
        expectOnlyErrors(
          [RuleArgumentError],
          () => rollD6(random as never),
          () => rollD6(() => r as never),
        );
      }),
    );
  });
});

describe("rollDieCode against a plain reference", () => {
  /** The documented draw order, scored by scoreD6Roll: normal dice, the wild die, its re-rolls. */
  function reference(dice: number, pips: number, wildDie: boolean, mishap: (typeof MISHAP_LIST)[number], faces: number[]) {
    const queue = [...faces];
    const wild = wildDie && dice > 0;
    const normal = queue.splice(0, wild ? dice - 1 : dice);
    const chain: number[] = [];
    let capped = false;
    if (wild) {
      chain.push(queue.shift() as number);
      while (chain[chain.length - 1] === 6) {
        if (chain.length > MAX_EXPLOSIONS) {
          capped = true;
          break;
        }
        chain.push(queue.shift() as number);
      }
    }
    return { ...scoreD6Roll({ dice: normal, wild: chain, pips }, mishap), capped };
  }
  const MISHAP_LIST = ["count", "remove-highest", "complication"] as const;

  it("gives the same result for the same faces, whatever the code, wild die and mishap handling", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: -5, max: 5 }),
        fc.boolean(),
        fc.constantFrom(...MISHAP_LIST),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 40, maxLength: 40 }),
        (dice, pips, wildDie, mishap, faces) => {
          // Enough faces for any chain: the drawn ones, then a 2 that ends the chain.
          const source = [...faces, 2];
          const result = rollDieCode({ dice, pips }, { wildDie, mishap, random: fixedFaces(...source) });
          expect(result).toEqual(reference(dice, pips, wildDie, mishap, source));
        },
      ),
    );
  });
});
