/**
 * A reaction on the attack card is an extra action of the round the target fights in (Grundregeln,
 * Reaktionen: "Reaktionen … gelten als zusätzliche Aktion"; Anla's shot and dodge both at -1D): the
 * dodge is rolled at the penalty of everything the target declared, and once made it counts against
 * everything he rolls after it. Outside a round a lone dodge costs nothing. Driven through the real
 * card and tracker code in the two-client world.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, cardState, click, lastMessage, roundCommand, shoot, shotAt, startSegments } from "./attack-scenario.ts";
import type { ChatMessageDocument } from "./documents.ts";

/** The dice a card's reaction roll lost to the multiple action penalty. */
function reactionPenalty(message: ChatMessageDocument): number {
  const roll = message.rolls.find((r) => ((r as { options: Record<string, { type?: string }> }).options.attackCard?.type ?? "") === "reaction") as
    | { d6: { modifiers: { source: string; amount: { dice: number } }[] } }
    | undefined;
  if (!roll) throw new Error("no reaction roll on the card");
  return Math.abs(roll.d6.modifiers.find((m) => m.source === "actions")?.amount.dice ?? 0);
}

/** Kell shoots TK-421 until a shot hits; the gamemaster then dodges for the trooper on the card. */
async function shotDodged(scenario: Awaited<ReturnType<typeof attackWorld>>): Promise<ChatMessageDocument> {
  const { world, actors, sceneId, tokens } = scenario;
  const kell = world.client("Kell");
  const gm = world.client("GM");
  for (let attempt = 0; attempt < 30; attempt++) {
    await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.tk421, distance: 10 }]);
    await world.settle();
    if (cardState(lastMessage(kell)).targets[0].hit) break;
  }
  const id = lastMessage(gm).id;
  await click(world, gm, gm.messages.get(id)!, '[data-card-action="react"][data-reaction="dodge"]');
  return gm.messages.get(id)!;
}

describe("a reaction on the card is an extra action", () => {
  it("outside a round, a lone dodge costs nothing", async () => {
    const scenario = await attackWorld({ seed: 4 });
    expect(reactionPenalty(await shotDodged(scenario))).toBe(0);
  });

  it("TK-421, who declared a shot, dodges at -1D, and his shot afterwards is at -1D too", async () => {
    const scenario = await attackWorld({ seed: 4 });
    const { world, sceneId, tokens } = scenario;
    const gm = world.client("GM");
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421]);
    await roundCommand(world, world.client("Kell"), { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at TK-421")] });
    await roundCommand(world, gm, { type: "declare", combatant: ids[tokens.tk421], actions: [shotAt("at Kell")] });
    await startSegments(world, gm);

    expect(reactionPenalty(await shotDodged(scenario))).toBe(1);
    // The round knows the dodge: TK-421's own shot now rolls at -1D.
    const messages = gm.messages.size;
    await gm.run(() => (game.combat as unknown as { rollNPC(): Promise<unknown> }).rollNPC());
    await world.settle();
    const npcRoll = gm.messages.contents.slice(messages)[0].rolls[0] as { d6: { modifiers: { source: string; amount: { dice: number } }[] } };
    expect(npcRoll.d6.modifiers.find((m) => m.source === "actions")?.amount.dice).toBe(-1);
  });
});

describe("a dodge stands against every attack of its segment", () => {
  it("Garro's shot at TK-421 in the same segment meets the dodge TK-421 made against Kell's: no new roll, no new -1D", async () => {
    const scenario = await attackWorld({ seed: 4 });
    const { world, sceneId, tokens, actors } = scenario;
    const gm = world.client("GM");
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken, tokens.tk421]);
    await roundCommand(world, world.client("Kell"), { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at TK-421")] });
    await roundCommand(world, world.client("Garro"), { type: "declare", combatant: ids[tokens.garroToken], actions: [shotAt("at TK-421")] });
    await roundCommand(world, gm, { type: "declare", combatant: ids[tokens.tk421], actions: [shotAt("at Kell")] });
    await startSegments(world, gm);

    const first = await shotDodged(scenario);
    const dodge = (cardState(first) as unknown as { targets: { reaction: { kind: string; total: number } | null }[] }).targets[0].reaction!;
    expect(dodge.kind).toBe("dodge");

    const garro = world.client("Garro");
    await shoot(garro, actors.garro, [{ sceneId, tokenId: tokens.tk421, distance: 10 }]);
    await world.settle();
    const second = lastMessage(gm);
    expect(second.id).not.toBe(first.id);
    const target = (cardState(second) as unknown as { targets: { reaction: { kind: string; total: number } | null }[] }).targets[0];
    expect(target.reaction).toEqual({ kind: "dodge", total: dodge.total });
    // No reaction was rolled on the second card, and the round holds one reaction for TK-421.
    expect(second.rolls).toHaveLength(1);
    const round = (gm.combats.contents[0] as unknown as { roundState: { combatants: { declaration: { id: string; reactions: unknown[] } }[] } }).roundState;
    expect(round.combatants.find((c) => c.declaration.id === ids[tokens.tk421])!.declaration.reactions).toHaveLength(1);
  });
});
