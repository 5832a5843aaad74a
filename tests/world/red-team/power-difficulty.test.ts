/**
 * Red team: a Force power's difficulty, which its user types in the power dialog and the gamemaster
 * reads again from the request. The power lists its difficulty per skill (Instinctive Astrogation
 * Control: control Very Difficult, reference-data/force-powers.json); what the table adds to it
 * (proximity, relationship, more targets) only makes it harder (docs/rules.md, "A Force power's
 * difficulty"). So the gamemaster posts no card for a number below the listed level's range, whatever
 * the player's console sends, and a card whose difficulty is not the listed one names the user who gave it.
 */
import { describe, expect, it } from "vitest";
import { World } from "../index.ts";
import { seedCharacter } from "../fixtures.ts";
import { openSheet } from "../sheets.ts";
import { request } from "./console.ts";
import { lastRequest } from "../player-cards.ts";
import { renderMessageOn } from "../client.ts";
import { DIFFICULTY_RANGES } from "../../../src/rules/index.ts";

const POWER = "Instinctive Astrogation Control";

async function jediWorld() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const vesh = seedCharacter(world, "Failed Jedi", { owner: "Kell", name: "Vesh", powers: [POWER] });
  await world.connectAll();
  const kell = world.client("Kell");
  const gm = world.client("GM");
  const sheet = await openSheet(kell, "character", () => game.actors.get(vesh));
  const itemId = kell.run(() => game.actors.get(vesh)!.items.find((item) => item.name === POWER)!.id as string);
  /** Kell uses the power from the sheet, typing `difficulty` for its control roll. */
  const use = async (difficulty: number) => {
    kell.dialogAnswers.push({ fields: { "difficulty-control": difficulty, otherActions: 0 } });
    kell.run(() => sheet.element.querySelector<HTMLButtonElement>(`[data-item-id="${itemId}"] [data-action="usePower"]`)!.click());
    await world.settle();
  };
  const cards = () => gm.messages.filter((message) => message.type === "forcePower");
  return { world, kell, gm, use, cards };
}

/** The payload of the last power request Kell's client sent, as the transport carried it. */
function lastPost(world: World): { form: { difficulties: Record<string, number | null> } } & Record<string, unknown> {
  return lastRequest({ world }, "forcePower.post") as { form: { difficulties: Record<string, number | null> } } & Record<string, unknown>;
}

const veryDifficult = DIFFICULTY_RANGES["very-difficult"].min;

describe("red team: a Force power's difficulty", () => {
  it("a player sends difficulty 1 for a Very Difficult power: refused, no card", async () => {
    const { world, kell, use, cards } = await jediWorld();
    await use(30);
    expect(cards()).toHaveLength(1);
    const sent = lastPost(world);
    for (const difficulty of [1, 0, veryDifficult - 1]) {
      const answer = await request(kell, "forcePower.post", { ...sent, form: { ...sent.form, difficulties: { control: difficulty } } });
      expect(answer).toMatchObject({ ok: false, reason: "difficulty" });
    }
    await world.settle();
    expect(cards()).toHaveLength(1);
  });

  it("the dialog waits while the typed difficulty is below the listed level, saying so; nothing is sent", async () => {
    const { world, use, cards } = await jediWorld();
    await use(5);
    expect(world.transport.sent.filter((query) => (query.data as { kind?: string } | null)?.kind === "forcePower.post")).toHaveLength(0);
    expect(cards()).toHaveLength(0);
  });

  it("a difficulty at the listed level stands unmarked; one the table raised names the user who gave it", async () => {
    const { gm, use, cards } = await jediWorld();
    await use(veryDifficult);
    await use(veryDifficult + 7);
    const rows = cards().map((card) => (card.system as { view: { rows: { difficulty: number; givenBy: string | null }[] } }).view.rows[0]);
    expect(rows).toEqual([
      expect.objectContaining({ difficulty: veryDifficult, givenBy: null }),
      expect.objectContaining({ difficulty: veryDifficult + 7, givenBy: "Kell" }),
    ]);
    const shown = await renderMessageOn(gm, cards()[1]);
    expect(shown.querySelector("[data-difficulty-given]")?.textContent).toBe(gm.i18n.format("SWD6.ForcePowers.difficultyGivenBy", { user: "Kell" }));
    expect((await renderMessageOn(gm, cards()[0])).querySelector("[data-difficulty-given]")).toBeNull();
  });
});
