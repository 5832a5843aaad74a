import { describe, expect, it } from "vitest";
import { formatModifier, orderSegment, penaltyInSegment, planSegments, sideActingOrder, type WoundLevel } from "../../../src/rules/index.ts";
import { woundChanged } from "../../../src/combat/flow/round-flow.ts";
import { type RoundRules, type RoundState, memberOf } from "../../../src/combat/flow/round-state.ts";
import { type MemberInfo, type TrackerView, roundView } from "../../../src/combat/flow/round-view.ts";
import { segmentSituation } from "../../../src/combat/flow/segment-order.ts";
import { startRound } from "../../../src/combat/flow/round-flow.ts";
import { runCommand } from "../../../src/combat/flow/round-commands.ts";
import { CORRIDOR, GM, rulesWith, shot, stamped } from "./round-fixtures.ts";

const INFO: MemberInfo[] = CORRIDOR.map((m) => ({ id: m.id, name: m.id, img: "", owner: false, names: {} }));

/** What everyone declares each round: the multiple action penalty grows differently for each. */
const DECLARATIONS: Record<string, object[]> = {
  anla: [shot("shoot Corukk"), shot("shoot Darlen")],
  bulack: [{ kind: "walk", label: "to the door" }, shot("shoot Darlen")],
  corukk: [shot("shoot Bulack"), shot("shoot Anla")],
  darlen: [shot("shoot Anla")],
};

/** Each round's action rolls, by segment; round 2 segment 1 has a tie (Anla and Corukk at 12). */
const ROLLS: Record<number, Record<number, Record<string, number>>> = {
  1: { 1: { anla: 16, bulack: 12, corukk: 11, darlen: 8 }, 2: { anla: 9, bulack: 14, corukk: 10 } },
  2: { 1: { anla: 12, bulack: 7, corukk: 12, darlen: 15 }, 2: { anla: 13, bulack: 5, corukk: 6 } },
  3: { 1: { anla: 18, bulack: 10, corukk: 4, darlen: 9 }, 2: { anla: 11, bulack: 12, corukk: 3 } },
};

/** The wounds the attacks of a segment leave, applied once its rolls are in (as a damage card would). */
const WOUNDS: Record<number, Record<number, Record<string, WoundLevel>>> = {
  1: { 1: { corukk: "wounded" } },
  2: { 1: { bulack: "stunned" } },
  3: { 1: { darlen: "incapacitated" } },
};

function apply(state: RoundState, command: Record<string, unknown>, rules: RoundRules) {
  const outcome = runCommand(state, stamped(state, command), GM, rules);
  if (!outcome.ok) throw new Error(outcome.error.key);
  return outcome;
}

/** The acting order the rules engine gives for the current segment's rolls, grouped by side when played. */
function engineOrder(state: RoundState, rules: RoundRules): string[] {
  const plan = planSegments(state.combatants.map((c) => c.declaration))[state.segment - 1];
  const acting = plan.entries.filter((e) => e.action?.status === "declared").map((e) => e.id);
  const rolls = acting.map((id) => ({ id, total: memberOf(state, id).rolls.find((r) => r.segment === state.segment)!.total }));
  const sides = state.sides;
  if (!sides?.winner || !sides.choice) return orderSegment(rolls, rules.tie).map((t) => t.id);
  const present = [...new Set([sides.winner, ...state.combatants.map((c) => c.side)])];
  return sideActingOrder(present, sides.winner, sides.choice).flatMap((side) =>
    orderSegment(
      rolls.filter((r) => memberOf(state, r.id).side === side),
      rules.tie,
    ).map((t) => t.id),
  );
}

/** Every penalty and the order the tracker shows equal the rules engine's. */
function expectViewMatchesEngine(state: RoundState, rules: RoundRules): TrackerView {
  const view = roundView(state, INFO, { isGM: true }, rules);
  const rows = view.groups.flatMap((g) => g.rows);
  expect(rows.map((r) => r.id).sort()).toEqual(CORRIDOR.map((m) => m.id).sort());
  for (const row of rows) {
    const penalty = penaltyInSegment(memberOf(state, row.id).declaration, Math.max(1, state.segment));
    expect(row.penalty, `${row.id}'s penalty in round ${state.round} segment ${state.segment}`).toBe(
      penalty > 0 ? formatModifier({ dice: -penalty, pips: 0 }) : null,
    );
  }
  if (state.phase === "segments" && segmentSituation(state, rules).pending.length === 0) {
    expect(rows.filter((r) => r.rank !== null).map((r) => r.id)).toEqual(engineOrder(state, rules));
  }
  return view;
}

