/**
 * The world boots the system's real code in each client, each with its own module registry.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createWorld } from "./index.ts";
import { openSheet } from "./sheets.ts";

describe("a two-client world", () => {
  it("boots the system in a gamemaster's and a player's client, each with its own modules", async () => {
    const world = await createWorld([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const gm = world.client("GM");
    const kell = world.client("Kell");
    for (const client of [gm, kell]) {
      const queries = Object.keys(client.config.queries as object).sort();
      expect(queries).toEqual(["swd6rpg.gateway", "swd6rpg.gatewayToken"]);
      expect(client.hooks.errors).toEqual([]);
    }
    // Each client registered its own classes: the same code, loaded twice.
    const actorClass = (c: typeof gm) => (c.config.Actor as { documentClass: unknown }).documentClass;
    expect(actorClass(gm)).not.toBe(actorClass(kell));
    expect((actorClass(gm) as { name: string }).name).toBe("SWD6Actor");
  });
});

describe("the system's document subtypes in a booted client", () => {
  it("gives every subtype the manifest declares a data model and a default sheet, which render a new document", async () => {
    const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as { documentTypes: Record<"Actor" | "Item", Record<string, unknown>> };
    const world = await createWorld([{ name: "GM", role: "GAMEMASTER" }]);
    const gm = world.client("GM");
    for (const kind of ["Actor", "Item"] as const) {
      const models = (gm.config[kind] as { dataModels: Record<string, unknown> }).dataModels;
      expect(Object.keys(models), kind).toEqual(Object.keys(manifest.documentTypes[kind]));
      for (const type of Object.keys(manifest.documentTypes[kind])) {
        const created = await gm.run(() => (kind === "Actor" ? Actor : Item).implementation.create({ name: `A new ${type}`, type } as never));
        const document = created as unknown as { id: string; type: string; system: object };
        expect(document.type).toBe(type);
        expect(document.system, type).toBeInstanceOf(models[type] as new () => object);
        const sheet = await openSheet(gm, type, () => (kind === "Actor" ? game.actors : game.items).get(document.id));
        expect(sheet.element.querySelector<HTMLInputElement>('input[name="name"]')?.value, type).toBe(`A new ${type}`);
      }
    }
    expect(gm.hooks.errors).toEqual([]);
  });
});
