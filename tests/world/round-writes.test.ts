/**
 * A big battle stays light: the round keeps its combatants keyed by id in the Combat's system data,
 * so a declaration writes its combatant's entry by path (`system.round.combatants.<id>…`) and none
 * of the others' (what the server stores and broadcasts, `world.server.log`); a player still writes
 * no entry, his own or another's; and the gamemaster's Roll NPCs posts the segment's rolls in one
 * message, a hidden trooper's line whispered to the gamemasters apart.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { renderMessageOn } from "./client.ts";
import { seedCharacter, seedScene } from "./fixtures.ts";
import { USERS, beginFight, roundCommand, shotAt, startSegments } from "./attack-scenario.ts";
import { flattenObject } from "./utils.ts";

/** Stormtroopers in the fight beside Kell and Garro. */
const TROOPERS = 24;

/** Kell, Garro and {@link TROOPERS} troopers (unlinked tokens of one actor, the gamemaster's), the fight begun; the first `hidden` troopers hidden. */
async function bigFight(hidden = 0) {
  const world = new World(USERS, 5);
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", gear: [["weapons", "Blaster Pistol"]] });
  const garro = seedCharacter(world, "Bounty Hunter", { owner: "Garro", name: "Garro" });
  const trooper = seedCharacter(world, "Bounty Hunter", { name: "Stormtrooper", type: "npc", groupSize: 2 });
  const { sceneId, tokenIds } = seedScene(world, [
    { actorId: kell, name: "Kell Tavari" },
    { actorId: garro, name: "Garro", x: 1000 },
    ...Array.from({ length: TROOPERS }, (_, i) => ({ actorId: trooper, name: `TK-${500 + i}`, x: 100 * i, y: 500, actorLink: false, disposition: -1 })),
  ]);
  await world.connectAll(["GM", "Assistant", "Kell", "Garro"]);
  const [kellToken, garroToken, ...troopers] = tokenIds;
  const ids = await beginFight(world, sceneId, tokenIds, troopers.slice(0, hidden));
  return { world, gm: world.client("GM"), kell: ids[kellToken], garro: ids[garroToken], troopers: troopers.map((token) => ids[token]) };
}

/** The Combat updates the server accepted since `from`: who wrote, and each path written under `system`. */
function combatWrites(world: World, from: number) {
  return world.server.log
    .slice(from)
    .filter((entry) => entry.operation.documentName === "Combat" && entry.operation.action === "update")
    .map((entry) => {
      const changes = (entry.operation as { changes: Record<string, unknown> }).changes;
      // The changes as sent (dot paths) or expanded: each written path under `system`, and the bytes of what it writes there.
      const written = Object.entries(flattenObject(changes)).filter(([path]) => path.startsWith("system."));
      return { userId: entry.userId, paths: written.map(([path]) => path), bytes: JSON.stringify(Object.fromEntries(written)).length };
    });
}

/** The round as a client reads it: each combatant's id, declared flag and rolls. */
type Round = { combatants: { declaration: { id: string; actions: unknown[] }; declared: boolean; rolls: { total: number }[] }[] };
const roundOn = (world: World, name: string) => world.client(name).run(() => (game.combat as unknown as { roundState: Round }).roundState);

