/**
 * The gamemaster's *Roll NPCs* in the world: a hidden combatant's roll is the gamemaster's to see
 * (Foundry's "gm" mode whispers it to the gamemasters, FOUNDRY-FACTS §5), a visible one's follows the
 * gamemaster's chosen roll mode. Seed: the Grundregeln's action segments (every acting character rolls
 * his declared action; hidden combatants stay hidden from the players). The rolls are recorded in one
 * round command, so the Combat is written once however many NPCs roll. A wild die of 1 is a mishap
 * (Regeln/Reglas on the wild die): the card, which asks nobody, says how it counted.
 */
import { describe, expect, it, onTestFinished } from "vitest";
import { EVERYONE, attackWorld, beginFight, roundCommand, startSegments } from "./attack-scenario.ts";
import type { World } from "./index.ts";
import { type Client, renderMessageOn } from "./client.ts";
import { nextFaces } from "../helpers/roll-stand-in.ts";

/** The gamemaster presses the tracker's Roll NPCs; resolves once the world is quiet. */
async function rollNpcs(world: World, gm: Client): Promise<void> {
  await gm.run(async () => {
    const Tracker = (
      CONFIG.ui as unknown as { combat: new () => { options: { actions: Record<string, (event: Event, target: HTMLElement) => Promise<void>> } } }
    ).combat;
    const tracker = new Tracker();
    await tracker.options.actions.rollNpcs.call(
      tracker,
      new gm.window.Event("click") as unknown as Event,
      gm.window.document.createElement("button") as unknown as HTMLElement,
    );
  });
  await world.settle();
}

/** Two NPCs, TK-422 hidden, each declaring one Dexterity action, in segment 1. */
async function npcsInSegment() {
  const scenario = await attackWorld({ seed: 4, connect: EVERYONE });
  const { world, sceneId, tokens } = scenario;
  const gm = world.client("GM");
  const ids = await beginFight(world, sceneId, [tokens.tk421, tokens.tk422], [tokens.tk422]);
  for (const token of [tokens.tk421, tokens.tk422]) {
    await roundCommand(world, gm, { type: "declare", combatant: ids[token], actions: [{ kind: "action", skill: "attribute:dex", label: "shoot" }] });
  }
  await startSegments(world, gm);
  return { ...scenario, gm, ids };
}

describe("Roll NPCs", () => {
  it("whispers a hidden combatant's roll to the gamemasters and posts a visible one's as usual", async () => {
    const { world, tokens, gm } = await npcsInSegment();
    const kell = world.client("Kell");
    const before = gm.messages.size;

    await rollNpcs(world, gm);

    const rolled = gm.messages.contents.slice(before);
    expect(rolled).toHaveLength(2);
    const gmIds = [world.id("GM"), world.id("Assistant")];
    const hidden = rolled.find((message) => message.speaker?.token === tokens.tk422 || message.whisper.length > 0)!;
    const visible = rolled.find((message) => message !== hidden)!;
    expect([...hidden.whisper].sort()).toEqual([...gmIds].sort());
    expect(visible.whisper).toEqual([]);
    // Kell's client lists the visible roll and not the hidden one.
    const kellSees = (id: string) => kell.run(() => (game.messages.get(id) as unknown as { visible: boolean } | undefined)?.visible ?? false);
    expect(kellSees(visible.id)).toBe(true);
    expect(kellSees(hidden.id)).toBe(false);
  });

  it("records every NPC's roll in one write of the Combat, by the active gamemaster", async () => {
    const { world, gm, ids, tokens } = await npcsInSegment();
    const logged = world.server.log.length;

    await rollNpcs(world, gm);

    const writes = world.server.log.slice(logged).filter((entry) => entry.operation.documentName === "Combat");
    expect(writes.map((entry) => [entry.operation.action, entry.userId])).toEqual([["update", world.id("GM")]]);
    const rolls = world.client("Kell").run(() => {
      const state = (game.combat as unknown as { roundState: { combatants: { declaration: { id: string }; rolls: { segment: number; total: number }[] }[] } })
        .roundState;
      return Object.fromEntries(state.combatants.map((c) => [c.declaration.id, c.rolls.map((r) => r.segment)]));
    });
    expect(rolls).toEqual({ [ids[tokens.tk421]]: [1], [ids[tokens.tk422]]: [1] });
  });

  it("says under a line whose wild die came up 1 how the mishap counted in its total", async () => {
    const { world, gm } = await npcsInSegment();
    await gm.run(() => game.settings.set("swd6rpg", "mishap", "remove-highest"));
    await world.settle();
    const before = gm.messages.size;
    // TK-421 rolls first: every one of his dice shows 1. The faces left over are dropped after the
    // test, so later tests roll from the world's seed alone.
    nextFaces(1, 1, 1, 1, 1, 1);
    onTestFinished(() => nextFaces());

    await rollNpcs(world, gm);

    type Line = { name: string; total: number; mishap?: string };
    type Rolled = { total: number; scored: { mishap: boolean } };
    const cards = gm.messages.contents.slice(before).map((message) => ({
      message,
      lines: (message.system as unknown as { view: { lines: Line[] } }).view.lines,
      rolls: message.rolls as unknown as Rolled[],
    }));
    const lines = cards.flatMap(({ lines, rolls }) => lines.map((line, i) => ({ line, roll: rolls[i] })));
    expect(lines).toHaveLength(2);
    // Each line's total and mishap are its own roll's.
    for (const { line, roll } of lines) {
      expect(line.total).toBe(roll.total);
      expect(line.mishap).toBe(roll.scored.mishap ? "remove-highest" : undefined);
    }
    const first = cards.find(({ lines }) => lines.some((line) => line.name.endsWith("TK-421")))!;
    expect(first.lines.find((line) => line.name.endsWith("TK-421"))!.mishap).toBe("remove-highest");

    // The gamemaster's card shows the note under TK-421's line, in his language.
    const html = await renderMessageOn(gm, first.message);
    const line = [...html.querySelectorAll(".swd6-npc-roll")].find((element) => element.textContent!.includes("TK-421"))!;
    const note = line.querySelector(".swd6-npc-roll-mishap")!.textContent!.trim();
    expect(note).toBe(`${gm.i18n.localize("SWD6.Chat.mishap")} ${gm.i18n.localize("SWD6.Chat.mishapResult.remove-highest")}`);
  });
});
