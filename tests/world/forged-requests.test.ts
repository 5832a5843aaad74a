/**
 * Every request kind, sent by a player's client through the real gateway (so the sender is proven)
 * with a payload the player may not ask for: another player's roll, a step that is not his, a
 * gamemaster's command, a malformed payload. Each is refused and nothing is written.
 */
import { describe, expect, it } from "vitest";
import { EVERYONE, attackWorld, click, lastMessage } from "./attack-scenario.ts";
import type { Client } from "./client.ts";
import type { World } from "./index.ts";
import { rollOn } from "./rolls.ts";

type Gateway = typeof import("../../src/gateway/gateway.ts");
type RollDialog = typeof import("../../src/applications/roll-dialog.ts");

/** Sends a request of `kind` from `client`, with the client's own sender token. */
function send(client: Client, kind: string, payload: unknown) {
  return client.run(() => client.module<Gateway>("gateway/gateway.ts").sendRequest(kind, payload));
}

/** Kell rolls his Blaster through the roll dialog (the dialog's answer scripted); returns the message id. */
async function kellRolls(world: World, actorId: string): Promise<string> {
  const kell = world.client("Kell");
  kell.dialogAnswers.push({ fields: { difficulty: 10 } });
  await kell.run(async () => {
    const actor = game.actors.get(actorId) as never as import("../../src/documents/actor.ts").SWD6Actor;
    const skill = actor.items.find((item) => item.type === "skill" && item.name === "Blaster")!;
    await kell.module<RollDialog>("applications/roll-dialog.ts").openRollDialog(actor.skillRollRequest(skill.id as string));
  });
  await world.settle();
  return lastMessage(kell).id;
}

describe("forged requests of every kind change nothing", () => {
  it("refuses each, with its reason, and writes nothing", async () => {
    const scenario = await attackWorld({ connect: EVERYONE });
    const { world, actors, sceneId, tokens } = scenario;
    const combatId = await combatOf(world, sceneId, [tokens.kellToken, tokens.garroToken]);
    const rollMessage = await kellRolls(world, actors.kell);
    const kell = world.client("Kell");
    const garro = world.client("Garro");
    const vesh = world.client("Vesh");
    const garroActor = world.client("GM").actors.get(actors.garro)!;
    const strength = garroActor.system as { attributes: { str: string } };
    const [dice, pips] = strength.attributes.str.split("D").map((p) => Number(p.replace("+", "") || 0));
    const before = world.server.log.length;

    const cases: [string, Client, string, unknown, string][] = [
      ["a character point on another player's roll", garro, "points.spend", { messageId: rollMessage, rollIndex: 0, spent: 0 }, "notOwner"],
      ["a character point with a malformed payload", kell, "points.spend", { messageId: rollMessage, rollIndex: -1, spent: 0 }, "badRequest"],
      ["a mishap settled by a player", kell, "mishap.settle", { messageId: rollMessage, mishap: "count" }, "permission"],
      ["Dark Side points for a message that is no power's card", garro, "forcePower.darkSide", { messageId: rollMessage }, "missing"],
      [
        "a healing card for a patient not his",
        vesh,
        "healing.post",
        { kind: "natural", patient: `Actor.${actors.garro}`, healer: `Actor.${actors.garro}`, roll: await rollOn(vesh, { dice, pips }) },
        "permission",
      ],
      [
        "a healing card from a roll of another code",
        garro,
        "healing.post",
        { kind: "natural", patient: `Actor.${actors.garro}`, healer: `Actor.${actors.garro}`, roll: await rollOn(garro, { dice: 9, pips: 0 }) },
        "roll",
      ],
      ["a healing card applied from a message that holds none", vesh, "healing.apply", { messageId: rollMessage }, "missing"],
      ["a gamemaster's round command", garro, "combat.round", { combatId, command: { type: "next", round: 1, phase: "segments", segment: 1 } }, "refused"],
      ["a round command without a command", garro, "combat.round", { combatId, command: null }, "badRequest"],
      ["a space battle command for a combat that does not exist", garro, "combat.spaceBattle", { combatId: "nope", command: { type: "x" } }, "badRequest"],
      ["a request of a kind that does not exist", garro, "gm.everything", {}, "badRequest"],
    ];
    for (const [what, client, kind, payload, reason] of cases) {
      const answer = await send(client, kind, payload);
      expect(answer, what).toMatchObject({ ok: false, reason });
    }
    const written = world.server.log.slice(before).filter((entry) => entry.operation.documentName !== "User");
    expect(written).toEqual([]);
  });

  it("carries out the same kinds for the user they belong to", async () => {
    const scenario = await attackWorld({ connect: EVERYONE });
    const { world, actors } = scenario;
    const rollMessage = await kellRolls(world, actors.kell);
    const kell = world.client("Kell");
    const points = () => (world.client("GM").actors.get(actors.kell)!.system as { characterPoints: number }).characterPoints;
    const before = points();
    await click(world, kell, kell.messages.get(rollMessage)!, 'button[data-action="spendCharacterPoint"]');
    expect(points()).toBe(before - 1);
    const roll = world.client("Garro").messages.get(rollMessage)!.rolls[0] as { d6: { points: { characterPoints: number[][] } } };
    expect(roll.d6.points.characterPoints).toHaveLength(1);
  });
});

/** A combat of tokens, created and begun by the gamemaster on his client; returns its id. */
async function combatOf(world: World, sceneId: string, tokenIds: string[]): Promise<string> {
  const gm = world.client("GM");
  const id = await gm.run(async () => {
    const scene = game.scenes.get(sceneId) as unknown as { tokens: { get(id: string): { actorId: string } } };
    const combat = (await Combat.implementation.create({
      scene: sceneId,
      combatants: tokenIds.map((tokenId) => ({ _id: foundry.utils.randomID(), tokenId, sceneId, actorId: scene.tokens.get(tokenId).actorId })),
    } as never)) as unknown as Combat.Implementation;
    await combat.startCombat();
    return combat.id as string;
  });
  await world.settle();
  return id;
}
