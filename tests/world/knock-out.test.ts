/**
 * Wounds and stuns stop a character, in the world under both presets:
 *
 * - a stun hit that would wound knocks the target out without wounding him (Reglas, Otros: blasters
 *   set for stun "dejar al objetivo inconsciente, sin matarlo ni herirlo"); the gamemaster records the
 *   knock-out for 2D minutes (reference-data/tables.json `wound_effects`, Stunned: "unconscious for 2D
 *   minutes"), so Garro's roll and attack dialogs refuse him, the gamemaster refuses an attack he
 *   forges past them, and the round counts him out (no declaration) until the minutes are up;
 * - an incapacitated or mortally wounded character cannot act (Reglas, Daño: "No puede hacer nada
 *   hasta que le curen"; R&E Rules' wound effects in tables.json): both dialogs refuse him with the
 *   localized reason, and no card is posted.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, cardState, click, lastMessage, roundCommand, shoot } from "./attack-scenario.ts";
import type { Client } from "./client.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type RollDialog = typeof import("../../src/applications/roll-dialog.ts");
type AttackDialog = typeof import("../../src/applications/attack/attack-dialog.ts");
type SWD6Actor = import("../../src/documents/actor.ts").SWD6Actor;
type Gather = typeof import("../../src/applications/attack/attack-gather.ts");
type View = typeof import("../../src/applications/attack/flow/attack-dialog-view.ts");
type Message = typeof import("../../src/applications/attack/flow/attack-dialog-message.ts");
type Dice = typeof import("../../src/dice/d6-roll.ts");
type Request = typeof import("../../src/applications/attack/attack-request.ts");

const PRESETS = ["first-edition", "revised"] as const;

/** The attack scenario under a preset, Kell and Garro in a started fight. */
async function fight(preset: (typeof PRESETS)[number]) {
  const scenario = await attackWorld({ seed: 11 });
  const gm = scenario.world.client("GM");
  await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
  await scenario.world.settle();
  const ids = await beginFight(scenario.world, scenario.sceneId, [scenario.tokens.kellToken, scenario.tokens.garroToken]);
  return { ...scenario, ids };
}

/** Kell shoots Garro with his blaster set for stun until a shot knocks him out; the card's message id. */
async function stunGarro(scenario: Awaited<ReturnType<typeof fight>>): Promise<string> {
  const { world, actors, sceneId, tokens } = scenario;
  const kell = world.client("Kell");
  const garro = world.client("Garro");
  // The pistol was set for stun before the fight: the shots pay nothing for the setting (Reglas).
  await kell.run(() =>
    (game.actors.get(actors.kell)!.items.find((item) => item.type === "weapon") as Item.Implementation).update({ "system.setToStun": true } as never),
  );
  await world.settle();
  for (let attempt = 0; attempt < 40; attempt++) {
    await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 10 }], (request) => {
      request.form.stun = true;
    });
    await world.settle();
    const message = lastMessage(kell);
    if (!cardState(message).targets[0].hit) continue;
    await click(world, kell, message, '[data-card-action="rollDamage"]');
    await click(world, garro, garro.messages.get(message.id)!, '[data-card-action="resist"]');
    await click(world, garro, garro.messages.get(message.id)!, '[data-card-action="apply"]');
    const target = cardState(kell.messages.get(message.id)!).targets[0];
    if (target.applied?.unconscious) return message.id;
  }
  throw new Error("forty stun shots knocked no one out");
}

/** Garro's Dexterity roll through the roll dialog (answered): the roll, or null when refused. */
function garroRolls(client: Client, garroId: string) {
  client.dialogAnswers.push({ fields: { difficulty: 10 } });
  return client.run(() => {
    const actor = game.actors.get(garroId) as never as SWD6Actor;
    return client.module<RollDialog>("applications/roll-dialog.ts").openRollDialog(actor.attributeRollRequest("dex"));
  });
}

/** Garro's attack on Kell through the attack dialog (answered, Kell targeted): the roll, or null when refused. */
function garroAttacks(client: Client, garroId: string, target: { sceneId: string; tokenId: string }) {
  client.dialogAnswers.push({ fields: { "target.0.distance": 10 } });
  return client.run(() => {
    game.user.targets.clear();
    game.user.targets.add({ document: fromUuidSync(`Scene.${target.sceneId}.Token.${target.tokenId}` as never) } as never);
    const actor = game.actors.get(garroId) as never as SWD6Actor;
    const weapon = actor.items.find((item) => item.type === "weapon") as Item.Implementation;
    return client.module<AttackDialog>("applications/attack/attack-dialog.ts").openAttackDialog(actor, weapon);
  });
}

