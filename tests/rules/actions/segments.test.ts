import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ACTION_KINDS,
  type ActionKind,
  type CombatantDeclaration,
  DieCodeError,
  RuleArgumentError,
  type SegmentRoll,
  addDieCodes,
  formatDieCode,
  loseRemainingActions,
  markAction,
  orderSegment,
  parseDieCode,
  penaltyInSegment,
  planSegments,
  reactionPenaltyInSegment,
  scheduledActionIn,
  rollDieCode,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectArgumentError, expectOnlyErrors } from "../../helpers/errors.ts";

function combatant(id: string, kinds: ActionKind[], reactionSegments: number[] = []): CombatantDeclaration {
  return { id, actions: kinds.map((kind) => ({ kind })), reactions: reactionSegments.map((segment) => ({ segment })) };
}

/** What each combatant does in each segment: `[segment][combatant] = "kind@index penalty"`. */
function summary(declarations: CombatantDeclaration[]): string[][] {
  return planSegments(declarations).map((s) => s.entries.map((e) => `${e.id}:${e.action ? `${e.action.kind}@${e.action.index}` : "-"}/${e.penalty}`));
}

describe("planSegments: Grundregeln's worked examples", () => {
  it("Anla, Bulack, Corukk and Darlen declare one action each: one segment", () => {
    const plan = planSegments([
      { id: "anla", actions: [{ kind: "action", label: "shoot Corukk", skill: "blaster" }], reactions: [] },
      { id: "bulack", actions: [{ kind: "action", label: "bypass the door control", skill: "security" }], reactions: [] },
      { id: "corukk", actions: [{ kind: "action", label: "shoot Anla", skill: "blaster" }], reactions: [] },
      { id: "darlen", actions: [{ kind: "walk", label: "move forward", skill: "dexterity" }], reactions: [] },
    ]);
    expect(plan).toHaveLength(1);
    expect(plan[0].entries[0]).toEqual({
      id: "anla",
      action: { index: 0, kind: "action", label: "shoot Corukk", skill: "blaster", status: "declared" },
      reactions: [],
      penalty: 0,
    });
    expect(plan[0].entries.map((e) => e.action?.skill)).toEqual(["blaster", "security", "blaster", "dexterity"]);
  });

  it("Anla shoots three times: three segments, each at -2D (5D+2 rolls 3D+2)", () => {
    const plan = planSegments([combatant("anla", ["action", "action", "action"]), combatant("corukk", ["action"])]);
    expect(plan.map((s) => s.segment)).toEqual([1, 2, 3]);
    expect(plan.map((s) => s.entries[0].action?.index)).toEqual([0, 1, 2]);
    expect(plan.map((s) => s.entries[0].penalty)).toEqual([2, 2, 2]);
    expect(formatDieCode(addDieCodes(parseDieCode("5D+2"), { dice: -plan[1].entries[0].penalty, pips: 0 }))).toBe("3D+2");
    // Corukk's only action is in segment 1; afterwards he has none (he may still react).
    expect(plan.map((s) => s.entries[1].action?.index ?? null)).toEqual([0, null, null]);
  });

  it("Bulack walks in segment 1 and shoots in segment 2 without penalty", () => {
    expect(summary([combatant("bulack", ["walk", "action"])])).toEqual([["bulack:walk@0/0"], ["bulack:action@1/0"]]);
  });

  it("Bulack shoots in segment 1 and jumps (a run) in segment 2, both at -1D", () => {
    expect(summary([combatant("bulack", ["action", "run"])])).toEqual([["bulack:action@0/1"], ["bulack:run@1/1"]]);
  });

  it("Anla shoots and declares a dodge right after the declarations: -1D on both", () => {
    const plan = planSegments([combatant("anla", ["action"], [1]), combatant("enemy", ["action"])]);
    expect(plan[0].entries[0]).toMatchObject({ action: { kind: "action" }, reactions: [0], penalty: 1 });
    expect(plan[0].entries[1].penalty).toBe(0);
  });

  it("Corukk punches twice; Bulack's first brawling parry has no penalty, his second -1D", () => {
    const before = [combatant("corukk", ["action", "action"]), combatant("bulack", [], [1])];
    expect(summary(before)).toEqual([
      ["corukk:action@0/1", "bulack:-/0"],
      ["corukk:action@1/1", "bulack:-/0"],
    ]);
    // Before Corukk rolls his second attack, Bulack declares the second parry.
    const after = [before[0], combatant("bulack", [], [1, 2])];
    expect(summary(after)).toEqual([
      ["corukk:action@0/1", "bulack:-/0"],
      ["corukk:action@1/1", "bulack:-/1"],
    ]);
    expect(planSegments(after)[1].entries[1].reactions).toEqual([1]);
  });

  it("X-Wing: Anla dodges in segment 1 with 6D and again in segment 2 with 5D", () => {
    const declarations = [combatant("tie", ["action", "action"]), combatant("anla", [], [1, 2])];
    const plan = planSegments(declarations);
    const piloting = addDieCodes(parseDieCode("3D"), parseDieCode("3D"));
    const codes = plan.map((s) => formatDieCode(addDieCodes(piloting, { dice: -s.entries[1].penalty, pips: 0 })));
    expect(codes).toEqual(["6D", "5D"]);
    expect(rollDieCode(parseDieCode(codes[0]), { wildDie: false, random: fixedFaces(5, 4, 3, 3, 2, 1) }).total).toBe(18);
  });

  it("Bulack attacks a battle droid with his lightsaber and declares a lightsaber parry: -1D on all his rolls", () => {
    const bulack: CombatantDeclaration = {
      id: "bulack",
      actions: [{ kind: "action", skill: "lightsaber" }],
      reactions: [{ segment: 1, skill: "sense" }],
    };
    const plan = planSegments([bulack, combatant("droid", ["action"])]);
    expect(plan[0].entries[0]).toMatchObject({ action: { skill: "lightsaber" }, reactions: [0], penalty: 1 });
  });

  it("Luke deflects and redirects the shots of Bossk and IG-88: four actions, all at -3D", () => {
    const plan = planSegments([
      combatant("bossk", ["action"]),
      combatant("ig88", ["action"]),
      { id: "luke", actions: [], reactions: [1, 1, 1, 1].map((segment) => ({ segment, skill: "sense" })) },
    ]);
    expect(plan[0].entries[2]).toMatchObject({ action: null, reactions: [0, 1, 2, 3], penalty: 3 });
  });

  it("a character stunned before his turn loses the action; one who has none left loses next round's first", () => {
    const corukk = combatant("corukk", ["action"]);
    const early = loseRemainingActions(corukk, 1);
    expect(early.losesFirstActionNextRound).toBe(false);
    expect(planSegments([early.declaration])[0].entries[0].action?.status).toBe("lost");
    expect(penaltyInSegment(early.declaration, 1)).toBe(0);
    // Stunned after he acted in the only segment: nothing left to lose this round.
    const late = loseRemainingActions(corukk, 2);
    expect(late.losesFirstActionNextRound).toBe(true);
    expect(late.declaration).toEqual(corukk);
  });

  it("a stunned character may still react, at the penalty his declarations set", () => {
    const anla = loseRemainingActions(combatant("anla", ["action", "action", "action"]), 2).declaration;
    expect(planSegments([anla]).map((s) => s.entries[0].action?.status)).toEqual(["declared", "lost", "lost"]);
    const reacting = { ...anla, reactions: [{ segment: 2, label: "dodge" }] };
    expect(penaltyInSegment(reacting, 2)).toBe(3);
  });

  it("Anla's shot lapses when her target runs out of sight first; her penalty stays", () => {
    const anla = markAction(combatant("anla", ["action", "action"]), 1, "lapsed");
    const plan = planSegments([anla]);
    expect(plan.map((s) => s.entries[0].action?.status)).toEqual(["lapsed", "declared"]);
    expect(plan[0].entries[0].penalty).toBe(1);
    expect(markAction(anla, 1, "declared").actions).toEqual([{ kind: "action", status: "declared" }, { kind: "action" }]);
  });
});

