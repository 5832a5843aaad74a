import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { type MishapHandling, type TermFaces, d6Formula, facesOfTerms, labelKeyFor, scoringMishap } from "../../src/dice/d6-roll-data.ts";
import { DieCodeError, MISHAPS, RuleArgumentError, parseDieCode, rollDieCode, scoreD6Roll } from "../../src/rules/index.ts";
import { fixedFaces } from "../helpers/dice.ts";
import { evaluatedTerms } from "../helpers/roll-terms.ts";

describe("scoringMishap", () => {
  it.each([
    ["ask", "count"],
    ["count", "count"],
    ["remove-highest", "remove-highest"],
    ["complication", "complication"],
  ] as [MishapHandling, string][])("scores a roll with handling %s as %s", (handling, scored) => {
    expect(scoringMishap(handling)).toBe(scored);
  });
});

describe("d6Formula", () => {
  it.each([
    ["4D+1", true, "3d6 + 1dw + 1"],
    ["4D+1", false, "4d6 + 1"],
    ["1D-1", true, "1dw - 1"],
    ["1D", false, "1d6"],
    ["3D", true, "2d6 + 1dw"],
    ["0D+2", true, "2"],
    ["0D", false, "0"],
  ])("%s with the wild die %s is %s", (code, wildDie, formula) => {
    expect(d6Formula(parseDieCode(code), wildDie)).toBe(formula);
  });

  it("refuses a code that cannot be rolled", () => {
    expect(() => d6Formula({ dice: -1, pips: 0 }, true)).toThrow(DieCodeError);
    expect(() => d6Formula({ dice: 1.5, pips: 0 }, true)).toThrow(DieCodeError);
  });
});

