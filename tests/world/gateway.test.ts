/**
 * The gateway in a world of two gamemasters and three players: who sent a request is what the
 * sender tokens prove (the v13 handler is told nothing of its sender, FI#13418); only the active
 * gamemaster carries requests out; a forged request of every kind changes nothing; a button clicked
 * twice, or by two clients, applies once; a refused, failed or timed-out request gives its button
 * back with a localized reason.
 */
import { describe, expect, it } from "vitest";
import { EVERYONE, attackWorld, cardState, click, forge, hitGarro, toResisted } from "./attack-scenario.ts";
import { renderMessageOn } from "./client.ts";

/** What the server wrote since `from` (user documents aside). */
function writesSince(world: { server: { log: { userId: string; operation: { documentName: string } }[] } }, from: number) {
  return world.server.log.slice(from).filter((entry) => entry.operation.documentName !== "User");
}

describe("the sender of a request", () => {
  it("is refused when it names another user: the claim needs that user's token, which only his client received", async () => {
    const scenario = await attackWorld({ connect: EVERYONE });
    const { world } = scenario;
    const id = await hitGarro(scenario);
    const garro = world.client("Garro");
    const before = world.server.log.length;
    const damage = { messageId: id, event: { type: "rollDamage", target: cardState(garro.messages.get(id)!).targets[0].key, stage: "attacked", total: 30 } };
    // Garro claims to be Kell (who may roll damage), without a token, with a made-up one, and with his own.
    expect(await forge(garro, { kind: "attackCard.step", payload: damage, sender: { id: world.id("Kell") } })).toMatchObject({
      ok: false,
      reason: "unverified",
    });
    expect(await forge(garro, { kind: "attackCard.step", payload: damage, sender: { id: world.id("Kell"), token: "0".repeat(48) } })).toMatchObject({
      ok: false,
      reason: "unverified",
    });
    // A hello in Kell's name sends Kell's token to Kell's client, never to Garro's; Kell's client,
    // which sent no hello with that nonce, does not keep it; a hello without a nonce gets nothing.
    expect(await forge(garro, { kind: "hello", payload: null, sender: { id: world.id("Kell") } })).toMatchObject({ ok: false, reason: "unverified" });
    const sent = world.transport.sent.length;
    expect(await forge(garro, { kind: "hello", payload: null, sender: { id: world.id("Kell"), nonce: "1".repeat(32) } })).toMatchObject({
      ok: false,
      reason: "unverified",
    });
    const delivered = world.transport.sent.slice(sent).filter((q) => q.name === "swd6rpg.gatewayToken");
    expect(delivered.map((q) => q.to)).toEqual([world.id("Kell")]);
    expect(writesSince(world, before)).toEqual([]);
  });

  it("claiming the gamemaster's id makes a player no gamemaster: his round commands are refused", async () => {
    const scenario = await attackWorld({ connect: EVERYONE });
    const { world } = scenario;
    const garro = world.client("Garro");
    const before = world.server.log.length;
    for (const sender of [{ id: world.id("GM") }, { id: world.id("Assistant") }, { id: world.id("GM"), token: "f".repeat(48) }]) {
      expect(await forge(garro, { kind: "combat.round", payload: { combatId: "nope", command: { type: "next" } }, sender })).toMatchObject({
        ok: false,
        reason: "unverified",
      });
    }
    expect(writesSince(world, before)).toEqual([]);
  });
});

