/**
 * The character creation wizard as a pure state machine: its steps, moving on and back, placing the
 * 7D of skill dice, specializations and Force skill dice, choosing gear, and the character it makes
 * at the end. Every rule comes from the engine (checkCreationSkillDice, skillDiceForSpecializations,
 * startingForcePoints, STARTING_CHARACTER_POINTS); the wizard only counts what the player placed.
 * Nothing here touches Foundry, so every step is tested on its own; the window (creation-wizard.ts)
 * keeps the state while open and creates the character only at Finish.
 */
import { ATTRIBUTE_KEYS, type AttributeKey } from "../../constants.ts";
import { type CreationChoice, type CreationProblem, checkCreationSkillDice } from "../../rules/characters/character-creation.ts";
import { STARTING_CHARACTER_POINTS } from "../../rules/characters/character-points.ts";
import { skillDiceForSpecializations, specializationPipsFree } from "../../rules/characters/creation-specializations.ts";
import { startingForcePoints, type StartingForcePointsRule } from "../../rules/characters/force-points.ts";
import { checkSpeciesAttributes, stepWithinRange, type AttributeRange, type SpeciesAttributeCheck } from "../../rules/characters/species-limits.ts";
import { type DieCode, PIPS_PER_DIE, addDieCodes, formatDieCode, isDieCode, parseDieCode } from "../../rules/dice/die-code.ts";
import {
  type CharacterFromTemplate,
  type GearItemSource,
  type SkillItemSource,
  type SkillReference,
  type TemplateSource,
  characterFromTemplate,
} from "../../documents/creation/character-from-template.ts";
import type { GearReference } from "../../documents/creation/template-equipment.ts";
import type { SpeciesReference } from "../../documents/creation/species-references.ts";

/** The wizard's steps in order; `attributes` only with a species chosen, `force` only for a template with Force skills. */
export const WIZARD_STEPS = ["identity", "attributes", "skills", "specializations", "force", "gear", "review"] as const;

/** One step of the wizard. */
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** A skill the player may place dice on: its key, its Item's data, and the code it starts from. */
export interface WizardSkill {
  /** The skill's key (`blaster`), or its name in lower case when it has none. */
  key: string;
  /** The skill Item the character gets (its `bonus` is replaced by the dice placed). */
  source: SkillItemSource;
  /** The code before any dice are placed: its attribute's code, or a Force skill's template code. */
  base: DieCode;
}

/** A species the player may choose (from the species compendium): its attribute dice and ranges, and Move. */
export type WizardSpecies = SpeciesReference;

/** What the wizard is built from: the template's character, the skills it may add and the species to choose from. */
export interface WizardSetup {
  templateName: string;
  /** The character the template makes (characterFromTemplate), before any choice. */
  base: CharacterFromTemplate;
  /** Skills not on the template that the player may add (from the skills compendium). */
  otherSkills: WizardSkill[];
  /** The species of the species compendium, by name. */
  species: WizardSpecies[];
  /** Whom the starting Force points favour (the world's `startingForcePoints` setting). */
  startingForcePoints: StartingForcePointsRule;
}

/** A specialization the player bought: the skill it belongs to, its name and the dice added. */
export interface WizardSpecialization {
  skill: string;
  name: string;
  /** Dice added over the skill's code, as text (`"1D"`). */
  added: string;
}

/** The wizard's state: everything the player chose so far. Plain data, kept by the window. */
export interface WizardState {
  step: WizardStep;
  name: string;
  species: string;
  /** The chosen entry of {@link WizardSetup.species} by name; `""` when the species is only a name. */
  speciesChoice: string;
  /** The six attribute codes: the template's, moved within the chosen species' ranges. */
  attributes: Record<AttributeKey, string>;
  /** Dice added to skills and Force skills, by skill key, as text (`"1D+2"`). */
  added: Record<string, string>;
  /** Keys of skills from {@link WizardSetup.otherSkills} the player added. */
  extraSkills: string[];
  specializations: WizardSpecialization[];
  /** For each of the template's gear Items, in order: whether the character takes it. */
  gear: boolean[];
}

/** A choice the rules refuse or a step that is not finished: a localization key and its data. */
export interface WizardProblem {
  key: string;
  data?: Record<string, string>;
}

/** How the skill dice stand: pips spent and left of the 7D, and the engine's verdict. */
export interface DiceCount {
  /** Pips of the 7D still to place, after the dice traded for specializations. */
  remainingPips: number;
  /** Whole skill dice traded for specializations. */
  tradedDice: number;
  /** Specialization pips still free in the dice already traded. */
  specializationPipsFree: number;
  problems: CreationProblem[];
}

