import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  REACTION_KINDS,
  REACTION_MODES,
  type ReactionKind,
  type ReactionMode,
  type ReactionRoll,
  RuleArgumentError,
  defenseDifficulty,
  effectiveDifficulty,
  mayReactFully,
  parseDieCode,
  standingReaction,
  reactionCovers,
  reactionScope,
  rollDieCode,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectArgumentError, expectOnlyErrors } from "../../helpers/errors.ts";

const roll = (code: string, ...faces: number[]) => rollDieCode(parseDieCode(code), { wildDie: false, random: fixedFaces(...faces) }).total;

describe("Grundregeln and Reglas: the reaction total is added to the difficulty", () => {
  it("the Sandman's 4D+1 rolls 13 against club difficulty 5 plus the parry's 8 = 13 and still hits", () => {
    const attack = roll("4D+1", 4, 4, 2, 2);
    const parry = roll("3D", 3, 3, 2);
    expect([attack, parry]).toEqual([13, 8]);
    const difficulty = effectiveDifficulty(5, parry, "add");
    expect(difficulty).toBe(13);
    expect(attack >= difficulty).toBe(true);
  });

  it("X-Wing: Anla's evasive dodge of 18 (6D) raises the TIE's short-range difficulty 10 to 28", () => {
    const dodge = roll("6D", 5, 4, 3, 3, 2, 1);
    expect(effectiveDifficulty(10, dodge, "add")).toBe(28);
  });

  it("X-Wing: the segment-1 dodge covers the TIE's first shot, not its second in segment 2", () => {
    const dodges: ReactionRoll[] = [{ kind: "dodge", total: 18, segment: 1 }];
    expect(defenseDifficulty(10, dodges, { segment: 1, attack: "tie-1" }, "add")).toBe(28);
    expect(defenseDifficulty(10, dodges, { segment: 2, attack: "tie-2" }, "add")).toBe(10);
    const again = [...dodges, { kind: "dodge" as const, total: 14, segment: 2 }];
    expect(defenseDifficulty(10, again, { segment: 2, attack: "tie-2" }, "add")).toBe(24);
  });

  it("Reglas: a dodge counts against everyone who shoots at the character in that segment", () => {
    const dodges: ReactionRoll[] = [{ kind: "dodge", total: 11, segment: 1 }];
    expect(defenseDifficulty(10, dodges, { segment: 1, attack: "trooper-1" }, "add")).toBe(21);
    expect(defenseDifficulty(15, dodges, { segment: 1, attack: "trooper-2" }, "add")).toBe(26);
  });

  it("Luke deflects Bossk's 24 with Sense 15 (difficulty 30) but not IG-88's 32; each deflection answers one shot", () => {
    const deflections: ReactionRoll[] = [
      { kind: "parry", total: 15, segment: 1, attack: "bossk" },
      { kind: "parry", total: 15, segment: 1, attack: "ig88" },
    ];
    const bossk = defenseDifficulty(15, deflections, { segment: 1, attack: "bossk" }, "add");
    expect(bossk).toBe(30);
    expect(24 >= bossk).toBe(false);
    expect(32 >= defenseDifficulty(15, deflections, { segment: 1, attack: "ig88" }, "add")).toBe(true);
    expect(defenseDifficulty(15, deflections.slice(0, 1), { segment: 1, attack: "ig88" }, "add")).toBe(15);
  });
});

describe("R&E Rules (R&E): the reaction roll replaces the difficulty for the rest of the round", () => {
  it("Cantrell's dodge of 20 replaces the difficulty 14; Sandor's 17 misses", () => {
    const difficulty = effectiveDifficulty(14, 20, "replace");
    expect(difficulty).toBe(20);
    expect(17 >= difficulty).toBe(false);
  });

  it("Sandor's dodge of 21 replaces 15; Cantrell's 22 hits, and Mahon later still needs 21", () => {
    const dodges: ReactionRoll[] = [{ kind: "dodge", total: 21, segment: 1 }];
    const cantrell = defenseDifficulty(15, dodges, { segment: 1, attack: "cantrell" }, "replace");
    expect(cantrell).toBe(21);
    expect(22 >= cantrell).toBe(true);
    expect(defenseDifficulty(15, dodges, { segment: 3, attack: "mahon" }, "replace")).toBe(21);
  });

  it("replaces even a higher difficulty", () => {
    expect(effectiveDifficulty(25, 12, "replace")).toBe(12);
  });

  it("a later reaction roll supersedes an earlier one", () => {
    const dodges: ReactionRoll[] = [
      { kind: "dodge", total: 21, segment: 1 },
      { kind: "dodge", total: 9, segment: 2 },
    ];
    expect(defenseDifficulty(15, dodges, { segment: 1, attack: "a" }, "replace")).toBe(21);
    expect(defenseDifficulty(15, dodges, { segment: 2, attack: "b" }, "replace")).toBe(9);
  });
});

