/**
 * The roll dialog's difficulty in the world: a difficulty is a whole number (Grundregeln and Reglas
 * give it as one: "Zielwert 15", "Dificultad 15"). Chromium's number input takes "2e1" and "1e3" as
 * valid floating-point numbers (HTML's value sanitization), so the dialog refuses them itself: while
 * the player types, the summary says why and Roll waits; once he is done with the field it gets its
 * last whole value back, with a localized message, and Roll rolls that. (The world's number input,
 * happy-dom's, marks "2e1" as bad input and blocks the form's submission on its own, where a browser
 * submits it; the refusal tested here is the dialog's, made before any submission.)
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import type { Client } from "./client.ts";

type RollDialog = typeof import("../../src/applications/roll-dialog.ts");

async function kellWorld(): Promise<{ world: World; kell: Client; kellId: string }> {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const kellId = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
  await world.connectAll();
  return { world, kell: world.client("Kell"), kellId };
}

/** Opens the roll dialog for Kell's Blaster, with `difficulty` filled in (none when undefined). */
function openBlaster(client: Client, actorId: string, difficulty?: number) {
  return client.run(async () => {
    const actor = game.actors.get(actorId) as never as import("../../src/documents/actor.ts").SWD6Actor;
    const skill = actor.items.find((item) => item.type === "skill" && item.name === "Blaster")!;
    const request = actor.skillRollRequest(skill.id as string);
    return client.module<RollDialog>("applications/roll-dialog.ts").openRollDialog(difficulty === undefined ? request : { ...request, difficulty });
  });
}

const lastRoll = (world: World) => (world.client("GM").messages.contents.at(-1)?.rolls[0] as { d6: { difficulty: number | null } } | undefined)?.d6;

describe.each(["2e1", "1e3", "3.5", "-5"])("the roll dialog refuses the difficulty %j", (typed) => {
  it("keeps the difficulty it had (15) with a localized message, and rolls at 15", async () => {
    const { world, kell, kellId } = await kellWorld();
    kell.dialogAnswers.push({ fields: { difficulty: typed } });
    await openBlaster(kell, kellId, 15);
    await world.settle();
    expect(kell.notifications.shown.at(-1)).toEqual({ type: "error", message: kell.i18n.format("SWD6.Roll.difficultyRefused", { value: typed, kept: "15" }) });
    expect(lastRoll(world)).toMatchObject({ difficulty: 15 });
  });

  it("keeps no difficulty when it had none, and says so", async () => {
    const { world, kell, kellId } = await kellWorld();
    kell.dialogAnswers.push({ fields: { difficulty: typed } });
    await openBlaster(kell, kellId);
    await world.settle();
    expect(kell.notifications.shown.at(-1)).toEqual({ type: "error", message: kell.i18n.format("SWD6.Roll.difficultyRefusedBlank", { value: typed }) });
    expect(lastRoll(world)).toMatchObject({ difficulty: null });
  });
});

describe("the roll dialog while the difficulty is typed", () => {
  it("shows why 2e1 is no difficulty and keeps Roll disabled until the field holds a whole number; 20 then rolls at 20", async () => {
    const { world, kell, kellId } = await kellWorld();
    const pending = openBlaster(kell, kellId, 15);
    await world.settle();
    const dialog = kell.window.document.querySelector("form.swd6-roll-window") as unknown as HTMLFormElement;
    const field = dialog.querySelector<HTMLInputElement>('input[name="difficulty"]')!;
    const roll = () => dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const typeText = async (value: string) => {
      kell.run(() => {
        field.value = value;
        field.dispatchEvent(new kell.window.Event("input", { bubbles: true }) as unknown as Event);
      });
      await world.settle();
    };
    await typeText("2e1");
    expect(roll().disabled).toBe(true);
    expect(dialog.textContent).toContain(kell.i18n.format("SWD6.Roll.difficultyInvalid", { value: "2e1" }));
    expect(field.value).toBe("2e1");
    await typeText("20");
    expect(roll().disabled).toBe(false);
    kell.run(() => roll().click());
    await pending;
    await world.settle();
    expect(lastRoll(world)).toMatchObject({ difficulty: 20 });
    expect(kell.notifications.shown.filter((notice) => notice.type === "error")).toEqual([]);
  });
});
