/**
 * The world's clocks as Foundry's socket has them: a write reaches the writer's client when it
 * resolves and the others a moment later; who is connected reaches each client the same way, so two
 * gamemasters can briefly each take himself for the active one; a caller can give up on a query the
 * gamemaster is still answering. The sources are named in server.ts, queries.ts and client.ts.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { EVERYONE, attackWorld, shoot } from "./attack-scenario.ts";
import { request } from "./red-team/console.ts";

describe("the world's timing", () => {
  it("gives the writer his change when his write resolves, and the other clients after it", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const id = seedCharacter(world, "Brash Pilot", { owner: "Kell" });
    await world.connectAll();
    const kell = world.client("Kell");
    const adventure = (name: string) => (world.client(name).actors.get(id)!.system as { adventure: number }).adventure;
    const before = adventure("GM");
    await kell.run(() => game.actors.get(id)!.update({ "system.adventure": before + 1 } as never));
    expect([adventure("Kell"), adventure("GM")]).toEqual([before + 1, before]);
    await world.settle();
    expect(adventure("GM")).toBe(before + 1);
  });

  it("lets a gamemaster who connects and the assistant already there each take himself for the active gamemaster, until the news arrives", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Assistant", role: "ASSISTANT" },
      { name: "Kell", role: "PLAYER" },
    ]);
    await world.connectAll(["Assistant", "Kell"]);
    await world.settle();
    await world.connect("GM");
    const active = (name: string) => world.client(name).run(() => game.users.activeGM?.name);
    expect([active("GM"), active("Assistant"), active("Kell")]).toEqual(["GM", "Assistant", "Assistant"]);
    await world.settle();
    expect([active("GM"), active("Assistant"), active("Kell")]).toEqual(["GM", "GM", "GM"]);
  });

  it("posts an attack the attacker gave up waiting for once, and refuses his retry of the same roll", async () => {
    const scenario = await attackWorld({ connect: EVERYONE });
    const { world, actors, sceneId, tokens } = scenario;
    const kell = world.client("Kell");
    const gm = world.client("GM");
    const cards = gm.messages.size;
    world.transport.hold();
    const shot = shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }]);
    await world.settle();
    // The sender token's hello goes through; the attack waits behind it.
    world.transport.release();
    world.transport.hold();
    await world.settle();
    expect(world.transport.held.map((query) => (query.data as { kind?: string }).kind)).toEqual(["attack.post"]);
    world.transport.release();
    world.transport.timeOutDelivered();
    const { answer, request: sent } = await shot;
    expect(answer).toMatchObject({ ok: false, reason: "timeout" });
    await world.settle();
    expect(gm.messages.size).toBe(cards + 1);
    const again = await request(kell, "attack.post", sent);
    await world.settle();
    expect(again.ok).toBe(false);
    expect(gm.messages.size).toBe(cards + 1);
  });
});
