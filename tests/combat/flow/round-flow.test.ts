import { describe, expect, it } from "vitest";
import { formatModifier, orderSegment, penaltyInSegment, planSegments } from "../../../src/rules/index.ts";
import { declare, endRound, nextTurn, reactionRetotaled, startRound, syncMembers, woundChanged, woundUndone } from "../../../src/combat/flow/round-flow.ts";
import { segmentSituation } from "../../../src/combat/flow/segment-order.ts";
import { type RoundState, memberOf } from "../../../src/combat/flow/round-state.ts";
import { CORRIDOR, refusal, rulesWith, run, shot, shots } from "./round-fixtures.ts";

const RE = rulesWith();
const FIRST = rulesWith({ reactionMode: "add", damageModel: "ratio" });

/** Everyone declares (as the gamemaster), then the segments start. */
function declared(actions: Record<string, object[]>, rules = RE, state = startRound(CORRIDOR, rules)): RoundState {
  let s = state;
  for (const member of s.combatants.filter((c) => !c.declared))
    s = run(s, { type: "declare", combatant: member.declaration.id, actions: actions[member.declaration.id] ?? [] }, rules);
  return run(s, { type: "start", force: false }, rules);
}

function rolled(state: RoundState, totals: Record<string, number>, rules = RE): RoundState {
  return Object.entries(totals).reduce((s, [combatant, total]) => run(s, { type: "roll", combatant, total, tieCode: null }, rules), state);
}

const order = (state: RoundState, rules = RE) => segmentSituation(state, rules).turns.map((t) => t.id);
const current = (state: RoundState, rules = RE) => segmentSituation(state, rules).current;

describe("a round of Grundregeln's corridor fight", () => {
  const corridor = {
    anla: [shot("shoot Corukk")],
    bulack: [{ kind: "action", skill: "skill:security000000", label: "bypass the door control" }],
    corukk: [shot("shoot Anla")],
    darlen: [{ kind: "walk", skill: "attribute:dex", label: "move forward" }],
  };

  it("declares, then runs one segment ordered 16/12/11/8 by the rolls", () => {
    let state = startRound(CORRIDOR, FIRST);
    expect(state).toMatchObject({ round: 1, phase: "declaration", segment: 0 });
    state = declared(corridor, FIRST, state);
    expect(state).toMatchObject({ phase: "segments", segment: 1 });
    expect(segmentSituation(state, FIRST)).toMatchObject({ count: 1, pending: ["anla", "bulack", "corukk", "darlen"], current: [] });
    state = rolled(state, { anla: 16, bulack: 12, corukk: 8, darlen: 11 }, FIRST);
    expect(order(state, FIRST)).toEqual(["anla", "bulack", "darlen", "corukk"]);
    expect(segmentSituation(state, FIRST).turns.map((t) => t.total)).toEqual([16, 12, 11, 8]);
    expect(current(state, FIRST)).toEqual(["anla"]);
  });

  it("Anla's 16 stuns Corukk: his shot is lost; Bulack closes the door and Darlen's walk lapses; the round ends", () => {
    let state = rolled(declared(corridor, FIRST), { anla: 16, bulack: 12, corukk: 8, darlen: 11 }, FIRST);
    state = woundChanged(state, "corukk", "stunned", FIRST);
    expect(planSegments([memberOf(state, "corukk").declaration])[0].entries[0].action?.status).toBe("lost");
    expect(order(state, FIRST)).toEqual(["anla", "bulack", "darlen"]);
    state = run(state, { type: "next" }, FIRST);
    expect(current(state, FIRST)).toEqual(["bulack"]);
    state = run(state, { type: "lapse", combatant: "darlen", lapsed: true }, FIRST);
    expect(order(state, FIRST)).toEqual(["anla", "bulack"]);
    // Bulack was the last to act in the last segment: "next" ends the round.
    const outcome = nextTurn(state, FIRST);
    expect(outcome.roundEnded).toBe(true);
    expect(outcome.state).toMatchObject({ round: 2, phase: "declaration", segment: 0, acted: [] });
    // 1st edition: the stun lasts the round it was taken in (Grundregeln, "kurzzeitig benommen").
    expect(outcome.effects).toEqual([{ type: "stun-over", id: "corukk" }]);
    expect(memberOf(outcome.state, "corukk")).toMatchObject({ wound: "none", declared: false, previous: corridor.corukk });
  });

  it("Corukk, stunned after his only action, loses his first action of the next round", () => {
    let state = rolled(
      declared({ ...corridor, anla: shots(3), corukk: [shot(), { kind: "walk" }] }, FIRST),
      { anla: 16, bulack: 12, corukk: 8, darlen: 11 },
      FIRST,
    );
    state = run(run(run(run(state, { type: "next" }, FIRST), { type: "next" }, FIRST), { type: "next" }, FIRST), { type: "next" }, FIRST);
    expect(state.segment).toBe(2);
    state = rolled(state, { anla: 10, corukk: 7 }, FIRST);
    state = run(run(state, { type: "next" }, FIRST), { type: "next" }, FIRST);
    expect(state.segment).toBe(3);
    // He has walked in segment 2, his last: wounded now, nothing is left to lose this round.
    const stunned = woundChanged(state, "corukk", "wounded", FIRST);
    expect(memberOf(stunned, "corukk").losesFirstAction).toBe(true);
    const next = endRound(stunned, FIRST).state;
    const round2 = declared({ anla: [shot()], bulack: [shot()], corukk: [shot(), shot()], darlen: [shot()] }, FIRST, next);
    const plan = segmentSituation(round2, FIRST).plans;
    expect(plan[0].entries.find((e) => e.id === "corukk")?.action?.status).toBe("lost");
    expect(plan[1].entries.find((e) => e.id === "corukk")?.action?.status).toBe("declared");
    // His penalty stays that of his declaration: two actions, -1D.
    expect(penaltyInSegment(memberOf(round2, "corukk").declaration, 2)).toBe(1);
  });
});

