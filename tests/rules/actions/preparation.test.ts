import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DieCodeError,
  PREPARATION_BONUS,
  RuleArgumentError,
  canRush,
  formatDieCode,
  parseDieCode,
  preparedDieCode,
  rollDieCode,
  rushedDieCode,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

describe("preparedDieCode", () => {
  it("Reglas: blaster 3D+1, a round spent aiming, rolls 4D+1", () => {
    const aimed = preparedDieCode(parseDieCode("3D+1"));
    expect(formatDieCode(aimed)).toBe("4D+1");
    expect(rollDieCode(aimed, { wildDie: false, random: fixedFaces(5, 4, 3, 2) }).total).toBe(15);
  });

  it.each([
    ["0D+2", "1D+2"],
    ["5D-1", "6D-1"],
    ["2D", "3D"],
  ])("Grundregeln and R&E Rules: preparing adds +1D and keeps the pips, %s becomes %s", (code, prepared) => {
    expect(formatDieCode(preparedDieCode(parseDieCode(code)))).toBe(prepared);
  });

  it("the bonus is +1D", () => {
    expect(PREPARATION_BONUS).toEqual({ dice: 1, pips: 0 });
  });

  it("rejects a code that cannot be rolled", () => {
    expect(() => preparedDieCode({ dice: -1, pips: 0 })).toThrow(DieCodeError);
  });
});

describe("rushedDieCode", () => {
  it("R&E Rules: Danik's starship repair 6D, rushed, rolls 3D", () => {
    const rushed = rushedDieCode(parseDieCode("6D"));
    expect(formatDieCode(rushed)).toBe("3D");
    expect(rollDieCode(rushed, { wildDie: true, random: fixedFaces(4, 3, 5) }).total).toBe(12);
  });

  it.each([
    ["5D+2", "2D+2"],
    ["5D", "2D+1"],
    ["4D+1", "2D"],
    ["3D-1", "1D+1"],
    ["1D", "0D+1"],
    ["0D+2", "0D+1"],
    ["0D", "0D"],
    ["0D-1", "0D-1"],
    ["0D-2", "0D-1"],
  ])("halves through pips, three to a die, rounded down: %s becomes %s", (code, rushed) => {
    expect(formatDieCode(rushedDieCode(parseDieCode(code)))).toBe(rushed);
  });

  it("is never worth more than half the code, and less by at most one pip", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: -20, max: 20 }), (dice, pips) => {
        const worth = 3 * dice + pips;
        const rushed = rushedDieCode({ dice, pips });
        const rushedWorth = 3 * rushed.dice + rushed.pips;
        expect(2 * rushedWorth).toBeLessThanOrEqual(worth);
        expect(2 * rushedWorth).toBeGreaterThanOrEqual(worth - 1);
        expect(rushed.dice).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("rejects a code that cannot be rolled", () => {
    expect(() => rushedDieCode({ dice: 100, pips: 0 })).toThrow(DieCodeError);
    expect(() => rushedDieCode({ dice: 2, pips: 0.5 })).toThrow(DieCodeError);
  });
});

describe("canRush (R&E Rules: only actions of two rounds or longer)", () => {
  it.each([
    [1, false],
    [0.5, false],
    [0, false],
    [2, true],
    // R&E Rules's one-hour repair, at five seconds a round.
    [720, true],
  ])("a task of %d rounds: %s", (rounds, allowed) => {
    expect(canRush(rounds)).toBe(allowed);
  });

  it.each([NaN, -1, Infinity])("rejects %d rounds", (rounds) => {
    expect(() => canRush(rounds)).toThrow(RuleArgumentError);
  });

  it("random input never throws anything but the documented errors", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const calls = [() => canRush(value as number), () => rushedDieCode(value as never), () => preparedDieCode(value as never)];
        expectOnlyDocumentedErrors(...calls);
      }),
    );
  });
});
