import { describe, expect, it } from "vitest";
import { nextTurn, startRound, woundChanged } from "../../../src/combat/flow/round-flow.ts";
import { type RoundState, memberOf, readRoundState } from "../../../src/combat/flow/round-state.ts";
import { roundView } from "../../../src/combat/flow/round-view.ts";
import { segmentSituation } from "../../../src/combat/flow/segment-order.ts";
import { rulesWith, run, shots } from "./round-fixtures.ts";

const RULES = rulesWith();
const IDS = Array.from({ length: 8 }, (_, i) => `c${i}`);
const MEMBERS = IDS.map((id) => ({ id, name: id, img: "", owner: false, names: {} }));

/** Eight combatants, two shots each, rolled: ties and single ranks in segment 1. */
function rolledRound(): RoundState {
  let state = startRound(
    IDS.map((id, i) => ({ id, side: i % 2 ? "hostile" : "friendly", wound: "none" as const })),
    RULES,
  );
  for (const id of IDS) state = run(state, { type: "declare", combatant: id, actions: shots(2) }, RULES);
  state = run(state, { type: "start", force: false }, RULES);
  [14, 9, 14, 3, 9, 20, 1, 9].forEach((total, i) => (state = run(state, { type: "roll", combatant: IDS[i], total, tieCode: null }, RULES)));
  return state;
}

/** What the tracker derives from a round, read from a copy with no index of its own. */
function derivedFresh(state: RoundState) {
  const copy = readRoundState(structuredClone(state))!;
  return { situation: segmentSituation(copy, RULES), view: roundView(copy, MEMBERS, { isGM: true }, RULES) };
}

describe("the round's indexes never outlive the state they were made for", () => {
  it("'next' after 'next', and an earlier state taken up again, derive what a fresh copy derives", () => {
    const start = rolledRound();
    const states = [start];
    let state = start;
    while (state.segment === 1) {
      expect(segmentSituation(state, RULES)).toEqual(derivedFresh(state).situation);
      expect(roundView(state, MEMBERS, { isGM: true }, RULES)).toEqual(derivedFresh(state).view);
      state = nextTurn(state, RULES).state;
      states.push(state);
    }
    expect(states.length).toBeGreaterThan(4);
    // Back to the state after the first turn (c5's 20): the later ones' "acted" must not leak into
    // it, nor into a new turn from it where c0 is knocked out and c2 acts alone at 14.
    const middle = states[1];
    expect(segmentSituation(middle, RULES)).toEqual(derivedFresh(middle).situation);
    const branch = nextTurn(woundChanged(middle, "c0", "incapacitated", RULES), RULES).state;
    expect(branch.acted).toEqual(["c5", "c2"]);
    expect(segmentSituation(branch, RULES)).toEqual(derivedFresh(branch).situation);
    expect(roundView(branch, MEMBERS, { isGM: true }, RULES)).toEqual(derivedFresh(branch).view);
    expect(segmentSituation(states[3], RULES)).toEqual(derivedFresh(states[3]).situation);
  });

  it("a member changed in one state is that state's alone; the state before keeps its own", () => {
    const before = rolledRound();
    expect(memberOf(before, "c3").wound).toBe("none");
    const after = woundChanged(before, "c3", "stunned", RULES);
    expect(memberOf(after, "c3").wound).toBe("stunned");
    expect(memberOf(before, "c3").wound).toBe("none");
    expect(IDS.map((id) => memberOf(after, id).declaration.id)).toEqual(IDS);
  });
});
