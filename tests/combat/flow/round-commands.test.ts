import { describe, expect, it } from "vitest";
import { runCommand } from "../../../src/combat/flow/round-commands.ts";
import { startRound } from "../../../src/combat/flow/round-flow.ts";
import { memberOf } from "../../../src/combat/flow/round-state.ts";
import { ANLA_PLAYER, BULACK_PLAYER, CORRIDOR, GM, refusal, rulesWith, run, shot, stamped } from "./round-fixtures.ts";

const RE = rulesWith();

function inSegments() {
  let state = startRound(CORRIDOR, RE);
  for (const { id } of CORRIDOR) state = run(state, { type: "declare", combatant: id, actions: [shot()] }, RE);
  return run(state, { type: "start", force: false }, RE);
}

describe("the gamemaster's check of a query", () => {
  it("lets a player declare and roll for his own combatant", () => {
    let state = run(startRound(CORRIDOR, RE), { type: "declare", combatant: "anla", actions: [shot()] }, RE, ANLA_PLAYER);
    expect(memberOf(state, "anla").declared).toBe(true);
    for (const { id } of CORRIDOR.slice(1)) state = run(state, { type: "declare", combatant: id, actions: [shot()] }, RE);
    state = run(state, { type: "start", force: false }, RE);
    state = run(state, { type: "roll", combatant: "anla", total: 14, tieCode: null }, RE, ANLA_PLAYER);
    expect(memberOf(state, "anla").rolls).toEqual([{ segment: 1, total: 14 }]);
  });

  it("refuses a player's command for a combatant he does not own (wrong user)", () => {
    const state = startRound(CORRIDOR, RE);
    expect(refusal(state, { type: "declare", combatant: "bulack", actions: [shot()] }, RE, ANLA_PLAYER)).toBe("SWD6.Combat.Error.notOwner");
    expect(refusal(inSegments(), { type: "roll", combatant: "anla", total: 30, tieCode: null }, RE, BULACK_PLAYER)).toBe("SWD6.Combat.Error.notOwner");
    expect(refusal(inSegments(), { type: "lapse", combatant: "corukk", lapsed: true }, RE, ANLA_PLAYER)).toBe("SWD6.Combat.Error.notOwner");
  });

  it("refuses the gamemaster's commands from a player", () => {
    const state = startRound(CORRIDOR, RE);
    for (const command of [
      { type: "start", force: true },
      { type: "surprise", combatant: "anla", surprised: true },
    ]) {
      expect(refusal(state, command, RE, ANLA_PLAYER)).toBe("SWD6.Combat.Error.gmOnly");
    }
    expect(refusal(inSegments(), { type: "next" }, RE, ANLA_PLAYER)).toBe("SWD6.Combat.Error.gmOnly");
  });

  it("refuses a command sent for another phase, segment or round (stale)", () => {
    const declaring = startRound(CORRIDOR, RE);
    const running = inSegments();
    const late = runCommand(running, stamped(declaring, { type: "declare", combatant: "anla", actions: [shot(), shot()] }), ANLA_PLAYER, RE);
    expect(late).toEqual({ ok: false, error: { key: "SWD6.Combat.Error.stale", data: {} } });
    const wrongSegment = { ...stamped(running, { type: "roll", combatant: "anla", total: 9, tieCode: null }), segment: 2 };
    expect(runCommand(running, wrongSegment, ANLA_PLAYER, RE).ok).toBe(false);
    const wrongRound = { ...stamped(running, { type: "next" }), round: 2 };
    expect(runCommand(running, wrongRound, GM, RE).ok).toBe(false);
  });

  it("refuses a second roll for the same action (double submit) and keeps the first", () => {
    const state = run(inSegments(), { type: "roll", combatant: "anla", total: 14, tieCode: null }, RE, ANLA_PLAYER);
    expect(refusal(state, { type: "roll", combatant: "anla", total: 22, tieCode: null }, RE, ANLA_PLAYER)).toBe("SWD6.Combat.Error.alreadyRolled");
    expect(memberOf(state, "anla").rolls).toEqual([{ segment: 1, total: 14 }]);
  });

  it("takes a repeated declaration as the same one", () => {
    const once = run(startRound(CORRIDOR, RE), { type: "declare", combatant: "anla", actions: [shot()] }, RE, ANLA_PLAYER);
    expect(run(once, { type: "declare", combatant: "anla", actions: [shot()] }, RE, ANLA_PLAYER)).toEqual(once);
  });

  it.each<[string, unknown]>([
    ["no object", "next"],
    ["an unknown type", { type: "win", round: 1, phase: "declaration", segment: 0 }],
    ["a combatant that is no string", { type: "declare", combatant: 3, actions: [], round: 1, phase: "declaration", segment: 0 }],
  ])("refuses a malformed request: %s", (_name, command) => {
    expect(runCommand(startRound(CORRIDOR, RE), command, GM, RE)).toMatchObject({ ok: false, error: { key: "SWD6.Combat.Error.badRequest" } });
  });

  it("refuses an unknown combatant", () => {
    expect(refusal(startRound(CORRIDOR, RE), { type: "declare", combatant: "vader", actions: [] }, RE)).toBe("SWD6.Combat.Error.unknownCombatant");
  });
});

describe("the gamemaster's Next round", () => {
  it("ends the round at once, in a segment or in the declaration phase, with the end of round's work", () => {
    const mid = runCommand(inSegments(), stamped(inSegments(), { type: "end-round" }), GM, RE);
    expect(mid).toMatchObject({ ok: true, roundEnded: true, state: { round: 2, phase: "declaration", segment: 0 } });
    if (!mid.ok) return;
    // What was declared is there for "same as last round", and nobody has declared round 2 yet.
    expect(mid.state.combatants.every((c) => c.previous.length === 1 && !c.declared)).toBe(true);
    const declaring = startRound(CORRIDOR, RE);
    expect(runCommand(declaring, stamped(declaring, { type: "end-round" }), GM, RE)).toMatchObject({ ok: true, state: { round: 2 } });
  });

  it("is the gamemaster's alone", () => {
    expect(refusal(inSegments(), { type: "end-round" }, RE, ANLA_PLAYER)).toBe("SWD6.Combat.Error.gmOnly");
  });
});