describe("segments and penalties from the rules engine", () => {
  it("Anla's three shots fill three segments at -2D each; Corukk and Darlen act in segment 2", () => {
    let state = declared({
      anla: shots(3),
      bulack: [shot()],
      corukk: shots(2),
      darlen: [{ kind: "walk", skill: "attribute:dex" }, shot()],
    });
    const situation = segmentSituation(state, RE);
    expect(situation.count).toBe(3);
    state = rolled(state, { anla: 14, bulack: 9, corukk: 10, darlen: 12 });
    state = run(run(run(run(state, { type: "next" }, RE), { type: "next" }, RE), { type: "next" }, RE), { type: "next" }, RE);
    expect(state.segment).toBe(2);
    const two = segmentSituation(state, RE);
    expect(two.pending).toEqual(["anla", "corukk", "darlen"]);
    const penalties = Object.fromEntries(two.plan!.entries.map((e) => [e.id, e.penalty]));
    expect(penalties).toEqual({ anla: 2, bulack: 0, corukk: 1, darlen: 0 });
    for (const c of state.combatants) expect(penalties[c.declaration.id]).toBe(penaltyInSegment(c.declaration, 2));
    state = rolled(state, { corukk: 11, darlen: 11, anla: 6 });
    // Ties act simultaneously by default: Corukk and Darlen both act now.
    expect(current(state)).toEqual(["corukk", "darlen"]);
    state = run(state, { type: "next" }, RE);
    expect(current(state)).toEqual(["anla"]);
    state = run(run(state, { type: "next" }, RE), { type: "roll", combatant: "anla", total: 13, tieCode: null }, RE);
    expect(state.segment).toBe(3);
    expect(segmentSituation(state, RE).turns.map((t) => t.id)).toEqual(["anla"]);
  });

  it("Bulack walks in segment 1 and shoots in segment 2 without penalty", () => {
    const state = declared({ anla: [shot()], bulack: [{ kind: "walk", skill: "attribute:dex" }, shot()], corukk: [shot()], darlen: [shot()] });
    const plans = segmentSituation(state, RE).plans;
    expect(plans.map((p) => p.entries.find((e) => e.id === "bulack"))).toMatchObject([
      { action: { kind: "walk", skill: "attribute:dex" }, penalty: 0 },
      { action: { kind: "action" }, penalty: 0 },
    ]);
  });

  it("orders ties by the higher attribute under the 'higher-code' rule", () => {
    const rules = rulesWith({ tie: "higher-code" });
    let state = declared({ anla: [shot()], bulack: [shot()], corukk: [shot()], darlen: [shot()] }, rules);
    expect(refusal(state, { type: "roll", combatant: "anla", total: 12, tieCode: null }, rules)).toBe("SWD6.Combat.Error.invalidTotal");
    const codes = { anla: { dice: 3, pips: 1 }, bulack: { dice: 4, pips: 0 }, corukk: { dice: 2, pips: 2 }, darlen: { dice: 3, pips: 1 } };
    for (const [combatant, tieCode] of Object.entries(codes)) state = run(state, { type: "roll", combatant, total: 12, tieCode }, rules);
    const expected = orderSegment(
      Object.entries(codes).map(([id, tieCode]) => ({ id, total: 12, tieCode })),
      "higher-code",
    );
    expect(segmentSituation(state, rules).turns.map(({ id, rank }) => ({ id, rank }))).toEqual(expected.map(({ id, rank }) => ({ id, rank })));
    expect(current(state, rules)).toEqual(["bulack"]);
  });

  it("refuses 'next' while an acting combatant has not rolled", () => {
    const state = rolled(declared({ anla: [shot()], bulack: [shot()] }), { anla: 10 });
    expect(refusal(state, { type: "next" }, RE)).toBe("SWD6.Combat.Error.rollsPending");
  });

  it("a round where nobody takes a segment ends at the first 'next'", () => {
    const state = declared({ anla: [{ kind: "draw" }] });
    expect(segmentSituation(state, RE).count).toBe(0);
    expect(nextTurn(state, RE).roundEnded).toBe(true);
  });
});

