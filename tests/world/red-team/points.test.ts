/**
 * Red team: character points on a player's own roll. The roll's message is his to edit, so the
 * points the gamemaster spent on it are counted by his own record, not by what the roll shows.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, lastMessage } from "../attack-scenario.ts";
import { copy, onGM, request, updateMessage } from "./console.ts";

type RollDialog = typeof import("../../../src/applications/roll-dialog.ts");

/** Every `characterPoints` list in a roll's data emptied, as a console edit would. */
function withoutSpentPoints(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutSpentPoints);
  if (!data || typeof data !== "object") return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, key === "characterPoints" ? [] : withoutSpentPoints(value)]));
}

describe("red team: character points", () => {
  it("a player spends the two character points his roll takes, empties them from his roll's message, and spends a third", async () => {
    const { world, actors } = await attackWorld();
    const kell = world.client("Kell");
    kell.dialogAnswers.push({ fields: { difficulty: 10 } });
    await kell.run(async () => {
      const actor = game.actors.get(actors.kell) as never as import("../../../src/documents/actor.ts").SWD6Actor;
      const skill = actor.items.find((item) => item.type === "skill" && item.name === "Blaster")!;
      await kell.module<RollDialog>("applications/roll-dialog.ts").openRollDialog(actor.skillRollRequest(skill.id as string));
    });
    await world.settle();
    const messageId = lastMessage(kell).id;
    const points = () => onGM(world, () => (game.actors.get(actors.kell)!.system as { characterPoints: number }).characterPoints);
    const before = points();
    for (const spent of [0, 1]) expect(await request(kell, "points.spend", { messageId, rollIndex: 0, spent })).toMatchObject({ ok: true });
    await world.settle();
    expect(points()).toBe(before - 2);
    expect(await request(kell, "points.spend", { messageId, rollIndex: 0, spent: 2 })).toMatchObject({ ok: false, reason: "limit" });

    const rolls = copy(kell.messages.get(messageId)!._source.rolls as string[]).map((json) => JSON.stringify(withoutSpentPoints(JSON.parse(json))));
    expect(await updateMessage(world, kell, messageId, { rolls })).toBeNull();
    const answer = await request(kell, "points.spend", { messageId, rollIndex: 0, spent: 0 });
    await world.settle();
    expect(answer.ok).toBe(false);
    expect(points()).toBe(before - 2);
  });
});
