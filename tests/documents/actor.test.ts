/**
 * The Actor's roll requests and worn armor, on a character made from the packs' data. Foundry's Actor
 * is a bare stand-in base class here: the methods tested read only `system`, `items` and `name`.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { SWD6Actor as SWD6ActorClass } from "../../src/documents/actor.ts";
import { ActorStandIn, registeredActorConfig } from "../helpers/actor-stand-in.ts";
import { characterFrom, gearItem } from "../applications/sheet-data.ts";
import { planRoll } from "../../src/dice/roll-modifiers.ts";
import { formatDieCode } from "../../src/rules/index.ts";

/** Foundry's Collection as far as the Actor uses it: items by id, iterated as values. */
class Items<T extends { id: string }> {
  readonly #byId: Map<string, T>;
  constructor(items: T[]) {
    this.#byId = new Map(items.map((item) => [item.id, item]));
  }
  [Symbol.iterator](): Iterator<T> {
    return this.#byId.values();
  }
  values(): T[] {
    return [...this.#byId.values()];
  }
  get(id: string): T | undefined {
    return this.#byId.get(id);
  }
  filter(predicate: (item: T) => boolean): T[] {
    return this.values().filter(predicate);
  }
  some(predicate: (item: T) => boolean): boolean {
    return this.values().some(predicate);
  }
}

let SWD6Actor: typeof SWD6ActorClass;

beforeAll(async () => {
  vi.stubGlobal("Actor", ActorStandIn);
  vi.stubGlobal("CONFIG", { Actor: await registeredActorConfig() });
  vi.stubGlobal("game", { i18n: { localize: (key: string) => `localized:${key}` } });
  ({ SWD6Actor } = await import("../../src/documents/actor.ts"));
});

/** The Bounty Hunter as an Actor, wearing the armor named. */
function bountyHunter(worn: string[] = []): SWD6ActorClass {
  const hunter = characterFrom("Bounty Hunter", { bonuses: { dodge: "1D" }, worn });
  hunter.gear.push(gearItem("armor", "Stormtrooper Armor", "armorst00000001", worn.includes("Stormtrooper Armor")));
  const items = [...hunter.skills.map((skill) => ({ ...skill, type: "skill" })), ...hunter.gear];
  const Actor = SWD6Actor as unknown as new (data: object) => SWD6ActorClass;
  return new Actor({ name: hunter.name, type: "character", system: hunter.system, items: new Items(items) });
}

function skillId(actor: SWD6ActorClass, key: string): string {
  const skill = (actor.items as unknown as Items<{ id: string; type: string; system: { key?: string } }>)
    .values()
    .find((item) => item.type === "skill" && item.system.key === key);
  if (!skill) throw new Error(`no skill ${key}`);
  return skill.id;
}

describe("SWD6Actor: worn armor", () => {
  it("wears nothing until armor is marked worn", () => {
    const actor = bountyHunter();
    expect(actor.wornArmor()).toBeNull();
    expect(actor.dexterityArmorPenalty()).toEqual({ dice: 0, pips: 0 });
  });

  it("reads worn Stormtrooper Armor as +2D physical, +1D energy, Dexterity -1D", () => {
    expect(bountyHunter(["Stormtrooper Armor"]).wornArmor()).toEqual({
      physical: { dice: 2, pips: 0 },
      energy: { dice: 1, pips: 0 },
      dexterityPenalty: { dice: 1, pips: 0 },
    });
  });

  it("takes the best bonus and the heaviest penalty of two worn pieces", () => {
    const actor = bountyHunter(["Stormtrooper Armor", "Protective Vest"]);
    expect(actor.wornArmor()).toEqual({
      physical: { dice: 2, pips: 0 },
      energy: { dice: 1, pips: 0 },
      dexterityPenalty: { dice: 1, pips: 0 },
    });
  });
});

describe("SWD6Actor: roll requests carry the armor's Dexterity penalty (Grundregeln and Reglas)", () => {
  it("on a Dexterity roll", () => {
    const request = bountyHunter(["Stormtrooper Armor"]).attributeRollRequest("dex");
    expect(request).toMatchObject({ label: "localized:SWD6.Attribute.dex.name", code: { dice: 4, pips: 0 }, kind: "attribute" });
    expect(request.armorPenalty).toEqual({ dice: 1, pips: 0 });
    // The roll plan takes it off: Dexterity 4D in stormtrooper armor rolls 3D.
    expect(formatDieCode(planRoll({ base: request.code, kind: request.kind, actions: 1, wound: null, armorPenalty: request.armorPenalty }).code)).toBe("3D");
  });

  it("on a Dexterity skill: Dodge 5D rolls 4D in the armor", () => {
    const actor = bountyHunter(["Stormtrooper Armor"]);
    const request = actor.skillRollRequest(skillId(actor, "dodge"));
    expect(request).toMatchObject({ code: { dice: 5, pips: 0 }, attribute: "dex", kind: "skill", armorPenalty: { dice: 1, pips: 0 } });
  });

  it("not on another attribute or its skills", () => {
    const actor = bountyHunter(["Stormtrooper Armor"]);
    expect(actor.attributeRollRequest("str")).not.toHaveProperty("armorPenalty");
    expect(actor.skillRollRequest(skillId(actor, "search"))).not.toHaveProperty("armorPenalty");
  });

  it("not when the armor is carried, or hinders nothing (the Protective Vest prints 0D)", () => {
    expect(bountyHunter().attributeRollRequest("dex")).not.toHaveProperty("armorPenalty");
    expect(bountyHunter(["Protective Vest"]).attributeRollRequest("dex")).not.toHaveProperty("armorPenalty");
  });
});
