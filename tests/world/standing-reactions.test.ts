/**
 * Reactions on the attack card stand as the rule documents say, played through the real card and
 * tracker code under both rule presets:
 * - Reglas (1st edition): "Si alguien te dispara puedes esquivar en cualquier lugar y en cualquier
 *   momento … sí cualquier tirada que hagas después de esquivar": a dodge made on the card after the
 *   segment's rolls is recorded by the round, and stands against every shot of its segment
 *   (Grundregeln: "Ausweichen gilt für alle Angriffe im gleichen Segment").
 * - R&E Rules, Reaction Skills: the reaction roll "is in effect for the rest of the round and replaces
 *   the original difficulty number"; "for the rest of this round the difficulty to hit Cantrell is
 *   20, no matter who fires at him". Under the 1st edition a dodge stands in its segment only.
 * - Full reactions (R&E, `tables.json` range difficulty: "a full dodge/parry (only action that
 *   round) is added to it"): offered where R&E applies only.
 * - R&E Rules: "The character can use up any remaining actions for a reaction or have the reaction be
 *   an extra action": the card offers both.
 * - Wounds (Grundregeln, R&E Rules: an incapacitated or mortally wounded character is unconscious and
 *   acts no more): the card offers him no reaction and refuses one.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, cardState, hitGarro, lastMessage, roundCommand, shoot, shotAt, startSegments } from "./attack-scenario.ts";
import { renderMessageOn, type Client } from "./client.ts";
import type { ChatMessageDocument } from "./documents.ts";
import type { World } from "./index.ts";
import { request } from "./red-team/console.ts";
import { rollOn } from "./rolls.ts";
import { RULE_PRESETS } from "../../src/applications/settings/rule-presets.ts";

type Scenario = Awaited<ReturnType<typeof attackWorld>>;
type Preset = "first-edition" | "revised";
type CardTarget = { key: string; stage: string; baseDifficulty: number; difficulty: number; reaction: { kind: string; total: number; full?: boolean } | null };
type RoundMember = { declaration: { id: string; actions: { status?: string }[]; reactions: { segment: number; replaces?: number; full?: boolean }[] } };

/** Sets every rule setting as the preset gives it, as the gamemaster's presets menu does. */
async function usePreset(world: World, preset: Preset): Promise<void> {
  const gm = world.client("GM");
  const values = RULE_PRESETS[preset];
  await gm.run(async () => {
    for (const [key, value] of Object.entries(values)) await game.settings.set("swd6rpg" as never, key as never, value as never);
  });
  await world.settle();
}

/** The world under a preset, and a fight of Kell, Garro and TK-421 whose declarations are given (TK-421 surprised when asked). */
async function fight(preset: Preset, declared: { kell?: number; garro?: number; trooper?: number; surprised?: boolean } = {}) {
  const scenario = await attackWorld({ seed: 4 });
  const { world, sceneId, tokens } = scenario;
  await usePreset(world, preset);
  const gm = world.client("GM");
  const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken, tokens.tk421]);
  const shots = (n: number, at: string) => Array.from({ length: n }, () => shotAt(at));
  await roundCommand(world, world.client("Kell"), { type: "declare", combatant: ids[tokens.kellToken], actions: shots(declared.kell ?? 1, "at TK-421") });
  await roundCommand(world, world.client("Garro"), { type: "declare", combatant: ids[tokens.garroToken], actions: shots(declared.garro ?? 1, "at TK-421") });
  await roundCommand(world, gm, { type: "declare", combatant: ids[tokens.tk421], actions: shots(declared.trooper ?? 1, "at Kell") });
  if (declared.surprised) await roundCommand(world, gm, { type: "surprise", combatant: ids[tokens.tk421], surprised: true });
  await startSegments(world, gm);
  return { ...scenario, ids, trooper: ids[tokens.tk421] };
}

/** `client`'s player shoots TK-421 until a shot hits; the card's message on the gamemaster's client. */
async function hitTrooper(scenario: Scenario, shooter: "Kell" | "Garro" = "Kell", distance = 10): Promise<ChatMessageDocument> {
  const { world, actors, sceneId, tokens } = scenario;
  const client = world.client(shooter);
  for (let attempt = 0; attempt < 30; attempt++) {
    await shoot(client, shooter === "Kell" ? actors.kell : actors.garro, [{ sceneId, tokenId: tokens.tk421, distance }]);
    await world.settle();
    if (cardState(lastMessage(client)).targets[0].hit) return world.client("GM").messages.get(lastMessage(client).id)!;
  }
  throw new Error("thirty shots missed");
}

