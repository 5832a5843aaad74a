import { describe, expect, it } from "vitest";
import {
  FORCE_SKILLS,
  RuleArgumentError,
  isForceSkill,
  keptUpActions,
  planPowerRolls,
  powerActions,
  powerDarkSidePoints,
  listedPowerDifficulty,
  powerDifficultyNumber,
  powerOutcome,
  powerSkills,
  rollPower,
  powerRollOf,
  rollDieCode,
  type ForcePowerRules,
  type PowerDifficulty,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";

const D = (dice: number, pips = 0) => ({ dice, pips });

/** Grundregeln: the Failed Jedi adds 2D to Control and 1D to Sense: Control 3D, Sense 2D, no Alter. */
const FAILED_JEDI = { control: D(3), sense: D(2) };

/** Lightsaber Combat as its REUP entry prints it: control Moderate, sense Easy, may be kept up. */
const LIGHTSABER_COMBAT: ForcePowerRules = { skills: ["control", "sense"], keptUp: "may", darkSidePoints: 0 };

const level = (value: PowerDifficulty["level"]): PowerDifficulty => ({ level: value, levels: [], modifiers: [], opposed: false });

describe("the skills a power rolls", () => {
  it("lists each Force skill once, control, sense, alter", () => {
    expect(FORCE_SKILLS).toEqual(["control", "sense", "alter"]);
    expect(powerSkills(["alter", "control", "alter"])).toEqual(["control", "alter"]);
  });

  it("refuses anything that is not a Force skill", () => {
    expect(() => powerSkills(["control", "dodge" as never])).toThrow(RuleArgumentError);
    expect(() => powerSkills("control" as never)).toThrow(/skills/);
  });
});

describe("the multiple action penalty of a power (Reglas: every skill use after the first costs 1D)", () => {
  it("a one-skill power alone takes no penalty", () => {
    expect(powerActions(["sense"])).toEqual({ actions: 1, penalty: 0 });
  });

  it("a power rolled with two skills is two actions: -1D (Grundregeln: two actions, -1D on both)", () => {
    expect(powerActions(["control", "sense"])).toEqual({ actions: 2, penalty: 1 });
  });

  it("Force Jump: control and alter, and the jump itself is a third action (-2D)", () => {
    expect(powerActions(["control", "alter"], { otherActions: ["action"] })).toEqual({ actions: 3, penalty: 2 });
  });

  it("walking costs nothing; running, reactions and drawing do (Grundregeln's table)", () => {
    expect(powerActions(["sense"], { otherActions: ["walk"] }).penalty).toBe(0);
    expect(powerActions(["sense"], { otherActions: ["run", "reaction", "draw"] }).penalty).toBe(3);
  });

  it("a kept-up power counts one action per skill while it is up (Force Harmony: three skills, 2D)", () => {
    expect(keptUpActions([["control", "sense", "alter"]])).toBe(3);
    expect(powerActions(["control", "sense", "alter"]).penalty).toBe(2);
    // Using Life Detection (sense) with Force Harmony up: four actions, -3D.
    expect(powerActions(["sense"], { keptUp: [["control", "sense", "alter"]] })).toEqual({ actions: 4, penalty: 3 });
    expect(keptUpActions([["control"], ["sense", "alter"], []])).toBe(3);
  });

  it("refuses malformed rounds", () => {
    expect(() => powerActions(["sense"], { otherActions: ["fly" as never] })).toThrow(/otherActions\[0\]/);
    expect(() => keptUpActions([["sense", "luck" as never]])).toThrow(RuleArgumentError);
    expect(() => keptUpActions("sense" as never)).toThrow(/keptUp/);
  });
});

describe("the difficulty a power's roll starts from", () => {
  const accelerateHealing: PowerDifficulty = {
    level: "",
    levels: [
      { level: "easy", when: "wounded" },
      { level: "moderate", when: "incapacitated" },
      { level: "difficult", when: "mortally wounded" },
    ],
    modifiers: [],
    opposed: false,
  };
  const combatSense: PowerDifficulty = {
    level: "moderate",
    levels: [],
    modifiers: [{ value: 3, when: "each additional opponent", each: true }],
    opposed: false,
  };
  const injureKill: PowerDifficulty = { level: "", levels: [], modifiers: [], opposed: true };

  it("the least a user may give: the least number of the easiest level listed, in either table; none for an opposed power or one listing no level", () => {
    for (const edition of ["revised", "first"] as const) {
      expect(listedPowerDifficulty(level("very-difficult"), edition)).toBe(21);
      expect(listedPowerDifficulty(level("difficult"), edition)).toBe(16);
      expect(listedPowerDifficulty(accelerateHealing, edition)).toBe(6);
      expect(listedPowerDifficulty(combatSense, edition)).toBe(11);
      expect(listedPowerDifficulty(injureKill, edition)).toBeNull();
      expect(listedPowerDifficulty(level(""), edition)).toBeNull();
    }
    expect(() => listedPowerDifficulty(level("very-difficult"), "third" as never)).toThrow(RuleArgumentError);
  });

  it("takes the printed level's number from the world's table (R&E Rules and Reglas)", () => {
    expect(powerDifficultyNumber(level("moderate"), {}, "revised")).toBe(13);
    expect(powerDifficultyNumber(level("moderate"), {}, "first")).toBe(15);
    expect(powerDifficultyNumber(level("heroic"), {}, "revised")).toBe(31);
  });

  it("takes the level chosen for the circumstance, else the first printed", () => {
    expect(powerDifficultyNumber(accelerateHealing, { level: "difficult" }, "first")).toBe(20);
    expect(powerDifficultyNumber(accelerateHealing, {}, "first")).toBe(10);
  });

  it("adds the printed modifiers as often as they apply", () => {
    // Combat Sense against three opponents: Moderate +3 for each of the two beyond the first.
    expect(powerDifficultyNumber(combatSense, { modifiers: [2] }, "first")).toBe(21);
    const translation: PowerDifficulty = {
      ...level("moderate"),
      modifiers: [
        { value: 5, when: "cryptic", each: false },
        { value: 20, when: "written", each: false },
      ],
    };
    expect(powerDifficultyNumber(translation, { modifiers: [1, 1] }, "first")).toBe(40);
    expect(() => powerDifficultyNumber(translation, { modifiers: [2] }, "first")).toThrow(/modifiers\[0\]/);
    expect(() => powerDifficultyNumber(translation, { modifiers: [0, 0, 1] }, "first")).toThrow(/modifiers/);
  });

  it("an opposed power waits for the target's roll, which then sets the difficulty", () => {
    expect(powerDifficultyNumber(injureKill, {}, "revised")).toBeNull();
    expect(powerDifficultyNumber(injureKill, { opposedTotal: 17 }, "revised")).toBe(17);
  });

  it("refuses a malformed difficulty or choice", () => {
    expect(() => powerDifficultyNumber({ ...level("moderate"), level: "tough" as never }, {}, "revised")).toThrow(/difficulty.level/);
    expect(() => powerDifficultyNumber(level("moderate"), { level: "tough" as never }, "revised")).toThrow(/choice.level/);
    expect(() => powerDifficultyNumber(level("moderate"), { opposedTotal: Number.NaN }, "revised")).toThrow(/opposedTotal/);
    expect(() => powerDifficultyNumber(level("moderate"), {}, "third" as never)).toThrow(/edition/);
  });
});

describe("planning a power's rolls", () => {
  it("the Failed Jedi (Grundregeln: Control 3D, Sense 2D) rolls Lightsaber Combat at -1D: Control 2D, Sense 1D", () => {
    const plan = planPowerRolls(LIGHTSABER_COMBAT.skills, FAILED_JEDI, { control: 13, sense: 8 });
    expect(plan.missing).toEqual([]);
    expect(plan.actions).toEqual({ actions: 2, penalty: 1 });
    expect(plan.rolls).toEqual([
      { skill: "control", base: D(3), code: D(2), difficulty: 13 },
      { skill: "sense", base: D(2), code: D(1), difficulty: 8 },
    ]);
  });

  it("adds the wound penalty and never rolls negative dice", () => {
    const plan = planPowerRolls(["control", "sense"], FAILED_JEDI, {}, { otherActions: ["action"] }, 1);
    expect(plan.rolls.map((roll) => roll.code)).toEqual([D(0), D(0)]);
    expect(plan.rolls.map((roll) => roll.difficulty)).toEqual([null, null]);
  });

  it("names the skills the character lacks: the Failed Jedi has no Alter", () => {
    const plan = planPowerRolls(["control", "alter"], FAILED_JEDI, { control: 8, alter: 8 });
    expect(plan.missing).toEqual(["alter"]);
    expect(plan.rolls.map((roll) => roll.skill)).toEqual(["control"]);
  });

  it("refuses malformed input", () => {
    expect(() => planPowerRolls(["control"], FAILED_JEDI, { control: Number.POSITIVE_INFINITY })).toThrow(/difficulties.control/);
    expect(() => planPowerRolls(["control"], FAILED_JEDI, {}, {}, -1)).toThrow(/woundPenalty/);
    expect(() => planPowerRolls(["control"], null as never, {})).toThrow(/codes/);
  });
});

describe("the outcome of a power", () => {
  it("works only when every roll ties or beats its difficulty", () => {
    const tie = powerOutcome(LIGHTSABER_COMBAT, [
      { skill: "control", total: 13, difficulty: 13 },
      { skill: "sense", total: 9, difficulty: 8 },
    ]);
    expect(tie).toEqual({ success: true, failed: [], margins: { control: 0, sense: 1 }, darkSidePoints: 0, keptUp: false });
    const missed = powerOutcome(LIGHTSABER_COMBAT, [
      { skill: "control", total: 20, difficulty: 13 },
      { skill: "sense", total: 7, difficulty: 8 },
    ]);
    expect(missed.success).toBe(false);
    expect(missed.failed).toEqual(["sense"]);
  });

  it("keeps a power up when it worked and must, or may and the user keeps it", () => {
    const rolls = [{ skill: "control" as const, total: 25, difficulty: 20 }];
    expect(powerOutcome({ skills: ["control"], keptUp: "may", darkSidePoints: 0 }, rolls, true).keptUp).toBe(true);
    expect(powerOutcome({ skills: ["control"], keptUp: "may", darkSidePoints: 0 }, rolls, false).keptUp).toBe(false);
    expect(powerOutcome({ skills: ["control"], keptUp: "must", darkSidePoints: 0 }, rolls).keptUp).toBe(true);
    expect(powerOutcome({ skills: ["control"], keptUp: "no", darkSidePoints: 0 }, rolls, true).keptUp).toBe(false);
    const failed = [{ skill: "control" as const, total: 5, difficulty: 20 }];
    expect(powerOutcome({ skills: ["control"], keptUp: "must", darkSidePoints: 0 }, failed).keptUp).toBe(false);
  });

  it("gives a dark-side power's Dark Side points on every use, worked or not (Transfer Life: two)", () => {
    const transferLife: ForcePowerRules = { skills: ["control", "sense", "alter"], keptUp: "no", darkSidePoints: 2 };
    const failed = powerOutcome(transferLife, [
      { skill: "control", total: 3, difficulty: 31 },
      { skill: "sense", total: 40, difficulty: 31 },
      { skill: "alter", total: 40, difficulty: 8 },
    ]);
    expect(failed).toMatchObject({ success: false, failed: ["control"], darkSidePoints: 2 });
    expect(powerDarkSidePoints({ darkSidePoints: 1 })).toBe(1);
    expect(() => powerDarkSidePoints({ darkSidePoints: -1 })).toThrow(/darkSidePoints/);
  });

  it("refuses a missing, repeated or foreign roll, and a power that is not rolled", () => {
    const control = { skill: "control" as const, total: 10, difficulty: 10 };
    expect(() => powerOutcome(LIGHTSABER_COMBAT, [control])).toThrow(/every skill/);
    expect(() => powerOutcome(LIGHTSABER_COMBAT, [control, control])).toThrow(/once/);
    expect(() => powerOutcome(LIGHTSABER_COMBAT, [control, { skill: "alter", total: 1, difficulty: 1 }])).toThrow(/rolls\[1\].skill/);
    expect(() => powerOutcome({ skills: [], keptUp: "no", darkSidePoints: 0 }, [])).toThrow(/not rolled/);
    expect(() => powerOutcome({ ...LIGHTSABER_COMBAT, keptUp: "always" as never }, [])).toThrow(/keptUp/);
  });
});

describe("rolling a power with the dice fixed", () => {
  it("the Failed Jedi's Lightsaber Combat: Control 2D makes Moderate, Sense 1D misses Easy, so it fails", () => {
    const plan = planPowerRolls(LIGHTSABER_COMBAT.skills, FAILED_JEDI, { control: 13, sense: 8 });
    // Control 2D: a normal 5, the wild die 6 then 3 (14); Sense 1D: the wild die alone, a 4.
    const result = rollPower(LIGHTSABER_COMBAT, plan, { wildDie: true, random: fixedFaces(5, 6, 3, 4), keepUp: true });
    expect(result.rolls.map(({ skill, roll }) => [skill, roll.dice, roll.wild, roll.total])).toEqual([
      ["control", [5], [6, 3], 14],
      ["sense", [], [4], 4],
    ]);
    expect(result.outcome).toEqual({ success: false, failed: ["sense"], margins: { control: 1, sense: -4 }, darkSidePoints: 0, keptUp: false });
  });

  it("with Sense rolling a 6 and a 2 it works and stays up", () => {
    const plan = planPowerRolls(LIGHTSABER_COMBAT.skills, FAILED_JEDI, { control: 13, sense: 8 });
    const result = rollPower(LIGHTSABER_COMBAT, plan, { wildDie: true, random: fixedFaces(5, 6, 3, 6, 2), keepUp: true });
    expect(result.outcome).toMatchObject({ success: true, keptUp: true, margins: { control: 1, sense: 0 } });
  });

  it("scores dice rolled elsewhere as rolling them does, and refuses results that do not match the plan", () => {
    const plan = planPowerRolls(LIGHTSABER_COMBAT.skills, FAILED_JEDI, { control: 13, sense: 8 });
    const random = fixedFaces(5, 6, 3, 4);
    const results = plan.rolls.map((planned) => rollDieCode(planned.code, { wildDie: true, random }));
    const scored = powerRollOf(LIGHTSABER_COMBAT, plan, results, true);
    expect(scored).toEqual(rollPower(LIGHTSABER_COMBAT, plan, { wildDie: true, random: fixedFaces(5, 6, 3, 4), keepUp: true }));
    expect(scored.outcome).toMatchObject({ success: false, failed: ["sense"] });
    expect(() => powerRollOf(LIGHTSABER_COMBAT, plan, results.slice(0, 1))).toThrow(/one result per planned roll/);
  });

  it("refuses a plan with a missing skill or difficulty", () => {
    const noAlter = planPowerRolls(["control", "alter"], FAILED_JEDI, { control: 8, alter: 8 });
    expect(() => rollPower({ skills: ["control", "alter"], keptUp: "no", darkSidePoints: 0 }, noAlter, { wildDie: true })).toThrow(/missing/);
    const unset = planPowerRolls(["control"], FAILED_JEDI, {});
    expect(() => rollPower({ skills: ["control"], keptUp: "no", darkSidePoints: 0 }, unset, { wildDie: true })).toThrow(/difficulty/);
  });
});

describe("isForceSkill", () => {
  it("knows Control, Sense and Alter by their keys and nothing else", () => {
    for (const skill of FORCE_SKILLS) expect(isForceSkill(skill)).toBe(true);
    for (const other of ["Control", "force", "blaster", "", undefined, null, 3]) expect(isForceSkill(other)).toBe(false);
  });
});
