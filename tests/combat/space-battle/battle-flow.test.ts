import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { battleMoveAllowance, battleOrder } from "../../../src/rules/index.ts";
import {
  actingOrder,
  attack,
  currentShip,
  endBattleRound,
  endTurn,
  repair,
  rollInitiative,
  startBattle,
  syncShips,
} from "../../../src/combat/space-battle/battle-flow.ts";
import { type SpaceBattleState, entryOf, readBattleState, readCombatMode } from "../../../src/combat/space-battle/battle-state.ts";
import { shipStatsOf } from "../../../src/combat/space-battle/battle-ships.ts";
import { TIE, XWING } from "../../helpers/battle-ships.ts";
import { fixedFaces } from "../../helpers/dice.ts";

const ONE_D = { dice: 1, pips: 0 };

/** Raumschlacht's X-wing under a commanding captain (1D) against two TIE fighters. */
function battle(): SpaceBattleState {
  return startBattle([
    { id: "xwing", stats: XWING, captainBonus: ONE_D },
    { id: "tie1", stats: TIE },
    { id: "tie2", stats: TIE },
  ]);
}

/** Round 1 through its initiative: 21, 16, and a mishap that leaves the second TIE at its speed 10. */
function rolled(): SpaceBattleState {
  let state = rollInitiative(battle(), "xwing", fixedFaces(3, 3, 3, 4));
  state = rollInitiative(state, "tie1", fixedFaces(1, 5));
  return rollInitiative(state, "tie2", fixedFaces(2, 1, 2));
}

describe("a space battle round (Raumschlacht), dice fixed", () => {
  it("initiative: maneuverability (+ captain) + speed; a mishap sets it to the speed and costs a system 1D", () => {
    const state = rolled();
    expect(state.ships.map((s) => s.ship.initiative)).toEqual([21, 16, 10]);
    expect(entryOf(state, "tie2").ship.stats.weaponDamage).toEqual({ dice: 4, pips: 0 });
    expect(state.events[2]).toEqual({ type: "initiative", ship: "tie2", roll: 3, initiative: 10, mishap: "guns" });
    expect(state.phase).toBe("attacks");
    expect(actingOrder(state)).toEqual(battleOrder(state.ships.map((s) => s.ship)).map((i) => state.ships[i].id));
    expect(actingOrder(state)).toEqual(["xwing", "tie1", "tie2"]);
    expect(currentShip(state)).toBe("xwing");
  });

  it("the attack phase waits for every initiative", () => {
    const state = rollInitiative(battle(), "xwing", fixedFaces(3, 3, 3, 4));
    expect(state.phase).toBe("initiative");
    expect(actingOrder(state)).toEqual([]);
    expect(() => rollInitiative(state, "xwing", fixedFaces(1, 1, 1, 1))).toThrow("alreadyRolled");
  });

  it("attacks in order, the defense and damage table, repairs, then the next round", () => {
    let state = rolled();
    // The X-wing's 9D (fire control 2D + guns 6D + captain 1D) rolls 35 against initiative 16: a hit.
    // The TIE's hull 2D rolls 7: 28 over, destroyed.
    state = attack(state, "xwing", "tie1", 8, fixedFaces(4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 4));
    expect(entryOf(state, "tie1").ship.destroyed).toBe(true);
    expect(state.events.at(-1)).toMatchObject({ type: "attack", roll: 35, hit: true, defense: 7, row: { kind: "destroyed" } });
    expect(() => attack(state, "xwing", "tie2", 5, fixedFaces(1))).toThrow("alreadyAttacked");
    // The destroyed TIE has no turn: the second TIE is next.
    state = endTurn(state);
    expect(currentShip(state)).toBe("tie2");
    // 6D (2D + guns down to 4D) rolls 29 against the X-wing's 21; shields 1D + hull 4D + captain 1D roll 22:
    // 7 over, "kleiner Schaden": one random system (4, shield generators) loses 1D.
    state = attack(state, "tie2", "xwing", 5, fixedFaces(5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 2, 4));
    expect(state.events.at(-1)).toMatchObject({ roll: 29, defense: 22, row: { kind: "systems", systems: 1, dice: 1 }, systems: ["shield-generators"] });
    expect(entryOf(state, "xwing").ship.stats.shields).toEqual({ dice: 0, pips: 0 });
    state = endTurn(state);
    expect(state.phase).toBe("repair");
    // Repairs: the X-wing's 3 gives one (the shields); the TIE's 6 gives two, but only its guns are damaged.
    state = repair(state, "xwing", fixedFaces(3));
    state = repair(state, "tie2", fixedFaces(6));
    expect(entryOf(state, "xwing").ship.stats.shields).toEqual(ONE_D);
    expect(entryOf(state, "tie2").ship.stats.weaponDamage).toEqual({ dice: 5, pips: 0 });
    expect(state.events.slice(-2)).toEqual([
      { type: "repair", ship: "xwing", roll: 3, repaired: ["shield-generators"] },
      { type: "repair", ship: "tie2", roll: 6, repaired: ["guns"] },
    ]);
    expect(() => repair(state, "tie1", fixedFaces(6))).toThrow("destroyed");
    state = endBattleRound(state);
    expect(state).toMatchObject({ round: 2, phase: "initiative", events: [] });
    expect(state.ships.map((s) => [s.ship.initiative, s.ship.hasAttacked, s.done, s.ship.destroyed])).toEqual([
      [null, false, false, false],
      [16, false, false, true], // a destroyed ship is out of the battle: nothing of it changes
      [null, false, false, false],
    ]);
  });

  it("a missed attack does nothing to the target; a mishap on it costs the attacker a system", () => {
    let state = rolled();
    // 8 dice and a wild 1: a mishap, the attack fails, and system 3 (targeting computer) loses 1D.
    state = attack(state, "xwing", "tie2", 10, fixedFaces(6, 6, 6, 6, 6, 6, 6, 6, 1, 3));
    expect(state.events.at(-1)).toMatchObject({ hit: false, mishap: "targeting-computer", defense: null });
    expect(entryOf(state, "xwing").ship.stats.fireControl).toEqual(ONE_D);
    expect(entryOf(state, "tie2").ship.stats).toEqual(entryOf(rolled(), "tie2").ship.stats);
  });

  it("refuses what the phase or the table does not allow", () => {
    const state = rolled();
    expect(() => attack(state, "tie1", "xwing", 5, fixedFaces(1))).toThrow("notYourTurn");
    expect(() => attack(state, "xwing", "tie1", 10.5, fixedFaces(1))).toThrow("outOfRange");
    expect(() => attack(state, "xwing", "xwing", 1, fixedFaces(1))).toThrow("invalidTarget");
    expect(() => repair(state, "xwing", fixedFaces(1))).toThrow("notRepairPhase");
    expect(() => endBattleRound(state)).toThrow("notRepairPhase");
    expect(() => rollInitiative(state, "xwing", fixedFaces(1))).toThrow("notInitiativePhase");
  });

  it("the end of the round waits for every repair", () => {
    let state = endTurn(endTurn(endTurn(rolled())));
    expect(state.phase).toBe("repair");
    state = repair(state, "xwing", fixedFaces(1));
    expect(() => endBattleRound(state)).toThrow("repairsPending");
  });

  it("the move allowance is the rules engine's: the initiative in centimetres", () => {
    const state = rolled();
    expect(state.ships.map((s) => battleMoveAllowance(s.ship))).toEqual([21, 16, 10]);
  });
});

