import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { trackWindow } from "../../helpers/open-windows.ts";
import { readFileSync } from "node:fs";
import { craftResistance } from "../../../src/data/actor/craft-damage.ts";
import {
  type AttackSetup,
  attackSetup,
  findWeaponSkill,
  metersFromSceneUnits,
  skillKeyOf,
  slantDistance,
} from "../../../src/applications/attack/flow/attack-dialog-setup.ts";
import {
  type AttackForm,
  attackDialogContext,
  attackDialogSpec,
  attackSummaryView,
  initialAttackForm,
  readAttackForm,
  summarizeAttack,
} from "../../../src/applications/attack/flow/attack-dialog-view.ts";
import { attackCardMessage, attackRollOptions } from "../../../src/applications/attack/flow/attack-dialog-message.ts";
import { type DieCode, difficultyNumberFor, formatDieCode, parseDieCode, successProbability } from "../../../src/rules/index.ts";
import { RULES, armor, scout, setupOf, target, translator, weapon } from "./attack-dialog-data.ts";
import { type Lang, makeLocalize, toDom } from "../../helpers/render.ts";
import { renderRollDialog } from "../../helpers/roll-dialog-parts.ts";

/** The attack dialog's parts as the roll dialog window renders them, for the fields' values `form`. */
async function renderAttack(setup: ReturnType<typeof setupOf>, form: AttackForm, lang: Lang = "en") {
  return toDom(await renderRollDialog(attackDialogSpec(setup, "attack"), form, lang));
}
const text = (code: DieCode | null | undefined) => (code ? formatDieCode(code) : null);

/** The fields as the dialog opens, changed as given. */
function formOf(setup: ReturnType<typeof setupOf>, overrides: Partial<AttackForm> = {}): AttackForm {
  return { ...initialAttackForm(setup, "public"), ...overrides };
}

describe("attackSetup: the skill for the weapon", () => {
  it("reads skill keys as the skills compendium makes them", () => {
    expect(skillKeyOf("Melee Combat")).toBe("melee-combat");
    expect(skillKeyOf("(A) Medicine")).toBe("medicine");
    expect(skillKeyOf("Computer Programming/Repair")).toBe("computer-programming-repair");
  });

  it("finds the actor's skill by key, then by name", () => {
    const skills = scout().skills;
    expect(findWeaponSkill(skills, "Blaster")?.id).toBe("blaster0000000001");
    const renamed = [{ ...skills[1], system: { ...skills[1].system, key: "" } }];
    expect(findWeaponSkill(renamed, "melee combat")?.id).toBe("melee00000000001");
    expect(findWeaponSkill(skills, "Bowcaster")).toBeNull();
  });

  it("rolls Blaster 3D+2: the scout's Dexterity 2D+2 plus 1D", () => {
    const setup = setupOf();
    expect(setup.skill).toMatchObject({ label: "Blaster", attribute: "dex", fallback: false });
    expect(text(setup.skill.code)).toBe("3D+2");
    expect(text(setup.strength)).toBe("3D");
  });

  it("adds the weapon's specialization when the skill has it", () => {
    const attacker = scout();
    attacker.skills[0].system.specializations = [{ name: "Blaster Pistol", bonus: "1D" }];
    const setup = setupOf({ attacker });
    expect(setup.skill.label).toBe("Blaster (Blaster Pistol)");
    expect(text(setup.skill.code)).toBe("4D+2");
  });

  it("without the skill rolls its attribute, from the skills compendium (Brawling is Strength), and says so", () => {
    const gauntlets = weapon("Stun Gauntlets");
    const setup = setupOf({ weapon: gauntlets, skillAttribute: "str", targets: [target("Thug", 1)] });
    expect(setup.skill).toMatchObject({ label: "Strength", attribute: "str", fallback: true, weaponSkill: "Brawling" });
    expect(text(setup.skill.code)).toBe("3D");
    // A skill the compendium does not know falls back to Dexterity, the attribute of most weapons.
    expect(setupOf({ weapon: weapon("Bowcaster") }).skill).toMatchObject({ attribute: "dex", fallback: true });
    const de = setupOf({ weapon: gauntlets, skillAttribute: "str", lang: "de" });
    expect(de.skill).toMatchObject({ label: "Stärke", weaponSkill: "Raufen" });
  });

  it("takes worn armor's Dexterity penalty off Dexterity skills only (Grundregeln and Reglas)", () => {
    const armored = scout({ armorPenalty: { dice: 1, pips: 0 } });
    expect(setupOf({ attacker: armored }).armorPenalty).toEqual({ dice: 1, pips: 0 });
    expect(setupOf({ attacker: armored, weapon: weapon("Stun Gauntlets"), skillAttribute: "str" }).armorPenalty).toEqual({ dice: 0, pips: 0 });
  });

  it("refuses an attack the declared actions take down to 0D", () => {
    const setup = setupOf();
    const dice = setup.skill.code.dice;
    const spent = summarizeAttack(setup, formOf(setup, { actions: dice + 1 }));
    expect(spent.valid).toBe(false);
    expect(spent.error?.key).toBe("SWD6.Roll.noDice");
    expect(summarizeAttack(setup, formOf(setup, { actions: dice })).error).toBeNull();
  });

  it("refuses the attack of an attacker out of the fight, with a localized message, and no card is posted", () => {
    for (const woundLevel of ["incapacitated", "mortally-wounded"]) {
      const setup = setupOf({ attacker: scout({ woundLevel }) });
      const summary = summarizeAttack(setup, formOf(setup));
      expect(summary.valid).toBe(false);
      expect(summary.error).toEqual({ key: "SWD6.Roll.cannotAct", data: { value: setup.attacker.name } });
    }
    const wounded = setupOf({ attacker: scout({ woundLevel: "wounded-twice" }) });
    expect(summarizeAttack(wounded, formOf(wounded)).error).toBeNull();
  });

  it("marks an attacker out of the fight", () => {
    expect(setupOf({ attacker: scout({ woundLevel: "incapacitated" }) }).unconscious).toBe(true);
    expect(setupOf({ attacker: scout({ woundLevel: "wounded" }) }).unconscious).toBe(false);
    expect(setupOf({ attacker: scout({ woundLevel: "nonsense" }) }).wound.level).toBe("none");
  });
});

