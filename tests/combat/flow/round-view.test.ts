import { describe, expect, it } from "vitest";
import { penaltyInSegment, formatModifier } from "../../../src/rules/index.ts";
import { startRound, woundChanged } from "../../../src/combat/flow/round-flow.ts";
import { type RoundState, memberOf, readRoundState } from "../../../src/combat/flow/round-state.ts";
import { type MemberInfo, roundView } from "../../../src/combat/flow/round-view.ts";
import { CORRIDOR, rulesWith, run, shot, shots } from "./round-fixtures.ts";

const RE = rulesWith();

/** The names and images the Foundry layer gives the view; the viewer owns Anla. */
const MEMBERS: MemberInfo[] = CORRIDOR.map(({ id }) => ({
  id,
  name: id[0].toUpperCase() + id.slice(1),
  img: "icons/svg/mystery-man.svg",
  owner: id === "anla",
  names: { "skill:blaster0000000": "Blaster", "attribute:dex": "Dexterity" },
}));

/** The middle of segment 1: an order, a lapsed action and a stunned combatant. */
function midSegment(): RoundState {
  let state = startRound(CORRIDOR, RE);
  const plans: Record<string, object[]> = { anla: shots(3), bulack: [shot()], corukk: shots(2), darlen: [{ kind: "walk", skill: "attribute:dex" }] };
  for (const { id } of CORRIDOR) state = run(state, { type: "declare", combatant: id, actions: plans[id] }, RE);
  state = run(state, { type: "start", force: false }, RE);
  for (const [combatant, total] of Object.entries({ anla: 16, bulack: 12, corukk: 8 }))
    state = run(state, { type: "roll", combatant, total, tieCode: null }, RE);
  state = run(state, { type: "lapse", combatant: "darlen", lapsed: true }, RE);
  state = run(state, { type: "next" }, RE);
  return woundChanged(state, "corukk", "stunned", RE);
}

describe("the tracker's view", () => {
  it("shows the order, the current actor, the lapsed action and the stun", () => {
    const view = roundView(midSegment(), MEMBERS, { isGM: true }, RE);
    expect(view).toMatchObject({ phase: "segments", phaseKey: "SWD6.Combat.Phase.segment", phaseData: { segment: "1", count: "3" }, canNext: true });
    const rows = view.groups[0].rows;
    expect(rows.map((r) => [r.name, r.roll, r.rank, r.current, r.acted])).toEqual([
      ["Anla", 16, 1, false, true],
      ["Bulack", 12, 2, true, false],
      ["Corukk", 8, 3, false, false],
      ["Darlen", null, null, false, false],
    ]);
    expect(rows.find((r) => r.id === "darlen")?.action).toMatchObject({ status: "lapsed", skill: "Dexterity", kindKey: "SWD6.Combat.Kind.walk" });
    expect(rows.find((r) => r.id === "corukk")).toMatchObject({ stunned: true, woundKey: "SWD6.Wound.stunned", penalty: "-1D" });
  });

  it("marks the combatant who spent a Force point this round, and only him", () => {
    const members = MEMBERS.map((m) => ({ ...m, forcePoint: m.id === "bulack" }));
    const rows = roundView(midSegment(), members, { isGM: false }, RE).groups[0].rows;
    expect(rows.filter((r) => r.forcePoint).map((r) => r.id)).toEqual(["bulack"]);
  });

  it("lists the acting order first, then who has still to roll, then who has no action, each in the tracker's order", () => {
    let state = startRound(CORRIDOR, RE);
    const plans: Record<string, object[]> = { anla: [], bulack: [shot()], corukk: [shot()], darlen: [shot()] };
    for (const { id } of CORRIDOR) state = run(state, { type: "declare", combatant: id, actions: plans[id] }, RE);
    state = run(state, { type: "start", force: false }, RE);
    for (const [combatant, total] of Object.entries({ corukk: 5, darlen: 18 })) state = run(state, { type: "roll", combatant, total, tieCode: null }, RE);
    const rows = roundView(state, MEMBERS, { isGM: true }, RE).groups[0].rows;
    expect(rows.map((r) => [r.id, r.rank])).toEqual([
      ["darlen", 1],
      ["corukk", 2],
      ["bulack", null],
      ["anla", null],
    ]);
    const seen = MEMBERS.filter((m) => m.id !== "darlen");
    expect(roundView(state, seen, { isGM: true }, RE).groups[0].rows.map((r) => r.id)).toEqual(["corukk", "bulack", "anla"]);
  });

  it("shows every penalty as the rules engine gives it", () => {
    const state = midSegment();
    for (const row of roundView(state, MEMBERS, { isGM: true }, RE).groups[0].rows) {
      const dice = penaltyInSegment(memberOf(state, row.id).declaration, state.segment);
      expect(row.penalty).toBe(dice > 0 ? formatModifier({ dice: -dice, pips: 0 }) : null);
    }
  });

  it("lets a player act only for his own combatants", () => {
    const rows = roundView(midSegment(), MEMBERS, { isGM: false }, RE).groups[0].rows;
    expect(rows.filter((r) => r.canLapse || r.canReact || r.canRoll).map((r) => r.id)).toEqual(["anla"]);
  });

  it("hides other players' declarations until the segments start when the world says so", () => {
    let state = startRound(CORRIDOR, rulesWith({ declarations: "hidden" }));
    state = run(state, { type: "declare", combatant: "bulack", actions: shots(2) }, RE);
    const hidden = rulesWith({ declarations: "hidden" });
    const player = roundView(state, MEMBERS, { isGM: false }, hidden).groups[0].rows.find((r) => r.id === "bulack")!;
    expect(player).toMatchObject({ declared: true, actions: null, penalty: null });
    const gm = roundView(state, MEMBERS, { isGM: true }, hidden).groups[0].rows.find((r) => r.id === "bulack")!;
    expect(gm.actions).toHaveLength(2);
    expect(roundView(state, MEMBERS, { isGM: false }, RE).groups[0].rows.find((r) => r.id === "bulack")!.actions).toHaveLength(2);
  });
});

