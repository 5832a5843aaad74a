/**
 * The active gamemaster's page dies in the middle of a card click, between its writes, and the
 * assistant gamemaster, active from then on, gets the click again: what the click does lands once.
 * The world refuses every write of a client that is gone, as a closed page sends nothing.
 */
import { describe, expect, it } from "vitest";
import { EVERYONE, attackWorld, cardState, click, hitGarro, lastMessage, toResisted } from "./attack-scenario.ts";
import { request } from "./red-team/console.ts";
import { rollOn } from "./rolls.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
const PRESETS = ["first-edition", "revised"] as const;

/** The attack scenario with every user connected, under one edition's rules. */
async function crashWorld(preset: (typeof PRESETS)[number]) {
  const scenario = await attackWorld({ connect: EVERYONE });
  const gm = scenario.world.client("GM");
  await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
  await scenario.world.settle();
  return scenario;
}

describe.each(PRESETS)("the gamemaster's page dies while a hit is applied (%s)", (preset) => {
  it("right after Garro's wound is written: the assistant finishes the card, the wound lands once, and one undo takes it back", async () => {
    const scenario = await crashWorld(preset);
    const { world, actors } = scenario;
    const messageId = await hitGarro(scenario);
    await toResisted(world, messageId);
    const garro = world.client("Garro");
    const assistant = world.client("Assistant");
    const inflicted = cardState(garro.messages.get(messageId)!).targets[0].inflicted;
    expect(inflicted).not.toBe("none");
    world.closePageAfter("GM", "Actor", "update");
    await click(world, garro, garro.messages.get(messageId)!, '[data-card-action="apply"]');
    const wound = () => assistant.actors.get(actors.garro)?.system.woundLevel;
    // The GM's card write and his rollback were refused: his client was gone.
    expect(world.server.refusals.filter((refusal) => refusal.userId === world.id("GM")).length).toBeGreaterThan(0);
    expect(wound()).toBe(inflicted);
    expect(cardState(garro.messages.get(messageId)!).targets[0].stage).toBe("resisted");

    expect(assistant.run(() => game.users.activeGM?.isSelf)).toBe(true);
    await click(world, garro, garro.messages.get(messageId)!, '[data-card-action="apply"]');
    expect(wound()).toBe(inflicted);
    const applied = cardState(garro.messages.get(messageId)!).targets[0];
    expect(applied).toMatchObject({ stage: "applied", applied: { before: "none", after: inflicted } });

    await click(world, assistant, assistant.messages.get(messageId)!, '[data-card-action="undo"]');
    expect(wound()).toBe("none");
    for (const name of ["Assistant", "Kell", "Garro"]) expect(world.client(name).hooks.errors).toEqual([]);
  });

  it("after the card's landing, before the wound: the assistant writes the wound, once", async () => {
    const scenario = await crashWorld(preset);
    const { world, actors } = scenario;
    const messageId = await hitGarro(scenario);
    await toResisted(world, messageId);
    const garro = world.client("Garro");
    const inflicted = cardState(garro.messages.get(messageId)!).targets[0].inflicted;
    world.closePageAfter("GM", "ChatMessage", "update");
    await click(world, garro, garro.messages.get(messageId)!, '[data-card-action="apply"]');
    expect(garro.actors.get(actors.garro)?.system.woundLevel).toBe("none");
    await click(world, garro, garro.messages.get(messageId)!, '[data-card-action="apply"]');
    expect(garro.actors.get(actors.garro)?.system.woundLevel).toBe(inflicted);
    expect(cardState(garro.messages.get(messageId)!).targets[0].stage).toBe("applied");
    const woundWrites = world.server.log.filter((entry) => entry.operation.documentName === "Actor" && entry.operation.action === "update");
    expect(woundWrites.map((entry) => entry.userId)).toEqual([world.id("Assistant")]);
  });
});