describe("attackSetup refuses a weapon it cannot read, with a localized message", () => {
  const refuse = (w: ReturnType<typeof weapon>) => {
    const result = attackSetup({ attacker: scout(), weapon: w, targets: [], rules: RULES, canToggleWildDie: false, i18n: translator() });
    if (result.ok) throw new Error("expected a refusal");
    return result.error;
  };

  it.each([
    ["Net", {}, "SWD6.AttackDialog.error.noDamage"],
    ["Explosive Charge", {}, "SWD6.AttackDialog.error.noRangesOrDifficulty"],
    ["Blaster Pistol", { damage: "lots" }, "SWD6.AttackDialog.error.damage"],
    ["Blaster Pistol", { ranges: "3-10/30" }, "SWD6.AttackDialog.error.ranges"],
    ["Blaster Pistol", { fireControl: "2X" }, "SWD6.AttackDialog.error.fireControl"],
    ["Blaster Pistol", { scale: "planet" }, "SWD6.AttackDialog.error.weaponData"],
    ["Blaster Pistol", { damageKind: "sonic" }, "SWD6.AttackDialog.error.weaponData"],
    ["Club", { difficulty: "trivial" }, "SWD6.AttackDialog.error.difficulty"],
  ] as const)("%s with %j: %s", (name, system, key) => {
    const error = refuse(weapon(name, system as never));
    expect(error.key).toBe(key);
    expect(error.data?.name).toBe(name);
    const localize = makeLocalize("de");
    expect(localize(error.key, error.data)).toContain(name);
  });

  it("refuses an attacker whose Strength cannot be read", () => {
    const attacker = scout({ attributes: { ...scout().attributes, str: "strong" } });
    const result = attackSetup({ attacker, weapon: weapon("Blaster Pistol"), targets: [], rules: RULES, canToggleWildDie: false, i18n: translator() });
    expect(result.ok ? null : result.error.key).toBe("SWD6.AttackDialog.error.attribute");
  });

  it("marks a target without Strength or with an unknown scale, and refuses to roll against it", () => {
    const setup = setupOf({ targets: [target("Probe droid", 10, { resistance: null }), target("Moon", 10, { scale: "moon" })] });
    expect(setup.targets.map((t) => t.error?.key)).toEqual(["SWD6.AttackDialog.error.targetResistance", "SWD6.AttackDialog.error.targetScale"]);
    const summary = summarizeAttack(setup, formOf(setup));
    expect(summary.valid).toBe(false);
    expect(summary.error?.key).toBe("SWD6.AttackDialog.error.targetResistance");
  });
});

