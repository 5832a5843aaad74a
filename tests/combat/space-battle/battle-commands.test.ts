import { describe, expect, it } from "vitest";
import { runBattleCommand } from "../../../src/combat/space-battle/battle-commands.ts";
import { startBattle } from "../../../src/combat/space-battle/battle-flow.ts";
import type { SpaceBattleState } from "../../../src/combat/space-battle/battle-state.ts";
import { spaceBattleView } from "../../../src/combat/space-battle/battle-view.ts";
import { battleOrder } from "../../../src/rules/index.ts";
import { TIE, XWING } from "../../helpers/battle-ships.ts";
import { fixedFaces } from "../../helpers/dice.ts";

const GM: { isGM: boolean; owns: string[] } = { isGM: true, owns: [] };
const PILOT: { isGM: boolean; owns: string[] } = { isGM: false, owns: ["xwing"] };

function battle(): SpaceBattleState {
  return startBattle([
    { id: "xwing", stats: XWING },
    { id: "tie", stats: TIE },
  ]);
}

const stamp = (state: SpaceBattleState) => ({ round: state.round, phase: state.phase });

function run(state: SpaceBattleState, command: object, requester = GM, faces: number[] = []): SpaceBattleState {
  const outcome = runBattleCommand(state, { ...stamp(state), ...command }, requester, fixedFaces(...faces));
  if (!outcome.ok) throw new Error(outcome.error.key);
  return outcome.state;
}

function refusal(state: SpaceBattleState, command: object | null, requester = GM): string | null {
  const outcome = runBattleCommand(state, command, requester, fixedFaces(1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  return outcome.ok ? null : outcome.error.key;
}

describe("space battle commands", () => {
  it("the pilot rolls his own ship's initiative; not the TIE's, nor the end of the round", () => {
    const state = battle();
    expect(run(state, { type: "initiative", ship: "xwing" }, PILOT, [2, 2, 3]).ships[0].ship.initiative).toBe(15);
    expect(refusal(state, { ...stamp(state), type: "initiative", ship: "tie" }, PILOT)).toBe("SWD6.SpaceBattle.Error.notOwner");
    expect(refusal(state, { ...stamp(state), type: "end-round" }, PILOT)).toBe("SWD6.SpaceBattle.Error.gmOnly");
  });

  it("refuses a stale, malformed or unknown command, and passes on the flow's refusals", () => {
    const state = battle();
    expect(refusal(state, { round: 2, phase: "initiative", type: "initiative", ship: "xwing" })).toBe("SWD6.SpaceBattle.Error.stale");
    expect(refusal(state, { round: 1, phase: "repair", type: "repair", ship: "xwing" })).toBe("SWD6.SpaceBattle.Error.stale");
    expect(refusal(state, null)).toBe("SWD6.SpaceBattle.Error.badRequest");
    expect(refusal(state, { ...stamp(state), type: "board" })).toBe("SWD6.SpaceBattle.Error.badRequest");
    expect(refusal(state, { ...stamp(state), type: "initiative", ship: "falcon" })).toBe("SWD6.SpaceBattle.Error.unknownShip");
  });

  it("an attack from the pilot on his turn goes through; a bad distance is refused", () => {
    let state = run(battle(), { type: "initiative", ship: "xwing" }, GM, [5, 5, 5]);
    state = run(state, { type: "initiative", ship: "tie" }, GM, [1, 2]);
    expect(refusal(state, { ...stamp(state), type: "attack", ship: "xwing", target: "tie", distance: "near" }, PILOT)).toBe(
      "SWD6.SpaceBattle.Error.outOfRange",
    );
    expect(refusal(state, { ...stamp(state), type: "attack", ship: "tie", target: "xwing", distance: 3 })).toBe("SWD6.SpaceBattle.Error.notYourTurn");
    // Fire control 2D + guns 6D roll eight 2s: 16 against the TIE's initiative 13, a hit. Its hull 2D rolls
    // 5 and a wild 6 + 2: 13, 3 under the attack: "Schilde brechen zusammen" for the round.
    state = run(state, { type: "attack", ship: "xwing", target: "tie", distance: 4 }, PILOT, [2, 2, 2, 2, 2, 2, 2, 2, 5, 6, 2]);
    expect(state.events.at(-1)).toMatchObject({ type: "attack", roll: 16, hit: true, defense: 13, row: { kind: "shields-collapse" } });
    expect(state.ships[1].ship.shieldsDown).toBe(true);
    expect(refusal(state, { ...stamp(state), type: "end-turn" }, { isGM: false, owns: ["tie"] })).toBe("SWD6.SpaceBattle.Error.notOwner");
    state = run(state, { type: "end-turn" }, PILOT);
    expect(state.events).toHaveLength(3);
  });
});

describe("the space battle view", () => {
  const format = (key: string, data: Record<string, string> = {}) => `${key}${JSON.stringify(data)}`;
  const ships = [
    { id: "xwing", name: "X-wing", img: "", owner: true },
    { id: "tie", name: "TIE", img: "", owner: false },
  ];

  it("orders the rows as the rules engine's battleOrder and shows each ship's move allowance", () => {
    let state = run(battle(), { type: "initiative", ship: "xwing" }, GM, [1, 1, 2]);
    state = run(state, { type: "initiative", ship: "tie" }, GM, [3, 4]);
    const view = spaceBattleView(state, ships, { isGM: false }, format);
    expect(view.rows.map((r) => r.id)).toEqual(battleOrder(state.ships.map((s) => s.ship)).map((i) => state.ships[i].id));
    expect(view.rows.map((r) => [r.id, r.rank, r.moveCm])).toEqual([
      ["tie", 1, 17],
      ["xwing", 2, 12],
    ]);
    expect(view.rows.find((r) => r.current)?.id).toBe("tie");
    // A player sees no attack for a ship he does not own.
    expect(view.rows[0].canAttack).toBe(false);
    expect(view.events[0]).toBe('SWD6.SpaceBattle.Log.initiative{"ship":"X-wing","roll":"4","initiative":"12"}');
  });

  it("a player may roll initiative only for his own ship; the gamemaster for all", () => {
    const state = battle();
    expect(spaceBattleView(state, ships, { isGM: false }, format).pendingRolls).toEqual(["xwing"]);
    expect(spaceBattleView(state, ships, { isGM: true }, format).pendingRolls).toEqual(["xwing", "tie"]);
  });
});
