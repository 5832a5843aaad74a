/**
 * Every card a player's click brings about is the active gamemaster's: the movement card, the range
 * card, a Force power's card (of the dark side or not) and the Dark Side card are posted by him as his
 * own message (author the gamemaster, speaker the actor) and listed as posted, their numbers his.
 */
import { describe, expect, it } from "vitest";
import { cardsOf, closeOnTie, isListed, moveXwing, playerCardWorld, usePower } from "./player-cards.ts";
import { planMovement } from "../../src/applications/craft/movement-plan.ts";

type DarkSidePoint = typeof import("../../src/applications/force-powers/dark-side-point.ts");

describe("the cards a player's click brings about are the gamemaster's", () => {
  it("the movement card: posted by the gamemaster for the X-wing, against his own difficulty, not the one Kell typed", async () => {
    const scenario = await playerCardWorld();
    const { gm, kell, xwing } = scenario;
    await moveXwing(scenario, 3);
    const [card] = cardsOf(scenario, "movement");
    expect(card.author?.name).toBe("GM");
    expect(card.speaker.actor).toBe(xwing);
    expect(isListed(scenario, card)).toBe(true);
    expect(kell.notifications.shown).toEqual([]);
    const space = (gm.actors.get(xwing)!.system as { space: number }).space;
    const plan = planMovement("starship", { speed: "high", terrain: "difficult", ramming: false, somethingToHit: false }, space, "revised");
    const rows = (card.system as { view: { rows: { labelKey: string; value: string }[] } }).view.rows;
    expect(rows.find((row) => row.labelKey === "SWD6.Movement.difficulty")?.value).toBe(String(plan.rollDifficulty));
    // The roll row is the pilot's roll, whose own card (Kell's) comes just before.
    const roll = gm.messages.contents.at(-2)!.rolls[0] as { total: number };
    expect(rows.find((row) => row.labelKey === "SWD6.Movement.roll")?.value).toBe(String(roll.total));
  });

  it("the range card: posted by the gamemaster with both speed rolls", async () => {
    const scenario = await playerCardWorld();
    await closeOnTie(scenario);
    const [card] = cardsOf(scenario, "spaceRange");
    expect(card.author?.name).toBe("GM");
    expect(card.speaker.actor).toBe(scenario.xwing);
    expect(card.rolls).toHaveLength(2);
    expect(isListed(scenario, card)).toBe(true);
    const sides = (card.system as { view: { sides: { total: number | null }[] } }).view.sides;
    expect(sides.map((side) => side.total)).toEqual(card.rolls.map((roll) => (roll as { total: number }).total));
  });

  it("a Force power without Dark Side points: posted by the gamemaster, who gives nothing", async () => {
    const scenario = await playerCardWorld();
    const { gm, vesh } = scenario;
    const before = (gm.actors.get(vesh)!.system as { darkSidePoints: number }).darkSidePoints;
    await usePower(scenario, "Concentration");
    const [card] = cardsOf(scenario, "forcePower");
    expect(card.author?.name).toBe("GM");
    expect(card.speaker.actor).toBe(vesh);
    expect(isListed(scenario, card)).toBe(true);
    expect(card.system).toMatchObject({ darkSidePoints: 0, given: true });
    expect((gm.actors.get(vesh)!.system as { darkSidePoints: number }).darkSidePoints).toBe(before);
    expect(cardsOf(scenario, "darkSide")).toEqual([]);
  });

  it("the Dark Side card of a dark-side power is the gamemaster's and listed", async () => {
    const scenario = await playerCardWorld();
    await usePower(scenario, "Rage");
    const [card] = cardsOf(scenario, "darkSide");
    expect(card.author?.name).toBe("GM");
    expect(card.speaker.actor).toBe(scenario.vesh);
    expect(isListed(scenario, card)).toBe(true);
  });

  it("the assistant's +1 Dark Side point is given by the active gamemaster, whose card it is", async () => {
    const scenario = await playerCardWorld();
    const { world, gm, vesh } = scenario;
    const assistant = world.client("Assistant");
    const before = (gm.actors.get(vesh)!.system as { darkSidePoints: number }).darkSidePoints;
    const result = await assistant.run(() =>
      assistant.module<DarkSidePoint>("applications/force-powers/dark-side-point.ts").gainDarkSidePoint(game.actors.get(vesh) as never),
    );
    await world.settle();
    expect(result).toMatchObject({ points: before + 1 });
    expect((gm.actors.get(vesh)!.system as { darkSidePoints: number }).darkSidePoints).toBe(before + 1);
    const [card] = cardsOf(scenario, "darkSide");
    expect(card.author?.name).toBe("GM");
    expect(isListed(scenario, card)).toBe(true);
  });

  it("with no gamemaster connected, the move and the range change post nothing and Kell gets the gateway's warning", async () => {
    const scenario = await playerCardWorld();
    const { world, kell } = scenario;
    world.disconnect("GM");
    world.disconnect("Assistant");
    await world.settle();
    await moveXwing(scenario);
    await closeOnTie(scenario);
    const warning = kell.i18n.localize("SWD6.Gateway.refused.noGM");
    expect(kell.notifications.shown.filter((notice) => notice.message === warning)).toHaveLength(2);
    expect(kell.messages.filter((message) => message.type === "movement" || message.type === "spaceRange")).toEqual([]);
  });
});
