/**
 * Red team: the cards a player's own click brings about (the movement card, the range card, a Force
 * power's card and the Dark Side card), attacked from his console. He may create messages of any card
 * subtype (and, where the world's switch allows it, under the gamemaster's name), and sends every byte
 * of a request: forged cards are never listed as the gamemaster's, and a request whose roll is edited,
 * bare, oversized or replayed posts nothing the gamemaster did not derive himself.
 */
import { describe, expect, it } from "vitest";
import { copy, createMessage, request } from "./console.ts";
import { rollOn } from "../rolls.ts";
import { renderMessageOn } from "../client.ts";
import { type PlayerCardWorld, cardsOf, closeOnTie, giveSublightSpeed, isListed, lastRequest, moveXwing, playerCardWorld, usePower } from "../player-cards.ts";

/** The roll of a request rolled again on Kell's client with the same options: new dice, a new roll id, its own score as `total`. */
function fresh(scenario: PlayerCardWorld, roll: unknown): Record<string, unknown> & { total: number } {
  const { kell } = scenario;
  const options = (copy(roll) as { options: Record<string, unknown> }).options;
  return kell.run(() => {
    const again = kell.module<typeof import("../../../src/dice/d6-roll.ts")>("dice/d6-roll.ts").D6Roll.fromOptions(options as never);
    again.evaluateSync();
    return again.toJSON() as unknown as Record<string, unknown> & { total: number };
  });
}

/** A plain Foundry roll of a number, as the console can build one: no D6 roll at all. */
const BARE_ROLL = { class: "Roll", formula: "30", terms: [{ class: "NumericTerm", number: 30, evaluated: true }], total: 30, evaluated: true, options: {} };

/** A card Kell's console creates beside the real one (`data` copied from it), under his name or, with the switch on, the gamemaster's. */
async function forge(scenario: PlayerCardWorld, type: string, anyAuthor: boolean, changes: Record<string, unknown> = {}) {
  const { world, kell } = scenario;
  world.server.anyAuthor = anyAuthor;
  const real = cardsOf(scenario, type).at(-1)!;
  const extra = anyAuthor ? { author: world.id("GM") } : {};
  const created = (await createMessage(world, kell, {
    content: "",
    type,
    system: { ...copy(real.system), ...changes },
    speaker: copy(real.speaker),
    ...extra,
  })) as { id: string };
  expect(created).toHaveProperty("id");
  return scenario.gm.messages.get(created.id)!;
}

describe("red team: the movement card", () => {
  it.each([false, true])("a player forges a movement card (another author allowed: %s): it is never the gamemaster's listed card", async (anyAuthor) => {
    const scenario = await playerCardWorld();
    await moveXwing(scenario);
    const forged = await forge(scenario, "movement", anyAuthor);
    expect(forged.author?.name).toBe(anyAuthor ? "GM" : "Kell");
    expect(isListed(scenario, forged)).toBe(false);
    expect(isListed(scenario, cardsOf(scenario, "movement")[0])).toBe(true);
  });

  it("a player edits his movement roll's total to 99: the card shows the dice's own score", async () => {
    const scenario = await playerCardWorld();
    await moveXwing(scenario);
    const sent = lastRequest(scenario, "movement.post");
    const roll = fresh(scenario, sent.roll);
    const own = roll.total;
    roll.total = 99;
    const answer = await request(scenario.kell, "movement.post", { ...sent, roll });
    await scenario.world.settle();
    expect(answer.ok).toBe(true);
    const second = cardsOf(scenario, "movement").map(
      (card) =>
        (card.system as { view: { rows: { labelKey: string; value: string }[] } }).view.rows.find((row) => row.labelKey === "SWD6.Movement.roll")?.value,
    )[1];
    expect(second).toBe(String(own));
  });

  it("a player sends a bare roll, an oversized 12D roll, or no roll with his move: refused, nothing posted", async () => {
    const scenario = await playerCardWorld();
    const { kell, world } = scenario;
    await moveXwing(scenario);
    const sent = lastRequest(scenario, "movement.post");
    const big = await rollOn(kell, { dice: 12, pips: 0 }, "Piloting");
    for (const roll of [BARE_ROLL, big, undefined]) {
      const answer = await request(kell, "movement.post", { ...sent, roll });
      await world.settle();
      expect(answer).toMatchObject({ ok: false, reason: "roll" });
    }
    expect(cardsOf(scenario, "movement")).toHaveLength(1);
  });

  it("a player replays his move's request with the same roll: posted once", async () => {
    const scenario = await playerCardWorld();
    await moveXwing(scenario);
    const answer = await request(scenario.kell, "movement.post", lastRequest(scenario, "movement.post"));
    await scenario.world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "roll" });
    expect(cardsOf(scenario, "movement")).toHaveLength(1);
  });

  it("a player moves the gamemaster's TIE fighter through the gateway: refused", async () => {
    const scenario = await playerCardWorld();
    await moveXwing(scenario);
    const tie = scenario.kell.run(() => game.actors.get(scenario.tie)!.uuid);
    const answer = await request(scenario.kell, "movement.post", { ...lastRequest(scenario, "movement.post"), craft: tie });
    expect(answer).toMatchObject({ ok: false, reason: "permission" });
  });
});

