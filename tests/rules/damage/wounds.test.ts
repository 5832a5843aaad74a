import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DAMAGE_MODELS,
  RuleArgumentError,
  WOUND_LEVELS,
  WOUND_ROLL_KINDS,
  parseDieCode,
  rollCode,
  woundEffects,
  woundAllowsRoll,
  woundPenalty,
} from "../../../src/rules/index.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("woundPenalty", () => {
  it.each([
    ["none", "ratio", 0],
    ["stunned", "ratio", 0],
    ["wounded", "ratio", 1],
    ["wounded-twice", "ratio", 2],
    ["none", "difference", 0],
    ["stunned", "difference", 1],
    ["wounded", "difference", 1],
    ["wounded-twice", "difference", 2],
    ["incapacitated", "difference", 0],
    ["mortally-wounded", "ratio", 0],
    ["killed", "difference", 0],
  ] as const)("%s under the %s model costs %iD on a standard roll", (level, model, dice) => {
    expect(woundPenalty(level, model)).toBe(dice);
    expect(woundPenalty(level, model, "standard")).toBe(dice);
  });

  it("Grundregeln: a wounded character rolls every skill and attribute at -1D, but not Strength against damage", () => {
    expect(woundPenalty("wounded", "ratio", "standard")).toBe(1);
    expect(woundPenalty("wounded", "ratio", "resist-damage")).toBe(0);
  });

  it("R&E Rules: wounded Sandor resists Mahon's shot with his full Strength", () => {
    const strength = parseDieCode("3D+1");
    expect(rollCode(strength, { woundPenalty: woundPenalty("wounded", "difference", "resist-damage") })).toEqual(strength);
    expect(rollCode(strength, { woundPenalty: woundPenalty("wounded", "difference") })).toEqual(parseDieCode("2D+1"));
  });

  it("Reglas: a wounded character's skill code drops 1D", () => {
    expect(rollCode(parseDieCode("4D+2"), { woundPenalty: woundPenalty("wounded", "ratio") })).toEqual(parseDieCode("3D+2"));
  });

  it("tables.json: natural healing rolls full Strength", () => {
    expect(woundPenalty("wounded-twice", "difference", "natural-healing")).toBe(0);
  });
});

describe("woundEffects", () => {
  it("Grundregeln: a stunned character falls and loses the round's actions but may still react", () => {
    expect(woundEffects("stunned", "ratio")).toEqual({
      penalty: 0,
      losesActionsThisRound: true,
      reactionsAllowed: true,
      reactionsThisRound: true,
      conscious: true,
    });
  });

  it("Grundregeln: a wounded character is also stunned ('benommen & verwundet')", () => {
    expect(woundEffects("wounded", "ratio")).toMatchObject({ penalty: 1, losesActionsThisRound: true, reactionsAllowed: true, reactionsThisRound: true });
  });

  it("R&E Rules: wounded Sandor falls prone, can no longer take any actions, reactions included, for the rest of the round, and suffers -1D until healed", () => {
    expect(woundEffects("wounded", "difference")).toEqual({
      penalty: 1,
      losesActionsThisRound: true,
      reactionsAllowed: true,
      reactionsThisRound: false,
      conscious: true,
    });
    expect(woundEffects("wounded-twice", "difference")).toMatchObject({
      penalty: 2,
      losesActionsThisRound: true,
      reactionsAllowed: true,
      reactionsThisRound: false,
    });
  });

  it("tables.json (R&E): a stun costs -1D but no actions", () => {
    expect(woundEffects("stunned", "difference")).toEqual({
      penalty: 1,
      losesActionsThisRound: false,
      reactionsAllowed: true,
      reactionsThisRound: true,
      conscious: true,
    });
  });

  it.each(["incapacitated", "mortally-wounded", "killed"] as const)("%s: unconscious, no actions, no reactions", (level) => {
    for (const model of DAMAGE_MODELS) {
      expect(woundEffects(level, model)).toEqual({
        penalty: 0,
        losesActionsThisRound: true,
        reactionsAllowed: false,
        reactionsThisRound: false,
        conscious: false,
      });
    }
  });

  it("returns a copy the caller may change", () => {
    woundEffects("wounded", "ratio").penalty = 5;
    expect(woundEffects("wounded", "ratio").penalty).toBe(1);
  });
});

describe("argument checks and properties", () => {
  it.each([
    [() => woundEffects("hurt" as never, "ratio"), "level"],
    [() => woundEffects("wounded", "ratio2" as never), "model"],
    [() => woundPenalty("wounded", "ratio", "damage" as never), "rollKind"],
  ])("rejects bad input naming the argument (%#)", (call, argument) => {
    expect(call).toThrow(RuleArgumentError);
    expect(call).toThrow(argument);
  });

  it("penalties are 0 to 2 dice, and only standard rolls pay them", () => {
    fc.assert(
      fc.property(fc.constantFrom(...WOUND_LEVELS), fc.constantFrom(...DAMAGE_MODELS), fc.constantFrom(...WOUND_ROLL_KINDS), (level, model, kind) => {
        const penalty = woundPenalty(level, model, kind);
        expect(penalty).toBeGreaterThanOrEqual(0);
        expect(penalty).toBeLessThanOrEqual(2);
        if (kind !== "standard") expect(penalty).toBe(0);
        if (!woundEffects(level, model).conscious) expect(woundEffects(level, model).losesActionsThisRound).toBe(true);
      }),
    );
  });

  it("random input throws nothing but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        expectOnlyErrors([RuleArgumentError], () => expect(typeof woundPenalty(a as never, b as never, c as never)).toBe("number"));
      }),
    );
  });
});

describe("woundAllowsRoll (tables.json wound_effects: out of the fight, a character can do nothing until healed)", () => {
  it.each(["difference", "ratio"] as const)("%s: incapacitated, mortally wounded and killed make no standard roll", (model) => {
    for (const level of ["incapacitated", "mortally-wounded", "killed"] as const) expect(woundAllowsRoll(level, model)).toBe(false);
    for (const level of ["none", "stunned", "wounded", "wounded-twice"] as const) expect(woundAllowsRoll(level, model)).toBe(true);
  });

  it.each(["difference", "ratio"] as const)("%s: the Strength roll against damage and the natural healing roll are still made", (model) => {
    expect(woundAllowsRoll("incapacitated", model, "resist-damage")).toBe(true);
    expect(woundAllowsRoll("mortally-wounded", model, "natural-healing")).toBe(true);
  });

  it("rejects an unknown roll kind", () => {
    expect(() => woundAllowsRoll("wounded", "difference", "dodge" as never)).toThrow(/rollKind/);
  });
});
