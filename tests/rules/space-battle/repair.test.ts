import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { type BattleShip, type BattleShipStats, createBattleShip } from "../../../src/rules/space-battle/ship-state.ts";
import { battleRepairCount, rollBattleRepair } from "../../../src/rules/space-battle/repair.ts";
import { BATTLE_SYSTEMS, damageBattleSystem } from "../../../src/rules/space-battle/systems.ts";
import { CORVETTE } from "../../helpers/battle-ships.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

const base: BattleShipStats = { ...CORVETTE, shields: { dice: 2, pips: 1 } };
const damaged = (stats: Partial<BattleShipStats>, change: Partial<BattleShip> = {}): BattleShip => ({
  ...createBattleShip(base),
  stats: { ...base, ...stats },
  ...change,
});

describe("battleRepairCount (Raumschlacht: 1 nothing, 2-5 one, 6 two)", () => {
  it.each([
    [1, 0],
    [2, 1],
    [5, 1],
    [6, 2],
  ])("%i: %i", (roll, count) => {
    expect(battleRepairCount(roll)).toBe(count);
  });

  it("rejects anything but a face", () => {
    expect(() => battleRepairCount(7)).toThrow(/roll/);
  });
});

describe("rollBattleRepair (Raumschlacht)", () => {
  const hurt = damaged({ shields: { dice: 0, pips: 1 }, weaponDamage: { dice: 3, pips: 0 } });

  it("1: nothing is repaired", () => {
    expect(rollBattleRepair(hurt, fixedFaces(1))).toEqual({ ship: hurt, roll: 1, repaired: [] });
  });

  it("2-5: one repair, the shields first", () => {
    const { ship, repaired } = rollBattleRepair(hurt, fixedFaces(4));
    expect(repaired).toEqual(["shield-generators"]);
    expect(ship.stats.shields).toEqual({ dice: 1, pips: 1 });
  });

  it("6: two repairs, each on the first damaged system in the order", () => {
    const { ship, repaired } = rollBattleRepair(hurt, fixedFaces(6));
    expect(repaired).toEqual(["shield-generators", "shield-generators"]);
    expect(ship.stats).toEqual({ ...base, weaponDamage: { dice: 3, pips: 0 } });
  });

  it("a repair order of the player's choosing", () => {
    const { ship, repaired } = rollBattleRepair(hurt, fixedFaces(6), ["guns", "shield-generators"]);
    expect(repaired).toEqual(["guns", "shield-generators"]);
    expect(ship.stats).toEqual({ ...base, shields: { dice: 1, pips: 1 } });
  });

  it("engines get speed back first, then maneuverability", () => {
    const engines = damaged({ maneuverability: { dice: 0, pips: 0 }, speed: 5 });
    expect(rollBattleRepair(engines, fixedFaces(6), ["engines"]).ship.stats).toEqual({ ...base, maneuverability: { dice: 1, pips: 0 } });
  });

  it("a fallen captain cannot be brought back", () => {
    const { ship, repaired } = rollBattleRepair(damaged({}, { captain: "fallen" }), fixedFaces(6), ["bridge"]);
    expect(ship.captain).toBe("fallen");
    expect(repaired).toEqual([]);
  });

  it("rejects a destroyed ship and unknown systems", () => {
    expect(() => rollBattleRepair(damaged({}, { destroyed: true }), fixedFaces(3))).toThrow(/ship.destroyed/);
    expect(() => rollBattleRepair(hurt, fixedFaces(3), ["galley" as never])).toThrow(/priority\[0\]/);
  });
});

describe("properties", () => {
  it("repairs never exceed the undamaged values and never lower one", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...BATTLE_SYSTEMS), fc.integer({ min: 1, max: 2 })), { maxLength: 8 }),
        fc.integer({ min: 1, max: 6 }),
        fc.shuffledSubarray([...BATTLE_SYSTEMS]),
        (hits, face, priority) => {
          let ship = createBattleShip(base);
          for (const [system, dice] of hits) ship = damageBattleSystem(ship, system, dice, "damage");
          if (ship.destroyed) return;
          const { ship: repairedShip, repaired } = rollBattleRepair(ship, fixedFaces(face), priority);
          expect(repaired.length).toBeLessThanOrEqual(battleRepairCount(face));
          for (const code of ["maneuverability", "weaponDamage", "fireControl", "shields", "hull"] as const) {
            expect(repairedShip.stats[code].dice).toBeGreaterThanOrEqual(ship.stats[code].dice);
            expect(repairedShip.stats[code].dice).toBeLessThanOrEqual(base[code].dice);
          }
          expect(repairedShip.stats.speed).toBeLessThanOrEqual(base.speed);
          expect(repairedShip.captain).toBe(ship.captain);
        },
      ),
    );
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.oneof(fc.double(), fc.anything()), (ship, priority, r) => {
        expectOnlyDocumentedErrors(
          () => rollBattleRepair(ship as never, () => r as never),
          () => rollBattleRepair(damaged({}), () => r as never, priority as never),
          () => battleRepairCount(r as never),
        );
      }),
    );
  });
});
