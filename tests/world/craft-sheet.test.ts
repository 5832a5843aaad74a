/**
 * A starship's sheet in the world: its pilot's piloting roll and its gunner's weapon, through the real
 * sheet class and dialogs. An X-wing of the starships compendium, with Kell at the controls.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter, seedCraft, seedDogfight } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";

describe("the starship sheet in the world", () => {
  it("rolls the pilot's piloting with the ship's maneuverability, and fires a weapon with the gunner's skill", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
    const xwing = seedCraft(world, "starships", "X-Wing", { owner: "Kell", crew: [{ role: "pilot", actorId: kell }] });
    await world.connectAll();
    const client = world.client("Kell");
    const sheet = await openSheet(client, "starship", () => game.actors.get(xwing));
    expect(sheet.isEditable).toBe(true);
    const piloting = sheet.element.querySelector<HTMLButtonElement>('[data-action="rollPiloting"]');
    expect(piloting).not.toBeNull();
    client.dialogAnswers.push({ fields: { difficulty: 10 } });
    client.run(() => piloting!.click());
    await world.settle();
    const pilotRoll = world.client("GM").messages.contents.at(-1)!.rolls[0] as { d6: { base: { dice: number }; label: string } };
    // Kell's piloting (his Mechanical and skill) plus the X-wing's maneuverability 3D.
    expect(pilotRoll.d6.base.dice).toBeGreaterThanOrEqual(3 + 3);

    const weapon = sheet.element.querySelector<HTMLButtonElement>('[data-action="rollWeapon"]');
    expect(weapon).not.toBeNull();
    const before = world.server.store.get("ChatMessage")!.size;
    // No target: the attack dialog's roll is a roll card (its fields as the dialog reads them).
    client.dialogAnswers.push({ fields: { band: "short" } });
    client.run(() => weapon!.click());
    await world.settle();
    expect(world.server.store.get("ChatMessage")!.size).toBe(before + 1);
    const shot = world.client("GM").messages.contents.at(-1)!.rolls[0] as { d6: { label: string } };
    expect(shot.d6.label).toBe(
      weapon!.closest<HTMLElement>("[data-item-id]")
        ? world.client("GM").actors.get(xwing)!.items.get(weapon!.closest<HTMLElement>("[data-item-id]")!.dataset.itemId!)!.name
        : "",
    );
    expect(client.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
  });
});

describe("moving a starship from its sheet", () => {
  it("asks the speed and terrain, rolls the pilot's piloting against the movement difficulty, and posts the movement card in each viewer's language", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER", lang: "de" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
    const xwing = seedCraft(world, "starships", "X-Wing", { owner: "Kell", crew: [{ role: "pilot", actorId: kell }] });
    await world.connectAll();
    const client = world.client("Kell");
    const sheet = await openSheet(client, "starship", () => game.actors.get(xwing));
    const move = sheet.element.querySelector<HTMLButtonElement>('[data-action="moveCraft"]');
    expect(move).not.toBeNull();
    client.dialogAnswers.push({ fields: { speed: "high", terrain: "difficult", ramming: false, somethingToHit: false } }, { fields: { difficulty: 15 } });
    client.run(() => move!.click());
    await world.settle();
    const gm = world.client("GM");
    const card = gm.messages.contents.at(-1)!;
    expect(card.type).toBe("movement");
    // The movement roll before it, with the pilot's code.
    expect((gm.messages.contents.at(-2)!.rolls[0] as { d6: { label: string } }).d6.label).toContain(client.i18n.localize("SWD6.Craft.Speed.high"));
    const { renderMessageOn } = await import("./client.ts");
    const html = await renderMessageOn(gm, card);
    expect(html.querySelector(".message-content")!.textContent).toContain(gm.i18n.localize("SWD6.Craft.Speed.high"));
  });
});

describe("the range between two starships", () => {
  it("rolls both pilots' sublight speeds when their intentions differ and posts the range card", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const { xwing, tie, sceneId } = seedDogfight(world);
    await world.connectAll();
    const client = world.client("Kell");
    client.viewScene(sceneId);
    // The gamemaster gives his TIE its sublight speed; Kell's X-wing stores none, so he types its own.
    await world.client("GM").run(() => game.actors.get(tie)!.update({ "system.sublightSpeed": "3D" } as never));
    await world.settle();
    const sheet = await openSheet(client, "starship", () => game.actors.get(xwing));
    const tieUuid = client.run(() => game.actors.get(tie)!.uuid);
    client.dialogAnswers.push({ fields: { otherShip: tieUuid, range: "medium", selfIntent: "close", selfSpeed: "4D", otherIntent: "open" } });
    client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="changeRange"]')!.click());
    await world.settle();
    const card = world.client("GM").messages.contents.at(-1)!;
    expect(card.type).toBe("spaceRange");
    expect(card.rolls).toHaveLength(2);
    expect(client.notifications.shown).toEqual([]);
  });
});