describe("facesOfTerms: Foundry's results scored by scoreD6Roll", () => {
  it("reads a wild die chain 6, 6, 3 and scores it like rollDieCode (Raumschlacht: a 6 adds and rolls again)", () => {
    const faces = facesOfTerms(evaluatedTerms([4, 2], [6, 6, 3], 1));
    expect(faces).toEqual({ dice: [4, 2], wild: [6, 6, 3], pips: 1 });
    const scored = scoreD6Roll(faces, "count");
    expect(scored.total).toBe(4 + 2 + 6 + 6 + 3 + 1);
    expect(scored).toEqual(rollDieCode(parseDieCode("3D+1"), { wildDie: true, random: fixedFaces(4, 2, 6, 6, 3) }));
  });

  it.each([
    // handling, total, removed, complication
    ["count", 5 + 3 + 1 + 1, [], false],
    ["remove-highest", 3 + 1, [1, 5], false],
    ["complication", 5 + 3 + 1 + 1, [], true],
  ] as const)("a mishap (wild die 1) with handling %s totals %i", (mishap, total, removed, complication) => {
    const scored = scoreD6Roll(facesOfTerms(evaluatedTerms([5, 3], [1], 1)), mishap);
    expect(scored).toMatchObject({ total, mishap: true, complication, removed: [...removed] });
  });

  it("leaves out results Foundry marked inactive", () => {
    const terms: TermFaces[] = [
      {
        kind: "die",
        faces: 6,
        results: [
          { result: 6, active: false },
          { result: 2, active: true },
        ],
      },
    ];
    expect(facesOfTerms(terms).dice).toEqual([2]);
  });

  it("reads pips after a minus and a roll without dice", () => {
    expect(facesOfTerms(evaluatedTerms([3], [4], -2)).pips).toBe(-2);
    expect(facesOfTerms([{ kind: "number", number: 2 }])).toEqual({ dice: [], wild: [], pips: 2 });
  });

  it("reads no wild die in a 1st-edition roll", () => {
    expect(facesOfTerms([{ kind: "die", faces: 6, results: [{ result: 1 }] }])).toEqual({ dice: [1], wild: [], pips: 0 });
  });

  it.each([
    [[{ kind: "die", faces: 8, results: [] }], /terms\[0\]\.faces/],
    [[{ kind: "operator", operator: "*" }], /terms\[0\]\.operator/],
    [[{ kind: "number", number: 1.5 }], /terms\[0\]\.number/],
    [
      [
        { kind: "operator", operator: "-" },
        { kind: "die", faces: 6, results: [] },
      ],
      /terms\[1\]/,
    ],
    [
      [
        { kind: "wild", results: [] },
        { kind: "wild", results: [] },
      ],
      /terms\[1\]/,
    ],
    [[{ kind: "PoolTerm" }], /terms\[0\]/],
  ])("refuses terms a D6 roll cannot hold (%#)", (terms, name) => {
    expect(() => facesOfTerms(terms as never)).toThrow(RuleArgumentError);
    expect(() => facesOfTerms(terms as never)).toThrow(name);
  });

  it("property: the faces of d6Formula's terms score as rollDieCode rolls them, for every mishap handling", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: -3, max: 3 }),
        fc.boolean(),
        fc.constantFrom(...MISHAPS),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 20, maxLength: 20 }),
        (dice, pips, wildDie, mishap, draws) => {
          const expected = rollDieCode({ dice, pips }, { wildDie, mishap, random: fixedFaces(...draws, 1, 1, 1) });
          const terms: TermFaces[] = [];
          if (expected.dice.length > 0) terms.push({ kind: "die", faces: 6, results: expected.dice.map((result) => ({ result })) });
          if (expected.wild.length > 0) {
            if (terms.length > 0) terms.push({ kind: "operator", operator: "+" });
            terms.push({ kind: "wild", results: expected.wild.map((result) => ({ result })) });
          }
          if (terms.length > 0 && pips !== 0) terms.push({ kind: "operator", operator: pips < 0 ? "-" : "+" });
          if (terms.length === 0 || pips !== 0) terms.push({ kind: "number", number: terms.length === 0 ? pips : Math.abs(pips) });
          expect(scoreD6Roll(facesOfTerms(terms), mishap)).toEqual(expected);
        },
      ),
    );
  });

  it("property: random terms never throw anything but RuleArgumentError", () => {
    const term = fc.oneof(
      fc.record({ kind: fc.constant("die"), faces: fc.integer({ min: 0, max: 10 }), results: fc.array(fc.record({ result: fc.integer({ min: 1, max: 6 }) })) }),
      fc.record({ kind: fc.constant("wild"), results: fc.array(fc.record({ result: fc.integer({ min: 1, max: 6 }) })) }),
      fc.record({ kind: fc.constant("operator"), operator: fc.constantFrom("+", "-", "*", "/") }),
      fc.record({ kind: fc.constant("number"), number: fc.double() }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.array(term, { maxLength: 6 }), (terms) => {
        try {
          facesOfTerms(terms as TermFaces[]);
        } catch (error) {
          expect(error).toBeInstanceOf(RuleArgumentError);
        }
      }),
    );
  });
});

describe("labelKeyFor", () => {
  const strings: Record<string, string> = { "SWD6.Attribute.dex.name": "Dexterity", "SWD6.SpaceRange.rollLabel": "Speed: {ship}" };
  const format = (key: string, data: Record<string, string>) => (strings[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => data[name] ?? "");

  it("keeps the key and its data while they give the label", () => {
    expect(labelKeyFor("Dexterity", "SWD6.Attribute.dex.name", undefined, format)).toEqual({ labelKey: "SWD6.Attribute.dex.name", labelData: {} });
    expect(labelKeyFor("Speed: Red Five", "SWD6.SpaceRange.rollLabel", { ship: "Red Five" }, format)).toEqual({
      labelKey: "SWD6.SpaceRange.rollLabel",
      labelData: { ship: "Red Five" },
    });
  });

  it("drops a key that no longer gives the label (a request relabelled without it), and gives nothing without a key", () => {
    expect(labelKeyFor("Blaster", "SWD6.Attribute.dex.name", undefined, format)).toEqual({});
    expect(labelKeyFor("Blaster", undefined, undefined, format)).toEqual({});
  });
});
