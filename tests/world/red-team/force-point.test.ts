/**
 * Red team: the Force point a player claims with his attack. Whether the attack is doubled is the
 * gamemaster's to decide, from his record of the round and the sheet (Reglas, "Confiando en la
 * Fuerza"): a point claimed with none left on the sheet doubles nothing, and a point claimed with
 * an undoubled roll is refused without costing anything, since the point comes off only once the
 * card exists.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, click, hitGarro } from "../attack-scenario.ts";
import { request } from "./console.ts";
import type { Client } from "../client.ts";

type SWD6Actor = import("../../../src/documents/actor.ts").SWD6Actor;
type Gather = typeof import("../../../src/applications/attack/attack-gather.ts");
type View = typeof import("../../../src/applications/attack/flow/attack-dialog-view.ts");
type Message = typeof import("../../../src/applications/attack/flow/attack-dialog-message.ts");
type Dice = typeof import("../../../src/dice/d6-roll.ts");
type Request = typeof import("../../../src/applications/attack/attack-request.ts");

/**
 * Kell's attack on Garro sent from his console: the form claims a Force point, and the roll is
 * planned doubled (`doubled`) or not, whatever the sheet says.
 */
function claimForcePoint(client: Client, kellId: string, target: { sceneId: string; tokenId: string }, doubled: boolean) {
  return client.run(async () => {
    const actor = game.actors.get(kellId) as never as SWD6Actor;
    const weapon = actor.items.find((item) => item.type === "weapon") as Item.Implementation;
    const token = fromUuidSync(`Scene.${target.sceneId}.Token.${target.tokenId}` as never) as TokenDocument.Implementation;
    const gathered = await client
      .module<Gather>("applications/attack/attack-gather.ts")
      .gatherAttackSetup(actor, weapon, [token], {}, game.user as User.Implementation);
    if (!gathered.ok) throw new Error(gathered.error.key);
    const setup = { ...gathered.setup, forcePoint: { available: true, active: false } };
    const view = client.module<View>("applications/attack/flow/attack-dialog-view.ts");
    const form = { ...view.initialAttackForm(setup, "public", 1), targets: [{ cover: false, distance: 15 }], forcePoint: true };
    const summary = view.summarizeAttack(setup, doubled ? form : { ...form, forcePoint: false });
    const options = client.module<Message>("applications/attack/flow/attack-dialog-message.ts").attackRollOptions(setup, form, summary);
    const roll = client.module<Dice>("dice/d6-roll.ts").D6Roll.fromOptions(options);
    await roll.evaluate();
    const request = {
      attacker: actor.uuid,
      weapon: weapon.id as string,
      targets: [token.uuid as string],
      form,
      roll: roll.toJSON(),
      crew: false,
      space: false,
    };
    return client.module<Request>("applications/attack/attack-request.ts").requestAttackCard(request);
  });
}

const forcePoints = (client: Client, id: string) => (client.actors.get(id)!.system as { forcePoints: number }).forcePoints;

describe("red team: a Force point claimed with an attack", () => {
  it("with none left on the sheet, a doubled roll is refused and nothing is posted", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld();
    const gm = world.client("GM");
    await gm.run(() => game.actors.get(actors.kell)!.update({ "system.forcePoints": 0 } as never));
    await world.settle();
    const cards = gm.messages.size;
    const answer = await claimForcePoint(world.client("Kell"), actors.kell, { sceneId, tokenId: tokens.garroToken }, true);
    await world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "roll" });
    expect(gm.messages.size).toBe(cards);
    expect(forcePoints(gm, actors.kell)).toBe(0);
  });

  it("with a point left, a roll that is not the doubled code is refused and the point stays on the sheet", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld();
    const gm = world.client("GM");
    await gm.run(() => game.actors.get(actors.kell)!.update({ "system.forcePoints": 1 } as never));
    await world.settle();
    const answer = await claimForcePoint(world.client("Kell"), actors.kell, { sceneId, tokenId: tokens.garroToken }, false);
    await world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "roll" });
    expect(forcePoints(gm, actors.kell)).toBe(1);
    // The doubled roll is taken, and only then is the point spent.
    const doubled = await claimForcePoint(world.client("Kell"), actors.kell, { sceneId, tokenId: tokens.garroToken }, true);
    await world.settle();
    expect(doubled).toEqual({ ok: true });
    expect(forcePoints(gm, actors.kell)).toBe(0);
  });
});

describe("red team: a character point spent on an attack card", () => {
  it("once damage is rolled the card's total stands: a spend from the console is refused and costs nothing", async () => {
    const scenario = await attackWorld({ seed: 3 });
    const { world, actors } = scenario;
    const kell = world.client("Kell");
    const id = await hitGarro(scenario);
    await click(world, kell, kell.messages.get(id)!, '[data-card-action="rollDamage"]');
    const points = () => (world.client("GM").actors.get(actors.kell)!.system as { characterPoints: number }).characterPoints;
    const before = points();
    const answer = await request(kell, "points.spend", { messageId: id, rollIndex: 0, spent: 0 });
    await world.settle();
    expect(answer).toMatchObject({ ok: false, reason: "limit" });
    expect(points()).toBe(before);
    // Garro, who does not own Kell, is refused too.
    expect(await request(world.client("Garro"), "points.spend", { messageId: id, rollIndex: 0, spent: 0 })).toMatchObject({ ok: false });
  });
});
