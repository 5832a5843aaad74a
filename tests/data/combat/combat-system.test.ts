/**
 * The Combat's system data as the combat layer reads it: typed, an older world's flags carried over
 * where the system data holds nothing yet, and the stored round (not Foundry's round counter).
 */
import { describe, expect, it } from "vitest";
import { combatSystemFromFlags, combatSystemOf, storedRoundOf } from "../../../src/data/combat/combat-system.ts";

const round = { version: 1, round: 3, phase: "segments" };

describe("combatSystemFromFlags", () => {
  it("carries the round, the ended round and the mode an older world's flags hold", () => {
    expect(combatSystemFromFlags({ round, endedRound: { round: 2 }, mode: "space-battle" })).toEqual({
      round,
      endedRound: { round: 2 },
      mode: "space-battle",
    });
  });

  it("carries no space battle that is not of the stored battle's version (the data model checks the rest)", () => {
    expect(combatSystemFromFlags({ spaceBattle: { round: 1 } })).toEqual({});
    expect(combatSystemFromFlags({ spaceBattle: { version: 2, round: 1 } })).toEqual({});
  });

  it("ignores what is not an object or a known mode", () => {
    expect(combatSystemFromFlags({ round: "3", endedRound: [], mode: "duel", spaceBattle: null })).toEqual({});
    expect(combatSystemFromFlags(null)).toEqual({});
    expect(combatSystemFromFlags("flags")).toEqual({});
  });
});

describe("combatSystemOf", () => {
  const empty = { mode: "segments", round: null, endedRound: null, battle: null };

  it("reads the system data first", () => {
    const system = { ...empty, round, mode: "segments" };
    expect(combatSystemOf({ system, flags: { swd6rpg: { round: { version: 1, round: 9 } } } }).round).toBe(round);
  });

  it("falls back on the flags where the system data holds nothing", () => {
    expect(combatSystemOf({ system: empty, flags: { swd6rpg: { round, mode: "space-battle" } } })).toMatchObject({ round, mode: "space-battle" });
    expect(combatSystemOf({ system: { ...empty, mode: "space-battle" }, flags: {} }).mode).toBe("space-battle");
    expect(combatSystemOf({ system: undefined })).toEqual(empty);
  });
});

describe("storedRoundOf", () => {
  it("is the stored round's number, or the battle's in a space battle", () => {
    expect(storedRoundOf({ system: { round, mode: "segments" } })).toBe(3);
    expect(storedRoundOf({ system: { round, mode: "space-battle", battle: { round: 5 } } })).toBe(5);
  });

  it("is null before the fight starts or for a round that is not a count", () => {
    expect(storedRoundOf({ system: { round: null } })).toBeNull();
    expect(storedRoundOf({ system: { round: { round: 0 } } })).toBeNull();
    expect(storedRoundOf({ system: { round: { round: "2" } } })).toBeNull();
  });
});
