/**
 * The Force power list, dialog, flow and card (force-power-use.ts): the Failed Jedi (Control 3D,
 * Sense 2D, no Alter) with compendium powers, rolled with fixed dice.
 */
import { renderRollDialog } from "../../helpers/roll-dialog-parts.ts";
import { describe, expect, it } from "vitest";
import { formatChance } from "../../../src/dice/roll-card.ts";
import { successProbability } from "../../../src/rules/index.ts";
import {
  forcePowersView,
  forceSkillCodes,
  powerCardContext,
  initialPowerForm,
  powerDialogContext,
  powerDialogSpec,
  powerPlan,
  readPowerForm,
  startingDifficulties,
} from "../../../src/applications/force-powers/flow/force-power-use.ts";
import { forcePowerRules } from "../../../src/data/item/force-power-rules.ts";
import { keptUpActions, rollPower } from "../../../src/rules/force/force-power.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { renderTemplate, toDom } from "../../helpers/render.ts";
import { characterContext, renderCharacterSheet } from "../sheet-data.ts";
import { failedJedi, jediPowers, powerItem } from "./force-power-fixtures.ts";

const codes = () => forceSkillCodes(failedJedi().skills);
const lightsaberCombat = () => powerItem("Lightsaber Combat", "power0000000003");

/** Lightsaber Combat used with nothing else up and the dialog's starting difficulties. */
function useLightsaberCombat(faces: number[], keepUp = false, otherActions = 0) {
  const power = lightsaberCombat();
  const form = { difficulties: startingDifficulties(power.system, "revised"), otherActions, keepUp };
  const plan = powerPlan(power, codes(), form, [], 0);
  const rolled = rollPower(forcePowerRules(power.system), plan, { wildDie: true, mishap: "count", random: fixedFaces(...faces), keepUp });
  return { plan, rolled, card: powerCardContext(power.name, "Ilsa Renn", rolled, plan.actions, "count") };
}

describe("the character's Force skill codes", () => {
  it("reads the Failed Jedi's Control 3D and Sense 2D and no Alter", () => {
    expect(codes()).toEqual({ control: { dice: 3, pips: 0 }, sense: { dice: 2, pips: 0 } });
  });
});

describe("the sheet's Force power list", () => {
  const view = () => forcePowersView(true, jediPowers(), codes(), keptUpActions([["control"]]), "revised");

  it("sorts the powers by name and lists each one's Force skills, with the skill the Jedi lacks marked", () => {
    const rows = view().rows;
    expect(rows.map((r) => r.name)).toEqual(["Absorb/Dissipate Energy", "Combat Sense", "Force Lightning", "Lightsaber Combat", "Telekinesis"]);
    const telekinesis = rows.find((r) => r.name === "Telekinesis")!;
    expect(telekinesis.skills.map((s) => [s.skill, s.has])).toEqual([["alter", false]]);
    expect(telekinesis.missingKeys).toEqual(["SWD6.SkillName.alter"]);
    const saber = rows.find((r) => r.name === "Lightsaber Combat")!;
    expect(saber.skills.map((s) => s.skill)).toEqual(["control", "sense"]);
    expect(saber.missingKeys).toEqual([]);
  });

  it("gives each skill its printed difficulty: one level, a range of levels, or the target's roll", () => {
    const rows = view().rows;
    const saber = rows.find((r) => r.name === "Lightsaber Combat")!;
    expect(saber.skills[0].difficulty).toEqual({ fromKey: "SWD6.Difficulty.moderate", toKey: null, opposed: false, number: 13 });
    const absorb = rows.find((r) => r.name === "Absorb/Dissipate Energy")!;
    expect(absorb.skills[0].difficulty.fromKey).toBe("SWD6.Difficulty.very-easy");
    expect(absorb.skills[0].difficulty.toKey).toBe("SWD6.Difficulty.difficult");
    const lightning = rows.find((r) => r.name === "Force Lightning")!;
    expect(lightning.skills[1].difficulty).toMatchObject({ fromKey: null, opposed: true, number: null });
  });

  it("marks the kept-up power and the dark side power, and what the kept-up powers cost every roll", () => {
    const v = view();
    const absorb = v.rows.find((r) => r.name === "Absorb/Dissipate Energy")!;
    expect([absorb.up, absorb.canKeepUp]).toEqual([true, true]);
    const lightning = v.rows.find((r) => r.name === "Force Lightning")!;
    expect([lightning.darkSide, lightning.darkSidePoints, lightning.canKeepUp]).toEqual([true, 1, false]);
    expect(v.keptUp).toEqual({ actions: 1, penalty: "-1D" });
  });

  it("is hidden for a character without the Force, without Force skills and without powers", () => {
    expect(forcePowersView(false, [], {}, 0, "revised").visible).toBe(false);
    expect(forcePowersView(false, [powerItem("Telekinesis", "p1")], {}, 0, "revised").visible).toBe(true);
    expect(forcePowersView(true, [], {}, 0, "revised")).toEqual({ visible: true, rows: [], keptUp: null });
  });
});

