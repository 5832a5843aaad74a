import { describe, expect, it } from "vitest";
import {
  cardRollCode,
  reactionChoiceById,
  reactionChoices,
  reactionRollPlan,
  readReactionHow,
  trackerReactionChoices,
} from "../../../src/applications/attack/reaction-choices.ts";
import { DieCodeError, RuleArgumentError, formatDieCode } from "../../../src/rules/index.ts";

const ids = (input: Parameters<typeof reactionChoices>[0]) => reactionChoices(input).map((c) => `${c.id}:${c.kind}:${c.skill}`);

describe("the reactions a target may roll", () => {
  it("a shot is dodged; with a lightsaber and Sense it may be deflected (Grundregeln and Reglas)", () => {
    expect(ids({ reach: "ranged", attackerLightsaber: false, parryWeapon: "ordinary", hasSense: false })).toEqual(["dodge:dodge:dodge"]);
    expect(ids({ reach: "ranged", attackerLightsaber: false, parryWeapon: "lightsaber", hasSense: true })).toEqual([
      "dodge:dodge:dodge",
      "deflect:parry:sense",
    ]);
    expect(ids({ reach: "ranged", attackerLightsaber: false, parryWeapon: "lightsaber", hasSense: false })).toEqual(["dodge:dodge:dodge"]);
  });

  it("a blow is parried: melee parry or brawling parry; with a lightsaber also Sense", () => {
    expect(ids({ reach: "melee", attackerLightsaber: false, parryWeapon: "ordinary", hasSense: false })).toEqual([
      "melee-parry:parry:melee-parry",
      "brawling-parry:parry:brawling-parry",
    ]);
    expect(ids({ reach: "melee", attackerLightsaber: false, parryWeapon: "lightsaber", hasSense: true })).toEqual([
      "melee-parry:parry:melee-parry",
      "sense-parry:parry:sense",
      "brawling-parry:parry:brawling-parry",
    ]);
  });

  it("only a lightsaber, or a blade that withstands one, parries a lightsaber (Grundregeln)", () => {
    expect(ids({ reach: "melee", attackerLightsaber: true, parryWeapon: "ordinary", hasSense: true })).toEqual([]);
    expect(ids({ reach: "melee", attackerLightsaber: true, parryWeapon: "lightsaber-resistant", hasSense: false })).toEqual(["melee-parry:parry:melee-parry"]);
  });

  it("offers dodge and melee parry when the weapon is no longer known", () => {
    expect(ids({ reach: "unknown", attackerLightsaber: false, parryWeapon: "ordinary", hasSense: false })).toEqual([
      "dodge:dodge:dodge",
      "melee-parry:parry:melee-parry",
    ]);
  });

  it("a button's id names its reaction; an id no button has is refused", () => {
    expect(reactionChoiceById("deflect")).toEqual({ id: "deflect", kind: "parry", skill: "sense", labelKey: "SWD6.AttackCard.react.deflect" });
    expect(reactionChoiceById("dodge").kind).toBe("dodge");
    expect(() => reactionChoiceById("duck")).toThrow(RuleArgumentError);
  });

  it("refuses an unknown reach", () => {
    expect(() => reactionChoices({ reach: "thrown" as never, attackerLightsaber: false, parryWeapon: "ordinary", hasSense: false })).toThrow(RuleArgumentError);
  });
});

describe("the codes the card rolls", () => {
  const codes = { damage: "5D", resistance: "3D+3", dodge: 2 };

  it("a wounded target in a blast vest dodges a walker's shot: Dodge 4D -1D wound -1D armor +2D scale (Grundregeln and R&E Rules)", () => {
    const plan = reactionRollPlan({
      skill: { dice: 4, pips: 0 },
      wound: "wounded",
      model: "difference",
      armorPenalty: { dice: 1, pips: 0 },
      kind: "dodge",
      codes,
    });
    expect(formatDieCode(plan.code)).toBe("4D");
    expect(plan.modifiers.map((m) => [m.source, formatDieCode(m.amount)])).toEqual([
      ["wound", "-1D"],
      ["other", "1D"],
    ]);
  });

  it("a reaction is an extra action: Cantrell, with two actions declared, dodges at -2D (R&E Rules)", () => {
    const plan = reactionRollPlan({
      skill: { dice: 5, pips: 0 },
      wound: "none",
      model: "difference",
      armorPenalty: { dice: 0, pips: 0 },
      kind: "dodge",
      codes: { ...codes, dodge: 0 },
      penalty: 2,
    });
    expect(formatDieCode(plan.code)).toBe("3D");
    expect(plan.modifiers.map((m) => [m.source, formatDieCode(m.amount)])).toEqual([["actions", "-2D"]]);
  });

  it("a Force point spent this round doubles the skill before the penalties (Reglas)", () => {
    const plan = reactionRollPlan({
      skill: { dice: 4, pips: 1 },
      wound: "wounded",
      model: "difference",
      armorPenalty: { dice: 0, pips: 0 },
      kind: "parry",
      codes,
      forcePoint: true,
      penalty: 1,
    });
    expect(plan.base).toEqual({ dice: 8, pips: 2 });
    expect(formatDieCode(plan.code)).toBe("6D+2");
  });

  it("a parry gets no scale dice", () => {
    const plan = reactionRollPlan({ skill: { dice: 4, pips: 1 }, wound: "none", model: "ratio", armorPenalty: { dice: 0, pips: 0 }, kind: "parry", codes });
    expect(formatDieCode(plan.code)).toBe("4D+1");
    expect(plan.modifiers).toEqual([]);
  });

  it("damage and resistance roll the card's codes, never lowered by wounds", () => {
    expect(cardRollCode("damage", codes)).toEqual({ dice: 5, pips: 0 });
    expect(cardRollCode("resistance", codes)).toEqual({ dice: 3, pips: 3 });
    expect(() => cardRollCode("reaction", codes)).toThrow(RuleArgumentError);
    expect(() => cardRollCode("damage", { ...codes, damage: "lots" })).toThrow(DieCodeError);
  });
});