describe("the gamemaster's page dies while a healing card is applied", () => {
  it("right after the patient is written: the assistant marks the card applied, and the healing lands once", async () => {
    const { world, actors } = await attackWorld({ connect: EVERYONE });
    const gm = world.client("GM");
    await gm.run(() => game.actors.get(actors.garro)!.update({ "system.woundLevel": "wounded" } as never));
    await world.settle();
    const garro = world.client("Garro");
    const { uuid, code } = garro.run(() => {
      const actor = game.actors.get(actors.garro) as never as import("../../src/documents/actor.ts").SWD6Actor;
      return { uuid: actor.uuid, code: actor.attributeRollRequest("str").code };
    });
    const roll = await rollOn(garro, code);
    expect(await request(garro, "healing.post", { kind: "natural", patient: uuid, healer: uuid, roll })).toEqual({ ok: true });
    await world.settle();
    const messageId = lastMessage(garro).id;
    const card = () => garro.messages.get(messageId)!.system as { after: string; applied: boolean };
    const logged = world.server.log.length;
    world.closePageAfter("GM", "Actor", "update");
    await request(garro, "healing.apply", { messageId }).catch(() => null);
    await world.settle();
    expect(garro.actors.get(actors.garro)?.system.woundLevel).toBe(card().after);
    expect(card().applied).toBe(false);
    expect(await request(garro, "healing.apply", { messageId })).toEqual({ ok: true });
    await world.settle();
    expect(card().applied).toBe(true);
    // The patient was written once, by the gamemaster before his page closed; the assistant only finished the card.
    const patientWrites = world.server.log.slice(logged).filter((entry) => entry.operation.documentName === "Actor" && entry.operation.action === "update");
    expect(patientWrites.map((entry) => entry.userId)).toEqual([world.id("GM")]);
  });
});

describe("a healing card's landing as an earlier version stored it", () => {
  it("is read in the form the card's model holds: what the patient becomes, beside the card", async () => {
    const { world } = await attackWorld({ connect: ["GM"] });
    const Model = world.client("GM").dataModel("ChatMessage", "healing")!;
    const card = { kind: "medpac", patient: "Actor.p", healer: "Actor.h", before: "incapacitated", after: "wounded", roll: 12, day: 3, applied: true };
    const read = (landing: unknown) => Model.cleanData(Model.migrateData({ ...card, applied: false, landing })).landing as Record<string, unknown> | null;
    const healing = { day: 3, medpacsToday: 1, lockedOut: false };
    // The update in dot notation, as it was sent, and expanded, as Foundry may store it.
    for (const update of [{ "system.woundLevel": "wounded", "system.healing": healing }, { system: { woundLevel: "wounded", healing } }]) {
      expect(read({ update, card })).toMatchObject({ patient: { woundLevel: "wounded", healing }, card: { after: "wounded", applied: true } });
    }
    expect(read({ update: { "system.woundLevel": "wounded" }, card })).toMatchObject({ patient: { woundLevel: "wounded", healing: null } });
    // One that names no wound level is no landing.
    expect(read({ update: { name: "x" }, card })).toBeNull();
  });
});

describe("the world is as strict as Foundry where a fault test needs it", () => {
  it("refuses a create with the id of a document that exists (foundryvtt#13098), and every write of a client that is gone", async () => {
    const { world, actors } = await attackWorld({ connect: ["GM", "Kell"] });
    const gm = world.client("GM");
    const name = gm.actors.get(actors.kell)!.name;
    await expect(
      gm.run(() => Actor.implementation.create({ _id: actors.kell, name: "Impostor", type: "character" } as never, { keepId: true } as never)),
    ).rejects.toThrow("already exists");
    expect(world.server.store.get("Actor")!.get(actors.kell)?.name).toBe(name);
    world.disconnect("Kell");
    const kell = world.client("Kell");
    await expect(kell.run(() => game.actors.get(actors.kell)!.update({ name: "Ghost" }))).rejects.toThrow("not connected");
    expect(world.server.store.get("Actor")!.get(actors.kell)?.name).toBe(name);
  });
});
