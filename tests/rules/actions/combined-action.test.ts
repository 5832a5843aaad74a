import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DieCodeError,
  RuleArgumentError,
  addDieCodes,
  combinedActionBonus,
  combinedCombatBonus,
  commandLimit,
  formatDieCode,
  formatModifier,
  leaderCommandCode,
  parseDieCode,
  planAttack,
  rollDieCode,
  splitCombinedBonus,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectArgumentError, expectOnlyErrors } from "../../helpers/errors.ts";

describe("combinedActionBonus (R&E Rules, R&E)", () => {
  it("Danik's command 8D+2 rolls 27 against difficulty 12: his eight troops combine for +2D+2", () => {
    const roll = rollDieCode(leaderCommandCode(parseDieCode("8D+2"), false), { wildDie: false, random: fixedFaces(6, 5, 4, 3, 3, 2, 1, 1) });
    expect(roll.total).toBe(27);
    expect(formatModifier(combinedActionBonus(8, roll.total, 12))).toBe("+2D+2");
  });

  it.each([
    ["missed by 1 (rolled 11): +1D+2", 11, "+1D+2"],
    ["missed by 2 (rolled 10): +2", 10, "+2"],
    ["rolled 9: no bonus at all", 9, "+0"],
    ["rolled 3: no bonus at all", 3, "+0"],
    ["met the difficulty exactly (12): the full +2D+2", 12, "+2D+2"],
  ])("R&E Rules: eight troops, command difficulty 12, %s", (_name, roll, bonus) => {
    expect(formatModifier(combinedActionBonus(8, roll, 12))).toBe(bonus);
  });

  it("no bonus left is exactly 0D, pips included", () => {
    expect(combinedActionBonus(8, 9, 12)).toEqual({ dice: 0, pips: 0 });
  });

  it.each([
    [0, { dice: 0, pips: 0 }],
    [1, { dice: 0, pips: 1 }],
    [2, { dice: 0, pips: 2 }],
    [3, { dice: 1, pips: 0 }],
    [4, { dice: 1, pips: 1 }],
    [5, { dice: 1, pips: 2 }],
    [6, { dice: 2, pips: 0 }],
    [8, { dice: 2, pips: 2 }],
    [9, { dice: 3, pips: 0 }],
  ])("+1D per three characters, +1 or +2 for the extras: %i characters give %j", (helpers, bonus) => {
    expect(combinedActionBonus(helpers, 20, 10)).toEqual(bonus);
  });

  it("a single extra's +1 is lost to a roll missed by one", () => {
    expect(combinedActionBonus(1, 9, 10)).toEqual({ dice: 0, pips: 0 });
  });

  it("the trooper's repulsorlift repair 4D+1 with the +2D+2 bonus rolls 6D+3 (R&E Rules prints 6D+2; pips add, Grundregeln)", () => {
    expect(formatDieCode(addDieCodes(parseDieCode("4D+1"), combinedActionBonus(8, 27, 12)))).toBe("6D+3");
  });

  it("on success the bonus holds one die per three characters plus the rest as pips", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (helpers, difficulty, margin) => {
        const bonus = combinedActionBonus(helpers, difficulty + margin, difficulty);
        expect(bonus.dice * 3 + bonus.pips).toBe(helpers);
        expect(bonus.pips).toBeLessThan(3);
      }),
    );
  });

  it("a worse roll never gives a bigger bonus, and the bonus is never below 0D", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: -5, max: 40 }), fc.integer({ min: 0, max: 40 }), (helpers, roll, difficulty) => {
        const bonus = combinedActionBonus(helpers, roll, difficulty);
        const worse = combinedActionBonus(helpers, roll - 1, difficulty);
        expect(bonus.dice).toBeGreaterThanOrEqual(0);
        expect(bonus.pips).toBeGreaterThanOrEqual(0);
        expect(worse.dice * 3 + worse.pips).toBeLessThanOrEqual(bonus.dice * 3 + bonus.pips);
      }),
    );
  });

  it.each<[string, unknown[], string]>([
    ["negative helpers", [-1, 20, 10], "helpers"],
    ["fractional helpers", [2.5, 20, 10], "helpers"],
    ["a NaN command roll", [8, Number.NaN, 12], "commandRoll"],
    ["an infinite command roll", [8, Infinity, 12], "commandRoll"],
    ["a negative difficulty", [8, 20, -1], "commandDifficulty"],
    ["a difficulty given as text", [8, 20, "12"], "commandDifficulty"],
  ])("rejects %s", (_name, args, argument) => {
    expectArgumentError(() => (combinedActionBonus as (...a: unknown[]) => unknown)(...args), argument);
  });

  it("never throws anything but RuleArgumentError", () => {
    const value = fc.oneof(fc.integer({ min: -10, max: 100 }), fc.double(), fc.anything());
    fc.assert(
      fc.property(value, value, value, (helpers, roll, difficulty) => {
        expectOnlyErrors([RuleArgumentError], () => combinedActionBonus(helpers as number, roll as number, difficulty as number));
      }),
    );
  });
});

