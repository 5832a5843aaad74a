import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  HULL_DAMAGE_RESULTS,
  STARSHIP_DAMAGE_LEVELS,
  type StarshipState,
  applyStarshipDamage,
  escalateStarshipDamage,
  hullDamageResult,
  hyperdriveEffects,
  loseStarshipMoves,
} from "../../../src/rules/vehicles/starship-damage.ts";
import { DieCodeError } from "../../../src/rules/dice/die-code.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

const freighter = (change: Partial<StarshipState> = {}): StarshipState => ({
  damage: "none",
  maneuverability: { dice: 2, pips: 0 },
  shields: { dice: 2, pips: 0 },
  lostMoves: 0,
  controlsIonized: 0,
  weaponsDestroyed: 0,
  weaponsInoperative: 0,
  weaponArcsDisabled: 0,
  weaponArcsDestroyed: 0,
  allWeapons: "working",
  hyperdrive: "working",
  deadInSpace: false,
  generatorExplodesIn: null,
  disintegratesIn: null,
  ...change,
});

describe("hullDamageResult (tables.json starship_damage_chart)", () => {
  it.each([
    [9, 10, "none"],
    [10, 10, "shields-blown"],
    [13, 10, "shields-blown"],
    [14, 10, "lightly"],
    [18, 10, "lightly"],
    [19, 10, "heavily"],
    [22, 10, "heavily"],
    [23, 10, "severely"],
    [25, 10, "severely"],
    [26, 10, "destroyed"],
  ] as const)("damage %i against hull %i: %s", (damage, hull, result) => {
    expect(hullDamageResult(damage, hull)).toBe(result);
  });

  it("rejects fractional rolls", () => {
    expect(() => hullDamageResult(1.5, 2)).toThrow(/damageRoll/);
  });
});

describe("escalateStarshipDamage (Movement and Damage)", () => {
  it.each([
    ["none", "lightly", "lightly"],
    ["lightly", "lightly", "lightly"],
    ["lightly", "heavily", "heavily"],
    ["heavily", "lightly", "severely"],
    ["heavily", "heavily", "severely"],
    ["heavily", "severely", "severely"],
    ["severely", "lightly", "destroyed"],
    ["severely", "severely", "destroyed"],
    ["none", "destroyed", "destroyed"],
  ] as const)("a %s damaged ship damaged %s is %s", (current, incoming, expected) => {
    expect(escalateStarshipDamage(current, incoming)).toBe(expected);
  });

  it('rejects an incoming "none"', () => {
    expect(() => escalateStarshipDamage("lightly", "none")).toThrow(/incoming/);
  });
});

describe("applyStarshipDamage: shields blown (0-3)", () => {
  it("-1D shields, no table roll", () => {
    const { state, effect, systemRoll } = applyStarshipDamage(freighter(), "shields-blown", fixedFaces());
    expect([effect, systemRoll]).toEqual(["shields", null]);
    expect(state.shields).toEqual({ dice: 1, pips: 0 });
    expect(state.damage).toBe("none");
  });

  it("with no shield dice left: controls ionized", () => {
    const { state, effect } = applyStarshipDamage(freighter({ shields: { dice: 0, pips: 0 } }), "shields-blown", fixedFaces());
    expect(effect).toBe("controls-ionized");
    expect(state.controlsIonized).toBe(1);
  });
});

describe("applyStarshipDamage: lightly damaged table, numbered 1-6 in the seed's order", () => {
  it.each([
    [1, "maneuverability", { maneuverability: { dice: 1, pips: 0 } }],
    [2, "weapon-destroyed", { weaponsDestroyed: 1 }],
    [3, "weapon-inoperative", { weaponsInoperative: 1 }],
    [4, "hyperdrive-damaged", { hyperdrive: "damaged" }],
    [5, "shields", { shields: { dice: 1, pips: 0 } }],
    [6, "moves", { lostMoves: 1 }],
  ] as const)("%i: %s", (face, effect, change) => {
    const result = applyStarshipDamage(freighter(), "lightly", fixedFaces(face));
    expect(result.effect).toBe(effect);
    expect(result.systemRoll).toBe(face);
    expect(result.state).toEqual(freighter({ damage: "lightly", ...change }));
  });

  it("1 at 0D maneuverability: -1 Move", () => {
    const { state, effect } = applyStarshipDamage(freighter({ maneuverability: { dice: 0, pips: 0 } }), "lightly", fixedFaces(1));
    expect(effect).toBe("moves");
    expect(state.lostMoves).toBe(1);
  });

  it("5 with no shields: controls ionized", () => {
    const { state, effect } = applyStarshipDamage(freighter({ shields: { dice: 0, pips: 1 } }), "lightly", fixedFaces(5));
    expect(effect).toBe("controls-ionized");
    expect(state.controlsIonized).toBe(1);
  });

  it('"Starships can be lightly damaged any number of times"', () => {
    expect(applyStarshipDamage(freighter({ damage: "lightly" }), "lightly", fixedFaces(2)).state.damage).toBe("lightly");
  });
});

