import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  BACTA_TANK_DIFFICULTY,
  DAMAGE_MODELS,
  RuleArgumentError,
  WOUND_LEVELS,
  bactaTankTime,
  difficultyNumberFor,
  medpacDifficulty,
  medpacTreatment,
  naturalHealing,
  naturalHealingRestDays,
  rollDieCode,
  woundSeverity,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("medpacDifficulty (tables.json healing.medpac)", () => {
  it.each([
    ["stunned", "very-easy"],
    ["wounded", "easy"],
    ["wounded-twice", "easy"],
    ["incapacitated", "moderate"],
    ["mortally-wounded", "difficult"],
  ] as const)("%s: %s", (level, difficulty) => {
    expect(medpacDifficulty(level)).toBe(difficulty);
  });

  it("each further medpac that day is one level harder, up to Heroic", () => {
    expect(medpacDifficulty("wounded", 1)).toBe("moderate");
    expect(medpacDifficulty("incapacitated", 2)).toBe("very-difficult");
    expect(medpacDifficulty("mortally-wounded", 5)).toBe("heroic");
  });

  it("Reglas's numbers: a wounded patient is difficulty 10", () => {
    expect(difficultyNumberFor(medpacDifficulty("wounded"), "first")).toBe(10);
  });

  it.each(["none", "killed", "bleeding"])("has nothing to treat for %j", (level) => {
    expect(() => medpacDifficulty(level as never)).toThrow(RuleArgumentError);
  });
});

describe("medpacTreatment", () => {
  it.each([
    ["stunned", "difference", "none"],
    ["wounded", "difference", "none"],
    ["wounded-twice", "difference", "wounded"],
    ["incapacitated", "difference", "wounded-twice"],
    ["incapacitated", "ratio", "wounded"],
    ["mortally-wounded", "ratio", "incapacitated"],
  ] as const)("success heals %s (%s model) to %s", (level, model, healed) => {
    expect(medpacTreatment(level, 15, 15, model)).toEqual({ level: healed, lockedOut: false });
  });

  it("failure changes nothing; missing by more than 10 locks medpacs out for 24 hours", () => {
    expect(medpacTreatment("incapacitated", 14, 15, "difference")).toEqual({ level: "incapacitated", lockedOut: false });
    expect(medpacTreatment("incapacitated", 5, 15, "difference")).toEqual({ level: "incapacitated", lockedOut: false });
    expect(medpacTreatment("incapacitated", 4, 15, "difference")).toEqual({ level: "incapacitated", lockedOut: true });
  });
});

describe("bactaTankTime (Reglas)", () => {
  it.each([
    ["wounded", "hours"],
    ["wounded-twice", "hours"],
    ["incapacitated", "days"],
    ["mortally-wounded", "weeks"],
  ] as const)("%s: 2D %s", (level, unit) => {
    expect(bactaTankTime(level)).toEqual({ dice: { dice: 2, pips: 0 }, unit });
  });

  it("Reglas: an incapacitated patient rolls 2D days, 3 and 4 is a week", () => {
    const time = bactaTankTime("incapacitated");
    expect(time?.unit).toBe("days");
    expect(rollDieCode(time!.dice, { wildDie: false, random: fixedFaces(3, 4) }).total).toBe(7);
  });

  it.each(["none", "stunned", "killed"] as const)("%s needs no tank or is beyond it", (level) => {
    expect(bactaTankTime(level)).toBeNull();
  });

  it("the medicine roll is Easy", () => {
    expect(BACTA_TANK_DIFFICULTY).toBe("easy");
  });
});