describe("planSegments: Reglas", () => {
  it("segment 2 holds second actions; a character with one action does nothing there but may dodge", () => {
    const plan = planSegments([combatant("roark", ["action", "action"]), combatant("trooper", ["action"], [2])]);
    expect(plan[1].entries[1]).toEqual({ id: "trooper", action: null, reactions: [0], penalty: 1 });
  });

  it("one declared action that is a reaction carries no penalty", () => {
    const plan = planSegments([combatant("roark", ["reaction"]), combatant("trooper", ["action"])]);
    expect(plan[0].entries[0]).toEqual({ id: "roark", action: null, reactions: [], penalty: 0 });
  });

  it("drawing a weapon or setting stun costs 1D without a segment of its own", () => {
    expect(summary([combatant("roark", ["draw", "action"])])).toEqual([["roark:action@1/1"]]);
    expect(summary([combatant("roark", ["draw", "draw", "action"])])).toEqual([["roark:action@2/2"]]);
  });

  it("rolls before the dodge keep their penalty; rolls after it take the extra die", () => {
    const declared = combatant("roark", ["action", "action"]);
    expect(penaltyInSegment(declared, 1)).toBe(1);
    const dodged = { ...declared, reactions: [{ segment: 2 }] };
    expect(penaltyInSegment(dodged, 1)).toBe(1);
    expect(penaltyInSegment(dodged, 2)).toBe(2);
  });
});