/** Garro's attack on Kell sent to the gamemaster as the dialog would, planned as if he could act: the gateway's answer. */
function forgeAttack(client: Client, garroId: string, target: { sceneId: string; tokenId: string }) {
  return client.run(async () => {
    const actor = game.actors.get(garroId) as never as SWD6Actor;
    const weapon = actor.items.find((item) => item.type === "weapon") as Item.Implementation;
    const token = fromUuidSync(`Scene.${target.sceneId}.Token.${target.tokenId}` as never) as TokenDocument.Implementation;
    const gathered = await client
      .module<Gather>("applications/attack/attack-gather.ts")
      .gatherAttackSetup(actor, weapon, [token], {}, game.user as User.Implementation);
    if (!gathered.ok) throw new Error(gathered.error.key);
    const setup = { ...gathered.setup, unconscious: false };
    const view = client.module<View>("applications/attack/flow/attack-dialog-view.ts");
    const form = { ...view.initialAttackForm(setup, "public", 1), targets: [{ cover: false, distance: 10 }] };
    const summary = view.summarizeAttack(setup, form);
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

const cannotAct = (client: Client) => client.i18n.format("SWD6.Roll.cannotAct", { value: "Garro" });

describe.each(PRESETS)("wounds and stuns stop a character (%s)", (preset) => {
  it("a stun knock-out is recorded: Garro's dialogs refuse him, the gamemaster refuses his forged attack, the round counts him out until the minutes are up", async () => {
    const scenario = await fight(preset);
    const { world, actors, sceneId, tokens, ids } = scenario;
    const gm = world.client("GM");
    const garro = world.client("Garro");
    const woundBefore = gm.actors.get(actors.garro)!.system.woundLevel;
    await stunGarro(scenario);
    await world.settle();
    // Reglas: knocked out "sin matarlo ni herirlo": no wound is written for it.
    expect(["none", "stunned"]).toContain(gm.actors.get(actors.garro)!.system.woundLevel);
    expect(woundBefore).toBe("none");

    const messages = gm.messages.size;
    expect(await garroRolls(garro, actors.garro)).toBeNull();
    expect(await garroAttacks(garro, actors.garro, { sceneId, tokenId: tokens.kellToken })).toBeNull();
    await world.settle();
    expect(gm.messages.size).toBe(messages);
    expect(garro.notifications.shown.map((n) => n.message)).toContain(cannotAct(garro));

    // Past the dialogs, from his console (his own setup told he is awake): the gamemaster gathers the attack again and refuses it.
    const forged = await forgeAttack(garro, actors.garro, { sceneId, tokenId: tokens.kellToken });
    expect(forged).toMatchObject({ ok: false, key: "SWD6.Roll.cannotAct" });

    // The round: Garro declares nothing while he is out.
    expect(
      await roundCommand(world, garro, {
        type: "declare",
        combatant: ids[tokens.garroToken],
        actions: [{ kind: "action", skill: "attribute:dex", label: "shoot" }],
      }),
    ).toBe(false);
    const member = () =>
      (
        gm.combats.contents[0] as unknown as { roundState: { combatants: { declaration: { id: string }; knockedOut?: boolean; declared: boolean }[] } }
      ).roundState.combatants.find((c) => c.declaration.id === ids[tokens.garroToken])!;
    expect(member().knockedOut).toBe(true);

    // A minute later he is still out (2D minutes are two at least), and the new round keeps him out.
    world.server.worldTime += 60;
    expect(await roundCommand(world, gm, { type: "end-round" })).toBe(true);
    expect(member().knockedOut).toBe(true);
    expect(member().declared).toBe(true);

    // Twelve minutes and more later (2D minutes at most) he wakes: the next round lets him declare and roll.
    world.server.worldTime += 12 * 60;
    expect(await roundCommand(world, gm, { type: "end-round" })).toBe(true);
    expect(member().knockedOut).toBeUndefined();
    expect(
      await roundCommand(world, garro, {
        type: "declare",
        combatant: ids[tokens.garroToken],
        actions: [{ kind: "action", skill: "attribute:dex", label: "shoot" }],
      }),
    ).toBe(true);
    expect(await garroRolls(garro, actors.garro)).not.toBeNull();
  });

  it("the gamemaster's undo of the stun hit lifts the knock-out: Garro rolls and declares again", async () => {
    const scenario = await fight(preset);
    const { world, actors, tokens, ids } = scenario;
    const gm = world.client("GM");
    const garro = world.client("Garro");
    const card = await stunGarro(scenario);
    expect(await garroRolls(garro, actors.garro)).toBeNull();
    await click(world, gm, gm.messages.get(card)!, '[data-card-action="undo"]');
    expect(await garroRolls(garro, actors.garro)).not.toBeNull();
    expect(
      await roundCommand(world, garro, {
        type: "declare",
        combatant: ids[tokens.garroToken],
        actions: [{ kind: "action", skill: "attribute:dex", label: "shoot" }],
      }),
    ).toBe(true);
  });

  it.each(["incapacitated", "mortally-wounded"])(
    "a %s character's roll and attack dialogs refuse him with the reason, and nothing is posted",
    async (level) => {
      const { world, actors, sceneId, tokens } = await fight(preset);
      const gm = world.client("GM");
      const garro = world.client("Garro");
      await gm.run(() => game.actors.get(actors.garro)!.update({ "system.woundLevel": level } as never));
      await world.settle();
      const messages = gm.messages.size;
      expect(await garroRolls(garro, actors.garro)).toBeNull();
      expect(await garroAttacks(garro, actors.garro, { sceneId, tokenId: tokens.kellToken })).toBeNull();
      await world.settle();
      expect(gm.messages.size).toBe(messages);
      expect(garro.notifications.shown.map((n) => n.message)).toContain(cannotAct(garro));
    },
  );
});
