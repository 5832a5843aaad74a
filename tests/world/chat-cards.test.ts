/**
 * The chat cards as ChatMessage subtypes, in the world: a card renders itself from its data in each
 * viewer's language, and a card of an earlier version, kept in flags on a plain message, is lifted
 * into its subtype as the message is built, so it still renders and still works.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { renderMessageOn } from "./client.ts";

type DarkSide = typeof import("../../src/applications/force-powers/dark-side-point.ts");
type Cards = typeof import("../../src/data/message/index.ts");

/** A world of a Spanish gamemaster, Garro (English) and Vesh (German). */
function threeLanguages(): World {
  return new World([
    { name: "GM", role: "GAMEMASTER", lang: "es" },
    { name: "Garro", role: "PLAYER" },
    { name: "Vesh", role: "PLAYER", lang: "de" },
  ]);
}

describe("a card renders itself from its data", () => {
  it("the gamemaster's Dark Side card is his, of the darkSide subtype, and reads in each viewer's language", async () => {
    const world = threeLanguages();
    const garro = seedCharacter(world, "Bounty Hunter", { owner: "Garro", name: "Garro" });
    await world.connectAll();
    const gm = world.client("GM");
    await gm.run(() => gm.module<DarkSide>("applications/force-powers/dark-side-point.ts").gainDarkSidePoint(game.actors.get(garro) as never));
    await world.settle();
    const outcomes: string[] = [];
    for (const name of ["GM", "Garro", "Vesh"]) {
      const client = world.client(name);
      const message = client.messages.contents.at(-1)!;
      expect(message.type).toBe("darkSide");
      expect(message.author?.name).toBe("GM");
      const html = await renderMessageOn(client, message);
      outcomes.push(html.querySelector(".card-title")!.textContent!.trim());
      expect(html.querySelector(".card-actor")?.textContent).toBe("Garro");
    }
    expect(new Set(outcomes).size).toBe(3);
  });

  it("makes a card's creation data only for a known subtype and data that is an object", async () => {
    const world = threeLanguages();
    await world.connectAll();
    const cards = world.client("GM").module<Cards>("data/message/index.ts");
    expect(cards.cardMessage("movement", { view: {} })).toMatchObject({ type: "movement", system: { view: {} } });
    expect(() => cards.cardMessage("template" as never, {})).toThrow(TypeError);
    expect(() => cards.cardMessage("movement", [] as never)).toThrow(TypeError);
    expect(cards.CARD_TYPES).toEqual(["attack", "healing", "forcePower", "darkSide", "movement", "spaceRange", "combinedAction", "npcRolls"]);
  });
});

describe("a card of an earlier version, kept in flags", () => {
  /** A world holding a healing card as the gamemaster posted it before cards were subtypes, and listed it. */
  function oldHealingWorld() {
    const world = threeLanguages();
    const garro = seedCharacter(world, "Bounty Hunter", { owner: "Garro", name: "Garro", woundLevel: "wounded" });
    const uuid = `Actor.${garro}`;
    const card = {
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
    const message = world.server.seed("ChatMessage", {
      author: world.id("GM"),
      speaker: { actor: garro, alias: "Garro" },
      content: "<div>Natural healing</div>",
      flags: { swd6rpg: { healingCard: card } },
    });
    world.server.worldSettings.set("swd6rpg.postedCards", { ids: [message._id] });
    return { world, garro, messageId: message._id as string };
  }

  it("is lifted into the healing subtype and rendered from its data in each viewer's language", async () => {
    const { world, messageId } = oldHealingWorld();
    await world.connectAll();
    const titles: string[] = [];
    for (const name of ["GM", "Garro", "Vesh"]) {
      const client = world.client(name);
      const message = client.messages.get(messageId)!;
      expect(message.type).toBe("healing");
      expect(message.system).toMatchObject({ kind: "natural", after: "none", applied: false });
      const html = await renderMessageOn(client, message);
      titles.push(html.querySelector(".card-title")!.textContent!.trim());
    }
    expect(titles).toEqual(["GM", "Garro", "Vesh"].map((name) => world.client(name).i18n.localize("SWD6.Healing.kind.natural")));
    expect(new Set(titles).size).toBe(3);
  });

  it("is applied once by the patient's player, and the message then holds the applied card", async () => {
    const { world, garro, messageId } = oldHealingWorld();
    await world.connectAll();
    const client = world.client("Garro");
    const html = await renderMessageOn(client, client.messages.get(messageId)!);
    const apply = html.querySelector<HTMLButtonElement>('button[data-action="applyHealing"]')!;
    expect(apply).not.toBeNull();
    client.run(() => apply.click());
    client.run(() => apply.click());
    await world.settle();
    expect((world.client("GM").actors.get(garro)!.system as { woundLevel: string }).woundLevel).toBe("none");
    for (const name of ["GM", "Garro"]) expect(world.client(name).messages.get(messageId)!.system).toMatchObject({ applied: true, after: "none" });
    expect(world.server.log.filter((entry) => entry.operation.documentName === "Actor")).toHaveLength(1);
  });

  it("a Dark Side card stored as its view is lifted into the darkSide subtype and rendered", async () => {
    const world = threeLanguages();
    const message = world.server.seed("ChatMessage", {
      author: world.id("GM"),
      content: '<div class="swd6rpg" data-card-view=""></div>',
      flags: { swd6rpg: { cardView: { kind: "darkSide", context: { name: "Outrider Dash", points: 2, roll: 5, turned: false } } } },
    });
    await world.connectAll();
    const vesh = world.client("Vesh");
    const held = vesh.messages.get(message._id as string)!;
    expect(held.type).toBe("darkSide");
    const html = await renderMessageOn(vesh, held);
    expect(html.querySelector("[data-card-view]")).toBeNull();
    expect(html.querySelector(".card-actor")?.textContent).toBe("Outrider Dash");
    expect(html.querySelector(".outcome-label")?.textContent).toBe(vesh.i18n.format("SWD6.Points.darkSide.resisted", { name: "Outrider Dash", points: "2" }));
  });
});
