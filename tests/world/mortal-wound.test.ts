/**
 * The mortally wounded character's roll at the end of a round (Grundregeln, Reglas: 2D against the
 * full rounds since the wound) is rolled with Foundry's dice and posted with its roll, so every
 * client sees it and the message keeps it; the card's total is the roll's.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";

type EndOfRound = typeof import("../../src/combat/end-of-round.ts");

async function mortallyWounded(seed: number) {
  const world = new World(
    [
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ],
    seed,
  );
  const id = seedCharacter(world, "Brash Pilot", { owner: "Kell" });
  await world.connectAll();
  const gm = world.client("GM");
  await gm.run(() => game.actors.get(id)!.update({ "system.woundLevel": "mortally-wounded" } as never));
  const endRound = (fullRounds: number) =>
    gm.run(async () => {
      const combat = { combatants: new Map([["c1", { actor: game.actors.get(id) }]]) };
      await gm.module<EndOfRound>("combat/end-of-round.ts").applyEndOfRound(combat as never, [{ type: "mortal-wound", id: "c1", fullRounds }]);
    });
  return { world, gm, id, endRound };
}

describe("the mortal-wound roll at the end of a round", () => {
  it("is a 2D Roll on the message, its total on the card, seen by the player too; he lives with no full round yet", async () => {
    const { world, gm, id, endRound } = await mortallyWounded(3);
    await endRound(0);
    await world.settle();
    const message = world.client("Kell").messages.contents.at(-1)!;
    expect(message.rolls).toHaveLength(1);
    const roll = message.rolls[0] as unknown as { formula: string; total: number };
    expect(roll.formula).toBe("2d6");
    expect(roll.total).toBeGreaterThanOrEqual(2);
    expect(message.content).toContain(String(roll.total));
    expect((gm.actors.get(id)!.system as { woundLevel: string }).woundLevel).toBe("mortally-wounded");
  });

  it("kills when the roll is below the full rounds: any 2D is below 13", async () => {
    const { world, gm, id, endRound } = await mortallyWounded(5);
    await endRound(13);
    await world.settle();
    expect((gm.actors.get(id)!.system as { woundLevel: string }).woundLevel).toBe("killed");
    expect(gm.messages.contents.at(-1)!.rolls).toHaveLength(1);
  });
});