/** The gamemaster sets TK-421's wound level on his token's actor, as his sheet would. */
async function woundTrooper(scenario: Scenario, wound: string): Promise<void> {
  await scenario.world.client("GM").run(async () => {
    const token = game.scenes.contents[0]!.tokens.get(scenario.tokens.tk421)!;
    await (token.actor as unknown as { update(data: object): Promise<unknown> }).update({ "system.woundLevel": wound });
  });
  await scenario.world.settle();
}

/** The card's one target as stored. */
function targetOf(message: ChatMessageDocument): CardTarget {
  return cardState(message).targets[0] as unknown as CardTarget;
}

/** The reaction buttons `client` sees on the card: their text, and the element of each. */
async function reactionButtons(world: World, client: Client, message: ChatMessageDocument): Promise<HTMLButtonElement[]> {
  const html = await renderMessageOn(client, message);
  await world.settle();
  return [...html.querySelectorAll<HTMLButtonElement>('[data-card-action="react"]')];
}

/** Clicks the reaction button whose text is `text` on the gamemaster's card (he reacts for TK-421). */
async function react(world: World, message: ChatMessageDocument, text: string): Promise<ChatMessageDocument> {
  const gm = world.client("GM");
  const button = (await reactionButtons(world, gm, message)).find((b) => b.textContent?.trim() === text);
  if (!button) throw new Error(`no "${text}" on the card`);
  gm.run(() => button.click());
  await world.settle();
  return gm.messages.get(message.id)!;
}

/** A combatant's part of the round, as the gamemaster's client reads it. */
function memberInRound(world: World, id: string): RoundMember {
  const combat = world.client("GM").combats.contents[0] as unknown as { roundState: { combatants: RoundMember[] } };
  return combat.roundState.combatants.find((c) => c.declaration.id === id)!;
}

/** The dice the card's reaction roll lost to the multiple action penalty. */
function reactionPenalty(message: ChatMessageDocument): number {
  const roll = message.rolls.find((r) => (r as { options: Record<string, { type?: string }> }).options.attackCard?.type === "reaction") as
    | { d6: { modifiers: { source: string; amount: { dice: number } }[] } }
    | undefined;
  if (!roll) throw new Error("no reaction roll on the card");
  return Math.abs(roll.d6.modifiers.find((m) => m.source === "actions")?.amount.dice ?? 0);
}

/** Every combatant's segment action rolled (by the gamemaster), then "next" until the next segment. */
async function toNextSegment(scenario: Awaited<ReturnType<typeof fight>>): Promise<void> {
  const { world, ids } = scenario;
  const gm = world.client("GM");
  for (const id of Object.values(ids)) await roundCommand(world, gm, { type: "roll", combatant: id, total: 10 });
  const segment = () => (gm.combats.contents[0] as unknown as { roundState: { segment: number } }).roundState.segment;
  const start = segment();
  for (let step = 0; step < 5 && segment() === start; step++) await roundCommand(world, gm, { type: "next" });
  expect(segment()).toBe(start + 1);
}

describe("1st edition: a dodge made on the card after the segment's rolls (Reglas)", () => {
  it("is recorded by the round and stands against Garro's shot in the same segment", async () => {
    const scenario = await fight("first-edition");
    const { world, ids, tokens, trooper } = scenario;
    // The segment's rolls have begun: TK-421 has rolled his shot.
    await roundCommand(world, world.client("GM"), { type: "roll", combatant: ids[tokens.tk421], total: 9 });
    const first = await react(world, await hitTrooper(scenario), "Dodge");
    const dodge = targetOf(first).reaction!;
    expect(dodge.kind).toBe("dodge");
    expect(memberInRound(world, trooper).declaration.reactions).toHaveLength(1);
    const second = await hitTrooperOrMiss(scenario, "Garro");
    expect(targetOf(second).reaction).toEqual({ kind: "dodge", total: dodge.total });
    expect(targetOf(second).difficulty).toBe(targetOf(second).baseDifficulty + dodge.total);
  });
});

/** Garro shoots TK-421 once; the card, hit or not (a standing dodge may turn it into a miss). */
async function hitTrooperOrMiss(scenario: Scenario, shooter: "Kell" | "Garro"): Promise<ChatMessageDocument> {
  const { world, actors, sceneId, tokens } = scenario;
  const client = world.client(shooter);
  await shoot(client, shooter === "Kell" ? actors.kell : actors.garro, [{ sceneId, tokenId: tokens.tk421, distance: 10 }]);
  await world.settle();
  return world.client("GM").messages.get(lastMessage(client).id)!;
}

