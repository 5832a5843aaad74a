import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MOST_DECLARED_ACTIONS, type RollChoices, parseModifierField, planRoll, rollOutlook, rollWoundPenalty } from "../../src/dice/roll-modifiers.ts";
import { DAMAGE_MODELS, DieCodeError, RuleArgumentError, WOUND_LEVELS, formatDieCode, parseDieCode, successProbability } from "../../src/rules/index.ts";

const code = parseDieCode;

function choices(overrides: Partial<RollChoices> = {}): RollChoices {
  return { base: code("4D+1"), kind: "skill", actions: 1, wound: null, ...overrides };
}

describe("planRoll: Grundregeln examples", () => {
  it("Anla's Blaster 5D+2 with three declared shots rolls 3D+2 for each shot", () => {
    const plan = planRoll(choices({ base: code("5D+2"), actions: 3 }));
    expect(formatDieCode(plan.code)).toBe("3D+2");
    expect(plan.modifiers).toEqual([{ source: "actions", amount: { dice: -2, pips: 0 } }]);
  });

  it("shooting and dodging (two actions) costs -1D on both rolls", () => {
    expect(formatDieCode(planRoll(choices({ base: code("5D+2"), actions: 2 })).code)).toBe("4D+2");
  });

  it("a wounded character rolls -1D on every skill (1st edition and R&E alike)", () => {
    for (const model of DAMAGE_MODELS) {
      const plan = planRoll(choices({ wound: { level: "wounded", model } }));
      expect(formatDieCode(plan.code)).toBe("3D+1");
      expect(plan.modifiers).toEqual([{ source: "wound", amount: { dice: -1, pips: 0 } }]);
    }
  });

  it("but not on the Strength roll to resist damage (Grundregeln, R&E Rules)", () => {
    const plan = planRoll(choices({ base: code("3D"), kind: "resistance", wound: { level: "wounded-twice", model: "difference" } }));
    expect(plan.code).toEqual(code("3D"));
    expect(plan.modifiers).toEqual([]);
  });

  it("a +1 modifier turns 3D+2 into 3D+3, not 4D (Grundregeln)", () => {
    expect(formatDieCode(planRoll(choices({ base: code("3D+2"), modifier: code("+1") })).code)).toBe("3D+3");
  });
});

