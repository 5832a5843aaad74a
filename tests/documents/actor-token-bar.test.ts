/**
 * Editing a character's wound bar on a token changes his wound level. Foundry calls
 * `Actor#modifyTokenAttribute(attribute, value, isDelta, isBar)` with what was typed into the bar,
 * and core's version fires the `modifyTokenAttribute` hook with `{attribute, value, isDelta, isBar}`,
 * the update and the actor before it updates (foundryvtt.com/api/functions/hookEvents.modifyTokenAttribute.html);
 * dnd5e overrides it to route its hit point bar (dnd5e module/documents/actor/actor.mjs). The Actor
 * base here is a stand-in that records what reaches it.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SWD6Actor as SWD6ActorClass } from "../../src/documents/actor.ts";
import { ActorStandIn, registeredActorConfig } from "../helpers/actor-stand-in.ts";

const updates: Record<string, unknown>[] = [];
const baseCalls: unknown[][] = [];
const hookCalls: unknown[][] = [];
const warnings: string[] = [];
let cancel = false;
let damageModel = "difference";

let SWD6Actor: typeof SWD6ActorClass;

beforeAll(async () => {
  vi.stubGlobal(
    "Actor",
    class extends ActorStandIn {
      async update(data: Record<string, unknown>) {
        updates.push(data);
        return this;
      }
      async modifyTokenAttribute(...args: unknown[]) {
        baseCalls.push(args);
        return this;
      }
    },
  );
  // Like core's Hooks (foundry.helpers.Hooks): `call` is a static method that reaches the listeners
  // through `this`, so a copy of it called without its class throws.
  vi.stubGlobal(
    "Hooks",
    class {
      static readonly calls = hookCalls;
      static call(...args: unknown[]): boolean {
        this.calls.push(args);
        return !cancel;
      }
    },
  );
  vi.stubGlobal("ui", { notifications: { warn: (key: string) => void warnings.push(key) } });
  vi.stubGlobal("CONFIG", { Actor: await registeredActorConfig() });
  vi.stubGlobal("game", {
    i18n: { localize: (key: string) => key },
    settings: { get: (_scope: string, key: string) => (key === "damageModel" ? damageModel : undefined) },
  });
  ({ SWD6Actor } = await import("../../src/documents/actor.ts"));
});

beforeEach(() => {
  for (const list of [updates, baseCalls, hookCalls, warnings]) list.length = 0;
  cancel = false;
  damageModel = "difference";
});

function character(woundLevel: string): SWD6ActorClass {
  const Actor = SWD6Actor as unknown as new (data: object) => SWD6ActorClass;
  return new Actor({ type: "character", name: "Anla", system: { woundLevel, wounds: { value: 0, max: 6 } } });
}

describe("the wound bar on a character's token", () => {
  it("sets the wound level a value entered in the bar stands for", async () => {
    await character("none").modifyTokenAttribute("wounds", 2, false, true);
    expect(updates).toEqual([{ "system.woundLevel": "wounded" }]);
    expect(baseCalls).toEqual([]);
  });

  it("moves the wound level by a change of the bar", async () => {
    await character("wounded").modifyTokenAttribute("wounds", 1, true, true);
    expect(updates).toEqual([{ "system.woundLevel": "wounded-twice" }]);
  });

  it("follows the world's damage model: the 1st edition has no wounded twice", async () => {
    damageModel = "ratio";
    await character("wounded").modifyTokenAttribute("wounds", 1, true, true);
    expect(updates).toEqual([{ "system.woundLevel": "incapacitated" }]);
  });

  it("fires core's hook with the change and the update, which a listener may change or cancel", async () => {
    const anla = character("none");
    await anla.modifyTokenAttribute("wounds", 4, false, true);
    expect(hookCalls).toEqual([
      ["modifyTokenAttribute", { attribute: "wounds", value: 4, isDelta: false, isBar: true }, { "system.woundLevel": "incapacitated" }, anla],
    ]);
    cancel = true;
    await anla.modifyTokenAttribute("wounds", 6, false, true);
    expect(updates).toEqual([{ "system.woundLevel": "incapacitated" }]);
  });

  it("warns and changes nothing for a value that is not a number", async () => {
    await character("wounded").modifyTokenAttribute("wounds", Number.NaN, false, true);
    expect(updates).toEqual([]);
    expect(warnings).toEqual(["SWD6.Character.WoundBar.invalid"]);
  });

  it("leaves every other attribute to core", async () => {
    await character("none").modifyTokenAttribute("forcePoints", 1, true, false);
    expect(baseCalls).toEqual([["forcePoints", 1, true, false]]);
    expect(updates).toEqual([]);
  });
});