describe("red team: the range card", () => {
  it.each([false, true])("a player forges a range card (another author allowed: %s): it is never the gamemaster's listed card", async (anyAuthor) => {
    const scenario = await playerCardWorld();
    await closeOnTie(scenario);
    const forged = await forge(scenario, "spaceRange", anyAuthor);
    expect(isListed(scenario, forged)).toBe(false);
  });

  it("a player edits both speed rolls' totals: the card shows the dice's own scores", async () => {
    const scenario = await playerCardWorld();
    await closeOnTie(scenario);
    const sent = lastRequest(scenario, "spaceRange.post");
    const rolled = (sent.rolls as unknown[]).map((roll) => fresh(scenario, roll));
    const rolls = rolled.map((roll, i) => ({ ...roll, total: i === 0 ? 99 : 1 }));
    const answer = await request(scenario.kell, "spaceRange.post", { ...sent, rolls });
    await scenario.world.settle();
    expect(answer.ok).toBe(true);
    const second = cardsOf(scenario, "spaceRange").map((card) =>
      (card.system as { view: { sides: { total: number | null }[] } }).view.sides.map((side) => side.total),
    )[1];
    expect(second).toEqual(rolled.map((roll) => roll.total));
  });

  it("a player sends bare or oversized speed rolls, or one roll where two are needed: refused, nothing posted", async () => {
    const scenario = await playerCardWorld();
    const { kell, world } = scenario;
    await closeOnTie(scenario);
    const sent = lastRequest(scenario, "spaceRange.post");
    const [mine, theirs] = sent.rolls as unknown[];
    const big = await rollOn(kell, { dice: 12, pips: 0 }, "Speed");
    for (const rolls of [[BARE_ROLL, BARE_ROLL], [big, fresh(scenario, theirs)], [fresh(scenario, mine)]]) {
      const answer = await request(kell, "spaceRange.post", { ...sent, rolls });
      await world.settle();
      expect(answer).toMatchObject({ ok: false, reason: "roll" });
    }
    expect(cardsOf(scenario, "spaceRange")).toHaveLength(1);
  });

  it("a player types 1D for the gamemaster's TIE fighter and 30D for his own X-wing, whose sheets store 3D and 4D: rolls of the typed codes are refused, and the card uses the stored codes", async () => {
    const scenario = await playerCardWorld("3D");
    const { world, kell, xwing } = scenario;
    await giveSublightSpeed(kell, xwing, "4D");
    await world.settle();
    await closeOnTie(scenario, null);
    const sent = lastRequest(scenario, "spaceRange.post");
    const fields = { ...(sent.fields as Record<string, string>), selfSpeed: "30D", otherSpeed: "1D" };
    const typedRolls = [await rollOn(kell, { dice: 30, pips: 0 }, "Speed"), await rollOn(kell, { dice: 1, pips: 0 }, "Speed")];
    const refusal = await request(kell, "spaceRange.post", { ...sent, fields, rolls: typedRolls });
    await world.settle();
    expect(refusal).toMatchObject({ ok: false, reason: "roll" });
    expect(cardsOf(scenario, "spaceRange")).toHaveLength(1);
    const storedRolls = [await rollOn(kell, { dice: 4, pips: 0 }, "Speed"), await rollOn(kell, { dice: 3, pips: 0 }, "Speed")];
    const answer = await request(kell, "spaceRange.post", { ...sent, fields, rolls: storedRolls });
    await world.settle();
    expect(answer.ok).toBe(true);
    const sides = (cardsOf(scenario, "spaceRange").at(-1)!.system as { view: { sides: { code: string | null }[] } }).view.sides;
    expect(sides.map((side) => side.code)).toEqual(["4D", "3D"]);
  });

  it("a player types sublight speeds over the ships' printed ones (30D for his X-wing, 1D for the gamemaster's TIE): the rolls of those codes are refused, nothing posted", async () => {
    const scenario = await playerCardWorld("");
    const { world, kell, tie, xwing } = scenario;
    const [craft, other] = kell.run(() => [game.actors.get(xwing)!.uuid, game.actors.get(tie)!.uuid]);
    const fields = { range: "medium", selfIntent: "close", selfSpeed: "30D", otherIntent: "open", otherSpeed: "1D" };
    const rolls = [await rollOn(kell, { dice: 30, pips: 0 }, "Speed"), await rollOn(kell, { dice: 1, pips: 0 }, "Speed")];
    const answer = await request(kell, "spaceRange.post", { craft, other, fields, mode: "public", rolls });
    await world.settle();
    expect(answer).toMatchObject({ ok: false });
    expect(cardsOf(scenario, "spaceRange")).toEqual([]);
  });

  it("a player's typed speed for a ship whose block prints no Space and whose sheet stores none is refused with the ship named", async () => {
    const scenario = await playerCardWorld("");
    const { world, kell, gm, tie, xwing } = scenario;
    await gm.run(() => gm.actors.get(tie)!.update({ "system.space": 0 } as never));
    await world.settle();
    const [craft, other] = kell.run(() => [game.actors.get(xwing)!.uuid, game.actors.get(tie)!.uuid]);
    const fields = { range: "medium", selfIntent: "close", otherIntent: "open", otherSpeed: "1D" };
    const rolls = [await rollOn(kell, { dice: 3, pips: 8 }, "Speed"), await rollOn(kell, { dice: 1, pips: 0 }, "Speed")];
    const answer = await request(kell, "spaceRange.post", { craft, other, fields, mode: "public", rolls });
    await world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "speedOwner", data: { ship: gm.actors.get(tie)!.name } });
    expect(cardsOf(scenario, "spaceRange")).toEqual([]);
  });

  it("a player replays his range change with the same rolls: posted once", async () => {
    const scenario = await playerCardWorld();
    await closeOnTie(scenario);
    const answer = await request(scenario.kell, "spaceRange.post", lastRequest(scenario, "spaceRange.post"));
    await scenario.world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "roll" });
    expect(cardsOf(scenario, "spaceRange")).toHaveLength(1);
  });
});

