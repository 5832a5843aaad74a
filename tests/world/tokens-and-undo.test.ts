/**
 * What a hit does in the world: it wounds the token it was aimed at, not every token of the same
 * actor (an unlinked token's actor is its own: FOUNDRY-FACTS §7), and the card's undo takes back
 * only what that card did.
 */
import { describe, expect, it } from "vitest";
import { EVERYONE, attackWorld, cardState, click, hitGarro, lastMessage, shoot, toResisted } from "./attack-scenario.ts";
import type { ActorDocument } from "./documents.ts";

describe("unlinked tokens are separate people", () => {
  it("a hit on TK-421 wounds TK-421 alone: not TK-422, not the stormtrooper actor", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld({ seed: 11, connect: EVERYONE });
    const kell = world.client("Kell");
    const gm = world.client("GM");
    let hit = false;
    for (let attempt = 0; attempt < 30 && !hit; attempt++) {
      await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.tk421, distance: 10 }]);
      await world.settle();
      hit = cardState(lastMessage(kell)).targets[0].hit;
    }
    expect(hit).toBe(true);
    const message = lastMessage(gm);
    await click(world, kell, kell.messages.get(message.id)!, '[data-card-action="rollDamage"]');
    await click(world, gm, gm.messages.get(message.id)!, '[data-card-action="resist"]');
    await click(world, gm, gm.messages.get(message.id)!, '[data-card-action="apply"]');
    const after = cardState(gm.messages.get(message.id)!).targets[0].applied?.after;
    expect(after).toBeDefined();
    const scene = gm.scenes.get(sceneId)!;
    const wound = (actor: ActorDocument | null | undefined) => (actor?.system as { woundLevel: string }).woundLevel;
    expect(wound(scene.tokens.get(tokens.tk421)!.actor)).toBe(after);
    expect(wound(scene.tokens.get(tokens.tk422)!.actor)).toBe("none");
    expect(wound(gm.actors.get(actors.trooper))).toBe("none");
    // Every client sees the same.
    expect(wound(world.client("Vesh").scenes.get(sceneId)!.tokens.get(tokens.tk421)!.actor)).toBe(after);
  });
});

describe("undo undoes only what the card did", () => {
  it("refuses once a later wound changed the target, and leaves that wound; undoes while nothing else did", async () => {
    const scenario = await attackWorld({ seed: 3, connect: EVERYONE });
    const { world, actors } = scenario;
    const gm = world.client("GM");
    const first = await hitGarro(scenario);
    await toResisted(world, first);
    await click(world, world.client("Garro"), world.client("Garro").messages.get(first)!, '[data-card-action="apply"]');
    const applied = cardState(gm.messages.get(first)!).targets[0].applied!;
    // A second wound lands on Garro afterwards (the gamemaster sets it on the sheet).
    await gm.run(() => game.actors.get(actors.garro)!.update({ "system.woundLevel": "incapacitated" } as never));
    await world.settle();
    await click(world, gm, gm.messages.get(first)!, '[data-card-action="undo"]');
    expect(gm.actors.get(actors.garro)!.system.woundLevel).toBe("incapacitated");
    expect(cardState(gm.messages.get(first)!).targets[0].stage).toBe("applied");
    expect(gm.notifications.shown.at(-1)).toEqual({ type: "warn", message: gm.i18n.localize("SWD6.AttackCard.refused.changed") });
    // Back to what the card left, undo goes through and restores what was before it.
    await gm.run(() => game.actors.get(actors.garro)!.update({ "system.woundLevel": applied.after } as never));
    await world.settle();
    await click(world, gm, gm.messages.get(first)!, '[data-card-action="undo"]');
    expect(gm.actors.get(actors.garro)!.system.woundLevel).toBe(applied.before);
    expect(cardState(gm.messages.get(first)!).targets[0].stage).toBe("resisted");
  });
});