/** One full round: side initiative when played, declarations, segments with rolls, wounds and "next". */
function playRound(state: RoundState, rules: RoundRules, stunOvers: Readonly<Record<number, readonly string[]>>): RoundState {
  const round = state.round;
  let s = state;
  if (s.sides) {
    s = apply(s, { type: "side-roll", side: "friendly", total: 14 }, rules).state;
    s = apply(s, { type: "side-roll", side: "hostile", total: 9 + round }, rules).state;
    s = apply(s, { type: "side-choice", choice: round === 2 ? "last" : "first" }, rules).state;
  }
  for (const c of s.combatants.filter((m) => !m.declared)) {
    s = apply(s, { type: "declare", combatant: c.declaration.id, actions: DECLARATIONS[c.declaration.id] }, rules).state;
    expectViewMatchesEngine(s, rules);
  }
  s = apply(s, { type: "start", force: false }, rules).state;
  for (;;) {
    const segment = s.segment;
    if (segment === 1 && round === 1) {
      // Darlen dodges at the start of segment 1: from now on his penalty counts it (both reaction modes).
      s = apply(s, { type: "react", combatant: "darlen", label: "dodge", skill: "skill:dodge" }, rules).state;
      expect(penaltyInSegment(memberOf(s, "darlen").declaration, 1)).toBe(1);
    }
    expectViewMatchesEngine(s, rules);
    for (const id of segmentSituation(s, rules).pending) {
      s = apply(s, { type: "roll", combatant: id, total: ROLLS[round][segment][id], tieCode: null }, rules).state;
      expectViewMatchesEngine(s, rules);
    }
    for (const [id, wound] of Object.entries(WOUNDS[round]?.[segment] ?? {})) {
      s = woundChanged(s, id, wound, rules);
      expectViewMatchesEngine(s, rules);
    }
    for (;;) {
      const outcome = apply(s, { type: "next" }, rules);
      s = outcome.state;
      if (outcome.roundEnded) {
        expect(outcome.effects.filter((e) => e.type === "stun-over").map((e) => e.id)).toEqual(stunOvers[round] ?? []);
        expectViewMatchesEngine(s, rules);
        return s;
      }
      if (s.segment !== segment) break;
      expectViewMatchesEngine(s, rules);
    }
  }
}

describe.each([
  // 1st edition: a stun costs the rest of the round's actions and lasts that round (Grundregeln);
  // R&E: -1D for that round and the next, the actions stay (tables.json wound_effects.Stunned).
  ["1st edition, reactions add", rulesWith({ reactionMode: "add", damageModel: "ratio" }), { 2: ["bulack"] }, "lost"],
  ["R&E, reactions replace", rulesWith({ reactionMode: "replace", damageModel: "difference" }), { 3: ["bulack"] }, "declared"],
] as const)("a three-round fight of four (%s)", (_name, base, stunOvers, stunnedStatus) => {
  it.each([["segments"], ["side"]] as const)("with %s initiative: every penalty and order shown is the rules engine's", (initiative) => {
    const rules = { ...base, initiative };
    let state = startRound(CORRIDOR, rules);
    for (let round = 1; round <= 3; round++) {
      expect(state).toMatchObject({ round, phase: "declaration" });
      state = playRound(state, rules, stunOvers);
    }
    expect(state).toMatchObject({ round: 4, phase: "declaration", segment: 0 });
    expect(memberOf(state, "corukk").wound).toBe("wounded");
    expect(memberOf(state, "bulack").wound).toBe("none");
    // Incapacitated, Darlen acts no more: he counts as declared with nothing to do.
    expect(memberOf(state, "darlen")).toMatchObject({ wound: "incapacitated", declared: true });
    expect(memberOf(state, "darlen").declaration.actions).toEqual([]);
  });

  it(`a stun in round 2 leaves Bulack's actions ${stunnedStatus}`, () => {
    const rules = { ...base };
    let state = playRound(startRound(CORRIDOR, rules), rules, stunOvers);
    for (const c of state.combatants)
      state = apply(state, { type: "declare", combatant: c.declaration.id, actions: DECLARATIONS[c.declaration.id] }, rules).state;
    state = apply(state, { type: "start", force: false }, rules).state;
    state = woundChanged(state, "bulack", "stunned", rules);
    const bulack = planSegments([memberOf(state, "bulack").declaration]);
    expect(bulack.map((p) => p.entries[0].action?.status)).toEqual([stunnedStatus, stunnedStatus]);
    expect(segmentSituation(state, rules).pending.includes("bulack")).toBe(stunnedStatus === "declared");
  });
});