describe("summarizeAttack: each target's range band, difficulty and chance (planAttack)", () => {
  const chance = (code: string, difficulty: number) => successProbability(parseDieCode(code), difficulty, { wildDie: true, mishap: "count" });

  it.each([
    [2, "point-blank", 5],
    [3, "short", 10],
    [10, "short", 10],
    [20, "medium", 15],
    [120, "long", 20],
  ] as const)("a Blaster Pistol (3-10/30/120) at %d m: %s, difficulty %d (Grundregeln and Reglas)", (distance, band, difficulty) => {
    const setup = setupOf({ targets: [target("Stormtrooper", distance)] });
    const summary = summarizeAttack(setup, formOf(setup));
    expect(summary.valid).toBe(true);
    const [outcome] = summary.targets;
    expect(outcome.plan).toMatchObject({ band, difficulty });
    expect(text(summary.attack)).toBe("3D+2");
    expect(outcome.outlook?.probability).toBe(chance("3D+2", difficulty));
  });

  it("adds 5 for cover (Grundregeln: +5 to the difficulty)", () => {
    const setup = setupOf();
    const summary = summarizeAttack(setup, formOf(setup, { targets: [{ cover: true, distance: 20 }] }));
    expect(summary.targets[0].plan?.difficulty).toBe(20);
    expect(summary.targets[0].outlook?.probability).toBe(chance("3D+2", 20));
  });

  it("a target out of range has no difficulty and no chance, and the attack can still be rolled (the card marks a miss)", () => {
    const setup = setupOf({ targets: [target("Sniper", 150)] });
    const summary = summarizeAttack(setup, formOf(setup));
    expect(summary.targets[0].plan).toMatchObject({ band: "out-of-range", difficulty: null });
    expect(summary.targets[0].outlook).toBeNull();
    expect(summary.valid).toBe(true);
    expect(attackSummaryView(setup, summary).rows[0]).toMatchObject({ bandKey: "SWD6.AttackDialog.band.out-of-range", outOfRange: true, chance: null });
  });

  it("a ranged weapon needs a distance: without one the target asks for it and the roll waits", () => {
    const setup = setupOf({ targets: [target("Stormtrooper", null)] });
    const summary = summarizeAttack(setup, formOf(setup));
    expect(summary.valid).toBe(false);
    expect(summary.error).toEqual({ key: "SWD6.AttackDialog.error.distance", data: { name: "Stormtrooper" } });
    expect(summarizeAttack(setup, formOf(setup, { targets: [{ cover: false, distance: 8 }] })).valid).toBe(true);
  });

  it("a Force power kept up counts as actions: one kept up and one shot is -1D, two kept up -2D (Reglas)", () => {
    for (const [kept, penalty] of [
      [0, 0],
      [1, 1],
      [2, 2],
    ]) {
      const setup = setupOf({ attacker: scout({ keptUpActions: kept }) });
      expect(summarizeAttack(setup, formOf(setup, { actions: 1 })).penalty.actions, `${kept} kept up`).toBe(penalty);
    }
  });

  it("says in the dialog, in German, that the powers kept up count as actions", async () => {
    const setup = setupOf({ attacker: scout({ keptUpActions: 2 }), lang: "de" });
    const dom = await renderAttack(setup, formOf(setup, { actions: 1 }), "de");
    expect(dom.querySelector("[data-kept-up-penalty] .roll-note")?.textContent).toBe(makeLocalize("de")("SWD6.Roll.keptUpPenaltyHint", { count: 2 }));
    expect(dom.querySelector("[data-action-penalty]")?.textContent).toBe("-2D");
    const none = setupOf();
    expect((await renderAttack(none, formOf(none))).querySelector("[data-kept-up-penalty]")).toBeNull();
  });

  it("the multiple action penalty and the wound penalty come off the attack (Grundregeln: -1D per extra action, -1D wounded)", () => {
    const setup = setupOf({ attacker: scout({ woundLevel: "wounded" }) });
    const summary = summarizeAttack(setup, formOf(setup, { actions: 3 }));
    expect(summary.penalty).toEqual({ actions: 2, wound: 1, stunSwitch: 0 });
    expect(text(summary.attack)).toBe("0D+2");
    const view = attackSummaryView(setup, summary);
    expect(view).toMatchObject({ code: "0D+2", actionPenalty: "-2D" });
  });

  it("worn armor takes its Dexterity penalty off a Blaster shot, and the modifier adds", () => {
    const setup = setupOf({ attacker: scout({ armorPenalty: { dice: 1, pips: 0 } }) });
    expect(text(summarizeAttack(setup, formOf(setup)).attack)).toBe("2D+2");
    expect(text(summarizeAttack(setup, formOf(setup, { modifier: "+1D" })).attack)).toBe("3D+2");
  });

  it("a modifier that is not one keeps the roll button disabled, quoting it", () => {
    const setup = setupOf();
    const summary = summarizeAttack(setup, formOf(setup, { modifier: "+1X" }));
    expect(summary.valid).toBe(false);
    expect(summary.error).toEqual({ key: "SWD6.Roll.modifierInvalid", data: { value: "+1X" } });
  });

  it("a modifier that makes the code unrollable (over 99 dice) is an error, never a crash", () => {
    for (const setup of [setupOf(), setupOf({ targets: [] })]) {
      const summary = summarizeAttack(setup, formOf(setup, { modifier: "+99D" }));
      expect(summary.valid).toBe(false);
      expect(summary.error?.key).toMatch(/^SWD6\.AttackDialog\.error\.(code|targetPlan)$/);
      expect(attackSummaryView(setup, summary).code).toBe("3D+2");
    }
  });

  it("a lightsaber's damage adds the wielder's Control (Reglas: Control 3D+1, 8D+1); without Control the blade's 5D", () => {
    const jedi = scout({
      skills: [
        { id: "lightsaber000001", name: "Lightsaber", system: { key: "lightsaber", attribute: "dex", bonus: "2D", advanced: false, specializations: [] } },
        { id: "control000000001", name: "Control", system: { key: "control", attribute: "force", bonus: "3D+1", advanced: false, specializations: [] } },
      ],
    });
    const trooper = [target("Stormtrooper", null)];
    const withControl = setupOf({ attacker: jedi, weapon: weapon("Lightsaber"), targets: trooper });
    expect(withControl.weapon.lightsaber).toBe(true);
    expect(text(summarizeAttack(withControl, formOf(withControl)).targets[0].plan?.damage)).toBe("8D+1");
    const untrained = setupOf({ attacker: scout(), weapon: weapon("Lightsaber"), targets: trooper });
    expect(untrained.control).toBeNull();
    expect(text(summarizeAttack(untrained, formOf(untrained)).targets[0].plan?.damage)).toBe("5D");
    // Any other weapon ignores Control.
    const blade = setupOf({ attacker: jedi, weapon: weapon("Vibro-Ax"), targets: trooper });
    expect(text(summarizeAttack(blade, formOf(blade)).targets[0].plan?.damage)).toBe("6D+1");
  });

  it("a vibro-ax swings at its Moderate melee difficulty, with Strength in the damage (R&E: STR+3D+1, maximum 7D)", () => {
    const setup = setupOf({ weapon: weapon("Vibro-Ax"), targets: [target("Gamorrean", null, { resistance: "3D+1", armor: armor("Blast Vest") })] });
    const summary = summarizeAttack(setup, formOf(setup));
    expect(summary.valid).toBe(true);
    const plan = summary.targets[0].plan;
    expect(plan).toMatchObject({ band: null, difficulty: 15 });
    expect(text(plan?.attack)).toBe("3D+2");
    expect(text(plan?.damage)).toBe("6D+1");
    // Strength 3D+1 and the blast vest's +1D against physical damage.
    expect(text(plan?.resistance)).toBe("4D+1");
    expect(attackSummaryView(setup, summary).rows[0].bandKey).toBe("SWD6.AttackDialog.band.melee");
  });

  it("the landspeeder's cannon at the AT-AT: fire control and scale dice to hit, 8D to resist (R&E Rules)", () => {
    const gunner = scout({
      skills: [
        {
          id: "vb00000000000001",
          name: "Vehicle Blasters",
          system: { key: "vehicle-blasters", attribute: "dex", bonus: "1D+1", advanced: false, specializations: [] },
        },
      ],
    });
    const cannon = weapon("Blaster Rifle", {
      skill: "Vehicle Blasters",
      damage: "3D+2",
      scale: "speeder",
      ranges: "50-300/500/1000",
      fireControl: "2D",
      stun: false,
    });
    const walker = target("AT-AT", 200, { scale: "walker", resistance: "6D" });
    const setup = setupOf({ attacker: gunner, weapon: cannon, targets: [walker] });
    const summary = summarizeAttack(setup, formOf(setup));
    const plan = summary.targets[0].plan;
    // Vehicle Blasters 4D (2D+2 plus 1D+1, the pips carried as the skill's own code is written), +2D fire control, +2D scale.
    expect(text(plan?.attack)).toBe("8D");
    expect(plan).toMatchObject({ band: "short", difficulty: 10, dodge: 0 });
    expect(text(plan?.damage)).toBe("3D+2");
    expect(text(plan?.resistance)).toBe("8D");
    const row = attackSummaryView(setup, summary).rows[0];
    expect(row.scale).toEqual({ key: "SWD6.AttackDialog.scaleUp", data: { dice: "+2D" } });
  });

  it("one roll cannot serve targets whose scale gives different attack codes", () => {
    const cannon = weapon("Blaster Rifle", { scale: "speeder" });
    const setup = setupOf({ weapon: cannon, targets: [target("Trooper", 20), target("AT-AT", 20, { scale: "walker", resistance: "6D" })] });
    const summary = summarizeAttack(setup, formOf(setup));
    expect(summary.valid).toBe(false);
    expect(summary.error?.key).toBe("SWD6.AttackDialog.error.mixedScales");
    expect(summary.targets[1].plan?.dodge).toBe(0);
    expect(attackSummaryView(setup, summary).rows[0].scale).toEqual({ key: "SWD6.AttackDialog.scaleDown", data: { dice: "+2D" } });
  });

  it("without a target: the declared band's difficulty, cover included, or the melee weapon's", () => {
    const setup = setupOf({ targets: [] });
    const summary = summarizeAttack(setup, formOf(setup, { band: "medium", cover: true }));
    expect(summary.valid).toBe(true);
    expect(summary.untargeted?.difficulty).toBe(20);
    expect(summary.untargeted?.outlook.probability).toBe(chance("3D+2", 20));
    expect(attackSummaryView(setup, summary)).toMatchObject({ code: "3D+2", difficulty: "20", chance: expect.any(String) });
    const melee = setupOf({ weapon: weapon("Club"), targets: [] });
    expect(summarizeAttack(melee, formOf(melee, { band: "long" })).untargeted?.difficulty).toBe(5);
  });
});