describe("planRoll", () => {
  it.each([
    // base, actions, wound level, modifier, final code
    ["4D+1", 1, "none", "+0", "4D+1"],
    ["4D+1", 2, "none", "+1D", "4D+1"],
    ["4D+1", 1, "wounded-twice", "-2", "2D-1"],
    ["5D+2", 3, "wounded", "+1D+1", "3D+3"],
    ["2D", 1, "stunned", "+0", "1D"],
  ] as const)("%s with %i actions, %s, modifier %s rolls %s (R&E)", (base, actions, level, modifier, expected) => {
    const plan = planRoll(choices({ base: code(base), actions, wound: { level, model: "difference" }, modifier: code(modifier) }));
    expect(formatDieCode(plan.code)).toBe(expected);
  });

  it("lists the modifiers wound, actions, other, leaving out those that are zero", () => {
    const plan = planRoll(choices({ actions: 2, wound: { level: "wounded", model: "ratio" }, modifier: code("+2") }));
    expect(plan.modifiers.map((m) => m.source)).toEqual(["wound", "actions", "other"]);
    expect(plan.modifiers[2].amount).toEqual({ dice: 0, pips: 2 });
    expect(planRoll(choices()).modifiers).toEqual([]);
  });

  it("clamps: penalties beyond the dice leave 0D and keep the pips, never a negative code", () => {
    expect(planRoll(choices({ base: code("1D+2"), actions: 3 })).code).toEqual({ dice: 0, pips: 2 });
    expect(planRoll(choices({ base: code("2D-1"), actions: 4 })).code).toEqual({ dice: 0, pips: 0 });
  });

  it("keeps the base code as it was given", () => {
    const base = code("5D+2");
    expect(planRoll(choices({ base, actions: 3 })).base).toEqual({ dice: 5, pips: 2 });
    expect(base).toEqual({ dice: 5, pips: 2 });
  });

  it.each([0, -1, 1.5, Number.NaN, MOST_DECLARED_ACTIONS + 1])("refuses %s declared actions", (actions) => {
    expect(() => planRoll(choices({ actions }))).toThrow(RuleArgumentError);
    expect(() => planRoll(choices({ actions }))).toThrow(/choices\.actions/);
  });

  it("refuses an unknown kind, wound level or damage model", () => {
    expect(() => planRoll(choices({ kind: "attack" as never }))).toThrow(/choices\.kind/);
    expect(() => planRoll(choices({ wound: { level: "bruised" as never, model: "difference" } }))).toThrow(RuleArgumentError);
    expect(() => planRoll(choices({ wound: { level: "wounded", model: "half" as never } }))).toThrow(RuleArgumentError);
    expect(() => planRoll(null as never)).toThrow(RuleArgumentError);
  });

  it("property: any choices give a rollable code (dice >= 0, pips >= 0 without dice) or a documented error", () => {
    fc.assert(
      fc.property(
        fc.record({
          dice: fc.integer({ min: -5, max: 30 }),
          pips: fc.integer({ min: -5, max: 5 }),
          mdice: fc.integer({ min: -5, max: 5 }),
          mpips: fc.integer({ min: -5, max: 5 }),
          actions: fc.integer({ min: -1, max: 12 }),
          level: fc.constantFrom(...WOUND_LEVELS),
          kind: fc.constantFrom("attribute", "skill", "resistance", "free"),
        }),
        (c) => {
          try {
            const plan = planRoll({
              base: { dice: c.dice, pips: c.pips },
              kind: c.kind as RollChoices["kind"],
              actions: c.actions,
              wound: { level: c.level, model: "difference" },
              modifier: { dice: c.mdice, pips: c.mpips },
            });
            expect(plan.code.dice).toBeGreaterThanOrEqual(0);
            if (plan.code.dice === 0) expect(plan.code.pips).toBeGreaterThanOrEqual(0);
          } catch (error) {
            expect(error instanceof RuleArgumentError || error instanceof DieCodeError).toBe(true);
          }
        },
      ),
    );
  });
});

describe("planRoll: worn armor's Dexterity penalty (Grundregeln and Reglas)", () => {
  it("+1D armor takes Dexterity 3D to 2D, and lists the armor as its own modifier", () => {
    const plan = planRoll(choices({ base: code("3D"), kind: "attribute", armorPenalty: code("1D") }));
    expect(formatDieCode(plan.code)).toBe("2D");
    expect(plan.modifiers).toEqual([{ source: "armor", amount: { dice: -1, pips: 0 } }]);
  });

  it("+1 armor takes 3D to 3D-1: a die is never broken into pips", () => {
    const plan = planRoll(choices({ base: code("3D"), kind: "attribute", armorPenalty: code("+1") }));
    expect(formatDieCode(plan.code)).toBe("3D-1");
    expect(plan.modifiers).toEqual([{ source: "armor", amount: { dice: 0, pips: -1 } }]);
  });

  it("adds up with wounds, declared actions and a modifier, listed in the order wound, actions, armor, other", () => {
    // Dodge 5D, wounded (-1D), dodging and shooting (-1D), stormtrooper armor (-1D), prepared (+1D): 3D.
    const plan = planRoll(
      choices({ base: code("5D"), actions: 2, wound: { level: "wounded", model: "difference" }, armorPenalty: code("1D"), modifier: code("+1D") }),
    );
    expect(formatDieCode(plan.code)).toBe("3D");
    expect(plan.modifiers.map((m) => [m.source, formatDieCode(m.amount)])).toEqual([
      ["wound", "-1D"],
      ["actions", "-1D"],
      ["armor", "-1D"],
      ["other", "1D"],
    ]);
  });

  it("leaves no negative dice: heavy armor on 1D+2 rolls 0D+2", () => {
    expect(planRoll(choices({ base: code("1D+2"), armorPenalty: code("2D") })).code).toEqual({ dice: 0, pips: 2 });
  });

  it("costs nothing when absent or zero", () => {
    expect(planRoll(choices({ armorPenalty: code("0D") })).modifiers).toEqual([]);
    expect(planRoll(choices()).code).toEqual(code("4D+1"));
  });

  it("refuses an armor penalty given as a negative amount", () => {
    expect(() => planRoll(choices({ armorPenalty: { dice: -1, pips: 0 } }))).toThrow(RuleArgumentError);
    expect(() => planRoll(choices({ armorPenalty: { dice: -1, pips: 0 } }))).toThrow(/armorPenalty/);
    expect(() => planRoll(choices({ armorPenalty: { dice: 0.5, pips: 0 } }))).toThrow(DieCodeError);
  });
});

