import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DieCodeError,
  SIDE_INITIATIVE_ROLL,
  type SideChoice,
  type SideMember,
  type SideRoll,
  addDieCodes,
  parseDieCode,
  rollDieCode,
  sideActingOrder,
  sideInitiativeRollers,
  sideInitiativeWinner,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectArgumentError, expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

const member = (id: string, side: string, perception: string): SideMember => ({ id, side, perception: parseDieCode(perception) });

describe("sideInitiativeRollers (R&E Rules: the highest Perception on each side rolls)", () => {
  it("picks the highest Perception per side, more dice before more pips", () => {
    const members = [
      member("sandor", "smugglers", "3D"),
      member("trooper", "empire", "2D"),
      member("cantrell", "smugglers", "3D+2"),
      member("officer", "empire", "3D+1"),
      member("probe-droid", "empire", "2D+2"),
    ];
    expect(sideInitiativeRollers(members)).toEqual([
      { side: "smugglers", id: "cantrell" },
      { side: "empire", id: "officer" },
    ]);
    expect(sideInitiativeRollers([member("a", "x", "3D+2"), member("b", "x", "4D")])).toEqual([{ side: "x", id: "b" }]);
  });

  it("among equal Perceptions the first listed rolls", () => {
    expect(sideInitiativeRollers([member("a", "x", "3D"), member("b", "x", "3D")])).toEqual([{ side: "x", id: "a" }]);
  });

  it("the roll is no action, allows no character point and takes wound penalties: a wounded 3D+2 rolls 2D+2", () => {
    expect(SIDE_INITIATIVE_ROLL).toEqual({ countsAsAction: false, characterPoints: false, woundPenalty: true });
    const code = addDieCodes(parseDieCode("3D+2"), parseDieCode("-1D"));
    expect(rollDieCode(code, { wildDie: false, random: fixedFaces(5, 4) }).total).toBe(11);
  });

  it.each<[string, unknown, string]>([
    ["members that are no array", "x", "members"],
    ["a member that is no object", [null], "members[0]"],
    ["an empty side", [{ id: "a", side: "", perception: { dice: 3, pips: 0 } }], "members[0].side"],
    ["an empty id", [{ id: "", side: "x", perception: { dice: 3, pips: 0 } }], "members[0].id"],
  ])("rejects %s", (_name, members, argument) => {
    expectArgumentError(() => sideInitiativeRollers(members as SideMember[]), argument);
  });

  it("rejects a Perception that is no rollable code with a DieCodeError, even the first of a side", () => {
    expect(() => sideInitiativeRollers([{ id: "a", side: "x", perception: { dice: 2.5, pips: 0 } }])).toThrow(DieCodeError);
  });
});

describe("sideInitiativeWinner (R&E Rules)", () => {
  it("the highest roll wins", () => {
    expect(
      sideInitiativeWinner([
        { side: "smugglers", total: 14 },
        { side: "empire", total: 11 },
      ]),
    ).toEqual({ winner: "smugglers", tied: [] });
  });

  it("a tie re-rolls, then the re-roll decides", () => {
    const first = sideInitiativeWinner([
      { side: "smugglers", total: 12 },
      { side: "empire", total: 12 },
    ]);
    expect(first).toEqual({ winner: null, tied: ["smugglers", "empire"] });
    const reroll = first.tied.map((side, i) => ({ side, total: [9, 13][i] }));
    expect(sideInitiativeWinner(reroll).winner).toBe("empire");
  });

  it("only the sides tied for the highest roll re-roll", () => {
    expect(
      sideInitiativeWinner([
        { side: "a", total: 7 },
        { side: "b", total: 15 },
        { side: "c", total: 15 },
      ]),
    ).toEqual({ winner: null, tied: ["b", "c"] });
  });

  it("the winner rolled strictly highest; tied sides share the highest roll", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 5 }), (totals) => {
        const rolls = totals.map((total, i) => ({ side: `s${i}`, total }));
        const outcome = sideInitiativeWinner(rolls);
        const highest = Math.max(...totals);
        if (outcome.winner !== null) {
          expect(outcome.tied).toEqual([]);
          expect(rolls.filter((r) => r.total === highest).map((r) => r.side)).toEqual([outcome.winner]);
        } else {
          expect(outcome.tied.length).toBeGreaterThan(1);
          expect(outcome.tied).toEqual(rolls.filter((r) => r.total === highest).map((r) => r.side));
        }
      }),
    );
  });

  it.each<[string, unknown, string]>([
    ["no roll", [], "rolls"],
    ["a roll that is no object", [4], "rolls[0]"],
    [
      "a repeated side",
      [
        { side: "a", total: 3 },
        { side: "a", total: 4 },
      ],
      "rolls[1].side",
    ],
    ["a NaN total", [{ side: "a", total: Number.NaN }], "rolls[0].total"],
  ])("rejects %s", (_name, rolls, argument) => {
    expectArgumentError(() => sideInitiativeWinner(rolls as SideRoll[]), argument);
  });
});

describe("sideActingOrder (R&E Rules: the winner decides whether his side acts first or last)", () => {
  it.each<[SideChoice, string[]]>([
    ["first", ["smugglers", "empire"]],
    ["last", ["empire", "smugglers"]],
  ])("Sandor's side chooses to act %s", (choice, order) => {
    expect(sideActingOrder(["smugglers", "empire"], "smugglers", choice)).toEqual(order);
  });

  it("with more sides the others keep their order", () => {
    expect(sideActingOrder(["a", "b", "c"], "b", "last")).toEqual(["a", "c", "b"]);
  });

  it.each<[string, unknown, unknown, unknown, string]>([
    ["a winner who is no side", ["a", "b"], "c", "first", "winner"],
    ["an unknown choice", ["a", "b"], "a", "middle", "choice"],
    ["a repeated side", ["a", "a"], "a", "first", "sides[1]"],
    ["sides that are no array", "a", "a", "first", "sides"],
  ])("rejects %s", (_name, sides, winner, choice, argument) => {
    expectArgumentError(() => sideActingOrder(sides as string[], winner as string, choice as SideChoice), argument);
  });

  it("never throws anything but RuleArgumentError or DieCodeError on random input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        expectOnlyDocumentedErrors(
          () => sideInitiativeRollers(a as SideMember[]),
          () => sideInitiativeWinner(a as SideRoll[]),
          () => sideActingOrder(a as string[], b as string, c as SideChoice),
        );
      }),
    );
  });
});
