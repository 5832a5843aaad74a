import { describe, expect, it } from "vitest";
import {
  HealingFlowError,
  applyHealingCard,
  gameDay,
  healingCard,
  healingCardContext,
  healingPreview,
  medpacsOn,
  type HealingRollResult,
  type HealingRules,
} from "../../../src/applications/healing/flow/healing-card-flow.ts";
import type { WoundLevel } from "../../../src/rules/damage/damage.ts";

const RE: HealingRules = { model: "difference", edition: "revised" };
const FIRST: HealingRules = { model: "ratio", edition: "first" };
const NO_MEDPACS = { used: 0, lockedOut: false };

function result(kind: HealingRollResult["kind"], level: WoundLevel, roll: number, medpacs = NO_MEDPACS): HealingRollResult {
  return {
    kind,
    patient: { uuid: "Actor.kell", name: "Kell Tavari", level, medpacs },
    healer: { uuid: "Actor.medic", name: "Doc Varn" },
    roll,
    day: 12,
  };
}

describe("the medpac record", () => {
  it("counts whole standard days of world time", () => {
    expect(gameDay(0)).toBe(0);
    expect(gameDay(86_399)).toBe(0);
    expect(gameDay(86_400 * 12 + 5)).toBe(12);
  });

  it("counts the medpacs of the same day only", () => {
    expect(medpacsOn({ day: 12, medpacsToday: 2, lockedOut: true }, 12)).toEqual({ used: 2, lockedOut: true });
    expect(medpacsOn({ day: 11, medpacsToday: 2, lockedOut: true }, 12)).toEqual({ used: 0, lockedOut: false });
    expect(medpacsOn(undefined, 12)).toEqual({ used: 0, lockedOut: false });
  });
});

describe("the healing preview", () => {
  it("gives a wounded R&E character medpac Easy (8), a Strength roll every 3 days and 2D hours of bacta", () => {
    const preview = healingPreview("wounded", NO_MEDPACS, RE);
    const [natural, medpac, bacta] = preview.options;
    expect(natural).toMatchObject({ kind: "natural", unavailable: null, restDays: 3 });
    expect(medpac).toMatchObject({ kind: "medpac", unavailable: null, difficulty: { level: "easy", number: 8 } });
    expect(bacta).toMatchObject({ kind: "bacta", unavailable: null, tank: { dice: "2D", unit: "hours" } });
  });

  it("makes each medpac used today one level harder", () => {
    const levels = [0, 1, 2, 3].map((used) => healingPreview("wounded", { used, lockedOut: false }, RE).options[1].difficulty);
    expect(levels).toEqual([
      { level: "easy", number: 8 },
      { level: "moderate", number: 13 },
      { level: "difficult", number: 18 },
      { level: "very-difficult", number: 25 },
    ]);
  });

  it.each([
    ["R&E", RE],
    ["1st edition", FIRST],
  ] as const)("%s: a mortally wounded patient's medpacs go past Heroic, ten more a level", (_, rules) => {
    const numbers = [2, 3, 4].map((used) => healingPreview("mortally-wounded", { used, lockedOut: false }, rules).options[1].difficulty);
    expect(numbers[1]).toEqual({ level: "heroic", number: 41 });
    expect(numbers[2]).toEqual({ level: "heroic", number: 51 });
    expect(numbers[0]?.level).toBe("heroic");
    expect(numbers[0]?.number).toBe(31);
  });

  it("uses the 1st-edition numbers and daily rolls under the 1st-edition model", () => {
    const preview = healingPreview("incapacitated", NO_MEDPACS, FIRST);
    expect(preview.options[0].restDays).toBe(1);
    expect(preview.options[1].difficulty).toEqual({ level: "moderate", number: 15 });
    expect(preview.options[2].tank).toEqual({ dice: "2D", unit: "days" });
  });

  it("says why a kind cannot be used", () => {
    expect(healingPreview("none", NO_MEDPACS, RE).options.map((o) => o.unavailable)).toEqual(["unhurt", "unhurt", "unhurt"]);
    expect(healingPreview("killed", NO_MEDPACS, RE).options.map((o) => o.unavailable)).toEqual(["killed", "killed", "killed"]);
    expect(healingPreview("stunned", NO_MEDPACS, RE).options.map((o) => o.unavailable)).toEqual(["noNaturalRow", null, "noTank"]);
    expect(healingPreview("wounded", { used: 1, lockedOut: true }, RE).options[1].unavailable).toBe("medpacsBarred");
  });
});

