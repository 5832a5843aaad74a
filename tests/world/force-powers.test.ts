/**
 * A Force power used from the character sheet, in the world: the power's dialog (answered), the
 * Force skills rolled at the power's difficulties, the card in chat, and a dark-side power's card
 * posted and its Dark Side point given by the active gamemaster through the gateway, once.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";
import { renderMessageOn } from "./client.ts";

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
  client.dialogAnswers.push({ fields: { "difficulty-control": 15, otherActions: 0 } });
  client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="usePower"]')!.click());
  await world.settle();
  return world.client("GM").messages.filter((m) => m.type === "forcePower").at(-1)!;
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
    client.dialogAnswers.push({ fields: { "difficulty-control": 15, otherActions: 0 } });
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
    const again = await client.run(() => client.module<typeof import("../../src/gateway/gateway.ts")>("gateway/gateway.ts").sendRequest("forcePower.darkSide", { messageId: card.id }));
    expect(again).toMatchObject({ ok: false, reason: "given" });
    expect(dark()).toBe(before + 1);
    // The gamemaster's client announced the Dark Side point in chat.
    expect(world.client("GM").messages.contents.at(-1)!.author?.name).toBe("GM");
  });
});

describe("a dark-side power's Dark Side point is given once, and never lost", () => {
  it("posts Vesh's own card while the gamemaster did not answer; its button has him post his card and give the point, once", async () => {
    const { world, vesh, dark, client } = await rageWorld();
    const before = dark();
    world.transport.hold();
    const pending = useRage(world, vesh);
    await world.settle();
    world.transport.expire();
    const card = await pending;
    expect(dark()).toBe(before);
    expect(card.author?.name).toBe("Vesh");
    expect(card.system).toMatchObject({ given: false, darkSidePoints: 1 });
    const html = await renderMessageOn(client, client.messages.get(card.id)!);
    const give = html.querySelector<HTMLButtonElement>('[data-action="giveDarkSide"]');
    expect(give?.textContent?.trim()).toBe(client.i18n.localize("SWD6.ForcePowers.giveDarkSide"));
    client.run(() => give!.click());
    await world.settle();
    expect(dark()).toBe(before + 1);
    const posted = world.client("GM").messages.filter((m) => m.type === "forcePower").at(-1)!;
    expect(posted.author?.name).toBe("GM");
    expect(posted.system).toMatchObject({ given: true });
    // Handed over: her card offers it no more.
    const after = await renderMessageOn(client, client.messages.get(card.id)!);
    expect(after.querySelector('[data-action="giveDarkSide"]')).toBeNull();
    // Her own card is nothing the gamemaster acts on: asked to give its points, he refuses.
    const forged = await client.run(() => client.module<typeof import("../../src/gateway/gateway.ts")>("gateway/gateway.ts").sendRequest("forcePower.darkSide", { messageId: card.id }));
    expect(forged).toMatchObject({ ok: false, reason: "missing" });
    expect(dark()).toBe(before + 1);
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
    const again = await client.run(() => client.module<typeof import("../../src/gateway/gateway.ts")>("gateway/gateway.ts").sendRequest("forcePower.darkSide", { messageId: card.id }));
    expect(again).toMatchObject({ ok: true });
    expect(dark()).toBe(before + 1);
  });
});
