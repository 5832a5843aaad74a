/**
 * A stat's die code in the world: the data model refuses a code below zero as it refuses a malformed
 * one, so the update fails on the writing client and no client's document changes (the
 * DataModelValidationError of a schema field; see data-model.ts).
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";

describe("stats take codes of zero and above", () => {
  it("refuses an attribute of -1D and a skill bonus of -99D-99, keeping the old values everywhere", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const id = seedCharacter(world, "Brash Pilot", { owner: "Kell" });
    await world.connectAll();
    const kell = world.client("Kell");
    const dex = (kell.actors.get(id)!.system as { attributes: { dex: string } }).attributes.dex;
    await expect(kell.run(() => game.actors.get(id)!.update({ "system.attributes.per": "-1D" } as never))).rejects.toThrow(/below zero/);
    await expect(kell.run(() => game.actors.get(id)!.update({ "system.attributes.dex": "4D+" } as never))).rejects.toThrow(/not a die code/);
    const blaster = kell.actors.get(id)!.items.find((item) => item.name === "Blaster")!;
    await expect(kell.run(() => blaster.update({ "system.bonus": "-99D-99" } as never))).rejects.toThrow(/below zero/);
    for (const client of world.clients.values()) {
      const actor = client.actors.get(id)!;
      expect((actor.system as { attributes: { dex: string; per: string } }).attributes.dex).toBe(dex);
      expect((actor.system as { attributes: { per: string } }).attributes.per).not.toBe("-1D");
      expect((actor.items.get(blaster.id)!.system as { bonus: string }).bonus).not.toBe("-99D-99");
    }
    expect(world.server.log.filter((entry) => entry.operation.documentName !== "User")).toEqual([]);
    // A stat of zero and above goes through.
    await kell.run(() => game.actors.get(id)!.update({ "system.attributes.per": "2D-1" } as never));
    await world.settle();
    expect((world.client("GM").actors.get(id)!.system as { attributes: { per: string } }).attributes.per).toBe("2D-1");
  });
});
