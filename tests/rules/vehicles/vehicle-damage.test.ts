import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  VEHICLE_DAMAGE_LEVELS,
  VEHICLE_DAMAGE_STATES,
  type VehicleState,
  applyVehicleDamage,
  escalateVehicleDamage,
  rollCountdown,
} from "../../../src/rules/vehicles/vehicle-damage.ts";
import { DieCodeError } from "../../../src/rules/dice/die-code.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

const speeder = (change: Partial<VehicleState> = {}): VehicleState => ({
  level: "none",
  maneuverability: { dice: 2, pips: 1 },
  lostMoves: 0,
  weaponsDestroyed: 0,
  weaponsDisabled: false,
  powerplantDestroyed: false,
  generatorExplodesIn: null,
  breaksUpIn: null,
  destroyed: false,
  ...change,
});

describe("rollCountdown (Movement and Damage: explodes in 1D rounds)", () => {
  it.each<[number | null, number, number]>([
    [null, 4, 4],
    [2, 5, 2],
    [6, 3, 3],
    [0, 1, 0],
  ])("running %j, rolling %i: %i rounds left", (running, face, rounds) => {
    expect(rollCountdown(running, fixedFaces(face))).toBe(rounds);
  });

  it("rejects a running countdown that is not a count of rounds", () => {
    expect(() => rollCountdown(-1, fixedFaces(3))).toThrow(/running/);
    expect(() => rollCountdown(1.5, fixedFaces(3))).toThrow(RuleArgumentError);
  });
});

describe("applyVehicleDamage: lightly damaged (Movement and Damage)", () => {
  it.each([1, 2, 3])("%i: -1D maneuverability", (face) => {
    const { state, effect, systemRoll } = applyVehicleDamage(speeder(), "lightly", fixedFaces(face));
    expect(systemRoll).toBe(face);
    expect(effect).toBe("maneuverability");
    expect(state.maneuverability).toEqual({ dice: 1, pips: 1 });
  });

  it("1-3 at 0D maneuverability: -1 Move instead", () => {
    const { state, effect } = applyVehicleDamage(speeder({ maneuverability: { dice: 0, pips: 0 } }), "lightly", fixedFaces(2));
    expect(effect).toBe("moves");
    expect(state).toMatchObject({ maneuverability: { dice: 0, pips: 0 }, lostMoves: 1 });
  });

  it("4: one on-board weapon destroyed", () => {
    const { state, effect } = applyVehicleDamage(speeder({ weaponsDestroyed: 1 }), "lightly", fixedFaces(4));
    expect(effect).toBe("weapon-destroyed");
    expect(state.weaponsDestroyed).toBe(2);
  });

  it.each([5, 6])("%i: -1 Move", (face) => {
    const { state, effect } = applyVehicleDamage(speeder(), "lightly", fixedFaces(face));
    expect(effect).toBe("moves");
    expect(state.lostMoves).toBe(1);
  });
});

describe("applyVehicleDamage: heavily damaged (Movement and Damage)", () => {
  it.each([1, 2, 3])("%i: -2D maneuverability", (face) => {
    const { state } = applyVehicleDamage(speeder({ maneuverability: { dice: 3, pips: 0 } }), "heavily", fixedFaces(face));
    expect(state.maneuverability).toEqual({ dice: 1, pips: 0 });
  });

  it("1-3 with 1D maneuverability: down to 0D and no Moves lost", () => {
    const { state } = applyVehicleDamage(speeder({ maneuverability: { dice: 1, pips: 0 } }), "heavily", fixedFaces(1));
    expect(state).toMatchObject({ maneuverability: { dice: 0, pips: 0 }, lostMoves: 0 });
  });

  it("1-3 at 0D: -2 Moves", () => {
    const { state, effect } = applyVehicleDamage(speeder({ maneuverability: { dice: 0, pips: 2 } }), "heavily", fixedFaces(3));
    expect(effect).toBe("moves");
    expect(state.lostMoves).toBe(2);
  });

  it.each([4, 5, 6])("%i: -2 Moves", (face) => {
    expect(applyVehicleDamage(speeder(), "heavily", fixedFaces(face)).state.lostMoves).toBe(2);
  });

  it("a vehicle at -3 Moves losing 2 more is destroyed (-5 Moves)", () => {
    const { state } = applyVehicleDamage(speeder({ lostMoves: 3 }), "heavily", fixedFaces(6));
    expect(state).toMatchObject({ lostMoves: 5, destroyed: true });
  });
});

describe("applyVehicleDamage: severely damaged (Movement and Damage row 3, the other rows from tables.json)", () => {
  it("3: overloaded generator, explodes in 1D rounds", () => {
    const { state, effect } = applyVehicleDamage(speeder(), "severely", fixedFaces(3, 4));
    expect(effect).toBe("generator-overload");
    expect(state).toMatchObject({ level: "severely", generatorExplodesIn: 4, destroyed: false });
  });

  it("a second overload keeps the sooner countdown", () => {
    expect(applyVehicleDamage(speeder({ generatorExplodesIn: 2, level: "lightly" }), "severely", fixedFaces(3, 5)).state.generatorExplodesIn).toBe(2);
  });

  it.each([1, 2])("%i: the powerplant is destroyed", (face) => {
    const { state, effect } = applyVehicleDamage(speeder(), "severely", fixedFaces(face));
    expect(effect).toBe("powerplant-destroyed");
    expect(state).toMatchObject({ powerplantDestroyed: true, destroyed: false, weaponsDisabled: false });
  });

  it("4: all weapons disabled", () => {
    const { state, effect } = applyVehicleDamage(speeder(), "severely", fixedFaces(4));
    expect(effect).toBe("weapons-disabled");
    expect(state).toMatchObject({ weaponsDisabled: true, powerplantDestroyed: false });
  });

  it("5: structural damage, 1D rounds to eject or crash-land", () => {
    const { state, effect } = applyVehicleDamage(speeder(), "severely", fixedFaces(5, 2));
    expect(effect).toBe("structural-damage");
    expect(state).toMatchObject({ breaksUpIn: 2, destroyed: false });
  });

  it("6: destroyed", () => {
    const { state, effect, systemRoll } = applyVehicleDamage(speeder(), "severely", fixedFaces(6));
    expect(systemRoll).toBe(6);
    expect(effect).toBe("destroyed");
    expect(state.destroyed).toBe(true);
  });
});