describe("only the active gamemaster carries requests out", () => {
  it("a query that reaches the assistant gamemaster is refused there, with nothing written", async () => {
    const scenario = await attackWorld({ connect: EVERYONE });
    const { world } = scenario;
    const id = await hitGarro(scenario);
    const kell = world.client("Kell");
    const before = world.server.log.length;
    const answer = await forge(
      kell,
      { kind: "attackCard.step", payload: { messageId: id, event: { type: "undo", target: "x", stage: "applied" } }, sender: { id: world.id("Kell") } },
      world.id("Assistant"),
    );
    expect(answer).toMatchObject({ ok: false, reason: "notActiveGM" });
    expect(writesSince(world, before)).toEqual([]);
  });

  it("the assistant gamemaster's click is carried out by the active gamemaster", async () => {
    const scenario = await attackWorld({ connect: EVERYONE });
    const { world } = scenario;
    const id = await hitGarro(scenario);
    const before = world.server.log.length;
    const assistant = world.client("Assistant");
    await click(world, assistant, assistant.messages.get(id)!, '[data-card-action="rollDamage"]');
    expect(cardState(assistant.messages.get(id)!).targets[0].stage).toBe("damaged");
    expect(new Set(writesSince(world, before).map((w) => w.userId))).toEqual(new Set([world.id("GM")]));
  });
});

describe("a button clicked twice, or by two clients, applies once", () => {
  it("Garro's double click and the gamemaster's click at the same moment wound Garro once", async () => {
    const scenario = await attackWorld({ connect: EVERYONE });
    const { world, actors } = scenario;
    const id = await hitGarro(scenario);
    await toResisted(world, id);
    const garro = world.client("Garro");
    const gm = world.client("GM");
    const garroCard = await renderMessageOn(garro, garro.messages.get(id)!);
    const gmCard = await renderMessageOn(gm, gm.messages.get(id)!);
    await world.settle();
    const before = world.server.log.length;
    world.transport.hold();
    const apply = garroCard.querySelector<HTMLButtonElement>('[data-card-action="apply"]')!;
    garro.run(() => apply.click());
    garro.run(() => apply.click());
    gm.run(() => gmCard.querySelector<HTMLButtonElement>('[data-card-action="apply"]')!.click());
    await world.settle();
    world.transport.release();
    await world.settle();
    const woundWrites = writesSince(world, before).filter((w) => w.operation.documentName === "Actor");
    expect(woundWrites).toHaveLength(1);
    const state = cardState(gm.messages.get(id)!).targets[0];
    expect(state.stage).toBe("applied");
    expect(gm.actors.get(actors.garro)?.system.woundLevel).toBe(state.applied?.after);
  });
});

describe("every button recovers", () => {
  it("a timed-out request gives the buttons back and says so in the clicker's language", async () => {
    const scenario = await attackWorld({ connect: EVERYONE });
    const { world } = scenario;
    const id = await hitGarro(scenario);
    const kell = world.client("Kell");
    const html = await renderMessageOn(kell, kell.messages.get(id)!);
    await world.settle();
    const button = html.querySelector<HTMLButtonElement>('[data-card-action="rollDamage"]')!;
    world.transport.hold();
    kell.run(() => button.click());
    await world.settle();
    expect(button.disabled).toBe(true);
    world.transport.expire();
    await world.settle();
    expect(button.disabled).toBe(false);
    expect(kell.notifications.shown.at(-1)).toEqual({ type: "warn", message: kell.i18n.localize("SWD6.Gateway.refused.timeout") });
    expect(cardState(kell.messages.get(id)!).targets[0].stage).toBe("attacked");
  });

  it("a refused step gives the buttons back with the card's reason", async () => {
    const scenario = await attackWorld({ connect: EVERYONE });
    const { world, actors } = scenario;
    const id = await hitGarro(scenario);
    await toResisted(world, id);
    const garro = world.client("Garro");
    const html = await renderMessageOn(garro, garro.messages.get(id)!);
    await world.settle();
    // Garro's character is gone before he applies.
    await world.client("GM").run(() => game.actors.get(actors.garro)!.delete());
    await world.settle();
    const apply = html.querySelector<HTMLButtonElement>('[data-card-action="apply"]')!;
    garro.run(() => apply.click());
    await world.settle();
    expect(apply.disabled).toBe(false);
    expect(garro.notifications.shown.at(-1)).toEqual({ type: "warn", message: garro.i18n.localize("SWD6.AttackCard.refused.missing") });
  });
});