describe("applyStarshipDamage: heavily damaged table", () => {
  it.each([
    [1, "maneuverability", { maneuverability: { dice: 0, pips: 0 } }],
    [2, "weapon-arc-disabled", { weaponArcsDisabled: 1 }],
    [3, "weapon-arc-destroyed", { weaponArcsDestroyed: 1 }],
    [4, "hyperdrive-damaged", { hyperdrive: "heavily-damaged" }],
    [5, "shields", { shields: { dice: 0, pips: 0 } }],
    [6, "moves", { lostMoves: 2 }],
  ] as const)("%i: %s", (face, effect, change) => {
    const result = applyStarshipDamage(freighter(), "heavily", fixedFaces(face));
    expect(result.effect).toBe(effect);
    expect(result.state).toEqual(freighter({ damage: "heavily", ...change }));
  });

  it('5 with no shields: "2 controls ionized"', () => {
    expect(applyStarshipDamage(freighter({ shields: { dice: 0, pips: 0 } }), "heavily", fixedFaces(5)).state.controlsIonized).toBe(2);
  });

  it("1 at 0D: -2 Moves", () => {
    expect(applyStarshipDamage(freighter({ maneuverability: { dice: 0, pips: 0 } }), "heavily", fixedFaces(1)).state.lostMoves).toBe(2);
  });

  it("a heavily damaged ship lightly damaged again becomes severely damaged and rolls on that table", () => {
    const result = applyStarshipDamage(freighter({ damage: "heavily" }), "lightly", fixedFaces(1));
    expect(result.state.damage).toBe("severely");
    expect(result.effect).toBe("dead-in-space");
  });
});

describe("applyStarshipDamage: severely damaged table", () => {
  it.each([
    [[1], "dead-in-space", { deadInSpace: true }],
    [[2, 3], "generator-overload", { generatorExplodesIn: 3 }],
    [[3], "hyperdrive-disabled", { hyperdrive: "disabled" }],
    [[4, 4], "weapons-disabled", { allWeapons: "severely-damaged" }],
    [[4, 5], "weapons-destroyed", { allWeapons: "destroyed" }],
    [[5, 2], "structural-damage", { disintegratesIn: 2 }],
  ] as const)("%j: %s", (faces, effect, change) => {
    const result = applyStarshipDamage(freighter(), "severely", fixedFaces(...faces));
    expect(result.effect).toBe(effect);
    expect(result.state).toEqual(freighter({ damage: "severely", ...change }));
  });

  it("6: destroyed", () => {
    expect(applyStarshipDamage(freighter(), "severely", fixedFaces(6)).state.damage).toBe("destroyed");
  });

  it("a severely damaged ship damaged again is destroyed without a roll", () => {
    expect(applyStarshipDamage(freighter({ damage: "severely" }), "lightly", fixedFaces())).toMatchObject({
      systemRoll: null,
      effect: "destroyed",
      state: { damage: "destroyed" },
    });
  });

  it("16+ destroys any ship", () => {
    expect(applyStarshipDamage(freighter(), "destroyed", fixedFaces()).state.damage).toBe("destroyed");
  });

  it("damage to a destroyed ship changes nothing", () => {
    const wreck = freighter({ damage: "destroyed" });
    expect(applyStarshipDamage(wreck, "heavily", fixedFaces())).toEqual({ state: wreck, systemRoll: null, effect: "destroyed" });
  });

  it("a worse hyperdrive condition is never softened by a lighter hit", () => {
    const state = applyStarshipDamage(freighter({ hyperdrive: "disabled" }), "lightly", fixedFaces(4)).state;
    expect(state.hyperdrive).toBe("disabled");
  });
});

describe("loseStarshipMoves (tractor beams, lost moves)", () => {
  it("adds up and destroys the ship at -5 Moves", () => {
    expect(loseStarshipMoves(freighter({ lostMoves: 1 }), 3)).toEqual(freighter({ lostMoves: 4 }));
    expect(loseStarshipMoves(freighter({ lostMoves: 1 }), 4).damage).toBe("destroyed");
  });
});