/** The key of a skill Item, as the wizard names it. */
function keyOf(source: SkillItemSource): string {
  return source.system.key || source.name.toLowerCase();
}

/** The chosen species' entry, or null when none is chosen. */
export function chosenSpecies(setup: WizardSetup, state: Pick<WizardState, "speciesChoice">): WizardSpecies | null {
  return setup.species.find((species) => species.name === state.speciesChoice) ?? null;
}

/**
 * The skills of the template's character and those the player added, with the codes they start
 * from; Force skills apart.
 * @param setup the wizard's setup
 * @param state the wizard's state
 * @returns `{ skills, forceSkills }`
 * @throws DieCodeError when a stored code is malformed (validated data never is)
 */
export function wizardSkills(
  setup: WizardSetup,
  state: Pick<WizardState, "extraSkills" | "attributes">,
): { skills: WizardSkill[]; forceSkills: WizardSkill[] } {
  const startingCode = ({ system }: SkillItemSource): DieCode =>
    system.attribute === "force" ? parseDieCode(system.bonus) : parseDieCode(state.attributes[system.attribute]);
  const listed = setup.base.skills.map((source) => ({ key: keyOf(source), source, base: startingCode(source) }));
  const extra = setup.otherSkills.filter((skill) => state.extraSkills.includes(skill.key)).map((skill) => ({ ...skill, base: startingCode(skill.source) }));
  const all = [...listed, ...extra];
  return {
    skills: all.filter((skill) => skill.source.system.attribute !== "force"),
    forceSkills: all.filter((skill) => skill.source.system.attribute === "force"),
  };
}

/**
 * The wizard's setup for a template: the character the template makes (its listed skills, Force
 * skills and matched gear: characterFromTemplate) and every other skill of the skills compendium
 * the player may add, Force skills excepted (Grundregeln: only the template's Force skills).
 * @param templateName the template's name
 * @param template the template's `system` data
 * @param skills the skills compendium by key
 * @param gear the gear compendiums' entries
 * @param species the species compendium's entries (none: the species stays a name and bounds nothing)
 * @param forcePointsRule whom the starting Force points favour (rules: `startingForcePoints`)
 * @throws TypeError when the template's equipment or `gear` is not an array
 */
export function wizardSetup(
  templateName: string,
  template: TemplateSource,
  skills: ReadonlyMap<string, SkillReference>,
  gear: readonly GearReference[],
  species: readonly WizardSpecies[] = [],
  forcePointsRule: StartingForcePointsRule = "sensitive-two",
): WizardSetup {
  const base = characterFromTemplate(templateName, template, skills, new Set(), gear);
  const listed = new Set(base.skills.map(keyOf));
  const otherSkills = [...skills.values()]
    .filter((skill) => skill.system.attribute !== "force" && !listed.has(skill.system.key))
    .map((skill) => {
      const source: SkillItemSource = {
        name: skill.name,
        type: "skill",
        ...(skill.img ? { img: skill.img } : {}),
        system: {
          key: skill.system.key,
          attribute: skill.system.attribute,
          bonus: "0D",
          advanced: skill.system.advanced ?? false,
          specializations: [],
          description: skill.system.description ?? "",
          source: skill.system.source ?? "",
        },
      };
      return { key: skill.system.key, source, base: { dice: 0, pips: 0 } };
    });
  return { templateName, base, otherSkills, species: [...species], startingForcePoints: forcePointsRule };
}

/**
 * The steps this wizard has: all of {@link WIZARD_STEPS}, without `attributes` while no species is
 * chosen, and without `force` when the template lists no Force skill (Grundregeln: only the Force
 * skills a template has may get dice).
 */
export function wizardSteps(setup: WizardSetup, state: Pick<WizardState, "speciesChoice">): WizardStep[] {
  const hasForce = setup.base.skills.some((skill) => skill.system.attribute === "force");
  const hasSpecies = chosenSpecies(setup, state) !== null;
  return WIZARD_STEPS.filter((step) => (step !== "force" || hasForce) && (step !== "attributes" || hasSpecies));
}

/**
 * The wizard's first state: the identity step, the template's name and species, nothing placed, all gear taken.
 * @param setup the wizard's setup
 * @param name the new character's name to start from
 */