describe("rollWoundPenalty", () => {
  it.each([
    // kind, wound level, dice lost
    ["skill", "wounded", 1],
    ["attribute", "wounded-twice", 2],
    ["free", "stunned", 1],
    ["skill", "none", 0],
    ["resistance", "wounded-twice", 0],
  ] as const)("a %s roll while %s loses %iD (R&E; R&E Rules: none when resisting damage)", (kind, level, dice) => {
    expect(rollWoundPenalty(kind, { level, model: "difference" })).toBe(dice);
  });

  it("costs nothing on a roll without a character", () => {
    expect(rollWoundPenalty("skill", null)).toBe(0);
  });

  it("refuses an unknown kind, wound level or damage model", () => {
    expect(() => rollWoundPenalty("attack" as never, null)).toThrow(RuleArgumentError);
    expect(() => rollWoundPenalty("attack" as never, null)).toThrow(/kind/);
    expect(() => rollWoundPenalty("skill", { level: "bruised" as never, model: "difference" })).toThrow(RuleArgumentError);
    expect(() => rollWoundPenalty("skill", { level: "wounded", model: "half" as never })).toThrow(RuleArgumentError);
  });
});

describe("parseModifierField", () => {
  it.each([
    ["", { dice: 0, pips: 0 }],
    ["   ", { dice: 0, pips: 0 }],
    ["+1D", { dice: 1, pips: 0 }],
    ["-2", { dice: 0, pips: -2 }],
    ["-1D+1", { dice: -1, pips: 1 }],
  ])("reads %j", (text, expected) => {
    expect(parseModifierField(text)).toEqual(expected);
  });

  it.each(["abc", "1D+", "+", "2"])("refuses %j with a DieCodeError", (text) => {
    expect(() => parseModifierField(text)).toThrow(DieCodeError);
  });
});

describe("rollOutlook", () => {
  it("takes the chance from the rules' successProbability", () => {
    const outlook = rollOutlook(code("4D+1"), 15, { wildDie: true, mishap: "count" });
    expect(outlook.probability).toBe(successProbability(code("4D+1"), 15, { wildDie: true, mishap: "count" }));
    expect(outlook.probability).toBeGreaterThan(0.3);
    expect(outlook.probability).toBeLessThan(0.7);
    expect(outlook.automatic).toBeNull();
  });

  it("notes an automatic success (Grundregeln: 5D+2 against 5) and an automatic failure without the wild die", () => {
    expect(rollOutlook(code("5D+2"), 5, { wildDie: false, mishap: "count" })).toEqual({ probability: 1, automatic: "success" });
    expect(rollOutlook(code("2D"), 13, { wildDie: false, mishap: "count" })).toEqual({ probability: 0, automatic: "failure" });
    expect(rollOutlook(code("2D"), 13, { wildDie: true, mishap: "count" }).automatic).toBeNull();
  });
});
