/**
 * The end of an adventure in the world: the gamemaster's dialog (answered) awards character points,
 * starts the next adventure on every player's character, and a player may not open it.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";

type Api = { endAdventure(): Promise<boolean> };

describe("the end of an adventure", () => {
  it("awards the gamemaster's character points and starts the next adventure; a player is refused", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", characterPoints: 2 });
    const npc = seedCharacter(world, "Bounty Hunter", { name: "Bossk's cousin", characterPoints: 0 });
    await world.connectAll();
    const player = world.client("Kell");
    expect(await player.run(() => (game as unknown as { swd6rpg: Api }).swd6rpg.endAdventure())).toBe(false);
    expect(player.notifications.shown.at(-1)?.type).toBe("warn");

    const gm = world.client("GM");
    const system = (id: string) => gm.actors.get(id)!.system as { characterPoints: number; adventure: number };
    const adventure = system(kell).adventure;
    gm.dialogAnswers.push({ fields: { [`${kell}.cp`]: "3" } });
    expect(await gm.run(() => (game as unknown as { swd6rpg: Api }).swd6rpg.endAdventure())).toBe(true);
    await world.settle();
    expect(system(kell)).toMatchObject({ characterPoints: 5, adventure: adventure + 1 });
    // A character no player owns is the gamemaster's, and not in the dialog.
    expect(system(npc).characterPoints).toBe(0);
    expect((world.client("Kell").actors.get(kell)!.system as { characterPoints: number }).characterPoints).toBe(5);
  });
});
