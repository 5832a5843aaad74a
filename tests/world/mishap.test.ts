/**
 * A mishap the gamemaster decides per roll (world setting "ask"; Regeln/Reglas on the wild die: a 1 on
 * the wild die is a mishap, and the gamemaster chooses what it does): the roll's card offers the choices
 * to the gamemasters only, the active gamemaster settles it once, and a second gamemaster's click finds
 * it settled.
 */
import { describe, expect, it } from "vitest";
import { EVERYONE, attackWorld, lastMessage } from "./attack-scenario.ts";
import { renderMessageOn } from "./client.ts";

type RollDialog = typeof import("../../src/applications/roll-dialog.ts");

describe("a mishap the gamemaster decides", () => {
  it("is offered to the gamemasters alone and settled once", async () => {
    const { world, actors } = await attackWorld({ seed: 11, connect: EVERYONE });
    const gm = world.client("GM");
    const kell = world.client("Kell");
    await gm.run(() => game.settings.set("swd6rpg", "mishap", "ask"));
    await world.settle();
    const pending = (id: string) => {
      const message = gm.messages.get(id)!;
      return (
        message.getFlag("swd6rpg", "mishap") === undefined &&
        message.rolls.some((roll) => (roll as unknown as { mishapPending?: boolean }).mishapPending === true)
      );
    };
    let messageId = "";
    for (let attempt = 0; attempt < 60 && !messageId; attempt++) {
      kell.dialogAnswers.push({ fields: { difficulty: 10 } });
      await kell.run(async () => {
        const actor = game.actors.get(actors.kell) as never as import("../../src/documents/actor.ts").SWD6Actor;
        const skill = actor.items.find((item) => item.type === "skill" && item.name === "Blaster")!;
        await kell.module<RollDialog>("applications/roll-dialog.ts").openRollDialog(actor.skillRollRequest(skill.id as string));
      });
      await world.settle();
      const id = lastMessage(kell).id;
      if (pending(id)) messageId = id;
    }
    expect(messageId, "a wild die of 1 within sixty rolls").not.toBe("");

    // Kell's card shows no choice; the gamemaster's shows one per handling.
    const kellCard = await renderMessageOn(kell, kell.messages.get(messageId)!);
    expect(kellCard.querySelectorAll('button[data-action="resolveMishap"]')).toHaveLength(0);
    const gmCard = await renderMessageOn(gm, gm.messages.get(messageId)!);
    const choices = [...gmCard.querySelectorAll<HTMLButtonElement>('button[data-action="resolveMishap"]')];
    expect(choices.map((button) => button.dataset.mishap).sort()).toEqual(["complication", "count", "remove-highest"]);

    // The assistant's card is rendered before the gamemaster settles; its click then finds the mishap settled.
    const assistant = world.client("Assistant");
    const assistantCard = await renderMessageOn(assistant, assistant.messages.get(messageId)!);
    gm.run(() => choices.find((button) => button.dataset.mishap === "complication")!.click());
    await world.settle();
    expect(gm.messages.get(messageId)!.getFlag("swd6rpg", "mishap")).toBe("complication");
    expect(pending(messageId)).toBe(false);
    const writes = world.server.log.length;
    assistant.run(() => assistantCard.querySelector<HTMLButtonElement>('button[data-mishap="count"]')!.click());
    await world.settle();
    expect(world.server.log.length).toBe(writes);
    expect(gm.messages.get(messageId)!.getFlag("swd6rpg", "mishap")).toBe("complication");
    expect(assistant.notifications.shown.at(-1)).toEqual({ type: "warn", message: assistant.i18n.localize("SWD6.Roll.mishapRefused.settled") });
  });
});
