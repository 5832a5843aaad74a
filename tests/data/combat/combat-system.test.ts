/**
 * The Combat's system data as the combat layer reads it: typed, an older world's flags carried over
 * where the system data holds nothing yet, and the stored round (not Foundry's round counter).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { combatSystemFromFlags, combatSystemOf, storedRoundOf } from "../../../src/data/combat/combat-system.ts";
import { FIELDS } from "../../world/data-model.ts";

// A round of the stored shape, with no combatants.
const round = { version: 1, round: 3, phase: "segments", segment: 1, acted: [], order: [], combatants: {}, surprise: null, sides: null };

// The round and battle carried from the flags are checked by their fields: the test world's model of Foundry's.
const global = globalThis as { foundry?: unknown };
beforeAll(() => {
  global.foundry = { data: { fields: FIELDS } };
});
afterAll(() => {
  delete global.foundry;
});

describe("combatSystemFromFlags", () => {
  it("carries the round, the ended round, the mode and the space battle an older world's flags hold", () => {
    const battle = { version: 1, round: 1, phase: "initiative", ships: [], events: [] };
    expect(combatSystemFromFlags({ round, endedRound: { ...round, round: 2 }, mode: "space-battle", spaceBattle: battle })).toEqual({
      round,
      endedRound: { ...round, round: 2 },
      mode: "space-battle",
      battle,
    });
  });

  it("carries no round or space battle its field cannot read, and the combatants of an earlier version's array keyed by id", () => {
    expect(combatSystemFromFlags({ round: { ...round, version: 2 }, endedRound: { round: 2 }, spaceBattle: { version: 1, round: 1 } })).toEqual({});
    expect(combatSystemFromFlags({ round: { ...round, phase: "initiative" }, spaceBattle: { version: 2, round: 1 } })).toEqual({});
    const member = {
      declaration: { id: "kell", actions: [], reactions: [] },
      ...{ declared: false, rolls: [], side: "friendly", surprised: false, wound: "none", losesFirstAction: false },
      ...{ stunnedRound: null, mortalRound: null, previous: [], woundLoss: null },
    };
    const carried = combatSystemFromFlags({ round: { ...round, combatants: [member], order: undefined } }).round;
    expect(carried).toMatchObject({ order: ["kell"], combatants: { kell: member } });
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
