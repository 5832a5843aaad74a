/**
 * The roll pipeline (src/dice/pipeline/roll-d6.ts): `swd6rpg.preRoll<Kind>` may change the roll's
 * config or cancel it, the roll is built from the config as the listeners left it, and
 * `swd6rpg.roll<Kind>` is told of the evaluated roll; the caller's options are never changed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { D6RollOptions } from "../../src/dice/d6-roll-data.ts";
import type * as Pipeline from "../../src/dice/pipeline/roll-d6.ts";
import type * as PlainDice from "../../src/dice/pipeline/roll-dice.ts";
import { parseDieCode } from "../../src/rules/index.ts";
import { installRollStandIn, nextFaces } from "../helpers/roll-stand-in.ts";

/** A stand-in of Foundry's `Hooks`: `call` stops at the first listener returning false, `callAll` runs them all. */
const listeners = new Map<string, ((...args: unknown[]) => unknown)[]>();
const fired: string[] = [];
const hooks = {
  on(name: string, fn: (...args: unknown[]) => unknown) {
    listeners.set(name, [...(listeners.get(name) ?? []), fn]);
  },
  call(name: string, ...args: unknown[]) {
    fired.push(name);
    for (const fn of listeners.get(name) ?? []) if (fn(...args) === false) return false;
    return true;
  },
  callAll(name: string, ...args: unknown[]) {
    fired.push(name);
    for (const fn of listeners.get(name) ?? []) fn(...args);
    return true;
  },
};

let pipeline: typeof Pipeline;
let plain: typeof PlainDice;
beforeAll(async () => {
  await installRollStandIn();
  const foundry = (globalThis as unknown as { foundry: Record<string, unknown> }).foundry;
  vi.stubGlobal("foundry", { ...foundry, utils: { deepClone: <T>(value: T): T => structuredClone(value) } });
  vi.stubGlobal("Hooks", hooks);
  pipeline = await import("../../src/dice/pipeline/roll-d6.ts");
  plain = await import("../../src/dice/pipeline/roll-dice.ts");
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  listeners.clear();
  fired.length = 0;
});

function options(code: string): D6RollOptions {
  const parsed = parseDieCode(code);
  return {
    label: "Blaster",
    actorName: "Kell",
    base: parsed,
    code: parsed,
    modifiers: [],
    wildDie: true,
    mishap: "count",
    difficulty: 15,
    difficultyLevel: null,
    probability: null,
    automatic: null,
    rollId: "the caller's",
  };
}

describe("the roll pipeline", () => {
  it("fires the kind's hooks around the roll and rolls the options given", async () => {
    nextFaces(2, 3, 4);
    const roll = await pipeline.rollD6("skill", options("3D"));
    expect(fired).toEqual(["swd6rpg.preRollSkill", "swd6rpg.rollSkill"]);
    expect(roll?.total).toBe(9);
    expect(roll?.d6.rollId).not.toBe("the caller's");
  });

  it("rolls the code a preRoll listener raised, the card listing the modifier, and leaves the caller's options alone", async () => {
    hooks.on("swd6rpg.preRollAttack", (config) => pipeline.addRollModifier((config as Pipeline.D6RollConfig).options, "+1D"));
    let seen: unknown = null;
    hooks.on("swd6rpg.rollAttack", (roll, config) => (seen = [roll, (config as Pipeline.D6RollConfig).kind]));
    const given = options("3D+1");
    nextFaces(1, 2, 3, 4);
    const roll = await pipeline.rollD6("attack", given);
    expect(roll?.d6.code).toEqual({ dice: 4, pips: 1 });
    expect(roll?.d6.base).toEqual({ dice: 3, pips: 1 });
    expect(roll?.d6.modifiers).toEqual([{ source: "other", amount: { dice: 1, pips: 0 } }]);
    expect(roll?.faces.dice).toHaveLength(3);
    expect(seen).toEqual([roll, "attack"]);
    expect(given.code).toEqual({ dice: 3, pips: 1 });
    expect(given.modifiers).toEqual([]);
  });

  it("rolls nothing and tells no one when a preRoll listener returns false", async () => {
    hooks.on("swd6rpg.preRollForcePower", () => false);
    const roll = await pipeline.rollD6("forcePower", options("4D"));
    expect(roll).toBeNull();
    expect(fired).toEqual(["swd6rpg.preRollForcePower"]);
  });

  it("refuses a code a listener left past the dice the rules roll", async () => {
    hooks.on("swd6rpg.preRollDamage", (config) => void ((config as Pipeline.D6RollConfig).options.code = { dice: 500, pips: 0 }));
    await expect(pipeline.rollD6("damage", options("4D"))).rejects.toThrow();
    expect(() => pipeline.addRollModifier(options("4D"), "+99D")).toThrow();
  });

  it("names each kind's hooks", () => {
    expect(plain.rollHookNames("forcePower")).toEqual({ pre: "swd6rpg.preRollForcePower", post: "swd6rpg.rollForcePower" });
    expect(plain.rollHookNames("mortalWound")).toEqual({ pre: "swd6rpg.preRollMortalWound", post: "swd6rpg.rollMortalWound" });
  });

  it("rolls plain dice with the formula a listener changed, or none when one cancels", async () => {
    hooks.on("swd6rpg.preRollBactaTank", (config) => void ((config as PlainDice.DiceRollConfig).formula = "1d6 + 10"));
    nextFaces(4);
    const roll = await plain.rollDice("bactaTank", "2d6");
    expect(roll?.total).toBe(14);
    hooks.on("swd6rpg.preRollMortalWound", () => false);
    expect(await plain.rollDice("mortalWound", "2d6")).toBeNull();
  });
});
