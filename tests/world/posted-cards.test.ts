/**
 * The list of the cards the gamemasters posted, when two gamemasters are active at the same moment
 * and when the one posting dies between his writes: every card a gamemaster created is listed, so a
 * click on it is carried out, and the list holds only cards.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { EVERYONE, attackWorld, cardState, click, lastMessage, shoot } from "./attack-scenario.ts";

type Posted = typeof import("../../src/gateway/posted-cards.ts");

describe("two gamemasters who each take himself for the active one", () => {
  it("each post a card at the same moment from the list as he read it: both cards stay listed", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Assistant", role: "ASSISTANT" },
      { name: "Kell", role: "PLAYER" },
    ]);
    await world.connectAll(["Assistant", "Kell"]);
    await world.settle();
    world.holdPresence();
    await world.connect("GM");
    const gm = world.client("GM");
    const assistant = world.client("Assistant");
    expect([gm, assistant].map((client) => client.run(() => game.users.activeGM?.isSelf))).toEqual([true, true]);
    const post = (client: typeof gm, content: string) =>
      client.run(() => client.module<Posted>("gateway/posted-cards.ts").postCard({ content }) as Promise<{ id: string } | null>);
    const [mine, theirs] = await Promise.all([post(gm, "the gamemaster's card"), post(assistant, "the assistant's card")]);
    await world.settle();
    world.releasePresence();
    await world.settle();
    for (const client of [gm, assistant, world.client("Kell")]) {
      const listed = client.module<Posted>("gateway/posted-cards.ts").isPostedCard;
      expect(
        [mine!.id, theirs!.id].map((id) => client.run(() => listed(game.messages.get(id) as never))),
        client.user.name,
      ).toEqual([true, true]);
    }
  });
});

describe("the gamemaster's page dies while he posts a player's attack card", () => {
  it("right after the card is created: it is listed already, and its buttons work through the assistant", async () => {
    // The world's dice are seeded: this shot hits.
    const scenario = await attackWorld({ connect: EVERYONE, seed: 7 });
    const { world, actors, sceneId, tokens } = scenario;
    world.closePageAfter("GM", "ChatMessage", "create");
    const kell = world.client("Kell");
    await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }]);
    await world.settle();
    const card = lastMessage(kell);
    expect(card.author?.name).toBe("GM");
    expect(kell.run(() => game.users.activeGM?.name)).toBe("Assistant");
    const target = cardState(card).targets[0];
    expect(target.hit).toBe(true);
    await click(world, kell, card, '[data-card-action="rollDamage"]');
    expect(cardState(lastMessage(kell)).targets[0].stage).toBe("damaged");
  });
});
