/**
 * "6 stormtroopers" in the world: an NPC with a group size joins the fight as one combatant, and the
 * gamemaster's tracker menu splits it into one combatant per member on the same token; a player's
 * menu does not offer it, and a group of one has nothing to split.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter, seedCombat, seedScene } from "./fixtures.ts";
import type { Client } from "./client.ts";
import { type MenuChoice, menuChoice } from "./context-menu.ts";

/** The split entry of `client`'s tracker menu, read as its generation's core reads it, with the row of `combatantId` to call it on. */
function splitEntry(client: Client, combatantId: string): { entry: MenuChoice | undefined; li: HTMLElement } {
  return client.run(() => {
    const Tracker = (CONFIG.ui as unknown as { combat: new () => { _getEntryContextOptions(): Record<string, unknown>[] } }).combat;
    const li = client.window.document.createElement("li") as unknown as HTMLElement;
    li.dataset.combatantId = combatantId;
    const choices = new Tracker()._getEntryContextOptions().map((entry) => menuChoice(entry, client.world.generation));
    return { entry: choices.find((e) => e.label === "SWD6.Npc.splitGroup"), li };
  });
}

async function groupWorld(groupSize: number, generation: 13 | 14 = 13) {
  const world = new World(
    [
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ],
    undefined,
    generation,
  );
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

describe.each([13, 14] as const)("a group NPC in the tracker (v%i)", (generation) => {
  it("the gamemaster splits 6 stormtroopers into six combatants on the same token", async () => {
    const { world, group } = await groupWorld(6, generation);
    const gm = world.client("GM");
    const { entry, li } = splitEntry(gm, group);
    expect(gm.run(() => entry!.shows(li))).toBe(true);
    gm.run(() => entry!.click(li));
    await world.settle();
    const combatants = world.client("Kell").combats.contents[0]!.combatants.contents;
    const troopers = combatants.filter((c) => c.tokenId === combatants.find((g) => g.id === group)!.tokenId);
    expect(troopers.map((c) => c.name)).toEqual(["Stormtrooper", "Stormtrooper 2", "Stormtrooper 3", "Stormtrooper 4", "Stormtrooper 5", "Stormtrooper 6"]);
  });

  it("offers no split to a player, nor on a character or a group of one", async () => {
    const { world, group, kellCombatant } = await groupWorld(6, generation);
    const kell = world.client("Kell");
    const asPlayer = splitEntry(kell, group);
    expect(kell.run(() => asPlayer.entry!.shows(asPlayer.li))).toBe(false);
    const gm = world.client("GM");
    const onKell = splitEntry(gm, kellCombatant);
    expect(gm.run(() => onKell.entry!.shows(onKell.li))).toBe(false);
    const single = await groupWorld(1, generation);
    const one = splitEntry(single.world.client("GM"), single.group);
    expect(single.world.client("GM").run(() => one.entry!.shows(one.li))).toBe(false);
  });
});