describe("reactions under both rules", () => {
  const punches = { anla: [], bulack: [], corukk: [shot("punch Bulack"), shot("punch Bulack")], darlen: [] };

  it.each([["add"], ["replace"]] as const)("Bulack's two brawling parries (%s): the first at 0, the second at -1D", (mode) => {
    const rules = rulesWith({ reactionMode: mode });
    let state = declared(punches, rules);
    state = run(state, { type: "react", combatant: "bulack", label: "brawling parry", skill: "skill:brawlparry00000" }, rules);
    expect(penaltyInSegment(memberOf(state, "bulack").declaration, 1)).toBe(0);
    state = run(rolled(state, { corukk: 9 }, rules), { type: "next" }, rules);
    expect(state.segment).toBe(2);
    state = run(state, { type: "react", combatant: "bulack", label: "brawling parry" }, rules);
    const entry = segmentSituation(state, rules).plan!.entries.find((e) => e.id === "bulack")!;
    expect(entry).toMatchObject({ action: null, reactions: [1], penalty: 1 });
  });

  it("1st edition: a reaction comes at the latest at the start of the segment, before its rolls", () => {
    const rules = rulesWith({ reactionMode: "add" });
    const state = rolled(declared(punches, rules), { corukk: 9 }, rules);
    expect(refusal(state, { type: "react", combatant: "bulack", label: "parry" }, rules)).toBe("SWD6.Combat.Error.reactionTooLate");
    // R&E: still allowed, before the roll it answers.
    expect(refusal(rolled(declared(punches), { corukk: 9 }), { type: "react", combatant: "bulack", label: "parry" }, RE)).toBeNull();
  });

  it('1st edition: a reaction answering an attack already rolled (the attack card\'s) is recorded after the rolls (Reglas: dodge "en cualquier momento")', () => {
    const rules = rulesWith({ reactionMode: "add" });
    const state = rolled(declared(punches, rules), { corukk: 9 }, rules);
    const after = run(state, { type: "react", combatant: "bulack", label: "parry", answering: true }, rules);
    expect(memberOf(after, "bulack").declaration.reactions).toEqual([{ segment: 1, label: "parry" }]);
    // A player cannot send it himself: only the gamemaster records a card's reaction.
    expect(refusal(state, { type: "react", combatant: "bulack", answering: true }, rules, { isGM: false, owns: ["bulack"] })).toBe(
      "SWD6.Combat.Error.badRequest",
    );
  });

  it("keeps a reaction's roll with it, the round's one record of it: kind, total, and the card it answered (the gamemaster's only)", () => {
    const rules = rulesWith({ reactionMode: "add" });
    const state = rolled(declared(punches, rules), { corukk: 9 }, rules);
    const after = run(state, { type: "react", combatant: "bulack", label: "parry", answering: true, kind: "parry", total: 8, attack: "card1" }, rules);
    expect(memberOf(after, "bulack").declaration.reactions).toEqual([{ segment: 1, label: "parry", kind: "parry", total: 8, attack: "card1" }]);
    // From the tracker, before the segment's rolls: a dodge of 12, no card.
    const early = run(declared(punches, rules), { type: "react", combatant: "bulack", label: "dodge", kind: "dodge", total: 12 }, rules);
    expect(memberOf(early, "bulack").declaration.reactions).toEqual([{ segment: 1, label: "dodge", kind: "dodge", total: 12 }]);
    // A roll of no reaction kind, or a total that is not whole, is refused.
    expect(refusal(declared(punches, rules), { type: "react", combatant: "bulack", kind: "block", total: 12 }, rules)).toBe("SWD6.Combat.Error.badRequest");
    expect(refusal(declared(punches, rules), { type: "react", combatant: "bulack", kind: "dodge", total: 1.5 }, rules)).toBe("SWD6.Combat.Error.badRequest");
    // A player names no card: only the gamemaster records a card's reaction.
    expect(
      refusal(declared(punches, rules), { type: "react", combatant: "bulack", kind: "dodge", total: 12, attack: "card1" }, rules, {
        isGM: false,
        owns: ["bulack"],
      }),
    ).toBe("SWD6.Combat.Error.badRequest");
  });

  it("R&E: a full reaction is the combatant's only action of the round: his declared actions are lost, and nothing follows it", () => {
    const plans = { anla: shots(2), bulack: [], corukk: [shot()], darlen: [] };
    let state = declared(plans);
    state = run(state, { type: "react", combatant: "anla", label: "dodge", full: true }, RE);
    expect(memberOf(state, "anla").declaration.actions.map((a) => a.status)).toEqual(["lost", "lost"]);
    expect(memberOf(state, "anla").declaration.reactions).toEqual([{ segment: 1, label: "dodge", full: true }]);
    expect(refusal(state, { type: "react", combatant: "anla", label: "dodge" }, RE)).toBe("SWD6.Combat.Error.reactionsNotAllowed");
    // Not after an action rolled, nor under the 1st edition.
    expect(refusal(rolled(declared(plans), { anla: 12 }), { type: "react", combatant: "anla", full: true }, RE)).toBe("SWD6.Combat.Error.cannotReactFully");
    const first = rulesWith({ reactionMode: "add" });
    expect(refusal(declared(plans, first), { type: "react", combatant: "anla", full: true }, first)).toBe("SWD6.Combat.Error.cannotReactFully");
  });

  it("an undone wound gives back the actions it took; another change of level does not", () => {
    const plans = { anla: shots(2), bulack: [], corukk: [shot()], darlen: [] };
    const state = declared(plans);
    const wounded = woundChanged(state, "anla", "wounded", RE);
    expect(memberOf(wounded, "anla").declaration.actions.map((a) => a.status)).toEqual(["lost", "lost"]);
    const undone = woundUndone(wounded, "anla", "none", RE);
    expect(memberOf(undone, "anla")).toMatchObject({ wound: "none", woundLoss: null });
    expect(memberOf(undone, "anla").declaration.actions.map((a) => a.status)).toEqual([undefined, undefined]);
    expect(memberOf(woundChanged(wounded, "anla", "none", RE), "anla").declaration.actions.map((a) => a.status)).toEqual(["lost", "lost"]);
    // Undone to another level than the wound found: a change of level like any other.
    expect(memberOf(woundUndone(wounded, "anla", "stunned", RE), "anla").declaration.actions.map((a) => a.status)).toEqual(["lost", "lost"]);
  });

  it("R&E: a reaction may use up a remaining action instead of adding one; the 1st edition refuses it", () => {
    const plans = { anla: shots(2), bulack: [], corukk: [shot()], darlen: [] };
    let state = declared(plans);
    expect(penaltyInSegment(memberOf(state, "anla").declaration, 1)).toBe(1);
    state = run(state, { type: "react", combatant: "anla", label: "dodge", replaces: 1 }, RE);
    const situation = segmentSituation(state, RE);
    expect(situation.plans[1].entries.find((e) => e.id === "anla")).toMatchObject({ action: { status: "replaced" }, penalty: 1 });
    expect(
      refusal(declared(plans, rulesWith({ reactionMode: "add" })), { type: "react", combatant: "anla", replaces: 1 }, rulesWith({ reactionMode: "add" })),
    ).toBe("SWD6.Combat.Error.cannotReplace");
    // Replacing the action of an earlier segment is refused by the rules engine.
    expect(refusal(state, { type: "react", combatant: "anla", replaces: 1 }, RE)).toBe("SWD6.Combat.Error.cannotReplace");
  });

  it("a wounded character under R&E may not react; a stunned one under the 1st edition may", () => {
    const state = declared({ anla: [shot()], corukk: [shot()] });
    expect(refusal(woundChanged(state, "anla", "wounded", RE), { type: "react", combatant: "anla", label: "dodge" }, RE)).toBe(
      "SWD6.Combat.Error.reactionsNotAllowed",
    );
    const first = declared({ anla: [shot()], corukk: [shot()] }, FIRST);
    expect(refusal(woundChanged(first, "anla", "stunned", FIRST), { type: "react", combatant: "anla", label: "dodge" }, FIRST)).toBeNull();
  });

  it("R&E Rules: Sandor, wounded, takes no action, reaction included, for the rest of the round, and dodges again at -1D the next", () => {
    const react = { type: "react", combatant: "anla", label: "dodge" } as const;
    const wounded = woundChanged(declared({ anla: [shot()], corukk: [shot()] }), "anla", "wounded", RE);
    expect(refusal(wounded, react, RE)).toBe("SWD6.Combat.Error.reactionsNotAllowed");
    const next = declared({ anla: [shot()], corukk: [shot()] }, RE, endRound(wounded, RE).state);
    expect(memberOf(next, "anla").wound).toBe("wounded");
    expect(refusal(next, react, RE)).toBeNull();
    // A second wound in the next round takes that round's reactions again.
    expect(refusal(woundChanged(next, "anla", "wounded-twice", RE), react, RE)).toBe("SWD6.Combat.Error.reactionsNotAllowed");
    // Under the 1st edition a wounded character still reacts in the round he is wounded.
    const first = woundChanged(declared({ anla: [shot()], corukk: [shot()] }, FIRST), "anla", "wounded", FIRST);
    expect(refusal(first, { ...react }, FIRST)).toBeNull();
  });
});

