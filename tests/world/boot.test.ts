/**
 * The world boots the system's real code in each client, each with its own module registry, and
 * every document type of the registry (`DOCUMENT_MODELS`) is created and read back through its model.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { World, createWorld } from "./index.ts";
import { openSheet } from "./sheets.ts";
import { seedCharacter, seedScene } from "./fixtures.ts";
import { renderMessageOn } from "./client.ts";
import { failedJedi, powerItem } from "../applications/force-powers/force-power-fixtures.ts";
import { fixedFaces } from "../helpers/dice.ts";
import * as attack from "../../src/applications/attack/flow/attack-card-flow.ts";
import * as use from "../../src/applications/force-powers/flow/force-power-use.ts";
import * as movement from "../../src/applications/craft/movement-plan.ts";
import * as range from "../../src/applications/craft/space-range/space-range-plan.ts";
import { forcePowerRules } from "../../src/data/item/force-power-rules.ts";
import { rollPower } from "../../src/rules/force/force-power.ts";
import { parseDieCode } from "../../src/rules/dice/die-code.ts";

describe("a two-client world", () => {
  it("boots the system in a gamemaster's and a player's client, each with its own modules", async () => {
    const world = await createWorld([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const gm = world.client("GM");
    const kell = world.client("Kell");
    for (const client of [gm, kell]) {
      const queries = Object.keys(client.config.queries as object).sort();
      expect(queries).toEqual(["swd6rpg.gateway", "swd6rpg.gatewayToken"]);
      expect(client.hooks.errors).toEqual([]);
    }
    // Each client registered its own classes: the same code, loaded twice.
    const actorClass = (c: typeof gm) => (c.config.Actor as { documentClass: unknown }).documentClass;
    expect(actorClass(gm)).not.toBe(actorClass(kell));
    expect((actorClass(gm) as { name: string }).name).toBe("SWD6Actor");
  });
});

describe("the system's document subtypes in a booted client", () => {
  it("gives every subtype the manifest declares a data model and a default sheet, which render a new document", async () => {
    const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as {
      documentTypes: Record<"Actor" | "Item", Record<string, unknown>>;
    };
    const world = await createWorld([{ name: "GM", role: "GAMEMASTER" }]);
    const gm = world.client("GM");
    for (const kind of ["Actor", "Item"] as const) {
      const models = (gm.config[kind] as { dataModels: Record<string, unknown> }).dataModels;
      expect(Object.keys(models), kind).toEqual(Object.keys(manifest.documentTypes[kind]));
      for (const type of Object.keys(manifest.documentTypes[kind])) {
        const created = await gm.run(() => (kind === "Actor" ? Actor : Item).implementation.create({ name: `A new ${type}`, type } as never));
        const document = created as unknown as { id: string; type: string; system: object };
        expect(document.type).toBe(type);
        expect(document.system, type).toBeInstanceOf(models[type] as new () => object);
        const sheet = await openSheet(gm, type, () => (kind === "Actor" ? game.actors : game.items).get(document.id));
        expect(sheet.element.querySelector<HTMLInputElement>('input[name="name"]')?.value, type).toBe(`A new ${type}`);
      }
    }
    expect(gm.hooks.errors).toEqual([]);
  });
});

type CardTypes = typeof import("../../src/data/message/index.ts");

/**
 * Each card's data as the system's flows make it, from the flows' own pure builders: Kell's blaster shot at Garro, Kell's natural healing, Ilsa's Lightsaber Combat, Garro's
 * Dark Side point, a landspeeder's high-speed move, a chase at medium range and a combined action.
 */
