/**
 * The combined action bonus on a combat task, played through the real tracker requests, attack
 * dialog and card under both presets (R&E Rules, Combined Actions): "The combined action bonus is
 * added to the character with the highest skill who's working on the task", and "If a group of
 * characters are combining actions on a combat task, the bonus can be split between the attack roll
 * and the damage roll" (the ambush: +1D of Danik's +2D+2 on the trooper's blaster 6D, "the remaining
 * combined action bonus of +1D+2" on the rifle's damage). Kell, blaster 6D as the trooper's, combines
 * with TK-421 and TK-422 under Garro: three characters make +1D. The bonus goes to one roll of the
 * task; a forged split is refused by the gamemaster, who reads the bonus from his own record.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, startSegments } from "./attack-scenario.ts";
import type { Client } from "./client.ts";
import { request } from "./red-team/console.ts";
import { addDieCodes, formatDieCode, parseDieCode } from "../../src/rules/index.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type Combined = typeof import("../../src/combat/combined/combined-action-request.ts");
type Stored = typeof import("../../src/combat/combined/combined-actions-stored.ts");
type AttackDialog = typeof import("../../src/applications/attack/attack-dialog.ts");
type Gather = typeof import("../../src/applications/attack/attack-gather.ts");
type View = typeof import("../../src/applications/attack/flow/attack-dialog-view.ts");
type Message = typeof import("../../src/applications/attack/flow/attack-dialog-message.ts");
type Dice = typeof import("../../src/dice/d6-roll.ts");
type SWD6Actor = import("../../src/documents/actor.ts").SWD6Actor;
type AttackCard = { targets: { codes: { damage: string } }[] };

const PRESETS = ["first-edition", "revised"] as const;

/**
 * The fight in its segments, the combined action declared under Garro and its command rolled (difficulty 0: made).
 * @param beforeCommand what happens between the declaration and the command roll
 */
async function ambush(preset: (typeof PRESETS)[number], beforeCommand?: (scenario: Awaited<ReturnType<typeof attackWorld>>) => Promise<void>) {
  const scenario = await attackWorld({ seed: 5 });
  const { world, sceneId, tokens, actors } = scenario;
  const gm = world.client("GM");
  await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
  await gm.run(async () => {
    const blaster = game.actors.get(actors.kell)!.items.find((item) => item.type === "skill" && (item.system as { key?: string }).key === "blaster")!;
    await (blaster as unknown as { update(changes: object): Promise<unknown> }).update({ "system.bonus": "3D" });
  });
  await world.settle();
  const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken, tokens.tk421, tokens.tk422]);
  const combat = (client: Client) => client.combats.contents[0] as unknown as Combat.Implementation;
  const combined = gm.module<Combined>("combat/combined/combined-action-request.ts");
  const members = [ids[tokens.kellToken]!, ids[tokens.tk421]!, ids[tokens.tk422]!];
  expect(
    await gm.run(() =>
      combined.declareCombinedActionFor(combat(gm), {
        leader: ids[tokens.garroToken]!,
        members,
        label: "Ambush",
        working: false,
        difficulty: 0,
        skill: "blaster",
      }),
    ),
  ).toEqual({ ok: true });
  await beforeCommand?.(scenario);
  expect(await gm.run(() => combined.rollCombinedCommand(combat(gm), ids[tokens.garroToken]!))).toEqual({ ok: true });
  await startSegments(world, gm, true);
  const stored = () => gm.run(() => gm.module<Stored>("combat/combined/combined-actions-stored.ts").storedCombinedActions(combat(gm))[0]!);
  return { ...scenario, ids, stored, combat, kellId: ids[tokens.kellToken]! };
}

type Scenario = Awaited<ReturnType<typeof ambush>>;

/** Kell's blaster pistol on his client. */
function pistol(client: Client, actorId: string): Item.Implementation {
  return client.run(() => game.actors.get(actorId)!.items.find((item) => item.type === "weapon") as Item.Implementation);
}

