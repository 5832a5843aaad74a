import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { BattleShip } from "../../../src/rules/space-battle/ship-state.ts";
import { rollBattleDefense } from "../../../src/rules/space-battle/defense.ts";
import { CORVETTE, commandedShip } from "../../helpers/battle-ships.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

// Shields 2D + hull 3D + the captain's 1D = 6D; six 2s make a defense of 12.
const corvette = (change: Partial<BattleShip> = {}): BattleShip => commandedShip(CORVETTE, change);
const twelve = [2, 2, 2, 2, 2, 2];

describe("rollBattleDefense (Raumschlacht)", () => {
  it("an attack below the defense does nothing", () => {
    const result = rollBattleDefense(corvette(), 11, fixedFaces(...twelve));
    expect(result.roll.total).toBe(12);
    expect(result.row).toBeNull();
    expect(result.defender).toEqual(corvette());
  });

  it("difference 0-3: the shields collapse for the rest of the round", () => {
    const result = rollBattleDefense(corvette(), 12, fixedFaces(...twelve));
    expect(result.row).toEqual({ kind: "shields-collapse" });
    expect(result.defender).toEqual(corvette({ shieldsDown: true }));
  });

  it("difference 4-7: 1D off one random system", () => {
    const result = rollBattleDefense(corvette(), 16, fixedFaces(...twelve, 2));
    expect(result.systemHits).toEqual([{ roll: 2, system: "guns" }]);
    expect(result.defender.stats).toEqual({ ...CORVETTE, weaponDamage: { dice: 3, pips: 0 } });
  });

  it("difference 8-11: 1D off each of two random systems", () => {
    const result = rollBattleDefense(corvette(), 20, fixedFaces(...twelve, 2, 3));
    expect(result.systemHits.map((hit) => hit.system)).toEqual(["guns", "targeting-computer"]);
    expect(result.defender.stats).toEqual({ ...CORVETTE, weaponDamage: { dice: 3, pips: 0 }, fireControl: { dice: 1, pips: 0 } });
  });

  it("difference 12-15: 2D off one random system", () => {
    const result = rollBattleDefense(corvette(), 24, fixedFaces(...twelve, 1));
    expect(result.defender.stats).toEqual({ ...CORVETTE, maneuverability: { dice: 0, pips: 0 } });
  });

  it("difference 16-19: 2D off each of two random systems", () => {
    const result = rollBattleDefense(corvette(), 28, fixedFaces(...twelve, 2, 2));
    expect(result.defender.stats).toEqual({ ...CORVETTE, weaponDamage: { dice: 0, pips: 0 } });
  });

  it("difference 20+: destroyed", () => {
    const result = rollBattleDefense(corvette(), 32, fixedFaces(...twelve));
    expect(result.row).toEqual({ kind: "destroyed" });
    expect(result.defender.destroyed).toBe(true);
  });

  it("once a hit destroys the ship, no further system is rolled", () => {
    const frail = corvette({ stats: { ...CORVETTE, hull: { dice: 1, pips: 0 } } });
    // Shields 2D + hull 1D + captain 1D: four 2s make 8; 8 more is the 2D-to-two-systems row.
    const result = rollBattleDefense(frail, 24, fixedFaces(2, 2, 2, 2, 5));
    expect(result.defender.destroyed).toBe(true);
    expect(result.systemHits).toEqual([{ roll: 5, system: "hull" }]);
  });

  it("collapsed shields add nothing to the defense", () => {
    const result = rollBattleDefense(corvette({ shieldsDown: true }), 8, fixedFaces(2, 2, 2, 2));
    expect(result.roll.total).toBe(8);
    expect(result.row).toEqual({ kind: "shields-collapse" });
  });

  it("a mishap: the 1 counts, and afterwards the shields are down until the round ends", () => {
    const result = rollBattleDefense(corvette(), 20, fixedFaces(4, 4, 4, 4, 4, 1));
    expect(result.roll.total).toBe(21);
    expect(result.row).toBeNull();
    expect(result.defender.shieldsDown).toBe(true);
  });

  it("rejects a destroyed defender and a fractional attack roll", () => {
    expect(() => rollBattleDefense(corvette({ destroyed: true }), 10, fixedFaces(1))).toThrow(/defender.destroyed/);
    expect(() => rollBattleDefense(corvette(), 10.5, fixedFaces(1))).toThrow(/attackRoll/);
  });
});

describe("properties", () => {
  it("a defense never raises a value, and shields collapse on every mishap", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (attack, draws) => {
          let i = 0;
          const { defender, roll, row } = rollBattleDefense(corvette(), attack, () => draws[i++ % draws.length]);
          for (const code of ["maneuverability", "weaponDamage", "fireControl", "shields", "hull"] as const) {
            expect(defender.stats[code].dice).toBeLessThanOrEqual(CORVETTE[code].dice);
          }
          if (roll.mishap) expect(defender.shieldsDown).toBe(true);
          expect(row === null).toBe(attack < roll.total);
        },
      ),
    );
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.oneof(fc.double(), fc.anything()), (ship, attack, r) => {
        expectOnlyDocumentedErrors(
          () => rollBattleDefense(ship as never, attack as never, () => r as never),
          () => rollBattleDefense(corvette(), attack as never, () => r as never),
        );
      }),
    );
  });
});