describe("readAttackForm", () => {
  it("reads every field as the form sends it", () => {
    const setup = setupOf({ targets: [target("A", 5), target("B", 40)] });
    const form = readAttackForm(
      {
        actions: "2",
        modifier: "+1D",
        stun: "on",
        mode: "gm",
        "target.0.distance": "12.5",
        "target.1.cover": "on",
        "target.1.distance": "",
        band: "long",
        cover: "on",
      },
      setup,
    );
    expect(form).toEqual({
      actions: 2,
      modifier: "+1D",
      stun: true,
      wildDie: true,
      mode: "gm",
      targets: [
        { cover: false, distance: 12.5 },
        { cover: true, distance: null },
      ],
      band: "long",
      cover: true,
    });
  });

  it("clamps the actions, refuses a stun setting the weapon lacks, and keeps the world's wild die for a player", () => {
    const club = setupOf({ weapon: weapon("Club") });
    expect(readAttackForm({ actions: "40", stun: "on", band: "far", "target.0.distance": "-3" }, club)).toMatchObject({
      actions: 10,
      stun: false,
      band: "short",
      wildDie: true,
      targets: [{ cover: false, distance: null }],
    });
    expect(readAttackForm({ actions: "0" }, club).actions).toBe(1);
    expect(readAttackForm({}, setupOf({ gm: true })).wildDie).toBe(false);
    expect(readAttackForm({ wildDie: "on" }, setupOf({ gm: true, rules: { wildDie: false } })).wildDie).toBe(true);
  });

  it("opens with the measured distance as the field shows it (0.1 m), so the band does not change on the first keystroke", () => {
    const setup = setupOf({ targets: [target("Stormtrooper", 10.04)] });
    const form = initialAttackForm(setup, "gm");
    expect(form).toMatchObject({ actions: 1, mode: "gm", targets: [{ cover: false, distance: 10 }] });
    expect(summarizeAttack(setup, form).targets[0].plan?.band).toBe("short");
    expect(readAttackForm({ actions: "1", "target.0.distance": attackDialogContext(setup, form, "a").targets[0].distance }, setup).targets[0].distance).toBe(
      10,
    );
  });

  it("reads scene distances in meters", () => {
    expect(metersFromSceneUnits(12, "m")).toBe(12);
    expect(metersFromSceneUnits(10, "ft")).toBeCloseTo(3.048);
    expect(metersFromSceneUnits(0.5, "km")).toBe(500);
    expect(metersFromSceneUnits(7, "parsecs?")).toBe(7);
    expect(metersFromSceneUnits(Number.NaN, "m")).toBeNull();
  });

  it("takes its difficulty numbers from the world's rules, as the roll dialog does: a medium shot is Moderate in both", () => {
    for (const edition of ["first", "revised"] as const) {
      const setup = setupOf({ rules: { edition }, targets: [target("Stormtrooper", 20)] });
      const planned = summarizeAttack(setup, initialAttackForm(setup, "public")).targets[0].plan;
      expect(planned?.band).toBe("medium");
      expect(planned?.difficulty).toBe(difficultyNumberFor("moderate", edition));
    }
    // Under the R&E preset that is 13, no longer the 1st edition's 15.
    expect(difficultyNumberFor("moderate", "revised")).toBe(13);
  });

  it("counts elevation: a trooper 9 m up a gantry and 12 m across the floor is 15 m away, a long blaster pistol shot", () => {
    expect(slantDistance(12, [0, 9])).toBe(15);
    expect(slantDistance(12, [9, 0])).toBe(15);
    expect(slantDistance(12, [4, 4])).toBe(12);
    expect(slantDistance(0, [0, 30])).toBe(30);
    expect(slantDistance(-1, [0, 0])).toBeNull();
    expect(slantDistance(12, [0, Number.NaN])).toBeNull();
    // Blaster pistol 3-10/30/120: 8 m across the floor is short range, but 9 m up a gantry as well is medium.
    const flat = setupOf({ targets: [target("Stormtrooper", 8)] });
    const up = setupOf({ targets: [target("Stormtrooper", slantDistance(8, [0, 9]))] });
    expect(summarizeAttack(flat, initialAttackForm(flat, "public")).targets[0].plan?.band).toBe("short");
    expect(summarizeAttack(up, initialAttackForm(up, "public")).targets[0].plan?.band).toBe("medium");
  });
});