describe("a declaration in a big battle", () => {
  it("writes the declaring combatant's entry by path and no other; a player writes no entry himself", async () => {
    const { world, kell, garro } = await bigFight();
    const stored = world.client("GM").run(() => (game.combat as unknown as { system: { round: { combatants: unknown; order: string[] } } }).system.round);
    expect(Array.isArray(stored.combatants)).toBe(false);
    expect(stored.order).toHaveLength(TROOPERS + 2);

    const logged = world.server.log.length;
    expect(await roundCommand(world, world.client("Kell"), { type: "declare", combatant: kell, actions: [shotAt("at TK-500"), shotAt("again")] })).toBe(true);
    const writes = combatWrites(world, logged);
    expect(writes).toHaveLength(1);
    expect(writes[0].userId).toBe(world.id("GM"));
    expect(writes[0].paths.length).toBeGreaterThan(0);
    for (const path of writes[0].paths) expect(path.startsWith(`system.round.combatants.${kell}.`)).toBe(true);
    // A few hundred bytes, whatever the number of combatants (the whole round is many kilobytes).
    expect(writes[0].bytes).toBeLessThan(600);

    // Every client reads the round whole, Kell's declaration in it and no one else's changed.
    const round = roundOn(world, "Garro");
    expect(round.combatants).toHaveLength(TROOPERS + 2);
    expect(round.combatants.filter((c) => c.declared).map((c) => c.declaration.id)).toEqual([kell]);
    expect(round.combatants.find((c) => c.declaration.id === kell)!.declaration.actions).toHaveLength(2);

    // Kell may not write an entry by path, Garro's or his own, nor delete one; nor declare for Garro.
    const kellClient = world.client("Kell");
    const update = (changes: object) =>
      kellClient.run(async () => {
        try {
          await (game.combat as unknown as { update(changes: object): Promise<unknown> }).update(changes);
          return null;
        } catch (error) {
          return (error as Error).message;
        }
      });
    expect(await update({ [`system.round.combatants.${garro}.declared`]: true })).toMatch(/lacks permission/);
    expect(await update({ [`system.round.combatants.${kell}.rolls`]: [{ segment: 1, total: 99 }] })).toMatch(/lacks permission/);
    expect(await update({ [`system.round.combatants.-=${garro}`]: null })).toMatch(/lacks permission/);
    expect(await roundCommand(world, kellClient, { type: "declare", combatant: garro, actions: [shotAt("for Garro")] })).toBe(false);
    await world.settle();
    expect(roundOn(world, "GM")).toEqual(round);
  });

  it("a combatant removed from the fight leaves the stored round by Foundry's deletion key, and the round reads without him", async () => {
    const { world, gm, troopers } = await bigFight();
    const logged = world.server.log.length;
    await gm.run(async () => {
      await (game.combat as unknown as { combatants: { get(id: string): { delete(): Promise<unknown> } } }).combatants.get(troopers[3])!.delete();
    });
    await world.settle();
    const writes = combatWrites(world, logged).filter((write) => write.paths.some((path) => path.startsWith("system.round")));
    expect(writes.flatMap((write) => write.paths).sort()).toEqual([`system.round.combatants.-=${troopers[3]}`, "system.round.order"]);
    // What the server stores, and the gamemaster's round read from it.
    const stored = ([...world.server.store.get("Combat")!.values()][0] as { system: { round: { combatants: Record<string, unknown>; order: string[] } } })
      .system.round;
    expect(Object.keys(stored.combatants)).not.toContain(troopers[3]);
    expect(stored.order).not.toContain(troopers[3]);
    expect(Object.keys(stored.combatants)).toHaveLength(TROOPERS + 1);
    expect(roundOn(world, "GM").combatants.map((c) => c.declaration.id)).toEqual(stored.order);
  });
});

describe("Roll NPCs in a big battle", () => {
  it("posts one message for the segment holding every visible trooper's roll, the hidden ones' whispered apart, and records each total once", async () => {
    const hidden = 2;
    const { world, gm, troopers } = await bigFight(hidden);
    for (const trooper of troopers) expect(await roundCommand(world, gm, { type: "declare", combatant: trooper, actions: [shotAt("at Kell")] })).toBe(true);
    expect(await startSegments(world, gm, true)).toBe(true);
    const before = gm.messages.size;

    await gm.run(() => (game.combat as unknown as { rollNPC(): Promise<unknown> }).rollNPC());
    await world.settle();

    const posted = gm.messages.contents.slice(before);
    expect(posted).toHaveLength(2);
    const [open, whispered] = posted[0].whisper.length === 0 ? posted : [posted[1], posted[0]];
    expect(open.whisper).toEqual([]);
    expect(open.rolls).toHaveLength(TROOPERS - hidden);
    expect([...whispered.whisper].sort()).toEqual([world.id("GM"), world.id("Assistant")].sort());
    expect(whispered.rolls).toHaveLength(hidden);
    // The list names each trooper with his total; a hidden trooper's name is in the whisper only.
    // Each card is rendered on the viewer's client, in his language.
    const shown = async (message: (typeof posted)[number]) => (await renderMessageOn(gm, message)).textContent ?? "";
    expect(await shown(open)).toContain("TK-510");
    expect(await shown(open)).not.toContain("TK-500");
    expect(await shown(open)).not.toContain("TK-501");
    expect(await shown(whispered)).toContain("TK-501");
    const kellSees = world.client("Kell").run(() => game.messages.contents.map((m) => (m as unknown as { visible: boolean }).visible));
    expect(kellSees.slice(-2).filter(Boolean)).toHaveLength(1);

    // Every roll recorded once, each the total of a posted roll.
    const round = roundOn(world, "GM");
    const recorded = round.combatants.filter((c) => troopers.includes(c.declaration.id)).map((c) => c.rolls.map((r) => r.total));
    expect(recorded.every((rolls) => rolls.length === 1)).toBe(true);
    const postedTotals = [...open.rolls, ...whispered.rolls].map((roll) => (roll as { total: number }).total).sort((a, b) => a - b);
    expect(recorded.map(([total]) => total).sort((a, b) => a - b)).toEqual(postedTotals);
  });
});

