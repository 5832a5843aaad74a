/**
 * The gamemaster's batch of segment rolls ("Roll NPCs"): the corridor fight's four combatants
 * (Grundregeln) roll their declared shots of segment 1; the batch records every roll as one roll
 * command each would, in one change of the round, or refuses the whole batch.
 */
import { describe, expect, it } from "vitest";
import { runCommand } from "../../../src/combat/flow/round-commands.ts";
import { recordRolls, startRound } from "../../../src/combat/flow/round-flow.ts";
import type { RoundState } from "../../../src/combat/flow/round-state.ts";
import { ANLA_PLAYER, BULACK_PLAYER, CORRIDOR, GM, refusal, rulesWith, run, shot, stamped } from "./round-fixtures.ts";

const RE = rulesWith();

function inSegments(rules = RE): RoundState {
  let state = startRound(CORRIDOR, rules);
  for (const { id } of CORRIDOR) state = run(state, { type: "declare", combatant: id, actions: [shot()] }, rules);
  return run(state, { type: "start", force: false }, rules);
}

const GANG = [
  { combatant: "corukk", total: 11, tieCode: { dice: 3, pips: 0 } },
  { combatant: "darlen", total: 17, tieCode: null },
];

describe("a batch of segment rolls", () => {
  it("records every roll as the same rolls recorded one by one would", () => {
    const start = inSegments();
    const batched = run(start, { type: "rolls", rolls: GANG }, RE);
    let single = start;
    for (const entry of GANG) single = run(single, { type: "roll", ...entry }, RE);
    expect(batched).toEqual(single);
    expect(batched.combatants.map((c) => c.rolls)).toEqual([[], [], [{ segment: 1, total: 11, tieCode: { dice: 3, pips: 0 } }], [{ segment: 1, total: 17 }]]);
  });

  it("makes one new array of combatants, keeping the members it does not touch and the round it started from", () => {
    const start = inSegments();
    const before = structuredClone(start);
    const after = recordRolls(start, GANG, RE);
    expect(start).toEqual(before);
    expect(after.combatants).not.toBe(start.combatants);
    expect(after.combatants[0]).toBe(start.combatants[0]);
    expect(after.combatants[1]).toBe(start.combatants[1]);
  });

  it.each<[string, unknown, string]>([
    ["an unknown combatant", [...GANG, { combatant: "vader", total: 30, tieCode: null }], "SWD6.Combat.Error.unknownCombatant"],
    ["a combatant named twice", [...GANG, { combatant: "corukk", total: 30, tieCode: null }], "SWD6.Combat.Error.alreadyRolled"],
    ["a total that is no whole number", [GANG[0], { combatant: "darlen", total: 12.5, tieCode: null }], "SWD6.Combat.Error.invalidTotal"],
    ["an entry that is no object", [GANG[0], "darlen"], "SWD6.Combat.Error.badRequest"],
    ["an entry naming no combatant", [GANG[0], { total: 12 }], "SWD6.Combat.Error.badRequest"],
    ["an empty list", [], "SWD6.Combat.Error.badRequest"],
    ["no list", { corukk: 11 }, "SWD6.Combat.Error.badRequest"],
    ["more entries than combatants", Array.from({ length: 5 }, () => GANG[0]), "SWD6.Combat.Error.badRequest"],
  ])("refuses the whole batch for %s, recording none of it", (_name, rolls, key) => {
    const start = inSegments();
    const outcome = runCommand(start, stamped(start, { type: "rolls", rolls }), GM, RE);
    expect(outcome).toMatchObject({ ok: false, error: { key } });
  });

  it("refuses the batch when one combatant's action of the segment has lapsed", () => {
    const start = run(inSegments(), { type: "lapse", combatant: "darlen", lapsed: true }, RE);
    expect(refusal(start, { type: "rolls", rolls: GANG }, RE)).toBe("SWD6.Combat.Error.noActionThisSegment");
  });

  it("refuses an entry without a tie code under the higher-code tie rule", () => {
    const rules = rulesWith({ tie: "higher-code" });
    expect(refusal(inSegments(rules), { type: "rolls", rolls: GANG }, rules)).toBe("SWD6.Combat.Error.invalidTotal");
    expect(refusal(inSegments(rules), { type: "rolls", rolls: [GANG[0]] }, rules)).toBeNull();
  });

  it("refuses a batch in the declaration phase and one stamped for another segment", () => {
    expect(refusal(startRound(CORRIDOR, RE), { type: "rolls", rolls: GANG }, RE)).toBe("SWD6.Combat.Error.notSegmentPhase");
    const start = inSegments();
    const late = { ...stamped(start, { type: "rolls", rolls: GANG }), segment: 2 };
    expect(runCommand(start, late, GM, RE)).toMatchObject({ ok: false, error: { key: "SWD6.Combat.Error.stale" } });
  });

  it("applies once when the same batch arrives twice, the first rolls standing", () => {
    const once = run(inSegments(), { type: "rolls", rolls: GANG }, RE);
    const again = GANG.map((entry) => ({ ...entry, total: entry.total + 10 }));
    expect(refusal(once, { type: "rolls", rolls: GANG }, RE)).toBe("SWD6.Combat.Error.alreadyRolled");
    expect(refusal(once, { type: "rolls", rolls: again }, RE)).toBe("SWD6.Combat.Error.alreadyRolled");
    expect(once.combatants.map((c) => c.rolls[0]?.total)).toEqual([undefined, undefined, 11, 17]);
  });

  it("is the gamemaster's alone: a player may send no batch, for others' combatants or his own", () => {
    const start = inSegments();
    expect(refusal(start, { type: "rolls", rolls: GANG }, RE, ANLA_PLAYER)).toBe("SWD6.Combat.Error.gmOnly");
    const own = [{ combatant: "bulack", total: 30, tieCode: null }];
    expect(refusal(start, { type: "rolls", rolls: own }, RE, BULACK_PLAYER)).toBe("SWD6.Combat.Error.gmOnly");
  });
});
