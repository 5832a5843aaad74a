import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { BattleShip } from "../../../src/rules/space-battle/ship-state.ts";
import { battleMoveAllowance, battleOrder, rollBattleInitiative } from "../../../src/rules/space-battle/initiative.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { XWING, commandedShip } from "../../helpers/battle-ships.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

const xwing = (): BattleShip => commandedShip(XWING);

describe("rollBattleInitiative (Raumschlacht: maneuverability + speed, kept all round)", () => {
  it("rolls maneuverability 3D and the captain's 1D with the wild die, then adds speed 8", () => {
    const result = rollBattleInitiative(xwing(), fixedFaces(3, 4, 2, 5));
    expect(result.roll.total).toBe(14);
    expect(result.initiative).toBe(22);
    expect(result.ship.initiative).toBe(22);
    expect(result.mishapHit).toBeNull();
  });

  it("a wild 6 explodes", () => {
    expect(rollBattleInitiative(xwing(), fixedFaces(1, 1, 1, 6, 2)).initiative).toBe(1 + 1 + 1 + 6 + 2 + 8);
  });

  it("on a mishap the initiative is the speed and a random system loses 1D", () => {
    const result = rollBattleInitiative(xwing(), fixedFaces(6, 6, 5, 1, 2));
    expect(result.initiative).toBe(8);
    expect(result.mishapHit).toEqual({ roll: 2, system: "guns" });
    expect(result.ship.stats.weaponDamage).toEqual({ dice: 5, pips: 0 });
  });

  it("a mishap's bridge hit with the captain alive only costs the bonus this round", () => {
    const result = rollBattleInitiative(xwing(), fixedFaces(6, 6, 5, 1, 6));
    expect(result.ship.captain).toBe("bonus-lost-this-round");
    expect(result.ship.stats).toEqual(xwing().stats);
  });

  it("without the captain's bonus, only maneuverability is rolled", () => {
    expect(rollBattleInitiative({ ...xwing(), captain: "fallen" }, fixedFaces(2, 2, 2)).initiative).toBe(14);
  });

  it("rejects a destroyed ship and a bad random source", () => {
    expect(() => rollBattleInitiative({ ...xwing(), destroyed: true }, fixedFaces(1))).toThrow(/ship.destroyed/);
    expect(() => rollBattleInitiative(xwing(), () => 2)).toThrow(RuleArgumentError);
  });
});

describe("battleOrder (Raumschlacht: descending initiative)", () => {
  const at = (initiative: number | null, destroyed = false): BattleShip => ({ ...xwing(), initiative, destroyed });

  it("orders by initiative, highest first, leaving out destroyed ships, ties in the given order", () => {
    expect(battleOrder([at(12), at(20), at(30, true), at(12), at(25)])).toEqual([4, 1, 0, 3]);
  });

  it("rejects an active ship without initiative", () => {
    expect(() => battleOrder([at(12), at(null)])).toThrow(/ships\[1\].initiative/);
    expect(battleOrder([at(12), at(null, true)])).toEqual([0]);
  });
});

describe("battleMoveAllowance (Raumschlacht: up to the initiative in cm)", () => {
  it.each([
    [22, 22],
    [0, 0],
    [-2, 0],
  ])("initiative %i: up to %i cm", (initiative, cm) => {
    expect(battleMoveAllowance({ ...xwing(), initiative })).toBe(cm);
  });

  it("rejects a ship that has not rolled initiative", () => {
    expect(() => battleMoveAllowance(xwing())).toThrow(/initiative/);
  });
});

describe("properties", () => {
  it("the initiative is never below the speed without a mishap, and is the speed with one", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 20 }), (draws) => {
        let i = 0;
        const result = rollBattleInitiative(xwing(), () => draws[i++ % draws.length]);
        if (result.roll.mishap) expect(result.initiative).toBe(8);
        else expect(result.initiative).toBeGreaterThanOrEqual(8 + 4);
      }),
    );
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(fc.anything(), fc.oneof(fc.double(), fc.anything()), (ship, r) => {
        expectOnlyDocumentedErrors(
          () => rollBattleInitiative(ship as never, () => r as never),
          () => battleOrder(ship as never),
          () => battleMoveAllowance(ship as never),
        );
      }),
    );
  });
});
