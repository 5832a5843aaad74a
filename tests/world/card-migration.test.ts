/**
 * The gamemaster's migration stores the cards of earlier versions, kept in flags on plain messages,
 * as their ChatMessage subtypes (src/migrations/legacy-card-messages.ts): the stored message ends in
 * the form a card is posted in now and still renders and works; a message whose card cannot be
 * lifted is counted among the migration's failures while the others are migrated.
 */
import { describe, expect, it } from "vitest";
import { SYSTEM_VERSION, World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { renderMessageOn } from "./client.ts";
import { attackWorld, cardState, hitGarro, toResisted } from "./attack-scenario.ts";

type Plain = Record<string, unknown>;

/** The healing card Garro's natural rest made before cards were subtypes. */
function oldHealingCard(garro: string): Plain {
  const uuid = `Actor.${garro}`;
  return {
    kind: "natural",
    patient: uuid,
    patientName: "Garro",
    healer: uuid,
    healerName: "Garro",
    before: "wounded",
    after: "none",
    trend: "improves",
    roll: 9,
    difficulty: null,
    medpacsBefore: null,
    lockedOut: false,
    restDays: 3,
    tankUnit: null,
    day: 0,
    applied: false,
  };
}

/**
 * A world last migrated by 0.1.0, holding an old healing card (listed as the gamemaster's), an old Dark Side
 * card kept as its view, an old attack card whose state no attack card can hold, and a player's
 * plain message.
 */
function worldWithOldCards() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Garro", role: "PLAYER" },
    { name: "Vesh", role: "PLAYER", lang: "de" },
  ]);
  world.server.worldSettings.set("swd6rpg.systemMigrationVersion", "0.1.0");
  const garro = seedCharacter(world, "Bounty Hunter", { owner: "Garro", name: "Garro", woundLevel: "wounded" });
  const gmId = world.id("GM");
  const healing = world.server.seed("ChatMessage", {
    author: gmId,
    speaker: { actor: garro, alias: "Garro" },
    content: "<div>Natural healing</div>",
    flags: { swd6rpg: { healingCard: oldHealingCard(garro), rolled: true }, core: { canPopout: true } },
  });
  world.server.worldSettings.set("swd6rpg.postedCards", { ids: [healing._id] });
  const darkSide = world.server.seed("ChatMessage", {
    author: gmId,
    content: '<div class="swd6rpg" data-card-view=""></div>',
    flags: { swd6rpg: { cardView: { kind: "darkSide", context: { name: "Outrider Dash", points: 2, roll: 5, turned: false } } } },
  });
  const broken = world.server.seed("ChatMessage", {
    author: gmId,
    content: "<div>Blaster shot</div>",
    flags: { swd6rpg: { attackCard: { state: { attacker: 7, targets: "everyone" } } } },
  });
  const plain = world.server.seed("ChatMessage", { author: world.id("Garro"), content: "Hello there", flags: { swd6rpg: { note: 1 } } });
  return { world, garro, ids: { healing: healing._id as string, darkSide: darkSide._id as string, broken: broken._id as string, plain: plain._id as string } };
}

const stored = (world: World, id: string) => world.server.store.get("ChatMessage")!.get(id) as Plain;