function cardSamples(ids: { kell: string; garro: string; ilsa: string; powerId: string }): Record<string, Record<string, unknown>> {
  const kell = `Actor.${ids.kell}`;
  const garro = `Actor.${ids.garro}`;
  const power = powerItem("Lightsaber Combat", ids.powerId);
  const plan = use.powerPlan(
    power,
    use.forceSkillCodes(failedJedi().skills),
    { difficulties: use.startingDifficulties(power.system, "revised"), otherActions: 0, keepUp: false },
    [],
    0,
  );
  const rolled = rollPower(forcePowerRules(power.system), plan, { wildDie: true, mishap: "count", random: fixedFaces(6, 5, 4, 3, 5, 2), keepUp: false });
  const move = movement.planMovement("vehicle", { speed: "high", terrain: "moderate", ramming: false, somethingToHit: true }, 115, "revised");
  const ships = [
    { name: "YT-1300 Transport", pilotName: "Kell Tavari", piloting: parseDieCode("4D+1"), sublightSpeed: parseDieCode("2D"), mayGiveSpeed: true },
    { name: "Pirate freighter", pilotName: "Pirate", piloting: parseDieCode("3D"), sublightSpeed: parseDieCode("2D"), mayGiveSpeed: false },
  ] as const;
  const chase = range.planSpaceRange(
    {
      range: "medium",
      sides: [
        { intent: "close", sublightSpeed: parseDieCode("2D"), addPiloting: true },
        { intent: "open", sublightSpeed: parseDieCode("2D"), addPiloting: true },
      ],
    },
    ships,
  );
  return {
    attack: {
      state: attack.createAttackCard({
        attacker: kell,
        attack: 17,
        reactionMode: "replace",
        model: "difference",
        stun: false,
        targets: [{ key: garro, name: "Garro", actor: garro, difficulty: 10, codes: { damage: "4D", resistance: "3D", dodge: 0 } }],
      }),
      weapon: { uuid: null, name: "Blaster Pistol", img: "icons/svg/target.svg", damage: "4D", damageKind: "energy", stun: false, lightsaber: false },
      attackerName: "Kell Tavari",
      attackCode: "4D+1",
      landing: null,
    },
    healing: {
      kind: "natural",
      patient: garro,
      patientName: "Garro",
      healer: garro,
      healerName: "Garro",
      before: "wounded",
      after: "none",
      trend: "improves",
      roll: 9,
      difficulty: null,
      medpacsBefore: null,
      lockedOut: false,
      restDays: 3,
      tankUnit: null,
      day: 0,
      applied: false,
      landing: null,
    },
    forcePower: {
      view: use.powerCardContext(power.name, "Ilsa Renn", rolled, plan.actions, "count"),
      actorId: ids.ilsa,
      itemId: ids.powerId,
      darkSidePoints: 0,
      given: true,
      givenPoints: 0,
    },
    darkSide: { view: { name: "Garro", points: 2, roll: 5, turned: false } },
    npcRolls: {
      view: {
        segment: 1,
        lines: [
          { name: "TK-421", label: "Blaster", total: 14 },
          { name: "TK-422", label: "Perception", labelKey: "SWD6.Attribute.per.name", labelData: {}, total: 9 },
        ],
      },
    },
    movement: {
      view: movement.movementCardContext(move, movement.movementOutcome(move, 19), {
        craftName: "X-34 Landspeeder",
        pilotName: "Kell Tavari",
        roll: { total: 19, difficulty: move.rollDifficulty },
      }),
    },
    spaceRange: { view: range.spaceRangeCardContext(chase, ships, [25, 11], range.spaceRangeOutcome(chase, [25, 11])) },
    combinedAction: {
      view: {
        label: "Cover fire",
        leader: "Kell Tavari",
        members: ["Kell Tavari", "Garro"],
        code: "3D",
        total: 14,
        difficulty: 10,
        success: true,
        bonus: "+1D",
        roller: { name: "Garro", code: "5D+1" },
      },
    },
  };
}

