/**
 * A character's Force powers, pure: the character sheet's list of powers (the skills each needs, its
 * difficulty, whether it is kept up or of the dark side), the dialog that uses one (each skill's code
 * after the multiple action penalty, its difficulty number), reading that dialog, and the chat card
 * of a power's rolls and outcome. Every number comes from the rules engine (src/rules/force/).
 */
import { type RollDialogSpec, rollDialogParts } from "../../roll-config/roll-config-parts.ts";
import { type StoredForcePower, forcePowerDifficulty, forcePowerRules } from "../../../data/item/force-power-rules.ts";
import { type D6RollResult, type Mishap } from "../../../rules/dice/roll.ts";
import { type DieCode, formatDieCode, formatModifier, parseDieCode } from "../../../rules/dice/die-code.ts";
import { DIFFICULTY_LEVELS, type DifficultyEdition, type DifficultyLevel } from "../../../rules/dice/difficulty.ts";
import {
  type ForceSkill,
  type ForceSkillCodes,
  type PowerPlan,
  type PowerRoll,
  type PowerRound,
  isForceSkill,
  listedPowerDifficulty,
  planPowerRolls,
  powerDarkSidePoints,
  powerDifficultyNumber,
} from "../../../rules/force/force-power.ts";
import type { ActionKind } from "../../../rules/actions/actions.ts";
import { formatChance, rollCardContext, type CardDie, type CardWildDie } from "../../../dice/roll-card.ts";
import { rollOutlook } from "../../../dice/roll-modifiers.ts";
import type { SkillItemData } from "../../actor/character-view.ts";
import { keepWholeNumber, readWholeNumber } from "../../number-input.ts";
import { type ForcePointOffer, forcePointDoubles, forcePointField, readForcePointField } from "../../roll-config/force-point-field.ts";
import { forcePointDieCode } from "../../../rules/characters/force-points.ts";

/** The most other actions the power dialog lets a character declare beside the power's own rolls. */
export const MOST_OTHER_ACTIONS = 9;

/** A Force power Item as plain data: id, name, `system`, and whether the character keeps it up now. */
export interface PowerItemData {
  id: string;
  name: string;
  img?: string;
  system: StoredForcePower;
  /** The power's kept-up flag (`KEPT_UP_FLAG`). */
  up: boolean;
}

/**
 * The character's Force skill codes (the whole code of each Force skill Item, keyed `control`,
 * `sense`, `alter`); a skill the character lacks is absent.
 * @param skills the character's skill Items
 * @throws DieCodeError for a malformed stored code (validated data never has one)
 */
export function forceSkillCodes(skills: readonly Pick<SkillItemData, "system">[]): ForceSkillCodes {
  const codes: ForceSkillCodes = {};
  for (const skill of skills) {
    const key = skill.system.key;
    if (skill.system.attribute === "force" && isForceSkill(key)) codes[key] = parseDieCode(skill.system.bonus);
  }
  return codes;
}

/**
 * The Force skill codes in a round the character spent a Force point: each doubled (Reglas,
 * "Confiando en la Fuerza": "todos los códigos de habilidad o atributo se doblan"; tables.json
 * `force_points`: the Force skills too), by `forcePointDieCode`.
 * @param codes the character's Force skill codes ({@link forceSkillCodes})
 * @throws DieCodeError for a doubled code past the dice the rules roll
 */
export function doubledForceSkillCodes(codes: ForceSkillCodes): ForceSkillCodes {
  return Object.fromEntries(Object.entries(codes).map(([skill, code]) => [skill, code ? forcePointDieCode(code) : code])) as ForceSkillCodes;
}

/**
 * The codes a power is rolled with: doubled while a Force point doubles the round (one spent this
 * round, or one spent with this use).
 * @param codes the character's Force skill codes
 * @param offer the character's Force point (null: none)
 * @param form the dialog's fields (its Force point checkbox)
 */