export function initialWizardState(setup: WizardSetup, name: string): WizardState {
  const named = setup.base.system.species.trim().toLowerCase();
  return {
    step: "identity",
    name,
    species: setup.base.system.species,
    speciesChoice: setup.species.find((species) => species.name.toLowerCase() === named)?.name ?? "",
    attributes: { ...setup.base.system.attributes },
    added: {},
    extraSkills: [],
    specializations: [],
    gear: setup.base.gear.map(() => true),
  };
}

/**
 * Chooses a species of the compendium (or none, with `""`): its name becomes the character's
 * species, and its ranges bound the attributes from the next step on.
 * @param state the wizard's state
 * @param setup the wizard's setup
 * @param name the species' name; an unknown name chooses none
 */
export function chooseSpecies(state: WizardState, setup: WizardSetup, name: string): WizardState {
  const species = setup.species.find((entry) => entry.name === name) ?? null;
  return { ...state, speciesChoice: species?.name ?? "", species: species ? species.name : state.species };
}

/** The chosen species' ranges and dice as the rules read them, or null when none is chosen. */
function speciesRules(setup: WizardSetup, state: Pick<WizardState, "speciesChoice">): { ranges: Record<AttributeKey, AttributeRange>; dice: DieCode } | null {
  const species = chosenSpecies(setup, state);
  if (!species) return null;
  const ranges = Object.fromEntries(
    ATTRIBUTE_KEYS.map((key) => [key, { min: parseDieCode(species.attributes[key].min), max: parseDieCode(species.attributes[key].max) }]),
  ) as Record<AttributeKey, AttributeRange>;
  return { ranges, dice: parseDieCode(species.attributeDice) };
}

/**
 * How the attributes stand against the chosen species (rules: checkSpeciesAttributes): pips placed
 * and still to place of the species' attribute dice, and every attribute out of its range.
 * @returns null when no species is chosen
 * @throws DieCodeError when a stored code is malformed (validated data never is)
 */
export function attributeCount(state: WizardState, setup: WizardSetup): SpeciesAttributeCheck<AttributeKey> | null {
  const rules = speciesRules(setup, state);
  if (!rules) return null;
  const codes = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, parseDieCode(state.attributes[key])])) as Record<AttributeKey, DieCode>;
  return checkSpeciesAttributes(codes, rules.ranges, rules.dice);
}

/**
 * Moves an attribute one pip up or down within the chosen species' range (rules: stepWithinRange).
 * Raising takes a pip of the species' attribute dice still to place; with none left it is refused.
 * @param state the wizard's state
 * @param setup the wizard's setup
 * @param key the attribute
 * @param step +1 or −1
 * @returns the new state, or the old one with the problem (the range's end, or no pips left)
 */
export function stepAttribute(state: WizardState, setup: WizardSetup, key: AttributeKey, step: 1 | -1): WizardChange {
  const rules = speciesRules(setup, state);
  const count = attributeCount(state, setup);
  if (!rules || !count) return { state, problem: null };
  if (step === 1 && count.remainingPips <= 0) return { state, problem: { key: "SWD6.Creation.problem.noAttributePips" } };
  const code = parseDieCode(state.attributes[key]);
  const next = stepWithinRange(code, step, rules.ranges[key]);
  if (next.dice === code.dice && next.pips === code.pips) {
    const range = rules.ranges[key];
    return {
      state,
      problem: { key: "SWD6.Creation.problem.attributeRange", data: { attribute: key, min: formatDieCode(range.min), max: formatDieCode(range.max) } },
    };
  }
  return { state: { ...state, attributes: { ...state.attributes, [key]: formatDieCode(next) } }, problem: null };
}

/** Pips in a code (a die is three). */
function pipsOf(code: DieCode): number {
  return code.dice * PIPS_PER_DIE + code.pips;
}

/**
 * How the 7D stand (Grundregeln, engine: checkCreationSkillDice), with the dice traded for
 * specializations taken off (R&E: 1D buys 3D of specializations, skillDiceForSpecializations).
 * @param state the wizard's state
 * @throws DieCodeError when a placed code is malformed (the setters never store one)
 */
export function diceCount(state: WizardState): DiceCount {
  const choices: CreationChoice[] = Object.entries(state.added).map(([skill, added]) => ({ skill, added: parseDieCode(added) }));
  const check = checkCreationSkillDice(choices);
  const specializationPips = state.specializations.reduce((sum, spec) => sum + Math.max(0, pipsOf(parseDieCode(spec.added))), 0);
  const tradedDice = skillDiceForSpecializations(specializationPips);
  const remainingPips = check.remainingPips - tradedDice * PIPS_PER_DIE;
  const problems = check.problems.filter((problem) => problem.kind !== "too-many-dice");
  if (remainingPips < 0) problems.push({ kind: "too-many-dice" });
  return { remainingPips, tradedDice, specializationPipsFree: specializationPipsFree(specializationPips), problems };
}

