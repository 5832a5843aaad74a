/**
 * Red team: the numbers a player sends with a request. The gamemaster derives each from a roll whose
 * code he computes himself from the documents, and takes a roll once.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, cardState, hitGarro, roundCommand, shoot, shotAt, startSegments, woundedGarro } from "../attack-scenario.ts";
import { copy, request } from "./console.ts";
import { rollOn } from "../rolls.ts";

describe("red team: forged rolls", () => {
  it("a wounded character's player types +10D into his natural healing roll", async () => {
    const scenario = await attackWorld();
    const { world, actors } = scenario;
    const { garro, uuid, strength } = await woundedGarro(world, actors.garro);
    const roll = await rollOn(garro, { dice: strength.dice + 10, pips: strength.pips }, "Strength", { base: strength });
    const answer = await request(garro, "healing.post", { kind: "natural", patient: uuid, healer: uuid, roll });
    await world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "roll" });
  });

  it("the attacker rolls his attack without the wild die in a world that rolls it", async () => {
    const scenario = await attackWorld();
    const { world, actors, sceneId, tokens } = scenario;
    const kell = world.client("Kell");
    const cards = world.client("GM").messages.size;
    const { answer } = await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }], (sent) => {
      const options = (sent.roll as { options: Record<string, unknown> }).options;
      const plain = kell.module<typeof import("../../../src/dice/d6-roll.ts")>("dice/d6-roll.ts").D6Roll.fromOptions({ ...options, wildDie: false } as never);
      plain.evaluateSync();
      sent.form.wildDie = false;
      sent.roll = plain.toJSON();
    });
    await world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "roll" });
    expect(world.client("GM").messages.size).toBe(cards);
  });

  it("the target dodges with a roll of 30D", async () => {
    const scenario = await attackWorld({ seed: 3 });
    const { world } = scenario;
    const messageId = await hitGarro(scenario);
    const garro = world.client("Garro");
    const target = cardState(garro.messages.get(messageId)!).targets[0];
    const roll = (await rollOn(garro, { dice: 30, pips: 0 }, "Dodge")) as { total: number };
    const answer = await request(garro, "attackCard.step", {
      messageId,
      event: { type: "react", target: target.key, stage: "attacked", kind: "dodge", total: roll.total },
      roll,
    });
    await world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "value" });
    expect((cardState(world.client("GM").messages.get(messageId)!).targets[0] as unknown as { reaction: unknown }).reaction).toBeNull();
  });

  it("a player records 999 as his action's roll in the segment", async () => {
    const scenario = await attackWorld();
    const { world, sceneId, tokens } = scenario;
    const kell = world.client("Kell");
    const gm = world.client("GM");
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421]);
    await roundCommand(world, kell, { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at TK-421")] });
    await roundCommand(world, gm, { type: "declare", combatant: ids[tokens.tk421], actions: [shotAt("at Kell")] });
    await startSegments(world, gm);
    await roundCommand(world, kell, { type: "roll", combatant: ids[tokens.kellToken], total: 999, tieCode: null });
    const state = (gm.combats.contents[0] as unknown as { roundState: unknown }).roundState;
    expect(JSON.stringify(state)).not.toContain("999");
  });

  it("a player sends the gamemaster's batch of segment rolls: 99 for the trooper he does not own, or for his own character", async () => {
    const scenario = await attackWorld();
    const { world, sceneId, tokens } = scenario;
    const kell = world.client("Kell");
    const gm = world.client("GM");
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421]);
    await roundCommand(world, kell, { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at TK-421")] });
    await roundCommand(world, gm, { type: "declare", combatant: ids[tokens.tk421], actions: [shotAt("at Kell")] });
    await startSegments(world, gm);
    const combatId = gm.combats.contents[0].id as string;
    const logged = world.server.log.length;
    const batch = (...tokenIds: string[]) => ({
      type: "rolls",
      round: 1,
      phase: "segments",
      segment: 1,
      rolls: tokenIds.map((token) => ({ combatant: ids[token], total: 99, tieCode: null })),
    });
    for (const command of [batch(tokens.tk421), batch(tokens.kellToken), batch(tokens.kellToken, tokens.tk421)]) {
      expect(await request(kell, "combat.round", { combatId, command })).toMatchObject({ ok: false, reason: "refused", key: "SWD6.Combat.Error.gmOnly" });
    }
    await world.settle();
    expect(world.server.log.slice(logged).filter((entry) => entry.operation.documentName === "Combat")).toEqual([]);
    const state = (gm.combats.contents[0] as unknown as { roundState: { combatants: { rolls: unknown[] }[] } }).roundState;
    expect(state.combatants.map((c) => c.rolls)).toEqual([[], []]);
  });

  it("the attacker posts the same attack roll twice, under its own roll id and under a new one", async () => {
    const scenario = await attackWorld();
    const { world, actors, sceneId, tokens } = scenario;
    const kell = world.client("Kell");
    const { answer, request: sent } = await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }]);
    await world.settle();
    expect(answer.ok).toBe(true);
    const cards = world.client("GM").messages.size;
    const again = await request(kell, "attack.post", sent);
    await world.settle();
    expect(again.ok).toBe(false);
    const roll = copy(sent.roll) as unknown as { options: { rollId: string } };
    roll.options.rollId = "0".repeat(32);
    const renamed = await request(kell, "attack.post", { ...sent, roll });
    await world.settle();
    expect(renamed).toMatchObject({ ok: false, reason: "roll" });
    expect(world.client("GM").messages.size).toBe(cards);
  });

  it("the attacker sends an attack roll whose dice are more than the code it claims", async () => {
    const scenario = await attackWorld();
    const { world, actors, sceneId, tokens } = scenario;
    const kell = world.client("Kell");
    const cards = world.client("GM").messages.size;
    const { answer } = await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }], (sent) => {
      const roll = sent.roll as { terms: { class: string; number?: number; results?: { result: number; active: boolean }[] }[]; total: number };
      const dice = roll.terms.find((term) => term.class === "Die")!;
      dice.number = (dice.number ?? 0) + 20;
      dice.results = [...(dice.results ?? []), ...Array.from({ length: 20 }, () => ({ result: 6, active: true }))];
      roll.total += 120;
    });
    await world.settle();
    expect(answer.ok).toBe(false);
    expect(world.client("GM").messages.size).toBe(cards);
  });
});
