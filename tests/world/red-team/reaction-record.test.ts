/**
 * Red team: the round's record of the reactions a character made (each combatant's declared
 * reactions with their rolls, in the Combat's system data) is written by the active gamemaster only.
 * A player may write his own combatant and actor (FI#10501, FI#12386) and send any payload with his
 * own sender token; none of it puts a reaction in the record that the dice did not give, and a card
 * shot at him reads the record alone (R&E Rules, Reaction Skills: the reaction roll "is in effect for
 * the rest of the round").
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, cardState, lastMessage, roundCommand, shoot, shotAt, startSegments } from "../attack-scenario.ts";
import { request } from "./console.ts";
import { rollOn } from "../rolls.ts";
import { RULE_PRESETS } from "../../../src/applications/settings/rule-presets.ts";

type ReactionPlan = typeof import("../../../src/applications/attack/reaction-plan.ts");
type Recorded = { segment: number; kind?: string; total?: number; attack?: string };
type Writable = { update(changes: object): Promise<unknown>; setFlag(scope: string, key: string, value: unknown): Promise<unknown> };

/** Kell and Garro (one shot each at the other) in the segments of round 1, under R&E. */
async function fight() {
  const scenario = await attackWorld({ seed: 4 });
  const { world, sceneId, tokens } = scenario;
  const gm = world.client("GM");
  await gm.run(async () => {
    for (const [key, value] of Object.entries(RULE_PRESETS.revised)) await game.settings.set("swd6rpg" as never, key as never, value as never);
  });
  await world.settle();
  const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken]);
  await roundCommand(world, world.client("Kell"), { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at Garro")] });
  await roundCommand(world, world.client("Garro"), { type: "declare", combatant: ids[tokens.garroToken], actions: [shotAt("at Kell")] });
  await startSegments(world, gm);
  const combatId = gm.combats.contents[0]!.id as string;
  const garroReactions = (): Recorded[] =>
    (gm.combats.contents[0] as unknown as { roundState: { combatants: { declaration: { id: string; reactions: Recorded[] } }[] } }).roundState.combatants.find(
      (c) => c.declaration.id === ids[tokens.garroToken],
    )!.declaration.reactions;
  return { ...scenario, ids, combatId, garroId: ids[tokens.garroToken]!, kellId: ids[tokens.kellToken]!, garroReactions };
}

type Scenario = Awaited<ReturnType<typeof fight>>;

/** A "react" round command stamped for round 1's first segment. */
function react(combatant: string, extra: Record<string, unknown> = {}) {
  return { type: "react", combatant, label: "dodge", choice: "dodge", kind: "dodge", total: 99, round: 1, phase: "segments", segment: 1, ...extra };
}

/** Garro's dodge as the rules give it now (`trackerReactionPlan` on his own client), rolled there. */
async function garroDodgeRoll(scenario: Scenario): Promise<{ total: number }> {
  const garro = scenario.world.client("Garro");
  const code = await garro.run(() => {
    const actor = game.actors.get(scenario.actors.garro)!;
    return garro.module<ReactionPlan>("applications/attack/reaction-plan.ts").trackerReactionPlan(actor as never, "dodge")!.plan.code;
  });
  return (await rollOn(garro, code, "Dodge")) as { total: number };
}

/** Kell shoots Garro once; the card's one target as the gamemaster's client stores it. */
async function shotAtGarro(scenario: Scenario): Promise<{ reaction: unknown }> {
  const { world, actors, sceneId, tokens } = scenario;
  const kell = world.client("Kell");
  await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }]);
  await world.settle();
  return cardState(world.client("GM").messages.get(lastMessage(kell).id)!).targets[0] as unknown as { reaction: unknown };
}

describe("red team: the record of the round's reactions", () => {
  it("a player writes a dodge of 99 into the Combat's round, his combatant or his actor's flags: refused or ignored, and no card meets it", async () => {
    const scenario = await fight();
    const { world, garroId, combatId } = scenario;
    const garro = world.client("Garro");
    const gm = world.client("GM");
    // The round as stored: its combatants keyed by id.
    const round = JSON.parse(JSON.stringify((gm.combats.contents[0] as unknown as { system: { round: unknown } }).system.round)) as {
      combatants: Record<string, { declaration: { id: string; reactions: Recorded[] } }>;
    };
    round.combatants[garroId].declaration.reactions.push({ segment: 1, kind: "dodge", total: 99 });
    const combat = () => garro.run(() => game.combats.get(combatId) as unknown as Writable);
    await expect(garro.run(() => combat().update({ "system.round": round }))).rejects.toThrow(/lacks permission/);
    // Nor his own entry alone, by path.
    const path = `system.round.combatants.${garroId}.declaration.reactions`;
    await expect(garro.run(() => combat().update({ [path]: round.combatants[garroId].declaration.reactions }))).rejects.toThrow(/lacks permission/);
    const own = () => garro.run(() => (game.combats.get(combatId) as unknown as { combatants: { get(id: string): Writable } }).combatants.get(garroId)!);
    await garro.run(() =>
      own().update({
        system: { reactions: [{ segment: 1, kind: "dodge", total: 99 }] },
        "flags.swd6rpg.reactions": [{ segment: 1, kind: "dodge", total: 99 }],
      }),
    );
    await garro.run(() =>
      (game.actors.get(scenario.actors.garro) as unknown as Writable).setFlag("swd6rpg", "reactions", [{ segment: 1, kind: "dodge", total: 99 }]),
    );
    await world.settle();
    expect(scenario.garroReactions()).toEqual([]);
    expect((await shotAtGarro(scenario)).reaction).toBeNull();
  });

  it("a forged reaction command: no roll, a roll of another code, a claimed total, a replayed roll, a card named, another's combatant", async () => {
    const scenario = await fight();
    const { world, combatId, garroId, kellId } = scenario;
    const garro = world.client("Garro");
    const send = (command: object, roll?: object) => request(garro, "combat.round", { combatId, command, ...(roll ? { roll } : {}) });

    expect((await send(react(garroId))).ok).toBe(false);
    expect((await send(react(garroId), await rollOn(garro, { dice: 9, pips: 0 }, "Dodge"))).ok).toBe(false);
    expect((await send(react(garroId, { attack: "someCard" }), await garroDodgeRoll(scenario))).ok).toBe(false);
    expect((await send(react(kellId), await rollOn(garro, { dice: 3, pips: 0 }, "Dodge"))).ok).toBe(false);
    await world.settle();
    expect(scenario.garroReactions()).toEqual([]);

    // A true roll of his dodge is taken, at the roll's own total, whatever total the command claims.
    const roll = await garroDodgeRoll(scenario);
    expect((await send(react(garroId, { total: 99 }), roll)).ok).toBe(true);
    await world.settle();
    expect(scenario.garroReactions()).toEqual([expect.objectContaining({ kind: "dodge", total: roll.total })]);
    expect(roll.total).not.toBe(99);
    expect(scenario.garroReactions()[0]!.attack).toBeUndefined();

    // The same roll again is refused: a roll counts once.
    expect((await send(react(garroId), roll)).ok).toBe(false);
    await world.settle();
    expect(scenario.garroReactions()).toHaveLength(1);
  });
});
