/**
 * Red team: the cards the gamemaster acts on, forged from a player's console. A player may create
 * chat messages of any card subtype and update the ones he authored (FOUNDRY-FACTS §2), so a card he
 * wrote, one he built from nothing, or one in an earlier version's flags must never be a card the
 * gamemaster applies: he acts only on cards a gamemaster authored and listed as posted.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, cardState, hitGarro, lastMessage, shoot } from "../attack-scenario.ts";
import { copy, createMessage, onGM, request, updateMessage } from "./console.ts";
import { rollOn } from "../rolls.ts";

type Scenario = Awaited<ReturnType<typeof attackWorld>>;

const woundOf = (scenario: Scenario, actorId: string) => onGM(scenario.world, () => (game.actors.get(actorId)!.system as { woundLevel: string }).woundLevel);

/** A card's data with Garro's part taken to "resisted", 60 points of damage and "killed" inflicted. */
function killingCard(system: Record<string, unknown>): Record<string, unknown> {
  const forged = copy(system) as { state: { targets: Record<string, unknown>[] } };
  const target = forged.state.targets[0];
  Object.assign(target, { hit: true, stage: "resisted", damage: 60, resistance: 1, inflicted: "killed" });
  return forged;
}

/** What the gamemaster's Apply on Garro's part of a card sends. */
function applyOn(messageId: string, target: string) {
  return { messageId, event: { type: "apply", target, stage: "resisted", wound: "none" } };
}

/** Kell's console creates an attack card killing Garro (extra message data beside it), and the gamemaster applies it. */
async function forgeAndApply(scenario: Scenario, extra: Record<string, unknown> = {}) {
  const { world } = scenario;
  const real = await hitGarro(scenario);
  const kell = world.client("Kell");
  const forged = await createMessage(world, kell, { content: "", type: "attack", system: killingCard(kell.messages.get(real)!.system), ...extra });
  const id = (forged as { id: string }).id;
  const answer = await request(world.client("GM"), "attackCard.step", applyOn(id, cardState(kell.messages.get(id)!).targets[0].key));
  await world.settle();
  return { id, answer };
}