describe("naturalHealing (tables.json healing.natural)", () => {
  it.each([
    ["wounded", 2, "worsens", "wounded-twice"],
    ["wounded", 4, "worsens", "wounded-twice"],
    ["wounded", 5, "remains", "wounded"],
    ["wounded", 6, "remains", "wounded"],
    ["wounded", 7, "improves", "none"],
    ["wounded-twice", 4, "worsens", "incapacitated"],
    ["wounded-twice", 6, "remains", "wounded-twice"],
    ["wounded-twice", 7, "improves", "wounded"],
    ["incapacitated", 6, "worsens", "mortally-wounded"],
    ["incapacitated", 7, "remains", "incapacitated"],
    ["incapacitated", 8, "remains", "incapacitated"],
    ["incapacitated", 9, "improves", "wounded-twice"],
    ["mortally-wounded", 6, "worsens", "killed"],
    ["mortally-wounded", 8, "remains", "mortally-wounded"],
    ["mortally-wounded", 9, "improves", "incapacitated"],
    ["wounded", 0, "worsens", "wounded-twice"],
    ["mortally-wounded", -2, "worsens", "killed"],
  ] as const)("R&E: %s rolling %i %s to %s", (level, roll, trend, result) => {
    expect(naturalHealing(level, roll, "difference")).toEqual({ trend, level: result });
  });

  it.each([
    ["wounded", 3, "worsens", "incapacitated"],
    ["incapacitated", 9, "improves", "wounded"],
    ["wounded", 7, "improves", "none"],
  ] as const)("1st edition: %s rolling %i %s to %s", (level, roll, trend, result) => {
    expect(naturalHealing(level, roll, "ratio")).toEqual({ trend, level: result });
  });

  it.each([
    ["wounded", "ratio", 1],
    ["mortally-wounded", "ratio", 1],
    ["wounded", "difference", 3],
    ["wounded-twice", "difference", 3],
    ["incapacitated", "difference", 14],
    ["mortally-wounded", "difference", 35],
  ] as const)("rolls for %s under the %s model every %i days", (level, model, days) => {
    expect(naturalHealingRestDays(level, model)).toBe(days);
  });

  it.each(["none", "stunned", "killed"] as const)("has no row for %s", (level) => {
    expect(() => naturalHealing(level, 10, "difference")).toThrow(RuleArgumentError);
    expect(() => naturalHealingRestDays(level, "ratio")).toThrow(RuleArgumentError);
  });
});

describe("argument checks and properties", () => {
  it.each([
    [() => medpacDifficulty("wounded", -1), "medpacsUsedToday"],
    [() => medpacTreatment("wounded", 10.5, 10, "ratio"), "roll"],
    [() => medpacTreatment("wounded", 10, Number.NaN, "ratio"), "difficulty"],
    [() => medpacTreatment("wounded", 10, 10, "x" as never), "model"],
    [() => naturalHealing("wounded", Number.POSITIVE_INFINITY, "ratio"), "strengthRoll"],
    [() => bactaTankTime("hurt" as never), "level"],
  ])("rejects bad input naming the argument (%#)", (call, argument) => {
    expect(call).toThrow(RuleArgumentError);
    expect(call).toThrow(argument);
  });

  it("a natural healing roll moves the level the way its trend says, and a better roll never ends worse", () => {
    const level = fc.constantFrom("wounded", "wounded-twice", "incapacitated", "mortally-wounded") as fc.Arbitrary<
      "wounded" | "wounded-twice" | "incapacitated" | "mortally-wounded"
    >;
    fc.assert(
      fc.property(level, fc.integer({ min: -5, max: 40 }), fc.nat(10), fc.constantFrom(...DAMAGE_MODELS), (lvl, roll, more, model) => {
        const { trend, level: after } = naturalHealing(lvl, roll, model);
        const change = Math.sign(woundSeverity(after) - woundSeverity(lvl));
        expect(change).toBe({ worsens: 1, remains: 0, improves: -1 }[trend]);
        expect(woundSeverity(naturalHealing(lvl, roll + more, model).level)).toBeLessThanOrEqual(woundSeverity(after));
      }),
    );
  });

  it("a medpac never makes a wound worse", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WOUND_LEVELS.slice(1, 6)),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(...DAMAGE_MODELS),
        (level, roll, difficulty, model) => {
          expect(woundSeverity(medpacTreatment(level, roll, difficulty, model).level)).toBeLessThanOrEqual(woundSeverity(level));
        },
      ),
    );
  });

  it("random input throws nothing but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (a, b, c, d) => {
        expectOnlyErrors(
          [RuleArgumentError],
          () => medpacDifficulty(a as never, b as number),
          () => medpacTreatment(a as never, b as number, c as number, d as never),
          () => bactaTankTime(a as never),
          () => naturalHealing(a as never, b as number, c as never),
          () => naturalHealingRestDays(a as never, b as never),
        );
      }),
    );
  });
});
