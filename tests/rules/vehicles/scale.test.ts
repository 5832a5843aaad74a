import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleArgumentError, SCALES, isScale, SCALE_MODIFIERS, addDieCodes, parseDieCode, scaleModifiers } from "../../../src/rules/index.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

const code = parseDieCode;
const dice = (n: number) => ({ dice: n, pips: 0 });

describe("scale modifiers (R&E Rules)", () => {
  it("lists the scales lowest first with their modifiers", () => {
    expect(SCALES).toEqual(["character", "speeder", "walker", "starfighter", "capital", "death-star"]);
    expect(SCALES.map((scale) => SCALE_MODIFIERS[scale])).toEqual([0, 2, 4, 6, 12, 24]);
  });

  it("same scale: ignore the modifiers", () => {
    for (const scale of SCALES) expect(scaleModifiers(scale, scale)).toEqual({ attack: 0, dodge: 0, damage: 0, resist: 0 });
  });

  it("the landspeeder fires at the AT-AT: +2D to hit; the walker resists with body 6D + 2D = 8D", () => {
    const mods = scaleModifiers("speeder", "walker");
    expect(mods).toEqual({ attack: 2, dodge: 0, damage: 0, resist: 2 });
    expect(addDieCodes(code("2D"), dice(mods.attack))).toEqual(code("4D"));
    expect(addDieCodes(code("3D+2"), dice(mods.damage))).toEqual(code("3D+2"));
    expect(addDieCodes(code("6D"), dice(mods.resist))).toEqual(code("8D"));
  });

  it("the walker returns fire: the landspeeder dodges with +2D, the walker adds 2D to its damage", () => {
    expect(scaleModifiers("walker", "speeder")).toEqual({ attack: 0, dodge: 2, damage: 2, resist: 0 });
  });

  it.each([
    ["character", "capital", { attack: 12, dodge: 0, damage: 0, resist: 12 }],
    ["death-star", "starfighter", { attack: 0, dodge: 18, damage: 18, resist: 0 }],
    ["starfighter", "capital", { attack: 6, dodge: 0, damage: 0, resist: 6 }],
  ] as const)("%s against %s", (attacker, target, expected) => {
    expect(scaleModifiers(attacker, target)).toEqual(expected);
  });

  it.each([
    [() => scaleModifiers("tank" as never, "walker"), "attacker"],
    [() => scaleModifiers("walker", "Walker" as never), "target"],
  ])("rejects an unknown scale naming the argument (%#)", (call, argument) => {
    expect(call).toThrow(RuleArgumentError);
    expect(call).toThrow(argument);
  });

  it("swapping attacker and target swaps attack/resist with dodge/damage, all by the adjusted modifier", () => {
    const scale = fc.constantFrom(...SCALES);
    fc.assert(
      fc.property(scale, scale, (a, b) => {
        const forward = scaleModifiers(a, b);
        const back = scaleModifiers(b, a);
        expect(forward.attack).toBe(back.damage);
        expect(forward.resist).toBe(back.dodge);
        expect(forward.attack + forward.dodge).toBe(Math.abs(SCALE_MODIFIERS[a] - SCALE_MODIFIERS[b]));
        expect(forward.attack === 0 || forward.dodge === 0).toBe(true);
      }),
    );
  });

  it("random input throws nothing but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expectOnlyErrors([RuleArgumentError], () => scaleModifiers(a as never, b as never));
      }),
    );
  });
});

describe("isScale", () => {
  it("knows every scale and nothing else", () => {
    for (const scale of SCALES) expect(isScale(scale)).toBe(true);
    for (const other of ["Character", "", "starship", null, 3]) expect(isScale(other)).toBe(false);
  });
});
