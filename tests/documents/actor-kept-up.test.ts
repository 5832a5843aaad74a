/**
 * The Actor's Force powers kept "up" (the item flag `keptUp`): every roll request of the character
 * carries the actions they count as (`keptUpActions`), and a power being used leaves itself out.
 * Foundry's Actor is a bare stand-in base class here.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { SWD6Actor as SWD6ActorClass } from "../../src/documents/actor.ts";
import { ActorStandIn, registeredActorConfig } from "../helpers/actor-stand-in.ts";
import { failedJedi, jediPowers } from "../applications/force-powers/force-power-fixtures.ts";

let SWD6Actor: typeof SWD6ActorClass;

beforeAll(async () => {
  vi.stubGlobal("Actor", ActorStandIn);
  vi.stubGlobal("CONFIG", { Actor: await registeredActorConfig() });
  vi.stubGlobal("game", { i18n: { localize: (key: string) => key } });
  ({ SWD6Actor } = await import("../../src/documents/actor.ts"));
});

/** The Failed Jedi as an Actor with its powers, those named kept up. */
function jedi(up: string[]): SWD6ActorClass {
  const character = failedJedi();
  const powers = jediPowers().map((power) => ({
    id: power.id,
    name: power.name,
    type: "force-power",
    system: power.system,
    getFlag: (scope: string, key: string) => (scope === "swd6rpg" && key === "keptUp" ? up.includes(power.name) : undefined),
  }));
  const items = [...character.skills.map((skill) => ({ ...skill, type: "skill", getFlag: () => undefined })), ...powers];
  const collection = Object.assign(items, { get: (id: string) => items.find((item) => item.id === id) });
  const Actor = SWD6Actor as unknown as new (data: object) => SWD6ActorClass;
  return new Actor({ name: character.name, type: "character", system: character.system, items: collection });
}

describe("SWD6Actor: powers kept up", () => {
  it("adds no kept-up actions while no power is up", () => {
    const actor = jedi([]);
    expect(actor.keptUpPowerSkills()).toEqual([]);
    expect(actor.attributeRollRequest("dex")).not.toHaveProperty("keptUpActions");
  });

  it("counts Absorb/Dissipate Energy (control) and Lightsaber Combat (control, sense) as three actions on every roll", () => {
    const actor = jedi(["Absorb/Dissipate Energy", "Lightsaber Combat"]);
    expect(actor.keptUpPowerSkills()).toEqual([["control"], ["control", "sense"]]);
    expect(actor.attributeRollRequest("per").keptUpActions).toBe(3);
    const lightsaber = actor.items.find((item) => item.name === "Lightsaber")!;
    expect(actor.skillRollRequest(lightsaber.id!).keptUpActions).toBe(3);
  });

  it("leaves out the power being used", () => {
    const actor = jedi(["Absorb/Dissipate Energy", "Lightsaber Combat"]);
    expect(actor.keptUpPowerSkills("power0000000003")).toEqual([["control"]]);
  });
});
