/**
 * A Force power used from the character sheet, in the world: the power's dialog (answered), the
 * Force skills rolled at the power's difficulties, the card in chat, and a dark-side power's card
 * posted and its Dark Side point given by the active gamemaster through the gateway, once.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";

/** A world of the gamemaster and Vesh, a Failed Jedi with Rage; her Dark Side points as the gamemaster's client reads them. */
async function rageWorld() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Vesh", role: "PLAYER" },
  ]);
  const vesh = seedCharacter(world, "Failed Jedi", { owner: "Vesh", name: "Vesh", powers: ["Rage"] });
  await world.connectAll();
  const dark = () => (world.client("GM").actors.get(vesh)!.system as { darkSidePoints: number }).darkSidePoints;
  return { world, vesh, dark, client: world.client("Vesh") };
}

/** Vesh uses Rage from her sheet (the dialog answered); returns the last Force power card as the gamemaster's client holds it. */
async function useRage(world: World, vesh: string) {
  const client = world.client("Vesh");
  const sheet = await openSheet(client, "character", () => game.actors.get(vesh));
  client.dialogAnswers.push({ fields: { "difficulty-control": 20, otherActions: 0 } });
  client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="usePower"]')!.click());
  await world.settle();
  return world
    .client("GM")
    .messages.filter((m) => m.type === "forcePower")
    .at(-1)!;
}

describe("a Force power used from the sheet", () => {
  it("rolls Rage, a dark-side power, and the gamemaster posts its card as his and gives its Dark Side point once", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Vesh", role: "PLAYER", lang: "de" },
    ]);
    const vesh = seedCharacter(world, "Failed Jedi", { owner: "Vesh", name: "Vesh", powers: ["Rage"] });
    await world.connectAll();
    const client = world.client("Vesh");
    const dark = () => (world.client("GM").actors.get(vesh)!.system as { darkSidePoints: number }).darkSidePoints;
    const before = dark();
    const sheet = await openSheet(client, "character", () => game.actors.get(vesh));
    const use = sheet.element.querySelector<HTMLButtonElement>('[data-action="usePower"]');
    expect(use).not.toBeNull();
    client.dialogAnswers.push({ fields: { "difficulty-control": 20, otherActions: 0 } });
    client.run(() => use!.click());
    await world.settle();
    expect(client.notifications.shown, JSON.stringify(client.notifications.shown)).toEqual([]);
    expect([...client.hooks.errors]).toEqual([]);
    const card = world.client("GM").messages.find((m) => m.type === "forcePower")!;
    expect(card.author?.name).toBe("GM");
    expect(card.speaker.actor).toBe(vesh);
    expect(card.system).toMatchObject({ itemId: "power00000000000", given: true });
    expect(dark()).toBe(before + 1);
    // A second request for the same card gives nothing more.
    const again = await client.run(() =>
      client.module<typeof import("../../src/gateway/gateway.ts")>("gateway/gateway.ts").sendRequest("forcePower.darkSide", { messageId: card.id }),
    );
    expect(again).toMatchObject({ ok: false, reason: "given" });
    expect(dark()).toBe(before + 1);
    // The gamemaster's client announced the Dark Side point in chat.
    expect(world.client("GM").messages.contents.at(-1)!.author?.name).toBe("GM");
  });
});

describe("a dark-side power's Dark Side point is given once, and never lost", () => {
  it("posts nothing while the gamemaster does not answer: Vesh is told so, spends nothing, and her next use posts the gamemaster's card once", async () => {
    const { world, vesh, dark, client } = await rageWorld();
    const before = dark();
    const cards = () => world.client("GM").messages.filter((m) => m.type === "forcePower").length;
    world.transport.hold();
    const pending = useRage(world, vesh);
    await world.settle();
    world.transport.expire();
    await pending;
    expect(cards()).toBe(0);
    expect(dark()).toBe(before);
    expect(client.notifications.shown.at(-1)).toMatchObject({ type: "warn", message: client.i18n.localize("SWD6.Gateway.refused.timeout") });
    const card = await useRage(world, vesh);
    expect(cards()).toBe(1);
    expect(card.author?.name).toBe("GM");
    expect(card.system).toMatchObject({ given: true, darkSidePoints: 1 });
    expect(dark()).toBe(before + 1);
  });

  it("with no gamemaster connected, Vesh gets the gateway's warning and no card", async () => {
    const { world, vesh, dark, client } = await rageWorld();
    const before = dark();
    world.disconnect("GM");
    const sheet = await openSheet(client, "character", () => game.actors.get(vesh));
    client.dialogAnswers.push({ fields: { "difficulty-control": 20, otherActions: 0 } });
    client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="usePower"]')!.click());
    await world.settle();
    expect(client.messages.filter((m) => m.type === "forcePower")).toEqual([]);
    expect(client.notifications.shown.at(-1)).toMatchObject({ type: "warn", message: client.i18n.localize("SWD6.Gateway.refused.noGM") });
    expect(client.actors.get(vesh)!.system).toMatchObject({ darkSidePoints: before });
  });

  it("gives nothing while the card cannot be marked, so a retry cannot give the point twice", async () => {
    const { world, vesh, dark, client } = await rageWorld();
    const before = dark();
    // A module cancels the gamemaster's updates of the card (preUpdate returning false, A13 hookEvents.preUpdateDocument).
    const gm = world.client("GM");
    const cancel = gm.run(() => Hooks.on("preUpdateChatMessage", (message: { type: string }) => (message.type === "forcePower" ? false : undefined)));
    const card = await useRage(world, vesh);
    expect(dark()).toBe(before);
    expect(client.notifications.shown.at(-1)?.type).toBe("warn");
    gm.run(() => Hooks.off("preUpdateChatMessage", cancel));
    const again = await client.run(() =>
      client.module<typeof import("../../src/gateway/gateway.ts")>("gateway/gateway.ts").sendRequest("forcePower.darkSide", { messageId: card.id }),
    );
    expect(again).toMatchObject({ ok: true });
    expect(dark()).toBe(before + 1);
  });
});
