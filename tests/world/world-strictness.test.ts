/**
 * The world holds its users to what Foundry does, so that an attack tried from a player's console
 * meets the same walls here as in a browser: query data and answers cross as JSON, a caller needs
 * QUERY_USER, an owner may write his own combatant's initiative, flags, defeated state and system
 * data (and no other field), a player a Combat's round and turn (and nothing else of it), `game.system.version` is the manifest's, an embedded collection updates by `_id`, and
 * `null` on a field that may not be null is refused. Each rule names its source in the module that
 * models it (queries.ts, server.ts, manifest.ts, data-model.ts).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight } from "./attack-scenario.ts";
import { ROLES } from "./permissions.ts";
import { request } from "./red-team/console.ts";

/** Runs `write` on a client; resolves to the error's message, or null when the write went through. */
async function refusal(write: () => Promise<unknown>): Promise<string | null> {
  try {
    await write();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("the world's strictness", () => {
  it("carries a query's data and its answer as JSON: a date as its text, a map as an object, an undefined key not at all", async () => {
    const { world } = await attackWorld();
    const gm = world.client("GM");
    const received: unknown[] = [];
    (gm.config.queries as Record<string, (data: unknown) => unknown>)["test.echo"] = (data) => {
      received.push(data);
      return { at: new Date(0), map: new Map([["a", 1]]), gone: undefined, kept: 2 };
    };
    const answer = await world.client("Kell").run(() => {
      const target = game.users.activeGM as unknown as { query(name: string, data: unknown, options: object): Promise<unknown> };
      return target.query("test.echo", { at: new Date(0), map: new Map([["a", 1]]), gone: undefined, kept: 1 }, { timeout: 1000 });
    });
    expect(received).toEqual([{ at: "1970-01-01T00:00:00.000Z", map: {}, kept: 1 }]);
    expect(answer).toEqual({ at: "1970-01-01T00:00:00.000Z", map: {}, kept: 2 });
    expect(Object.keys(answer as object)).not.toContain("gone");
  });

  it("refuses a query from a user whose role lacks QUERY_USER: the request fails and nothing is written", async () => {
    const { world } = await attackWorld();
    world.server.permissions.QUERY_USER = ROLES.TRUSTED;
    const before = world.server.log.length;
    const answer = await request(world.client("Kell"), "gm.everything", {});
    expect(answer).toMatchObject({ ok: false, reason: "failed" });
    expect(world.server.log.slice(before).filter((entry) => entry.operation.documentName !== "User")).toEqual([]);
  });

  it("lets an owner write his own combatant's initiative, flags, defeated state and system data, and nothing else of it or of another's", async () => {
    const { world, sceneId, tokens } = await attackWorld();
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken]);
    const kell = world.client("Kell");
    const combatant = (id: string) =>
      kell.run(() => (game.combat as unknown as { combatants: { get(id: string): { update(changes: object): Promise<unknown> } } }).combatants.get(id)!);
    const own = combatant(ids[tokens.kellToken]);
    expect(await refusal(() => kell.run(() => own.update({ initiative: 30, defeated: true, "flags.swd6rpg.note": "mine", system: {} })))).toBeNull();
    expect(await refusal(() => kell.run(() => own.update({ hidden: true })))).toMatch(/lacks permission/);
    const others = combatant(ids[tokens.garroToken]);
    expect(await refusal(() => kell.run(() => others.update({ initiative: 1 })))).toMatch(/lacks permission/);
    await world.settle();
    const stored = world.client("GM").combats.contents[0].combatants.get(ids[tokens.kellToken]) as unknown as {
      initiative: number;
      defeated: boolean;
      hidden: boolean;
    };
    expect([stored.initiative, stored.defeated, stored.hidden]).toEqual([30, true, false]);
  });

  it("lets a player move a Combat's round and turn, and refuses him its flags, its system data and its deletion", async () => {
    const { world, sceneId, tokens } = await attackWorld();
    await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken]);
    const kell = world.client("Kell");
    const combat = () => kell.run(() => game.combat as unknown as { update(changes: object): Promise<unknown>; delete(): Promise<unknown> });
    expect(await refusal(() => kell.run(() => combat().update({ round: 3, turn: 1 })))).toBeNull();
    expect(await refusal(() => kell.run(() => combat().update({ "flags.swd6rpg.note": "mine" })))).toMatch(/lacks permission/);
    expect(await refusal(() => kell.run(() => combat().update({ "system.mode": "space-battle" })))).toMatch(/lacks permission/);
    expect(await refusal(() => kell.run(() => combat().delete()))).toMatch(/lacks permission/);
    await world.settle();
    const stored = world.client("GM").combats.contents[0] as unknown as { round: number; turn: number; system: { mode: string } };
    expect([stored.round, stored.turn, stored.system.mode]).toEqual([3, 1, "segments"]);
  });

  it("gives game.system.version from system.json", async () => {
    const { world } = await attackWorld();
    const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as { version: string };
    expect(world.client("Kell").run(() => game.system.version)).toBe(manifest.version);
  });

  it("updates an embedded item by its _id through its actor, keeping the other items", async () => {
    const { world, actors } = await attackWorld();
    const kell = world.client("Kell");
    const [first, count] = kell.run(() => {
      const actor = game.actors.get(actors.kell)!;
      return [actor.items.contents[0]!.id as string, actor.items.size];
    });
    await kell.run(() => game.actors.get(actors.kell)!.update({ items: [{ _id: first, name: "Renamed" }] } as never));
    await world.settle();
    const items = world.client("GM").actors.get(actors.kell)!.items;
    expect(items.size).toBe(count);
    expect(items.get(first)!.name).toBe("Renamed");
  });

  it("refuses null on a number field that may not be null, and keeps the stored value", async () => {
    const { world, actors } = await attackWorld();
    const kell = world.client("Kell");
    const adventure = () => (world.client("GM").actors.get(actors.kell)!.system as { adventure: number }).adventure;
    const before = adventure();
    const error = await refusal(() => kell.run(() => game.actors.get(actors.kell)!.update({ "system.adventure": null } as never)));
    expect(error).toMatch(/system\.adventure: may not be null/);
    expect(adventure()).toBe(before);
    expect(await refusal(() => kell.run(() => game.actors.get(actors.kell)!.update({ "system.adventure": before + 1 } as never)))).toBeNull();
    await world.settle();
    expect(adventure()).toBe(before + 1);
  });
});
