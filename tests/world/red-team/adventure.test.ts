/**
 * Red team: the Force points the end-of-adventure dialog asks about. At the end of an adventure the
 * gamemaster judges each Force point spent (Reglas, the Force point: heroic points come back), so how
 * many were spent is his own record, kept as he takes each point off the sheet, never a list on the
 * player's actor.
 */
import { describe, expect, it } from "vitest";
import { World } from "../index.ts";
import { seedCharacter } from "../fixtures.ts";
import { request } from "./console.ts";

type Api = { endAdventure(): Promise<boolean> };

describe("red team: the end of an adventure", () => {
  it("a player lists five Force points spent on his own actor, and the gamemaster's dialog asks about the one he spent", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", forcePoints: 2 });
    await world.connectAll();
    const player = world.client("Kell");
    const gm = world.client("GM");
    const forcePoints = () => (gm.actors.get(kell)!.system as { forcePoints: number }).forcePoints;

    // One real Force point, spent through the gamemaster.
    const spent = await request(player, "forcePoint.spend", { actor: `Actor.${kell}` });
    await world.settle();
    expect(spent.ok).toBe(true);
    expect(forcePoints()).toBe(1);

    // The forgery: five more "spent" on his own actor, which he may write.
    const moments = Array.from({ length: 5 }, (_, i) => `time:${i + 100}`);
    await player.run(() => game.actors.get(kell)!.update({ "flags.swd6rpg.forcePointsSpent": moments } as never));
    await world.settle();

    // The gamemaster judges the point his dialog asks about as heroic.
    gm.dialogAnswers.push({ fields: { [`${kell}.use.0`]: "heroic" } });
    expect(await gm.run(() => (game as unknown as { swd6rpg: Api }).swd6rpg.endAdventure())).toBe(true);
    await world.settle();
    // The dialog asked about the one point he took, not the six his actor lists.
    expect(gm.window.document.querySelectorAll(`[name^="${kell}.use."]`)).toHaveLength(1);
    // Only the point he took comes back.
    expect(forcePoints()).toBe(2);
  });
});
