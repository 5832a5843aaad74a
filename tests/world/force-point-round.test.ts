/**
 * The Force point doubles every code of the character for the round (Reglas, "Confiando en la
 * Fuerza": "En la ronda en que has gastado el punto, todos los códigos de habilidad o atributo se
 * doblan"; Grundregeln, Luke's Sense doubled "für die ganze Runde"), played through the real dialogs
 * in the world under both presets:
 *
 * - the attack dialog offers the point as the roll dialog does; the lightsaber attack rolls the
 *   doubled code and its damage adds the doubled Control, and the gamemaster's card agrees;
 * - a Force power rolls the doubled Force skill;
 * - whether a point may be spent is decided when it is spent: two dialogs open at once spend one
 *   point, and a second roll of the round doubles without spending;
 * - a point is spent only once the roll's message exists: a module's preCreate that cancels it, or a
 *   server that refuses it, costs nothing;
 * - the attack roll offers character points as the roll dialog does (R&E Rules, Initiative: none on
 *   initiative; R&E: none in a round a Force point was spent), on its roll card or, at targeted
 *   tokens, on the attack card while no damage is rolled, and none in a Force point round.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter, seedScene } from "./fixtures.ts";
import type { Client } from "./client.ts";
import { renderMessageOn } from "./client.ts";
import { addDieCodes, forcePointDieCode, formatDieCode, parseDieCode } from "../../src/rules/index.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type RollDialog = typeof import("../../src/applications/roll-dialog.ts");
type AttackDialog = typeof import("../../src/applications/attack/attack-dialog.ts");
type Gather = typeof import("../../src/applications/attack/attack-gather.ts");
type SWD6Actor = import("../../src/documents/actor.ts").SWD6Actor;
type Cards = typeof import("../../src/data/message/index.ts");

const PRESETS = ["first-edition", "revised"] as const;

/** The gamemaster, Kell (a Minor Jedi with a lightsaber, Control and two Force points) and Garro to strike at. */
async function jediWorld(preset: (typeof PRESETS)[number]) {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const kell = seedCharacter(world, "Minor Jedi", {
    owner: "Kell",
    name: "Kell",
    gear: [["weapons", "Lightsaber"]],
    powers: ["Control Pain"],
    forcePoints: 2,
    characterPoints: 5,
  });
  const garro = seedCharacter(world, "Bounty Hunter", { name: "Garro" });
  const { sceneId, tokenIds } = seedScene(world, [
    { actorId: kell, name: "Kell", x: 0, y: 0 },
    { actorId: garro, name: "Garro", x: 100, y: 0 },
  ]);
  await world.connectAll();
  const gm = world.client("GM");
  await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
  await world.settle();
  return { world, kell, garro, sceneId, garroToken: tokenIds[1]! };
}

const forcePoints = (client: Client, id: string) => (client.actors.get(id)!.system as { forcePoints: number }).forcePoints;

/** Kell's lightsaber. */
function lightsaber(client: Client, actorId: string): Item.Implementation {
  return client.run(() => game.actors.get(actorId)!.items.find((item) => item.type === "weapon" && item.name === "Lightsaber") as Item.Implementation);
}

/** Kell's attack as the dialog sets it up before any point is spent: his skill (or attribute) for the lightsaber and his Control. */
async function plainSetup(client: Client, actorId: string) {
  return client.run(async () => {
    const actor = game.actors.get(actorId) as never as SWD6Actor;
    const gathered = await client
      .module<Gather>("applications/attack/attack-gather.ts")
      .gatherAttackSetup(actor, lightsaber(client, actorId), [], {}, game.user as User.Implementation);
    if (!gathered.ok) throw new Error(gathered.error.key);
    return gathered.setup;
  });
}

