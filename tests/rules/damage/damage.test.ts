import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DAMAGE_MODELS,
  RuleArgumentError,
  WOUND_LEVELS,
  type WoundLevel,
  combineWounds,
  resolveDamage,
  woundSeverity,
  worsenWound,
} from "../../../src/rules/index.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

const level = fc.constantFrom(...WOUND_LEVELS);
const model = fc.constantFrom(...DAMAGE_MODELS);
const total = fc.integer({ min: -20, max: 200 });

describe("WOUND_LEVELS", () => {
  it("runs from unhurt to dead", () => {
    expect(WOUND_LEVELS).toEqual(["none", "stunned", "wounded", "wounded-twice", "incapacitated", "mortally-wounded", "killed"]);
    expect(woundSeverity("none")).toBe(0);
    expect(woundSeverity("killed")).toBe(6);
  });
});

describe("resolveDamage, ratio model (1st edition, Grundregeln and Reglas)", () => {
  // Grundregeln: "< Stärkewurf benommen; ≥ verwundet; ≥ 2 x bewusstlos; ≥ 3 x tödlich verwundet".
  it.each([
    [1, 10, "stunned"],
    [9, 10, "stunned"],
    [10, 10, "wounded"],
    [19, 10, "wounded"],
    [20, 10, "incapacitated"],
    [29, 10, "incapacitated"],
    [30, 10, "mortally-wounded"],
    [90, 10, "mortally-wounded"],
    [14, 7, "incapacitated"],
    [21, 7, "mortally-wounded"],
  ] as const)("damage %i against Strength %i: %s", (damage, resistance, expected) => {
    expect(resolveDamage(damage, resistance, "ratio")).toBe(expected);
  });

  it("never leaves a hit without effect nor kills outright", () => {
    expect(resolveDamage(0, 30, "ratio")).toBe("stunned");
    expect(resolveDamage(1000, 1, "ratio")).toBe("mortally-wounded");
  });

  it.each([
    [0, 0, "stunned"],
    [1, 0, "wounded"],
    [2, 0, "incapacitated"],
    [3, 0, "mortally-wounded"],
    [2, -4, "incapacitated"],
    [-1, -4, "stunned"],
  ] as const)("a resistance below 1 counts as 1: damage %i against %i is %s", (damage, resistance, expected) => {
    expect(resolveDamage(damage, resistance, "ratio")).toBe(expected);
  });
});

describe("resolveDamage, difference model (R&E, R&E Rules and tables.json)", () => {
  it.each([
    [13, 14, "none"],
    [14, 14, "stunned"],
    [17, 14, "stunned"],
    [18, 14, "wounded"],
    [22, 14, "wounded"],
    [23, 14, "incapacitated"],
    [26, 14, "incapacitated"],
    [27, 14, "mortally-wounded"],
    [29, 14, "mortally-wounded"],
    [30, 14, "killed"],
    [5, -3, "wounded"],
  ] as const)("damage %i against Strength %i: %s", (damage, resistance, expected) => {
    expect(resolveDamage(damage, resistance, "difference")).toBe(expected);
  });

  it("R&E Rules: Cantrell's 18 against Sandor's 14 is four points, wounded", () => {
    expect(resolveDamage(18, 14, "difference")).toBe("wounded");
  });
});

describe("combineWounds", () => {
  it("R&E Rules: Sandor wounded, hit by Mahon (20 vs 14) is wounded twice, hit again incapacitated", () => {
    let sandor: WoundLevel = resolveDamage(18, 14, "difference");
    const mahon = resolveDamage(20, 14, "difference");
    expect(mahon).toBe("wounded");
    sandor = combineWounds(sandor, mahon, "difference");
    expect(sandor).toBe("wounded-twice");
    sandor = combineWounds(sandor, "wounded", "difference");
    expect(sandor).toBe("incapacitated");
  });

  it("Grundregeln: a wounded character wounded again is incapacitated", () => {
    expect(combineWounds("wounded", "wounded", "ratio")).toBe("incapacitated");
  });

  it.each([
    // tables.json wound_effects (R&E)
    ["incapacitated", "wounded", "mortally-wounded"],
    ["incapacitated", "incapacitated", "mortally-wounded"],
    ["mortally-wounded", "wounded", "killed"],
    ["mortally-wounded", "mortally-wounded", "killed"],
    ["wounded-twice", "wounded-twice", "incapacitated"],
    // a worse result than the next step stands
    ["wounded", "incapacitated", "incapacitated"],
    ["wounded", "mortally-wounded", "mortally-wounded"],
    ["incapacitated", "mortally-wounded", "mortally-wounded"],
    ["none", "wounded", "wounded"],
    ["stunned", "wounded", "wounded"],
    ["stunned", "stunned", "stunned"],
    ["none", "stunned", "stunned"],
    ["none", "none", "none"],
    ["killed", "none", "killed"],
  ] as const)("R&E: %s then %s is %s", (current, inflicted, expected) => {
    expect(combineWounds(current, inflicted, "difference")).toBe(expected);
  });

  it.each(["wounded", "wounded-twice", "incapacitated", "mortally-wounded", "killed"] as const)("a stun never lowers %s", (current) => {
    for (const m of DAMAGE_MODELS) {
      expect(combineWounds(current, "stunned", m)).toBe(current);
      expect(combineWounds(current, "none", m)).toBe(current);
    }
  });

  it.each([
    ["wounded", "incapacitated"],
    ["wounded-twice", "incapacitated"],
    ["incapacitated", "mortally-wounded"],
    ["mortally-wounded", "killed"],
    ["killed", "killed"],
  ] as const)("1st edition: %s wounded again is %s", (current, expected) => {
    expect(combineWounds(current, "wounded", "ratio")).toBe(expected);
    expect(worsenWound(current, "ratio")).toBe(expected);
  });
});

