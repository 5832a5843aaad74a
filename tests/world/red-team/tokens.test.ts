/**
 * Red team: the gateway's sender model. A client keeps only the token the gamemaster answers its own
 * hello with, and the gamemaster believes no user a query's options name.
 */
import { describe, expect, it } from "vitest";
import { EVERYONE, attackWorld } from "../attack-scenario.ts";
import { request } from "./console.ts";
import type { Client } from "../client.ts";
import type { World } from "../index.ts";

type Sender = typeof import("../../../src/gateway/sender.ts");

/** Vesh's console sends Kell's client a token of his own making, as if from the gamemaster. */
function plant(world: World, vesh: Client): Promise<unknown> {
  return vesh.run(() => {
    const kell = game.users.get(world.id("Kell")) as unknown as { query(name: string, data: unknown, options: object): Promise<unknown> };
    return kell.query("swd6rpg.gatewayToken", { gm: world.id("GM"), token: "f".repeat(48) }, { timeout: 1000 });
  });
}

describe("red team: sender tokens", () => {
  it("a player plants a token of his making on another player's client", async () => {
    const { world } = await attackWorld({ connect: EVERYONE });
    const kept = await plant(world, world.client("Vesh"));
    const held = world.client("Kell").run(() => world.client("Kell").module<Sender>("gateway/sender.ts").heldToken(world.id("GM")));
    expect(kept).not.toBe(true);
    expect(held).not.toBe("f".repeat(48));
  });

  it("a player plants a token on another player's client whenever it receives one, and blocks that player's requests", async () => {
    const { world } = await attackWorld({ connect: EVERYONE });
    const vesh = world.client("Vesh");
    const kellId = world.id("Kell");
    const send = world.transport.send.bind(world.transport);
    // Vesh's loop: right after any token reaches Kell's client, his own follows.
    world.transport.send = async (from, to, name, data, options) => {
      const answer = await send(from, to, name, data, options);
      if (name === "swd6rpg.gatewayToken" && to === kellId && from !== vesh.userId) await plant(world, vesh);
      return answer;
    };
    const answer = await request(world.client("Kell"), "gm.everything", {});
    expect(answer).toMatchObject({ ok: false, reason: "badRequest" });
  });

  it("a query whose options name the gamemaster as its user runs as the gamemaster's", async () => {
    const { world } = await attackWorld({ connect: EVERYONE });
    const gm = world.client("GM");
    const envelope = { kind: "gm.everything", payload: {}, sender: { id: world.id("Kell") } };
    const answer = await gm.run(() =>
      (CONFIG.queries as unknown as Record<string, (data: unknown, options: object) => Promise<unknown>>)["swd6rpg.gateway"](envelope, {
        timeout: 1000,
        user: world.id("GM"),
      }),
    );
    expect(answer).toMatchObject({ ok: false, reason: "unverified" });
  });
});