describe("a card's reaction raised by a character point", () => {
  it("stands in the round at its new total, for the card it answered only", () => {
    let state = declared({ anla: [shot()], corukk: [shot()] });
    state = run(state, { type: "react", combatant: "anla", answering: true, kind: "dodge", total: 12, attack: "card1" }, RE);
    const raised = reactionRetotaled(state, "anla", "card1", 17);
    expect(memberOf(raised, "anla").declaration.reactions).toEqual([expect.objectContaining({ kind: "dodge", total: 17, attack: "card1" })]);
    expect(reactionRetotaled(state, "anla", "card2", 17)).toBe(state);
    expect(reactionRetotaled(raised, "anla", "card1", 17)).toBe(raised);
    expect(() => reactionRetotaled(state, "anla", "card1", 17.5)).toThrow();
  });
});

describe("stun, wounds and the end of the round", () => {
  it("an R&E stun costs no action and is lifted at the end of the next round", () => {
    let state = declared({ anla: [shot()], corukk: [shot()] });
    state = woundChanged(state, "anla", "stunned", RE);
    expect(segmentSituation(state, RE).pending).toContain("anla");
    const round1 = endRound(state, RE);
    expect(round1.effects).toEqual([]);
    const round2 = endRound(declared({ anla: [shot()] }, RE, round1.state), RE);
    expect(round2.effects).toEqual([{ type: "stun-over", id: "anla" }]);
    expect(memberOf(round2.state, "anla").wound).toBe("none");
  });

  it("an incapacitated combatant acts no more: his action is lost, and next round he has nothing to declare", () => {
    let state = rolled(declared({ anla: shots(2), corukk: [shot()] }), { anla: 15, corukk: 9 });
    state = woundChanged(state, "corukk", "incapacitated", RE);
    expect(order(state)).toEqual(["anla"]);
    const next = endRound(state, RE).state;
    expect(memberOf(next, "corukk")).toMatchObject({ declared: true, losesFirstAction: false });
    expect(() => declare(next, "corukk", [shot()], RE)).toThrow("SWD6.Combat.Error.cannotAct");
  });

  it("the mortally wounded roll at each round's end against the full rounds since the wound", () => {
    let state = woundChanged(declared({ anla: [shot()] }), "darlen", "mortally-wounded", RE);
    const first = endRound(state, RE);
    expect(first.effects).toEqual([{ type: "mortal-wound", id: "darlen", fullRounds: 0 }]);
    state = declared({ anla: [shot()] }, RE, first.state);
    expect(endRound(state, RE).effects).toEqual([{ type: "mortal-wound", id: "darlen", fullRounds: 1 }]);
  });

  it("'same as last round' finds last round's declarations without their statuses", () => {
    let state = rolled(declared({ anla: shots(2), corukk: [shot()] }), { anla: 15, corukk: 9 });
    state = run(state, { type: "lapse", combatant: "corukk", lapsed: true }, RE);
    const next = endRound(state, RE).state;
    expect(memberOf(next, "corukk").previous).toEqual([shot()]);
    expect(memberOf(next, "anla").previous).toEqual(shots(2));
  });
});