export function powerCodes(codes: ForceSkillCodes, offer: ForcePointOffer | null | undefined, form: Pick<PowerForm, "forcePoint">): ForceSkillCodes {
  return forcePointDoubles(offer, form.forcePoint) ? doubledForceSkillCodes(codes) : codes;
}

/**
 * The difficulty number each of a power's skill rolls starts from (`powerDifficultyNumber` with no
 * choice made: the printed level, else the first level printed by circumstance); null where only the
 * target's roll or the GM can set it.
 * @param system the power's `system` data
 * @param edition the world's difficulty table
 */
export function startingDifficulties(system: StoredForcePower, edition: DifficultyEdition): Partial<Record<ForceSkill, number | null>> {
  return Object.fromEntries(forcePowerRules(system).skills.map((skill) => [skill, powerDifficultyNumber(forcePowerDifficulty(system, skill), {}, edition)]));
}

/**
 * The least difficulty each of a power's skill rolls may be given (`listedPowerDifficulty`: the
 * easiest level the power lists); null where the target's roll or the gamemaster sets it.
 * @param system the power's `system` data
 * @param edition the world's difficulty table
 */
export function listedDifficulties(system: StoredForcePower, edition: DifficultyEdition): Partial<Record<ForceSkill, number | null>> {
  return Object.fromEntries(forcePowerRules(system).skills.map((skill) => [skill, listedPowerDifficulty(forcePowerDifficulty(system, skill), edition)]));
}

/**
 * The skills whose difficulty the form gives below the one the power lists for them (a Very
 * Difficult power's roll given 1): the gamemaster refuses such a use, and the dialog waits.
 * @param system the power's `system` data
 * @param form the dialog's form
 * @param edition the world's difficulty table
 * @returns each such skill with its listed number, in the order the power rolls them
 */
export function difficultiesBelowListed(
  system: StoredForcePower,
  form: Pick<PowerForm, "difficulties">,
  edition: DifficultyEdition,
): { skill: ForceSkill; listed: number }[] {
  const listed = listedDifficulties(system, edition);
  return forcePowerRules(system).skills.flatMap((skill) => {
    const least = listed[skill];
    const given = form.difficulties[skill];
    return least !== null && least !== undefined && given !== null && given !== undefined && given < least ? [{ skill, listed: least }] : [];
  });
}

/** A power's difficulty for one skill as the list shows it. */
export interface PowerDifficultyView {
  /** The easiest and hardest level printed (the same key twice for one level); null when none is printed. */
  fromKey: string | null;
  toKey: string | null;
  /** The target's roll may set it. */
  opposed: boolean;
  /** The number the roll starts from, or null. */
  number: number | null;
}

/** One Force skill a power rolls, on the sheet's list. */
export interface PowerSkillView {
  skill: ForceSkill;
  labelKey: string;
  /** The character has the skill. */
  has: boolean;
  difficulty: PowerDifficultyView;
}

/** One row of the sheet's Force power list. */
export interface PowerRowView {
  id: string;
  name: string;
  skills: PowerSkillView[];
  /** The power is rolled at all (a power without a Force skill is not used at will). */
  rolled: boolean;
  /** The Force skills the character lacks, as localization keys: the power cannot be used. */
  missingKeys: string[];
  keepUp: "no" | "may" | "must";
  /** It may or must be kept up: the row has the kept-up toggle. */
  canKeepUp: boolean;
  /** The character keeps it up now. */
  up: boolean;
  darkSide: boolean;
  darkSidePoints: number;
}

/** The sheet's Force power list. */
export interface ForcePowersView {
  /** Shown for a Force-sensitive character or one with Force skills or powers. */
  visible: boolean;
  rows: PowerRowView[];
  /** The actions the powers kept up count as (`keptUpActions`) and the dice they cost every roll (`-2D`); null when none is up. */
  keptUp: { actions: number; penalty: string } | null;
}

