/**
 * The tracker's reaction dialog offers the full dodge or parry exactly where the attack card does
 * (both read the round situation's `mayReactFully`): R&E, `tables.json` range difficulty, "a full
 * dodge/parry (only action that round) is added to it"; R&E Rules, Reaction Skills. Under the 1st
 * edition (Grundregeln, Reaktionen: a reaction is an extra action) it is not offered.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, roundCommand, shotAt, startSegments } from "./attack-scenario.ts";
import { pressTrackerButton } from "./tracker-buttons.ts";
import type { Client } from "./client.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type Member = { declaration: { id: string; actions: { status?: string }[]; reactions: { full?: boolean }[] } };

/** Kell (two shots declared) and TK-421 in the segments under the preset. */
async function fight(preset: "first-edition" | "revised") {
  const { world, sceneId, tokens } = await attackWorld({ seed: 4 });
  const gm = world.client("GM");
  const kell = world.client("Kell");
  await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
  await world.settle();
  const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421]);
  await roundCommand(world, kell, { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at TK-421"), shotAt("at TK-421")] });
  await roundCommand(world, gm, { type: "declare", combatant: ids[tokens.tk421], actions: [shotAt("at Kell")] });
  await startSegments(world, gm);
  const member = (): Member =>
    (gm.combats.contents[0] as unknown as { roundState: { combatants: Member[] } }).roundState.combatants.find(
      (c) => c.declaration.id === ids[tokens.kellToken],
    )!;
  return { world, kell, kellId: ids[tokens.kellToken]!, member };
}

/** The reaction dialog last shown on `client`'s page. */
function reactionDialog(client: Client): Element {
  const bodies = client.window.document.querySelectorAll(".swd6-reaction-body");
  const body = bodies[bodies.length - 1];
  if (!body) throw new Error("no reaction dialog shown");
  return body as unknown as Element;
}

/** The dice the roll lost to the multiple action penalty. */
function actionPenalty(client: Client): number {
  const roll = client.messages.contents.at(-1)!.rolls[0] as { d6: { modifiers: { source: string; amount: { dice: number } }[] } };
  return Math.abs(roll.d6.modifiers.find((m) => m.source === "actions")?.amount.dice ?? 0);
}

describe("a full reaction from the tracker's reaction dialog", () => {
  it("R&E: offered, declared as Kell's only action (his declared shots are lost) and rolled without penalty", async () => {
    const { world, kell, kellId, member } = await fight("revised");
    kell.dialogAnswers.push({ fields: { label: "dive for cover", skill: "dodge", full: true } });
    await pressTrackerButton(kell, "react", kellId);
    await world.settle();
    const checkbox = reactionDialog(kell).querySelector('input[name="full"]');
    expect(checkbox?.closest("label")?.textContent?.trim()).toBe("A full reaction");
    expect(member().declaration.reactions).toEqual([expect.objectContaining({ full: true })]);
    expect(member().declaration.actions.map((a) => a.status)).toEqual(["lost", "lost"]);
    expect(actionPenalty(kell)).toBe(0);
  });

  it("R&E: an extra reaction, the box left clear, keeps the declared shots and costs the multiple action penalty", async () => {
    const { world, kell, kellId, member } = await fight("revised");
    kell.dialogAnswers.push({ fields: { label: "dodge", skill: "dodge" } });
    await pressTrackerButton(kell, "react", kellId);
    await world.settle();
    expect(member().declaration.reactions).toEqual([expect.not.objectContaining({ full: true })]);
    expect(member().declaration.actions.map((a) => a.status ?? "declared")).toEqual(["declared", "declared"]);
    expect(actionPenalty(kell)).toBe(2);
  });

  it("R&E: once Kell has made a reaction this round, the dialog no longer offers a full one", async () => {
    const { world, kell, kellId } = await fight("revised");
    kell.dialogAnswers.push({ fields: { label: "dodge", skill: "dodge" } });
    await pressTrackerButton(kell, "react", kellId);
    await world.settle();
    kell.dialogAnswers.push({ fields: { label: "dodge again", skill: "dodge" } });
    await pressTrackerButton(kell, "react", kellId);
    await world.settle();
    expect(reactionDialog(kell).querySelector('input[name="full"]')).toBeNull();
  });

  it("1st edition: no full reaction is offered", async () => {
    const { world, kell, kellId, member } = await fight("first-edition");
    kell.dialogAnswers.push({ fields: { label: "dodge", skill: "dodge" } });
    await pressTrackerButton(kell, "react", kellId);
    await world.settle();
    expect(reactionDialog(kell).querySelector('input[name="full"]')).toBeNull();
    expect(member().declaration.reactions).toHaveLength(1);
  });
});
