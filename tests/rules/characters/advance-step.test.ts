import { describe, expect, it } from "vitest";
import {
  type AdvanceRecord,
  type AdvanceState,
  RuleArgumentError,
  applyAdvance,
  parseDieCode,
  quoteAdvance,
  stepPips,
  undoLastAdvance,
} from "../../../src/rules/index.ts";

const blaster = { kind: "skill" as const, key: "skill:blaster", label: "Blaster", current: parseDieCode("4D+2"), stored: parseDieCode("1D+1") };
const state = (points: number, log: AdvanceRecord[] = [], adventure = 1): AdvanceState => ({ characterPoints: points, adventure, log });
const DATE = "2026-11-23T16:00:00.000Z";

describe("quoteAdvance (R&E Rules Upgrade)", () => {
  it("quotes Blaster 4D+2 to 5D for 4 points and 4 training days", () => {
    const quote = quoteAdvance(blaster, state(10));
    expect(quote).toEqual({ from: parseDieCode("4D+2"), to: parseDieCode("5D"), cost: 4, days: 4, problem: null });
  });

  it("quotes Dexterity 3D to 3D+1 for 30 points and 30 weeks of training (210 days)", () => {
    const quote = quoteAdvance(
      { kind: "attribute", key: "attribute:dex", label: "Dexterity", current: parseDieCode("3D"), stored: parseDieCode("3D") },
      state(30),
    );
    expect(quote.cost).toBe(30);
    expect(quote.days).toBe(210);
    expect(quote.problem).toBeNull();
  });

  it("needs no training for a skill used in the last adventure, and doubles a Force skill without a teacher", () => {
    expect(quoteAdvance(blaster, state(10), { usedLastAdventure: true }).days).toBe(0);
    const sense = { kind: "force-skill" as const, key: "skill:sense", label: "Sense", current: parseDieCode("2D"), stored: parseDieCode("2D") };
    expect(quoteAdvance(sense, state(10), { teacher: false }).cost).toBe(4);
  });

  it("refuses too few points and a second pip in the same adventure, not in the next", () => {
    expect(quoteAdvance(blaster, state(3)).problem).toBe("not-enough-points");
    const bought = applyAdvance(blaster, state(10), DATE);
    const again = { ...blaster, current: parseDieCode("5D"), stored: bought.stored };
    expect(quoteAdvance(again, state(6, bought.log)).problem).toBe("once-per-adventure");
    expect(quoteAdvance(again, state(6, bought.log, 2)).problem).toBeNull();
    const spec = {
      kind: "specialization" as const,
      key: "spec:blaster:heavy blaster pistol",
      label: "Heavy blaster pistol",
      current: parseDieCode("5D"),
      stored: parseDieCode("1D"),
    };
    expect(quoteAdvance(spec, state(6, bought.log)).cost).toBe(3);
    expect(quoteAdvance(spec, state(6, bought.log)).problem).toBeNull();
  });

  it("rejects points that are not whole and not negative", () => {
    expect(() => quoteAdvance(blaster, state(-1))).toThrow(RuleArgumentError);
    expect(() => quoteAdvance(blaster, state(1.5))).toThrow(RuleArgumentError);
  });
});

describe("stepPips", () => {
  it("moves a code by pips with three pips to the die", () => {
    expect(stepPips(parseDieCode("4D+2"), 1)).toEqual(parseDieCode("5D"));
    expect(stepPips(parseDieCode("5D"), -1)).toEqual(parseDieCode("4D+2"));
    expect(stepPips(parseDieCode("4D+3"), 1)).toEqual(parseDieCode("5D+1"));
    expect(stepPips(parseDieCode("0D"), 1)).toEqual(parseDieCode("0D+1"));
    expect(() => stepPips(parseDieCode("1D"), 0.5)).toThrow(RuleArgumentError);
  });
});

describe("applyAdvance and undoLastAdvance", () => {
  it("takes the cost, logs from, to, cost, days and adventure, and undoes with a refund", () => {
    const bought = applyAdvance(blaster, state(10, [], 3), DATE);
    expect(bought.stored).toEqual(parseDieCode("1D+2"));
    expect(bought.characterPoints).toBe(6);
    expect(bought.record).toEqual({
      kind: "skill",
      key: "skill:blaster",
      label: "Blaster",
      from: "4D+2",
      to: "5D",
      cost: 4,
      days: 4,
      adventure: 3,
      date: DATE,
    });
    expect(bought.log).toHaveLength(1);

    // Attribute 3D+1 with 1D+2 added rolls 4D+3, which is 5D.
    const undone = undoLastAdvance(state(6, bought.log, 3), () => ({ current: parseDieCode("4D+3"), stored: parseDieCode("1D+2") }));
    expect(undone.stored).toEqual(parseDieCode("1D+1"));
    expect(undone.characterPoints).toBe(10);
    expect(undone.log).toEqual([]);
  });

  it("refuses an advance the quote refuses, and an undo of an empty log or of a changed trait", () => {
    expect(() => applyAdvance(blaster, state(2), DATE)).toThrow(RuleArgumentError);
    expect(() => undoLastAdvance(state(0), () => null)).toThrow(RuleArgumentError);
    const bought = applyAdvance(blaster, state(10), DATE);
    expect(() => undoLastAdvance(state(6, bought.log), () => ({ current: parseDieCode("5D+1"), stored: parseDieCode("2D") }))).toThrow(RuleArgumentError);
    expect(() => undoLastAdvance(state(6, bought.log), () => null)).toThrow(RuleArgumentError);
  });
});

describe("advanced skills in Advance mode (R&E Rules Upgrade: twice a skill's price, their own code)", () => {
  const medicine = (current: string) => ({
    kind: "advanced-skill" as const,
    key: "skill:medicine",
    label: "Medicine",
    current: parseDieCode(current),
    stored: parseDieCode(current),
  });

  it("learns (A) Medicine at 1D for 2 points, storing its own 1D, and undoes it back to 0D", () => {
    const quote = quoteAdvance(medicine("0D"), state(5));
    expect(quote).toMatchObject({ from: parseDieCode("0D"), to: parseDieCode("1D"), cost: 2, problem: null });
    const bought = applyAdvance(medicine("0D"), state(5), DATE);
    expect(bought.stored).toEqual(parseDieCode("1D"));
    expect(bought.characterPoints).toBe(3);
    expect(bought.record).toMatchObject({ from: "0D", to: "1D", cost: 2 });
    const undone = undoLastAdvance(state(3, bought.log), () => ({ current: parseDieCode("1D"), stored: parseDieCode("1D") }));
    expect(undone.stored).toEqual(parseDieCode("0D"));
    expect(undone.characterPoints).toBe(5);
  });

  it("refuses to learn it without the skill it builds on, and applyAdvance refuses too", () => {
    const lacking = { ...medicine("0D"), prerequisiteMet: false };
    expect(quoteAdvance(lacking, state(5)).problem).toBe("prerequisite");
    expect(() => applyAdvance(lacking, state(5), DATE)).toThrow(RuleArgumentError);
    expect(quoteAdvance({ ...medicine("1D"), prerequisiteMet: false }, state(5)).problem).toBeNull();
  });

  it("raises (A) Medicine 1D one pip for 2 points, not for the 8 its attribute's Technical 3D would make it", () => {
    expect(quoteAdvance(medicine("1D"), state(10))).toMatchObject({ to: parseDieCode("1D+1"), cost: 2 });
    expect(applyAdvance(medicine("1D"), state(10), DATE).stored).toEqual(parseDieCode("1D+1"));
  });
});