function difficultyView(system: StoredForcePower, skill: ForceSkill, edition: DifficultyEdition): PowerDifficultyView {
  const stored = forcePowerDifficulty(system, skill);
  const printed = [stored.level, ...stored.levels.map((entry) => entry.level)].filter((level): level is DifficultyLevel => level !== "");
  const ranks = printed.map((level) => DIFFICULTY_LEVELS.indexOf(level));
  const from = ranks.length > 0 ? DIFFICULTY_LEVELS[Math.min(...ranks)] : null;
  const to = ranks.length > 0 ? DIFFICULTY_LEVELS[Math.max(...ranks)] : null;
  return {
    fromKey: from ? `SWD6.Difficulty.${from}` : null,
    toKey: to && to !== from ? `SWD6.Difficulty.${to}` : null,
    opposed: stored.opposed,
    number: powerDifficultyNumber(stored, {}, edition),
  };
}

/**
 * The sheet's Force power list: the character's powers sorted by name, each with the Force skills it
 * rolls (control, sense, alter: `forcePowerRules`) and whether the character has them, each skill's
 * printed difficulty (easiest to hardest level, opposed) and starting number (`powerDifficultyNumber`),
 * its keep-up mode and kept-up state, and its Dark Side points (`powerDarkSidePoints`); and what the
 * powers kept up cost every other roll (`keptUpActions`, given by the caller).
 *
 * @param forceVisible the sheet shows the Force (Force-sensitive, or Force skills)
 * @param powers the character's Force power Items
 * @param codes the character's Force skill codes ({@link forceSkillCodes})
 * @param keptUpActions the actions the powers kept up count as (`keptUpActions` of their skills)
 * @param edition the world's difficulty table
 * @param lang the language the names sort in
 */
