/**
 * The `game.swd6rpg` API for macro writers, in the world: a player's macro rolls his character's
 * skill or attribute (found by name, in his language) through the roll dialog, a bare code with a
 * difficulty level; a name it cannot find is a warning, and nothing is posted.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import type { Client } from "./client.ts";

type Api = {
  rollSkill(name: string, options?: object): Promise<unknown>;
  rollAttribute(name: string, options?: object): Promise<unknown>;
  rollCode(code: string, options?: object): Promise<unknown>;
  attack(weapon: string): Promise<void>;
  useForcePower(power: string): Promise<void>;
};

async function apiWorld() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
    { name: "Vesh", role: "PLAYER", lang: "de" },
  ]);
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", gear: [["weapons", "Blaster Pistol"]] });
  const vesh = seedCharacter(world, "Failed Jedi", { owner: "Vesh", name: "Vesh" });
  // Each player's own character (User#character).
  (world.server.store.get("User")!.get(world.id("Kell")) as Record<string, unknown>).character = kell;
  (world.server.store.get("User")!.get(world.id("Vesh")) as Record<string, unknown>).character = vesh;
  await world.connectAll();
  return { world, kell, vesh };
}

function api(client: Client): Api {
  return (client.globals.game as { swd6rpg: Api }).swd6rpg;
}

/** What a roll dialog answers: roll as the request stands. */
const ROLL = { fields: { difficulty: "" } };

describe("the macro API in the world", () => {
  it("rolls the player's own character's skill and attribute, by name in his language", async () => {
    const { world, kell, vesh } = await apiWorld();
    const kellClient = world.client("Kell");
    kellClient.dialogAnswers.push(ROLL);
    await kellClient.run(() => api(kellClient).rollSkill("blaster"));
    await world.settle();
    const code = kellClient.run(() => {
      const actor = game.actors.get(kell) as never as import("../../src/documents/actor.ts").SWD6Actor;
      return actor.skillRollRequest(actor.items.find((i) => i.name === "Blaster")!.id as string).code;
    });
    const first = world.client("GM").messages.contents.at(-1)!;
    expect((first.rolls[0] as { d6: { base: unknown } }).d6.base).toEqual(code);
    expect(first.speaker.actor).toBe(kell);

    const veshClient = world.client("Vesh");
    expect(veshClient.i18n.localize("SWD6.Attribute.dex.name")).toBe("Geschicklichkeit");
    const posted = world.server.store.get("ChatMessage")!.size;
    veshClient.dialogAnswers.push(ROLL);
    await veshClient.run(() => api(veshClient).rollAttribute(veshClient.i18n.localize("SWD6.Attribute.dex.name")));
    await world.settle();
    expect(world.server.store.get("ChatMessage")!.size).toBe(posted + 1);
    const second = world.client("GM").messages.contents.at(-1)!;
    expect(second.speaker.actor).toBe(vesh);
    const dex = (world.client("GM").actors.get(vesh)!.system as { attributes: { dex: string } }).attributes.dex;
    expect((second.rolls[0] as { d6: { base: { dice: number; pips: number } } }).d6.base).toEqual(parse(dex));
  });

  it("rolls a bare code, and warns without posting for a name or a code it cannot read", async () => {
    const { world } = await apiWorld();
    const kell = world.client("Kell");
    kell.dialogAnswers.push(ROLL);
    await kell.run(() => api(kell).rollCode("5D+2", { label: "Jump the ditch" }));
    await world.settle();
    expect((world.client("GM").messages.contents.at(-1)!.rolls[0] as { d6: { base: unknown; label: string } }).d6).toMatchObject({
      base: { dice: 5, pips: 2 },
      label: "Jump the ditch",
    });
    const before = world.server.store.get("ChatMessage")!.size;
    await kell.run(() => api(kell).rollSkill("underwater basket weaving"));
    await kell.run(() => api(kell).rollCode("five dice"));
    await world.settle();
    expect(world.server.store.get("ChatMessage")!.size).toBe(before);
    expect(kell.notifications.shown.filter((n) => n.type === "warn")).toHaveLength(2);
  });
});

function parse(code: string): { dice: number; pips: number } {
  const match = /^(\d+)D([+-]\d+)?$/.exec(code)!;
  return { dice: Number(match[1]), pips: Number(match[2] ?? 0) };
}

describe("the macro API's attack and Force powers", () => {
  it("attacks with the speaker's weapon by name (a roll card without targets), and warns for a power he does not have", async () => {
    const { world } = await apiWorld();
    const kell = world.client("Kell");
    const before = world.server.store.get("ChatMessage")!.size;
    kell.dialogAnswers.push({ fields: { band: "short" } });
    await kell.run(() => api(kell).attack("Blaster Pistol"));
    await world.settle();
    expect(world.server.store.get("ChatMessage")!.size).toBe(before + 1);
    expect((world.client("GM").messages.contents.at(-1)!.rolls[0] as { d6: { label: string } }).d6.label).toBe("Blaster Pistol");
    await kell.run(() => api(kell).useForcePower("Telekinesis"));
    await kell.run(() => api(kell).attack("Thermal Detonator"));
    expect(kell.notifications.shown.filter((n) => n.type === "warn")).toHaveLength(2);
    expect(world.server.store.get("ChatMessage")!.size).toBe(before + 1);
  });
});