describe("the attack card's message data, from a fixed total", () => {
  // The rifle is already set for stun: the attack pays nothing for the setting.
  const setup = setupOf({
    weapon: weapon("Blaster Rifle", { setToStun: true }),
    targets: [
      target("Stormtrooper", 24, { resistance: "2D", armor: armor("Stormtrooper Armor") }),
      target("Bounty Hunter", 80, { resistance: "3D" }),
      target("Sniper", 400),
    ],
  });
  const form = formOf(setup, {
    stun: true,
    targets: [
      { cover: false, distance: 24 },
      { cover: true, distance: 80 },
      { cover: false, distance: 400 },
    ],
  });
  const summary = summarizeAttack(setup, form);

  it("a total of 14 hits the stormtrooper at short range (10), misses the bounty hunter behind cover (20), and the sniper is out of range", () => {
    const message = attackCardMessage(setup, form, summary, 14);
    expect(message.state).toMatchObject({ attacker: "Actor.cynicalScout0001", attack: 14, reactionMode: "replace", model: "difference", stun: true });
    expect(message.state.targets.map((t) => [t.name, t.baseDifficulty, t.hit, t.stage])).toEqual([
      ["Stormtrooper", 10, true, "attacked"],
      ["Bounty Hunter", 20, false, "missed"],
      ["Sniper", null, false, "missed"],
    ]);
    expect(message.state.targets[0]).toMatchObject({
      key: "Scene.scene0000000001.Token.stormtrooper",
      actor: "Actor.stormtrooper",
      codes: { damage: "5D", resistance: "3D", dodge: 0 },
    });
    expect(message.weapon).toMatchObject({ name: "Blaster Rifle", damage: "5D", damageKind: "energy", stun: true, lightsaber: false });
    expect(message.weapon.uuid).toMatch(/^Compendium\.swd6rpg\.weapons\.Item\./);
    expect(message).toMatchObject({ attackerName: "Tarn Vell", attackCode: "3D+2" });
  });

  it("the same total with the reaction rule 'add' and the ratio chart is stored as the world has it", () => {
    const ratio = setupOf({ rules: { reactionMode: "add", damageModel: "ratio" }, targets: [target("Stormtrooper", 5)] });
    const state = attackCardMessage(ratio, formOf(ratio), summarizeAttack(ratio, formOf(ratio)), 14).state;
    expect(state).toMatchObject({ reactionMode: "add", model: "ratio", stun: false });
    expect(state.targets[0]).toMatchObject({ baseDifficulty: 10, hit: true });
  });

  it("the roll carries the skill's code, the code rolled and the penalties; the difficulties stay on the card", () => {
    const wounded = setupOf({ attacker: scout({ woundLevel: "wounded", armorPenalty: { dice: 1, pips: 0 } }) });
    // The +1D+1 keeps a die to roll: the wound, the second action and the armor would leave 0D+2, which cannot be rolled.
    const twice = formOf(wounded, { actions: 2, modifier: "+1D+1" });
    const options = attackRollOptions(wounded, twice, summarizeAttack(wounded, twice));
    expect(options).toMatchObject({ label: "Blaster Pistol", actorName: "Tarn Vell", wildDie: true, mishap: "ask", difficulty: null, probability: null });
    expect(text(options.base)).toBe("3D+2");
    expect(text(options.code)).toBe("1D+3");
    expect(options.modifiers).toEqual([
      { source: "wound", amount: { dice: -1, pips: 0 } },
      { source: "actions", amount: { dice: -1, pips: 0 } },
      { source: "other", amount: { dice: 0, pips: 1 } },
    ]);
  });

  it("without a target the roll carries the declared difficulty and its chance", () => {
    const alone = setupOf({ targets: [] });
    const declared = formOf(alone, { band: "long" });
    const untargeted = summarizeAttack(alone, declared);
    const options = attackRollOptions(alone, declared, untargeted);
    expect(options).toMatchObject({ difficulty: 20, difficultyLevel: "difficult", probability: untargeted.untargeted?.outlook.probability });
    expect(() => attackCardMessage(alone, declared, untargeted, 12)).toThrow(/targets/);
  });

  it("refuses to build a card from fields that cannot be rolled", () => {
    const invalid = summarizeAttack(setup, { ...form, modifier: "oops" });
    expect(() => attackCardMessage(setup, form, invalid, 14)).toThrow(/summary/);
    expect(() => attackRollOptions(setup, form, invalid)).toThrow(/summary/);
  });
});