describe("the stored battle", () => {
  // The stored form as Foundry hands it back (the data model checks its shape: tests/world/space-battle.test.ts).
  const stored = (state: SpaceBattleState) => JSON.parse(JSON.stringify(state));

  it("reads back what was stored, each event as its type has it", () => {
    const state = rolled();
    expect(readBattleState(stored(state))).toEqual(state);
    const attacked = endTurn(attack(state, "xwing", "tie1", 8, fixedFaces(4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 4)));
    expect(readBattleState(stored(attacked))).toEqual(attacked);
    expect(readBattleState(null)).toBeNull();
  });

  it("reads no battle of another version, nor a ship the rules engine refuses", () => {
    const state = rolled();
    expect(readBattleState({ ...stored(state), version: 2 })).toBeNull();
    const broken = stored(state);
    broken.ships[0].ship.stats.hull = { dice: -1, pips: 0 };
    expect(readBattleState(broken)).toBeNull();
  });

  it("the combat mode defaults to the action segments", () => {
    expect(readCombatMode("space-battle")).toBe("space-battle");
    expect(readCombatMode(undefined)).toBe("segments");
    expect(readCombatMode("initiative")).toBe("segments");
  });

  it("ships joining after the initiative have no turn this round; ships removed leave", () => {
    const state = syncShips(rolled(), [
      { id: "xwing", stats: XWING },
      { id: "tie3", stats: TIE },
    ]);
    expect(state.ships.map((s) => s.id)).toEqual(["xwing", "tie3"]);
    expect(entryOf(state, "tie3").done).toBe(true);
    expect(entryOf(state, "xwing").ship.initiative).toBe(21);
  });
});

describe("shipStatsOf: a starship actor's stats as battle values", () => {
  it("the compendium's X-wing: maneuverability 3D, space 8, its laser cannons 3D/6D, shields 1D, hull 4D", () => {
    const xwing = JSON.parse(readFileSync("packs/_source/starships/x-wing_zJKBduXkTRTEC69K.json", "utf8"));
    const weapons = xwing.items.filter((i: { type: string }) => i.type === "weapon").map((i: { system: object }) => i.system);
    expect(shipStatsOf({ ...xwing.system, weapons })).toEqual({
      maneuverability: { dice: 3, pips: 0 },
      speed: 8,
      fireControl: { dice: 3, pips: 0 },
      weaponDamage: { dice: 6, pips: 0 },
      shields: ONE_D,
      hull: { dice: 4, pips: 0 },
    });
  });

  it("a craft without weapons has 0D guns; a malformed code is refused", () => {
    expect(shipStatsOf({ maneuverability: "1D+1", space: 4, shields: "", hull: "2D", weapons: [] })).toMatchObject({
      maneuverability: { dice: 1, pips: 1 },
      weaponDamage: { dice: 0, pips: 0 },
      shields: { dice: 0, pips: 0 },
    });
    expect(() => shipStatsOf({ maneuverability: "lots", space: 4, shields: "", hull: "2D", weapons: [] })).toThrow();
  });
});