describe("red team: the Force power card", () => {
  it.each([false, true])(
    "a player forges a dark-side power's card (another author allowed: %s): not listed, no button, no Dark Side point",
    async (anyAuthor) => {
      const scenario = await playerCardWorld();
      const { gm, kell, vesh } = scenario;
      await usePower(scenario, "Rage");
      const points = () => (gm.actors.get(vesh)!.system as { darkSidePoints: number }).darkSidePoints;
      const before = points();
      // The copy's points not yet given, so that its button would be offered.
      const forged = await forge(scenario, "forcePower", anyAuthor, { given: false, givenPoints: 0 });
      expect(forged.system).toMatchObject({ given: false });
      expect(isListed(scenario, forged)).toBe(false);
      const html = await renderMessageOn(kell, kell.messages.get(forged.id)!);
      expect(html.querySelector('[data-action="giveDarkSide"]')).toBeNull();
      const answer = await request(kell, "forcePower.darkSide", { messageId: forged.id });
      await scenario.world.settle();
      expect(answer).toMatchObject({ ok: false, reason: "missing" });
      expect(points()).toBe(before);
    },
  );

  it("a player edits his power roll's total to 99: the card shows the dice's own score", async () => {
    const scenario = await playerCardWorld();
    await usePower(scenario, "Concentration");
    const sent = lastRequest(scenario, "forcePower.post");
    const rolled = (sent.rolls as unknown[]).map((roll) => fresh(scenario, roll));
    const rolls = rolled.map((roll) => ({ ...roll, total: 99 }));
    const answer = await request(scenario.kell, "forcePower.post", { ...sent, rolls });
    await scenario.world.settle();
    expect(answer.ok).toBe(true);
    const second = cardsOf(scenario, "forcePower").map((card) => (card.system as { view: { rows: { total: number }[] } }).view.rows.map((row) => row.total))[1];
    expect(second).toEqual(rolled.map((roll) => roll.total));
  });

  it("a player sends a bare roll, an oversized 12D roll, or no roll for his power: refused, nothing posted", async () => {
    const scenario = await playerCardWorld();
    const { kell, world } = scenario;
    await usePower(scenario, "Concentration");
    const sent = lastRequest(scenario, "forcePower.post");
    const big = await rollOn(kell, { dice: 12, pips: 0 }, "Control");
    for (const rolls of [[BARE_ROLL], [big], []]) {
      const answer = await request(kell, "forcePower.post", { ...sent, rolls });
      await world.settle();
      expect(answer.ok).toBe(false);
    }
    expect(cardsOf(scenario, "forcePower")).toHaveLength(1);
  });

  it("a player replays a dark-side power's request with the same rolls: one card, one Dark Side point", async () => {
    const scenario = await playerCardWorld();
    const { gm, kell, vesh, world } = scenario;
    const before = (gm.actors.get(vesh)!.system as { darkSidePoints: number }).darkSidePoints;
    await usePower(scenario, "Rage");
    const answer = await request(kell, "forcePower.post", lastRequest(scenario, "forcePower.post"));
    await world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "roll" });
    expect(cardsOf(scenario, "forcePower")).toHaveLength(1);
    expect((gm.actors.get(vesh)!.system as { darkSidePoints: number }).darkSidePoints).toBe(before + 1);
  });

  it("a player sends his power's rolls for a character he does not own: refused", async () => {
    const scenario = await playerCardWorld();
    const { world, kell, gm, vesh } = scenario;
    await usePower(scenario, "Concentration");
    await gm.run(() => game.actors.get(vesh)!.update({ ownership: { default: 0, [world.id("Kell")]: 0 } } as never));
    await world.settle();
    const sent = lastRequest(scenario, "forcePower.post");
    const answer = await request(kell, "forcePower.post", { ...sent, rolls: (sent.rolls as unknown[]).map((roll) => fresh(scenario, roll)) });
    expect(answer).toMatchObject({ ok: false, reason: "permission" });
  });
});