describe("the leader (R&E Rules)", () => {
  it("Danik's command 8D+2 commands at most eight characters", () => {
    expect(commandLimit(parseDieCode("8D+2"))).toBe(8);
  });

  it("a leader only supervising rolls his full command; one also working rolls -1D (two actions)", () => {
    expect(formatDieCode(leaderCommandCode(parseDieCode("8D+2"), false))).toBe("8D+2");
    expect(formatDieCode(leaderCommandCode(parseDieCode("8D+2"), true))).toBe("7D+2");
  });

  it.each<[string, () => unknown, typeof RuleArgumentError | typeof DieCodeError]>([
    ["a malformed command code", () => commandLimit({ dice: 2.5, pips: 0 }), DieCodeError],
    ["a negative command code", () => leaderCommandCode({ dice: -1, pips: 0 }, false), DieCodeError],
    ["a 'working' that is no boolean", () => leaderCommandCode(parseDieCode("3D"), "yes" as unknown as boolean), RuleArgumentError],
  ])("rejects %s", (_name, fn, type) => {
    expect(fn).toThrow(type);
  });
});

describe("splitCombinedBonus (R&E Rules)", () => {
  it("the ambush: +1D of the +2D+2 to the trooper's blaster 6D, +1D+2 to the rifle's 5D damage", () => {
    const [attack, damage] = splitCombinedBonus(parseDieCode("2D+2"), parseDieCode("1D"));
    expect(formatDieCode(addDieCodes(parseDieCode("6D"), attack))).toBe("7D");
    expect(formatDieCode(addDieCodes(parseDieCode("5D"), damage))).toBe("6D+2");
  });

  it.each<[string, string, string, string]>([
    ["more dice than the bonus holds", "2D+2", "3D", "part.dice"],
    ["more pips than the bonus holds", "2D+1", "0D+2", "part.pips"],
    ["negative pips", "2D+2", "1D-1", "part.pips"],
    ["a bonus with negative pips", "2D-1", "1D", "bonus.pips"],
  ])("rejects %s", (_name, bonus, part, argument) => {
    expectArgumentError(() => splitCombinedBonus(parseDieCode(bonus), parseDieCode(part)), argument);
  });

  it("rejects negative dice with a DieCodeError", () => {
    expect(() => splitCombinedBonus(parseDieCode("2D"), { dice: -1, pips: 0 })).toThrow(DieCodeError);
  });

  it("the two parts add back up to the bonus", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 2 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (dice, pips, share, pipsFirst) => {
          const part = { dice: Math.floor(dice * share), pips: pipsFirst ? pips : 0 };
          const [first, rest] = splitCombinedBonus({ dice, pips }, part);
          expect(addDieCodes(first, rest)).toEqual({ dice, pips });
          expect(rest.dice).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("combinedCombatBonus (R&E Rules, Combined Actions: the ambush)", () => {
  const rifle = { damage: "5D", damageKind: "energy" as const, scale: "character" as const, ranges: "3-30/100/300" };
  const scoutShot = (skill: string, damageBonus?: { dice: number; pips: number }) =>
    planAttack({
      skill: parseDieCode(skill),
      strength: parseDieCode("2D"),
      penalty: 0,
      weapon: rifle,
      target: { scale: "character", resistance: parseDieCode("2D"), armor: null },
      distance: 20,
      ...(damageBonus ? { damageBonus } : {}),
    });

  it("Danik rolls 27 for eight troops (+2D+2); the trooper puts +1D on his blaster 6D (7D) and the remaining +1D+2 on the rifle's 5D (6D+2)", () => {
    const command = rollDieCode(leaderCommandCode(parseDieCode("8D+2"), false), { wildDie: false, random: fixedFaces(6, 5, 4, 3, 3, 2, 1, 1) });
    expect(command.total).toBe(27);
    const split = combinedCombatBonus(combinedActionBonus(8, command.total, 12), parseDieCode("1D"));
    expect([formatModifier(split.attack), formatModifier(split.damage)]).toEqual(["+1D", "+1D+2"]);
    const plan = scoutShot(formatDieCode(addDieCodes(parseDieCode("6D"), split.attack)), split.damage);
    expect(formatDieCode(plan.attack)).toBe("7D");
    expect(formatDieCode(plan.damage)).toBe("6D+2");
    // "If the Imperial hits, he gets to roll 6D+2 for damage": six dice and two pips.
    const damage = rollDieCode(plan.damage, { wildDie: false, random: fixedFaces(6, 5, 4, 3, 2, 1) });
    expect(damage.total).toBe(23);
  });

  it("unsplit, the whole bonus goes to the attack roll, the task's own roll, and none to the damage", () => {
    const whole = combinedCombatBonus(parseDieCode("2D+2"));
    expect(whole).toEqual({ attack: { dice: 2, pips: 2 }, damage: { dice: 0, pips: 0 } });
    expect(formatDieCode(scoutShot("6D", whole.damage).damage)).toBe("5D");
  });

  it("refuses a part larger than the bonus, as splitCombinedBonus does", () => {
    expectArgumentError(() => combinedCombatBonus(parseDieCode("1D"), parseDieCode("2D")), "part.dice");
    expectArgumentError(() => combinedCombatBonus(parseDieCode("1D"), parseDieCode("0D+1")), "part.pips");
  });

  it("a damage bonus that cannot be rolled is refused by planAttack", () => {
    expect(() => scoutShot("6D", { dice: 1.5, pips: 0 })).toThrow(DieCodeError);
  });
});