describe("planSegments: R&E Rules (R&E)", () => {
  it("Sandor shoots at -1D; his dodge added afterwards as an extra action is at -2D", () => {
    const sandor = combatant("sandor", ["draw", "action"]);
    expect(penaltyInSegment(sandor, 1)).toBe(1);
    expect(penaltyInSegment({ ...sandor, reactions: [{ segment: 1, skill: "dodge" }] }, 1)).toBe(2);
  });

  it("Cantrell adds his dodge as an extra action: three actions, -2D for the rest of the round", () => {
    const cantrell = combatant("cantrell", ["draw", "action"], [1]);
    expect(penaltyInSegment(cantrell, 1)).toBe(2);
  });

  it("a reaction may take the place of a remaining declared action instead", () => {
    const declared = combatant("cantrell", ["action", "action"]);
    const replacing = { ...declared, reactions: [{ segment: 1, skill: "dodge", replaces: 1 }] };
    const plan = planSegments([replacing]);
    expect(plan.map((s) => s.entries[0].penalty)).toEqual([1, 1]);
    expect(plan[1].entries[0].action?.status).toBe("replaced");
    // The replaced action is gone: it can neither lapse nor be lost.
    expectArgumentError(() => markAction(replacing, 2, "lapsed"), "segment");
    expect(loseRemainingActions(replacing, 2).losesFirstActionNextRound).toBe(true);
  });
});

describe("reactionPenaltyInSegment: a reaction is an extra action", () => {
  it("Anla dodges beside her declared shot at -1D (Grundregeln, Reaktionen)", () => {
    expect(reactionPenaltyInSegment(combatant("anla", ["action"]), 1)).toBe(1);
  });

  it("Cantrell dodges beside his two declared actions: three actions, -2D (R&E Rules)", () => {
    expect(reactionPenaltyInSegment(combatant("cantrell", ["action", "action"]), 1)).toBe(2);
  });

  it("Anla's second evasive, in segment 2, costs -1D for the first (Grundregeln, Raumschiffe)", () => {
    expect(reactionPenaltyInSegment(combatant("anla", [], []), 1)).toBe(0);
    expect(reactionPenaltyInSegment(combatant("anla", [], [1]), 2)).toBe(1);
  });

  it("is one more than the penalty the combatant rolls at before the reaction, when he has declared an action", () => {
    fc.assert(
      fc.property(roundArbitrary, (declarations) => {
        const plan = planSegments(declarations);
        declarations.forEach((declaration) => {
          plan.forEach((s) => {
            const counted = declaration.actions.filter((a) => a.kind !== "walk").length + declaration.reactions.filter((r) => r.segment <= s.segment).length;
            expect(reactionPenaltyInSegment(declaration, s.segment)).toBe(counted);
            if (counted > 0) expect(reactionPenaltyInSegment(declaration, s.segment)).toBe(penaltyInSegment(declaration, s.segment) + 1);
          });
        });
      }),
    );
  });
});

describe("scheduledActionIn", () => {
  it("Anla's second shot is her action of segment 2, her dodge is none of a segment's (Grundregeln)", () => {
    const anla = {
      id: "anla",
      actions: [{ kind: "action" as const, label: "shot 1" }, { kind: "reaction" as const }, { kind: "action" as const, label: "shot 2" }],
      reactions: [],
    };
    expect(scheduledActionIn(anla, 1)).toEqual({ index: 0, kind: "action", label: "shot 1", status: "declared" });
    expect(scheduledActionIn(anla, 2)).toEqual({ index: 2, kind: "action", label: "shot 2", status: "declared" });
    expect(scheduledActionIn(anla, 3)).toBeNull();
  });

  it("refuses a segment that is not a whole number from 1 and an invalid declaration", () => {
    expectArgumentError(() => scheduledActionIn(combatant("a", ["action"]), 0), "segment");
    expectArgumentError(() => scheduledActionIn(combatant("a", ["action"]), 1.5), "segment");
    expectArgumentError(() => scheduledActionIn({ id: "", actions: [], reactions: [] }, 1), "declaration.id");
  });
});

