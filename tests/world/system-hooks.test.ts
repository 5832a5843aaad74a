/**
 * The hooks around what the system applies, as a module listening on the client that acts uses
 * them (docs/api.md): it cancels a hit's apply, a healing, a character point and an advance (nothing
 * is written), keeps a Force point on the sheet, changes a declaration's actions, and is told of
 * each once it is done.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, cardState, click, hitGarro, lastMessage, toResisted } from "./attack-scenario.ts";
import { request } from "./red-team/console.ts";
import { rollOn } from "./rolls.ts";
import { type Client, renderMessageOn } from "./client.ts";

type SWD6Actor = import("../../src/documents/actor.ts").SWD6Actor;
type RollDialog = typeof import("../../src/applications/roll-dialog.ts");
type Declaration = typeof import("../../src/combat/declaration-dialog.ts");

/** Listens to a hook on a client; returns what each call was given, and a way to stop listening. */
function listen(client: Client, name: string, answer?: boolean): { calls: unknown[][]; off(): void } {
  const calls: unknown[][] = [];
  const id = client.run(() =>
    Hooks.on(
      name as never,
      ((...args: unknown[]) => {
        calls.push(args);
        return answer;
      }) as never,
    ),
  );
  return { calls, off: () => client.run(() => Hooks.off(name as never, id as never)) };
}

