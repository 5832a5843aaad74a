import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { type VehicleState, applyVehicleDamage, rollCountdown } from "../../../src/rules/vehicles/vehicle-damage.ts";
import { DieCodeError } from "../../../src/rules/dice/die-code.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

const speeder = (change: Partial<VehicleState> = {}): VehicleState => ({
  maneuverability: { dice: 2, pips: 1 },
  lostMoves: 0,
  weaponsDestroyed: 0,
  generatorExplodesIn: null,
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

describe("applyVehicleDamage: severely damaged (Movement and Damage gives only row 3)", () => {
  it("3: overloaded generator, explodes in 1D rounds", () => {
    const { state, effect } = applyVehicleDamage(speeder(), "severely", fixedFaces(3, 4));
    expect(effect).toBe("generator-overload");
    expect(state.generatorExplodesIn).toBe(4);
  });

  it("a second overload keeps the sooner countdown", () => {
    expect(applyVehicleDamage(speeder({ generatorExplodesIn: 2 }), "severely", fixedFaces(3, 5)).state.generatorExplodesIn).toBe(2);
  });

  it.each([1, 2, 4, 5, 6])("%i: not in the seed, reported as unlisted and nothing changes", (face) => {
    const before = speeder();
    const { state, effect } = applyVehicleDamage(before, "severely", fixedFaces(face));
    expect(effect).toBe("unlisted");
    expect(state).toEqual(before);
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
        fc.array(fc.tuple(fc.constantFrom("lightly", "heavily", "severely" as const), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), { maxLength: 12 }),
        (start, hits) => {
          let state: VehicleState = start;
          for (const [level, r] of hits) {
            const next = applyVehicleDamage(state, level, () => r).state;
            expect(next.maneuverability.dice).toBeLessThanOrEqual(state.maneuverability.dice);
            expect(next.lostMoves).toBeGreaterThanOrEqual(state.lostMoves);
            expect(next.weaponsDestroyed).toBeGreaterThanOrEqual(state.weaponsDestroyed);
            if (state.destroyed) expect(next.destroyed).toBe(true);
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
