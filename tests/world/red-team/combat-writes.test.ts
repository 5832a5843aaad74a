/**
 * Red team: what a player can write of a fight from his console — the Combat's round and turn
 * (SR5-FoundryVTT PR#1988: players may change `round` and `turn`, never `system`), his own combatant
 * (FI#10501, FI#12386) and his own actor's flags — against what the gamemaster applies. The round,
 * the reactions standing in it and the round a Force point doubles are read from the Combat's system
 * data, which only gamemasters write.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, cardState, click, hitGarro, lastMessage, roundCommand, shoot, shotAt, startSegments } from "../attack-scenario.ts";
import { request } from "./console.ts";
import { rollOn } from "../rolls.ts";

type ForcePointRound = typeof import("../../../src/dice/force-point-round.ts");
type Writable = { update(changes: object): Promise<unknown> };

/** Runs a write from a console; resolves to the server's refusal, or null when it went through. */
async function attempt(write: () => Promise<unknown>): Promise<string | null> {
  try {
    await write();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("red team: direct writes to the fight", () => {
  it("a player writes a round or a standing dodge of 99 into the Combat's system data or flags: refused, the round stands", async () => {
    const { world, sceneId, tokens } = await attackWorld({ seed: 4 });
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken]);
    const kell = world.client("Kell");
    const gm = world.client("GM");
    const before = JSON.stringify((gm.combats.contents[0] as unknown as { system: unknown }).system);
    const forged = { combatant: ids[tokens.kellToken], round: 1, segment: 1, kind: "dodge", total: 99, attack: "", full: false };
    const combat = () => kell.run(() => game.combat as unknown as Writable & { setFlag(scope: string, key: string, value: unknown): Promise<unknown> });
    expect(await attempt(() => kell.run(() => combat().update({ "system.reactions": [forged] })))).toMatch(/lacks permission/);
    expect(await attempt(() => kell.run(() => combat().update({ "system.round": null })))).toMatch(/lacks permission/);
    expect(await attempt(() => kell.run(() => combat().setFlag("swd6rpg", "round", { version: 1 })))).toMatch(/lacks permission/);
    await world.settle();
    expect(JSON.stringify((gm.combats.contents[0] as unknown as { system: unknown }).system)).toBe(before);
  });

  it("a player writes a standing dodge and a round into his own combatant's flags and system: no shot at him meets it", async () => {
    const scenario = await attackWorld({ seed: 4 });
    const { world, actors, sceneId, tokens } = scenario;
    const gm = world.client("GM");
    const garro = world.client("Garro");
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken]);
    await roundCommand(world, world.client("Kell"), { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at Garro")] });
    await roundCommand(world, garro, { type: "declare", combatant: ids[tokens.garroToken], actions: [shotAt("at Kell")] });
    await startSegments(world, gm);
    const roundBefore = JSON.stringify((gm.combats.contents[0] as unknown as { roundState: unknown }).roundState);
    const dodge = { combatant: ids[tokens.garroToken], round: 1, segment: 1, kind: "dodge", total: 99, attack: "", full: false };
    const own = () => garro.run(() => (game.combat as unknown as { combatants: { get(id: string): Writable } }).combatants.get(ids[tokens.garroToken])!);
    expect(
      await attempt(() =>
        garro.run(() =>
          own().update({
            initiative: 99,
            defeated: false,
            "flags.swd6rpg": { segmentDodges: { dodges: [dodge] }, round: { version: 1 } },
            system: { reactions: [dodge] },
          }),
        ),
      ),
    ).toBeNull();
    await garro.run(() => game.actors.get(actors.garro)!.setFlag("swd6rpg" as never, "segmentDodges" as never, { dodges: [dodge] } as never));
    await world.settle();
    await shoot(world.client("Kell"), actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 3 }]);
    await world.settle();
    expect((cardState(lastMessage(gm)).targets[0] as unknown as { reaction: unknown }).reaction).toBeNull();
    expect(JSON.stringify((gm.combats.contents[0] as unknown as { roundState: unknown }).roundState)).toBe(roundBefore);
  });

  it("a player adds his own token to the fight from the token HUD with a forged standing dodge: he joins the round, the dodge is ignored; another's token he may not add or take out", async () => {
    const scenario = await attackWorld({ seed: 4 });
    const { world, actors, sceneId, tokens } = scenario;
    const gm = world.client("GM");
    const garro = world.client("Garro");
    const ids = await beginFight(world, sceneId, [tokens.kellToken]);
    const combatants = () =>
      garro.run(
        () =>
          game.combat as unknown as {
            createEmbeddedDocuments(name: string, data: object[]): Promise<unknown>;
            deleteEmbeddedDocuments(name: string, ids: string[]): Promise<unknown>;
          },
      );
    const dodge = { combatant: "", round: 1, segment: 1, kind: "dodge", total: 99, attack: "", full: false };
    const joining = { tokenId: tokens.garroToken, sceneId, actorId: actors.garro, initiative: 99, system: { reactions: [dodge] } };
    expect(await attempt(() => garro.run(() => combatants().createEmbeddedDocuments("Combatant", [joining])))).toBeNull();
    await world.settle();
    const garroId = gm.combats.contents[0].combatants.find((c) => c.tokenId === tokens.garroToken)!.id as string;
    const members = () => (gm.combats.contents[0] as unknown as { roundState: { combatants: { declaration: { id: string } }[] } }).roundState.combatants;
    expect(members().map((member) => member.declaration.id)).toEqual([ids[tokens.kellToken], garroId]);
    await roundCommand(world, world.client("Kell"), { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at Garro")] });
    await roundCommand(world, garro, { type: "declare", combatant: garroId, actions: [shotAt("at Kell")] });
    await startSegments(world, gm);
    await shoot(world.client("Kell"), actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 3 }]);
    await world.settle();
    expect((cardState(lastMessage(gm)).targets[0] as unknown as { reaction: unknown }).reaction).toBeNull();
    // Kell's token is not his to add a second time or to take out.
    const kellJoining = { tokenId: tokens.kellToken, sceneId, actorId: actors.kell };
    expect(await attempt(() => garro.run(() => combatants().createEmbeddedDocuments("Combatant", [kellJoining])))).toMatch(/lacks permission/);
    expect(await attempt(() => garro.run(() => combatants().deleteEmbeddedDocuments("Combatant", [ids[tokens.kellToken]])))).toMatch(/lacks permission/);
    // His own he takes out, and the round lets him go.
    expect(await attempt(() => garro.run(() => combatants().deleteEmbeddedDocuments("Combatant", [garroId])))).toBeNull();
    await world.settle();
    expect(members().map((member) => member.declaration.id)).toEqual([ids[tokens.kellToken]]);
  });

  it("a player sets the Combat's round back to the round he spent a Force point in, and resists with his Strength doubled again", async () => {
    const scenario = await attackWorld({ seed: 7 });
    const { world, actors, sceneId, tokens } = scenario;
    const gm = world.client("GM");
    const garro = world.client("Garro");
    await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken]);
    // The gamemaster records Garro's Force point in round 1, and the round moves on to 2.
    await gm.run(async () => {
      const record = gm.module<ForcePointRound>("dice/force-point-round.ts");
      await record.recordForcePoint(game.actors.get(actors.garro)!, record.currentMoment());
    });
    await roundCommand(world, gm, { type: "end-round" });
    expect(gm.run(() => game.combat!.round)).toBe(2);
    expect(await attempt(() => garro.run(() => (game.combat as unknown as Writable).update({ round: 1 })))).toBeNull();
    await world.settle();
    expect(gm.run(() => game.combat!.round)).toBe(1);

    const messageId = await hitGarro(scenario);
    const kell = world.client("Kell");
    await click(world, kell, kell.messages.get(messageId)!, '[data-card-action="rollDamage"]');
    const target = cardState(garro.messages.get(messageId)!).targets[0] as unknown as { key: string; codes: { forcePointResistance: string } };
    const [dice, pips] = target.codes.forcePointResistance.split("D").map((part) => Number(part.replace("+", "") || 0));
    const roll = (await rollOn(garro, { dice, pips }, "Resistance")) as { total: number };
    const answer = await request(garro, "attackCard.step", {
      messageId,
      event: { type: "resist", target: target.key, stage: "damaged", total: roll.total },
      roll,
    });
    expect(answer).toMatchObject({ ok: false, reason: "value" });
  });
});