describe("a craft's dodge", () => {
  it("Grundregeln: a pilot with starship piloting 3D in an X-wing of maneuverability 3D dodges with 6D, plus scale dice", async () => {
    const { craftDodgePlan } = await import("../../../src/applications/attack/reaction-choices.ts");
    const codes = { damage: "11D", resistance: "4D", dodge: 6 };
    const input = {
      crewSkills: [{ name: "Starfighter piloting", code: "5D" }],
      pilotingSkill: "Starfighter piloting: X-wing",
      maneuverability: "3D",
      maneuverabilityLost: 0,
      codes,
    };
    const piloted = craftDodgePlan({ ...input, pilot: { dice: 3, pips: 0 } });
    expect(piloted.base).toEqual({ dice: 6, pips: 0 });
    expect(piloted.code).toEqual({ dice: 12, pips: 0 });
    // Nobody aboard: the printed crew's 5D; a maneuverability die lost to damage no longer counts.
    const printed = craftDodgePlan({ ...input, pilot: null, maneuverabilityLost: 1, codes: { ...codes, dodge: 0 } });
    expect(printed.code).toEqual({ dice: 7, pips: 0 });
  });

  it("Grundregeln: Anla's second evasive action, in the next segment, is 5D: the first costs -1D", async () => {
    const { craftDodgePlan } = await import("../../../src/applications/attack/reaction-choices.ts");
    const input = {
      crewSkills: [],
      pilotingSkill: "Starfighter piloting",
      maneuverability: "3D",
      maneuverabilityLost: 0,
      codes: { damage: "5D", resistance: "4D", dodge: 0 },
      pilot: { dice: 3, pips: 0 },
    };
    expect(craftDodgePlan(input).code).toEqual({ dice: 6, pips: 0 });
    expect(craftDodgePlan({ ...input, penalty: 1 }).code).toEqual({ dice: 5, pips: 0 });
  });
});

describe("readReactionHow", () => {
  it.each([
    [{ full: true }, { full: true }],
    [{ full: true, replaces: 1 }, { full: true }],
    [{ replaces: 1 }, { replaces: 1 }],
    [{ full: "true", replaces: 1.5 }, {}],
    [{ replaces: "1" }, {}],
    [{}, {}],
  ])("reads %j as %j: only full: true or a whole index count", (sent, how) => {
    expect(readReactionHow(sent)).toEqual(how);
  });
});

describe("trackerReactionChoices (Grundregeln, Reaktionen)", () => {
  it("offers a character a dodge, a melee and a brawling parry, and with a lightsaber and Sense a parry with the Force", () => {
    expect(trackerReactionChoices({ craft: false, parryWeapon: "ordinary", hasSense: true }).map((c) => c.id)).toEqual([
      "dodge",
      "melee-parry",
      "brawling-parry",
    ]);
    expect(trackerReactionChoices({ craft: false, parryWeapon: "lightsaber", hasSense: true }).map((c) => c.id)).toEqual([
      "dodge",
      "melee-parry",
      "brawling-parry",
      "sense-parry",
    ]);
    expect(trackerReactionChoices({ craft: false, parryWeapon: "lightsaber", hasSense: false }).map((c) => c.id)).toEqual([
      "dodge",
      "melee-parry",
      "brawling-parry",
    ]);
  });

  it("offers a craft a dodge only", () => {
    expect(trackerReactionChoices({ craft: true, parryWeapon: "ordinary", hasSense: false }).map((c) => c.id)).toEqual(["dodge"]);
  });
});