describe("argument checks", () => {
  it.each([
    [() => resolveDamage(Number.NaN, 3, "ratio"), "damage"],
    [() => resolveDamage(3, Number.POSITIVE_INFINITY, "difference"), "resistance"],
    [() => resolveDamage(3, 3, "percent" as never), "model"],
    [() => combineWounds("hurt" as never, "wounded", "ratio"), "current"],
    [() => combineWounds("wounded", "dead" as never, "ratio"), "inflicted"],
    [() => combineWounds("wounded", "wounded", "" as never), "model"],
    [() => woundSeverity("bruised" as never), "level"],
    [() => worsenWound("wounded", "ratios" as never), "model"],
  ])("rejects bad input with a RuleArgumentError naming the argument (%#)", (call, argument) => {
    expect(call).toThrow(RuleArgumentError);
    try {
      call();
    } catch (error) {
      expect((error as RuleArgumentError).argument).toBe(argument);
    }
  });
});

describe("properties", () => {
  it("resolveDamage never improves with more damage nor worsens with more resistance", () => {
    fc.assert(
      fc.property(total, total, fc.nat(50), model, (damage, resistance, extra, m) => {
        const base = woundSeverity(resolveDamage(damage, resistance, m));
        expect(woundSeverity(resolveDamage(damage + extra, resistance, m))).toBeGreaterThanOrEqual(base);
        expect(woundSeverity(resolveDamage(damage, resistance + extra, m))).toBeLessThanOrEqual(base);
      }),
    );
  });

  it("the ratio model gives stunned to mortally wounded only", () => {
    fc.assert(
      fc.property(total, total, (damage, resistance) => {
        expect(["stunned", "wounded", "incapacitated", "mortally-wounded"]).toContain(resolveDamage(damage, resistance, "ratio"));
      }),
    );
  });

  it("combineWounds never improves a wound level and is monotone in both levels", () => {
    fc.assert(
      fc.property(level, level, level, model, (a, b, c, m) => {
        const result = woundSeverity(combineWounds(a, b, m));
        expect(result).toBeGreaterThanOrEqual(Math.max(woundSeverity(a), woundSeverity(b)));
        const [low, high] = woundSeverity(b) <= woundSeverity(c) ? [b, c] : [c, b];
        expect(woundSeverity(combineWounds(a, high, m))).toBeGreaterThanOrEqual(woundSeverity(combineWounds(a, low, m)));
        expect(woundSeverity(combineWounds(high, a, m))).toBeGreaterThanOrEqual(woundSeverity(combineWounds(low, a, m)));
      }),
    );
  });

  it("a wound on a wounded character always makes it worse, until killed", () => {
    fc.assert(
      fc.property(fc.constantFrom(...WOUND_LEVELS.slice(2, 6)), fc.constantFrom(...WOUND_LEVELS.slice(2)), model, (current, inflicted, m) => {
        expect(woundSeverity(combineWounds(current, inflicted, m))).toBeGreaterThan(woundSeverity(current));
      }),
    );
  });

  it("random input throws nothing but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        for (const call of [
          () => resolveDamage(a as number, b as number, c as never),
          () => combineWounds(a as never, b as never, c as never),
          () => worsenWound(a as never, b as never),
        ]) {
          expectOnlyErrors([RuleArgumentError], () => {
            const result = call();
            expect(WOUND_LEVELS).toContain(result);
          });
        }
      }),
    );
  });
});