describe("the healing card", () => {
  it("reads a wounded character's natural healing roll in the table: 3 worsens, 5 remains, 8 heals", () => {
    expect(healingCard(result("natural", "wounded", 3), RE)).toMatchObject({ before: "wounded", after: "wounded-twice", trend: "worsens", restDays: 3 });
    expect(healingCard(result("natural", "wounded", 5), RE)).toMatchObject({ after: "wounded", trend: "remains" });
    expect(healingCard(result("natural", "wounded", 8), RE)).toMatchObject({ after: "none", trend: "improves", applied: false });
  });

  it("kills a mortally wounded character whose Strength roll is 6", () => {
    expect(healingCard(result("natural", "mortally-wounded", 6), RE)).toMatchObject({ after: "killed", trend: "worsens", restDays: 35 });
  });

  it("heals a wound with a first aid roll that meets the medpac difficulty, by the healer", () => {
    const card = healingCard(result("medpac", "wounded-twice", 13, { used: 1, lockedOut: false }), RE);
    expect(card).toMatchObject({ after: "wounded", difficulty: { level: "moderate", number: 13 }, medpacsBefore: 1, healer: "Actor.medic", lockedOut: false });
    expect(healingCard(result("medpac", "wounded-twice", 12, { used: 1, lockedOut: false }), RE)).toMatchObject({ after: "wounded-twice" });
  });

  it("bars medpacs when the roll misses by more than 10", () => {
    expect(healingCard(result("medpac", "mortally-wounded", 7), RE)).toMatchObject({ after: "mortally-wounded", lockedOut: true, difficulty: { number: 18 } });
    expect(healingCard(result("medpac", "mortally-wounded", 8), RE).lockedOut).toBe(false);
  });

  it("heals fully after the tank's time, the patient's own card", () => {
    expect(healingCard(result("bacta", "incapacitated", 9), RE)).toMatchObject({ after: "none", roll: 9, tankUnit: "days", healer: "Actor.kell" });
  });

  it("refuses a kind the wound level does not allow", () => {
    expect(() => healingCard(result("natural", "stunned", 9), RE)).toThrow(HealingFlowError);
    expect(() => healingCard(result("medpac", "none", 9), RE)).toThrow(expect.objectContaining({ reason: "unhurt" }));
  });
});

describe("applying a healing card", () => {
  const medpac = healingCard(result("medpac", "wounded", 9, { used: 1, lockedOut: false }), { ...RE });

  it("sets the wound level and counts the medpac on the card's day", () => {
    const moderate = healingCard(result("medpac", "wounded", 13, { used: 1, lockedOut: false }), RE);
    const { card, update } = applyHealingCard(moderate, { level: "wounded", record: { day: 12, medpacsToday: 1, lockedOut: false } });
    expect(card.applied).toBe(true);
    expect(update).toEqual({ "system.woundLevel": "none", "system.healing": { day: 12, medpacsToday: 2, lockedOut: false } });
  });

  it("uses up a failed medpac too, restarting an earlier day's count", () => {
    expect(medpac.after).toBe("wounded");
    const { update } = applyHealingCard(medpac, { level: "wounded", record: { day: 9, medpacsToday: 3, lockedOut: true } });
    expect(update["system.healing"]).toEqual({ day: 12, medpacsToday: 1, lockedOut: false });
  });

  it("writes only the wound level for natural healing", () => {
    const { update } = applyHealingCard(healingCard(result("natural", "wounded", 3), RE), { level: "wounded", record: undefined });
    expect(update).toEqual({ "system.woundLevel": "wounded-twice" });
  });

  it("applies once and refuses a wound that changed since the roll", () => {
    const { card } = applyHealingCard(medpac, { level: "wounded", record: undefined });
    expect(() => applyHealingCard(card, { level: "wounded", record: undefined })).toThrow(expect.objectContaining({ reason: "applied" }));
    expect(() => applyHealingCard(medpac, { level: "incapacitated", record: undefined })).toThrow(expect.objectContaining({ reason: "stale" }));
    expect(() => applyHealingCard({ kind: "potion" }, { level: "wounded", record: undefined })).toThrow(expect.objectContaining({ reason: "badCard" }));
  });
});

describe("the card's context", () => {
  it("names the levels, the outcome and the way the wound went", () => {
    const context = healingCardContext(healingCard(result("natural", "wounded", 3), RE));
    expect(context).toMatchObject({
      beforeKey: "SWD6.Wound.wounded",
      afterKey: "SWD6.Wound.wounded-twice",
      change: "worse",
      outcomeKey: "SWD6.Healing.outcome.natural.worsens",
      restDays: 3,
      otherHealer: false,
    });
    const medic = healingCardContext(healingCard(result("medpac", "wounded", 9), RE));
    expect(medic).toMatchObject({
      change: "better",
      outcomeKey: "SWD6.Healing.outcome.medpac.success",
      otherHealer: true,
      difficulty: { levelKey: "SWD6.Difficulty.easy", number: 8 },
    });
  });
});
