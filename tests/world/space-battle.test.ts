/**
 * The space battle mode in the world (Raumschlacht): the gamemaster sets a combat of starships to the
 * space battle mode and begins it; each ship's owner rolls its initiative through the gateway, the
 * gamemaster's client drawing the dice; a player may not roll for a ship he does not own. Foundry's
 * turn follows the ship whose attack it is, and the tracker's row fields are no clicks on the row.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCombat, seedDogfight } from "./fixtures.ts";

type BattleQuery = typeof import("../../src/combat/space-battle/battle-query.ts");

describe("a space battle in the world", () => {
  it("rolls each ship's initiative for its owner only, then holds the attacking ship's turn", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const { xwing, tie, sceneId, tokenIds } = seedDogfight(world);
    await world.connectAll();
    const gm = world.client("GM");
    await gm.run(async () => {
      const combat = (await Combat.implementation.create({
        scene: sceneId,
        combatants: tokenIds.map((tokenId, i) => ({ _id: foundry.utils.randomID(), tokenId, sceneId, actorId: [xwing, tie][i] })),
      } as never)) as unknown as { setMode(mode: string): Promise<void>; startCombat(): Promise<unknown> };
      await combat.setMode("space-battle");
      await combat.startCombat();
    });
    await world.settle();
    const ids = Object.fromEntries(gm.combats.contents[0].combatants.map((c) => [c.tokenId, c.id])) as Record<string, string>;
    const battle = () =>
      (gm.combats.contents[0] as unknown as { battleState: { round: number; phase: string; ships: { id: string; initiative?: number | null }[] } }).battleState;
    expect(battle().ships).toHaveLength(2);
    const kellClient = world.client("Kell");
    const send = (ship: string) =>
      kellClient.run(() => {
        const state = battle();
        return kellClient
          .module<BattleQuery>("combat/space-battle/battle-query.ts")
          .submitBattleCommand(game.combat as never, { type: "initiative", ship, round: state.round, phase: state.phase } as never);
      });
    expect(await send(ids[tokenIds[1]])).toBe(false);
    expect(kellClient.notifications.shown.at(-1)?.type).toBe("warn");
    expect(await send(ids[tokenIds[0]])).toBe(true);
    await world.settle();
    const writers = new Set(world.server.log.filter((e) => e.operation.documentName === "Combat" && e.operation.action === "update").map((e) => e.userId));
    expect([...writers]).toEqual([world.id("GM")]);
    expect(JSON.stringify(battle())).toContain(ids[tokenIds[0]]);

    // Both have rolled: the attacks begin with the ship of the higher initiative, whose turn Foundry
    // holds on every client, where core's turn marker reads it.
    const gmSend = (ship: string) =>
      gm.run(() => {
        const state = battle();
        return gm
          .module<BattleQuery>("combat/space-battle/battle-query.ts")
          .submitBattleCommand(game.combat as never, { type: "initiative", ship, round: state.round, phase: state.phase } as never);
      });
    expect(await gmSend(ids[tokenIds[1]])).toBe(true);
    await world.settle();
    expect(battle().phase).toBe("attacks");
    const first = [...battle().ships].sort((a, b) => (b.initiative ?? 0) - (a.initiative ?? 0))[0].id;
    for (const client of [gm, kellClient]) {
      const combat = client.combats.contents[0];
      expect(combat.combatant?.id).toBe(first);
      expect(combat.turn).toBe(combat.turns.findIndex((c) => c.id === first));
    }

    // Typing the distance in the acting ship's row is no click on the row: nothing is selected or panned to.
    gm.viewScene(sceneId);
    const tracker = await gm.run(async () => {
      const Tracker = (CONFIG.ui as unknown as { combat: new () => { element: HTMLElement; render(): Promise<unknown> } }).combat;
      const rendered = new Tracker();
      await rendered.render();
      return rendered;
    });
    const distance = tracker.element.querySelector<HTMLInputElement>(`li.combatant[data-combatant-id="${first}"] input[name="distance"]`)!;
    expect(distance).not.toBeNull();
    await gm.run(async () => void distance.dispatchEvent(new gm.window.MouseEvent("click", { bubbles: true }) as unknown as Event));
    const canvas = gm.globals.canvas as unknown as { tokens: { controlled: unknown[] }; pans: unknown[] };
    expect([canvas.tokens.controlled, canvas.pans]).toEqual([[], []]);
    // A click on the row's name does select and pan, as core's row does.
    await gm.run(
      async () =>
        void tracker.element
          .querySelector(`li.combatant[data-combatant-id="${first}"] .name`)!
          .dispatchEvent(new gm.window.MouseEvent("click", { bubbles: true }) as unknown as Event),
    );
    await world.settle();
    expect(canvas.pans).toHaveLength(1);
  });
});

describe("the stored space battle", () => {
  /** A dogfight's combat in the space battle mode, its system data as `system` says, seeded before anyone connects. */
  async function storedBattle(system: Record<string, unknown>) {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const { sceneId, tokenIds } = seedDogfight(world);
    const { combatId } = seedCombat(world, sceneId, tokenIds);
    const stored = world.server.store.get("Combat")!.get(combatId) as { system?: Record<string, unknown> };
    stored.system = { mode: "space-battle", ...system };
    await world.connectAll();
    const gm = world.client("GM");
    return { world, gm, combat: () => gm.combats.get(combatId) as unknown as StoredBattleCombat | undefined };
  }

  type StoredBattleCombat = {
    system: { battle: unknown };
    battleState: { round: number; phase: string; ships: unknown[] } | null;
    startCombat(): Promise<unknown>;
    update(changes: object): Promise<unknown>;
  };

  it("drops a battle an earlier version stored that the data model cannot read, so the combat loads and a new battle starts", async () => {
    const { world, gm, combat } = await storedBattle({ battle: { version: 1, round: 2, phase: "boarding", ships: [], events: [] } });
    expect(combat()).toBeDefined();
    expect(combat()!.system.battle).toBeNull();
    expect(combat()!.battleState).toBeNull();
    await gm.run(() => combat()!.startCombat());
    await world.settle();
    expect(combat()!.battleState).toMatchObject({ round: 1, phase: "initiative" });
    expect(combat()!.battleState!.ships).toHaveLength(2);
  });

  it("stores no battle written out of its shape: the combat holds none, and a new battle starts", async () => {
    for (const broken of [{ phase: "boarding" }, { round: 0 }, { events: [{ type: "broadside", ship: "x", roll: 3 }] }]) {
      const { world, gm, combat } = await storedBattle({});
      await gm.run(() => combat()!.startCombat());
      await world.settle();
      await gm.run(() => combat()!.update({ "system.battle": { ...JSON.parse(JSON.stringify(combat()!.system.battle)), ...broken } }));
      await world.settle();
      expect(combat()!.system.battle).toBeNull();
      expect(combat()!.battleState).toBeNull();
    }
  });
});