describe("the attack dialog's parts (templates/apps/attack-dialog-*.hbs, roll-footer.hbs)", () => {
  const render = renderAttack;

  const twoTargets = () =>
    setupOf({
      weapon: weapon("Blaster Rifle"),
      targets: [target("Stormtrooper", 24, { armor: armor("Stormtrooper Armor") }), target("Bounty Hunter", 80, { resistance: "3D" })],
    });

  it("shows the weapon, the skill's code and a row per target with band, difficulty, codes and chance", async () => {
    const setup = twoTargets();
    const form = formOf(setup, {
      targets: [
        { cover: false, distance: 24 },
        { cover: true, distance: 80 },
      ],
    });
    const dom = await render(setup, form);
    expect(dom.querySelector(".roll-label")?.textContent).toBe("Blaster Rifle");
    expect(dom.querySelector(".roll-base")?.textContent).toBe("3D+2");
    const rows = [...dom.querySelectorAll("[data-target-row]")];
    expect(rows).toHaveLength(2);
    const field = (row: Element, name: string) => row.querySelector(`[data-field="${name}"]`)?.textContent?.trim();
    expect(field(rows[0], "band")).toBe("Short range");
    expect(field(rows[0], "difficulty")).toBe("10");
    expect(field(rows[0], "resistance")).toBe("3D");
    expect(field(rows[1], "band")).toBe("Medium range");
    expect(field(rows[1], "difficulty")).toBe("20");
    const fields = dom.querySelector('[data-target-field="1"]')!;
    expect(fields.querySelector<HTMLInputElement>('input[name="target.1.cover"]')?.checked).toBe(true);
    expect(fields.querySelector<HTMLInputElement>('input[name="target.1.distance"]')?.value).toBe("80");
    const summary = summarizeAttack(setup, form);
    expect(field(rows[0], "chance")).toBe(attackSummaryView(setup, summary).rows[0].chance);
    expect(dom.querySelector("[data-summary-chance-row]")).toBeNull();
    expect(dom.querySelector(".hint")?.textContent).toBeTruthy();
    expect(dom.querySelector('input[name="stun"]')).not.toBeNull();
  });

  it("without a target offers the range bands with their difficulties", async () => {
    const setup = setupOf({ targets: [] });
    const dom = await render(setup, formOf(setup));
    const options = [...dom.querySelectorAll('select[name="band"] option')].map((o) => o.textContent);
    expect(options).toEqual(["Point-blank (5)", "Short range (10)", "Medium range (15)", "Long range (20)"]);
    expect(dom.querySelector("[data-untargeted-difficulty]")?.textContent).toBe("10");
    expect(dom.querySelector(".attack-note")?.textContent).toContain("No token targeted");
  });

  it("says when the attribute is rolled for a missing skill, and shows the penalties", async () => {
    const setup = setupOf({
      weapon: weapon("Stun Gauntlets"),
      skillAttribute: "str",
      attacker: scout({ woundLevel: "wounded" }),
      targets: [target("Thug", 1)],
    });
    const dom = await render(setup, formOf(setup, { actions: 2 }));
    expect(dom.querySelector(".attack-note")?.textContent).toBe("No Brawling skill: rolls Strength instead.");
    expect(dom.querySelector("[data-action-penalty]")?.textContent).toBe("-1D");
    expect(dom.querySelector(".roll-wound")?.textContent).toBe("Wounded");
    expect(dom.querySelector('input[name="target.0.distance"]')).toBeNull();
  });

  it("renders in German with the seeds' terms", async () => {
    const setup = twoTargets();
    const dom = await render(setup, formOf(setup), "de");
    expect(dom.querySelector("legend")?.textContent).toBe("Ziele");
    expect(dom.querySelector('[data-field="band"]')?.textContent).toBe("Kurze Reichweite");
    expect(dom.body.textContent).toContain("Wildwürfel");
  });

  it("the summary follows the fields: bands and codes move with the distances, Roll waits for a missing distance", async () => {
    const setup = twoTargets();
    const spec = attackDialogSpec(setup, "attack");
    const moved = spec.readForm({ "target.0.distance": "400", "target.1.distance": "5", actions: "2" });
    expect(moved.targets.map((t) => t.distance)).toEqual([400, 5]);
    const dom = await render(setup, moved);
    const rows = dom.querySelectorAll("[data-target-row]");
    expect(rows[0].classList.contains("out-of-range")).toBe(true);
    expect(rows[0].querySelector('[data-field="band"]')?.textContent).toBe("Out of range");
    expect(rows[0].querySelector('[data-field="difficulty"]')).toBeNull();
    expect(rows[1].querySelector('[data-field="band"]')?.textContent).toBe("Short range");
    expect(dom.querySelector("[data-summary-code]")?.textContent).toBe("2D+2");
    expect(dom.querySelector("[data-action-penalty]")?.textContent).toBe("-1D");
    expect(dom.querySelector<HTMLButtonElement>("[data-roll-submit]")?.disabled).toBe(false);

    const missing = spec.readForm({ "target.0.distance": "", "target.1.distance": "5" });
    expect(spec.summaryContext(missing)).toMatchObject({ ready: false, error: { key: "SWD6.AttackDialog.error.distance" } });
    const waiting = await render(setup, missing);
    expect(waiting.querySelector<HTMLButtonElement>("[data-roll-submit]")?.disabled).toBe(true);
    expect(waiting.querySelector('[data-target-row="0"] [data-field="error"]')?.textContent).toBe("Enter the distance to Stormtrooper in meters.");
    expect(waiting.querySelector("[data-summary-error]")?.textContent).toBe("Enter the distance to Stormtrooper in meters.");
  });

  it("opens with the first unmeasured distance to type in", async () => {
    const setup = setupOf({ targets: [target("Stormtrooper", 12), target("Sniper", null)] });
    const spec = attackDialogSpec(setup, "attack");
    const window = trackWindow(new Window());
    window.document.body.innerHTML = await renderRollDialog(spec, formOf(setup));
    const form = window.document.querySelector("form") as unknown as HTMLFormElement;
    expect(spec.firstField?.(form)?.getAttribute("name")).toBe("target.1.distance");
  });
});

