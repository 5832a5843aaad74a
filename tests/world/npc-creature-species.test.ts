/**
 * The NPC, creature and species sheets in the world, through the real sheet classes and templates:
 * an NPC rolls a skill as a character does and shows its group size; a droid refuses the Force with
 * the old value kept; a creature's natural weapon is an attack row and its special abilities are
 * rows added and removed with the sheet's buttons; a species' range takes only die codes.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";
import type { Client } from "./client.ts";
import { WOOKIEE_RANGES } from "../helpers/wookiee.ts";

function type(client: Client, input: HTMLInputElement, value: string): void {
  client.run(() => {
    input.value = value;
    input.dispatchEvent(new client.window.Event("change", { bubbles: true }) as unknown as Event);
  });
}

async function beingsWorld() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const trooper = seedCharacter(world, "Bounty Hunter", { name: "Stormtrooper", type: "npc", groupSize: 6 });
  const rat = "womprat000000001";
  world.server.seed("Actor", {
    _id: rat,
    name: "Womp Rat",
    type: "creature",
    img: "",
    system: {
      attributes: { dex: "3D+1", kno: "0D", mec: "0D", per: "2D", str: "2D+2", tec: "0D" },
      move: 12,
      specialAbilities: [{ name: "Bite", text: "STR+1D damage" }],
    },
    items: [
      { _id: "bite000000000001", name: "Bite", type: "weapon", system: { skill: "Brawling", damage: "STR+1D", damageKind: "physical", difficulty: "easy" } },
    ],
    ownership: { default: 0 },
  });
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
  world.server.seed("Item", {
    _id: "wookiee000000001",
    name: "Wookiee",
    type: "species",
    system: { attributes: WOOKIEE_RANGES, move: 11, moveMax: 15 },
    ownership: { default: 0 },
  });
  await world.connectAll();
  return { world, trooper, rat, kell };
}

describe("NPCs, creatures and species in the world", () => {
  it("an NPC's sheet shows its group size and rolls a skill through the roll dialog, as a character's does", async () => {
    const { world, trooper } = await beingsWorld();
    const gm = world.client("GM");
    const sheet = await openSheet(gm, "npc", () => game.actors.get(trooper));
    expect(sheet.element.querySelector<HTMLInputElement>('input[name="system.groupSize"]')!.value).toBe("6");
    const row = [...sheet.element.querySelectorAll<HTMLElement>("[data-item-id]")].find((el) => el.textContent?.includes("Blaster"))!;
    gm.dialogAnswers.push({ fields: { difficulty: 10 } });
    gm.run(() => row.querySelector<HTMLButtonElement>('[data-action="rollSkill"]')!.click());
    await world.settle();
    const message = gm.messages.contents.at(-1)!;
    expect((message.rolls[0] as { d6: { label: string } }).d6.label).toBe("Blaster");
    expect(message.speaker.actor).toBe(trooper);
  });

  it("a droid NPC shows its droid fields and refuses Force sensitivity, keeping the old value", async () => {
    const { world, trooper } = await beingsWorld();
    const gm = world.client("GM");
    const stored = () => gm.actors.get(trooper)!.system as { forceSensitive: boolean; droid: { isDroid: boolean } };
    await gm.run(() => game.actors.get(trooper)!.update({ "system.droid.isDroid": true, "system.forcePoints": 0 } as never));
    await world.settle();
    const sheet = await openSheet(gm, "npc", () => game.actors.get(trooper));
    expect(sheet.element.querySelector('select[name="system.droid.degree"]')).not.toBeNull();
    expect(sheet.element.querySelector('input[name="system.forceSensitive"]')).toBeNull();
    await gm.run(() => game.actors.get(trooper)!.update({ "system.forceSensitive": true } as never)).catch(() => undefined);
    await world.settle();
    expect(stored()).toMatchObject({ forceSensitive: false, droid: { isDroid: true } });
    expect(gm.notifications.shown.at(-1)?.message).toContain("A droid cannot be Force-sensitive");
  });

  it("a creature's bite is a weapon row to attack with, and its special abilities are rows the buttons add and remove", async () => {
    const { world, rat } = await beingsWorld();
    const gm = world.client("GM");
    const sheet = await openSheet(gm, "creature", () => game.actors.get(rat));
    const bite = sheet.element.querySelector<HTMLElement>('[data-item-id="bite000000000001"]')!;
    expect(bite.querySelector('[data-action="attack"]')).not.toBeNull();
    const abilities = () => (gm.actors.get(rat)!.system as { specialAbilities: { name: string }[] }).specialAbilities;
    gm.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="addNamedNote"][data-list="system.specialAbilities"]')!.click());
    await world.settle();
    expect(abilities().map((a) => a.name)).toEqual(["Bite", "New entry"]);
    await gm.run(() => sheet.render());
    gm.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="removeNamedNote"][data-index="0"]')!.click());
    await world.settle();
    expect(abilities().map((a) => a.name)).toEqual(["New entry"]);
  });

  it("a character carrying his species' Item shows each attribute's range and marks one outside it", async () => {
    const { world, kell } = await beingsWorld();
    const client = world.client("Kell");
    await client.run(() =>
      game.actors.get(kell)!.createEmbeddedDocuments("Item", [{ name: "Wookiee", type: "species", system: { attributes: WOOKIEE_RANGES } }] as never),
    );
    await world.settle();
    const sheet = await openSheet(client, "character", () => game.actors.get(kell));
    const range = (key: string) => sheet.element.querySelector<HTMLElement>(`[data-attribute="${key}"] [data-species-range]`)!;
    expect(range("str").textContent).toBe("2D+1–6D");
    // The Brash Pilot's Mechanical 4D lies above the Wookiee's 3D.
    expect(range("mec").classList.contains("out-of-range")).toBe(true);
    expect(range("str").classList.contains("out-of-range")).toBe(false);
  });

  it("a species' range takes a die code and refuses anything else with the old value kept", async () => {
    const { world } = await beingsWorld();
    const gm = world.client("GM");
    const sheet = await openSheet(gm, "species", () => game.items.get("wookiee000000001"));
    const strMin = () => sheet.element.querySelector<HTMLInputElement>('input[name="system.attributes.str.min"]')!;
    expect(strMin().value).toBe("2D+1");
    const stored = () => (gm.items.get("wookiee000000001")!.system as { attributes: { str: { min: string } } }).attributes.str.min;
    type(gm, strMin(), "2d");
    await world.settle();
    expect(stored()).toBe("2D");
    type(gm, strMin(), "lots");
    await world.settle();
    expect(stored()).toBe("2D");
    expect(gm.notifications.shown.at(-1)?.type).toBe("error");
  });
});
