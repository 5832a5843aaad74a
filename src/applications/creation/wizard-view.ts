/**
 * What the creation wizard shows for its state: the steps, the dice left of the 7D, the skills by
 * attribute with the codes they reach, specializations, Force skills, gear and the final review.
 * Pure, so the window's every number is tested and screenshotted without Foundry.
 */
import { ATTRIBUTE_KEYS, type AttributeKey, attributeLabel } from "../../constants.ts";
import { stepPips } from "../../rules/characters/advance-step.ts";
import { PIPS_PER_DIE, type DieCode, addDieCodes, formatDieCode, parseDieCode } from "../../rules/dice/die-code.ts";
import { type Translator, skillLabel } from "../../labels.ts";
import {
  type WizardProblem,
  type WizardSetup,
  type WizardSkill,
  type WizardState,
  type WizardStep,
  attributeCount,
  chosenSpecies,
  diceCount,
  wizardResult,
  wizardSkills,
  wizardSteps,
} from "./wizard-state.ts";

/** One skill row: what was placed and the code it reaches. */
export interface WizardSkillRow {
  key: string;
  label: string;
  base: string;
  /** The dice placed, as typed into the field (empty: none). */
  added: string;
  total: string;
  raised: boolean;
}

/** Everything the wizard's template shows. */
export interface WizardView {
  templateName: string;
  steps: { id: WizardStep; label: string; current: boolean; done: boolean }[];
  step: Record<WizardStep, boolean>;
  first: boolean;
  last: boolean;
  name: string;
  species: string;
  /** The species compendium's entries to choose from, "none" first, the chosen one selected. */
  speciesOptions: { value: string; label: string; selected: boolean }[];
  /** The attributes step: each attribute's code and its species' range, the pips still to place. */
  attributes: { key: AttributeKey; label: string; code: string; min: string; max: string; outOfRange: boolean }[];
  attributePipsLeft: string | null;
  /** The skill dice left of the 7D (`"3D+1"`), and whether any are overspent. */
  diceLeft: string;
  overspent: boolean;
  tradedDice: number;
  specializationFree: string;
  groups: { label: string; code: string; skills: WizardSkillRow[] }[];
  addableSkills: { value: string; label: string }[];
  specializationSkills: { value: string; label: string }[];
  specializations: { index: number; skill: string; name: string; added: string; total: string }[];
  forceSkills: WizardSkillRow[];
  gear: { index: number; name: string; img?: string; type: string; taken: boolean }[];
  unmatchedEquipment: string[];
  review: { characterPoints: number; forcePoints: number; raised: { label: string; total: string }[]; gearCount: number } | null;
  problems: string[];
}

/** Pips as a code with 0 to 2 pips (7 pips: 2D+1). */
function pipsCode(pips: number): string {
  const sign = pips < 0 ? "-" : "";
  const whole = Math.abs(pips);
  const code: DieCode = { dice: Math.floor(whole / PIPS_PER_DIE), pips: whole % PIPS_PER_DIE };
  return `${sign}${formatDieCode(code)}`;
}

function row(skill: WizardSkill, state: WizardState, i18n: Translator): WizardSkillRow {
  const added = state.added[skill.key] ?? "";
  // 2D+2 with 1D+1 added is 4D: three pips make a die.
  const total = stepPips(addDieCodes(skill.base, parseDieCode(added || "0D")), 0);
  return { key: skill.key, label: skillLabel(skill.source, i18n), base: formatDieCode(skill.base), added, total: formatDieCode(total), raised: added !== "" };
}

/**
 * The wizard's view for its state.
 * @param state the wizard's state
 * @param setup the wizard's setup
 * @param i18n translations, for skill names, problems and their order
 * @param problems the problems of the last refused change or step, shown until the next change
 * @param format fills a translation's placeholders (`game.i18n.format`, or the tests' stand-in)
 * @throws DieCodeError when stored codes are malformed (validated data never is)
 */