/** Kell targets TK-422 at 10 m and attacks through the attack dialog, answered with `fields`; the card's message on the gamemaster's client. */
async function attack(scenario: Scenario, fields: Record<string, unknown>) {
  const { world, actors, sceneId, tokens } = scenario;
  const kell = world.client("Kell");
  kell.dialogAnswers.push({ fields: { "target.0.distance": 10, ...fields } });
  await kell.run(async () => {
    game.user.targets.clear();
    game.user.targets.add({ document: fromUuidSync(`Scene.${sceneId}.Token.${tokens.tk422}` as never) } as never);
    return kell
      .module<AttackDialog>("applications/attack/attack-dialog.ts")
      .openAttackDialog(game.actors.get(actors.kell) as never as SWD6Actor, pistol(kell, actors.kell));
  });
  await world.settle();
  const message = world.client("GM").messages.contents.at(-1)!;
  const card = (message.system as { state: AttackCard }).state;
  const roll = message.rolls[0] as unknown as { d6: { code: { dice: number; pips: number } } };
  return { damage: card.targets[0]!.codes.damage, attackCode: formatDieCode(roll.d6.code) };
}

/** The pistol's printed damage plus `extra`. */
function pistolDamage(scenario: Scenario, extra: string): string {
  const printed = scenario.world.client("GM").run(() => (pistol(scenario.world.client("GM"), scenario.actors.kell).system as { damage: string }).damage);
  return formatDieCode(addDieCodes(parseDieCode(printed), parseDieCode(extra)));
}

describe.each(PRESETS)("the combined action bonus on a combat task (%s)", (preset) => {
  it("goes to Kell, the best blaster of the group: +1D of three, split as he types it between attack and damage, once", async () => {
    const scenario = await ambush(preset);
    const action = scenario.stored();
    expect(action.roller).toBe(scenario.kellId);
    expect(action.command?.bonus).toEqual({ dice: 1, pips: 0 });

    // All of it on the damage: the blaster 6D rolls as it is, the pistol's damage gains 1D.
    const split = await attack(scenario, { combinedToAttack: "+0" });
    expect(split.attackCode).toBe("6D");
    expect(split.damage).toBe(pistolDamage(scenario, "1D"));
    expect(scenario.stored().spent).toBe(true);

    // Spent: the next shot is the blaster and the pistol alone.
    const next = await attack(scenario, {});
    expect(next.attackCode).toBe("6D");
    expect(next.damage).toBe(pistolDamage(scenario, "0D"));
  });

  it("unsplit, the whole bonus goes on the attack roll", async () => {
    const scenario = await ambush(preset);
    const whole = await attack(scenario, {});
    expect(whole.attackCode).toBe("7D");
    expect(whole.damage).toBe(pistolDamage(scenario, "0D"));
  });

  it("red team: a split of more than the bonus, a roll that does not match the split, or a bonus claimed by one who holds none is refused", async () => {
    const scenario = await ambush(preset);
    const { world, actors, sceneId, tokens } = scenario;
    const kell = world.client("Kell");
    const garro = world.client("Garro");
    /** The attack request Kell's (or Garro's) client would send for `fields`, its roll made from `rolledAs`. */
    const forged = (client: Client, actorId: string, fields: Record<string, unknown>, rolledAs: Record<string, unknown>) =>
      client.run(async () => {
        const actor = game.actors.get(actorId) as never as SWD6Actor;
        const weapon = pistolOrFirst(actor);
        const token = fromUuidSync(`Scene.${sceneId}.Token.${tokens.tk422}` as never) as TokenDocument.Implementation;
        const gathered = await client
          .module<Gather>("applications/attack/attack-gather.ts")
          .gatherAttackSetup(actor, weapon, [token], {}, game.user as User.Implementation);
        if (!gathered.ok) throw new Error(gathered.error.key);
        const view = client.module<View>("applications/attack/flow/attack-dialog-view.ts");
        const base = { ...view.initialAttackForm(gathered.setup, "public", 1), targets: [{ cover: false, distance: 10 }] };
        const rolledForm = { ...base, ...rolledAs };
        const rolledSetup = { ...gathered.setup, combined: gathered.setup.combined ?? { bonus: { dice: 1, pips: 0 }, label: "Ambush" } };
        const summary = view.summarizeAttack(rolledSetup, rolledForm);
        const roll = client
          .module<Dice>("dice/d6-roll.ts")
          .D6Roll.fromOptions(client.module<Message>("applications/attack/flow/attack-dialog-message.ts").attackRollOptions(rolledSetup, rolledForm, summary));
        await roll.evaluate();
        return { attacker: actor.uuid, weapon: weapon.id, targets: [token.uuid], form: { ...base, ...fields }, roll: roll.toJSON(), crew: false, space: false };
      });
    const messages = () => world.client("GM").messages.contents.length;
    const before = messages();

    // Kell rolls 7D (the bonus on the attack) but says he put it all on the damage.
    expect((await request(kell, "attack.post", await forged(kell, actors.kell, { combinedToAttack: "+0" }, {}))).ok).toBe(false);
    // More than the bonus on the attack.
    expect((await request(kell, "attack.post", await forged(kell, actors.kell, { combinedToAttack: "+2D" }, {}))).ok).toBe(false);
    // Garro holds no bonus: his roll with one is not his code.
    expect((await request(garro, "attack.post", await forged(garro, actors.garro, { combinedToAttack: "+1D" }, {}))).ok).toBe(false);
    await world.settle();
    expect(messages()).toBe(before);
    expect(scenario.stored().spent).toBe(false);

    // The same request with a roll that matches its split is taken, and spends the bonus.
    expect((await request(kell, "attack.post", await forged(kell, actors.kell, { combinedToAttack: "+0" }, { combinedToAttack: "+0" }))).ok).toBe(true);
    await world.settle();
    expect(messages()).toBe(before + 1);
    expect(scenario.stored().spent).toBe(true);
  });
});

