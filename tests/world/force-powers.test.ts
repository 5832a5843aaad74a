/**
 * A Force power used from the character sheet, in the world: the power's dialog (answered), the
 * Force skills rolled at the power's difficulties, the card in chat, and a dark-side power's Dark
 * Side point given by the active gamemaster through the gateway, once.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";



describe("a Force power used from the sheet", () => {
  it("rolls Rage, a dark-side power, posts its card, and the gamemaster gives its Dark Side point once", async () => {
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
    const card = world.client("GM").messages.find((m) => m.getFlag("swd6rpg", "forcePower") !== undefined)!;
    expect(card.author?.name).toBe("Vesh");
    expect(card.getFlag("swd6rpg", "forcePower")).toMatchObject({ itemId: "power00000000000", given: true });
    expect(dark()).toBe(before + 1);
    // A second request for the same card gives nothing more.
    const again = await client.run(() => client.module<typeof import("../../src/gateway/gateway.ts")>("gateway/gateway.ts").sendRequest("forcePower.darkSide", { messageId: card.id }));
    expect(again).toMatchObject({ ok: false, reason: "given" });
    expect(dark()).toBe(before + 1);
    // The gamemaster's client announced the Dark Side point in chat.
    expect(world.client("GM").messages.contents.at(-1)!.author?.name).toBe("GM");
  });
});