describe("red team: the Dark Side card", () => {
  it("a player asks the gamemaster for a Dark Side point on a character: refused, nothing given", async () => {
    const scenario = await playerCardWorld();
    const { kell, gm, vesh } = scenario;
    const before = (gm.actors.get(vesh)!.system as { darkSidePoints: number }).darkSidePoints;
    const answer = await request(kell, "darkSide.gain", { actor: kell.run(() => game.actors.get(vesh)!.uuid) });
    await scenario.world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "permission" });
    expect((gm.actors.get(vesh)!.system as { darkSidePoints: number }).darkSidePoints).toBe(before);
    expect(cardsOf(scenario, "darkSide")).toEqual([]);
  });

  it.each([false, true])("a player forges a Dark Side card saying his character turned (another author allowed: %s): never listed", async (anyAuthor) => {
    const scenario = await playerCardWorld();
    const { world, kell, gm } = scenario;
    world.server.anyAuthor = anyAuthor;
    const view = { name: "Vesh", points: 9, roll: 1, turned: true };
    const created = (await createMessage(world, kell, {
      content: "",
      type: "darkSide",
      system: { view },
      ...(anyAuthor ? { author: world.id("GM") } : {}),
    })) as { id: string };
    const forged = gm.messages.get(created.id)!;
    expect(forged.author?.name).toBe(anyAuthor ? "GM" : "Kell");
    expect(isListed(scenario, forged)).toBe(false);
  });
});