describe("a craft's weapon against a craft", () => {
  const tie = JSON.parse(readFileSync("packs/_source/starships/tie-fighter_ORaN9GNFhhemfotY.json", "utf8"));
  const xwing = JSON.parse(readFileSync("packs/_source/starships/x-wing_zJKBduXkTRTEC69K.json", "utf8"));
  const cannons = tie.items[0];
  const tieAttacker = { ...scout(), uuid: "Actor.tieFighter000001", name: "TIE Fighter", attributes: {}, skills: [] };
  const laser = { uuid: null, name: cannons.name, img: cannons.img, system: cannons.system };
  const redThree = target("Red Three", 200, {
    scale: xwing.system.scale,
    resistance: formatDieCode(craftResistance("starship", xwing.system)),
    armor: armor("Blast Vest"),
    kind: "starship",
  });

  it("fires with the printed gunner's skill, the fire control and no Strength; the X-wing resists with hull and shields, no armor", () => {
    const result = attackSetup({
      attacker: tieAttacker,
      weapon: laser,
      targets: [redThree],
      rules: RULES,
      canToggleWildDie: false,
      i18n: translator(),
      crewSkill: { label: "starship gunnery", code: parseDieCode("4D") },
    });
    if (!result.ok) throw new Error(result.error.key);
    const setup = result.setup;
    expect(text(setup.skill.code)).toBe("4D");
    expect(setup.targets[0]).toMatchObject({ kind: "starship", armor: null, scale: "starfighter" });
    const form = formOf(setup);
    const summary = summarizeAttack(setup, form);
    expect(text(summary.targets[0].plan?.attack)).toBe("6D");
    const message = attackCardMessage(setup, form, summary, 18);
    expect(message.state.targets[0]).toMatchObject({ kind: "starship", codes: { damage: "5D", resistance: "5D", dodge: 0 }, hit: true });
  });

  it("without a gunner's skill, a craft with no attributes cannot attack", () => {
    const result = attackSetup({ attacker: tieAttacker, weapon: laser, targets: [redThree], rules: RULES, canToggleWildDie: false, i18n: translator() });
    expect(result.ok).toBe(false);
  });
});