export function wizardView(
  state: WizardState,
  setup: WizardSetup,
  i18n: Translator,
  problems: readonly WizardProblem[],
  format: (key: string, data: Record<string, string>) => string,
): WizardView {
  const steps = wizardSteps(setup, state);
  const at = steps.indexOf(state.step);
  const collator = new Intl.Collator(i18n.lang, { sensitivity: "base" });
  const { skills, forceSkills } = wizardSkills(setup, state);
  const rows = skills.map((skill) => ({ skill, row: row(skill, state, i18n) })).sort((a, b) => collator.compare(a.row.label, b.row.label));
  const attributes = state.attributes;
  const species = chosenSpecies(setup, state);
  const attributeCheck = attributeCount(state, setup);
  const outOfRange = new Set(attributeCheck?.outOfRange.map((entry) => entry.key) ?? []);
  const groups = ATTRIBUTE_KEYS.map((key: AttributeKey) => ({
    label: i18n.localize(attributeLabel(key)),
    code: attributes[key],
    skills: rows.filter(({ skill }) => skill.source.system.attribute === key).map(({ row: r }) => r),
  })).filter((group) => group.skills.length > 0);
  const count = diceCount(state);
  const labelOf = new Map([...skills, ...forceSkills].map((skill) => [skill.key, skillLabel(skill.source, i18n)]));
  const codeOf = new Map(rows.map(({ row: r }) => [r.key, parseDieCode(r.total)]));
  let review: WizardView["review"] = null;
  if (state.step === "review") {
    const result = wizardResult(state, setup);
    review = {
      characterPoints: result.system.characterPoints,
      forcePoints: result.system.forcePoints,
      raised: [...rows.map(({ row: r }) => r), ...forceSkills.map((s) => row(s, state, i18n))]
        .filter((r) => r.raised)
        .map((r) => ({ label: r.label, total: r.total })),
      gearCount: result.items.filter((item) => item.type !== "skill" && item.type !== "species").length,
    };
  }
  return {
    templateName: setup.templateName,
    steps: steps.map((id, index) => ({ id, label: `SWD6.Creation.step.${id}`, current: index === at, done: index < at })),
    step: Object.fromEntries(steps.map((id) => [id, id === state.step])) as Record<WizardStep, boolean>,
    first: at === 0,
    last: at === steps.length - 1,
    name: state.name,
    species: state.species,
    speciesOptions: [
      { value: "", label: i18n.localize("SWD6.Creation.noSpecies"), selected: state.speciesChoice === "" },
      ...setup.species
        .map((entry) => ({ value: entry.name, label: entry.name, selected: entry.name === state.speciesChoice }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    ],
    attributes: ATTRIBUTE_KEYS.map((key) => ({
      key,
      label: i18n.localize(attributeLabel(key)),
      code: attributes[key],
      min: species?.attributes[key].min ?? "",
      max: species?.attributes[key].max ?? "",
      outOfRange: outOfRange.has(key),
    })),
    attributePipsLeft: attributeCheck ? pipsCode(attributeCheck.remainingPips) : null,
    diceLeft: pipsCode(count.remainingPips),
    overspent: count.remainingPips < 0,
    tradedDice: count.tradedDice,
    specializationFree: pipsCode(count.specializationPipsFree),
    groups,
    addableSkills: setup.otherSkills
      .filter((skill) => !state.extraSkills.includes(skill.key))
      .map((skill) => ({ value: skill.key, label: skillLabel(skill.source, i18n) }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    specializationSkills: rows.map(({ row: r }) => ({ value: r.key, label: r.label })),
    specializations: state.specializations.map((spec, index) => ({
      index,
      skill: labelOf.get(spec.skill) ?? spec.skill,
      name: spec.name,
      added: spec.added,
      total: formatDieCode(stepPips(addDieCodes(codeOf.get(spec.skill) ?? { dice: 0, pips: 0 }, parseDieCode(spec.added)), 0)),
    })),
    forceSkills: forceSkills.map((skill) => row(skill, state, i18n)),
    gear: setup.base.gear.map((item, index) => ({
      index,
      name: item.name,
      ...(item.img ? { img: item.img } : {}),
      type: `SWD6.Creation.gearType.${item.type}`,
      taken: state.gear[index] ?? false,
    })),
    unmatchedEquipment: setup.base.system.equipment.split("\n").filter((line) => line.trim() !== ""),
    review,
    problems: problems.map((problem) => {
      const data = { ...problem.data };
      if (data.skill) data.skill = labelOf.get(data.skill) ?? data.skill;
      if (data.attribute) data.attribute = i18n.localize(attributeLabel(data.attribute as AttributeKey));
      return format(problem.key, data);
    }),
  };
}