describe("escalateVehicleDamage (repeated damage, as Movement and Damage rules it for starships)", () => {
  it.each<[VehicleState["level"], (typeof VEHICLE_DAMAGE_LEVELS)[number], string]>([
    ["none", "lightly", "lightly"],
    ["none", "heavily", "heavily"],
    ["lightly", "lightly", "lightly"],
    ["lightly", "heavily", "heavily"],
    ["lightly", "severely", "severely"],
    ["heavily", "lightly", "severely"],
    ["heavily", "heavily", "severely"],
    ["severely", "lightly", "destroyed"],
    ["severely", "severely", "destroyed"],
  ])("%s, damaged %s again: %s", (current, incoming, reached) => {
    expect(escalateVehicleDamage(current, incoming)).toBe(reached);
  });

  it("a heavily damaged vehicle lightly damaged rolls on the severely damaged table", () => {
    const { state, effect } = applyVehicleDamage(speeder({ level: "heavily" }), "lightly", fixedFaces(4));
    expect(effect).toBe("weapons-disabled");
    expect(state.level).toBe("severely");
  });

  it("a severely damaged vehicle damaged again is destroyed without a table roll", () => {
    const { state, effect, systemRoll } = applyVehicleDamage(speeder({ level: "severely" }), "lightly", fixedFaces());
    expect(systemRoll).toBeNull();
    expect(effect).toBe("destroyed");
    expect(state).toMatchObject({ destroyed: true, level: "severely" });
  });

  it("the level reached is stored: lightly damaged, then heavily", () => {
    const once = applyVehicleDamage(speeder(), "lightly", fixedFaces(5)).state;
    expect(once.level).toBe("lightly");
    expect(applyVehicleDamage(once, "heavily", fixedFaces(6)).state.level).toBe("heavily");
  });

  it("rejects unknown levels", () => {
    expect(() => escalateVehicleDamage("badly" as never, "lightly")).toThrow(/current/);
    expect(() => escalateVehicleDamage("none", "none" as never)).toThrow(/incoming/);
  });
});

describe("applyVehicleDamage arguments", () => {
  it("rejects an unknown level, a malformed state and a bad random source", () => {
    expect(() => applyVehicleDamage(speeder(), "mildly" as never, fixedFaces(1))).toThrow(/level/);
    expect(() => applyVehicleDamage(speeder({ lostMoves: -1 }), "lightly", fixedFaces(1))).toThrow(/state.lostMoves/);
    expect(() => applyVehicleDamage(speeder({ maneuverability: { dice: -1, pips: 0 } }), "lightly", fixedFaces(1))).toThrow(DieCodeError);
    expect(() => applyVehicleDamage(speeder(), "lightly", () => 1)).toThrow(RuleArgumentError);
  });

  it("does not change the state it was given", () => {
    const before = speeder();
    applyVehicleDamage(before, "heavily", fixedFaces(1));
    expect(before).toEqual(speeder());
  });
});

const arbitraryVehicle = fc.record({
  level: fc.constantFrom(...VEHICLE_DAMAGE_STATES),
  weaponsDisabled: fc.boolean(),
  powerplantDestroyed: fc.boolean(),
  breaksUpIn: fc.option(fc.integer({ min: 1, max: 6 })),
  maneuverability: fc.record({ dice: fc.integer({ min: 0, max: 6 }), pips: fc.integer({ min: 0, max: 2 }) }),
  lostMoves: fc.nat(6),
  weaponsDestroyed: fc.nat(3),
  generatorExplodesIn: fc.option(fc.integer({ min: 1, max: 6 })),
  destroyed: fc.boolean(),
});

describe("properties", () => {
  it("damage never repairs: maneuverability never rises, lost moves and weapons lost never fall", () => {
    fc.assert(
      fc.property(
        arbitraryVehicle,
        fc.array(fc.tuple(fc.constantFrom("lightly", "heavily", "severely" as const), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), {
          maxLength: 12,
        }),
        (start, hits) => {
          let state: VehicleState = start;
          for (const [level, r] of hits) {
            const next = applyVehicleDamage(state, level, () => r).state;
            expect(next.maneuverability.dice).toBeLessThanOrEqual(state.maneuverability.dice);
            expect(next.lostMoves).toBeGreaterThanOrEqual(state.lostMoves);
            expect(next.weaponsDestroyed).toBeGreaterThanOrEqual(state.weaponsDestroyed);
            if (state.destroyed) expect(next.destroyed).toBe(true);
            expect(VEHICLE_DAMAGE_STATES.indexOf(next.level)).toBeGreaterThanOrEqual(VEHICLE_DAMAGE_STATES.indexOf(state.level));
            if (next.lostMoves > state.lostMoves) expect(next.destroyed).toBe(state.destroyed || next.lostMoves >= 5);
            state = next;
          }
        },
      ),
    );
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryVehicle, fc.anything()), fc.anything(), fc.oneof(fc.double(), fc.anything()), (state, level, r) => {
        expectOnlyDocumentedErrors(
          () => applyVehicleDamage(state as never, level as never, () => r as never),
          () => rollCountdown(level as never, () => r as never),
        );
      }),
    );
  });
});