/** The localized problem for one of the engine's creation problems. */
function creationProblem(problem: CreationProblem): WizardProblem {
  const key = {
    "too-many-dice": "SWD6.Creation.problem.tooManyDice",
    "too-many-on-skill": "SWD6.Creation.problem.tooManyOnSkill",
    negative: "SWD6.Creation.problem.negative",
    "unlisted-force-skill": "SWD6.Creation.problem.unlistedForce",
  }[problem.kind];
  return { key, data: { skill: problem.skill ?? "" } };
}

/** A die code typed by the player, or the problem with it. Empty text is 0D. */
function readDice(text: string): DieCode | WizardProblem {
  const trimmed = text.trim() || "0D";
  if (!isDieCode(trimmed)) return { key: "SWD6.Creation.problem.badCode", data: { code: text } };
  const code = parseDieCode(trimmed);
  if (pipsOf(code) < 0 || code.dice < 0 || code.pips < 0) return { key: "SWD6.Creation.problem.negative", data: { skill: "" } };
  return code;
}

/** The result of a change: the next state, or the unchanged state and why the change was refused. */
export interface WizardChange {
  state: WizardState;
  problem: WizardProblem | null;
}

/** The state after a change, unless it breaks a creation rule: then the old state and the problem. */
function unlessRefused(state: WizardState, next: WizardState): WizardChange {
  const problem = diceCount(next).problems[0];
  return problem ? { state, problem: creationProblem(problem) } : { state: next, problem: null };
}

/**
 * Places dice on a skill or Force skill (replacing what was there), unless the engine refuses: more
 * than 2D on one skill, more than the 7D in all, or a malformed or negative code.
 * @param state the wizard's state
 * @param key the skill's key
 * @param text the dice typed (`"1D+1"`; empty: none)
 * @returns the new state, or the old one with the problem
 */
export function placeSkillDice(state: WizardState, key: string, text: string): WizardChange {
  const code = readDice(text);
  if (!("dice" in code)) return { state, problem: code };
  const added = { ...state.added };
  if (pipsOf(code) === 0) delete added[key];
  else added[key] = formatDieCode(code);
  return unlessRefused(state, { ...state, added });
}

/**
 * Adds a compendium skill the template does not list, so dice can be placed on it.
 * @param state the wizard's state
 * @param setup the wizard's setup
 * @param key the skill's key; unknown or already added keys change nothing
 */
export function addExtraSkill(state: WizardState, setup: WizardSetup, key: string): WizardState {
  const known = setup.otherSkills.some((skill) => skill.key === key);
  if (!known || state.extraSkills.includes(key)) return state;
  return { ...state, extraSkills: [...state.extraSkills, key] };
}

/**
 * Buys a specialization of a skill with dice (R&E: 1D of skill dice buys 3D of specializations),
 * unless the dice break the 7D or the code is malformed, or the name is empty.
 * @param state the wizard's state
 * @param skill the skill's key
 * @param name the specialization's name (`"Heavy blaster pistol"`)
 * @param text the dice added over the skill (`"1D"`)
 */
export function addSpecialization(state: WizardState, skill: string, name: string, text: string): WizardChange {
  if (name.trim() === "") return { state, problem: { key: "SWD6.Creation.problem.noSpecializationName" } };
  const code = readDice(text);
  if (!("dice" in code)) return { state, problem: code };
  if (pipsOf(code) === 0) return { state, problem: { key: "SWD6.Creation.problem.noDice" } };
  const specialization = { skill, name: name.trim(), added: formatDieCode(code) };
  return unlessRefused(state, { ...state, specializations: [...state.specializations, specialization] });
}

/**
 * Removes a bought specialization.
 * @param state the wizard's state
 * @param index its place in `state.specializations`; out of range changes nothing
 */
export function removeSpecialization(state: WizardState, index: number): WizardState {
  return { ...state, specializations: state.specializations.filter((_, i) => i !== index) };
}

/**
 * Takes or leaves one of the template's gear Items.
 * @param state the wizard's state
 * @param index its place in the template's gear
 * @param taken whether the character takes it
 */
export function chooseGear(state: WizardState, index: number, taken: boolean): WizardState {
  if (index < 0 || index >= state.gear.length) return state;
  return { ...state, gear: state.gear.map((value, i) => (i === index ? taken : value)) };
}

