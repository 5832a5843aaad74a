/**
 * The roll dialog in the world: its summary part follows the player's typing while the fields keep
 * it; the Force point is spent only once the roll exists. A code the rules cannot roll (60D doubled)
 * keeps Roll disabled with the limit shown and costs nothing; a roll that is made spends the point
 * and posts the doubled code.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import type { Client } from "./client.ts";
import { DIFFICULTY_RANGES, forcePointDieCode } from "../../src/rules/index.ts";

type RollDialog = typeof import("../../src/applications/roll-dialog.ts");

async function world(): Promise<{ world: World; kellId: string }> {
  const w = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const kellId = seedCharacter(w, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", forcePoints: 1 });
  await w.connectAll();
  return { world: w, kellId };
}

/** Rolls Kell's Blaster through the dialog, answered with the Force point, with `code` as the skill's code. */
function rollWithForcePoint(client: Client, actorId: string, code: { dice: number; pips: number } | null) {
  client.dialogAnswers.push({ fields: { difficulty: "", forcePoint: true } });
  return client.run(async () => {
    const actor = game.actors.get(actorId) as never as import("../../src/documents/actor.ts").SWD6Actor;
    const skill = actor.items.find((item) => item.type === "skill" && item.name === "Blaster")!;
    const request = actor.skillRollRequest(skill.id as string);
    return client.module<RollDialog>("applications/roll-dialog.ts").openRollDialog(code ? { ...request, code } : request);
  });
}

const forcePoints = (client: Client, id: string) => (client.actors.get(id)!.system as { forcePoints: number }).forcePoints;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Types a value into a field of the open dialog, as the player does, and lets the summary render. */
async function type(client: Client, field: HTMLInputElement, value: string): Promise<void> {
  client.run(() => {
    field.value = value;
    field.dispatchEvent(new client.window.Event("input", { bubbles: true }) as unknown as Event);
  });
  await pause();
  await pause();
}

describe("the roll dialog's Force point in the world", () => {
  it("costs nothing when the doubled code cannot be rolled: Roll disabled, the limit shown, no point spent, nothing posted", async () => {
    const { world: w, kellId } = await world();
    const kell = w.client("Kell");
    const roll = await rollWithForcePoint(kell, kellId, { dice: 60, pips: 0 });
    await w.settle();
    expect(roll).toBeNull();
    expect(forcePoints(w.client("GM"), kellId)).toBe(1);
    expect(w.server.store.get("ChatMessage")!.size).toBe(0);
  });

  it("spends the point with the roll it doubles", async () => {
    const { world: w, kellId } = await world();
    const kell = w.client("Kell");
    const roll = await rollWithForcePoint(kell, kellId, null);
    await w.settle();
    expect(roll).not.toBeNull();
    expect(forcePoints(w.client("GM"), kellId)).toBe(0);
    const message = w.client("GM").messages.contents.at(-1)!;
    const posted = message.rolls[0] as { d6: { base: { dice: number }; points: { forcePoint: boolean } } };
    expect(posted.d6.points.forcePoint).toBe(true);
    const code = kell.run(() => {
      const actor = game.actors.get(kellId) as never as import("../../src/documents/actor.ts").SWD6Actor;
      return actor.skillRollRequest(actor.items.find((i) => i.name === "Blaster")!.id as string).code;
    });
    expect(posted.d6.base).toEqual(forcePointDieCode(code));
  });
});

describe("the roll dialog's live summary in the world", () => {
  it("follows the typing in its summary part while the typed field stays: +99D shows the limit and disables Roll, nothing throws", async () => {
    const { world: w, kellId } = await world();
    const kell = w.client("Kell");
    // The player opens the dialog and types; nothing answers for him.
    const pending = kell.run(() => {
      const actor = game.actors.get(kellId) as never as import("../../src/documents/actor.ts").SWD6Actor;
      const skill = actor.items.find((item) => item.type === "skill" && item.name === "Blaster")!;
      return kell.module<RollDialog>("applications/roll-dialog.ts").openRollDialog(actor.skillRollRequest(skill.id as string));
    });
    await pause();
    const dialog = kell.window.document.querySelector(".swd6-roll-window") as unknown as HTMLElement;
    const code = () => dialog.querySelector("[data-summary-code]")?.textContent;
    const error = () => dialog.querySelector<HTMLElement>("[data-modifier-error]");
    const roll = () => dialog.querySelector<HTMLButtonElement>("[data-roll-submit]")!;
    const before = code();
    expect(before).toMatch(/^\dD/);
    const modifier = dialog.querySelector<HTMLInputElement>('input[name="modifier"]')!;
    await type(kell, modifier, "+1D");
    expect(code()).not.toBe(before);
    expect(roll().disabled).toBe(false);
    await type(kell, modifier, "+99D");
    expect(error()?.hidden).toBe(false);
    expect(error()?.textContent).toBe(kell.i18n.format("SWD6.Roll.tooManyDice", { value: "99" }));
    expect(roll().disabled).toBe(true);
    // The fields part was not rendered again: the very field the player types in, with his text.
    expect(dialog.querySelector('input[name="modifier"]')).toBe(modifier);
    expect(modifier.value).toBe("+99D");
    // A level chosen fills in its number, and the chance follows.
    const level = dialog.querySelector<HTMLSelectElement>('select[name="difficultyLevel"]')!;
    await type(kell, modifier, "");
    kell.run(() => {
      level.value = "easy";
      level.dispatchEvent(new kell.window.Event("change", { bubbles: true }) as unknown as Event);
    });
    await pause();
    await pause();
    const easy = Number(dialog.querySelector<HTMLInputElement>('input[name="difficulty"]')!.value);
    expect(easy).toBeGreaterThanOrEqual(DIFFICULTY_RANGES.easy.min);
    expect(easy).toBeLessThanOrEqual(DIFFICULTY_RANGES.easy.max!);
    expect(dialog.querySelector("[data-summary-chance]")?.textContent).toMatch(/^\d+%$/);
    kell.run(() => dialog.querySelector<HTMLButtonElement>('[data-action="cancel"]')!.click());
    expect(await pending).toBeNull();
    expect([...kell.hooks.errors]).toEqual([]);
  });
});
