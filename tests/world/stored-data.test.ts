/**
 * What the server stores is what the data models clean (a number typed as text stored as the
 * number, a key no model knows left out), and a stored document its model refuses is kept apart in
 * its collection's `invalidDocumentIds` while the world boots on (FOUNDRY-FACTS §2; collection.ts and
 * client.ts name the sources); a document's `type` changes only with its `system` replaced
 * (foundryvtt#11951), and `game.data` holds the world as stored (A13 `Game#data`).
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";

const USERS = [
  { name: "GM", role: "GAMEMASTER" },
  { name: "Kell", role: "PLAYER" },
] as const;

describe("the stored data", () => {
  it("holds a player's update as the data model cleans it: a number typed as text as the number, an unknown key not at all", async () => {
    const world = new World([...USERS]);
    const kellId = seedCharacter(world, "Brash Pilot", { owner: "Kell" });
    await world.connectAll();
    const kell = world.client("Kell");
    await kell.run(() => game.actors.get(kellId)!.update({ "system.adventure": "4", "system.notAField": 99 } as never));
    await world.settle();
    const stored = world.server.store.get("Actor")!.get(kellId)!.system as Record<string, unknown>;
    expect(stored.adventure).toBe(4);
    expect(stored).not.toHaveProperty("notAField");
    expect((world.client("GM").actors.get(kellId)!.system as { adventure: unknown }).adventure).toBe(4);
  });

  it("keeps an actor its model refuses out of the actors, listed as invalid on every client, and the world still boots", async () => {
    const world = new World([...USERS]);
    const good = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Good" });
    const broken = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Broken" });
    const system = world.server.store.get("Actor")!.get(broken)!.system as Record<string, unknown>;
    system.woundLevel = "bruised";
    await world.connectAll();
    for (const name of ["GM", "Kell"]) {
      const client = world.client(name);
      expect(client.actors.get(good)?.name, name).toBe("Good");
      expect(client.actors.get(broken), name).toBeUndefined();
      expect([...client.actors.invalidDocumentIds], name).toEqual([broken]);
      expect(client.actors.getInvalid(broken).name, name).toBe("Broken");
      expect(client.hooks.errors, name).toEqual([]);
    }
  });

  it("keeps an item its model refuses out of its actor's items, listed as invalid, while the actor, its sheet and the world carry on", async () => {
    const world = new World([...USERS]);
    const kellId = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell", gear: [["weapons", "Blaster Pistol"]] });
    const items = world.server.store.get("Actor")!.get(kellId)!.items as { _id: string; type: string; name: string; system: Record<string, unknown> }[];
    const blaster = items.find((item) => item.type === "weapon")!;
    blaster.system.damageKind = "plasma";
    await world.connectAll();
    for (const name of ["GM", "Kell"]) {
      const client = world.client(name);
      const actor = client.actors.get(kellId)!;
      expect(actor, name).toBeDefined();
      expect(actor.items.get(blaster._id), name).toBeUndefined();
      expect([...actor.items.invalidDocumentIds], name).toEqual([blaster._id]);
      expect(actor.items.getInvalid(blaster._id).name, name).toBe(blaster.name);
      expect(actor.items.size, name).toBe(items.length - 1);
      expect(client.hooks.errors, name).toEqual([]);
    }
    const sheet = await openSheet(world.client("Kell"), "character", () => game.actors.get(kellId));
    expect(sheet.element.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe("Kell");
    expect(world.client("Kell").hooks.errors).toEqual([]);
  });

  it("names an item still unreadable after a migration in the gamemaster's report, and records the version all the same", async () => {
    const world = new World([...USERS]);
    world.server.worldSettings.set("swd6rpg.systemMigrationVersion", "0.1.0");
    const kellId = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell", gear: [["weapons", "Blaster Pistol"]] });
    const items = world.server.store.get("Actor")!.get(kellId)!.items as { type: string; name: string; system: Record<string, unknown> }[];
    const blaster = items.find((item) => item.type === "weapon")!;
    blaster.system.damageKind = "plasma";
    await world.connectAll();
    await world.settle();
    const gm = world.client("GM");
    const report = gm.messages.contents.find((message) => String(message.content).includes("swd6-migration-report"))!;
    expect(report.content).toContain(gm.i18n.localize("SWD6.Migration.Report.unreadable"));
    expect(report.content).toContain(`<li>Item: Kell › ${blaster.name}</li>`);
    expect(world.server.worldSettings.get("swd6rpg.systemMigrationVersion")).not.toBe("0.1.0");
  });

  it("checks a stored message as its class migrates it: an old card no subtype can hold is invalid, and the boot goes on", async () => {
    const world = new World([...USERS]);
    const broken = world.server.seed("ChatMessage", { content: "", flags: { swd6rpg: { attackCard: { state: { attacker: 7 } } } } });
    await world.connectAll();
    const gm = world.client("GM");
    expect([...gm.messages.invalidDocumentIds]).toEqual([broken._id]);
    expect((gm.run(() => game.data) as unknown as { messages: { _id: string; flags: object }[] }).messages).toEqual([broken]);
    expect(gm.hooks.errors).toEqual([]);
  });

  it("changes a document's type only with its system replaced whole (recursive: false), which replaces the other values it names too", async () => {
    const world = new World([...USERS]);
    const message = world.server.seed("ChatMessage", {
      type: "darkSide",
      content: "",
      system: { view: { name: "Garro", points: 1, roll: 3, turned: false } },
      flags: { swd6rpg: { a: 1, b: 2 } },
    });
    await world.connectAll();
    const gm = world.client("GM");
    const view = {
      craftName: "Kell's X-wing",
      pilotName: null,
      speedKey: "SWD6.Movement.speed.cruise",
      terrainKey: "SWD6.Movement.terrain.easy",
      rows: [],
      outcomeClass: "",
      outcomeKey: "SWD6.Movement.outcome.moved",
      outcomeData: {},
      details: [],
    };
    const change = { type: "movement", system: { view }, flags: { swd6rpg: { a: 1 } } };
    const held = () => gm.messages.get(message._id as string)!;
    await expect(gm.run(() => held().update(change as never))).rejects.toThrow(
      "The type of a Document can be changed only if the system field is force-replaced (==) or updated with {recursive: false}",
    );
    expect(world.server.store.get("ChatMessage")!.get(message._id as string)).toMatchObject({ type: "darkSide" });
    await gm.run(() => held().update(change as never, { recursive: false } as never));
    await world.settle();
    expect(world.server.store.get("ChatMessage")!.get(message._id as string)).toMatchObject({
      type: "movement",
      system: { view },
      flags: { swd6rpg: { a: 1 } },
    });
    expect(held().flags).toEqual({ swd6rpg: { a: 1 } });
  });
});
