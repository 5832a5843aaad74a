import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RANGE_INTENTS, SPACE_RANGES, rangeRollCode, rangeRollsNeeded, resolveSpaceRange } from "../../../src/rules/vehicles/space-range.ts";
import { DieCodeError, parseDieCode } from "../../../src/rules/dice/die-code.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { rollDieCode } from "../../../src/rules/dice/roll.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("Grundregeln: Bulack chases a pirate at medium range, both adding piloting", () => {
  const bulack = rangeRollCode(parseDieCode("2D"), parseDieCode("4D+1"));
  const pirate = rangeRollCode(parseDieCode("2D"), parseDieCode("3D"));

  it("each rolls piloting plus the ship's speed (codes illustrative), which counts as an action", () => {
    expect(bulack).toEqual({ code: { dice: 6, pips: 1 }, countsAsAction: true });
    expect(pirate.countsAsAction).toBe(true);
    expect(rangeRollsNeeded(["close", "open"])).toBe(true);
  });

  it("Bulack rolls higher: the range closes to short", () => {
    const b = rollDieCode(bulack.code, { wildDie: false, random: fixedFaces(6, 5, 4, 4, 3, 2) }).total;
    const p = rollDieCode(pirate.code, { wildDie: false, random: fixedFaces(3, 3, 2, 2, 1) }).total;
    expect(
      resolveSpaceRange("medium", [
        { intent: "close", roll: b },
        { intent: "open", roll: p },
      ]),
    ).toBe("short");
  });

  it("the pirate rolls higher: the range opens to long", () => {
    expect(
      resolveSpaceRange("medium", [
        { intent: "close", roll: 12 },
        { intent: "open", roll: 19 },
      ]),
    ).toBe("long");
  });

  it("a tie keeps it at medium", () => {
    expect(
      resolveSpaceRange("medium", [
        { intent: "close", roll: 15 },
        { intent: "open", roll: 15 },
      ]),
    ).toBe("medium");
  });
});

describe("rangeRollCode", () => {
  it("without piloting it is the sublight speed alone and no action", () => {
    expect(rangeRollCode({ dice: 3, pips: 0 }, null)).toEqual({ code: { dice: 3, pips: 0 }, countsAsAction: false });
  });

  it("rejects codes that cannot be rolled", () => {
    expect(() => rangeRollCode({ dice: -1, pips: 0 }, null)).toThrow(DieCodeError);
  });
});

describe("resolveSpaceRange", () => {
  it.each([
    ["medium", "close", "short"],
    ["short", "close", "short"],
    ["long", "open", "long"],
    ["short", "open", "medium"],
  ] as const)("at %s, when every pilot wants to %s, it becomes %s without a roll", (range, intent, expected) => {
    expect(resolveSpaceRange(range, [{ intent }, { intent }])).toBe(expected);
  });

  it("two pilots tied for the highest roll with the same wish get it", () => {
    const declarations = [
      { intent: "open", roll: 20 },
      { intent: "open", roll: 20 },
      { intent: "close", roll: 11 },
    ] as const;
    expect(resolveSpaceRange("medium", declarations)).toBe("long");
  });

  it("rejects missing rolls when the pilots disagree, and unknown intents", () => {
    expect(() => resolveSpaceRange("medium", [{ intent: "close" }, { intent: "open", roll: 3 }])).toThrow(/declarations\[0\].roll/);
    expect(() => resolveSpaceRange("medium", [{ intent: "flee" as never }])).toThrow(/declarations\[0\].intent/);
    expect(() => resolveSpaceRange("medium", [])).toThrow(/declarations/);
    expect(() => resolveSpaceRange("far" as never, [{ intent: "open" }])).toThrow(/range/);
    expect(() => rangeRollsNeeded([])).toThrow(/intents/);
  });

  it("moves at most one band, towards the winner's wish, and never throws anything else", () => {
    const declaration = fc.record({ intent: fc.constantFrom(...RANGE_INTENTS), roll: fc.integer({ min: 0, max: 40 }) });
    fc.assert(
      fc.property(fc.constantFrom(...SPACE_RANGES), fc.array(declaration, { minLength: 1, maxLength: 5 }), (range, declarations) => {
        const next = resolveSpaceRange(range, declarations);
        const moved = SPACE_RANGES.indexOf(next) - SPACE_RANGES.indexOf(range);
        expect(Math.abs(moved)).toBeLessThanOrEqual(1);
        const best = Math.max(...declarations.map((d) => d.roll));
        const wishes = new Set(declarations.filter((d) => d.roll === best).map((d) => d.intent));
        if (moved < 0) expect(wishes.has("close")).toBe(true);
        if (moved > 0) expect(wishes.has("open")).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (range, declarations) => {
        expectOnlyErrors([RuleArgumentError], () => resolveSpaceRange(range as never, declarations as never));
      }),
    );
  });
});