describe('switching a blaster\'s stun setting (Reglas: "reduce todos los códigos de habilidad y de atributo en 1D", no action, no segment)', () => {
  const at = (setToStun: boolean, drawDeclared = false) => {
    const setup = setupOf({ weapon: weapon("Blaster Pistol", { stun: true, setToStun }) });
    return drawDeclared ? { ...setup, drawDeclared } : setup;
  };
  const code = (setup: AttackSetup, stun: boolean) => text(summarizeAttack(setup, formOf(setup, { stun })).attack);

  it("costs the attack 1D when it changes the setting, in either direction, and nothing when it keeps it", () => {
    const normal = at(false);
    const normalCode = code(normal, false);
    const switched = parseDieCode(normalCode!);
    expect(code(normal, true)).toBe(formatDieCode({ dice: switched.dice - 1, pips: switched.pips }));
    expect(code(at(true), true)).toBe(normalCode);
    expect(code(at(true), false)).toBe(code(normal, true));
    const view = attackSummaryView(normal, summarizeAttack(normal, formOf(normal, { stun: true })));
    expect(view.stunSwitch).toBe("-1D");
    expect(attackSummaryView(normal, summarizeAttack(normal, formOf(normal, { stun: false }))).stunSwitch).toBeNull();
  });

  it("is paid for by a draw declared this round (the action kind that counts the switch): no second 1D", () => {
    expect(code(at(false, true), true)).toBe(code(at(false), false));
  });

  it("the dialog opens at the weapon's own setting", () => {
    expect(initialAttackForm(at(true), "public").stun).toBe(true);
    expect(initialAttackForm(at(false), "public").stun).toBe(false);
    const club = setupOf({ weapon: weapon("Blaster Pistol", { stun: false, setToStun: true }) });
    expect(initialAttackForm(club, "public").stun).toBe(false);
  });
});
