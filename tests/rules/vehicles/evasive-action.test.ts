import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evasiveActionCode } from "../../../src/rules/vehicles/evasive-action.ts";
import { multipleActionPenalty } from "../../../src/rules/actions/actions.ts";
import { DieCodeError, parseDieCode } from "../../../src/rules/dice/die-code.ts";
import { effectiveDifficulty } from "../../../src/rules/actions/reactions.ts";
import { rollDieCode } from "../../../src/rules/dice/roll.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

describe("Grundregeln: Anla's X-wing evades a TIE fighter firing twice at short range (difficulty 10)", () => {
  const piloting = parseDieCode("3D");
  const maneuverability = parseDieCode("3D");

  it("first segment: piloting 3D + maneuverability 3D = 6D, rolling 18, makes the TIE's difficulty 28", () => {
    const code = evasiveActionCode(piloting, maneuverability, multipleActionPenalty(["reaction"]));
    expect(code).toEqual({ dice: 6, pips: 0 });
    const roll = rollDieCode(code, { wildDie: false, random: fixedFaces(4, 3, 3, 3, 3, 2) });
    expect(roll.total).toBe(18);
    expect(effectiveDifficulty(10, roll.total, "add")).toBe(28);
  });

  it("second segment: only 5D, as the first dodge costs -1D", () => {
    expect(evasiveActionCode(piloting, maneuverability, multipleActionPenalty(["reaction", "reaction"]))).toEqual({ dice: 5, pips: 0 });
  });
});

describe("evasiveActionCode", () => {
  it("adds pips and keeps them when the penalty takes every die", () => {
    expect(evasiveActionCode(parseDieCode("4D+2"), parseDieCode("1D+1"))).toEqual({ dice: 5, pips: 3 });
    expect(evasiveActionCode(parseDieCode("1D+2"), parseDieCode("0D"), 3)).toEqual({ dice: 0, pips: 2 });
  });

  it("rejects a negative penalty and codes that cannot be rolled", () => {
    expect(() => evasiveActionCode(parseDieCode("3D"), parseDieCode("2D"), -1)).toThrow(/penaltyDice/);
    expect(() => evasiveActionCode({ dice: 1.5, pips: 0 }, parseDieCode("2D"))).toThrow(DieCodeError);
  });

  it("each die of penalty costs one die until none is left, and nothing throws but the documented errors", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), fc.nat(12), (p, m, penalty) => {
        const code = evasiveActionCode({ dice: p, pips: 0 }, { dice: m, pips: 0 }, penalty);
        expect(code.dice).toBe(Math.max(0, p + m - penalty));
      }),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        expectOnlyDocumentedErrors(() => evasiveActionCode(a as never, b as never, c as never));
      }),
    );
  });
});