describe("reactionScope", () => {
  it.each<[ReactionKind, ReactionMode, string]>([
    ["dodge", "add", "segment"],
    ["parry", "add", "attack"],
    ["dodge", "replace", "round"],
    ["parry", "replace", "round"],
  ])("a %s in mode %s covers its %s", (kind, mode, scope) => {
    expect(reactionScope(kind, mode)).toBe(scope);
  });
});

describe("reactionCovers", () => {
  it.each<[string, ReactionRoll, number, string, ReactionMode, boolean]>([
    ["a parry its own attack", { kind: "parry", total: 8, segment: 1, attack: "x" }, 1, "x", "add", true],
    ["a parry not another attack", { kind: "parry", total: 8, segment: 1, attack: "x" }, 1, "y", "add", false],
    ["a dodge not the next segment", { kind: "dodge", total: 8, segment: 1 }, 2, "y", "add", false],
    ["an R&E parry later attacks", { kind: "parry", total: 8, segment: 1, attack: "x" }, 2, "y", "replace", true],
    ["an R&E dodge no earlier attack", { kind: "dodge", total: 8, segment: 2 }, 1, "y", "replace", false],
  ])("%s", (_name, reaction, segment, attack, mode, covers) => {
    expect(reactionCovers(reaction, { segment, attack }, mode)).toBe(covers);
  });

  it("needs the attack a parry answered", () => {
    expectArgumentError(() => reactionCovers({ kind: "parry", total: 8, segment: 1 }, { segment: 1, attack: "x" }, "add"), "reaction.attack");
  });
});

describe("arguments", () => {
  it.each<[string, () => unknown, string]>([
    ["a NaN base difficulty", () => effectiveDifficulty(Number.NaN, 8, "add"), "baseDifficulty"],
    ["a negative base difficulty", () => effectiveDifficulty(-1, 8, "add"), "baseDifficulty"],
    ["a fractional reaction total", () => effectiveDifficulty(10, 8.5, "add"), "reactionTotal"],
    ["an unknown mode", () => effectiveDifficulty(10, 8, "max" as ReactionMode), "mode"],
    ["an unknown kind", () => reactionScope("block" as ReactionKind, "add"), "kind"],
    [
      "a reaction in segment 0",
      () => defenseDifficulty(10, [{ kind: "dodge", total: 3, segment: 0 }], { segment: 1, attack: "a" }, "add"),
      "reactions[0].segment",
    ],
    ["reactions that are no array", () => defenseDifficulty(10, {} as ReactionRoll[], { segment: 1, attack: "a" }, "add"), "reactions"],
    ["an attack without id", () => defenseDifficulty(10, [], { segment: 1, attack: "" }, "add"), "attack.attack"],
    ["an attack that is no object", () => reactionCovers({ kind: "dodge", total: 3, segment: 1 }, null as never, "add"), "attack"],
  ])("rejects %s", (_name, fn, argument) => {
    expectArgumentError(fn, argument);
  });

  it("add never lowers the difficulty for a reaction total >= 0; replace always yields the total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (base, total) => {
        expect(effectiveDifficulty(base, total, "add")).toBeGreaterThanOrEqual(base);
        expect(effectiveDifficulty(base, total, "replace")).toBe(total);
      }),
    );
  });

  it("with no reaction covering the attack, the difficulty stays the base", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.constantFrom(...REACTION_MODES), fc.integer({ min: 1, max: 5 }), (base, mode, segment) => {
        const later: ReactionRoll[] = REACTION_KINDS.map((kind) => ({ kind, total: 30, segment: segment + 1, attack: "other" }));
        expect(defenseDifficulty(base, later, { segment, attack: "this" }, mode)).toBe(base);
      }),
    );
  });

  it("never throws anything but RuleArgumentError on random input", () => {
    const reactionArb = fc.record({
      kind: fc.oneof(fc.constantFrom(...REACTION_KINDS), fc.string()),
      total: fc.oneof(fc.integer(), fc.double()),
      segment: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.anything()),
      attack: fc.oneof(fc.constant(undefined), fc.string(), fc.integer()),
    });
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -2, max: 40 }), fc.double()),
        fc.oneof(fc.array(reactionArb, { maxLength: 4 }), fc.anything()),
        fc.record({ segment: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.double()), attack: fc.oneof(fc.string(), fc.anything()) }),
        fc.oneof(fc.constantFrom(...REACTION_MODES), fc.string()),
        (base, reactions, attack, mode) => {
          expectOnlyErrors([RuleArgumentError], () => defenseDifficulty(base, reactions as ReactionRoll[], attack as never, mode as ReactionMode));
        },
      ),
    );
  });
});

