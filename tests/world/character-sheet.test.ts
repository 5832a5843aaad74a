/**
 * The character sheet in the world, as its player uses it: the real sheet class rendered through
 * ApplicationV2's lifecycle (applications.ts) with the real templates. A click on a skill rolls it
 * through the roll dialog; a die code typed into a field is kept canonical, a malformed or negative
 * one refused with the localized message and the old value kept; a wound level is set from the
 * track; another player's character cannot be changed.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import type { Client } from "./client.ts";
import { openSheet } from "./sheets.ts";

async function sheetWorld() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
    { name: "Garro", role: "PLAYER" },
  ]);
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", woundLevel: "wounded" });
  // Garro may look at Kell's sheet (observer), not change it.
  (world.server.store.get("Actor")!.get(kell) as { ownership: Record<string, number> }).ownership[world.id("Garro")] = 2;
  await world.connectAll();
  return { world, kell };
}

/** Types into a field and lets the form see the change. */
function type(client: Client, input: HTMLInputElement, value: string): void {
  client.run(() => {
    input.value = value;
    input.dispatchEvent(new client.window.Event("change", { bubbles: true }) as unknown as Event);
  });
}

describe("the character sheet in the world", () => {
  it("rolls a skill from a click through the roll dialog", async () => {
    const { world, kell } = await sheetWorld();
    const client = world.client("Kell");
    const sheet = await openSheet(client, "character", () => game.actors.get(kell));
    const row = [...sheet.element.querySelectorAll<HTMLElement>("[data-item-id]")].find((el) => el.textContent?.includes("Blaster"))!;
    client.dialogAnswers.push({ fields: { difficulty: 10 } });
    client.run(() => row.querySelector<HTMLButtonElement>('[data-action="rollSkill"]')!.click());
    await world.settle();
    const message = world.client("GM").messages.contents.at(-1)!;
    const code = client.run(
      () => (game.actors.get(kell) as never as import("../../src/documents/actor.ts").SWD6Actor).skillRollRequest(row.dataset.itemId!).code,
    );
    expect((message.rolls[0] as { d6: { base: unknown; label: string } }).d6).toMatchObject({ base: code, label: "Blaster" });
    expect(message.speaker.actor).toBe(kell);
  });

  it("keeps a die code canonical, and refuses a malformed or negative one with the old value kept", async () => {
    const { world, kell } = await sheetWorld();
    const client = world.client("Kell");
    const sheet = await openSheet(client, "character", () => game.actors.get(kell));
    const dex = () => (world.client("GM").actors.get(kell)!.system as { attributes: { dex: string } }).attributes.dex;
    const field = () => sheet.element.querySelector<HTMLInputElement>('input[name="system.attributes.dex"]')!;
    type(client, field(), "4d + 1");
    await world.settle();
    expect(dex()).toBe("4D+1");
    for (const bad of ["-1D", "4D+"]) {
      type(client, field(), bad);
      await world.settle();
      expect(dex()).toBe("4D+1");
      expect(client.notifications.shown.at(-1)?.type).toBe("error");
    }
    expect(client.notifications.shown.at(-2)?.message).toContain("-1D");
  });

  it("puts a refused or cleared number field back to the stored value, with a message, as a die code field", async () => {
    const { world, kell } = await sheetWorld();
    const client = world.client("Kell");
    const sheet = await openSheet(client, "character", () => game.actors.get(kell));
    const points = () => (world.client("GM").actors.get(kell)!.system as { characterPoints: number }).characterPoints;
    const field = () => sheet.element.querySelector<HTMLInputElement>('input[name="system.characterPoints"]')!;
    type(client, field(), "7");
    await world.settle();
    expect(points()).toBe(7);
    type(client, field(), "-3");
    await world.settle();
    expect(points()).toBe(7);
    expect(field().value).toBe("7");
    expect(client.notifications.shown.at(-1)).toMatchObject({
      type: "error",
      message: "Character Points: at least 0. “-3” was not saved; the field keeps 7.",
    });
    type(client, field(), "");
    await world.settle();
    expect(points()).toBe(7);
    expect(field().value).toBe("7");
    expect(client.notifications.shown.at(-1)).toMatchObject({ type: "error", message: "Character Points: needs a number. The field keeps 7." });
  });

  it("is read-only for another player: his change is never written", async () => {
    const { world, kell } = await sheetWorld();
    const garro = world.client("Garro");
    const sheet = await openSheet(garro, "character", () => game.actors.get(kell));
    expect(sheet.isEditable).toBe(false);
    expect(sheet.element.querySelector<HTMLInputElement>('input[name="system.attributes.dex"]')!.disabled).toBe(true);
    const before = world.server.log.length;
    await garro.run(() => game.actors.get(kell)!.update({ "system.attributes.dex": "6D" } as never)).catch(() => undefined);
    expect(world.server.log.length).toBe(before);
    expect(world.server.refusals.at(-1)?.error).toContain("lacks permission to update Actor");
  });
});