describe("the system's hooks", () => {
  it("a module cancels a hit's apply on the gamemaster's client: the wound stays, the card waits; let through, it is told of the hit", async () => {
    const scenario = await attackWorld({ seed: 4 });
    const { world, actors } = scenario;
    const gm = world.client("GM");
    const garro = world.client("Garro");
    const messageId = await hitGarro(scenario);
    await toResisted(world, messageId);
    const inflicted = cardState(garro.messages.get(messageId)!).targets[0].inflicted;
    // The world's dice are seeded: this hit wounds.
    expect(inflicted).toBe("wounded");
    const veto = listen(gm, "swd6rpg.preApplyDamage", false);
    await click(world, garro, garro.messages.get(messageId)!, '[data-card-action="apply"]');
    expect(veto.calls).toHaveLength(1);
    expect(garro.actors.get(actors.garro)?.system.woundLevel).toBe("none");
    expect(cardState(garro.messages.get(messageId)!).targets[0].stage).toBe("resisted");
    expect(garro.notifications.shown.map((note) => note.message)).toContain(garro.i18n.localize("SWD6.AttackCard.refused.cancelled"));
    veto.off();
    const told = listen(gm, "swd6rpg.applyDamage");
    await click(world, garro, garro.messages.get(messageId)!, '[data-card-action="apply"]');
    expect(garro.actors.get(actors.garro)?.system.woundLevel).toBe(inflicted);
    expect(told.calls).toHaveLength(1);
    expect(told.calls[0][0]).toMatchObject({ messageId, kind: "wound", before: "none", after: inflicted });
    expect((told.calls[0][0] as { actor: { id: string } }).actor.id).toBe(actors.garro);
  });

  it("a module cancels a healing card's apply; let through, it is told of the wound level before and after", async () => {
    const { world, actors } = await attackWorld();
    const gm = world.client("GM");
    await gm.run(() => game.actors.get(actors.garro)!.update({ "system.woundLevel": "wounded" } as never));
    await world.settle();
    const garro = world.client("Garro");
    const { uuid, code } = garro.run(() => {
      const actor = game.actors.get(actors.garro) as never as SWD6Actor;
      return { uuid: actor.uuid, code: actor.attributeRollRequest("str").code };
    });
    const roll = await rollOn(garro, code);
    expect(await request(garro, "healing.post", { kind: "natural", patient: uuid, healer: uuid, roll })).toEqual({ ok: true });
    await world.settle();
    const messageId = lastMessage(garro).id;
    const veto = listen(gm, "swd6rpg.preApplyHealing", false);
    expect(await request(garro, "healing.apply", { messageId })).toMatchObject({ ok: false, reason: "cancelled" });
    expect(veto.calls).toHaveLength(1);
    expect((garro.messages.get(messageId)!.system as { applied: boolean }).applied).toBe(false);
    veto.off();
    const told = listen(gm, "swd6rpg.applyHealing");
    expect(await request(garro, "healing.apply", { messageId })).toEqual({ ok: true });
    await world.settle();
    expect(told.calls).toHaveLength(1);
    expect(told.calls[0][0]).toMatchObject({ messageId, before: "wounded", after: garro.actors.get(actors.garro)?.system.woundLevel });
  });

  it("a module keeps a Force point on the sheet: the roll is doubled all the same, and no spend is told", async () => {
    const { world, actors } = await attackWorld();
    const gm = world.client("GM");
    await gm.run(() => game.actors.get(actors.kell)!.update({ "system.forcePoints": 1 } as never));
    await world.settle();
    const keep = listen(gm, "swd6rpg.preSpendForcePoint", false);
    const told = listen(gm, "swd6rpg.spendForcePoint");
    const kell = world.client("Kell");
    kell.dialogAnswers.push({ fields: { difficulty: 10, forcePoint: true } });
    const roll = await kell.run(() =>
      kell.module<RollDialog>("applications/roll-dialog.ts").openRollDialog((game.actors.get(actors.kell) as never as SWD6Actor).attributeRollRequest("per")),
    );
    await world.settle();
    expect(roll).not.toBeNull();
    expect(keep.calls.length).toBeGreaterThan(0);
    expect(told.calls).toEqual([]);
    expect((gm.actors.get(actors.kell)!.system as { forcePoints: number }).forcePoints).toBe(1);
    expect((lastMessage(gm).rolls[0] as unknown as { d6: { points?: { forcePoint: boolean } } }).d6.points?.forcePoint).toBe(true);
  });

  it("a module refuses a character point on Kell's roll; let through, the point is spent and told", async () => {
    const { world, actors } = await attackWorld();
    const gm = world.client("GM");
    const kell = world.client("Kell");
    kell.dialogAnswers.push({ fields: { difficulty: 10 } });
    await kell.run(() =>
      kell.module<RollDialog>("applications/roll-dialog.ts").openRollDialog((game.actors.get(actors.kell) as never as SWD6Actor).attributeRollRequest("per")),
    );
    await world.settle();
    const messageId = lastMessage(kell).id;
    const points = () => (gm.actors.get(actors.kell)!.system as { characterPoints: number }).characterPoints;
    const before = points();
    const veto = listen(gm, "swd6rpg.preSpendCharacterPoint", false);
    expect(await request(kell, "points.spend", { messageId, rollIndex: 0, spent: 0 })).toMatchObject({ ok: false, reason: "cancelled" });
    await world.settle();
    expect(points()).toBe(before);
    veto.off();
    const told = listen(gm, "swd6rpg.spendCharacterPoint");
    expect(await request(kell, "points.spend", { messageId, rollIndex: 0, spent: 0 })).toEqual({ ok: true });
    await world.settle();
    expect(points()).toBe(before - 1);
    expect(told.calls).toHaveLength(1);
    expect(told.calls[0][1]).toEqual({ messageId, rollIndex: 0, count: 1 });
  });

  it("a module cancels an advance on the advancing client: nothing is written; let through, it is told of the entry", async () => {
    const { world, actors } = await attackWorld();
    const kell = world.client("Kell");
    const actor = () => kell.actors.get(actors.kell) as never as SWD6Actor;
    const state = () => JSON.stringify((world.server.store.get("Actor")!.get(actors.kell) as { system: unknown }).system);
    const key = kell.run(
      () =>
        actor()
          .advanceTargets()
          .find((entry) => entry.target.kind === "skill")!.target.key,
    );
    const before = state();
    const veto = listen(kell, "swd6rpg.preAdvance", false);
    expect(await kell.run(() => actor().advanceTrait(key))).toBeNull();
    await world.settle();
    expect(state()).toBe(before);
    expect(veto.calls[0][1]).toMatchObject({ key });
    veto.off();
    const told = listen(kell, "swd6rpg.advance");
    const record = await kell.run(() => actor().advanceTrait(key));
    await world.settle();
    expect(record).toMatchObject({ key });
    expect(told.calls).toHaveLength(1);
    expect(state()).not.toBe(before);
  });

  it("a module sees a card rendered whole, in the viewer's language, before the chat log shows it (swd6rpg.renderChatCard)", async () => {
    const scenario = await attackWorld({ seed: 4 });
    const { world } = scenario;
    const garro = world.client("Garro");
    const messageId = await hitGarro(scenario);
    const seen = listen(garro, "swd6rpg.renderChatCard");
    garro.run(() =>
      Hooks.on(
        "swd6rpg.renderChatCard" as never,
        ((_message: unknown, html: HTMLElement) => {
          html.querySelector(".message-content")?.insertAdjacentHTML("beforeend", '<p class="module-note">seen by a module</p>');
        }) as never,
      ),
    );
    const html = await renderMessageOn(garro, garro.messages.get(messageId)!);
    expect(seen.calls).toHaveLength(1);
    expect(seen.calls[0][0]).toBe(garro.messages.get(messageId));
    // The card is in place when the message's element resolves: no placeholder left, the module's note after it.
    expect(html.querySelector("[data-card-view]")).toBeNull();
    expect(html.querySelector(".message-content [data-attack-card], .message-content .swd6-attack-card, .message-content article")).not.toBeNull();
    expect(html.querySelector(".message-content .module-note")?.textContent).toBe("seen by a module");
  });

  it("a module changes a declaration's actions before it is sent, or keeps it from being sent", async () => {
    const { world, sceneId, tokens } = await attackWorld({ seed: 4 });
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421]);
    const kell = world.client("Kell");
    const declared = () =>
      (
        world.client("GM").combats.contents[0] as unknown as {
          roundState: { combatants: { declaration: { id: string; actions: { label: string }[] }; declared: boolean }[] };
        }
      ).roundState.combatants.find((c) => c.declaration.id === ids[tokens.kellToken])!;
    const submit = async () => {
      await kell.run(() => kell.module<Declaration>("combat/declaration-dialog.ts").openDeclarationDialog(game.combat as never, ids[tokens.kellToken]));
      const form = kell.window.document.querySelector("form.swd6-declaration") as unknown as HTMLFormElement;
      kell.run(() => form.dispatchEvent(new kell.window.Event("submit", { bubbles: true, cancelable: true }) as unknown as Event));
      await world.settle();
    };
    const veto = listen(kell, "swd6rpg.preDeclare", false);
    await submit();
    expect(veto.calls).toHaveLength(1);
    expect(declared().declared).toBe(false);
    veto.off();
    kell.run(() => kell.window.document.querySelector("form.swd6-declaration")?.closest(".application")?.remove());
    const change = kell.run(() =>
      Hooks.on(
        "swd6rpg.preDeclare" as never,
        ((_combat: unknown, declaration: { actions: { kind: string; label: string }[] }) => {
          declaration.actions = [{ kind: "action", label: "dive for cover" }];
        }) as never,
      ),
    );
    const told = listen(kell, "swd6rpg.declare");
    await submit();
    kell.run(() => Hooks.off("swd6rpg.preDeclare" as never, change as never));
    expect(declared().declared).toBe(true);
    expect(declared().declaration.actions.map((action) => action.label)).toEqual(["dive for cover"]);
    expect(told.calls).toHaveLength(1);
  });
});
