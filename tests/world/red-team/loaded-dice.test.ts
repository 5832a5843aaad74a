/**
 * Red team: loaded dice. Core Foundry rolls a user's dice on his own client, so a player can send a
 * roll of the right code, id and total whose faces he chose. In a world whose dice the gamemaster
 * rolls (the setting `diceRoller`), a player's roll is evaluated on the active gamemaster's client,
 * and the gamemaster takes a roll only with the faces he rolled: every loaded roll below is refused,
 * while the same honest rolls go through.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, cardState, hitGarro, lastMessage, shoot, woundedGarro } from "../attack-scenario.ts";
import { request } from "./console.ts";
import { rollOn } from "../rolls.ts";
import { renderMessageOn, type Client } from "../client.ts";
import type { World } from "../index.ts";

type ReactionPlan = typeof import("../../../src/applications/attack/reaction-plan.ts");
type Dice = typeof import("../../../src/dice/d6-roll.ts");

/** The gamemaster has the players' dice rolled on his client. */
async function gamemasterRolls(world: World): Promise<void> {
  await world.client("GM").run(() => game.settings.set("swd6rpg" as never, "diceRoller" as never, "gamemaster" as never));
  await world.settle();
}

/** A roll's data with every normal die turned to a 6 (the wild die left as it fell). */
function loaded(data: unknown): Record<string, unknown> {
  const roll = JSON.parse(JSON.stringify(data)) as { terms: { class?: string; results?: { result: number }[] }[] };
  for (const term of roll.terms) if (term.class !== "WildDie") for (const result of term.results ?? []) result.result = 6;
  return roll as unknown as Record<string, unknown>;
}

/** A roll's total as the D6 roll scores its faces, on a client. */
function totalOf(client: Client, data: unknown): number {
  return client.run(() => client.module<Dice>("dice/d6-roll.ts").D6Roll.fromData(data as never).total as number);
}

/** The dice requests a client sent to the gamemaster. */
function diceRequests(world: World, name: string): number {
  return world.transport.sent.filter((query) => query.from === world.id(name) && (query.data as { kind?: string } | null)?.kind === "dice.roll").length;
}

describe("red team: loaded dice, where the gamemaster rolls the players' dice", () => {
  it("Kell's attack rolled on the gamemaster's client is posted; the same attack with every die a 6 is refused", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld();
    await gamemasterRolls(world);
    const kell = world.client("Kell");
    const target = [{ sceneId, tokenId: tokens.garroToken, distance: 15 }];
    const honest = await shoot(kell, actors.kell, target);
    expect(honest.answer).toEqual({ ok: true });
    expect(diceRequests(world, "Kell")).toBe(1);
    const cards = world.client("GM").messages.size;
    const forged = await shoot(kell, actors.kell, target, (sent) => {
      sent.roll = loaded(sent.roll);
    });
    await world.settle();
    expect(forged.answer).toMatchObject({ ok: false, reason: "roll" });
    expect(world.client("GM").messages.size).toBe(cards);
  });

  it("without the setting the same loaded attack is taken, as Foundry's own rolls would be", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld();
    const kell = world.client("Kell");
    const forged = await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }], (sent) => {
      sent.roll = loaded(sent.roll);
    });
    expect(forged.answer).toEqual({ ok: true });
    expect(diceRequests(world, "Kell")).toBe(0);
  });

  it("Garro's dodge claiming every die a 6 is refused, and his honest dodge is taken", async () => {
    const scenario = await attackWorld({ seed: 3 });
    const { world, actors } = scenario;
    await gamemasterRolls(world);
    const messageId = await hitGarro(scenario);
    const garro = world.client("Garro");
    const target = cardState(garro.messages.get(messageId)!).targets[0];
    const code = garro.run(
      () => garro.module<ReactionPlan>("applications/attack/reaction-plan.ts").trackerReactionPlan(game.actors.get(actors.garro) as never, "dodge")!.plan.code,
    );
    const honest = await rollOn(garro, code, "Dodge");
    const dodge = (roll: unknown) =>
      request(garro, "attackCard.step", {
        messageId,
        event: { type: "react", target: target.key, stage: "attacked", kind: "dodge", total: totalOf(garro, roll) },
        roll,
      });
    expect(await dodge(loaded(honest))).toMatchObject({ ok: false, reason: "value" });
    expect(await dodge(honest)).toEqual({ ok: true });
  });

  it("a wounded Garro's natural healing with a loaded Strength roll is refused", async () => {
    const { world, actors } = await attackWorld();
    await gamemasterRolls(world);
    const { garro, uuid, strength } = await woundedGarro(world, actors.garro);
    const roll = loaded(await rollOn(garro, strength, "Strength"));
    const answer = await request(garro, "healing.post", { kind: "natural", patient: uuid, healer: uuid, roll });
    expect(answer).toMatchObject({ ok: false, reason: "roll" });
  });

  it("with no gamemaster connected, Kell's roll is made on his client and its card says the gamemaster did not roll it", async () => {
    const { world } = await attackWorld();
    await gamemasterRolls(world);
    world.disconnect("GM");
    await world.settle();
    const kell = world.client("Kell");
    const roll = await rollOn(kell, { dice: 3, pips: 0 }, "Perception");
    const posted = await kell.run(() => ChatMessage.implementation.create({ rolls: [roll] } as never));
    await world.settle();
    expect(posted).toBeTruthy();
    const html = await renderMessageOn(kell, lastMessage(kell));
    expect(html.querySelector("[data-unverified]")?.textContent?.trim()).toBe(kell.i18n.localize("SWD6.Roll.unverified"));
  });
});
