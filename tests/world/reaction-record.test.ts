/**
 * The round keeps one record of the reactions a character made, written by the active gamemaster
 * only; the combat tracker's reaction dialog and the attack card are two doors to it, and the card,
 * the tracker's rows and the dialogs read it alike. Played through the real tracker and card code:
 * - R&E Rules, Reaction Skills: "The reaction skill roll is in effect for the rest of the round and
 *   replaces the original difficulty number"; "for the rest of this round the difficulty to hit
 *   Cantrell is 20, no matter who fires at him": a dodge made from the tracker in segment 1 meets a
 *   card of segment 2, which asks for none.
 * - Grundregeln, Reaktionen: reactions are declared "spätestens am Anfang eines Segments bevor die
 *   Würfel für die Aktionen geworfen werden", and "Ausweichen gilt für alle Angriffe im gleichen
 *   Segment": under the 1st edition a tracker dodge meets the cards of its segment only.
 * - Full reactions (R&E, `tables.json` range difficulty: "a full dodge/parry (only action that
 *   round) is added to it"): a full dodge from the tracker stands on the card, added to the
 *   difficulty, and no other reaction is taken that round.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, cardState, lastMessage, roundCommand, shoot, shotAt, startSegments } from "./attack-scenario.ts";
import { renderMessageOn, type Client } from "./client.ts";
import type { ChatMessageDocument } from "./documents.ts";
import type { World } from "./index.ts";
import { pressTrackerButton } from "./tracker-buttons.ts";
import { request } from "./red-team/console.ts";
import { rollOn } from "./rolls.ts";
import { RULE_PRESETS } from "../../src/applications/settings/rule-presets.ts";

type Preset = "first-edition" | "revised";
type CardTarget = { key: string; stage: string; baseDifficulty: number; difficulty: number; reaction: { kind: string; total: number; full?: boolean } | null };
type RecordedReaction = { segment: number; kind?: string; total?: number; full?: boolean; attack?: string };
type RoundMember = { declaration: { id: string; actions: { status?: string }[]; reactions: RecordedReaction[] } };

/** Sets every rule setting as the preset gives it, as the gamemaster's presets menu does. */
async function usePreset(world: World, preset: Preset): Promise<void> {
  const gm = world.client("GM");
  await gm.run(async () => {
    for (const [key, value] of Object.entries(RULE_PRESETS[preset])) await game.settings.set("swd6rpg" as never, key as never, value as never);
  });
  await world.settle();
}

/** Kell (two shots at Garro), Garro (one shot at Kell) and TK-421 in the segments under the preset. */
async function fight(preset: Preset) {
  const scenario = await attackWorld({ seed: 4 });
  const { world, sceneId, tokens } = scenario;
  await usePreset(world, preset);
  const gm = world.client("GM");
  const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken, tokens.tk421]);
  await roundCommand(world, world.client("Kell"), { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at Garro"), shotAt("at Garro")] });
  await roundCommand(world, world.client("Garro"), { type: "declare", combatant: ids[tokens.garroToken], actions: [shotAt("at Kell")] });
  await roundCommand(world, gm, { type: "declare", combatant: ids[tokens.tk421], actions: [shotAt("at Garro"), shotAt("at Garro")] });
  await startSegments(world, gm);
  const garroId = ids[tokens.garroToken]!;
  return { ...scenario, ids, garroId };
}

type Scenario = Awaited<ReturnType<typeof fight>>;

/** Garro's part of the round, as the gamemaster's client reads it. */
function garroInRound(scenario: Scenario): RoundMember {
  const combat = scenario.world.client("GM").combats.contents[0] as unknown as { roundState: { combatants: RoundMember[] } };
  return combat.roundState.combatants.find((c) => c.declaration.id === scenario.garroId)!;
}

/** Garro's player declares a reaction from his tracker row, the dialog answered with `fields`. */
async function trackerReaction(scenario: Scenario, fields: Record<string, unknown>): Promise<void> {
  const garro = scenario.world.client("Garro");
  garro.dialogAnswers.push({ fields });
  await pressTrackerButton(garro, "react", scenario.garroId);
  await scenario.world.settle();
}

/** Kell shoots Garro once; the card, hit or not, on the gamemaster's client. */
async function shootGarro(scenario: Scenario): Promise<ChatMessageDocument> {
  const { world, actors, sceneId, tokens } = scenario;
  const kell = world.client("Kell");
  await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }]);
  await world.settle();
  return world.client("GM").messages.get(lastMessage(kell).id)!;
}

