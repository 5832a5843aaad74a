/**
 * The gamemaster's records are world settings typed by data fields (src/settings.ts): Foundry cleans
 * and validates a value through the field as it is written, refusing one the field refuses, and reads
 * a stored value back cast to the field (tests/world/setting-types.ts models it, with its sources), so
 * a value stored by an earlier version, when the settings were plain objects, still reads in the
 * typed shape.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";

/** A world with one gamemaster, its settings as an earlier version stored them. */
async function worldWith(stored: Record<string, unknown>) {
  const world = new World([{ name: "GM", role: "GAMEMASTER" }]);
  for (const [key, value] of Object.entries(stored)) world.server.worldSettings.set(`swd6rpg.${key}`, value);
  await world.connectAll();
  return { world, gm: world.client("GM") };
}

describe("the gamemaster's records as typed settings", () => {
  it("reads a record an earlier version stored, with what it lacked filled in", async () => {
    const { gm } = await worldWith({ postedCards: { ids: ["card1"] }, knockOuts: { "Actor.a": 60 } });
    expect(gm.run(() => game.settings.get("swd6rpg", "postedCards"))).toEqual({ ids: ["card1"], spent: {} });
    expect(gm.run(() => game.settings.get("swd6rpg", "knockOuts"))).toEqual({ "Actor.a": 60 });
    expect(gm.run(() => game.settings.get("swd6rpg", "forcePointsSpent"))).toEqual({});
  });

  it("refuses a write the field refuses and keeps the record as it was", async () => {
    const { world, gm } = await worldWith({ knockOuts: { "Actor.a": 60 } });
    await expect(gm.run(() => game.settings.set("swd6rpg", "knockOuts", { "Actor.a": "soon" as never }))).rejects.toThrow(/finite number/);
    await expect(gm.run(() => game.settings.set("swd6rpg", "postedCards", { ids: ["card1"], spent: { "card1.0": 0 } }))).rejects.toThrow(/at least 1/);
    await world.settle();
    expect(gm.run(() => game.settings.get("swd6rpg", "knockOuts"))).toEqual({ "Actor.a": 60 });
    await gm.run(() => game.settings.set("swd6rpg", "forcePointsSpent", { "Actor.a": ["time:0"] }));
    await world.settle();
    expect(world.server.worldSettings.get("swd6rpg.forcePointsSpent")).toEqual({ "Actor.a": ["time:0"] });
  });
});
