/**
 * Dice So Nice in the world, modelled by its documented API (DSN roll.md: `showForRoll(roll, user,
 * synchronize, whisper, blind, messageId, speaker)`; FOUNDRY-FACTS §9: rolls of a new message are
 * shown by the module's own hook, rolls added by an update are not): a roll added to a card is
 * shown once, by the client that added it, with the card's visibility — a whispered card's dice
 * are never broadcast to everyone.
 */
import { describe, expect, it } from "vitest";
import { EVERYONE, attackWorld, cardState, click, hitGarro, lastMessage, shoot } from "./attack-scenario.ts";
import type { World } from "./index.ts";

/** Gives every client a recording `game.dice3d`; returns the calls, with the client that made each. */
function recordDiceSoNice(world: World): { client: string; args: unknown[] }[] {
  const calls: { client: string; args: unknown[] }[] = [];
  for (const [name, client] of world.clients) {
    (client.globals.game as Record<string, unknown>).dice3d = {
      showForRoll: async (...args: unknown[]) => {
        calls.push({ client: name, args });
        return true;
      },
    };
  }
  return calls;
}

describe("Dice So Nice shows a card's roll once, to those who may see the card", () => {
  it("a damage roll on a card whispered to the gamemasters is shown once, by the gamemaster's client, whispered", async () => {
    const scenario = await attackWorld({ seed: 7, connect: EVERYONE });
    const { world, actors, sceneId, tokens } = scenario;
    const kell = world.client("Kell");
    let hit = false;
    for (let attempt = 0; attempt < 30 && !hit; attempt++) {
      await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }], (request) => (request.form.mode = "gm"));
      await world.settle();
      hit = cardState(lastMessage(kell)).targets[0].hit;
    }
    const message = lastMessage(kell);
    // Whispered to the gamemasters and to Kell, whose gm roll it is though the gamemaster authored the card.
    const gms = [world.id("GM"), world.id("Assistant"), world.id("Kell")];
    expect([...message.whisper].sort()).toEqual([...gms].sort());
    const calls = recordDiceSoNice(world);
    await click(world, kell, message, '[data-card-action="rollDamage"]');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.client).toBe("GM");
    const [roll, user, synchronize, whisper, blind, messageId] = call.args as [{ total: number }, { id: string }, boolean, string[], boolean, string];
    expect(user.id).toBe(world.id("Kell"));
    expect(synchronize).toBe(true);
    expect([...whisper].sort()).toEqual([...gms].sort());
    expect(blind).toBe(false);
    expect(messageId).toBe(message.id);
    expect(roll.total).toBe((cardState(message) as unknown as { targets: { damage: number }[] }).targets[0].damage);
  });
});

describe("Dice So Nice never holds up the gamemaster's requests", () => {
  it("answers the next player's click while the gamemaster's animation of the last one is still running", async () => {
    const scenario = await attackWorld({ seed: 7, connect: EVERYONE });
    const { world } = scenario;
    const kell = world.client("Kell");
    const garro = world.client("Garro");
    const message = kell.messages.get(await hitGarro(scenario))!;
    // The gamemaster's dice keep rolling until the test ends (an animation a player may watch for seconds).
    let animating = 0;
    (world.client("GM").globals.game as Record<string, unknown>).dice3d = {
      showForRoll: () => {
        animating += 1;
        return new Promise<boolean>(() => {});
      },
    };
    await click(world, kell, message, '[data-card-action="rollDamage"]');
    expect(animating).toBe(1);
    expect(cardState(lastMessage(kell)).targets[0].stage).toBe("damaged");
    // Garro's resistance roll is carried out though the damage roll's animation has not ended.
    await click(world, garro, world.client("Garro").messages.get(message.id)!, '[data-card-action="resist"]');
    expect(animating).toBe(2);
    expect(cardState(lastMessage(garro)).targets[0].stage).toBe("resisted");
  });
});