describe("side initiative (R&E Rules)", () => {
  const SIDE = rulesWith({ initiative: "side" });

  it("is off by default: no side state", () => {
    expect(startRound(CORRIDOR, RE).sides).toBeNull();
  });

  it("each side rolls, a tie re-rolls, the winner acts last by choice, and the tracker groups by side", () => {
    let state = startRound(CORRIDOR, SIDE);
    for (const member of CORRIDOR) state = run(state, { type: "declare", combatant: member.id, actions: [shot()] }, SIDE);
    expect(refusal(state, { type: "start", force: false }, SIDE)).toBe("SWD6.Combat.Error.sideInitiativeOpen");
    state = run(run(state, { type: "side-roll", side: "friendly", total: 14 }, SIDE), { type: "side-roll", side: "hostile", total: 14 }, SIDE);
    expect(state.sides).toMatchObject({ winner: null, tied: ["friendly", "hostile"], rolls: [] });
    state = run(state, { type: "side-roll", side: "friendly", total: 17 }, SIDE);
    expect(refusal(state, { type: "side-roll", side: "friendly", total: 3 }, SIDE)).toBe("SWD6.Combat.Error.alreadyRolled");
    state = run(state, { type: "side-roll", side: "hostile", total: 12 }, SIDE);
    expect(state.sides).toMatchObject({ winner: "friendly" });
    state = run(run(state, { type: "side-choice", choice: "last" }, SIDE), { type: "start", force: false }, SIDE);
    state = rolled(state, { anla: 16, bulack: 12, corukk: 8, darlen: 11 }, SIDE);
    expect(order(state, SIDE)).toEqual(["darlen", "corukk", "anla", "bulack"]);
    expect(endRound(state, SIDE).state.sides).toEqual({ rolls: [], winner: null, tied: [], choice: null });
  });
});

