/**
 * Red team: the round's state the gamemaster reads when he builds a card or checks a roll. A player
 * may write his own actor's flags, so a standing dodge or a Force point spent this round that the
 * gamemaster trusts must be state only the gamemaster writes.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, cardState, click, hitGarro, lastMessage, roundCommand, shoot, shotAt, startSegments } from "../attack-scenario.ts";
import { request } from "./console.ts";
import { rollOn } from "../rolls.ts";

type RollDialog = typeof import("../../../src/applications/roll-dialog.ts");

describe("red team: round state in players' flags", () => {
  it("a player writes a standing dodge of 99 on his own actor, and every shot at him misses", async () => {
    const scenario = await attackWorld({ seed: 4 });
    const { world, actors, sceneId, tokens } = scenario;
    const gm = world.client("GM");
    const garro = world.client("Garro");
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken]);
    await roundCommand(world, world.client("Kell"), { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at Garro")] });
    await roundCommand(world, garro, { type: "declare", combatant: ids[tokens.garroToken], actions: [shotAt("at Kell")] });
    await startSegments(world, gm);
    const combat = gm.combats.contents[0] as unknown as { id: string; roundState: { round: number; segment: number } };
    const moment = `combat:${combat.id}:${combat.roundState.round}:${combat.roundState.segment}`;
    await garro.run(() => game.actors.get(actors.garro)!.setFlag("swd6rpg" as never, "segmentDodge" as never, { moment, total: 99 } as never));
    await world.settle();
    const reactions: unknown[] = [];
    for (let shot = 0; shot < 4; shot++) {
      await shoot(world.client("Kell"), actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 3 }]);
      await world.settle();
      reactions.push((cardState(lastMessage(gm)).targets[0] as unknown as { reaction: unknown }).reaction);
    }
    expect(reactions).toEqual([null, null, null, null]);
  });

  it("a player marks a Force point as spent this round on his own actor, and resists with his Strength doubled", async () => {
    const scenario = await attackWorld({ seed: 7 });
    const { world, actors } = scenario;
    const garro = world.client("Garro");
    await garro.run(async () => {
      const moment = garro.module<RollDialog>("applications/roll-dialog.ts").currentMoment();
      await game.actors.get(actors.garro)!.setFlag("swd6rpg" as never, "forcePointMoment" as never, moment as never);
    });
    await world.settle();
    const messageId = await hitGarro(scenario);
    const kell = world.client("Kell");
    await click(world, kell, kell.messages.get(messageId)!, '[data-card-action="rollDamage"]');
    const target = cardState(garro.messages.get(messageId)!).targets[0] as unknown as { key: string; stage: string; codes: { forcePointResistance: string } };
    expect(target.stage).toBe("damaged");
    const [dice, pips] = target.codes.forcePointResistance.split("D").map((part) => Number(part.replace("+", "") || 0));
    const roll = (await rollOn(garro, { dice, pips }, "Resistance")) as { total: number };
    const answer = await request(garro, "attackCard.step", {
      messageId,
      event: { type: "resist", target: target.key, stage: "damaged", total: roll.total },
      roll,
    });
    await world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "value" });
  });
});