describe("a reaction stands for the rest of the round under R&E, for its segment under the 1st edition", () => {
  for (const [preset, stands] of [
    ["revised", true],
    ["first-edition", false],
  ] as const) {
    it(`${preset}: TK-421's dodge in segment 1 ${stands ? "meets" : "does not meet"} Garro's shot in segment 2`, async () => {
      const scenario = await fight(preset, { kell: 2, garro: 2, trooper: 1 });
      const { world } = scenario;
      const dodged = await react(world, await hitTrooper(scenario), "Dodge");
      const dodge = targetOf(dodged).reaction!;
      await toNextSegment(scenario);
      const later = await hitTrooperOrMiss(scenario, "Garro");
      expect(targetOf(later).reaction).toEqual(stands ? { kind: "dodge", total: dodge.total } : null);
      if (stands) expect(targetOf(later).difficulty).toBe(dodge.total);
    });
  }
});

describe("full reactions (R&E, tables.json)", () => {
  it("R&E: a full dodge is offered, adds to the difficulty, is rolled without penalty, takes TK-421's declared shot and stands for the round", async () => {
    const scenario = await fight("revised", { kell: 2, garro: 2, trooper: 2 });
    const { world, trooper } = scenario;
    const card = await hitTrooper(scenario);
    const texts = (await reactionButtons(world, world.client("GM"), card)).map((b) => b.textContent?.trim());
    expect(texts).toContain("Full Dodge");
    const dodged = await react(world, card, "Full Dodge");
    const target = targetOf(dodged);
    expect(target.reaction).toMatchObject({ kind: "dodge", full: true });
    expect(target.difficulty).toBe(target.baseDifficulty + target.reaction!.total);
    expect(reactionPenalty(dodged)).toBe(0);
    const member = memberInRound(world, trooper);
    expect(member.declaration.reactions).toEqual([expect.objectContaining({ full: true })]);
    expect(member.declaration.actions.map((a) => a.status)).toEqual(["lost", "lost"]);
    const later = await hitTrooperOrMiss(scenario, "Garro");
    expect(targetOf(later).reaction).toEqual({ kind: "dodge", total: target.reaction!.total, full: true });
    expect(targetOf(later).difficulty).toBe(targetOf(later).baseDifficulty + target.reaction!.total);
  });

  it("R&E: Garro's player makes a full dodge from his own card, through the gamemaster, who checks its roll at no penalty", async () => {
    const scenario = await fight("revised", { kell: 1, garro: 2, trooper: 1 });
    const { world, ids, tokens } = scenario;
    const garro = world.client("Garro");
    const messageId = await hitGarro(scenario);
    const buttons = await reactionButtons(world, garro, garro.messages.get(messageId)!);
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(["Dodge", "Full Dodge", "Dodge instead of: at TK-421", "Dodge instead of: at TK-421"]);
    garro.run(() => buttons.find((b) => b.dataset.full === "true")!.click());
    await world.settle();
    const dodged = world.client("GM").messages.get(messageId)!;
    expect(targetOf(dodged).reaction).toMatchObject({ kind: "dodge", full: true });
    expect(reactionPenalty(dodged)).toBe(0);
    expect(memberInRound(world, ids[tokens.garroToken]).declaration.actions.map((a) => a.status)).toEqual(["lost", "lost"]);
  });

  it("1st edition: no full dodge is offered, and a forged one is refused", async () => {
    const scenario = await fight("first-edition");
    const { world } = scenario;
    const card = await hitTrooper(scenario);
    const texts = (await reactionButtons(world, world.client("GM"), card)).map((b) => b.textContent?.trim());
    expect(texts).toEqual(["Dodge"]);
    const gm = world.client("GM");
    const roll = await rollOn(gm, { dice: 3, pips: 0 }, "Dodge");
    const answer = await request(gm, "attackCard.step", {
      messageId: card.id,
      event: { type: "react", target: targetOf(card).key, stage: "attacked", kind: "dodge", total: (roll as { total: number }).total, full: true },
      roll,
    });
    expect(answer).toMatchObject({ ok: false, reason: "cannotReact" });
  });
});