describe("hyperdriveEffects (Movement and Damage)", () => {
  it.each([
    ["working", { canJump: true, astrogationTimeFactor: 1, astrogationModifier: 0, oneRoundJumpModifier: 0, repair: null }],
    ["damaged", { canJump: true, astrogationTimeFactor: 2, astrogationModifier: 0, oneRoundJumpModifier: 10, repair: { difficulty: "moderate", minutes: 60 } }],
    [
      "heavily-damaged",
      { canJump: true, astrogationTimeFactor: 1, astrogationModifier: 10, oneRoundJumpModifier: 0, repair: { difficulty: "moderate", minutes: 60 } },
    ],
    [
      "disabled",
      { canJump: false, astrogationTimeFactor: 1, astrogationModifier: 0, oneRoundJumpModifier: 0, repair: { difficulty: "moderate", minutes: 60 } },
    ],
  ] as const)("%s", (condition, effects) => {
    expect(hyperdriveEffects(condition)).toEqual(effects);
  });

  it("rejects an unknown condition", () => {
    expect(() => hyperdriveEffects("warped" as never)).toThrow(/condition/);
  });
});

describe("arguments", () => {
  it("rejects a malformed state or result", () => {
    expect(() => applyStarshipDamage(freighter({ damage: "scratched" as never }), "lightly", fixedFaces(1))).toThrow(/state.damage/);
    expect(() => applyStarshipDamage(freighter({ weaponsDestroyed: -1 }), "lightly", fixedFaces(1))).toThrow(/weaponsDestroyed/);
    expect(() => applyStarshipDamage(freighter({ shields: { dice: 2.5, pips: 0 } }), "lightly", fixedFaces(1))).toThrow(DieCodeError);
    expect(() => applyStarshipDamage(freighter(), "grazed" as never, fixedFaces(1))).toThrow(/result/);
  });
});

const arbitraryStarship = fc.record({
  damage: fc.constantFrom(...STARSHIP_DAMAGE_LEVELS),
  maneuverability: fc.record({ dice: fc.integer({ min: 0, max: 5 }), pips: fc.integer({ min: 0, max: 2 }) }),
  shields: fc.record({ dice: fc.integer({ min: 0, max: 5 }), pips: fc.integer({ min: 0, max: 2 }) }),
  lostMoves: fc.nat(4),
  controlsIonized: fc.nat(3),
  weaponsDestroyed: fc.nat(3),
  weaponsInoperative: fc.nat(3),
  weaponArcsDisabled: fc.nat(3),
  weaponArcsDestroyed: fc.nat(3),
  allWeapons: fc.constantFrom("working", "severely-damaged", "destroyed" as const),
  hyperdrive: fc.constantFrom("working", "damaged", "heavily-damaged", "disabled" as const),
  deadInSpace: fc.boolean(),
  generatorExplodesIn: fc.option(fc.integer({ min: 1, max: 6 })),
  disintegratesIn: fc.option(fc.integer({ min: 1, max: 6 })),
});

describe("properties", () => {
  const order = <T>(list: readonly T[], value: T) => list.indexOf(value);

  it("damage never repairs anything", () => {
    fc.assert(
      fc.property(
        arbitraryStarship,
        fc.array(fc.tuple(fc.constantFrom(...HULL_DAMAGE_RESULTS), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), { maxLength: 10 }),
        (start, hits) => {
          let state: StarshipState = start;
          for (const [result, r] of hits) {
            const next = applyStarshipDamage(state, result, () => r).state;
            expect(order(STARSHIP_DAMAGE_LEVELS, next.damage)).toBeGreaterThanOrEqual(order(STARSHIP_DAMAGE_LEVELS, state.damage));
            expect(next.maneuverability.dice).toBeLessThanOrEqual(state.maneuverability.dice);
            expect(next.shields.dice).toBeLessThanOrEqual(state.shields.dice);
            for (const count of [
              "lostMoves",
              "controlsIonized",
              "weaponsDestroyed",
              "weaponsInoperative",
              "weaponArcsDisabled",
              "weaponArcsDestroyed",
            ] as const) {
              expect(next[count]).toBeGreaterThanOrEqual(state[count]);
            }
            expect(order(["working", "damaged", "heavily-damaged", "disabled"], next.hyperdrive)).toBeGreaterThanOrEqual(
              order(["working", "damaged", "heavily-damaged", "disabled"], state.hyperdrive),
            );
            if (state.deadInSpace) expect(next.deadInSpace).toBe(true);
            state = next;
          }
        },
      ),
    );
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryStarship, fc.anything()), fc.anything(), fc.oneof(fc.double(), fc.anything()), (state, result, r) => {
        expectOnlyDocumentedErrors(() => applyStarshipDamage(state as never, result as never, () => r as never));
      }),
    );
  });
});