export function forcePowersView(
  forceVisible: boolean,
  powers: readonly PowerItemData[],
  codes: ForceSkillCodes,
  keptUpActions: number,
  edition: DifficultyEdition,
  lang = "en",
): ForcePowersView {
  const collator = new Intl.Collator(lang, { sensitivity: "base" });
  const rows = powers
    .map((power): PowerRowView => {
      const rules = forcePowerRules(power.system);
      const skills = rules.skills.map((skill) => ({
        skill,
        labelKey: `SWD6.SkillName.${skill}`,
        has: Boolean(codes[skill]),
        difficulty: difficultyView(power.system, skill, edition),
      }));
      return {
        id: power.id,
        name: power.name,
        skills,
        rolled: skills.length > 0,
        missingKeys: skills.filter((s) => !s.has).map((s) => s.labelKey),
        keepUp: rules.keptUp,
        canKeepUp: rules.keptUp !== "no",
        up: power.up && rules.keptUp !== "no",
        darkSide: power.system.darkSide,
        darkSidePoints: powerDarkSidePoints(rules),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  return {
    visible: forceVisible || powers.length > 0,
    rows,
    keptUp: keptUpActions > 0 ? { actions: keptUpActions, penalty: formatModifier({ dice: -keptUpActions, pips: 0 }) } : null,
  };
}

/** The round of a power's use as the dialog sets it: other declared actions and the other powers kept up. */
export function powerRound(otherActions: number, keptUp: readonly (readonly ForceSkill[])[]): PowerRound {
  return { otherActions: Array.from({ length: otherActions }, (): ActionKind => "action"), keptUp };
}

/** The power dialog's fields as read. */
export interface PowerForm {
  /** The difficulty number of each skill roll; null where the field is blank. */
  difficulties: Partial<Record<ForceSkill, number | null>>;
  /** Other actions declared this round, 0 to {@link MOST_OTHER_ACTIONS}. */
  otherActions: number;
  /** Keep the power up if it works (only for a power that may be kept up). */
  keepUp: boolean;
  /** Spend a Force point with this use (only when one may be spent and none is active). Absent: no. */
  forcePoint?: boolean;
}

/**
 * Reads the power dialog's fields (FormData entries, all text): `difficulty-<skill>` for each skill
 * the power rolls (blank, or not a whole number: null, and the power cannot be rolled until it is), `otherActions` clamped to 0-{@link MOST_OTHER_ACTIONS},
 * `keepUp` checked, `forcePoint` only when one may be spent (`readForcePointField`).
 * @param fields the form's entries by name
 * @param skills the power's Force skills
 * @param offer the character's Force point (absent: none offered)
 */
export function readPowerForm(fields: Record<string, string | undefined>, skills: readonly ForceSkill[], offer?: ForcePointOffer | null): PowerForm {
  const difficulties = Object.fromEntries(
    skills.map((skill) => {
      // Read as a number (`1e3` is 1000, not the 1 parseInt stops at); what is no whole number is none, so the power waits for it.
      return [skill, readWholeNumber(fields[`difficulty-${skill}`]).value];
    }),
  );
  const others = readWholeNumber(fields.otherActions).value;
  return {
    difficulties,
    otherActions: others !== null ? Math.min(MOST_OTHER_ACTIONS, Math.max(0, others)) : 0,
    keepUp: fields.keepUp === "on" || fields.keepUp === "true",
    ...(readForcePointField(fields.forcePoint, offer) ? { forcePoint: true } : {}),
  };
}

/** The power dialog's context. */
export interface PowerDialogContext {
  id: string;
  name: string;
  actorName: string;
  rows: {
    skill: ForceSkill;
    labelKey: string;
    base: string;
    code: string;
    difficulty: number | null;
    printed: string;
    opposed: boolean;
    /** The roll's chance of meeting its difficulty (`successProbability`), or null while it has none. */
    chance: string | null;
    /** The least difficulty the power lists for this roll when the given one is below it, else null. */
    leastListed: number | null;
  }[];
  /** The chance every roll succeeds, so the power works (the rolls are independent); null until every difficulty is set. */
  chance: string | null;
  /** The actions the round counts and the penalty every roll of it takes (`-1D`), null for none. */
  actions: number;
  penalty: string | null;
  /** The other powers kept up: the actions they count as, or 0. */
  keptUpActions: number;
  otherActions: number;
  mostOtherActions: number;
  keepUp: { may: boolean; must: boolean; checked: boolean };
  darkSidePoints: number;
  /** The Force point's line: offered (a checkbox), already spent this round (a note), or null. */
  forcePoint: ReturnType<typeof forcePointField>;
  /** Every difficulty is set, none below the power's listed one: the power can be rolled. */
  ready: boolean;
}

/**
 * The power dialog's context: each skill roll's base and rolled code (`planPowerRolls`: wounds and
 * the multiple action penalty of the power's own skill uses, the other powers kept up and the other
 * actions), its difficulty number (the form's, else the starting one) and the printed difficulty; the
 * round's actions and penalty; the keep-up choice; the Dark Side points a use gives; the Force
 * point, which doubles the codes ({@link powerCodes}).
 *
 * @param input the power, the character's codes, the other kept-up powers' skills, the wound penalty
 *   (dice, >= 0), the world's difficulty table and the form as it stands (absent: the first render)
 * @throws RuleArgumentError or DieCodeError for what `planPowerRolls` rejects (a skill the character
 *   lacks is left out: check {@link powerPlan}'s `missing` before)
 */
export function powerDialogContext(input: {
  id: string;
  power: PowerItemData;
  actorName: string;
  codes: ForceSkillCodes;
  keptUp: readonly (readonly ForceSkill[])[];
  woundPenalty: number;
  edition: DifficultyEdition;
  /** The world rolls the wild die (the chances count it); default: the R&E edition's. */
  wildDie?: boolean;
  /** The character's Force point; absent: none offered. */
  forcePoint?: ForcePointOffer | null;
  form?: PowerForm;
}): PowerDialogContext {
  const rules = forcePowerRules(input.power.system);
  const form: PowerForm = input.form ?? initialPowerForm(input.power, input.edition);
  const plan = powerPlan(input.power, powerCodes(input.codes, input.forcePoint, form), form, input.keptUp, input.woundPenalty);
  const wildDie = input.wildDie ?? input.edition === "revised";
  // A mishap is counted as rolled: the GM's later choice cannot be known in the dialog.
  const probabilities = plan.rolls.map((roll) =>
    roll.difficulty === null ? null : rollOutlook(roll.code, roll.difficulty, { wildDie, mishap: "count" }).probability,
  );
  const below = new Map(difficultiesBelowListed(input.power.system, form, input.edition).map((entry) => [entry.skill, entry.listed]));
  const allSet = probabilities.every((p) => p !== null);
  const ready = allSet && below.size === 0;
  return {
    id: input.id,
    name: input.power.name,
    actorName: input.actorName,
    rows: plan.rolls.map((roll, index) => ({
      skill: roll.skill,
      labelKey: `SWD6.SkillName.${roll.skill}`,
      base: formatDieCode(roll.base),
      code: formatDieCode(roll.code),
      difficulty: roll.difficulty,
      printed: input.power.system.difficulty[roll.skill].printed,
      opposed: input.power.system.difficulty[roll.skill].opposed,
      chance: probabilities[index] === null ? null : formatChance(probabilities[index] as number),
      leastListed: below.get(roll.skill) ?? null,
    })),
    chance: allSet ? formatChance(probabilities.reduce((all: number, p) => all * (p as number), 1)) : null,
    actions: plan.actions.actions,
    penalty: plan.actions.penalty > 0 ? formatModifier({ dice: -plan.actions.penalty, pips: 0 }) : null,
    keptUpActions: input.keptUp.reduce((sum, skills) => sum + skills.length, 0),
    otherActions: form.otherActions,
    mostOtherActions: MOST_OTHER_ACTIONS,
    keepUp: { may: rules.keptUp === "may", must: rules.keptUp === "must", checked: form.keepUp },
    darkSidePoints: powerDarkSidePoints(rules),
    forcePoint: forcePointField(input.forcePoint, form.forcePoint),
    ready,
  };
}

/** What the power dialog is built from (see {@link powerDialogContext}), without the form. */
export type PowerDialogInput = Omit<Parameters<typeof powerDialogContext>[0], "form">;

/**
 * The power dialog's spec for the roll dialog window: its fields are each skill roll's difficulty,
 * the round's other actions and keeping it up ({@link readPowerForm}); its summary is the context of
 * {@link powerDialogContext}, Roll enabled once every roll has a difficulty.
 * @param input the power, the character's codes and the round
 */
export function powerDialogSpec(input: PowerDialogInput): RollDialogSpec<PowerForm, PowerDialogContext> {
  const skills = forcePowerRules(input.power.system).skills;
  return {
    parts: rollDialogParts("force-power-dialog"),
    readForm: (fields) => readPowerForm(fields, skills, input.forcePoint),
    adjustFields: (changed, _form, committed) => keepWholeNumber(changed, "otherActions", committed),
    fieldsContext: (form) => powerDialogContext({ ...input, form }) as unknown as Record<string, unknown>,
    summaryContext: (form) => powerDialogContext({ ...input, form }),
    rollButton: { label: "SWD6.Roll.roll", icon: "fa-solid fa-hand-sparkles" },
    firstField: (form) => form.querySelector<HTMLInputElement>('input[name^="difficulty-"]'),
  };
}

/** The form the power dialog opens with: each roll's starting difficulty, no other action, not kept up. */
export function initialPowerForm(power: PowerItemData, edition: DifficultyEdition): PowerForm {
  return { difficulties: startingDifficulties(power.system, edition), otherActions: 0, keepUp: false };
}

/**
 * The plan of a power's rolls for the dialog's form (`planPowerRolls`); its `missing` lists the Force
 * skills the character lacks, whose rolls it leaves out.
 * @throws RuleArgumentError or DieCodeError for what `planPowerRolls` rejects
 */
export function powerPlan(
  power: PowerItemData,
  codes: ForceSkillCodes,
  form: PowerForm,
  keptUp: readonly (readonly ForceSkill[])[],
  woundPenalty: number,
): PowerPlan {
  const rules = forcePowerRules(power.system);
  return planPowerRolls(rules.skills, codes, form.difficulties, powerRound(form.otherActions, keptUp), woundPenalty);
}

/** One skill roll on the power's chat card. */
export interface PowerCardRow {
  skill: ForceSkill;
  labelKey: string;
  code: string;
  dice: CardDie[];
  wild: CardWildDie[];
  pips: string | null;
  total: number;
  difficulty: number;
  success: boolean;
  /** total - difficulty with its sign (`+3`, `-2`, `±0`). */
  margin: string;
  mishap: boolean;
  /** The user who gave the difficulty, when it is not the one the power lists (the table's modifiers, a target's roll, a ruling); else null. */
  givenBy: string | null;
}

/** The power card's context. */
export interface PowerCardContext {
  name: string;
  actorName: string;
  rows: PowerCardRow[];
  actions: number;
  penalty: string | null;
  success: boolean;
  /** The failed skills' localization keys. */
  failedKeys: string[];
  keptUp: boolean;
  darkSidePoints: number;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `${n}` : "±0";
}

/**
 * The chat card of a power's use: each skill roll in the order rolled (control, sense, alter) with its
 * code, dice (the wild die's chain apart, as the roll card draws them), total against its difficulty
 * and margin; the round's actions and penalty; the outcome (`powerOutcome`: works only if every roll
 * succeeds), whether it is now kept up, and the Dark Side points it gave.
 *
 * @param name the power's name
 * @param actorName the character's name
 * @param rolled the power's rolls and outcome (`rollPower`)
 * @param actions the round's actions and penalty (`plan.actions`)
 * @param mishap how the rolls counted a 1 on the wild die
 * @param given who gave the difficulties (the user's name) and the least each roll lists
 *   ({@link listedDifficulties}); a row whose difficulty is not its listed one names him. Absent: none named.
 */
export function powerCardContext(
  name: string,
  actorName: string,
  rolled: PowerRoll,
  actions: PowerPlan["actions"],
  mishap: Mishap,
  given?: { user: string; listed: Partial<Record<ForceSkill, number | null>> },
): PowerCardContext {
  const rows = rolled.rolls.map((roll): PowerCardRow => {
    const faces = diceOf(roll.code, roll.roll, mishap);
    const difficulty = roll.difficulty as number;
    const margin = rolled.outcome.margins[roll.skill] ?? roll.roll.total - difficulty;
    return {
      skill: roll.skill,
      labelKey: `SWD6.SkillName.${roll.skill}`,
      code: formatDieCode(roll.code),
      dice: faces.dice,
      wild: faces.wild,
      pips: faces.pips,
      total: roll.roll.total,
      difficulty,
      success: !rolled.outcome.failed.includes(roll.skill),
      margin: signed(margin),
      mishap: roll.roll.mishap,
      givenBy: given && given.listed[roll.skill] !== difficulty ? given.user : null,
    };
  });
  return {
    name,
    actorName,
    rows,
    actions: actions.actions,
    penalty: actions.penalty > 0 ? formatModifier({ dice: -actions.penalty, pips: 0 }) : null,
    success: rolled.outcome.success,
    failedKeys: rolled.outcome.failed.map((skill) => `SWD6.SkillName.${skill}`),
    keptUp: rolled.outcome.keptUp,
    darkSidePoints: rolled.outcome.darkSidePoints,
  };
}

/** A roll's faces as the roll card draws them. */
function diceOf(code: DieCode, result: D6RollResult, mishap: Mishap): Pick<PowerCardRow, "dice" | "wild" | "pips"> {
  const card = rollCardContext({
    options: {
      label: "",
      actorName: null,
      base: code,
      code,
      modifiers: [],
      wildDie: result.wild.length > 0,
      mishap,
      difficulty: null,
      difficultyLevel: null,
      probability: null,
      automatic: null,
    },
    result,
    isPrivate: false,
  });
  return { dice: card.dice, wild: card.wild, pips: card.pips };
}