/** An actor's first weapon. */
function pistolOrFirst(actor: SWD6Actor): Item.Implementation {
  return actor.items.find((item) => item.type === "weapon") as Item.Implementation;
}

describe("combined actions count only those who still act (R&E Rules: the bonus goes to combining characters who act)", () => {
  for (const preset of PRESETS) {
    it(`${preset}: Kell, incapacitated before the command roll, adds nothing to the bonus and is not the one who rolls the task`, async () => {
      const scenario = await ambush(preset, async ({ world, actors }) => {
        const gm = world.client("GM");
        await gm.run(() => game.actors.get(actors.kell)!.update({ "system.woundLevel": "incapacitated" } as never));
        await world.settle();
      });
      const action = (await scenario.stored()) as { command: { bonus: { dice: number; pips: number } }; roller: string | null; members: string[] };
      // Two of the three still combine: +0D+2, not the three's +1D.
      expect(formatDieCode(action.command.bonus)).toBe("0D+2");
      expect(action.members).toContain(scenario.kellId);
      expect(action.roller).not.toBe(scenario.kellId);
      expect(action.roller).not.toBeNull();
    });
  }
});

describe("combined actions an earlier version kept in the Combat's flag", () => {
  it("are read from it, and the gamemaster's next write of them moves them into the system data", async () => {
    const scenario = await ambush("revised");
    const { world } = scenario;
    const gm = world.client("GM");
    const stored = () =>
      world.server.store.get("Combat")!.get(gm.combats.contents[0]!.id) as { system: Record<string, unknown>; flags: Record<string, Record<string, unknown>> };
    const actions = JSON.parse(JSON.stringify(stored().system.combinedActions)) as unknown[];
    expect(actions).toHaveLength(1);
    // The combat as an earlier version stored it: the combined actions in its flag, none in the system data.
    await gm.run(() => scenario.combat(gm).update({ "system.combinedActions": [], "flags.swd6rpg.combinedActions": actions } as never));
    await world.settle();
    expect(stored().system.combinedActions).toEqual([]);
    expect(scenario.stored().roller).toBe(scenario.kellId);

    const split = await attack(scenario, { combinedToAttack: "+0" });
    expect(split.damage).toBe(pistolDamage(scenario, "1D"));
    expect(stored().system.combinedActions).toEqual([expect.objectContaining({ roller: scenario.kellId, spent: true })]);
    expect(stored().flags.swd6rpg).not.toHaveProperty("combinedActions");
  });
});
