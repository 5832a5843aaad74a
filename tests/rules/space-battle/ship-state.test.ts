import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { type BattleShip, captainBonusInEffect, checkBattleShip, createBattleShip, nextBattleRound } from "../../../src/rules/space-battle/ship-state.ts";
import { DieCodeError } from "../../../src/rules/dice/die-code.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { XWING } from "../../helpers/battle-ships.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

describe("createBattleShip", () => {
  it("starts undamaged, the captain commanding, initiative not yet rolled", () => {
    expect(createBattleShip(XWING, { dice: 1, pips: 0 })).toEqual({
      stats: XWING,
      base: XWING,
      captainBonus: { dice: 1, pips: 0 },
      captain: "commanding",
      initiative: null,
      hasAttacked: false,
      shieldsDown: false,
      destroyed: false,
    });
  });

  it("has no captain's bonus unless given one", () => {
    expect(createBattleShip(XWING).captainBonus).toEqual({ dice: 0, pips: 0 });
  });

  it("rejects a fractional speed or a code that cannot be rolled", () => {
    expect(() => createBattleShip({ ...XWING, speed: 2.5 })).toThrow(/stats.speed/);
    expect(() => createBattleShip({ ...XWING, hull: { dice: -1, pips: 0 } })).toThrow(DieCodeError);
  });
});

describe("nextBattleRound (Raumschlacht)", () => {
  const midRound: BattleShip = {
    ...createBattleShip(XWING, { dice: 1, pips: 0 }),
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
    expect(captainBonusInEffect({ ...createBattleShip(XWING, { dice: 1, pips: 1 }), captain })).toEqual(bonus);
  });
});

describe("checkBattleShip", () => {
  it("names the malformed field", () => {
    const ship = createBattleShip(XWING);
    expect(() => checkBattleShip({ ...ship, captain: "drunk" as never })).toThrow(/ship.captain/);
    expect(() => checkBattleShip({ ...ship, initiative: 1.5 })).toThrow(/ship.initiative/);
    expect(() => checkBattleShip({ ...ship, destroyed: "no" as never }, "target")).toThrow(/target.destroyed/);
    expect(() => checkBattleShip(null as never)).toThrow(RuleArgumentError);
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expectOnlyDocumentedErrors(() => nextBattleRound(value as never));
      }),
    );
  });
});
