/**
 * The roll dialog's Force point in the world: spent only once the roll exists. A code the rules
 * cannot roll (60D doubled) is refused with the limit and costs nothing; a roll that is made spends
 * the point and posts the doubled code.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import type { Client } from "./client.ts";
import { forcePointDieCode } from "../../src/rules/index.ts";

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
  client.dialogAnswers.push({ difficulty: null, difficultyLevel: null, modifier: "", actions: 1, wildDie: true, mode: "public", forcePoint: true });
  return client.run(async () => {
    const actor = game.actors.get(actorId) as never as import("../../src/documents/actor.ts").SWD6Actor;
    const skill = actor.items.find((item) => item.type === "skill" && item.name === "Blaster")!;
    const request = actor.skillRollRequest(skill.id as string);
    return client.module<RollDialog>("applications/roll-dialog.ts").openRollDialog(code ? { ...request, code } : request);
  });
}

const forcePoints = (client: Client, id: string) => (client.actors.get(id)!.system as { forcePoints: number }).forcePoints;

describe("the roll dialog's Force point in the world", () => {
  it("costs nothing when the doubled code cannot be rolled: no point spent, nothing posted, the limit shown", async () => {
    const { world: w, kellId } = await world();
    const kell = w.client("Kell");
    const roll = await rollWithForcePoint(kell, kellId, { dice: 60, pips: 0 });
    await w.settle();
    expect(roll).toBeNull();
    expect(forcePoints(w.client("GM"), kellId)).toBe(1);
    expect(w.server.store.get("ChatMessage")!.size).toBe(0);
    expect(kell.notifications.shown.at(-1)).toEqual({ type: "warn", message: kell.i18n.format("SWD6.Roll.tooManyDice", { value: "99" }) });
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
  it("follows the typing: a modifier of +99D shows the limit where the code was, nothing throws", async () => {
    const { world: w, kellId } = await world();
    const kell = w.client("Kell");
    // The player looks at the dialog and closes it: the dialog stays on the page to read.
    await kell.run(async () => {
      const actor = game.actors.get(kellId) as never as import("../../src/documents/actor.ts").SWD6Actor;
      const skill = actor.items.find((item) => item.type === "skill" && item.name === "Blaster")!;
      return kell.module<RollDialog>("applications/roll-dialog.ts").openRollDialog(actor.skillRollRequest(skill.id as string));
    });
    const dialog = kell.window.document.querySelector(".application.dialog") as unknown as HTMLElement;
    const code = () => dialog.querySelector("[data-summary-code]")?.textContent;
    const error = () => dialog.querySelector<HTMLElement>("[data-modifier-error]");
    const before = code();
    expect(before).toMatch(/^\dD/);
    const modifier = dialog.querySelector<HTMLInputElement>('input[name="modifier"]')!;
    kell.run(() => {
      modifier.value = "+1D";
      modifier.dispatchEvent(new kell.window.Event("input", { bubbles: true }) as unknown as Event);
    });
    expect(code()).not.toBe(before);
    kell.run(() => {
      modifier.value = "+99D";
      modifier.dispatchEvent(new kell.window.Event("input", { bubbles: true }) as unknown as Event);
    });
    expect(error()?.hidden).toBe(false);
    expect(error()?.textContent).toBe(kell.i18n.format("SWD6.Roll.tooManyDice", { value: "99" }));
    expect(modifier.getAttribute("aria-invalid")).toBe("true");
    expect([...kell.hooks.errors]).toEqual([]);
  });
});
