/**
 * The dialogs' counts in the world: the actions declared this round are a whole number. A browser's
 * number input takes "2e1" and "5e-1" as numbers, and `parseInt` would read them as 2 and 5; the roll
 * dialog refuses them once the player is done with the field, with a localized message, keeps the
 * last whole value and rolls with it.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";

type RollDialog = typeof import("../../src/applications/roll-dialog.ts");

describe.each(["2e1", "5e-1", "2.5"])("the roll dialog refuses %j declared actions", (typed) => {
  it("keeps one action with a localized message, and rolls without a multiple action penalty", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const kellId = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
    await world.connectAll();
    const kell = world.client("Kell");
    kell.dialogAnswers.push({ fields: { actions: typed } });
    await kell.run(async () => {
      const actor = game.actors.get(kellId) as never as import("../../src/documents/actor.ts").SWD6Actor;
      const skill = actor.items.find((item) => item.type === "skill" && item.name === "Blaster")!;
      return kell.module<RollDialog>("applications/roll-dialog.ts").openRollDialog({ ...actor.skillRollRequest(skill.id as string), difficulty: 15 });
    });
    await world.settle();
    expect(kell.notifications.shown.at(-1)).toEqual({
      type: "error",
      message: kell.i18n.format("SWD6.Common.wholeNumberRefused", { value: typed, kept: "1" }),
    });
    const roll = (world.client("GM").messages.contents.at(-1)?.rolls[0] as { d6: { modifiers: { source: string }[] } }).d6;
    expect(roll.modifiers.map((modifier) => modifier.source)).not.toContain("actions");
  });
});
