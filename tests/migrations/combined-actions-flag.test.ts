import { describe, expect, it } from "vitest";
import { liftCombinedActions } from "../../src/migrations/combined-actions-flag.ts";

const action = { round: 1, leader: "c1", members: ["c2", "c3"], label: "Ambush", working: false, difficulty: 10, command: null, skill: "blaster" };

describe("combined actions an earlier version kept in a Combat flag", () => {
  it("are lifted into the system data, the flag left out and the other flags kept", () => {
    const source = { _id: "x", flags: { swd6rpg: { combinedActions: [action], other: 1 }, core: { a: 2 } }, system: { mode: "segments" } };
    expect(liftCombinedActions(source)).toEqual({
      _id: "x",
      flags: { swd6rpg: { other: 1 }, core: { a: 2 } },
      system: { mode: "segments", combinedActions: [action] },
    });
    expect(source.flags.swd6rpg.combinedActions).toEqual([action]);
  });

  it("drop entries not of the stored shape", () => {
    const lifted = liftCombinedActions({ flags: { swd6rpg: { combinedActions: [action, { leader: 3 }, null, { ...action, round: "2" }] } } });
    expect(lifted.system).toEqual({ combinedActions: [action] });
  });

  it("give way to combined actions the system data already holds", () => {
    const held = { ...action, leader: "c9" };
    const lifted = liftCombinedActions({ flags: { swd6rpg: { combinedActions: [action] } }, system: { combinedActions: [held] } });
    expect(lifted.system).toEqual({ combinedActions: [held] });
    expect(lifted.flags).toEqual({ swd6rpg: {} });
  });

  it("leave a combat whose flags hold none as it is", () => {
    const source = { flags: { swd6rpg: { round: {} } }, system: { combinedActions: [] } };
    expect(liftCombinedActions(source)).toBe(source);
    const bare = {};
    expect(liftCombinedActions(bare)).toBe(bare);
  });
});
