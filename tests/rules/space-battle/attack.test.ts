import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { BattleShip } from "../../../src/rules/space-battle/ship-state.ts";
import { BATTLE_ATTACK_RANGE_CM, canBattleAttack, rollBattleAttack } from "../../../src/rules/space-battle/attack.ts";
import { commandedShip } from "../../helpers/battle-ships.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

// Fire control 2D + weapon damage 3D + the captain's 1D: 6D, the wild die drawn last.
const gunboat = (change: Partial<BattleShip> = {}): BattleShip =>
  commandedShip(
    {
      maneuverability: { dice: 1, pips: 0 },
      speed: 5,
      weaponDamage: { dice: 3, pips: 0 },
      fireControl: { dice: 2, pips: 0 },
      shields: { dice: 2, pips: 0 },
      hull: { dice: 3, pips: 0 },
    },
    { initiative: 15, ...change },
  );

describe("canBattleAttack (Raumschlacht: within 10 cm, once per round)", () => {
  it.each([
    [0, true],
    [10, true],
    [10.5, false],
  ])("at %d cm: %s", (cm, allowed) => {
    expect(canBattleAttack(gunboat(), cm)).toBe(allowed);
  });

  it("not twice in a round, and not once destroyed", () => {
    expect(BATTLE_ATTACK_RANGE_CM).toBe(10);
    expect(canBattleAttack(gunboat({ hasAttacked: true }), 5)).toBe(false);
    expect(canBattleAttack(gunboat({ destroyed: true }), 5)).toBe(false);
  });

  it("rejects a negative distance", () => {
    expect(() => canBattleAttack(gunboat(), -1)).toThrow(/distanceCm/);
  });
});

describe("rollBattleAttack (Raumschlacht: fire control + weapon damage vs the target's initiative)", () => {
  it("equal to the target's initiative hits", () => {
    const result = rollBattleAttack(gunboat(), gunboat({ initiative: 18 }), 7, fixedFaces(3, 3, 3, 3, 3, 3));
    expect(result.roll.total).toBe(18);
    expect(result.hit).toBe(true);
    expect(result.attacker.hasAttacked).toBe(true);
  });

  it("below it misses", () => {
    expect(rollBattleAttack(gunboat(), gunboat({ initiative: 19 }), 7, fixedFaces(3, 3, 3, 3, 3, 3)).hit).toBe(false);
  });

  it("a mishap fails the attack, however high, and costs a random system 1D", () => {
    const result = rollBattleAttack(gunboat(), gunboat({ initiative: 5 }), 7, fixedFaces(6, 6, 6, 6, 6, 1, 3));
    expect(result.hit).toBe(false);
    expect(result.mishapHit).toEqual({ roll: 3, system: "targeting-computer" });
    expect(result.attacker.stats.fireControl).toEqual({ dice: 1, pips: 0 });
  });

  it("a mishap's bridge hit only costs the captain's bonus for the rest of the round", () => {
    const result = rollBattleAttack(gunboat(), gunboat(), 7, fixedFaces(6, 6, 6, 6, 6, 1, 6));
    expect(result.attacker.captain).toBe("bonus-lost-this-round");
  });

  it("without the captain's bonus only fire control and weapon damage are rolled", () => {
    expect(rollBattleAttack(gunboat({ captain: "fallen" }), gunboat(), 7, fixedFaces(4, 4, 4, 4, 4)).roll.total).toBe(20);
  });

  it("rejects an attack out of range, a second attack, a destroyed or unready target", () => {
    expect(() => rollBattleAttack(gunboat(), gunboat(), 11, fixedFaces(1))).toThrow(/attacker/);
    expect(() => rollBattleAttack(gunboat({ hasAttacked: true }), gunboat(), 5, fixedFaces(1))).toThrow(/attacker/);
    expect(() => rollBattleAttack(gunboat(), gunboat({ destroyed: true }), 5, fixedFaces(1))).toThrow(/target.destroyed/);
    expect(() => rollBattleAttack(gunboat(), gunboat({ initiative: null }), 5, fixedFaces(1))).toThrow(/target.initiative/);
  });
});

describe("properties", () => {
  it("a hit means no mishap and a roll at or above the target's initiative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (initiative, draws) => {
          let i = 0;
          const result = rollBattleAttack(gunboat(), gunboat({ initiative }), 3, () => draws[i++ % draws.length]);
          expect(result.hit).toBe(!result.roll.mishap && result.roll.total >= initiative);
          expect(result.mishapHit === null).toBe(!result.roll.mishap);
        },
      ),
    );
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.oneof(fc.double(), fc.anything()), (a, t, cm, r) => {
        expectOnlyDocumentedErrors(
          () => rollBattleAttack(a as never, t as never, cm as never, () => r as never),
          () => rollBattleAttack(gunboat(), gunboat(), cm as never, () => r as never),
          () => canBattleAttack(a as never, cm as never),
        );
      }),
    );
  });
});