describe("using a power", () => {
  it("refuses the Jedi Telekinesis: the plan says Alter is missing", () => {
    const power = powerItem("Telekinesis", "p1");
    const plan = powerPlan(power, codes(), { difficulties: startingDifficulties(power.system, "revised"), otherActions: 0, keepUp: false }, [], 0);
    expect(plan.missing).toEqual(["alter"]);
  });

  it("rolls Lightsaber Combat's Control and Sense at -1D (two skill uses): Control 2D, Sense 1D", () => {
    const { plan } = useLightsaberCombat([4, 5, 6, 3]);
    expect(plan.actions).toEqual({ actions: 2, penalty: 1 });
    expect(plan.rolls.map((r) => [r.skill, r.code.dice, r.difficulty])).toEqual([
      ["control", 2, 13],
      ["sense", 1, 8],
    ]);
  });

  it("works when both rolls meet their difficulties, and stays up when the Jedi keeps it up", () => {
    // Control 2D: 6, wild 6 exploding into 2: 14 against 13; Sense 1D: wild 6 exploding into 3: 9 against 8.
    const { rolled, card } = useLightsaberCombat([6, 6, 2, 6, 3], true);
    expect(rolled.rolls.map((r) => r.roll.total)).toEqual([14, 9]);
    expect(rolled.outcome).toMatchObject({ success: true, failed: [], keptUp: true, darkSidePoints: 0 });
    expect(card.rows.map((r) => [r.labelKey, r.code, r.total, r.difficulty, r.success, r.margin])).toEqual([
      ["SWD6.SkillName.control", "2D", 14, 13, true, "+1"],
      ["SWD6.SkillName.sense", "1D", 9, 8, true, "+1"],
    ]);
    expect(card.rows[0].wild.map((d) => [d.face, d.exploded])).toEqual([
      [6, true],
      [2, false],
    ]);
    expect([card.success, card.keptUp, card.penalty, card.actions]).toEqual([true, true, "-1D", 2]);
  });

  it("fails when one roll misses, and then is not kept up", () => {
    // Control: 5 + wild 4 = 9 against 13; Sense: wild 5 against 8.
    const { card } = useLightsaberCombat([5, 4, 5], true);
    expect(card.rows.map((r) => [r.total, r.success, r.margin])).toEqual([
      [9, false, "-4"],
      [5, false, "-3"],
    ]);
    expect([card.success, card.keptUp, card.failedKeys]).toEqual([false, false, ["SWD6.SkillName.control", "SWD6.SkillName.sense"]]);
  });

  it("counts the other declared actions and the powers kept up: with Absorb/Dissipate up and one more action, -3D", () => {
    const power = lightsaberCombat();
    const form = { difficulties: startingDifficulties(power.system, "revised"), otherActions: 1, keepUp: false };
    const plan = powerPlan(power, { control: { dice: 5, pips: 0 }, sense: { dice: 4, pips: 1 } }, form, [["control"]], 0);
    expect(plan.actions).toEqual({ actions: 4, penalty: 3 });
    expect(plan.rolls.map((r) => r.code)).toEqual([
      { dice: 2, pips: 0 },
      { dice: 1, pips: 1 },
    ]);
  });

  it("gives a dark side power's Dark Side point even when it fails", () => {
    const power = powerItem("Force Lightning", "p4");
    const form = { difficulties: { control: 18, alter: 12 }, otherActions: 0, keepUp: false };
    const plan = powerPlan(power, { control: { dice: 3, pips: 0 }, alter: { dice: 2, pips: 0 } }, form, [], 0);
    const rolled = rollPower(forcePowerRules(power.system), plan, { wildDie: true, mishap: "count", random: fixedFaces(2, 3, 2), keepUp: false });
    const card = powerCardContext(power.name, "Ilsa Renn", rolled, plan.actions, "count");
    expect([card.success, card.darkSidePoints]).toEqual([false, 1]);
  });
});