describe("surprise in the first round (R&E Rules)", () => {
  it("the attackers act first in segment 1, and the surprised may not react to them", () => {
    let state = startRound(CORRIDOR, RE);
    state = run(run(state, { type: "surprise", combatant: "corukk", surprised: true }, RE), { type: "surprise", combatant: "darlen", surprised: true }, RE);
    state = declared({ anla: shots(2), bulack: [shot()], corukk: shots(2), darlen: [shot()] }, RE, state);
    expect(state.surprise).toEqual({
      attackers: ["anla", "bulack"],
      targets: [
        { id: "corukk", spotted: [], surprised: true },
        { id: "darlen", spotted: [], surprised: true },
      ],
    });
    expect(refusal(state, { type: "react", combatant: "corukk", label: "dodge" }, RE)).toBe("SWD6.Combat.Error.reactionsNotAllowed");
    state = rolled(state, { anla: 9, bulack: 7, corukk: 18, darlen: 11 });
    expect(order(state)).toEqual(["anla", "bulack", "corukk", "darlen"]);
    for (let i = 0; i < 4; i++) state = run(state, { type: "next" }, RE);
    // Segment 2 is no longer the attackers' first action: the order is the rolls'.
    expect(state.segment).toBe(2);
    state = rolled(state, { anla: 9, corukk: 18 });
    expect(order(state)).toEqual(["corukk", "anla"]);
    expect(refusal(state, { type: "react", combatant: "darlen", label: "dodge" }, RE)).toBeNull();
  });

  it("can be marked only before the first round's segments", () => {
    const round2 = endRound(declared({ anla: [shot()] }), RE).state;
    expect(refusal(round2, { type: "surprise", combatant: "corukk", surprised: true }, RE)).toBe("SWD6.Combat.Error.surpriseFirstRound");
  });
});

