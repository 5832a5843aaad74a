import { describe, expect, it } from "vitest";
import { RuleArgumentError, gaitDistance, multipleActionPenalty } from "../../../src/rules/index.ts";

describe("gaitDistance (Grundregeln: walk up to 5 m, run up to 10 m)", () => {
  it("walking covers 5 m and is free; running covers 10 m and counts as an action", () => {
    expect(gaitDistance("walk")).toBe(5);
    expect(gaitDistance("run")).toBe(10);
    expect(multipleActionPenalty(["walk", "action"])).toBe(0);
    expect(multipleActionPenalty(["run", "action"])).toBe(1);
  });

  it("rejects an unknown gait", () => {
    expect(() => gaitDistance("crawl" as never)).toThrow(RuleArgumentError);
  });
});
