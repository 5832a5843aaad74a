/**
 * Healing in the world: the healer's client sends its roll, the active gamemaster posts the card
 * from the documents, each client shows the card in its own language, and Apply goes through the
 * gateway once.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { renderMessageOn, type Client } from "./client.ts";
import { rollOn } from "./rolls.ts";

type Gateway = typeof import("../../src/gateway/gateway.ts");

async function healingWorld() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER", lang: "es" },
    { name: "Garro", role: "PLAYER" },
    { name: "Vesh", role: "PLAYER", lang: "de" },
  ]);
  const garro = seedCharacter(world, "Bounty Hunter", { owner: "Garro", name: "Garro", woundLevel: "wounded" });
  await world.connectAll();
  return { world, garro };
}

/** Garro's natural healing roll (his Strength), sent to the gamemaster. */
async function sendNaturalHealing(client: Client, actorId: string) {
  const { uuid, code } = client.run(() => {
    const actor = game.actors.get(actorId) as never as import("../../src/documents/actor.ts").SWD6Actor;
    return { uuid: actor.uuid, code: actor.attributeRollRequest("str").code };
  });
  const roll = await rollOn(client, code);
  return client.run(() => client.module<Gateway>("gateway/gateway.ts").sendRequest("healing.post", { kind: "natural", patient: uuid, healer: uuid, roll }));
}

describe("a healing card", () => {
  it("is posted by the gamemaster as his own message spoken by Garro, and shown in each viewer's language", async () => {
    const { world, garro } = await healingWorld();
    expect(await sendNaturalHealing(world.client("Garro"), garro)).toEqual({ ok: true });
    await world.settle();
    const title = (client: Client) => client.i18n.localize("SWD6.Healing.kind.natural");
    for (const name of ["GM", "Garro", "Vesh"]) {
      const client = world.client(name);
      const message = client.messages.contents.at(-1)!;
      expect(message.author?.name).toBe("GM");
      expect(message.speaker.actor).toBe(garro);
      const html = await renderMessageOn(client, message);
      expect(html.querySelector(".card-title")?.textContent?.trim()).toBe(title(client));
    }
    expect(title(world.client("Vesh"))).not.toBe(title(world.client("Garro")));
  });

  it("is applied once through the gateway, by the patient's player", async () => {
    const { world, garro } = await healingWorld();
    await sendNaturalHealing(world.client("Garro"), garro);
    await world.settle();
    const client = world.client("Garro");
    const message = client.messages.contents.at(-1)!;
    const card = message.system as { after: string; applied: boolean };
    const html = await renderMessageOn(client, message);
    const apply = html.querySelector<HTMLButtonElement>('button[data-action="applyHealing"]')!;
    client.run(() => apply.click());
    client.run(() => apply.click());
    await world.settle();
    expect((world.client("GM").actors.get(garro)!.system as { woundLevel: string }).woundLevel).toBe(card.after);
    expect((world.client("GM").messages.get(message.id)!.system as { applied: boolean }).applied).toBe(true);
    const actorWrites = world.server.log.filter((entry) => entry.operation.documentName === "Actor");
    expect(actorWrites).toHaveLength(1);
    // Vesh owns neither patient nor healer: no Apply for him.
    const vesh = world.client("Vesh");
    const veshHtml = await renderMessageOn(vesh, vesh.messages.get(message.id)!);
    expect(veshHtml.querySelector('button[data-action="applyHealing"]')).toBeNull();
  });
});