/** Kell shoots Garro until a shot hits; that card, on the gamemaster's client. */
async function hitGarroCard(scenario: Scenario): Promise<ChatMessageDocument> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const card = await shootGarro(scenario);
    if (targetOf(card).stage === "attacked") return card;
  }
  throw new Error("thirty shots missed");
}

/** The card's one target as stored. */
function targetOf(message: ChatMessageDocument): CardTarget {
  return cardState(message).targets[0] as unknown as CardTarget;
}

/** The reaction buttons Garro's player sees on the card. */
async function garroReactionButtons(world: World, message: ChatMessageDocument): Promise<HTMLButtonElement[]> {
  const garro = world.client("Garro");
  const html = await renderMessageOn(garro, garro.messages.get(message.id)!);
  await world.settle();
  return [...html.querySelectorAll<HTMLButtonElement>('[data-card-action="react"]')];
}

/** Every combatant's segment action rolled (by the gamemaster), then "next" until the next segment. */
async function toNextSegment(scenario: Scenario): Promise<void> {
  const { world, ids } = scenario;
  const gm = world.client("GM");
  for (const id of Object.values(ids)) await roundCommand(world, gm, { type: "roll", combatant: id, total: 10 });
  const segment = () => (gm.combats.contents[0] as unknown as { roundState: { segment: number } }).roundState.segment;
  const start = segment();
  for (let step = 0; step < 5 && segment() === start; step++) await roundCommand(world, gm, { type: "next" });
  expect(segment()).toBe(start + 1);
}

/** The reactions Garro's row shows on `client`'s tracker: each line's text. */
async function rowReactions(client: Client, garroId: string): Promise<string[]> {
  return client.run(async () => {
    const Tracker = (CONFIG.ui as unknown as { combat: new () => { element: HTMLElement; render(): Promise<unknown> } }).combat;
    const tracker = new Tracker();
    await tracker.render();
    const row = tracker.element.querySelector(`li.combatant[data-combatant-id="${garroId}"]`);
    return [...(row?.querySelectorAll(".swd6-reaction") ?? [])].map((line) => line.textContent?.replace(/\s+/g, " ").trim() ?? "");
  });
}

/** The total of the roll Garro's tracker reaction posted (his last message). */
function postedTotal(world: World): number {
  const rolls = lastMessage(world.client("Garro")).rolls as unknown as { total: number }[];
  return rolls[0]!.total;
}