describe("on the card a reaction may use up a declared action still to come (R&E Rules)", () => {
  it("R&E: TK-421 dodges instead of his second declared shot, at the penalty of his two actions, not three", async () => {
    const scenario = await fight("revised", { trooper: 2 });
    const { world, trooper } = scenario;
    const card = await hitTrooper(scenario);
    const texts = (await reactionButtons(world, world.client("GM"), card)).map((b) => b.textContent?.trim());
    expect(texts).toEqual(["Dodge", "Full Dodge", "Dodge instead of: at Kell", "Dodge instead of: at Kell"]);
    const buttons = await reactionButtons(world, world.client("GM"), card);
    const second = buttons.find((b) => b.dataset.replaces === "1")!;
    world.client("GM").run(() => second.click());
    await world.settle();
    const dodged = world.client("GM").messages.get(card.id)!;
    expect(targetOf(dodged).reaction).toMatchObject({ kind: "dodge" });
    expect(reactionPenalty(dodged)).toBe(1);
    expect(memberInRound(world, trooper).declaration.reactions).toEqual([expect.objectContaining({ replaces: 1 })]);
  });

  it("1st edition: the card offers no reaction in place of an action", async () => {
    const scenario = await fight("first-edition", { trooper: 2 });
    const card = await hitTrooper(scenario);
    const texts = (await reactionButtons(scenario.world, scenario.world.client("GM"), card)).map((b) => b.textContent?.trim());
    expect(texts).toEqual(["Dodge"]);
  });
});

describe("an unconscious character cannot react on the card", () => {
  for (const preset of ["revised", "first-edition"] as const) {
    for (const wound of ["incapacitated", "mortally-wounded"] as const) {
      it(`${preset}: an ${wound} TK-421 is offered no dodge, and a dodge sent for him is refused`, async () => {
        const scenario = await fight(preset);
        const { world } = scenario;
        const gm = world.client("GM");
        const card = await hitTrooper(scenario);
        await woundTrooper(scenario, wound);
        expect(await reactionButtons(world, gm, card)).toEqual([]);
        const roll = await rollOn(gm, { dice: 3, pips: 0 }, "Dodge");
        const answer = await request(gm, "attackCard.step", {
          messageId: card.id,
          event: { type: "react", target: targetOf(card).key, stage: "attacked", kind: "dodge", total: (roll as { total: number }).total },
          roll,
        });
        expect(answer).toMatchObject({ ok: false, reason: "cannotReact" });
        expect(targetOf(gm.messages.get(card.id)!).reaction).toBeNull();
      });
    }
  }
});