describe("healing from the sheet", () => {
  it("heals a wounded character naturally: the sheet's Heal button, the healing dialog, the Strength roll, the gamemaster's card", async () => {
    const { world, kell } = await sheetWorld();
    const client = world.client("Kell");
    const sheet = await openSheet(client, "character", () => game.actors.get(kell));
    client.dialogAnswers.push({ fields: { kind: "natural" } }, { fields: { difficulty: "" } });
    client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="heal"]')!.click());
    await world.settle();
    const card = world.client("GM").messages.contents.at(-1)!;
    expect(card.author?.name).toBe("GM");
    expect(card.speaker.actor).toBe(kell);
    const state = card.system as { kind: string; patient: string; before: string; applied: boolean };
    expect(state).toMatchObject({ kind: "natural", patient: `Actor.${kell}`, before: "wounded", applied: false });
    // The Strength roll was posted first, with the character's Strength.
    const roll = world.client("GM").messages.contents.at(-2)!.rolls[0] as { d6: { base: unknown } };
    const str = client.run(() => (game.actors.get(kell) as never as import("../../src/documents/actor.ts").SWD6Actor).attributeRollRequest("str").code);
    expect(roll.d6.base).toEqual(str);
  });
});

describe("advancing from the sheet", () => {
  it("raises a skill one pip for its character points after the confirmation, and undoes it", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", characterPoints: 20 });
    await world.connectAll();
    const client = world.client("Kell");
    const sheet = await openSheet(client, "character", () => game.actors.get(kell));
    client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="toggleAdvance"]')!.click());
    await world.settle();
    const blaster = [...sheet.element.querySelectorAll<HTMLElement>('[data-action="advance"][data-advance-key]')].find((b) =>
      b.closest("[data-item-id]")?.textContent?.includes("Blaster"),
    );
    expect(blaster).toBeDefined();
    const actor = () => world.client("GM").actors.get(kell)!;
    const item = () => actor().items.find((i) => i.name === "Blaster")!;
    const points = () => (actor().system as { characterPoints: number }).characterPoints;
    const bonus = (item().system as { bonus: string }).bonus;
    client.dialogAnswers.push(true);
    client.run(() => blaster!.click());
    await world.settle();
    expect((item().system as { bonus: string }).bonus).not.toBe(bonus);
    expect(points()).toBeLessThan(20);
    expect((actor().system as { advances: unknown[] }).advances).toHaveLength(1);
    // The sheet rendered again when its document changed: the undo is there.
    client.dialogAnswers.push(true);
    client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="undoAdvance"]')!.click());
    await world.settle();
    expect((item().system as { bonus: string }).bonus).toBe(bonus);
    expect(points()).toBe(20);
  });
});

describe("the character sheet's gear and track", () => {
  it("adds, wears, opens and deletes gear, sets the wound level, rolls an attribute, and the gamemaster gives a Dark Side point", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", gear: [["armor", "Blast Vest"]] });
    await world.connectAll();
    const client = world.client("Kell");
    const sheet = await openSheet(client, "character", () => game.actors.get(kell));
    const actor = () => world.client("GM").actors.get(kell)!;
    const click = async (selector: string, within?: (el: HTMLElement) => boolean) => {
      const all = [...sheet.element.querySelectorAll<HTMLElement>(selector)];
      const target = within ? all.find(within) : all[0];
      if (!target) throw new Error(`no ${selector} on the sheet`);
      client.run(() => target.click());
      await world.settle();
    };
    const items = () => actor().items.contents.length;

    const before = items();
    await click('[data-action="createGear"][data-type="equipment"]');
    expect(items()).toBe(before + 1);
    await click('[data-action="createSkill"]');
    expect(items()).toBe(before + 2);

    const vest = () => actor().items.find((i) => i.name === "Blast Vest")!;
    expect((vest().system as { worn: boolean }).worn).toBe(false);
    await click('[data-action="toggleWorn"]', (el) => el.closest("[data-item-id]")?.getAttribute("data-item-id") === vest().id);
    expect((vest().system as { worn: boolean }).worn).toBe(true);

    await click('[data-action="editItem"]', (el) => el.closest("[data-item-id]")?.getAttribute("data-item-id") === vest().id);
    expect(client.window.document.querySelectorAll(".application").length).toBeGreaterThan(1);

    client.dialogAnswers.push(true);
    await click('[data-action="deleteItem"]', (el) => el.closest("[data-item-id]")?.getAttribute("data-item-id") === vest().id);
    expect(actor().items.find((i) => i.name === "Blast Vest")).toBeUndefined();

    await click('[data-action="setWoundLevel"][data-level="wounded"]');
    expect((actor().system as { woundLevel: string }).woundLevel).toBe("wounded");

    client.dialogAnswers.push({ fields: { difficulty: "" } });
    await click('[data-action="rollAttribute"][data-attribute="per"]');
    const roll = world.client("GM").messages.contents.at(-1)!.rolls[0] as { d6: { modifiers: { source: string }[] } };
    expect(roll.d6.modifiers.map((m) => m.source)).toContain("wound");

    const gmSheet = await openSheet(world.client("GM"), "character", () => game.actors.get(kell));
    const dark = (actor().system as { darkSidePoints: number }).darkSidePoints;
    world.client("GM").run(() => gmSheet.element.querySelector<HTMLButtonElement>('[data-action="gainDarkSidePoint"]')!.click());
    await world.settle();
    expect((actor().system as { darkSidePoints: number }).darkSidePoints).toBe(dark + 1);
  });
});