describe("a dodge from the tracker stands on the attack cards (one record of the round's reactions)", () => {
  it("R&E: Garro's tracker dodge of segment 1 meets Kell's card of segment 2, which shows it and asks for none", async () => {
    const scenario = await fight("revised");
    const { world } = scenario;
    await trackerReaction(scenario, { label: "dive", skill: "dodge" });
    const total = postedTotal(world);
    expect(garroInRound(scenario).declaration.reactions).toEqual([expect.objectContaining({ segment: 1, kind: "dodge", total })]);
    await toNextSegment(scenario);
    const card = await shootGarro(scenario);
    expect(targetOf(card).reaction).toEqual({ kind: "dodge", total });
    expect(targetOf(card).difficulty).toBe(total);
    expect(await garroReactionButtons(world, card)).toEqual([]);
    // The card's own record is the tracker's: no second reaction was counted.
    expect(garroInRound(scenario).declaration.reactions).toHaveLength(1);
  });

  it("1st edition: Garro's tracker dodge, declared before the segment's rolls, meets the card of its segment (added) and not the next", async () => {
    const scenario = await fight("first-edition");
    const { world } = scenario;
    await trackerReaction(scenario, { label: "dive", skill: "dodge" });
    const total = postedTotal(world);
    const same = await shootGarro(scenario);
    expect(targetOf(same).reaction).toEqual({ kind: "dodge", total });
    expect(targetOf(same).difficulty).toBe(targetOf(same).baseDifficulty + total);
    expect(await garroReactionButtons(world, same)).toEqual([]);
    await toNextSegment(scenario);
    const next = await hitGarroCard(scenario);
    expect(targetOf(next).reaction).toBeNull();
    expect((await garroReactionButtons(world, next)).map((b) => b.textContent?.trim())).toEqual(["Dodge"]);
  });

  it("R&E: a full dodge from the tracker stands on the card, added to the difficulty, and no further reaction is offered or taken", async () => {
    const scenario = await fight("revised");
    const { world } = scenario;
    await trackerReaction(scenario, { label: "all out", skill: "dodge", full: true });
    const total = postedTotal(world);
    expect(garroInRound(scenario).declaration.reactions).toEqual([expect.objectContaining({ kind: "dodge", total, full: true })]);
    const card = await shootGarro(scenario);
    expect(targetOf(card).reaction).toEqual({ kind: "dodge", total, full: true });
    expect(targetOf(card).difficulty).toBe(targetOf(card).baseDifficulty + total);
    expect(await garroReactionButtons(world, card)).toEqual([]);
    // A dodge sent for him anyway (his own console) is refused, and the record is unchanged.
    const garro = world.client("Garro");
    const roll = await rollOn(garro, { dice: 3, pips: 0 }, "Dodge");
    const answer = await request(garro, "attackCard.step", {
      messageId: card.id,
      event: { type: "react", target: targetOf(card).key, stage: targetOf(card).stage, kind: "dodge", total: (roll as { total: number }).total },
      roll,
    });
    expect(answer.ok).toBe(false);
    expect(garroInRound(scenario).declaration.reactions).toHaveLength(1);
  });
});

describe("a dodge on the card is in the same record the tracker reads", () => {
  for (const [preset, stays] of [
    ["revised", true],
    ["first-edition", false],
  ] as const) {
    it(`${preset}: Garro's card dodge shows in his tracker row with its total${stays ? ", for the rest of the round" : ", in its segment only"}`, async () => {
      const scenario = await fight(preset);
      const { world, garroId } = scenario;
      const garro = world.client("Garro");
      if (preset === "first-edition") await roundCommand(world, world.client("GM"), { type: "roll", combatant: scenario.ids[scenario.tokens.tk421], total: 9 });
      const card = await hitGarroCard(scenario);
      const dodge = (await garroReactionButtons(world, card)).find((b) => b.textContent?.trim() === "Dodge")!;
      garro.run(() => dodge.click());
      await world.settle();
      const total = targetOf(world.client("GM").messages.get(card.id)!).reaction!.total;
      expect(garroInRound(scenario).declaration.reactions).toEqual([expect.objectContaining({ kind: "dodge", total, attack: card.id })]);
      expect(await rowReactions(garro, garroId)).toEqual([`Dodge ${total}`]);
      expect(await rowReactions(world.client("GM"), garroId)).toEqual([`Dodge ${total}`]);
      await toNextSegment(scenario);
      expect(await rowReactions(garro, garroId)).toEqual(stays ? [`Dodge ${total}`] : []);
    });
  }

  it("R&E: after a dodge on the card, the tracker's reaction dialog offers no full reaction", async () => {
    const scenario = await fight("revised");
    const { world } = scenario;
    const garro = world.client("Garro");
    const card = await hitGarroCard(scenario);
    const dodge = (await garroReactionButtons(world, card)).find((b) => b.textContent?.trim() === "Dodge")!;
    garro.run(() => dodge.click());
    await world.settle();
    garro.dialogAnswers.push({ press: "cancel" });
    await pressTrackerButton(garro, "react", scenario.garroId);
    await world.settle();
    const bodies = garro.window.document.querySelectorAll(".swd6-reaction-body");
    const body = bodies[bodies.length - 1]!;
    expect([...body.querySelectorAll("option")].map((o) => o.getAttribute("value"))).toContain("dodge");
    expect(body.querySelector('input[name="full"]')).toBeNull();
  });
});
