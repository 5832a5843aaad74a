import { describe, expect, it } from "vitest";
import { RuleArgumentError, stunLastRound } from "../../../src/rules/index.ts";

describe("stunLastRound (Grundregeln; tables.json wound_effects.Stunned)", () => {
  it("1st edition: a stun taken in round 2 is lifted at the end of round 2", () => {
    expect(stunLastRound(2, "ratio")).toBe(2);
  });

  it("R&E: a stun taken in round 2 lasts through round 3", () => {
    expect(stunLastRound(2, "difference")).toBe(3);
  });

  it("a stun from before the fight (round 0) ends at round 0 or 1", () => {
    expect(stunLastRound(0, "ratio")).toBe(0);
    expect(stunLastRound(0, "difference")).toBe(1);
  });

  it.each([-1, 1.5, Number.NaN])("rejects the round %s", (round) => {
    expect(() => stunLastRound(round, "ratio")).toThrow(RuleArgumentError);
  });

  it("rejects an unknown damage model", () => {
    expect(() => stunLastRound(1, "percent" as never)).toThrow(RuleArgumentError);
  });
});
