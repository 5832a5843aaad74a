/**
 * The space battle mode in the world (Raumschlacht): the gamemaster sets a combat of starships to the
 * space battle mode and begins it; each ship's owner rolls its initiative through the gateway, the
 * gamemaster's client drawing the dice; a player may not roll for a ship he does not own.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedDogfight } from "./fixtures.ts";

type BattleQuery = typeof import("../../src/combat/space-battle/battle-query.ts");

describe("a space battle in the world", () => {
  it("rolls each ship's initiative for its owner only", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const { xwing, tie, sceneId, tokenIds } = seedDogfight(world);
    await world.connectAll();
    const gm = world.client("GM");
    await gm.run(async () => {
      const combat = (await Combat.implementation.create({
        scene: sceneId,
        combatants: tokenIds.map((tokenId, i) => ({ _id: foundry.utils.randomID(), tokenId, sceneId, actorId: [xwing, tie][i] })),
      } as never)) as unknown as { setMode(mode: string): Promise<void>; startCombat(): Promise<unknown> };
      await combat.setMode("space-battle");
      await combat.startCombat();
    });
    await world.settle();
    const ids = Object.fromEntries(gm.combats.contents[0].combatants.map((c) => [c.tokenId, c.id])) as Record<string, string>;
    const battle = () => (gm.combats.contents[0] as unknown as { battleState: { round: number; phase: string; ships: { id: string; initiative?: number | null }[] } }).battleState;
    expect(battle().ships).toHaveLength(2);
    const kellClient = world.client("Kell");
    const send = (ship: string) =>
      kellClient.run(() => {
        const state = battle();
        return kellClient.module<BattleQuery>("combat/space-battle/battle-query.ts").submitBattleCommand(game.combat as never, { type: "initiative", ship, round: state.round, phase: state.phase } as never);
      });
    expect(await send(ids[tokenIds[1]])).toBe(false);
    expect(kellClient.notifications.shown.at(-1)?.type).toBe("warn");
    expect(await send(ids[tokenIds[0]])).toBe(true);
    await world.settle();
    const writers = new Set(world.server.log.filter((e) => e.operation.documentName === "Combat" && e.operation.action === "update").map((e) => e.userId));
    expect([...writers]).toEqual([world.id("GM")]);
    expect(JSON.stringify(battle())).toContain(ids[tokenIds[0]]);
  });
});
