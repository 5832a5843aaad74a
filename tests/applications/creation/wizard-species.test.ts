import { describe, expect, it } from "vitest";
import type { SkillReference } from "../../../src/documents/creation/character-from-template.ts";
import {
  type WizardSpecies,
  type WizardState,
  chooseSpecies,
  initialWizardState,
  nextStep,
  stepAttribute,
  wizardResult,
  wizardSetup,
  wizardSteps,
} from "../../../src/applications/creation/wizard-state.ts";
import { loadTemplate, packEntries } from "../../helpers/packs.ts";
import { gearReferences } from "../sheet-data.ts";
import { WOOKIEE } from "../../helpers/wookiee.ts";

function setupFor(name: string) {
  const skills = new Map(packEntries<SkillReference["system"]>("skills").map((s) => [s.system.key, { name: s.name, img: s.img, system: s.system }]));
  return wizardSetup(name, loadTemplate(name).system as never, skills, gearReferences(), [WOOKIEE satisfies WizardSpecies]);
}

describe("the creation wizard bounds attributes by species", () => {
  it("chooses the template's own species from the compendium and adds the attributes step", () => {
    const setup = setupFor("Wookiee First Mate");
    const state = initialWizardState(setup, "Chewbacca");
    expect(state.speciesChoice).toBe("Wookiee");
    expect(wizardSteps(setup, state).slice(0, 3)).toEqual(["identity", "attributes", "skills"]);
  });

  it("moves a pip from Perception to Strength, never past the dice or the range", () => {
    const setup = setupFor("Wookiee First Mate");
    let state: WizardState = { ...initialWizardState(setup, "Chewbacca"), step: "attributes" };
    const refused = stepAttribute(state, setup, "str", 1);
    expect(refused.state).toBe(state);
    expect(refused.problem?.key).toBe("SWD6.Creation.problem.noAttributePips");
    state = stepAttribute(state, setup, "per", -1).state;
    state = stepAttribute(state, setup, "str", 1).state;
    expect(state.attributes).toMatchObject({ per: "1D+2", str: "5D+1" });
    // Mechanical 3D is the Wookiee's maximum: a pip lowered elsewhere cannot go there.
    state = stepAttribute(state, setup, "kno", -1).state;
    expect(stepAttribute(state, setup, "mec", 1).problem).toMatchObject({ key: "SWD6.Creation.problem.attributeRange", data: { min: "1D", max: "3D" } });
  });

  it("holds a Human pilot made a Wookiee on the attributes step until Mechanical and Perception are in range", () => {
    const setup = setupFor("Brash Pilot");
    let state = chooseSpecies(initialWizardState(setup, "Kell"), setup, "Wookiee");
    expect(state.species).toBe("Wookiee");
    state = nextStep(state, setup).state;
    expect(state.step).toBe("attributes");
    const held = nextStep(state, setup);
    expect(held.state.step).toBe("attributes");
    expect(held.problems.map((p) => p.data?.attribute)).toEqual(["mec", "per"]);
    for (let i = 0; i < 3; i++) state = stepAttribute(state, setup, "mec", -1).state;
    for (let i = 0; i < 2; i++) state = stepAttribute(state, setup, "per", -1).state;
    for (let i = 0; i < 5; i++) state = stepAttribute(state, setup, "str", 1).state;
    expect(nextStep(state, setup).state.step).toBe("skills");
  });

  it("makes the character with the moved attributes and the species' Move", () => {
    const setup = setupFor("Wookiee First Mate");
    let state = initialWizardState(setup, "Chewbacca");
    state = stepAttribute(stepAttribute(state, setup, "per", -1).state, setup, "str", 1).state;
    const result = wizardResult({ ...state, step: "review" }, setup);
    expect(result.system.attributes).toMatchObject({ per: "1D+2", str: "5D+1" });
    expect(result.system.move).toBe(11);
    expect(result.system.species).toBe("Wookiee");
  });

  it("keeps the template's attributes and has no attributes step without a species", () => {
    const setup = setupFor("Brash Pilot");
    const state = initialWizardState(setup, "Kell");
    expect(state.speciesChoice).toBe("");
    expect(wizardSteps(setup, state)).not.toContain("attributes");
    expect(stepAttribute(state, setup, "str", 1).state).toBe(state);
  });
});

describe("the wizard's starting Force points follow the world's rule", () => {
  it("a Failed Jedi starts with 2 under R&E and 1 under Grundregeln", () => {
    const skills = new Map(packEntries<SkillReference["system"]>("skills").map((s) => [s.system.key, { name: s.name, img: s.img, system: s.system }]));
    const make = (rule: "sensitive-two" | "one") => {
      const setup = wizardSetup("Failed Jedi", loadTemplate("Failed Jedi").system as never, skills, gearReferences(), [], rule);
      return wizardResult({ ...initialWizardState(setup, "Tam Orrin"), species: "Human", step: "review" }, setup).system.forcePoints;
    };
    expect(make("sensitive-two")).toBe(2);
    expect(make("one")).toBe(1);
  });
});