describe("declarations", () => {
  it("refuses two movements (Grundregeln) and anything the rules refuse, changing nothing", () => {
    const state = startRound(CORRIDOR, RE);
    expect(refusal(state, { type: "declare", combatant: "anla", actions: [{ kind: "walk" }, { kind: "run" }] }, RE)).toBe("SWD6.Combat.Error.twoMovements");
    expect(refusal(state, { type: "declare", combatant: "anla", actions: [{ kind: "fly" }] }, RE)).toBe("SWD6.Combat.Error.invalidDeclaration");
    expect(refusal(state, { type: "declare", combatant: "anla", actions: "shoot" }, RE)).toBe("SWD6.Combat.Error.invalidDeclaration");
    expect(memberOf(state, "anla")).toMatchObject({ declared: false, declaration: { actions: [] } });
  });

  it("refuses to start before everyone declared, unless forced: the silent do nothing", () => {
    let state = run(startRound(CORRIDOR, RE), { type: "declare", combatant: "anla", actions: [shot()] }, RE);
    expect(refusal(state, { type: "start", force: false }, RE)).toBe("SWD6.Combat.Error.notAllDeclared");
    state = run(state, { type: "start", force: true }, RE);
    expect(
      segmentSituation(state, RE)
        .plan!.entries.filter((e) => e.action)
        .map((e) => e.id),
    ).toEqual(["anla"]);
  });

  it("stores no status or unknown field from the request", () => {
    const state = run(
      startRound(CORRIDOR, RE),
      { type: "declare", combatant: "anla", actions: [{ kind: "action", status: "lost", label: "  shoot  ", extra: 1 }] },
      RE,
    );
    expect(memberOf(state, "anla").declaration.actions).toEqual([{ kind: "action", label: "shoot" }]);
  });

  it("newcomers join the round; the removed leave it", () => {
    const state = declared({ anla: [shot()] });
    const synced = syncMembers(state, [CORRIDOR[0], { id: "trooper", side: "hostile", wound: "none" }], RE);
    expect(synced.combatants.map((c) => [c.declaration.id, c.declared])).toEqual([
      ["anla", true],
      ["trooper", true],
    ]);
  });
});

describe("every penalty the view shows is the rules engine's", () => {
  it("formats penaltyInSegment as the tracker shows it", () => {
    const state = declared({ anla: shots(3) });
    expect(formatModifier({ dice: -penaltyInSegment(memberOf(state, "anla").declaration, 1), pips: 0 })).toBe("-2D");
  });
});