describe("planSegments arguments", () => {
  it.each<[string, unknown, string]>([
    ["a list that is no array", {}, "declarations"],
    ["a declaration that is no object", [null], "declarations[0]"],
    ["an empty id", [{ id: "", actions: [], reactions: [] }], "declarations[0].id"],
    ["a repeated id", [combatant("a", ["action"]), combatant("a", ["walk"])], "declarations[1].id"],
    ["an unknown kind", [{ id: "a", actions: [{ kind: "fly" }], reactions: [] }], "declarations[0].actions[0].kind"],
    ["two movements", [combatant("a", ["run", "walk"])], "declarations[0].actions"],
    ["an unknown status", [{ id: "a", actions: [{ kind: "action", status: "done" }], reactions: [] }], "declarations[0].actions[0].status"],
    ["reactions that are no array", [{ id: "a", actions: [], reactions: 1 }], "declarations[0].reactions"],
    ["a reaction in segment 0", [combatant("a", ["action"], [0])], "declarations[0].reactions[0].segment"],
    ["a reaction after the last segment", [combatant("a", ["action"], [2])], "declarations[0].reactions[0].segment"],
    ["a reaction in a round without segments", [combatant("a", ["draw"], [1])], "declarations[0].reactions[0].segment"],
    ["a reaction that is no object", [{ id: "a", actions: [{ kind: "action" }], reactions: ["dodge"] }], "declarations[0].reactions[0]"],
    [
      "a reaction replacing a draw",
      [{ id: "a", actions: [{ kind: "draw" }, { kind: "action" }], reactions: [{ segment: 1, replaces: 0 }] }],
      "declarations[0].reactions[0].replaces",
    ],
    [
      "a reaction replacing an earlier segment's action",
      [{ id: "a", actions: [{ kind: "action" }, { kind: "action" }], reactions: [{ segment: 2, replaces: 0 }] }],
      "declarations[0].reactions[0].replaces",
    ],
    [
      "a reaction replacing a lapsed action",
      [{ id: "a", actions: [{ kind: "action", status: "lapsed" }], reactions: [{ segment: 1, replaces: 0 }] }],
      "declarations[0].reactions[0].replaces",
    ],
    [
      "two reactions replacing one action",
      [
        {
          id: "a",
          actions: [{ kind: "action" }],
          reactions: [
            { segment: 1, replaces: 0 },
            { segment: 1, replaces: 0 },
          ],
        },
      ],
      "declarations[0].reactions[1].replaces",
    ],
  ])("rejects %s", (_name, declarations, argument) => {
    expectArgumentError(() => planSegments(declarations as CombatantDeclaration[]), argument);
  });

  it("returns no segments when nobody walks, runs or acts", () => {
    expect(planSegments([combatant("a", ["draw"]), combatant("b", [])])).toEqual([]);
    expect(planSegments([])).toEqual([]);
  });
});

describe("markAction and loseRemainingActions arguments", () => {
  it.each<[string, () => unknown, string]>([
    ["no action in that segment", () => markAction(combatant("a", ["action"]), 2, "lapsed"), "segment"],
    ["a segment that is no integer", () => markAction(combatant("a", ["action"]), 1.5, "lapsed"), "segment"],
    ["an unknown status", () => markAction(combatant("a", ["action"]), 1, "replaced" as never), "status"],
    ["a fromSegment of 0", () => loseRemainingActions(combatant("a", ["action"]), 0), "fromSegment"],
    ["an invalid declaration", () => loseRemainingActions({ id: "a" } as CombatantDeclaration, 1), "declaration.actions"],
    ["a penalty segment of NaN", () => penaltyInSegment(combatant("a", ["action"]), Number.NaN), "segment"],
  ])("rejects %s", (_name, fn, argument) => {
    expectArgumentError(fn, argument);
  });

  it("does not change its input", () => {
    const declaration = combatant("a", ["action", "action"]);
    const copy = structuredClone(declaration);
    markAction(declaration, 1, "lapsed");
    loseRemainingActions(declaration, 1);
    expect(declaration).toEqual(copy);
  });
});