describe("the power dialog", () => {
  it("reads its fields: blank difficulties are none, other actions clamped, keep up checked", () => {
    expect(readPowerForm({ "difficulty-control": "15", "difficulty-sense": "", otherActions: "12", keepUp: "on" }, ["control", "sense"])).toEqual({
      difficulties: { control: 15, sense: null },
      otherActions: 9,
      keepUp: true,
    });
    expect(readPowerForm({}, ["alter"])).toEqual({ difficulties: { alter: null }, otherActions: 0, keepUp: false });
  });

  it("reads a difficulty as a whole number, never as the digits it starts with: 1e3, 12.5 and 15abc are none", () => {
    expect(
      readPowerForm({ "difficulty-control": "1e3", "difficulty-sense": "12.5", "difficulty-alter": "15abc" }, ["control", "sense", "alter"]).difficulties,
    ).toEqual({
      control: null,
      sense: null,
      alter: null,
    });
  });

  it("waits while a difficulty is below the least of the level the power lists (Moderate: 11), naming that least", async () => {
    const input = { id: "p", power: lightsaberCombat(), actorName: "Ilsa Renn", codes: codes(), keptUp: [], woundPenalty: 0, edition: "revised" as const };
    const below = { difficulties: { control: 10, sense: 6 }, otherActions: 0, keepUp: false };
    const context = powerDialogContext({ ...input, form: below });
    expect(context.rows.map((r) => [r.skill, r.leastListed])).toEqual([
      ["control", 11],
      ["sense", null],
    ]);
    expect(context.ready).toBe(false);
    const dom = toDom(await renderRollDialog(powerDialogSpec(input), below));
    expect(dom.querySelector('[data-power-least="control"]')?.textContent).toBe(
      "The power lists at least 11 for this roll: the table's modifiers only add to it.",
    );
    expect(dom.querySelector('[data-power-least="sense"]')).toBeNull();
    expect(powerDialogContext({ ...input, form: { ...below, difficulties: { control: 11, sense: 6 } } }).ready).toBe(true);
  });

  it("shows each skill's code after the penalty and its starting difficulty, and is not ready without a difficulty", async () => {
    const context = powerDialogContext({
      id: "p",
      power: lightsaberCombat(),
      actorName: "Ilsa Renn",
      codes: codes(),
      keptUp: [],
      woundPenalty: 0,
      edition: "revised",
    });
    expect(context.rows.map((r) => [r.skill, r.base, r.code, r.difficulty])).toEqual([
      ["control", "3D", "2D", 13],
      ["sense", "2D", "1D", 8],
    ]);
    expect([context.penalty, context.keepUp.may, context.ready]).toEqual(["-1D", true, true]);
    const spec = powerDialogSpec({
      id: "p",
      power: lightsaberCombat(),
      actorName: "Ilsa Renn",
      codes: codes(),
      keptUp: [],
      woundPenalty: 0,
      edition: "revised",
    });
    const dom = toDom(await renderRollDialog(spec, initialPowerForm(lightsaberCombat(), "revised")));
    expect((dom.querySelector('input[name="difficulty-control"]') as HTMLInputElement).value).toBe("13");
    expect(dom.querySelector('[data-power-code="sense"]')?.textContent).toBe("1D");
    expect(dom.querySelector('input[name="keepUp"]')).not.toBeNull();
    expect(dom.querySelector("[data-power-penalty]")?.textContent).toBe("-1D");
    // Each roll's chance from the engine, and the power works only when both succeed.
    const control = successProbability({ dice: 2, pips: 0 }, 13, { wildDie: true, mishap: "count" });
    const sense = successProbability({ dice: 1, pips: 0 }, 8, { wildDie: true, mishap: "count" });
    expect(context.rows.map((r) => r.chance)).toEqual([formatChance(control), formatChance(sense)]);
    expect(context.chance).toBe(formatChance(control * sense));
    expect(dom.querySelector("[data-power-works-chance]")?.textContent).toBe(context.chance);
    expect(dom.querySelector<HTMLButtonElement>("[data-roll-submit]")?.disabled).toBe(false);

    const opposed = powerDialogContext({
      id: "p",
      power: powerItem("Force Lightning", "p4"),
      actorName: "Ilsa Renn",
      codes: { control: { dice: 3, pips: 0 }, alter: { dice: 2, pips: 0 } },
      keptUp: [],
      woundPenalty: 0,
      edition: "revised",
    });
    expect([opposed.rows[1].difficulty, opposed.ready, opposed.darkSidePoints, opposed.rows[1].chance, opposed.chance]).toEqual([null, false, 1, null, null]);
    const lightning = {
      id: "p",
      power: powerItem("Force Lightning", "p4"),
      actorName: "Ilsa Renn",
      codes: { control: { dice: 3, pips: 0 }, alter: { dice: 2, pips: 0 } },
      keptUp: [],
      woundPenalty: 0,
      edition: "revised" as const,
    };
    const dark = toDom(await renderRollDialog(powerDialogSpec(lightning), initialPowerForm(lightning.power, "revised"), "de"));
    expect(dark.querySelector("[data-dark-side]")?.textContent).toContain("Dunkle Seite");
    // Roll waits for the opposed roll's difficulty, and the summary says so.
    expect(dark.querySelector<HTMLButtonElement>("[data-roll-submit]")?.disabled).toBe(true);
    expect(dark.querySelector(".swd6-power-waiting")).not.toBeNull();
  });
});

