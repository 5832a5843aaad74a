import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  RuleArgumentError,
  type SegmentTurn,
  type SurpriseResult,
  type SurpriseRoll,
  canDefendAgainst,
  orderSegment,
  parseDieCode,
  resolveSurprise,
  rollDieCode,
  surpriseOrder,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectArgumentError, expectOnlyErrors } from "../../helpers/errors.ts";

const roll = (code: string, ...faces: number[]) => rollDieCode(parseDieCode(code), { wildDie: false, random: fixedFaces(...faces) }).total;

// R&E Rules gives the rule without numbers: two scouts lie in ambush for three troopers.
const sneak: SurpriseRoll[] = [
  { id: "scout-1", total: roll("3D+1", 4, 4, 4) }, // 13
  { id: "scout-2", total: roll("4D", 5, 4, 4, 3) }, // 16
];
const search: SurpriseRoll[] = [
  { id: "sergeant", total: roll("3D", 6, 5, 2) }, // 13: equals scout-1's sneak
  { id: "trooper-1", total: roll("2D", 6, 6) }, // 12
  { id: "trooper-2", total: roll("4D", 6, 5, 4, 1) }, // 16: equals both
];

describe("resolveSurprise (R&E Rules)", () => {
  it("a target rolling equal to or higher than an attacker's sneak spots him and is not surprised", () => {
    expect(resolveSurprise(sneak, search)).toEqual({
      attackers: ["scout-1", "scout-2"],
      targets: [
        { id: "sergeant", spotted: ["scout-1"], surprised: false },
        { id: "trooper-1", spotted: [], surprised: true },
        { id: "trooper-2", spotted: ["scout-1", "scout-2"], surprised: false },
      ],
    });
  });

  it("when no target spots anyone, every target is surprised", () => {
    const result = resolveSurprise(sneak, [
      { id: "t", total: 12 },
      { id: "u", total: 2 },
    ]);
    expect(result.targets.every((t) => t.surprised)).toBe(true);
  });

  it("a target is surprised exactly when his roll is below every sneak roll", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 5 }),
        (sneaks, searches) => {
          const result = resolveSurprise(
            sneaks.map((total, i) => ({ id: `a${i}`, total })),
            searches.map((total, i) => ({ id: `t${i}`, total })),
          );
          result.targets.forEach((target, i) => {
            expect(target.surprised).toBe(searches[i] < Math.min(...sneaks));
            expect(target.spotted).toEqual(sneaks.flatMap((s, j) => (searches[i] >= s ? [`a${j}`] : [])));
          });
        },
      ),
    );
  });

  it.each<[string, unknown, unknown, string]>([
    ["no attacker", [], search, "sneak"],
    ["sneak rolls that are no array", "x", search, "sneak"],
    ["a search roll that is no object", sneak, [null], "search[0]"],
    ["an empty id", sneak, [{ id: "", total: 3 }], "search[0].id"],
    ["a fractional total", [{ id: "a", total: 3.5 }], [], "sneak[0].total"],
    ["an id on both sides", sneak, [{ id: "scout-1", total: 3 }], "search[0].id"],
  ])("rejects %s", (_name, attackers, targets, argument) => {
    expectArgumentError(() => resolveSurprise(attackers as SurpriseRoll[], targets as SurpriseRoll[]), argument);
  });
});

describe("canDefendAgainst (R&E Rules)", () => {
  const surprise = resolveSurprise(sneak, search);

  it.each<[string, string, string, number, boolean]>([
    ["a surprised target cannot dodge an attacker's first action", "trooper-1", "scout-2", 1, false],
    ["he may dodge the attacker's second action", "trooper-1", "scout-2", 2, true],
    ["a target who spotted an attacker may dodge", "sergeant", "scout-2", 1, true],
    ["a surprised target may parry someone who is no ambusher", "trooper-1", "sergeant", 1, true],
  ])("%s", (_name, target, attacker, segment, allowed) => {
    expect(canDefendAgainst(surprise, target, attacker, segment)).toBe(allowed);
  });

  it.each<[string, () => unknown, string]>([
    ["a malformed surprise", () => canDefendAgainst({ attackers: [] } as unknown as SurpriseResult, "a", "b", 1), "surprise"],
    ["an empty target", () => canDefendAgainst(surprise, "", "b", 1), "target"],
    ["segment 0", () => canDefendAgainst(surprise, "a", "b", 0), "segment"],
  ])("rejects %s", (_name, fn, argument) => {
    expectArgumentError(fn, argument);
  });
});

