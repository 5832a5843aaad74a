/**
 * A combined action's flow (R&E Rules, "Combined Actions"), and a stun knock-out in the round:
 * Danik's eight troops under his command 8D+2, the bonus his command roll makes, who rolls the task,
 * and a combatant knocked out in the middle of the segments.
 */
import { describe, expect, it } from "vitest";
import {
  combinedBonusSpent,
  combinedDeclarations,
  commandCode,
  commandRolled,
  declareCombinedAction,
  heldCombinedAction,
  taskRoller,
} from "../../../src/combat/flow/combined-action.ts";
import { declare, knockedOutChanged, startRound } from "../../../src/combat/flow/round-flow.ts";
import { RoundError, memberOf } from "../../../src/combat/flow/round-state.ts";
import { CORRIDOR, rulesWith, run, shots } from "./round-fixtures.ts";

const DANIK = { dice: 8, pips: 2 };
const troops = Array.from({ length: 8 }, (_, i) => `trooper${i + 1}`);
const danik = (overrides: object = {}) =>
  declareCombinedAction({ leader: "danik", members: troops, label: "Ambush the scout", working: false, difficulty: 12, ...overrides }, DANIK, 1, []);

describe("a combined action (R&E Rules, Combined Actions)", () => {
  it("Danik commands eight troops with command 8D+2, a ninth is one too many", () => {
    expect(danik().members).toHaveLength(8);
    expect(() =>
      declareCombinedAction({ leader: "danik", members: [...troops, "trooper9"], label: "x", working: false, difficulty: 12 }, DANIK, 1, []),
    ).toThrow(RoundError);
  });

  it("refuses a group without members, a member twice, a broken difficulty, and a character already combining this round", () => {
    expect(() => danik({ members: [] })).toThrow(RoundError);
    expect(() => danik({ members: ["trooper1", "trooper1"] })).toThrow(RoundError);
    expect(() => danik({ difficulty: 2.5 })).toThrow(RoundError);
    const first = danik();
    expect(() => declareCombinedAction({ leader: "sergeant", members: ["trooper3"], label: "y", working: false, difficulty: 5 }, DANIK, 1, [first])).toThrow(
      RoundError,
    );
    expect(declareCombinedAction({ leader: "sergeant", members: ["trooper3"], label: "y", working: false, difficulty: 5 }, DANIK, 2, [first]).round).toBe(2);
  });

  it("the leader rolls his full command supervising, -1D working too (two actions)", () => {
    expect(commandCode({ working: false }, DANIK)).toEqual(DANIK);
    expect(commandCode({ working: true }, DANIK)).toEqual({ dice: 7, pips: 2 });
    expect(combinedDeclarations(danik({ working: true }))[0]!.actions).toHaveLength(2);
    expect(
      combinedDeclarations(danik())
        .slice(1)
        .every((part) => part.actions.length === 1),
    ).toBe(true);
  });

  it("Danik's 27 against 12 gives +2D+2; 11 gives +1D+2; 9 gives nothing; the roll is made once", () => {
    expect(commandRolled(danik(), 27).command?.bonus).toEqual({ dice: 2, pips: 2 });
    expect(commandRolled(danik(), 11).command?.bonus).toEqual({ dice: 1, pips: 2 });
    expect(commandRolled(danik(), 9).command?.bonus).toEqual({ dice: 0, pips: 0 });
    expect(() => commandRolled(commandRolled(danik(), 27), 30)).toThrow(RoundError);
  });

  it("the bonus goes to the combining character with the highest skill: the trooper with repulsorlift repair 4D+1", () => {
    expect(taskRoller([{ dice: 3, pips: 0 }, { dice: 4, pips: 1 }, null, { dice: 4, pips: 0 }])).toBe(1);
    expect(taskRoller([null, null])).toBe(-1);
  });
});

describe("a stun knock-out in the round", () => {
  const rules = rulesWith();
  const [first, second] = CORRIDOR.map((member) => member.id);

  it("in the declaration phase he declares nothing and cannot declare; lifted, he declares again", () => {
    const out = knockedOutChanged(startRound(CORRIDOR, rules), first!, true, rules);
    expect(memberOf(out, first!)).toMatchObject({ knockedOut: true, declared: true });
    expect(() => declare(out, first!, shots(1), rules)).toThrow(RoundError);
    const awake = knockedOutChanged(out, first!, false, rules);
    expect(memberOf(awake, first!).knockedOut).toBeUndefined();
    expect(memberOf(declare(awake, first!, shots(1), rules), first!).declaration.actions).toHaveLength(1);
  });

  it("in the segments he loses the actions still to come, as a wound that knocks him down does", () => {
    let state = startRound(CORRIDOR, rules);
    for (const member of state.combatants) state = run(state, { type: "declare", combatant: member.declaration.id, actions: shots(2) }, rules);
    state = run(state, { type: "start", force: false }, rules);
    const out = knockedOutChanged(state, second!, true, rules);
    expect(memberOf(out, second!).declaration.actions.filter((a) => a.status !== "lost")).toHaveLength(0);
    expect(memberOf(out, first!).declaration).toEqual(memberOf(state, first!).declaration);
  });
});

describe("the combined action bonus is held by the task's roller until his task's roll (R&E Rules, Combined Actions)", () => {
  it("trooper3, the best blaster, holds Danik's +2D+2 in round 1 only, and once spent no longer", () => {
    const rolled = { ...commandRolled(danik(), 27), roller: "trooper3" };
    expect(heldCombinedAction([rolled], 1, "trooper3")?.command?.bonus).toEqual({ dice: 2, pips: 2 });
    expect(heldCombinedAction([rolled], 1, "trooper1")).toBeNull();
    expect(heldCombinedAction([rolled], 2, "trooper3")).toBeNull();
    expect(heldCombinedAction([{ ...danik(), roller: "trooper3" }], 1, "trooper3")).toBeNull();
    const spent = combinedBonusSpent([rolled], 1, "trooper3");
    expect(spent[0]!.spent).toBe(true);
    expect(heldCombinedAction(spent, 1, "trooper3")).toBeNull();
    const none = [rolled];
    expect(combinedBonusSpent(none, 1, "trooper1")).toBe(none);
  });
});