/** Kell targets Garro's token on his client and attacks through the attack dialog, answered with `fields`. */
function attack(client: Client, actorId: string, fields: Record<string, unknown>, target: { sceneId: string; tokenId: string } | null) {
  client.dialogAnswers.push({ fields });
  return client.run(async () => {
    game.user.targets.clear();
    if (target) game.user.targets.add({ document: fromUuidSync(`Scene.${target.sceneId}.Token.${target.tokenId}` as never) } as never);
    const actor = game.actors.get(actorId) as never as SWD6Actor;
    return client.module<AttackDialog>("applications/attack/attack-dialog.ts").openAttackDialog(actor, lightsaber(client, actorId));
  });
}

/** Kell's Perception roll through the roll dialog, answered with `fields`. */
function rollPerception(client: Client, actorId: string, fields: Record<string, unknown>) {
  client.dialogAnswers.push({ fields: { difficulty: 10, ...fields } });
  return client.run(() => {
    const actor = game.actors.get(actorId) as never as SWD6Actor;
    return client.module<RollDialog>("applications/roll-dialog.ts").openRollDialog(actor.attributeRollRequest("per"));
  });
}

/** A message's card of one subtype as a client's own models read it, or null. */
const cardOn = <T extends Parameters<Cards["cardData"]>[1]>(client: Client, message: Parameters<Cards["cardData"]>[0], type: T) =>
  client.module<Cards>("data/message/index.ts").cardData(message, type);

/** The stored state of a message's attack card. */
function attackState(client: Client, message: Parameters<Cards["cardData"]>[0]) {
  const card = cardOn(client, message, "attack");
  if (!card) throw new Error("not an attack card");
  return card.toObject().state as unknown as { attack: number; targets: { codes: { damage: string } }[] };
}

/** The attack card the gamemaster posted last: its roll's code and its one target's damage code. */
function lastCard(client: Client) {
  const message = client.messages.contents.findLast((m) => cardOn(client, m, "attack") !== null);
  if (!message) throw new Error("no attack card");
  const state = attackState(client, message);
  const roll = message.rolls[0] as { d6: { code: { dice: number; pips: number }; base: { dice: number; pips: number } } };
  return { message, code: formatDieCode(roll.d6.code), base: formatDieCode(roll.d6.base), damage: state.targets[0]!.codes.damage };
}

