/**
 * The world boots the system's real code in each client, each with its own module registry.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "./index.ts";

describe("a two-client world", () => {
  it("boots the system in a gamemaster's and a player's client, each with its own modules", async () => {
    const world = await createWorld([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const gm = world.client("GM");
    const kell = world.client("Kell");
    for (const client of [gm, kell]) {
      const queries = Object.keys(client.config.queries as object).sort();
      expect(queries).toEqual(["swd6rpg.gateway", "swd6rpg.gatewayToken"]);
      expect(client.hooks.errors).toEqual([]);
    }
    // Each client registered its own classes: the same code, loaded twice.
    const actorClass = (c: typeof gm) => (c.config.Actor as { documentClass: unknown }).documentClass;
    expect(actorClass(gm)).not.toBe(actorClass(kell));
    expect((actorClass(gm) as { name: string }).name).toBe("SWD6Actor");
  });
});