describe('a wounded character reacts again the next round (R&E Rules: no actions "for the rest of the round", -1D "until healed")', () => {
  for (const preset of ["revised", "first-edition"] as const) {
    it(`${preset}: TK-421, wounded in round 1, is offered a dodge against Kell's shot in round 2${preset === "revised" ? ", none in round 1" : " and in round 1"}`, async () => {
      const scenario = await fight(preset);
      const { world, tokens, ids, trooper } = scenario;
      const gm = world.client("GM");
      await woundTrooper(scenario, "wounded");
      expect(memberInRound(world, trooper)).toMatchObject({ wound: "wounded" });
      const roundOne = await reactionButtons(world, gm, await hitTrooper(scenario));
      expect(roundOne.length > 0).toBe(preset === "first-edition");
      expect(await roundCommand(world, gm, { type: "end-round" })).toBe(true);
      await roundCommand(world, world.client("Kell"), { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at TK-421")] });
      await roundCommand(world, world.client("Garro"), { type: "declare", combatant: ids[tokens.garroToken], actions: [] });
      await roundCommand(world, gm, { type: "declare", combatant: trooper, actions: [] });
      expect(await startSegments(world, gm)).toBe(true);
      const card = await hitTrooper(scenario);
      const buttons = await reactionButtons(world, gm, card);
      expect(buttons.length).toBeGreaterThan(0);
      expect(targetOf(await react(world, card, buttons[0]!.textContent!.trim())).reaction).toMatchObject({ kind: "dodge" });
    });

    it(`${preset}: outside combat, a wounded TK-421 is offered a dodge`, async () => {
      const scenario = await attackWorld({ seed: 4 });
      await usePreset(scenario.world, preset);
      const gm = scenario.world.client("GM");
      await woundTrooper(scenario, "wounded");
      expect((await reactionButtons(scenario.world, gm, await hitTrooper(scenario))).length).toBeGreaterThan(0);
    });
  }
});

describe("no dice, no reaction: a dodge the penalties take to 0D is not offered, and is refused when sent", () => {
  for (const preset of ["revised", "first-edition"] as const) {
    it(`${preset}: TK-421, who declared six shots, has no die left to dodge Kell's shot: the card says so, and the gamemaster refuses a 0D dodge`, async () => {
      const scenario = await fight(preset, { trooper: 6 });
      const { world } = scenario;
      const gm = world.client("GM");
      const card = await hitTrooper(scenario);
      const buttons = await reactionButtons(world, gm, card);
      const html = await renderMessageOn(gm, card);
      await world.settle();
      const disabled = [...html.querySelectorAll<HTMLButtonElement>("button.is-reaction.no-dice")];
      expect(disabled.length).toBeGreaterThan(0);
      expect(disabled.every((button) => button.disabled && /0D/.test(button.textContent ?? ""))).toBe(true);
      // The extra-action dodge is among them; what is still offered has dice to roll.
      expect(buttons.every((button) => !/0D/.test(button.textContent ?? ""))).toBe(true);
      const roll = await rollOn(gm, { dice: 0, pips: 2 }, "Dodge");
      const answer = await request(gm, "attackCard.step", {
        messageId: card.id,
        event: { type: "react", target: targetOf(card).key, stage: "attacked", kind: "dodge", total: (roll as { total: number }).total },
        roll,
      });
      expect(answer).toMatchObject({ ok: false, reason: "noDice" });
      expect(targetOf(gm.messages.get(card.id)!).reaction).toBeNull();
      expect(targetOf(gm.messages.get(card.id)!).difficulty).toBe(targetOf(card).difficulty);
    });
  }
});

describe("the card offers what the round records: never a reaction shown but not counted", () => {
  for (const preset of ["revised", "first-edition"] as const) {
    it(`${preset}: TK-421, surprised in the first segment (R&E Rules, surprise), is offered no dodge against Kell's first shot`, async () => {
      const scenario = await fight(preset, { surprised: true });
      const card = await hitTrooper(scenario);
      expect(await reactionButtons(scenario.world, scenario.world.client("GM"), card)).toEqual([]);
    });
  }
});

describe("undo gives back the actions the wound took (the card undoes the hit and all it did)", () => {
  /** The wound levels that take a character's remaining actions under each preset (`woundEffects`). */
  const TAKES_ACTIONS: Record<Preset, string[]> = {
    "first-edition": ["stunned", "wounded", "wounded-twice", "incapacitated", "mortally-wounded", "killed"],
    revised: ["wounded", "wounded-twice", "incapacitated", "mortally-wounded", "killed"],
  };

  for (const preset of ["revised", "first-edition"] as const) {
    it(`${preset}: TK-421's two declared shots, lost to Kell's hit, are declared again once the gamemaster undoes it`, async () => {
      const scenario = await fight(preset, { trooper: 2 });
      const { world, trooper } = scenario;
      const gm = world.client("GM");
      const kell = world.client("Kell");
      let card: ChatMessageDocument | null = null;
      for (let attempt = 0; attempt < 20 && !card; attempt++) {
        const hit = await hitTrooper(scenario, "Kell", 3);
        await clickOn(world, kell, hit.id, "rollDamage");
        await clickOn(world, gm, hit.id, "resist");
        const inflicted = (cardState(gm.messages.get(hit.id)!).targets[0] as { inflicted: string | null }).inflicted;
        if (inflicted && TAKES_ACTIONS[preset].includes(inflicted)) card = gm.messages.get(hit.id)!;
      }
      if (!card) throw new Error("no hit took TK-421's actions");
      await clickOn(world, gm, card.id, "apply");
      expect(memberInRound(world, trooper).declaration.actions.map((a) => a.status)).toEqual(["lost", "lost"]);
      await clickOn(world, gm, card.id, "undo");
      expect(cardState(gm.messages.get(card.id)!).targets[0].stage).toBe("resisted");
      expect(memberInRound(world, trooper).declaration.actions.map((a) => a.status ?? "declared")).toEqual(["declared", "declared"]);
    });
  }
});

/** Clicks the card's `action` button for its one target on `client`'s rendered card. */
async function clickOn(world: World, client: Client, messageId: string, action: string): Promise<void> {
  const html = await renderMessageOn(client, client.messages.get(messageId)!);
  await world.settle();
  const button = html.querySelector<HTMLButtonElement>(`[data-card-action="${action}"]`);
  if (!button) throw new Error(`no ${action} on ${client.user.name}'s card`);
  client.run(() => button.click());
  await world.settle();
}
