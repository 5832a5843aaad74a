import { describe, expect, it } from "vitest";
import { RuleArgumentError, WOUND_LEVELS, knockOutSeconds, knockedOutAt, resolveDamage, stunEffect } from "../../../src/rules/index.ts";

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

describe("a stun knock-out's time (tables.json wound_effects, Stunned: unconscious for 2D minutes)", () => {
  it("lasts the 2D roll in minutes, 2 to 12, as seconds of game time; no other total", () => {
    expect(knockOutSeconds(2)).toBe(120);
    expect(knockOutSeconds(12)).toBe(720);
    expect(() => knockOutSeconds(1)).toThrow(RuleArgumentError);
    expect(() => knockOutSeconds(13)).toThrow(RuleArgumentError);
    expect(() => knockOutSeconds(2.5)).toThrow(RuleArgumentError);
  });

  it("holds while the game time is before its end, and a missing or foreign record holds nothing", () => {
    expect(knockedOutAt(720, 719)).toBe(true);
    expect(knockedOutAt(720, 720)).toBe(false);
    expect(knockedOutAt(undefined, 0)).toBe(false);
    expect(knockedOutAt("720", 0)).toBe(false);
    expect(knockedOutAt(Number.NaN, 0)).toBe(false);
  });
});