describe("full reactions (R&E, tables.json: a full dodge/parry, the only action that round, is added to the difficulty)", () => {
  it("adds a full reaction to the difficulty under either mode", () => {
    expect(effectiveDifficulty(14, 20, "replace", true)).toBe(34);
    expect(effectiveDifficulty(14, 20, "replace")).toBe(20);
    expect(effectiveDifficulty(14, 20, "add", true)).toBe(34);
  });

  it("is allowed where R&E's reactions apply, to one who has neither acted nor reacted this round", () => {
    expect(mayReactFully({ mode: "replace", acted: false, reacted: false })).toBe(true);
    expect(mayReactFully({ mode: "replace", acted: true, reacted: false })).toBe(false);
    expect(mayReactFully({ mode: "replace", acted: false, reacted: true })).toBe(false);
    expect(mayReactFully({ mode: "add", acted: false, reacted: false })).toBe(false);
    expectArgumentError(() => mayReactFully({ mode: "replace", acted: "no" as never, reacted: false }), "acted");
  });

  it("a full reaction stands the rest of the round and adds to each attack's own difficulty", () => {
    const full: ReactionRoll = { kind: "dodge", total: 12, segment: 1, full: true };
    expect(defenseDifficulty(10, [full], { segment: 2, attack: "b" }, "replace")).toBe(22);
    expect(defenseDifficulty(15, [full], { segment: 3, attack: "c" }, "add")).toBe(27);
  });
});

describe("standingReaction: the reaction a new attack meets without a new roll", () => {
  const dodge: ReactionRoll = { kind: "dodge", total: 20, segment: 1, attack: "a" };
  const parry: ReactionRoll = { kind: "parry", total: 11, segment: 1, attack: "a" };

  it("R&E Rules: Cantrell's dodge of 20 stands for the rest of the round, no matter who fires", () => {
    expect(standingReaction([dodge], { segment: 2, attack: "b" }, "replace", ["dodge"])).toBe(dodge);
    expect(standingReaction([dodge, parry], { segment: 3, attack: "c" }, "replace", ["parry"])).toBe(parry);
  });

  it("Grundregeln: a dodge stands in its segment only; a parry never stands against another attack", () => {
    expect(standingReaction([dodge], { segment: 1, attack: "b" }, "add", ["dodge"])).toBe(dodge);
    expect(standingReaction([dodge], { segment: 2, attack: "b" }, "add", ["dodge"])).toBeNull();
    expect(standingReaction([parry], { segment: 1, attack: "b" }, "add", ["parry"])).toBeNull();
  });

  it("only a reaction of a kind that answers the attack, the latest first", () => {
    const later: ReactionRoll = { kind: "dodge", total: 8, segment: 2, attack: "b" };
    expect(standingReaction([dodge], { segment: 1, attack: "b" }, "replace", ["parry"])).toBeNull();
    expect(standingReaction([dodge, later], { segment: 2, attack: "c" }, "replace", ["dodge"])).toBe(later);
    expectArgumentError(
      () => standingReaction([{ kind: "dodge", total: 1.5, segment: 1 }], { segment: 1, attack: "x" }, "replace", ["dodge"]),
      "reactions[0].total",
    );
  });
});
