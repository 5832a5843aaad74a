import { describe, expect, it } from "vitest";
import { RuleArgumentError, WOUND_LEVELS, resolveDamage, stunEffect } from "../../../src/rules/index.ts";

describe("stunEffect (Reglas: set for stun, unconscious without killing or wounding)", () => {
  it.each([
    ["none", "none"],
    ["stunned", "stunned"],
    ["wounded", "unconscious"],
    ["wounded-twice", "unconscious"],
    ["incapacitated", "unconscious"],
    ["mortally-wounded", "unconscious"],
    ["killed", "unconscious"],
  ] as const)("a shot that would leave the target %s leaves it %s", (level, effect) => {
    expect(stunEffect(level)).toBe(effect);
  });

  it("a stun shot never wounds: 18 damage against Strength 14 (R&E) knocks out instead of wounding", () => {
    expect(resolveDamage(18, 14, "difference")).toBe("wounded");
    expect(stunEffect(resolveDamage(18, 14, "difference"))).toBe("unconscious");
  });

  it("never returns a wound level", () => {
    for (const level of WOUND_LEVELS) expect(["none", "stunned", "unconscious"]).toContain(stunEffect(level));
  });

  it("rejects an unknown wound level", () => {
    expect(() => stunEffect("bruised" as never)).toThrow(RuleArgumentError);
  });
});
