import { describe, expect, it } from "vitest";
import type { SkillReference } from "../../../src/documents/creation/character-from-template.ts";
import {
  type WizardSetup,
  addExtraSkill,
  addSpecialization,
  chooseGear,
  diceCount,
  initialWizardState,
  nextStep,
  placeSkillDice,
  previousStep,
  removeSpecialization,
  wizardResult,
  wizardSetup,
  wizardSkills,
  wizardSteps,
} from "../../../src/applications/creation/wizard-state.ts";
import { loadTemplate, packEntries } from "../../helpers/packs.ts";
import { gearReferences } from "../sheet-data.ts";

function skillsByKey(): Map<string, SkillReference> {
  return new Map(packEntries<SkillReference["system"]>("skills").map((s) => [s.system.key, { name: s.name, img: s.img, system: s.system }]));
}

function setupFor(name: string): WizardSetup {
  return wizardSetup(name, loadTemplate(name).system as never, skillsByKey(), gearReferences());
}

describe("creation wizard state (Grundregeln, R&E)", () => {
  const jedi = setupFor("Failed Jedi");

  it("has a Force step only for a template with Force skills", () => {
    expect(wizardSteps(jedi, { speciesChoice: "" })).toEqual(["identity", "skills", "specializations", "force", "gear", "review"]);
    expect(wizardSteps(setupFor("Brash Pilot"), { speciesChoice: "" })).not.toContain("force");
  });

  it("offers the template's Control and Sense and no other Force skill", () => {
    const { forceSkills, skills } = wizardSkills(jedi, { extraSkills: [], attributes: jedi.base.system.attributes });
    expect(forceSkills.map((s) => s.key).sort()).toEqual(["control", "sense"]);
    expect(jedi.otherSkills.some((s) => s.source.system.attribute === "force")).toBe(false);
    expect(skills.find((s) => s.key === "blaster")?.base).toEqual({ dice: 2, pips: 2 });
  });

  it("needs a name before the skills step, and goes back without losing anything", () => {
    let state = { ...initialWizardState(jedi, ""), species: "Human" };
    const held = nextStep(state, jedi);
    expect(held.state.step).toBe("identity");
    expect(held.problems.map((p) => p.key)).toEqual(["SWD6.Creation.problem.noName"]);
    state = nextStep({ ...state, name: "Tam Orrin" }, jedi).state;
    expect(state.step).toBe("skills");
    state = placeSkillDice(state, "lightsaber", "2D").state;
    state = previousStep(state, jedi);
    expect(state.step).toBe("identity");
    expect(state.added).toEqual({ lightsaber: "2D" });
  });

  it("counts the 7D left and refuses more than 2D on a skill or more than 7D in all", () => {
    let state = initialWizardState(jedi, "Tam Orrin");
    state = placeSkillDice(state, "lightsaber", "2D").state;
    state = placeSkillDice(state, "dodge", "1D+1").state;
    expect(diceCount(state).remainingPips).toBe(21 - 6 - 4);

    const tooMany = placeSkillDice(state, "blaster", "2D+1");
    expect(tooMany.problem?.key).toBe("SWD6.Creation.problem.tooManyOnSkill");
    expect(tooMany.state).toBe(state);

    state = placeSkillDice(state, "control", "2D").state;
    state = placeSkillDice(state, "sense", "1D").state;
    expect(diceCount(state).remainingPips).toBe(2);
    const over = placeSkillDice(state, "blaster", "1D");
    expect(over.problem?.key).toBe("SWD6.Creation.problem.tooManyDice");
    expect(placeSkillDice(state, "blaster", "4x").problem?.key).toBe("SWD6.Creation.problem.badCode");
    expect(placeSkillDice(state, "blaster", "0D+2").problem).toBeNull();
    expect(placeSkillDice(state, "dodge", "").state.added.dodge).toBeUndefined();
  });

  it("trades 1D of skill dice for 3D of specializations", () => {
    let state = initialWizardState(jedi, "Tam Orrin");
    state = placeSkillDice(state, "lightsaber", "2D").state;
    state = addSpecialization(state, "survival", "Desert", "1D").state;
    expect(diceCount(state)).toMatchObject({ remainingPips: 21 - 6 - 3, tradedDice: 1, specializationPipsFree: 6 });
    state = addSpecialization(state, "dodge", "Blaster bolts", "2D").state;
    expect(diceCount(state)).toMatchObject({ remainingPips: 12, tradedDice: 1, specializationPipsFree: 0 });
    state = addSpecialization(state, "blaster", "Hold-out blaster", "0D+1").state;
    expect(diceCount(state).tradedDice).toBe(2);
    expect(addSpecialization(state, "blaster", " ", "1D").problem?.key).toBe("SWD6.Creation.problem.noSpecializationName");
    expect(removeSpecialization(state, 2).specializations).toHaveLength(2);
  });

  it("makes the character only from the choices: dice, added skills, specializations, gear and the engine's points", () => {
    let state = { ...initialWizardState(jedi, " Tam Orrin "), species: "Human" };
    state = placeSkillDice(state, "lightsaber", "2D").state;
    state = placeSkillDice(state, "control", "1D").state;
    state = addExtraSkill(state, jedi, "streetwise");
    state = placeSkillDice(state, "streetwise", "1D").state;
    state = addSpecialization(state, "survival", "Desert", "1D").state;
    state = chooseGear(state, 0, false);
    const result = wizardResult(state, jedi);

    expect(result.name).toBe("Tam Orrin");
    expect(result.system.characterPoints).toBe(5);
    expect(result.system.forcePoints).toBe(2);
    const skill = (key: string) => result.items.find((item) => item.type === "skill" && (item.system as { key: string }).key === key);
    expect(skill("lightsaber")?.system).toMatchObject({ bonus: "2D" });
    expect(skill("control")?.system).toMatchObject({ bonus: "2D" });
    expect(skill("streetwise")?.system).toMatchObject({ bonus: "1D", attribute: "kno" });
    expect(skill("survival")?.system).toMatchObject({ bonus: "0D", specializations: [{ name: "Desert", bonus: "1D" }] });
    expect(skill("alter")).toBeUndefined();
    expect(result.items.filter((item) => item.type !== "skill")).toHaveLength(jedi.base.gear.length - 1);
  });
});