describe("a reload in the middle of a segment", () => {
  it("rebuilds exactly the same view from the stored state alone", () => {
    const state = midSegment();
    const stored = JSON.parse(JSON.stringify(state));
    const reloaded = readRoundState(stored);
    expect(reloaded).toEqual(state);
    expect(roundView(reloaded!, MEMBERS, { isGM: true }, RE)).toEqual(roundView(state, MEMBERS, { isGM: true }, RE));
  });

  // A round out of its stored shape never reaches the reader: the data model drops it (tests/world/round-writes.test.ts).
  it.each<[string, Parameters<typeof readRoundState>[0]]>([
    ["nothing", null],
    ["another version", JSON.parse(JSON.stringify({ ...startRound(CORRIDOR, RE), version: 2 }))],
  ])("reads %s as no round", (_name, value) => {
    expect(readRoundState(value)).toBeNull();
  });
});

describe("the rows' reactions, read from the round's one record of them", () => {
  /** Anla's dodge of 14 in segment 1 (rolled), then the round moved to segment 2 under `rules`. */
  function dodgedThenNext(rules: ReturnType<typeof rulesWith>): { during: RoundState; after: RoundState } {
    let state = startRound(CORRIDOR, rules);
    const plans: Record<string, object[]> = { anla: shots(2), bulack: shots(2), corukk: [shot()], darlen: [] };
    for (const { id } of CORRIDOR) state = run(state, { type: "declare", combatant: id, actions: plans[id] }, rules);
    state = run(state, { type: "start", force: false }, rules);
    const during = run(state, { type: "react", combatant: "anla", label: "dive", kind: "dodge", total: 14 }, rules);
    let after = during;
    for (const [combatant, total] of Object.entries({ anla: 16, bulack: 12, corukk: 8 }))
      after = run(after, { type: "roll", combatant, total, tieCode: null }, rules);
    for (let step = 0; step < 5 && after.segment === 1; step++) after = run(after, { type: "next" }, rules);
    expect(after.segment).toBe(2);
    return { during, after };
  }
  const anlaRow = (state: RoundState, rules: ReturnType<typeof rulesWith>) =>
    roundView(state, MEMBERS, { isGM: true }, rules).groups[0].rows.find((r) => r.name === "Anla")!;

  it("R&E: Anla's dodge shows with its total in its segment and the next (it stands the rest of the round)", () => {
    const { during, after } = dodgedThenNext(RE);
    expect(anlaRow(during, RE).reactions).toEqual([{ label: "dive", total: "14" }]);
    expect(anlaRow(after, RE).reactions).toEqual([{ label: "dive", total: "14" }]);
  });

  it("1st edition: Anla's dodge shows in its segment only", () => {
    const first = rulesWith({ reactionMode: "add" });
    const { during, after } = dodgedThenNext(first);
    expect(anlaRow(during, first).reactions).toEqual([{ label: "dive", total: "14" }]);
    expect(anlaRow(after, first).reactions).toEqual([]);
  });
});
