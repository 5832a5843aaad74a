/**
 * The round as the Combat's system data (data/combat/): a new fight keeps its round there and none
 * in the Combat's flags, and a fight an older version kept in the flags carries on, the gamemaster's
 * next write moving it into the system data.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, roundCommand, shotAt } from "./attack-scenario.ts";

type StoredCombat = {
  id: string;
  flags: Record<string, Record<string, unknown>>;
  system: { round: { round: number; phase: string } | null };
  roundState: { round: number; phase: string; combatants: { declared: boolean }[] } | null;
};

describe("the round as the Combat's system data", () => {
  it("keeps a new fight's round in system.round, and nothing in the Combat's flags", async () => {
    const { world, sceneId, tokens } = await attackWorld();
    await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken]);
    const combat = world.client("Kell").combats.contents[0] as unknown as StoredCombat;
    expect(combat.system.round).toMatchObject({ round: 1, phase: "declaration" });
    expect(combat.flags.swd6rpg?.round).toBeUndefined();
  });

  it("carries a round an older version kept in the Combat's flags, and moves it into the system data at the next write", async () => {
    const { world, sceneId, tokens } = await attackWorld();
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken]);
    const gm = world.client("GM");
    const current = gm.combats.contents[0] as unknown as StoredCombat;
    const round = JSON.parse(JSON.stringify(current.system.round));
    // The combat as an older version stored it: the round in the flags, the system data empty.
    await gm.run(async () => {
      const combat = game.combat as unknown as { update(changes: object): Promise<unknown> };
      await combat.update({ "system.round": null, "flags.swd6rpg.round": round });
    });
    await world.settle();
    const older = gm.combats.contents[0] as unknown as StoredCombat;
    expect(older.system.round).toBeNull();
    expect(older.roundState).toMatchObject({ round: 1, phase: "declaration" });

    expect(await roundCommand(world, world.client("Kell"), { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at Garro")] })).toBe(true);
    const moved = world.client("Kell").combats.contents[0] as unknown as StoredCombat;
    expect(moved.system.round).toMatchObject({ round: 1, phase: "declaration" });
    expect(moved.flags.swd6rpg.round).toBeNull();
    expect(moved.roundState!.combatants.filter((c) => c.declared)).toHaveLength(1);
  });
});
