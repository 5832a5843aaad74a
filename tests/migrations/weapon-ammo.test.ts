import { describe, expect, it } from "vitest";
import { readAmmo, weaponAmmo } from "../../src/migrations/weapon-ammo.ts";
import { pendingSteps } from "../../src/migrations/steps.ts";

describe("readAmmo: shots and reload of an ammunition line", () => {
  it.each([
    ["100", 100, ""],
    ["30 (power packs: 25)", 30, "power packs: 25"],
    ["25 or Power generator only", 25, "or Power generator only"],
    ["1,000", 1000, ""],
    ["", null, ""],
    ["By grenade type", null, "By grenade type"],
  ])("reads %j as %s shots, reload %j", (printed, ammo, reload) => {
    expect(readAmmo(printed)).toEqual({ ammo, reload });
  });
});

describe("the 0.2.0 step: weapon ammunition as a number", () => {
  it("splits a 0.1.0 weapon's ammunition text and keeps every other field", () => {
    const before = { _id: "w", type: "weapon", system: { ammo: "30 (power packs: 25)", damage: "4D", skill: "Blaster" } };
    expect(weaponAmmo(before)).toEqual({ _id: "w", type: "weapon", system: { ammo: 30, reload: "power packs: 25", damage: "4D", skill: "Blaster" } });
  });

  it("leaves a migrated weapon, and any other document, as they are", () => {
    const migrated = { type: "weapon", system: { ammo: 30, reload: "power packs: 25" } };
    expect(weaponAmmo(migrated)).toBe(migrated);
    const armor = { type: "armor", system: { ammo: "30" } };
    expect(weaponAmmo(armor)).toBe(armor);
  });

  it("runs in worlds last migrated by 0.1.0, and not again", () => {
    const pending = pendingSteps("0.1.0");
    expect(pending.map((step) => step.migrate)).toContain(weaponAmmo);
    expect(pendingSteps("0.2.0").map((step) => step.migrate)).not.toContain(weaponAmmo);
  });
});
