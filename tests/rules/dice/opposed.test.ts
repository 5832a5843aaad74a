import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { OPPOSED_TIE_RULES, type OpposedTieRule, RuleArgumentError, parseDieCode, resolveOpposedRoll, rollDieCode } from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("resolveOpposedRoll", () => {
  it.each(OPPOSED_TIE_RULES)("Grundregeln: holding the door, the player's Strength 3D+2 (6+5+5+2 = 18) beats the pushing opponent's 4D (9); ties %s", (tie) => {
    const player = rollDieCode(parseDieCode("3D+2"), { wildDie: false, random: fixedFaces(6, 5, 5) });
    // The seed's 4D roll lists four faces, 3+3+2+1.
    const opponent = rollDieCode(parseDieCode("4D"), { wildDie: false, random: fixedFaces(3, 3, 2, 1) });
    expect([player.total, opponent.total]).toEqual([18, 9]);
    expect(resolveOpposedRoll(opponent.total, player.total, tie)).toBe("defender");
  });

  it.each([
    [12, 11, "attacker"],
    [11, 12, "defender"],
    [-1, -3, "attacker"],
  ])("Reglas: the higher result wins, %i against %i: %s", (attacker, defender, winner) => {
    for (const tie of OPPOSED_TIE_RULES) expect(resolveOpposedRoll(attacker, defender, tie)).toBe(winner);
  });

  it.each([
    ["attacker", "attacker"],
    ["defender", "defender"],
    ["reroll", "reroll"],
  ] as [OpposedTieRule, string][])("a tie under the %s rule: %s", (tie, outcome) => {
    expect(resolveOpposedRoll(14, 14, tie)).toBe(outcome);
  });

  it("Grundregeln: a chase tied on speed leaves the range as it was, the defender's side of things", () => {
    expect(resolveOpposedRoll(16, 16, "defender")).toBe("defender");
  });

  it("R&E Rules: tied initiative rolls are rolled again", () => {
    expect(resolveOpposedRoll(9, 9, "reroll")).toBe("reroll");
  });

  it("swapping the totals swaps the winner unless they tie", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.constantFrom(...OPPOSED_TIE_RULES), (a, b, tie) => {
        fc.pre(a !== b);
        const swapped = resolveOpposedRoll(b, a, tie);
        expect(resolveOpposedRoll(a, b, tie)).toBe(swapped === "attacker" ? "defender" : "attacker");
      }),
    );
  });

  it("random input never throws anything but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, tie) => {
        expectOnlyErrors([RuleArgumentError], () => resolveOpposedRoll(a as number, b as number, tie as OpposedTieRule));
      }),
    );
  });

  it("names the bad argument", () => {
    expect(() => resolveOpposedRoll(NaN, 3, "attacker")).toThrow(/attackerTotal/);
    expect(() => resolveOpposedRoll(3, 2.5, "attacker")).toThrow(/defenderTotal/);
    expect(() => resolveOpposedRoll(3, 3, "coin-toss" as OpposedTieRule)).toThrow(/tie/);
  });
});