describe("the power card's template", () => {
  it("lists each roll against its difficulty and says the power works and stays up", async () => {
    const dom = toDom(await renderTemplate("templates/chat/force-power-card.hbs", useLightsaberCombat([6, 6, 2, 6, 3], true).card));
    const rows = [...dom.querySelectorAll(".power-roll")];
    expect(rows.map((r) => r.getAttribute("data-skill"))).toEqual(["control", "sense"]);
    expect(rows.map((r) => r.querySelector(".power-versus")?.textContent)).toEqual(["vs. 13", "vs. 8"]);
    expect(rows.map((r) => r.querySelector(".power-total")?.textContent)).toEqual(["14", "9"]);
    expect(dom.querySelector(".power-verdict")?.textContent).toBe("The power works");
    expect(dom.querySelector("[data-kept-up]")).not.toBeNull();
    expect(dom.querySelector("[data-dark-side]")).toBeNull();
  });

  it("says in German which skills missed", async () => {
    const dom = toDom(await renderTemplate("templates/chat/force-power-card.hbs", useLightsaberCombat([5, 4, 5], true).card, "de"));
    expect(dom.querySelector(".power-verdict")?.textContent).toBe("Die Kraft versagt");
    expect(dom.querySelector(".power-failed")?.textContent).toBe("Verfehlt: Kontrollieren, Spüren");
  });
});

describe("the character sheet's power list", () => {
  it("renders after the Force skills: Use, the kept-up toggle, the dark side marker, Telekinesis disabled", async () => {
    const jedi = failedJedi();
    const context = { ...characterContext(jedi), forcePowers: forcePowersView(true, jediPowers(), codes(), 1, "revised") };
    const dom = toDom(await renderCharacterSheet(context));
    const section = dom.querySelector("[data-force-powers]")!;
    expect(section.previousElementSibling?.classList.contains("swd6-force")).toBe(true);
    const rows = [...section.querySelectorAll(".swd6-power-row")];
    expect(rows.map((r) => r.querySelector(".swd6-power-name")?.textContent)).toEqual([
      "Absorb/Dissipate Energy",
      "Combat Sense",
      "Force Lightning",
      "Lightsaber Combat",
      "Telekinesis",
    ]);
    const byName = (name: string) => rows.find((r) => r.querySelector(".swd6-power-name")?.textContent === name)!;
    expect(byName("Absorb/Dissipate Energy").classList.contains("is-up")).toBe(true);
    expect(byName("Absorb/Dissipate Energy").querySelector('[data-action="toggleKeptUp"]')?.getAttribute("aria-pressed")).toBe("true");
    expect(byName("Combat Sense").querySelector('[data-action="toggleKeptUp"]')).toBeNull();
    expect(byName("Force Lightning").querySelector("[data-dark-side]")).not.toBeNull();
    expect((byName("Telekinesis").querySelector('[data-action="usePower"]') as HTMLButtonElement).disabled).toBe(true);
    expect((byName("Lightsaber Combat").querySelector('[data-action="usePower"]') as HTMLButtonElement).disabled).toBe(false);
    expect(section.querySelector("[data-kept-up-total]")?.textContent).toContain("-1D");
  });
});
