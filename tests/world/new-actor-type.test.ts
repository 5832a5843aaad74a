/**
 * A new Actor subtype needs its model, its sheet, its entry in `system.json` and its keys in the three
 * language files, and nothing else: a world booted with the fixture's `beast` (`beast/`), added as a
 * developer adds one, registers it, counts it a being, lets its tokens show a being's attributes,
 * migrates its die codes and attacks it at the scale it records.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { openSheet } from "./sheets.ts";
import { seedCharacter, seedScene } from "./fixtures.ts";
import { randomID } from "./utils.ts";
import type { Client } from "./client.ts";
import { BEAST_ENTRY, BEAST_MANIFEST_ENTRY, BEAST_TRANSLATIONS } from "./beast/beast-declarations.ts";

type Registry = typeof import("../../src/data/document-types.ts");
type Gather = typeof import("../../src/applications/attack/attack-gather.ts");
type Plain = Record<string, unknown>;

const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as { documentTypes: Record<string, Plain> };
const USERS = [
  { name: "GM", role: "GAMEMASTER", lang: "en" },
  { name: "Vesh", role: "PLAYER", lang: "de" },
  { name: "Rosa", role: "PLAYER", lang: "es" },
] as const;

/**
 * A world whose stored data an earlier version wrote (its die codes as typed), holding Kell with a
 * blaster pistol and a rancor of speeder scale, each with a token on one scene; each user's client
 * boots the fixture's system with the beast's keys of his language.
 */
async function beastWorld() {
  const world = new World(USERS.map((user) => ({ ...user })));
  world.server.worldSettings.set("swd6rpg.systemMigrationVersion", "0.2.0");
  const kell = seedCharacter(world, "Brash Pilot", { name: "Kell", gear: [["weapons", "Blaster Pistol"]] });
  const rancor = randomID();
  world.server.seed("Actor", {
    _id: rancor,
    name: "Rancor",
    type: "beast",
    img: "",
    system: { attributes: { str: "5d+2", dex: "2d" }, scale: "speeder", hide: "3d + 1", woundLevel: "none" },
    items: [],
    ownership: { default: 0 },
  });
  const scene = seedScene(world, [{ actorId: kell }, { actorId: rancor, x: 300 }]);
  for (const user of USERS) {
    world.modules.splice(0, world.modules.length, { translations: BEAST_TRANSLATIONS[user.lang] });
    await world.connect(user.name, BEAST_ENTRY);
  }
  await world.settle();
  return { world, kell, rancor, scene };
}

const dataModels = (client: Client) => (client.config.Actor as { dataModels: Record<string, { metadata: { type: string } }> }).dataModels;

describe("a new Actor subtype added as its model, its sheet, its manifest entry and its language keys", () => {
  let booted: Awaited<ReturnType<typeof beastWorld>>;
  beforeAll(async () => {
    booted = await beastWorld();
  });

  it("is registered, declared, a being, trackable, migrated and attacked at its own scale", async () => {
    const { world, kell, rancor, scene } = booted;
    const gm = world.client("GM");
    const registry = gm.module<Registry>("data/document-types.ts");

    // Registered with its model, and the manifest's documentTypes the registry gives are system.json's and its entry.
    expect(Object.keys(dataModels(gm))).toEqual([...Object.keys(manifest.documentTypes.Actor!), "beast"]);
    expect(dataModels(gm).beast!.metadata.type).toBe("beast");
    expect(gm.run(() => registry.manifestDocumentTypes())).toEqual({
      ...manifest.documentTypes,
      Actor: { ...manifest.documentTypes.Actor, ...BEAST_MANIFEST_ENTRY },
    });

    // A being, whose tokens show a being's wound bar and points.
    expect(registry.actorTypes("being")).toEqual(["character", "npc", "creature", "beast"]);
    expect((gm.config.Actor as { trackableAttributes: Plain }).trackableAttributes.beast).toEqual({
      bar: ["wounds"],
      value: ["move", "forcePoints", "characterPoints", "darkSidePoints"],
    });

    // Its stored die codes made canonical by the gamemaster's migration, its own field among them.
    const stored = world.server.store.get("Actor")!.get(rancor) as { system: { attributes: Plain; hide: string; scale: string } };
    expect(stored.system.hide).toBe("3D+1");
    expect(stored.system.attributes).toMatchObject({ str: "5D+2", dex: "2D" });

    // Attacked at the scale it records, resisting with its Strength as a being does.
    const gathered = await gm.run(async () => {
      const actor = game.actors.get(kell) as never as Parameters<Gather["gatherAttackSetup"]>[0];
      const weapon = actor.items.find((item) => item.type === "weapon") as Item.Implementation;
      const token = fromUuidSync(`Scene.${scene.sceneId}.Token.${scene.tokenIds[1]}`) as TokenDocument.Implementation;
      return gm.module<Gather>("applications/attack/attack-gather.ts").gatherAttackSetup(actor, weapon, [token], {}, game.user as User.Implementation);
    });
    if (!gathered.ok) throw new Error(gathered.error.key);
    expect(gathered.setup.targets).toMatchObject([{ name: "Rancor", scale: "speeder", kind: "character" }]);
    expect(gathered.setup.targets[0]!.resistance).toEqual({ dice: 5, pips: 2 });
    for (const user of USERS) expect(world.client(user.name).hooks.errors, user.name).toEqual([]);
  });

  it("has a default sheet named in each user's language, which renders a new beast", async () => {
    const { world } = booted;
    for (const user of USERS) {
      const client = world.client(user.name);
      const registered = client.sheets.find((args) => ((args as unknown[])[3] as { types?: string[] }).types?.includes("beast")) as unknown[];
      const options = registered[3] as { label: string; makeDefault: boolean };
      expect(options.makeDefault).toBe(true);
      expect(client.i18n.localize(options.label), user.lang).toBe(BEAST_TRANSLATIONS[user.lang]["SWD6.Sheet.label.beast"]);
      expect(client.i18n.localize("TYPES.Actor.beast"), user.lang).toBe(BEAST_TRANSLATIONS[user.lang]["TYPES.Actor.beast"]);
    }
    const gm = world.client("GM");
    const created = (await gm.run(() => Actor.implementation.create({ name: "A new beast", type: "beast" } as never))) as unknown as {
      id: string;
      system: object;
    };
    expect(created.system).toBeInstanceOf(dataModels(gm).beast as unknown as new () => object);
    const sheet = await openSheet(gm, "beast", () => game.actors.get(created.id));
    expect(sheet.element.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe("A new beast");
    expect(sheet.element.classList.contains("beast")).toBe(true);
    expect(gm.hooks.errors).toEqual([]);
  });
});