describe.each(PRESETS)("the Force point doubles every code for the round (%s)", (preset) => {
  it("the attack dialog offers it: the lightsaber attack rolls the doubled code, its damage adds the doubled Control, and the gamemaster's card agrees", async () => {
    const { world, kell, sceneId, garroToken } = await jediWorld(preset);
    const client = world.client("Kell");
    const setup = await plainSetup(client, kell);
    expect(setup.control).not.toBeNull();
    const roll = await attack(client, kell, { forcePoint: true }, { sceneId, tokenId: garroToken });
    await world.settle();
    expect(client.notifications.shown, JSON.stringify(client.notifications.shown)).toEqual([]);
    expect(roll).not.toBeNull();
    const card = lastCard(world.client("GM"));
    expect(card.message.author?.name).toBe("GM");
    // In a Force point round the card's roll takes no character point.
    expect((card.message.rolls[0] as { d6: { points?: { forcePoint: boolean } } }).d6.points?.forcePoint).toBe(true);
    // Reglas: 3D+1 becomes 6D+2; the lightsaber's 5D adds the doubled Control.
    expect(card.base).toBe(formatDieCode(forcePointDieCode(setup.skill.code)));
    expect(card.damage).toBe(formatDieCode(addDieCodes(parseDieCode("5D"), forcePointDieCode(setup.control!))));
    expect(forcePoints(world.client("GM"), kell)).toBe(1);

    // A second attack of the same round doubles without spending another point.
    await attack(client, kell, {}, { sceneId, tokenId: garroToken });
    await world.settle();
    expect(lastCard(world.client("GM")).base).toBe(formatDieCode(forcePointDieCode(setup.skill.code)));
    expect(forcePoints(world.client("GM"), kell)).toBe(1);
  });

  it("a Force power rolls the doubled Force skill, and the point is spent with its card", async () => {
    const { world, kell } = await jediWorld(preset);
    const client = world.client("Kell");
    const setup = await plainSetup(client, kell);
    client.dialogAnswers.push({ fields: { "difficulty-control": 10, otherActions: 0, forcePoint: true } });
    await client.run(() => {
      const actor = game.actors.get(kell)!;
      const power = actor.items.find((item) => item.type === "force-power")!;
      return client
        .module<typeof import("../../src/applications/force-powers/force-power-actions.ts")>("applications/force-powers/force-power-actions.ts")
        .useForcePowerItem(actor as never, power);
    });
    await world.settle();
    const gm = world.client("GM");
    const card = gm.messages.contents.map((m) => cardOn(gm, m, "forcePower")).find((data) => data !== null);
    if (!card) throw new Error("no Force power card");
    const view = card.view as { rows: { skill: string; code: string }[] };
    expect(view.rows.find((row) => row.skill === "control")?.code).toBe(formatDieCode(forcePointDieCode(setup.control!)));
    expect(forcePoints(world.client("GM"), kell)).toBe(1);
  });

  it("two dialogs open at once spend one point, and both rolls are doubled", async () => {
    const { world, kell } = await jediWorld(preset);
    const client = world.client("Kell");
    const per = client.run(() => (game.actors.get(kell) as never as SWD6Actor).attributeRollRequest("per").code);
    const rolls = await Promise.all([rollPerception(client, kell, { forcePoint: true }), rollPerception(client, kell, { forcePoint: true })]);
    await world.settle();
    expect(rolls.every((roll) => roll !== null)).toBe(true);
    const posted = world.client("GM").messages.contents.map((m) => (m.rolls[0] as { d6: { base: { dice: number; pips: number } } }).d6.base);
    expect(posted.map(formatDieCode)).toEqual([formatDieCode(forcePointDieCode(per)), formatDieCode(forcePointDieCode(per))]);
    expect(forcePoints(world.client("GM"), kell)).toBe(1);
  });

  it("is paid when Kell's page closes after the doubled roll is posted, before his spend request leaves", async () => {
    const { world, kell } = await jediWorld(preset);
    const client = world.client("Kell");
    world.closePageAfter("Kell", "ChatMessage", "create");
    await rollPerception(client, kell, { forcePoint: true });
    await world.settle();
    const gm = world.client("GM");
    expect(gm.messages.contents).toHaveLength(1);
    expect((gm.messages.contents[0].rolls[0] as { d6: { points?: { forcePoint: boolean } } }).d6.points?.forcePoint).toBe(true);
    expect(forcePoints(gm, kell)).toBe(1);
  });

  it("a doubled roll Kell posts from his console with no point left is taken back by the gamemaster", async () => {
    const { world, kell } = await jediWorld(preset);
    const client = world.client("Kell");
    const gm = world.client("GM");
    await rollPerception(client, kell, { forcePoint: true });
    await world.settle();
    const doubled = JSON.stringify(gm.messages.contents[0].rolls[0]);
    // Later, with no point left and none spent now, his console posts the doubled roll again.
    world.server.worldTime += 60;
    await gm.run(() => game.actors.get(kell)!.update({ "system.forcePoints": 0 } as never));
    await world.settle();
    const posted = await client.run(async () => {
      const speaker = ChatMessage.implementation.getSpeaker({ actor: game.actors.get(kell) as never });
      return ((await ChatMessage.implementation.create({ speaker, rolls: [doubled] } as never)) as unknown as { id: string }).id;
    });
    await world.settle();
    expect(gm.messages.has(posted)).toBe(false);
    expect(forcePoints(gm, kell)).toBe(0);
  });

  it("costs nothing when a module's preCreate cancels the roll's message, or the server refuses it", async () => {
    const { world, kell } = await jediWorld(preset);
    const client = world.client("Kell");
    const cancel = client.run(() => Hooks.on("preCreateChatMessage", () => false));
    expect(await rollPerception(client, kell, { forcePoint: true })).toBeNull();
    await world.settle();
    client.run(() => Hooks.off("preCreateChatMessage", cancel));
    expect(forcePoints(world.client("GM"), kell)).toBe(2);

    // The server refuses the message (as it does a write it will not make): the roll fails, the point stays.
    const write = world.server.write.bind(world.server);
    world.server.write = (user, operation) => {
      if (operation.action === "create" && operation.documentName === "ChatMessage") throw new Error("refused by the server");
      return write(user, operation);
    };
    await expect(rollPerception(client, kell, { forcePoint: true })).rejects.toThrow("refused by the server");
    world.server.write = write;
    await world.settle();
    expect(forcePoints(world.client("GM"), kell)).toBe(2);
    expect(world.server.store.get("ChatMessage")!.size).toBe(0);
  });

  it("the attack card offers the attacker's owner character points on its roll while no damage is rolled, and none in a Force point round", async () => {
    const { world, kell, sceneId, garroToken } = await jediWorld(preset);
    const client = world.client("Kell");
    await attack(client, kell, {}, { sceneId, tokenId: garroToken });
    await world.settle();
    const gm = world.client("GM");
    const card = lastCard(gm).message;
    const before = attackState(gm, card).attack;
    const html = await renderMessageOn(client, client.messages.get(card.id)!);
    const spend = html.querySelector<HTMLButtonElement>('button[data-action="spendCharacterPoint"]');
    expect(spend).not.toBeNull();
    client.run(() => spend!.click());
    await world.settle();
    const after = gm.messages.get(card.id)!;
    const roll = after.rolls[0] as { total: number; d6: { points: { characterPoints: number[][] } } };
    const chain = roll.d6.points.characterPoints[0]!;
    expect(chain.length).toBeGreaterThan(0);
    // The card measures its targets against the roll's new total, the character point's die added.
    expect(attackState(gm, after).attack).toBe(before + chain.reduce((sum, face) => sum + face, 0));
    expect((gm.actors.get(kell)!.system as { characterPoints: number }).characterPoints).toBe(4);

    await attack(client, kell, { forcePoint: true }, { sceneId, tokenId: garroToken });
    await world.settle();
    const doubled = await renderMessageOn(client, client.messages.get(lastCard(gm).message.id)!);
    expect(doubled.querySelector('button[data-action="spendCharacterPoint"]')).toBeNull();
  });

  it("the attack roll offers character points as the roll dialog does, and none in a Force point round", async () => {
    const { world, kell } = await jediWorld(preset);
    const client = world.client("Kell");
    await attack(client, kell, {}, null);
    await world.settle();
    const plain = client.messages.contents.at(-1)!;
    expect((plain.rolls[0] as { d6: { points?: unknown } }).d6.points).toEqual({ roll: "skill", forcePoint: false, characterPoints: [] });
    const html = await renderMessageOn(client, plain);
    const spend = html.querySelector<HTMLButtonElement>('button[data-action="spendCharacterPoint"]');
    expect(spend).not.toBeNull();
    client.run(() => spend!.click());
    await world.settle();
    expect((world.client("GM").actors.get(kell)!.system as { characterPoints: number }).characterPoints).toBe(4);

    await attack(client, kell, { forcePoint: true }, null);
    await world.settle();
    const doubled = client.messages.contents.at(-1)!;
    expect((doubled.rolls[0] as { d6: { points?: { forcePoint: boolean } } }).d6.points?.forcePoint).toBe(true);
    const after = await renderMessageOn(client, doubled);
    expect(after.querySelector('button[data-action="spendCharacterPoint"]')).toBeNull();
    expect(forcePoints(world.client("GM"), kell)).toBe(1);
  });
});