describe("orderSegment", () => {
  it("Grundregeln: Anla 16, Bulack 12, Darlen 11, Corukk 8 act in that order", () => {
    const order = orderSegment([
      { id: "anla", total: 16 },
      { id: "bulack", total: 12 },
      { id: "corukk", total: 8 },
      { id: "darlen", total: 11 },
    ]);
    expect(order).toEqual([
      { id: "anla", total: 16, rank: 1 },
      { id: "bulack", total: 12, rank: 2 },
      { id: "darlen", total: 11, rank: 3 },
      { id: "corukk", total: 8, rank: 4 },
    ]);
  });

  it("Grundregeln: Bulack's droid foe rolls highest and shoots first", () => {
    expect(
      orderSegment([
        { id: "bulack", total: 14 },
        { id: "droid", total: 17 },
      ]).map((t) => t.id),
    ).toEqual(["droid", "bulack"]);
  });

  it("ties act simultaneously by default", () => {
    const order = orderSegment([
      { id: "a", total: 12 },
      { id: "b", total: 15 },
      { id: "c", total: 12 },
    ]);
    expect(order.map((t) => [t.id, t.rank])).toEqual([
      ["b", 1],
      ["a", 2],
      ["c", 2],
    ]);
  });

  it("ties go to the higher code under 'higher-code': more dice, then more pips", () => {
    const rolls: SegmentRoll[] = [
      { id: "a", total: 12, tieCode: parseDieCode("3D+2") },
      { id: "b", total: 12, tieCode: parseDieCode("4D") },
      { id: "c", total: 12, tieCode: parseDieCode("3D+1") },
      { id: "d", total: 12, tieCode: parseDieCode("3D+2") },
      { id: "e", total: 13, tieCode: parseDieCode("1D") },
    ];
    expect(orderSegment(rolls, "higher-code").map((t) => [t.id, t.rank])).toEqual([
      ["e", 1],
      ["b", 2],
      ["a", 3],
      ["d", 3],
      ["c", 4],
    ]);
  });

  it.each<[string, unknown, unknown, string]>([
    ["rolls that are no array", "a", "simultaneous", "rolls"],
    ["a roll that is no object", [3], "simultaneous", "rolls[0]"],
    ["an empty id", [{ id: "", total: 3 }], "simultaneous", "rolls[0].id"],
    [
      "a repeated id",
      [
        { id: "a", total: 3 },
        { id: "a", total: 4 },
      ],
      "simultaneous",
      "rolls[1].id",
    ],
    ["a total of NaN", [{ id: "a", total: Number.NaN }], "simultaneous", "rolls[0].total"],
    ["an unknown tie rule", [], "players-first", "tie"],
    ["a missing tie code", [{ id: "a", total: 3 }], "higher-code", "rolls[0].tieCode"],
  ])("rejects %s", (_name, rolls, tie, argument) => {
    expectArgumentError(() => orderSegment(rolls as SegmentRoll[], tie as never), argument);
  });

  it("rejects a malformed tie code with a DieCodeError", () => {
    expect(() => orderSegment([{ id: "a", total: 3, tieCode: { dice: 1.5, pips: 0 } }], "higher-code")).toThrow(DieCodeError);
    expect(() =>
      orderSegment(
        [
          { id: "a", total: 3, tieCode: { dice: 2, pips: 0 } },
          { id: "b", total: 3, tieCode: { dice: -1, pips: 0 } },
        ],
        "higher-code",
      ),
    ).toThrow(DieCodeError);
  });

  it("orders by total, ranks densely, and ranks equal exactly the equal totals", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1 }), total: fc.integer({ min: -5, max: 40 }) }), { selector: (r) => r.id, maxLength: 12 }),
        (rolls) => {
          const order = orderSegment(rolls);
          expect(order.map((t) => t.id).sort()).toEqual(rolls.map((r) => r.id).sort());
          order.forEach((turn, i) => {
            if (i === 0) return expect(turn.rank).toBe(1);
            const previous = order[i - 1];
            expect(previous.total).toBeGreaterThanOrEqual(turn.total);
            expect(turn.rank).toBe(previous.total === turn.total ? previous.rank : previous.rank + 1);
          });
        },
      ),
    );
  });
});