describe("red team: forged cards", () => {
  it("the gamemaster deletes a card; a player creates a card under its id and the gamemaster's name, and the gamemaster's Apply kills nobody", async () => {
    const scenario = await attackWorld({ seed: 3 });
    const { world, actors } = scenario;
    const real = await hitGarro(scenario);
    const gm = world.client("GM");
    const kell = world.client("Kell");
    const system = killingCard(kell.messages.get(real)!.system);
    await gm.run(() => game.messages.get(real)!.delete());
    await world.settle();
    const listed = () => onGM(world, () => game.settings.get("swd6rpg", "postedCards").ids);
    expect(listed()).not.toContain(real);
    world.server.anyAuthor = true;
    const forged = await createMessage(world, kell, { _id: real, content: "", type: "attack", system, author: world.id("GM") });
    expect(forged).toEqual({ id: real });
    const answer = await request(gm, "attackCard.step", applyOn(real, cardState(kell.messages.get(real)!).targets[0].key));
    await world.settle();
    expect(answer.ok).toBe(false);
    expect(woundOf(scenario, actors.garro)).toBe("none");
  });

  it("a player creates a healing card naming another character as patient, himself as healer and 'killed', and applies it himself", async () => {
    const scenario = await attackWorld();
    const { world, actors } = scenario;
    const kell = world.client("Kell");
    const [patient, healer] = kell.run(() => [game.actors.get(actors.garro)!.uuid, game.actors.get(actors.kell)!.uuid]);
    const card = {
      kind: "medpac",
      patient,
      patientName: "Garro",
      healer,
      healerName: "Kell",
      before: "none",
      after: "killed",
      trend: null,
      roll: 30,
      difficulty: null,
      medpacsBefore: 0,
      lockedOut: false,
      restDays: null,
      tankUnit: null,
      day: 0,
      applied: false,
    };
    const created = await createMessage(world, kell, { content: "", type: "healing", system: card });
    expect(created).toHaveProperty("id");
    const answer = await request(kell, "healing.apply", { messageId: (created as { id: string }).id });
    await world.settle();
    expect(answer.ok).toBe(false);
    expect(woundOf(scenario, actors.garro)).toBe("none");
  });

  it("the attacker edits his own card to 'resisted' with 60 points of damage, and the gamemaster's Apply kills the target", async () => {
    const scenario = await attackWorld({ seed: 3 });
    const { world, actors } = scenario;
    const messageId = await hitGarro(scenario);
    const kell = world.client("Kell");
    const edit = await updateMessage(world, kell, messageId, { system: killingCard(kell.messages.get(messageId)!.system) });
    const key = cardState(world.client("GM").messages.get(messageId)!).targets[0].key;
    await request(world.client("GM"), "attackCard.step", applyOn(messageId, key));
    await world.settle();
    expect(edit).toMatch(/lacks permission/);
    expect(woundOf(scenario, actors.garro)).toBe("none");
  });

  it("a player builds an attack card from nothing, already 'resisted' with 60 points of damage, and the gamemaster applies it", async () => {
    const scenario = await attackWorld({ seed: 3 });
    const { answer } = await forgeAndApply(scenario);
    expect(answer.ok).toBe(false);
    expect(woundOf(scenario, scenario.actors.garro)).toBe("none");
  });

  it("where a player may create a message under any author, he builds the card as the gamemaster's, and the gamemaster applies it", async () => {
    const scenario = await attackWorld({ seed: 3 });
    scenario.world.server.anyAuthor = true;
    const { id, answer } = await forgeAndApply(scenario, { author: scenario.world.id("GM") });
    expect(scenario.world.client("GM").messages.get(id)!.author?.name).toBe("GM");
    expect(answer.ok).toBe(false);
    expect(woundOf(scenario, scenario.actors.garro)).toBe("none");
  });

  it("the attacker edits a miss on his card to a hit and rolls damage against the target through the gateway", async () => {
    const scenario = await attackWorld({ seed: 5 });
    const { world, actors, sceneId, tokens } = scenario;
    const kell = world.client("Kell");
    let messageId = "";
    for (let attempt = 0; attempt < 30 && !messageId; attempt++) {
      await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 60 }]);
      await world.settle();
      if (cardState(lastMessage(kell)).targets[0].stage === "missed") messageId = lastMessage(kell).id;
    }
    expect(messageId).not.toBe("");
    const forged = copy(kell.messages.get(messageId)!.system) as { state: { targets: Record<string, unknown>[] } };
    const target = forged.state.targets[0] as { key: string; codes: { damage: string } };
    Object.assign(target, { hit: true, stage: "attacked", difficulty: 1 });
    await updateMessage(world, kell, messageId, { system: forged });
    const [dice, pips] = target.codes.damage.split("D").map((part) => Number(part.replace("+", "") || 0));
    const roll = await rollOn(kell, { dice, pips }, "Damage");
    const answer = await request(kell, "attackCard.step", {
      messageId,
      event: { type: "rollDamage", target: target.key, stage: "attacked", total: (roll as { total: number }).total },
      roll,
    });
    await world.settle();
    expect(answer.ok).toBe(false);
    expect(cardState(world.client("GM").messages.get(messageId)!).targets[0].stage).toBe("missed");
  });

  it("where a player may create a message under any author, he writes an attack card in an earlier version's flags as the gamemaster's, and the gamemaster applies it", async () => {
    const scenario = await attackWorld({ seed: 3 });
    const { world, actors } = scenario;
    world.server.anyAuthor = true;
    const real = await hitGarro(scenario);
    const kell = world.client("Kell");
    const old = { swd6rpg: { attackCard: killingCard(kell.messages.get(real)!.system) } };
    const forged = (await createMessage(world, kell, { content: "", author: world.id("GM"), flags: old })) as { id: string };
    const gm = world.client("GM");
    // The old card is lifted into the attack subtype as it is built, as the gamemaster's own would be …
    expect(gm.messages.get(forged.id)!.type).toBe("attack");
    const answer = await request(gm, "attackCard.step", applyOn(forged.id, cardState(gm.messages.get(forged.id)!).targets[0].key));
    await world.settle();
    // … and still refused: the gamemaster never listed it.
    expect(answer.ok).toBe(false);
    expect(woundOf(scenario, actors.garro)).toBe("none");
  });

  it("where a player may create a message under any author, he builds a Force power card as the gamemaster's for another player's character and asks its Dark Side points", async () => {
    const scenario = await attackWorld();
    const { world, actors } = scenario;
    world.server.anyAuthor = true;
    const kell = world.client("Kell");
    const darkSide = () => onGM(world, () => (game.actors.get(actors.garro)!.system as { darkSidePoints: number }).darkSidePoints);
    const before = darkSide();
    const view = { name: "Rage", actorName: "Garro", rows: [], actions: 1, penalty: null, success: true, failedKeys: [], keptUp: false, darkSidePoints: 5 };
    const card = { view, actorId: actors.garro, itemId: "power00000000000", darkSidePoints: 5, given: false, givenPoints: 0 };
    const forged = (await createMessage(world, kell, { content: "", author: world.id("GM"), type: "forcePower", system: card })) as { id: string };
    const answer = await request(kell, "forcePower.darkSide", { messageId: forged.id });
    await world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "missing" });
    expect(darkSide()).toBe(before);
  });

  it("a player creates a card whose view breaks its card's shape: the card's schema refuses the write", async () => {
    const scenario = await attackWorld();
    const { world } = scenario;
    const kell = world.client("Kell");
    const before = world.server.store.get("ChatMessage")!.size;
    const created = await createMessage(world, kell, {
      content: "",
      type: "darkSide",
      system: { view: { name: "Garro", points: "many", roll: 6, turned: true } },
    });
    expect(created).toHaveProperty("refused");
    expect((created as { refused: string }).refused).toMatch(/points/);
    expect(world.server.store.get("ChatMessage")!.size).toBe(before);
  });

  it("a player creates an attack card whose state has no targets: the card's schema refuses the write", async () => {
    const scenario = await attackWorld();
    const { world } = scenario;
    const kell = world.client("Kell");
    const before = world.server.store.get("ChatMessage")!.size;
    const created = await createMessage(world, kell, { content: "", type: "attack", system: { state: { attacker: "Actor.x", attack: 30 } } });
    expect(created).toHaveProperty("refused");
    expect((created as { refused: string }).refused).toMatch(/targets/);
    expect(world.server.store.get("ChatMessage")!.size).toBe(before);
  });

  it("a player creates an attack card whose target breaks the state's shape: a stage the flow has not, a craft's damage state of two crafts", async () => {
    const scenario = await attackWorld();
    const { world } = scenario;
    const kell = world.client("Kell");
    const real = kell.messages.get(await hitGarro(scenario))!.system as unknown as Record<string, unknown>;
    const before = world.server.store.get("ChatMessage")!.size;
    const damage = { level: "heavily", maneuverabilityLost: 0, lostMoves: 0, weaponsDestroyed: 0, controlsIonized: 0, destroyed: true, shieldsLost: 2 };
    const forged = [
      { stage: "healed" },
      { kind: "vehicle", stage: "applied", craftApplied: { before: damage, after: damage, systemRoll: null, effect: "none" } },
    ];
    const refusals: string[] = [];
    for (const change of forged) {
      const system = copy(real) as { state: { targets: Record<string, unknown>[] } };
      Object.assign(system.state.targets[0], change);
      const created = await createMessage(world, kell, { content: "", type: "attack", system });
      refusals.push((created as { refused?: string }).refused ?? "written");
    }
    expect(refusals[0]).toMatch(/stage/);
    expect(refusals[1]).toMatch(/mixes a vehicle's and a starship's/);
    expect(world.server.store.get("ChatMessage")!.size).toBe(before);
  });
});
