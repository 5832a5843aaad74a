import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { BattleShip, BattleShipStats } from "../../../src/rules/space-battle/ship-state.ts";
import { BATTLE_SYSTEMS, damageBattleSystem, hitRandomBattleSystem } from "../../../src/rules/space-battle/systems.ts";
import { XWING, commandedShip } from "../../helpers/battle-ships.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

const stats: BattleShipStats = { ...XWING, fireControl: { dice: 2, pips: 1 } };
const ship = (change: Partial<BattleShipStats> = {}): BattleShip => commandedShip({ ...stats, ...change }, { base: stats });

describe("the system table (Raumschlacht), 1D each", () => {
  it.each([
    [1, "engines", { maneuverability: { dice: 2, pips: 0 } }],
    [2, "guns", { weaponDamage: { dice: 5, pips: 0 } }],
    [3, "targeting-computer", { fireControl: { dice: 1, pips: 1 } }],
    [4, "shield-generators", { shields: { dice: 0, pips: 0 } }],
    [5, "hull", { hull: { dice: 3, pips: 0 } }],
  ] as const)("%i %s", (face, system, change) => {
    const { ship: hit, hit: rolled } = hitRandomBattleSystem(ship(), 1, "damage", fixedFaces(face));
    expect(rolled).toEqual({ roll: face, system });
    expect(hit.stats).toEqual({ ...stats, ...change });
    expect(hit.destroyed).toBe(false);
  });

  it("6 bridge: the captain's bonus is lost for good", () => {
    const { ship: hit } = hitRandomBattleSystem(ship(), 1, "damage", fixedFaces(6));
    expect(hit.captain).toBe("fallen");
    expect(hit.stats).toEqual(stats);
  });

  it("further bridge hits count as hull hits (5)", () => {
    const hit = damageBattleSystem({ ...ship(), captain: "fallen" }, "bridge", 1, "damage");
    expect(hit.stats.hull).toEqual({ dice: 3, pips: 0 });
  });
});

describe("special cases (Raumschlacht)", () => {
  it("engines with maneuverability already 0: -1 speed", () => {
    expect(damageBattleSystem(ship({ maneuverability: { dice: 0, pips: 0 } }), "engines", 1, "damage").stats.speed).toBe(7);
  });

  it("engines with maneuverability and speed at 0: a hull hit", () => {
    const hit = damageBattleSystem(ship({ maneuverability: { dice: 0, pips: 0 }, speed: 0 }), "engines", 1, "damage");
    expect(hit.stats.hull).toEqual({ dice: 3, pips: 0 });
  });

  it.each(["guns", "targeting-computer", "shield-generators"] as const)("%s at 0: further hits go to the hull, shields or not", (system) => {
    const bare = ship({ weaponDamage: { dice: 0, pips: 0 }, fireControl: { dice: 0, pips: 2 }, shields: { dice: 0, pips: 0 } });
    expect(damageBattleSystem(bare, system, 1, "damage").stats.hull).toEqual({ dice: 3, pips: 0 });
  });

  it("2D on a 1D system: it falls to 0 and the second die strikes the hull", () => {
    const hit = damageBattleSystem(ship(), "shield-generators", 2, "damage");
    expect(hit.stats.shields).toEqual({ dice: 0, pips: 0 });
    expect(hit.stats.hull).toEqual({ dice: 3, pips: 0 });
  });

  it("hull at 0: the ship is destroyed", () => {
    const hit = damageBattleSystem(ship({ hull: { dice: 2, pips: 1 } }), "hull", 2, "damage");
    expect(hit.stats.hull).toEqual({ dice: 0, pips: 1 });
    expect(hit.destroyed).toBe(true);
  });

  it("after a mishap, a bridge hit with the captain alive only costs the bonus this round", () => {
    expect(damageBattleSystem(ship(), "bridge", 1, "mishap").captain).toBe("bonus-lost-this-round");
  });

  it("after a mishap with the captain fallen, the bridge hit counts as a hull hit", () => {
    expect(damageBattleSystem({ ...ship(), captain: "fallen" }, "bridge", 1, "mishap").stats.hull).toEqual({ dice: 3, pips: 0 });
  });

  it("rejects unknown systems and causes and fractional dice", () => {
    expect(() => damageBattleSystem(ship(), "galley" as never, 1, "damage")).toThrow(/system/);
    expect(() => damageBattleSystem(ship(), "hull", 1, "sabotage" as never)).toThrow(/cause/);
    expect(() => damageBattleSystem(ship(), "hull", 1.5, "damage")).toThrow(/dice/);
  });
});

describe("properties", () => {
  it("damage never raises a value, and a destroyed ship stays destroyed", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...BATTLE_SYSTEMS), fc.integer({ min: 1, max: 2 }), fc.constantFrom("damage", "mishap" as const)), { maxLength: 20 }),
        (hits) => {
          let current = ship();
          for (const [system, dice, cause] of hits) {
            const next = damageBattleSystem(current, system, dice, cause);
            for (const code of ["maneuverability", "weaponDamage", "fireControl", "shields", "hull"] as const) {
              expect(next.stats[code].dice).toBeLessThanOrEqual(current.stats[code].dice);
            }
            expect(next.stats.speed).toBeLessThanOrEqual(current.stats.speed);
            if (current.destroyed) expect(next).toEqual(current);
            if (current.captain === "fallen") expect(next.captain).toBe("fallen");
            expect(next.destroyed).toBe(next.stats.hull.dice === 0);
            current = next;
          }
        },
      ),
    );
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.oneof(fc.double(), fc.anything()), (system, dice, cause, r) => {
        expectOnlyDocumentedErrors(() => {
          damageBattleSystem(ship(), system as never, dice as never, cause as never);
          hitRandomBattleSystem(ship(), dice as never, cause as never, () => r as never);
        });
      }),
    );
  });
});