/** At most one movement per round: some actions, reactions and draws, with a walk or run at either end or none. */
const kindsArbitrary = fc
  .tuple(
    fc.array(fc.constantFrom<ActionKind>("action", "reaction", "draw"), { maxLength: 5 }),
    fc.constantFrom<ActionKind[]>([], ["walk"], ["run"]),
    fc.boolean(),
  )
  .map(([kinds, movement, first]) => (first ? [...movement, ...kinds] : [...kinds, ...movement]));

const roundArbitrary = fc
  .uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), kinds: kindsArbitrary }), { selector: (c) => c.id, maxLength: 6 })
  .chain((combatants) => {
    const count = Math.max(0, ...combatants.map((c) => c.kinds.filter((k) => k === "walk" || k === "run" || k === "action").length));
    const segment = count === 0 ? fc.constant<number[]>([]) : fc.array(fc.integer({ min: 1, max: count }), { maxLength: 4 });
    return fc.tuple(fc.constant(combatants), fc.array(segment, { minLength: combatants.length, maxLength: combatants.length }));
  })
  .map(([combatants, reactions]) => combatants.map((c, i) => combatant(c.id, c.kinds, reactions[i])));

describe("planSegments properties", () => {
  it("schedules every walk, run and action once, in declared order, with a non-decreasing penalty", () => {
    fc.assert(
      fc.property(roundArbitrary, (declarations) => {
        const plan = planSegments(declarations);
        const own = declarations.map((d) => d.actions.flatMap((a, i) => (["walk", "run", "action"].includes(a.kind) ? [i] : [])));
        expect(plan).toHaveLength(Math.max(0, ...own.map((o) => o.length)));
        declarations.forEach((declaration, c) => {
          const scheduledIndexes = plan.flatMap((s) => (s.entries[c].action ? [s.entries[c].action!.index] : []));
          expect(scheduledIndexes).toEqual(own[c]);
          const penalties = plan.map((s) => s.entries[c].penalty);
          penalties.forEach((p, k) => {
            expect(p).toBe(penaltyInSegment(declaration, k + 1));
            if (k > 0) expect(p).toBeGreaterThanOrEqual(penalties[k - 1]);
          });
        });
      }),
    );
  });

  it("gives each combatant's action of a segment as scheduledActionIn does for him alone", () => {
    fc.assert(
      fc.property(roundArbitrary, (declarations) => {
        const plan = planSegments(declarations);
        declarations.forEach((declaration, c) => {
          plan.forEach((s) => expect(scheduledActionIn(declaration, s.segment)).toEqual(s.entries[c].action));
          // Past the round's last segment he has no action either.
          expect(scheduledActionIn(declaration, plan.length + 1)).toBeNull();
        });
      }),
    );
  });

  it("is plain JSON", () => {
    fc.assert(
      fc.property(roundArbitrary, (declarations) => {
        const plan = planSegments(declarations);
        expect(JSON.parse(JSON.stringify(plan))).toStrictEqual(plan);
      }),
    );
  });

  it("never throws anything but RuleArgumentError on random input", () => {
    const junkDeclaration = fc.record({
      id: fc.oneof(fc.string(), fc.anything()),
      actions: fc.oneof(
        fc.array(fc.record({ kind: fc.oneof(fc.constantFrom(...ACTION_KINDS), fc.string()), status: fc.constantFrom(undefined, "declared", "lost", "x") })),
        fc.anything(),
      ),
      reactions: fc.oneof(
        fc.array(fc.record({ segment: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.double()), replaces: fc.constantFrom(undefined, 0, 1, 2, -1, "1") })),
        fc.anything(),
      ),
    });
    fc.assert(
      fc.property(fc.array(junkDeclaration, { maxLength: 4 }), fc.integer({ min: -1, max: 4 }), (declarations, segment) => {
        expectOnlyErrors(
          [RuleArgumentError],
          () => planSegments(declarations as CombatantDeclaration[]),
          () => penaltyInSegment(declarations[0] as CombatantDeclaration, segment),
          () => markAction(declarations[0] as CombatantDeclaration, segment, "lapsed"),
          () => loseRemainingActions(declarations[0] as CombatantDeclaration, segment),
        );
      }),
    );
  });
});