/**
 * Why the wizard may not leave `state.step` forward: no name, or placed dice the rules refuse
 * (the skill dice need not all be placed: unspent dice are the player's loss, not an error).
 * @param state the wizard's state
 * @returns the problems, empty when the step is done
 */
export function stepProblems(state: WizardState, setup: WizardSetup): WizardProblem[] {
  if (state.step === "attributes") {
    const count = attributeCount(state, setup);
    if (!count) return [];
    const problems: WizardProblem[] = count.outOfRange.map((entry) => ({
      key: "SWD6.Creation.problem.attributeRange",
      data: { attribute: entry.key, min: formatDieCode(entry.min), max: formatDieCode(entry.max) },
    }));
    if (count.remainingPips !== 0) problems.push({ key: "SWD6.Creation.problem.attributePips", data: { pips: String(count.remainingPips) } });
    return problems;
  }
  if (state.step === "identity") {
    const problems: WizardProblem[] = [];
    if (state.name.trim() === "") problems.push({ key: "SWD6.Creation.problem.noName" });
    if (state.species.trim() === "") problems.push({ key: "SWD6.Creation.problem.noSpecies" });
    return problems;
  }
  return diceCount(state).problems.map(creationProblem);
}

/**
 * Moves on to the next step when the current one is done.
 * @param state the wizard's state
 * @param setup the wizard's setup
 * @returns the state on the next step, or the same state with the problems that hold it back
 */
export function nextStep(state: WizardState, setup: WizardSetup): { state: WizardState; problems: WizardProblem[] } {
  const problems = stepProblems(state, setup);
  if (problems.length > 0) return { state, problems };
  const steps = wizardSteps(setup, state);
  const next = steps[steps.indexOf(state.step) + 1];
  return { state: next ? { ...state, step: next } : state, problems: [] };
}

/**
 * Moves back one step (always allowed; nothing chosen is lost).
 * @param state the wizard's state
 * @param setup the wizard's setup
 */
export function previousStep(state: WizardState, setup: WizardSetup): WizardState {
  const steps = wizardSteps(setup, state);
  const previous = steps[steps.indexOf(state.step) - 1];
  return previous ? { ...state, step: previous } : state;
}

/** The character the wizard makes: its name, its `system` data and the Items to create. */
export interface WizardResult {
  name: string;
  system: CharacterFromTemplate["system"];
  items: (SkillItemSource | GearItemSource | NonNullable<WizardSpecies["item"]>)[];
}

/**
 * The character the wizard's choices make: the template's character with the dice placed on its
 * skills (a Force skill's added to its template code), the added skills and the specializations,
 * the chosen gear, and the starting character and Force points of the engine (R&E: 5 character
 * points, STARTING_CHARACTER_POINTS; Force points by startingForcePoints).
 * @param state the wizard's state, on the review step
 * @param setup the wizard's setup
 * @throws Error when a step still has problems (the review step is reached only without them)
 */
export function wizardResult(state: WizardState, setup: WizardSetup): WizardResult {
  for (const step of ["identity", "attributes", "skills"] as const) {
    const problems = stepProblems({ ...state, step }, setup);
    if (problems.length > 0) throw new Error(`the character cannot be made yet: ${problems.map((p) => p.key).join(", ")}`);
  }
  const { skills, forceSkills } = wizardSkills(setup, state);
  const items = [...skills, ...forceSkills].map(({ key, source, base }) => {
    const item = structuredClone(source);
    const added = parseDieCode(state.added[key] ?? "0D");
    item.system.bonus = formatDieCode(item.system.attribute === "force" ? addDieCodes(base, added) : added);
    for (const spec of state.specializations.filter((s) => s.skill === key)) {
      item.system.specializations.push({ name: spec.name, bonus: spec.added });
    }
    return item;
  });
  const forceSensitive = setup.base.system.forceSensitive;
  const species = chosenSpecies(setup, state);
  return {
    name: state.name.trim(),
    system: {
      ...setup.base.system,
      attributes: { ...state.attributes },
      ...(species ? { move: species.move } : {}),
      species: state.species.trim(),
      characterPoints: STARTING_CHARACTER_POINTS,
      forcePoints: startingForcePoints(forceSensitive, setup.startingForcePoints),
    },
    items: [...items, ...setup.base.gear.filter((_, index) => state.gear[index]), ...(species?.item ? [structuredClone(species.item)] : [])],
  };
}
