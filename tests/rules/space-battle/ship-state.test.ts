import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type BattleShip,
  captainBonusInEffect,
  checkBattleShip,
  createBattleShip,
  nextBattleRound,
} from "../../../src/rules/space-battle/ship-state.ts";
import { DieCodeError } from "../../../src/rules/die-code.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";

const stats = {
  maneuverability: { dice: 3, pips: 0 },
  speed: 8,
  weaponDamage: { dice: 6, pips: 0 },
  fireControl: { dice: 2, pips: 0 },
  shields: { dice: 1, pips: 0 },
  hull: { dice: 4, pips: 0 },
};

describe("createBattleShip", () => {
  it("starts undamaged, the captain commanding, initiative not yet rolled", () => {
    expect(createBattleShip(stats, { dice: 1, pips: 0 })).toEqual({
      stats,
      base: stats,
      captainBonus: { dice: 1, pips: 0 },
      captain: "commanding",
      initiative: null,
      hasAttacked: false,
      shieldsDown: false,
      destroyed: false,
    });
  });

  it("has no captain's bonus unless given one", () => {
    expect(createBattleShip(stats).captainBonus).toEqual({ dice: 0, pips: 0 });
  });

  it("rejects a fractional speed or a code that cannot be rolled", () => {
    expect(() => createBattleShip({ ...stats, speed: 2.5 })).toThrow(/stats.speed/);
    expect(() => createBattleShip({ ...stats, hull: { dice: -1, pips: 0 } })).toThrow(DieCodeError);
  });
});

describe("nextBattleRound (seed 003)", () => {
  const midRound: BattleShip = {
    ...createBattleShip(stats, { dice: 1, pips: 0 }),
    initiative: 17,
    hasAttacked: true,
    shieldsDown: true,
    captain: "bonus-lost-this-round",
  };

  it("shields are back, the captain's bonus counts again, initiative is to be rolled", () => {
    expect(nextBattleRound(midRound)).toEqual({ ...midRound, initiative: null, hasAttacked: false, shieldsDown: false, captain: "commanding" });
  });

  it("a fallen captain stays fallen", () => {
    expect(nextBattleRound({ ...midRound, captain: "fallen" }).captain).toBe("fallen");
  });
});

describe("captainBonusInEffect", () => {
  it.each([
    ["commanding", { dice: 1, pips: 1 }],
    ["bonus-lost-this-round", { dice: 0, pips: 0 }],
    ["fallen", { dice: 0, pips: 0 }],
  ] as const)("%s: %j", (captain, bonus) => {
    expect(captainBonusInEffect({ ...createBattleShip(stats, { dice: 1, pips: 1 }), captain })).toEqual(bonus);
  });
});

describe("checkBattleShip", () => {
  it("names the malformed field", () => {
    const ship = createBattleShip(stats);
    expect(() => checkBattleShip({ ...ship, captain: "drunk" as never })).toThrow(/ship.captain/);
    expect(() => checkBattleShip({ ...ship, initiative: 1.5 })).toThrow(/ship.initiative/);
    expect(() => checkBattleShip({ ...ship, destroyed: "no" as never }, "target")).toThrow(/target.destroyed/);
    expect(() => checkBattleShip(null as never)).toThrow(RuleArgumentError);
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        try {
          nextBattleRound(value as never);
        } catch (error) {
          expect(error instanceof RuleArgumentError || error instanceof DieCodeError).toBe(true);
        }
      }),
    );
  });
});
