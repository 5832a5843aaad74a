import { describe, expect, it } from "vitest";
import { rollWoundPenalty } from "../../src/dice/roll-modifiers.ts";

describe("the natural healing roll's kind", () => {
  it("rolls full Strength: no wound penalty, where an attribute roll loses its dice", () => {
    const wound = { level: "wounded-twice" as const, model: "difference" as const };
    expect(rollWoundPenalty("attribute", wound)).toBe(2);
    expect(rollWoundPenalty("natural-healing", wound)).toBe(0);
    expect(rollWoundPenalty("resistance", wound)).toBe(0);
  });
});
