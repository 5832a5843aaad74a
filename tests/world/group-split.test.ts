/**
 * "6 stormtroopers" in the world: an NPC with a group size joins the fight as one combatant, and the
 * gamemaster's tracker menu splits it into one combatant per member on the same token; a player's
 * menu does not offer it, and a group of one has nothing to split.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter, seedCombat, seedScene } from "./fixtures.ts";
import type { Client } from "./client.ts";

type Entry = { name: string; condition: (li: HTMLElement) => boolean; callback: (li: HTMLElement) => void };

/** The split entry of `client`'s tracker menu, with the row of `combatantId` to call it on. */
function splitEntry(client: Client, combatantId: string): { entry: Entry | undefined; li: HTMLElement } {
  return client.run(() => {
    const Tracker = (CONFIG.ui as unknown as { combat: new () => { _getEntryContextOptions(): Entry[] } }).combat;
    const li = client.window.document.createElement("li") as unknown as HTMLElement;
    li.dataset.combatantId = combatantId;
    return { entry: new Tracker()._getEntryContextOptions().find((e) => e.name === "SWD6.Npc.splitGroup"), li };
  });
}

async function groupWorld(groupSize: number) {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const troopers = seedCharacter(world, "Bounty Hunter", { name: "Stormtrooper", type: "npc", groupSize });
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
  const { sceneId, tokenIds } = seedScene(world, [
    { actorId: troopers, name: "Stormtrooper", x: 0, y: 0, disposition: -1 },
    { actorId: kell, name: "Kell Tavari", x: 500, y: 0 },
  ]);
  const { combatantIds } = seedCombat(world, sceneId, tokenIds);
  await world.connectAll();
  return { world, group: combatantIds[0]!, kellCombatant: combatantIds[1]! };
}

describe("a group NPC in the tracker", () => {
  it("the gamemaster splits 6 stormtroopers into six combatants on the same token", async () => {
    const { world, group } = await groupWorld(6);
    const gm = world.client("GM");
    const { entry, li } = splitEntry(gm, group);
    expect(gm.run(() => entry!.condition(li))).toBe(true);
    gm.run(() => entry!.callback(li));
    await world.settle();
    const combatants = world.client("Kell").combats.contents[0]!.combatants.contents;
    const troopers = combatants.filter((c) => c.tokenId === combatants.find((g) => g.id === group)!.tokenId);
    expect(troopers.map((c) => c.name)).toEqual(["Stormtrooper", "Stormtrooper 2", "Stormtrooper 3", "Stormtrooper 4", "Stormtrooper 5", "Stormtrooper 6"]);
  });

  it("offers no split to a player, nor on a character or a group of one", async () => {
    const { world, group, kellCombatant } = await groupWorld(6);
    const kell = world.client("Kell");
    const asPlayer = splitEntry(kell, group);
    expect(kell.run(() => asPlayer.entry!.condition(asPlayer.li))).toBe(false);
    const gm = world.client("GM");
    const onKell = splitEntry(gm, kellCombatant);
    expect(gm.run(() => onKell.entry!.condition(onKell.li))).toBe(false);
    const single = await groupWorld(1);
    const one = splitEntry(single.world.client("GM"), single.group);
    expect(single.world.client("GM").run(() => one.entry!.condition(one.li))).toBe(false);
  });
});