describe("a round an earlier version stored", () => {
  /** The Combat's stored system data on the server. */
  const storedSystem = (world: World) =>
    ([...world.server.store.get("Combat")!.values()][0] as { system: { round: { combatants: unknown; order?: string[] } | null } }).system;

  // The round as an earlier version stored it is put into the database, and every page loads again:
  // each client holds it as the data model's migrateData leaves it, the database as it was.
  it("its combatants an array, reads as it was, is written whole keyed by id, and from then on a declaration writes its entry only", async () => {
    const { world, gm, kell, troopers } = await bigFight();
    const declaredRound = () => roundOn(world, "GM");
    const older = gm.run(() => {
      const state = (game.combat as unknown as { roundState: Record<string, unknown> }).roundState;
      return JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    });
    expect(Array.isArray(older.combatants)).toBe(true);
    storedSystem(world).round = older as never;
    const names = [...world.clients.keys()];
    for (const name of names) world.disconnect(name);
    for (const name of names) await world.connect(name);
    await world.settle();
    expect(declaredRound()).toEqual(older);
    expect(Array.isArray(storedSystem(world).round!.combatants)).toBe(true);

    expect(await roundCommand(world, world.client("Kell"), { type: "declare", combatant: kell, actions: [shotAt("at TK-500")] })).toBe(true);
    // The first write stores the round whole, keyed by id in the order it had.
    expect(Array.isArray(storedSystem(world).round!.combatants)).toBe(false);
    expect(storedSystem(world).round!.order).toEqual((older.combatants as { declaration: { id: string } }[]).map((c) => c.declaration.id));
    const round = declaredRound();
    expect(round.combatants.filter((c) => c.declared).map((c) => c.declaration.id)).toEqual([kell]);
    expect(round.combatants.map((c) => c.declaration.id)).toEqual(storedSystem(world).round!.order);

    const logged = world.server.log.length;
    expect(await roundCommand(world, world.client("GM"), { type: "declare", combatant: troopers[0], actions: [shotAt("at Kell")] })).toBe(true);
    for (const path of combatWrites(world, logged).flatMap((write) => write.paths))
      expect(path.startsWith(`system.round.combatants.${troopers[0]}.`)).toBe(true);
  });

  it("one the round's field cannot read is dropped, so the tracker starts a new round rather than breaking", async () => {
    const { world, gm } = await bigFight();
    const older = gm.run(
      () => JSON.parse(JSON.stringify((game.combat as unknown as { roundState: Record<string, unknown> }).roundState)) as Record<string, unknown>,
    );
    for (const broken of [{ phase: "initiative" }, { combatants: [{ declaration: null }] }, { version: 0 }]) {
      await gm.run(() => (game.combat as unknown as { update(changes: object): Promise<unknown> }).update({ "system.round": { ...older, ...broken } }));
      await world.settle();
      expect(gm.run(() => (game.combat as unknown as { system: { round: unknown } }).system.round)).toBeNull();
      expect(roundOn(world, "GM")).toBeNull();
    }
    await gm.run(() => (game.combat as unknown as { startCombat(): Promise<unknown> }).startCombat());
    await world.settle();
    expect(roundOn(world, "GM")).toMatchObject({ round: 1 });
  });
});