describe("the migration of the cards of earlier versions", () => {
  it("stores each old card as its subtype, the system's other flags and other scopes kept", async () => {
    const { world, garro, ids } = worldWithOldCards();
    await world.connectAll();
    await world.settle();
    const healing = stored(world, ids.healing);
    expect(healing.type).toBe("healing");
    expect(healing.system).toEqual(oldHealingCard(garro));
    expect(healing.content).toBe('<div class="swd6rpg" data-card-view=""></div>');
    expect(healing.flags).toEqual({ swd6rpg: { rolled: true }, core: { canPopout: true } });
    const darkSide = stored(world, ids.darkSide);
    expect(darkSide.type).toBe("darkSide");
    expect(darkSide.system).toEqual({ view: { name: "Outrider Dash", points: 2, roll: 5, turned: false } });
    expect(darkSide.flags).toEqual({ swd6rpg: {} });
    expect(stored(world, ids.plain)).toEqual({ _id: ids.plain, author: world.id("Garro"), content: "Hello there", flags: { swd6rpg: { note: 1 } } });
    const updates = world.server.log.filter((entry) => entry.operation.documentName === "ChatMessage" && entry.operation.action === "update");
    expect(updates.map((entry) => (entry.operation as { id: string }).id).sort()).toEqual([ids.healing, ids.darkSide].sort());
    for (const entry of updates) expect(entry.userId).toBe(world.id("GM"));
  });

  it("counts a message whose card cannot be lifted among the failures, leaves it stored as it was and the world's version where it stood, so it runs again at the next start", async () => {
    const { world, ids } = worldWithOldCards();
    const before = structuredClone(stored(world, ids.broken));
    await world.connectAll();
    await world.settle();
    const gm = world.client("GM");
    expect([...gm.messages.invalidDocumentIds]).toEqual([ids.broken]);
    expect(stored(world, ids.broken)).toEqual(before);
    const report = gm.messages.contents.find((message) => String(message.content).includes("swd6-migration-report"))!;
    expect(report.content).toContain(gm.i18n.format("SWD6.Migration.Report.messages", { count: 2 }));
    // Named by its id (a message has no name), with the reason it was refused.
    expect(report.content).toMatch(new RegExp(`<li>ChatMessage: \\[${ids.broken}\\]: [^<]+</li>`));
    expect(report.content.match(/<li>ChatMessage: /g)).toHaveLength(1);
    expect(gm.notifications.shown.map((note) => note.message)).toContain(gm.i18n.format("SWD6.Migration.incomplete", { version: SYSTEM_VERSION, failures: 1 }));
    expect(world.server.worldSettings.get("swd6rpg.systemMigrationVersion")).toBe("0.1.0");
    // The stored cards are the new form all the same.
    expect(stored(world, ids.healing).type).toBe("healing");
  });

  it("leaves a card that still works: rendered from its data in each viewer's language, applied once", async () => {
    const { world, garro, ids } = worldWithOldCards();
    await world.connectAll();
    await world.settle();
    const titles: string[] = [];
    for (const name of ["GM", "Garro", "Vesh"]) {
      const client = world.client(name);
      const message = client.messages.get(ids.healing)!;
      expect(message.type).toBe("healing");
      expect(message.flags).toEqual({ swd6rpg: { rolled: true }, core: { canPopout: true } });
      const html = await renderMessageOn(client, message);
      titles.push(html.querySelector(".card-title")!.textContent!.trim());
    }
    expect(titles).toEqual(["GM", "Garro", "Vesh"].map((name) => world.client(name).i18n.localize("SWD6.Healing.kind.natural")));
    const client = world.client("Garro");
    const html = await renderMessageOn(client, client.messages.get(ids.healing)!);
    const apply = html.querySelector<HTMLButtonElement>('button[data-action="applyHealing"]')!;
    client.run(() => apply.click());
    client.run(() => apply.click());
    await world.settle();
    expect((world.client("GM").actors.get(garro)!.system as { woundLevel: string }).woundLevel).toBe("none");
    expect(stored(world, ids.healing).system).toMatchObject({ applied: true, after: "none" });
    expect(world.server.log.filter((entry) => entry.operation.documentName === "Actor")).toHaveLength(1);
  });
});

describe("an attack card stored by an earlier version", () => {
  it("loads with the members added since at their first value and one dropped since left out, and still works", async () => {
    const scenario = await attackWorld({ connect: ["GM", "Kell"] });
    const { world } = scenario;
    const messageId = await hitGarro(scenario);
    // The card as a version before tractor beams and craft targets stored it, with a member no version reads now.
    const state = (stored(world, messageId).system as { state: Plain & { targets: Plain[] } }).state;
    for (const target of state.targets) {
      delete target.tractorResult;
      delete target.kind;
      target.replaces = 1;
    }
    delete state.tractorBeam;
    // The gamemaster and Kell reload their pages: every client reads the card as stored.
    for (const name of ["GM", "Kell"]) world.disconnect(name);
    for (const name of ["GM", "Kell", "Garro"]) await world.connect(name);
    await world.settle();
    const garro = world.client("Garro");
    const target = cardState(garro.messages.get(messageId)!).targets[0];
    expect(target).toMatchObject({ stage: "attacked", tractorResult: null });
    expect(target).not.toHaveProperty("replaces");
    await toResisted(world, messageId);
    expect(cardState(garro.messages.get(messageId)!).targets[0].stage).toBe("resisted");
    for (const name of ["GM", "Kell", "Garro"]) expect(world.client(name).hooks.errors).toEqual([]);
  });
});
