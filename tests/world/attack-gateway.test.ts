/**
 * A player's attack and the card's steps, in a world of two gamemasters and three players, through
 * the system's real gateway: the active gamemaster posts the card from the documents, every step is
 * carried out once, by the active gamemaster only, and forged requests change nothing.
 */
import { describe, expect, it } from "vitest";
import { EVERYONE, attackWorld, cardState, click, lastMessage, shoot, targetToken } from "./attack-scenario.ts";
import { openSheet } from "./sheets.ts";

describe("the active gamemaster posts a player's attack card", () => {
  it("creates the card as the gamemaster's message spoken by Kell's character, its numbers planned from the documents", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld({ connect: EVERYONE });
    const kell = world.client("Kell");
    const { answer, roll } = await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }]);
    expect(answer).toEqual({ ok: true });
    await world.settle();
    for (const name of ["GM", "Assistant", "Kell", "Garro", "Vesh"]) {
      const message = lastMessage(world.client(name));
      expect(message.author?.name).toBe("GM");
      expect(message.speaker.actor).toBe(actors.kell);
      const card = message.system as { state: { attack: number; targets: { actor: string; stage: string }[] } };
      expect(card.state.attack).toBe(roll.total);
      expect(card.state.targets[0].actor).toBe(`Actor.${actors.garro}`);
    }
    // The gamemaster's client created it; Kell's client only asked.
    const creates = world.server.log.filter((entry) => entry.operation.documentName === "ChatMessage" && entry.operation.action === "create");
    expect(creates.map((entry) => entry.userId)).toEqual([world.id("GM")]);
  });

  it("refuses a roll of another code than the attack plans, and posts nothing", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld({ connect: EVERYONE });
    const kell = world.client("Kell");
    const before = world.server.store.get("ChatMessage")!.size;
    const { answer } = await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }], (request) => {
      const roll = request.roll as { options: { code: { dice: number; pips: number } } };
      roll.options.code = { dice: 12, pips: 0 };
    });
    expect(answer).toMatchObject({ ok: false, reason: "roll" });
    expect(world.server.store.get("ChatMessage")!.size).toBe(before);
  });

  it("refuses an attack with an actor the sender does not own", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld({ connect: EVERYONE });
    const garro = world.client("Garro");
    await garro.run(() => undefined);
    const before = world.server.store.get("ChatMessage")!.size;
    // Garro's client sends Kell's attack as its own.
    const { answer } = await shoot(garro, actors.kell, [{ sceneId, tokenId: tokens.kellToken, distance: 15 }]);
    expect(answer).toMatchObject({ ok: false, reason: "notOwner" });
    expect(world.server.store.get("ChatMessage")!.size).toBe(before);
  });
});

describe("the card's steps through the gateway", () => {
  it("takes a hit from damage to wound: Kell rolls damage, Garro resists and applies; each write is the active gamemaster's", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld({ seed: 7, connect: EVERYONE });
    const kell = world.client("Kell");
    const garro = world.client("Garro");
    let attempts = 0;
    // The dice are the world's (seeded): shoot until the shot hits.
    for (;;) {
      await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }]);
      await world.settle();
      const state = (lastMessage(kell).system as { state: { targets: { hit: boolean }[] } }).state;
      if (state.targets[0].hit || ++attempts > 20) break;
    }
    expect(attempts).toBeLessThan(20);
    const message = () => lastMessage(kell);
    await click(world, kell, message(), '[data-card-action="rollDamage"]');
    expect((message().system as { state: { targets: { stage: string }[] } }).state.targets[0].stage).toBe("damaged");
    await click(world, garro, lastMessage(garro), '[data-card-action="resist"]');
    const resisted = (message().system as { state: { targets: { stage: string; inflicted: string | null }[] } }).state.targets[0];
    expect(resisted.stage).toBe("resisted");
    await click(world, garro, lastMessage(garro), '[data-card-action="apply"]');
    const applied = (message().system as { state: { targets: { stage: string; applied: { after: string } }[] } }).state.targets[0];
    expect(applied.stage).toBe("applied");
    for (const client of world.clients.values()) expect(client.actors.get(actors.garro)?.system.woundLevel).toBe(applied.applied.after);
    const writers = new Set(world.server.log.filter((e) => e.operation.documentName !== "User").map((entry) => entry.userId));
    expect([...writers]).toEqual([world.id("GM")]);
    for (const client of world.clients.values()) expect(client.hooks.errors).toEqual([]);
  });
});

describe("an attack through the attack dialog", () => {
  it("Kell targets Garro's token and clicks his blaster on the sheet: the dialog's fields, the roll, the gamemaster's card", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld({ seed: 7, connect: EVERYONE });
    const kell = world.client("Kell");
    targetToken(kell, sceneId, tokens.garroToken);
    const sheet = await openSheet(kell, "character", () => game.actors.get(actors.kell));
    const before = world.server.store.get("ChatMessage")!.size;
    kell.dialogAnswers.push({ fields: { "target.0.distance": 15 } });
    const attack = [...sheet.element.querySelectorAll<HTMLElement>('[data-action="attack"]')].find((b) => b.textContent?.includes("Blaster Pistol"))!;
    kell.run(() => attack.click());
    await world.settle();
    expect(world.server.store.get("ChatMessage")!.size).toBe(before + 1);
    const card = lastMessage(world.client("Garro"));
    expect(card.author?.name).toBe("GM");
    expect(card.speaker.actor).toBe(actors.kell);
    expect(cardState(card).targets[0]).toMatchObject({ key: `Scene.${sceneId}.Token.${tokens.garroToken}` });
  });
});
