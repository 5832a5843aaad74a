/**
 * The roll pipeline's hooks in the world, as a module that plays with the system uses them: a
 * listener on the roller's client adds +1D to a skill roll and sees it posted, cancels a roll
 * (nothing is posted), observes an attack; a player's listener that raises his attack's code gets
 * no card from the gamemaster. And the API as Token Action HUD drives it: a token's attributes,
 * skills, weapons and Force powers listed and each rolled in one call, no dialog opened.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter, seedScene } from "./fixtures.ts";
import type { Client } from "./client.ts";
import { EVERYONE, attackWorld, lastMessage, targetToken } from "./attack-scenario.ts";
import type { SWD6Api } from "../../src/api/index.ts";
import type { D6RollConfig } from "../../src/dice/pipeline/roll-d6.ts";

function api(client: Client): SWD6Api {
  return (client.globals.game as unknown as { swd6rpg: SWD6Api }).swd6rpg;
}

/** A dialog answer no roll of these tests may take: each would cancel its dialog. */
const UNTOUCHED = { press: "cancel" };

type PostedRoll = { d6: { label: string; base: unknown; code: unknown; modifiers: unknown[] } };

async function hookWorld() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", gear: [["weapons", "Blaster Pistol"]] });
  (world.server.store.get("User")!.get(world.id("Kell")) as Record<string, unknown>).character = kell;
  await world.connectAll();
  const client = world.client("Kell");
  client.dialogAnswers.push(UNTOUCHED);
  return { world, kell, client, messages: () => world.server.store.get("ChatMessage")!.size };
}

function lastRoll(world: World): PostedRoll {
  return world.client("GM").messages.contents.at(-1)!.rolls[0] as unknown as PostedRoll;
}

describe("the roll hooks", () => {
  it("a module's preRollSkill adds +1D: the roll posted is the raised code, its card listing the modifier", async () => {
    const { world, client, messages } = await hookWorld();
    const before = messages();
    const seen: string[] = [];
    client.run(() => {
      Hooks.on("swd6rpg.preRollSkill", (config: D6RollConfig) => {
        seen.push(config.kind);
        api(client).dice.addRollModifier(config.options, "+1D");
      });
    });
    await client.run(() => api(client).rollSkill("blaster", { configure: false }));
    await world.settle();
    expect(seen).toEqual(["skill"]);
    expect(messages()).toBe(before + 1);
    const { d6 } = lastRoll(world);
    const base = d6.base as { dice: number; pips: number };
    expect(d6.code).toEqual({ dice: base.dice + 1, pips: base.pips });
    expect(d6.modifiers).toContainEqual({ source: "other", amount: { dice: 1, pips: 0 } });
    expect(client.dialogAnswers).toEqual([UNTOUCHED]);
  });

  it("a module's preRollAttribute returning false cancels the roll: nothing is rolled, nothing posted", async () => {
    const { world, client, messages } = await hookWorld();
    const before = messages();
    let told = 0;
    client.run(() => {
      Hooks.on("swd6rpg.preRollAttribute", () => false);
      Hooks.on("swd6rpg.rollAttribute", () => void told++);
    });
    expect(await client.run(() => api(client).rollAttribute("dex", { configure: false }))).toBeNull();
    await world.settle();
    expect(messages()).toBe(before);
    expect(told).toBe(0);
  });

  it("a module observes rollAttack with the evaluated roll the card shows", async () => {
    const { world, client, messages } = await hookWorld();
    const before = messages();
    const seen: { total: number | undefined; kind: string }[] = [];
    client.run(() => {
      Hooks.on("swd6rpg.rollAttack", (roll, config) => void seen.push({ total: roll.total, kind: config.kind }));
    });
    const roll = await client.run(() => api(client).attack("Blaster Pistol", { configure: false }));
    await world.settle();
    expect(messages()).toBe(before + 1);
    expect(seen).toEqual([{ total: roll?.total, kind: "attack" }]);
    expect(lastRoll(world).d6.label).toBe("Blaster Pistol");
    expect(client.dialogAnswers).toEqual([UNTOUCHED]);
  });
});