describe("surpriseOrder (R&E Rules)", () => {
  const surprise = resolveSurprise(sneak, search);

  it("the ambushers' first actions come before the surprised trooper, whatever he rolled", () => {
    const segment1 = orderSegment([
      { id: "trooper-1", total: 18 },
      { id: "scout-1", total: 11 },
      { id: "sergeant", total: 14 },
      { id: "scout-2", total: 9 },
      { id: "trooper-2", total: 7 },
    ]);
    expect(surpriseOrder(segment1, surprise)).toEqual([
      { id: "sergeant", total: 14, rank: 1 },
      { id: "scout-1", total: 11, rank: 2 },
      { id: "scout-2", total: 9, rank: 3 },
      { id: "trooper-1", total: 18, rank: 4 },
      { id: "trooper-2", total: 7, rank: 5 },
    ]);
  });

  it("a surprised target tied with the last attacker acts after him; one who spotted him stays simultaneous", () => {
    const segment1 = orderSegment([
      { id: "trooper-1", total: 10 },
      { id: "scout-1", total: 10 },
      { id: "sergeant", total: 10 },
    ]);
    expect(surpriseOrder(segment1, surprise).map((t) => [t.id, t.rank])).toEqual([
      ["scout-1", 1],
      ["sergeant", 1],
      ["trooper-1", 2],
    ]);
    const listedAfter = orderSegment([
      { id: "scout-1", total: 10 },
      { id: "trooper-1", total: 10 },
    ]);
    expect(surpriseOrder(listedAfter, surprise).map((t) => [t.id, t.rank])).toEqual([
      ["scout-1", 1],
      ["trooper-1", 2],
    ]);
  });

  it("changes nothing when the attackers already act first", () => {
    const segment1 = orderSegment([
      { id: "scout-2", total: 20 },
      { id: "trooper-1", total: 8 },
    ]);
    expect(surpriseOrder(segment1, surprise)).toEqual(segment1);
  });

  it("keeps every turn, puts every attacker before every surprised target, and keeps the others' order", () => {
    const ids = ["a0", "a1", "t0", "t1", "t2", "x"];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: ids.length, maxLength: ids.length }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        (totals, surprisedFlags) => {
          const result: SurpriseResult = {
            attackers: ["a0", "a1"],
            targets: surprisedFlags.map((surprised, i) => ({ id: `t${i}`, spotted: [], surprised })),
          };
          const turns = orderSegment(ids.map((id, i) => ({ id, total: totals[i] })));
          const ordered = surpriseOrder(turns, result);
          expect(ordered.map((t) => t.id).sort()).toEqual([...ids].sort());
          const position = (id: string) => ordered.findIndex((t) => t.id === id);
          const rank = (id: string) => ordered[position(id)].rank;
          for (const target of result.targets.filter((t) => t.surprised)) {
            for (const attacker of result.attackers) expect(rank(target.id)).toBeGreaterThan(rank(attacker));
          }
          const others = (list: SegmentTurn[]) => list.filter((t) => !result.targets.some((r) => r.id === t.id && r.surprised)).map((t) => t.id);
          expect(others(ordered)).toEqual(others(turns));
          ordered.forEach((t, i) => expect(t.rank - (i === 0 ? 0 : ordered[i - 1].rank)).toBeOneOf(i === 0 ? [1] : [0, 1]));
        },
      ),
    );
  });

  it.each<[string, unknown, string]>([
    ["turns that are no array", {}, "turns"],
    ["a turn that is no object", [1], "turns[0]"],
    ["a turn with rank 0", [{ id: "a", total: 3, rank: 0 }], "turns[0].rank"],
  ])("rejects %s", (_name, turns, argument) => {
    expectArgumentError(() => surpriseOrder(turns as SegmentTurn[], surprise), argument);
  });

  it("never throws anything but RuleArgumentError on random input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        expectOnlyErrors(
          [RuleArgumentError],
          () => resolveSurprise(a as SurpriseRoll[], b as SurpriseRoll[]),
          () => surpriseOrder(a as SegmentTurn[], b as SurpriseResult),
          () => canDefendAgainst(a as SurpriseResult, b as string, c as string, 1),
        );
      }),
    );
  });
});
