import { describe, expect, it } from "vitest";
import {
  battleMoveAllowance,
  battleOrder,
  createBattleShip,
  nextBattleRound,
  rollBattleAttack,
  rollBattleDefense,
  rollBattleInitiative,
  rollBattleRepair,
} from "../../../src/rules/space-battle/index.ts";
import { TIE, XWING, commandedShip } from "../../helpers/battle-ships.ts";
import { fixedFaces } from "../../helpers/dice.ts";

describe("one round of the space battle quick rules (Raumschlacht), dice fixed", () => {
  const xwing = commandedShip(XWING);
  const tie = createBattleShip(TIE);

  it("initiative, movement, attacks in order, damage, repairs, next round", () => {
    // 1. Initiative: the X-wing's 4D rolls 3+3+3 and a wild 4 = 13, + speed 8 = 21; the TIE's 2D rolls 1 and a wild 5 = 6, + 10 = 16.
    let a = rollBattleInitiative(xwing, fixedFaces(3, 3, 3, 4)).ship;
    let b = rollBattleInitiative(tie, fixedFaces(1, 5)).ship;
    expect([a.initiative, b.initiative]).toEqual([21, 16]);
    expect(battleOrder([a, b])).toEqual([0, 1]);

    // 2. The X-wing moves up to 21 cm, closes to 8 cm and fires: fire control 2D + guns 6D + captain 1D = 9D.
    expect(battleMoveAllowance(a)).toBe(21);
    const shot = rollBattleAttack(a, b, 8, fixedFaces(4, 4, 4, 4, 4, 4, 4, 4, 3));
    a = shot.attacker;
    expect(shot.roll.total).toBe(35);
    expect(shot.hit).toBe(true);

    // 4. The TIE defends with hull 2D (no shields): 3 + 4 = 7. 35 - 7 = 28: destroyed.
    const defense = rollBattleDefense(b, shot.roll.total, fixedFaces(3, 4));
    b = defense.defender;
    expect(defense.row).toEqual({ kind: "destroyed" });
    expect(battleOrder([a, b])).toEqual([0]);

    // 5. Repairs: only the X-wing is still in the battle, and has nothing to repair.
    expect(rollBattleRepair(a, fixedFaces(6)).repaired).toEqual([]);
    expect(nextBattleRound(a)).toMatchObject({ initiative: null, hasAttacked: false });
  });
});