describe("every document type of the registry in the world", () => {
  it("creates a card of every ChatMessage subtype with its flow's data, and each client reads it back through its model and renders it", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
    const garro = seedCharacter(world, "Bounty Hunter", { name: "Garro", woundLevel: "wounded" });
    const ilsa = seedCharacter(world, "Failed Jedi", { name: "Ilsa Renn", powers: ["Lightsaber Combat"] });
    await world.connectAll();
    const gm = world.client("GM");
    const powerId = gm.actors.get(ilsa)!.items.find((item) => item.type === "force-power")!.id;
    const samples = cardSamples({ kell, garro, ilsa, powerId });
    const types = gm.module<CardTypes>("data/message/index.ts").CARD_TYPES;
    expect(Object.keys(samples).sort()).toEqual([...types].sort());
    const ids = new Map<string, string>();
    for (const type of types) {
      const created = await gm.run(() =>
        ChatMessage.implementation.create({
          ...gm.module<CardTypes>("data/message/index.ts").cardMessage(type, samples[type]),
          speaker: { alias: "Garro" },
        } as never),
      );
      ids.set(type, (created as unknown as { id: string }).id);
    }
    await world.settle();
    for (const client of [gm, world.client("Kell")]) {
      const models = (client.config.ChatMessage as { dataModels: Record<string, new () => object> }).dataModels;
      expect(Object.keys(models).sort()).toEqual([...types].sort());
      for (const type of types) {
        const message = client.messages.get(ids.get(type)!)!;
        expect(message.type, type).toBe(type);
        expect(message.system, type).toBeInstanceOf(models[type]);
        expect((message.system as unknown as { toObject(): object }).toObject(), type).toEqual(samples[type]);
        const html = await renderMessageOn(client, message);
        expect(html.querySelector("[data-card-view]"), type).toBeNull();
        expect(html.querySelector(".message-content")?.textContent?.trim(), type).not.toBe("");
      }
      expect(client.hooks.errors).toEqual([]);
    }
  });

  it("creates a Combat and its Combatants on core's type, each read back through the system's model in every client", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
    const garro = seedCharacter(world, "Bounty Hunter", { name: "Garro" });
    const { sceneId, tokenIds } = seedScene(world, [{ actorId: kell }, { actorId: garro, x: 300 }]);
    await world.connectAll();
    const gm = world.client("GM");
    await gm.run(async () => {
      const combatantIds = tokenIds.map(() => foundry.utils.randomID());
      const combat = (await Combat.implementation.create({
        scene: sceneId,
        system: { mode: "segments" },
        combatants: tokenIds.map((tokenId, i) => ({ _id: combatantIds[i], tokenId, sceneId, actorId: i === 0 ? kell : garro })),
      } as never)) as unknown as { startCombat(): Promise<unknown> };
      await combat.startCombat();
    });
    await world.settle();
    for (const client of [gm, world.client("Kell")]) {
      const config = (kind: "Combat" | "Combatant") => (client.config[kind] as { dataModels: Record<string, new () => object> }).dataModels;
      expect(Object.keys(config("Combat"))).toEqual(["base"]);
      expect(Object.keys(config("Combatant"))).toEqual(["base"]);
      const combat = client.combats.contents.at(-1)!;
      expect(combat.type).toBe("base");
      expect(combat.system).toBeInstanceOf(config("Combat").base);
      const system = combat.system as unknown as { mode: string; round: { round?: number; combatants?: object; order?: string[] } | null };
      expect(system.mode).toBe("segments");
      expect(system.round, "the started round is the Combat's system data").toMatchObject({ round: 1 });
      const ids = combat.combatants.contents.map((combatant) => combatant.id);
      expect(Object.keys(system.round?.combatants ?? {}).sort(), "the round holds a member for each combatant, by id").toEqual([...ids].sort());
      expect(system.round?.order, "in the tracker's order").toHaveLength(2);
      expect(combat.combatants.size).toBe(2);
      for (const combatant of combat.combatants) {
        expect(combatant.type).toBe("base");
        expect(combatant.system).toBeInstanceOf(config("Combatant").base);
      }
      expect(client.hooks.errors).toEqual([]);
    }
  });
});