describe("a player's hook against the gamemaster's checks", () => {
  it("Kell's preRollAttack raising his code by 2D gets no card: the gamemaster plans the attack himself", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld({ seed: 7, connect: EVERYONE });
    const kell = world.client("Kell");
    targetToken(kell, sceneId, tokens.garroToken);
    const attackOnce = async () => {
      const before = world.server.store.get("ChatMessage")!.size;
      // The test world draws no canvas to measure on: Kell types the distance the gamemaster measures.
      kell.dialogAnswers.push({ fields: { "target.0.distance": 15 } });
      const roll = await kell.run(() => api(kell).attack("Blaster Pistol", { actor: game.actors.get(actors.kell) as never }));
      await world.settle();
      return { roll, posted: world.server.store.get("ChatMessage")!.size - before };
    };
    // Without the hook the same call posts the gamemaster's attack card.
    const honest = await attackOnce();
    expect(honest.posted).toBe(1);
    expect(lastMessage(world.client("GM")).type).toBe("attack");

    kell.run(() => {
      Hooks.on("swd6rpg.preRollAttack", (config: D6RollConfig) => api(kell).dice.addRollModifier(config.options, "+2D"));
    });
    const raised = await attackOnce();
    expect(raised.posted).toBe(0);
    expect(raised.roll).toBeNull();
    expect(kell.notifications.shown.filter((n) => n.type === "warn").map((n) => n.message)).toEqual([kell.i18n.localize("SWD6.AttackDialog.refused.roll")]);
    expect(kell.dialogAnswers).toEqual([]);
  });
});

describe("the API as Token Action HUD drives it", () => {
  it("lists a token's attributes, skills, weapons and Force powers and rolls each in one call, no dialog opened", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Vesh", role: "PLAYER" },
    ]);
    const vesh = seedCharacter(world, "Failed Jedi", { owner: "Vesh", name: "Vesh", powers: ["Concentration"] });
    const { sceneId, tokenIds } = seedScene(world, [{ actorId: vesh, name: "Vesh", x: 0, y: 0 }]);
    await world.connectAll();
    const client = world.client("Vesh");
    client.viewScene(sceneId);
    client.dialogAnswers.push(UNTOUCHED);
    const hud = api(client);
    const actions = client.run(() => hud.actionsOf(game.scenes.get(sceneId)!.tokens.get(tokenIds[0]!)!.actor as never));
    expect(actions.attributes.map((a) => a.id)).toEqual(["dex", "kno", "mec", "per", "str", "tec"]);
    expect(actions.skills.length).toBeGreaterThan(0);
    expect(actions.weapons.map((w) => w.name)).toEqual(["Lightsaber"]);
    expect(actions.forcePowers.map((p) => p.name)).toEqual(["Concentration"]);

    const before = world.server.store.get("ChatMessage")!.size;
    const rolled: string[] = [];
    client.run(() => {
      for (const kind of ["Attribute", "Skill", "Attack", "ForcePower"])
        Hooks.on(`swd6rpg.roll${kind}` as "swd6rpg.rollSkill", (roll) => void rolled.push(roll.d6.label));
    });
    await client.run(async () => {
      const actor = game.scenes.get(sceneId)!.tokens.get(tokenIds[0]!)!.actor as never as import("../../src/documents/actor.ts").SWD6Actor;
      for (const attribute of actions.attributes) await hud.rollAttribute(attribute.id, { actor, configure: false });
      for (const skill of actions.skills) await hud.rollSkill(skill.name, { actor, configure: false });
      for (const weapon of actions.weapons) await hud.attack(actor.items.get(weapon.id)!, { actor, configure: false });
      for (const power of actions.forcePowers) await hud.useForcePower(power.name, { actor, configure: false });
    });
    await world.settle();
    const skills = actions.attributes.length + actions.skills.length;
    // One message per attribute, skill and weapon; the power's card the gamemaster posts.
    expect(world.server.store.get("ChatMessage")!.size).toBe(before + skills + actions.weapons.length + 1);
    expect(rolled.length).toBeGreaterThanOrEqual(skills + actions.weapons.length + 1);
    expect(client.dialogAnswers).toEqual([UNTOUCHED]);
    expect(client.notifications.shown.filter((n) => n.type === "warn")).toEqual([]);
  });
});
