import { describe, expect, it } from "vitest";
import { multipleActionPenalty, multipleActionPenaltyUnder, penaltyInSegment, penaltyInSegmentUnder, startingForcePoints } from "../../../src/rules/index.ts";

describe("running, where Grundregeln and Reglas disagree", () => {
  it("Grundregeln: a lone run is free; beside a shot it is an action like any other (Bulack's jump read as a run: -1D)", () => {
    expect(multipleActionPenaltyUnder(["run"], "action")).toBe(0);
    expect(multipleActionPenaltyUnder(["action", "run"], "action")).toBe(1);
    expect(multipleActionPenalty(["action", "run"])).toBe(1);
  });

  it("Reglas: every roll of a running character loses 1D, a lone run's included, and the run itself is no skill use", () => {
    expect(multipleActionPenaltyUnder(["run"], "every-roll")).toBe(1);
    expect(multipleActionPenaltyUnder(["action", "run"], "every-roll")).toBe(1);
    expect(multipleActionPenaltyUnder(["action", "action", "run"], "every-roll")).toBe(2);
    expect(multipleActionPenaltyUnder(["walk", "action"], "every-roll")).toBe(0);
  });

  it("applies to the round: a runner's dodge costs 1D under either rule, a lone run only under Reglas", () => {
    const runner = { id: "han", actions: [{ kind: "run" as const, label: "run for the door" }], reactions: [{ segment: 1, label: "dodge" }] };
    expect(penaltyInSegment(runner, 1)).toBe(1);
    expect(penaltyInSegmentUnder(runner, 1, "action")).toBe(1);
    expect(penaltyInSegmentUnder(runner, 1, "every-roll")).toBe(1);
    const lone = { id: "han", actions: [{ kind: "run" as const }], reactions: [] };
    expect(penaltyInSegmentUnder(lone, 1, "action")).toBe(0);
    expect(penaltyInSegmentUnder(lone, 1, "every-roll")).toBe(1);
  });

  it("refuses an unknown running rule", () => {
    expect(() => multipleActionPenaltyUnder(["run"], "sprint" as never)).toThrow(RangeError);
  });
});

describe("starting Force points, where Grundregeln and R&E disagree", () => {
  it("R&E gives a Force-sensitive character a second; Grundregeln gives every character one", () => {
    expect(startingForcePoints(true)).toBe(2);
    expect(startingForcePoints(true, "sensitive-two")).toBe(2);
    expect(startingForcePoints(false, "sensitive-two")).toBe(1);
    expect(startingForcePoints(true, "one")).toBe(1);
  });
});
