/**
 * Using a Force power: which Force skills it rolls, the difficulty each starts from, the multiple
 * action penalty those rolls take, the outcome (every roll must succeed), the Dark Side points a
 * dark-side power gives, and the powers a character keeps "up".
 *
 * Rules:
 * - Control, Sense and Alter are skills of their own, tied to no attribute (Grundregeln, "Machtfertigkeiten").
 * - Every skill used in a round is an action, and each action beyond the first costs 1D on every roll
 *   (Reglas: "cada utilización de una habilidad, después de la primera, te cuesta 1D"; Grundregeln:
 *   two declared actions roll -1D each). A power rolled with two skills is two skill uses. The REUP
 *   entries in reference-data/force-powers.json say the same of powers: Force Jump's control and alter
 *   rolls make its jump "a third action in that round"; Concentration's roll "counts as an action".
 * - A power kept "up" goes on counting toward the penalty, one action per skill it uses, for as long
 *   as it is up: Force Harmony's entry (control, sense and alter) says calling on it alone costs the
 *   user "a 2D penalty" while it is kept up, which is three skill uses.
 * - A power works only if every one of its skill rolls meets its difficulty (Force Jump: "If both
 *   Force skill rolls are successful"; "If the Jedi fails any Force skill roll, the power is not
 *   activated"); success is a total equal to or above the difficulty (Grundregeln, R&E Rules and Reglas).
 * - A dark-side power gives the user Dark Side points each time it is used (the entries' "Warning: a
 *   character who uses this power receives a Dark Side Point"; Transfer Life gives two). The GM then
 *   rolls for turning (`rollDarkSideCheck`, force-points.ts).
 */
import { type ActionKind, ACTION_KINDS, multipleActionPenalty } from "../actions/actions.ts";
import { type DieCode, checkDieCode } from "../dice/die-code.ts";
import {
  type DifficultyEdition,
  type DifficultyLevel,
  DIFFICULTY_EDITIONS,
  DIFFICULTY_LEVELS,
  DIFFICULTY_RANGES,
  difficultyNumberFor,
  meetsDifficulty,
} from "../dice/difficulty.ts";
import { type D6RollResult, type Mishap, rollDieCode } from "../dice/roll.ts";
import { rollCode } from "../dice/skill-code.ts";
import { RuleArgumentError, requireInteger, requireNumber, requireObject, requireOneOf } from "../errors.ts";

/** The Force skills, in the order a power lists and rolls them. */
export const FORCE_SKILLS = ["control", "sense", "alter"] as const;

/** A Force skill (Grundregeln: Control, Sense, Alter). */
export type ForceSkill = (typeof FORCE_SKILLS)[number];

/** Whether a stored value is one of the {@link FORCE_SKILLS} (a skill's stored key is checked before it is trusted). */
export function isForceSkill(value: unknown): value is ForceSkill {
  return (FORCE_SKILLS as readonly unknown[]).includes(value);
}

/** Every keep-up mode. */
export const KEEP_UP_MODES = ["no", "may", "must"] as const;

/** Whether a power may, must or cannot be kept "up". */
export type KeepUp = (typeof KEEP_UP_MODES)[number];

/** A difficulty level printed for one circumstance ("Easy for wounded characters"). */
export interface PowerDifficultyLevel {
  level: DifficultyLevel;
  /** The circumstance, in words. */
  when: string;
}

/** A modifier printed for one circumstance ("+3 for each additional target"). */
export interface PowerDifficultyModifier {
  /** Added to the difficulty number (negative makes it easier). */
  value: number;
  when: string;
  /** It applies once for each of something (each additional target, each 5 meters). */
  each: boolean;
}

/**
 * The difficulty of one Force skill roll of a power, as the data model stores it. `level` is the one
 * level printed for every use; `levels` the levels printed by circumstance; `modifiers` the printed
 * numbers added in some circumstances; `opposed` says the target's roll (control, Perception…) may
 * set the difficulty.
 */
export interface PowerDifficulty {
  level: DifficultyLevel | "";
  levels: readonly PowerDifficultyLevel[];
  modifiers: readonly PowerDifficultyModifier[];
  opposed: boolean;
}

/** What the GM chose for one roll's difficulty. All optional. */
export interface PowerDifficultyChoice {
  /** The level that applies, when the power prints several (or the GM overrides the printed one). */
  level?: DifficultyLevel;
  /** How many times each of the difficulty's `modifiers` applies, by index (0 or 1 unless `each`). */
  modifiers?: readonly number[];
  /** The target's resisting roll, which sets the difficulty of an opposed power. */
  opposedTotal?: number;
}

function checkDifficulty(difficulty: PowerDifficulty, argument: string): void {
  requireObject(argument, difficulty, "a power difficulty");
  if (difficulty.level !== "") requireOneOf(`${argument}.level`, difficulty.level, DIFFICULTY_LEVELS);
  if (!Array.isArray(difficulty.levels)) throw new RuleArgumentError(`${argument}.levels`, difficulty.levels, "an array");
  difficulty.levels.forEach((entry, i) => requireOneOf(`${argument}.levels[${i}].level`, entry?.level, DIFFICULTY_LEVELS));
  if (!Array.isArray(difficulty.modifiers)) throw new RuleArgumentError(`${argument}.modifiers`, difficulty.modifiers, "an array");
  difficulty.modifiers.forEach((entry, i) => requireInteger(`${argument}.modifiers[${i}].value`, entry?.value));
}

/**
 * The difficulty number a power's skill roll is made against, before the GM's own changes.
 *
 * The base is the target's resisting roll when one was made (`opposedTotal`: powers whose difficulty
 * is "the target's control or Perception roll"), else the number of the chosen level, else of the one
 * printed level, else of the first level printed by circumstance; each level's number comes from the
 * world's difficulty table (`difficultyNumberFor`, R&E Rules and Reglas). The chosen printed modifiers
 * are added, each `value × times`.
 *
 * @param difficulty the skill's difficulty as the power stores it
 * @param choice what the GM chose (see {@link PowerDifficultyChoice})
 * @param edition the world's difficulty table
 * @returns the difficulty number, or null when nothing sets it (an opposed power whose target has not
 *   rolled yet, or a difficulty printed only in words): the GM has to give one
 * @throws RuleArgumentError for a malformed difficulty, an unknown level or edition, a modifier count
 *   that is not an integer >= 0 (or above 1 for a modifier that is not `each`), a count given for a
 *   modifier the power does not print, or an opposed total that is not a finite number
 */
export function powerDifficultyNumber(difficulty: PowerDifficulty, choice: PowerDifficultyChoice, edition: DifficultyEdition): number | null {
  checkDifficulty(difficulty, "difficulty");
  const chosen = choice ?? {};
  const counts = chosen.modifiers ?? [];
  if (!Array.isArray(counts)) throw new RuleArgumentError("choice.modifiers", counts, "an array of counts");
  if (counts.length > difficulty.modifiers.length) {
    throw new RuleArgumentError("choice.modifiers", counts, `at most ${difficulty.modifiers.length} counts, one per printed modifier`);
  }
  let added = 0;
  counts.forEach((times, i) => {
    const modifier = difficulty.modifiers[i];
    added += modifier.value * requireInteger(`choice.modifiers[${i}]`, times, 0, modifier.each ? Infinity : 1);
  });

  let base: number | null = null;
  if (chosen.opposedTotal !== undefined) base = requireNumber("choice.opposedTotal", chosen.opposedTotal);
  else {
    const level = chosen.level ?? (difficulty.level || difficulty.levels[0]?.level);
    if (level) base = difficultyNumberFor(requireOneOf("choice.level", level, DIFFICULTY_LEVELS), edition);
  }
  return base === null ? null : base + added;
}

/**
 * The least difficulty number a power's skill roll may be made against when its user gives the
 * number: the least number of the easiest level the power lists for that skill (its one level, or
 * the easiest of its levels by circumstance): any number of a level's range is that level (R&E Rules'
 * difficulty ranges; Reglas's 5/10/15/20/30 fall in the level of the same name), so a Difficult power
 * may be rolled against 16, not 15. What the rule documents
 * leave to the table (proximity, relationship, more targets: the printed modifiers, none of which is
 * negative) only adds to it, so a number at or above it may stand, one below it may not. The five
 * rule documents describe no power's difficulty; the listed levels are the powers' entries
 * (reference-data/force-powers.json, Star Wars: Revised, Expanded and Updated).
 *
 * @param difficulty the skill's difficulty as the power stores it
 * @param edition the world's difficulty table (checked; a level's range is the same in both)
 * @returns the number, or null when the power lists no level for the skill or the target's roll may
 *   set it (`opposed`): the difficulty is then the target's roll or the gamemaster's ruling
 * @throws RuleArgumentError for a malformed difficulty or an unknown level or edition
 */
export function listedPowerDifficulty(difficulty: PowerDifficulty, edition: DifficultyEdition): number | null {
  checkDifficulty(difficulty, "difficulty");
  if (difficulty.opposed) return null;
  const levels = [difficulty.level, ...difficulty.levels.map((entry) => entry.level)].filter((level): level is DifficultyLevel => level !== "");
  if (levels.length === 0) return null;
  requireOneOf("edition", edition, DIFFICULTY_EDITIONS);
  return Math.min(...levels.map((level) => DIFFICULTY_RANGES[level].min));
}

/** A power as the rules need it: the skills it rolls, whether it can be kept up, its Dark Side points. */
export interface ForcePowerRules {
  /** The Force skills it rolls; at least one for a power that can be used at will. */
  skills: readonly ForceSkill[];
  keptUp: KeepUp;
  /** Dark Side points every use gives (0 for a power that is not of the dark side). */
  darkSidePoints: number;
}

/**
 * The Force skills a power rolls, each once, in the order control, sense, alter.
 * @throws RuleArgumentError when `skills` is not an array or holds anything but a Force skill
 */
export function powerSkills(skills: readonly ForceSkill[]): ForceSkill[] {
  if (!Array.isArray(skills)) throw new RuleArgumentError("skills", skills, "an array of Force skills");
  skills.forEach((skill, i) => requireOneOf(`skills[${i}]`, skill, FORCE_SKILLS));
  return FORCE_SKILLS.filter((skill) => skills.includes(skill));
}

/** What else the character does in the round a power is used. */
export interface PowerRound {
  /** The character's other declared actions this round (Grundregeln's kinds; walking does not count). */
  otherActions?: readonly ActionKind[];
  /** The skills of each power the character keeps up (not the one being used), one list per power. */
  keptUp?: readonly (readonly ForceSkill[])[];
}

/**
 * The actions the powers a character keeps "up" count as: one per Force skill of each (Force
 * Harmony's entry: kept up with three skills, it alone costs the user 2D).
 *
 * @param keptUp the skills of each power kept up
 * @returns the number of actions, >= 0
 * @throws RuleArgumentError when `keptUp` is not an array of skill lists
 */
export function keptUpActions(keptUp: readonly (readonly ForceSkill[])[]): number {
  if (!Array.isArray(keptUp)) throw new RuleArgumentError("keptUp", keptUp, "an array of skill lists");
  return keptUp.reduce((sum, skills, i) => {
    if (!Array.isArray(skills)) throw new RuleArgumentError(`keptUp[${i}]`, skills, "an array of Force skills");
    return sum + powerSkills(skills).length;
  }, 0);
}

/** The multiple action penalty of a power's rolls. */
export interface PowerActions {
  /** The actions counted in the round: the power's skill rolls, the kept-up powers' skills and the
   *  other counted actions. Pass it to the roll dialog as the round's declared actions. */
  actions: number;
  /** Dice every roll of the round loses (`multipleActionPenalty`), >= 0. */
  penalty: number;
}

/**
 * The multiple action penalty a power's skill rolls take (Reglas: each skill use after the first
 * costs 1D; Grundregeln's table for the other actions): each Force skill the power rolls is one action,
 * each skill of each power kept up is one more, and so is every other counted action of the round.
 * The same penalty falls on every other roll of the round.
 *
 * Example: a Failed Jedi (Grundregeln: Control 3D, Sense 2D) uses a control-and-sense power with nothing
 * else up: two actions, -1D, so Control rolls 2D and Sense 1D.
 *
 * @param skills the Force skills of the power being used
 * @param round the round's other actions and the powers kept up
 * @throws RuleArgumentError for an unknown skill or action kind, or a malformed round
 */
export function powerActions(skills: readonly ForceSkill[], round: PowerRound = {}): PowerActions {
  const used = powerSkills(skills);
  requireObject("round", round ?? {}, "a round object");
  const others = round?.otherActions ?? [];
  if (!Array.isArray(others)) throw new RuleArgumentError("round.otherActions", others, "an array of action kinds");
  others.forEach((kind, i) => requireOneOf(`round.otherActions[${i}]`, kind, ACTION_KINDS));
  const kept = keptUpActions(round?.keptUp ?? []);
  const declared: ActionKind[] = [...used.map((): ActionKind => "action"), ...others, ...Array.from({ length: kept }, (): ActionKind => "action")];
  const penalty = multipleActionPenalty(declared);
  return { actions: penalty + 1, penalty };
}

/** A character's Force skill codes; a skill the character lacks is absent or null. */
export type ForceSkillCodes = Partial<Record<ForceSkill, DieCode | null>>;

/** One skill roll of a power, ready to roll. */
export interface PowerRollPlan {
  skill: ForceSkill;
  /** The character's code in the skill. */
  base: DieCode;
  /** The code rolled: the base less the wound and multiple action penalties (`rollCode`). */
  code: DieCode;
  /** The difficulty number, or null when the GM still has to set it. */
  difficulty: number | null;
}

/** A power's rolls, ready to roll, or why the character cannot use it. */
export interface PowerPlan {
  rolls: PowerRollPlan[];
  actions: PowerActions;
  /** The Force skills the power needs and the character lacks: the power cannot be used. */
  missing: ForceSkill[];
}

/**
 * Plans a power's rolls: for each Force skill it needs, the character's code less the wound penalty
 * and the multiple action penalty of {@link powerActions}, against the difficulty number the caller
 * settled (see {@link powerDifficultyNumber}).
 *
 * @param skills the power's Force skills
 * @param codes the character's Force skill codes
 * @param difficulties the difficulty number of each skill roll (null or absent: not yet set)
 * @param round the round's other actions and kept-up powers
 * @param woundPenalty dice the character's wounds take off every roll (`woundPenalty`), >= 0
 * @returns the plan; `missing` lists the skills the character lacks (then `rolls` holds the others)
 * @throws RuleArgumentError for an unknown skill, a malformed round, a difficulty that is not a finite
 *   number, or a wound penalty that is not an integer >= 0
 * @throws DieCodeError for a malformed code
 */
export function planPowerRolls(
  skills: readonly ForceSkill[],
  codes: ForceSkillCodes,
  difficulties: Partial<Record<ForceSkill, number | null>>,
  round: PowerRound = {},
  woundPenalty = 0,
): PowerPlan {
  requireObject("codes", codes, "the character's Force skill codes");
  requireObject("difficulties", difficulties, "a difficulty number per Force skill");
  requireInteger("woundPenalty", woundPenalty, 0);
  const actions = powerActions(skills, round);
  const used = powerSkills(skills);
  const missing = used.filter((skill) => !codes[skill]);
  const rolls = used
    .filter((skill) => codes[skill])
    .map((skill) => {
      const base = codes[skill] as DieCode;
      checkDieCode(base, `codes.${skill}`);
      const difficulty = difficulties[skill] ?? null;
      if (difficulty !== null) requireNumber(`difficulties.${skill}`, difficulty);
      const code = rollCode(base, { woundPenalty, multipleActionPenalty: actions.penalty });
      return { skill, base: { ...base }, code, difficulty };
    });
  return { rolls, actions, missing };
}

/** One skill roll of a power as it fell. */
export interface PowerRollResult {
  skill: ForceSkill;
  total: number;
  difficulty: number;
}

/** What came of using a power. */
export interface PowerOutcome {
  /** Every skill roll met its difficulty: the power works. */
  success: boolean;
  /** The skills whose rolls missed their difficulty. */
  failed: ForceSkill[];
  /** By how much each roll met or missed its difficulty (total - difficulty); many powers scale with it. */
  margins: Partial<Record<ForceSkill, number>>;
  /** Dark Side points the user gains for this use. */
  darkSidePoints: number;
  /** The power is now up: it worked and it may or must be kept up, and the user keeps it. */
  keptUp: boolean;
}

/**
 * The outcome of using a power: it works only when every skill roll ties or beats its difficulty
 * (Force Jump's entry; Grundregeln, R&E Rules and Reglas for success); a dark-side power gives its Dark Side points
 * on every use, whether it worked or not (the entries' warning falls on whoever "uses" the power);
 * a power that worked stays up when it must be kept up, or when it may be and the user keeps it.
 *
 * @param power the power's skills, keep-up mode and Dark Side points
 * @param rolls one result per skill the power rolls
 * @param keepUp the user keeps a power that may be kept up (default false)
 * @throws RuleArgumentError for a malformed power, a missing, repeated or foreign skill roll, or a
 *   total or difficulty that is not a finite number
 */
export function powerOutcome(power: ForcePowerRules, rolls: readonly PowerRollResult[], keepUp = false): PowerOutcome {
  requireObject("power", power, "a Force power");
  const skills = powerSkills(power.skills);
  if (skills.length === 0) throw new RuleArgumentError("power.skills", power.skills, "at least one Force skill: this power is not rolled");
  const keptUp = requireOneOf("power.keptUp", power.keptUp, KEEP_UP_MODES);
  if (!Array.isArray(rolls)) throw new RuleArgumentError("rolls", rolls, "an array of skill rolls");
  const bySkill = new Map<ForceSkill, PowerRollResult>();
  rolls.forEach((roll, i) => {
    requireObject(`rolls[${i}]`, roll, "a skill roll");
    const skill = requireOneOf(`rolls[${i}].skill`, roll.skill, skills);
    if (bySkill.has(skill)) throw new RuleArgumentError(`rolls[${i}].skill`, skill, "each of the power's skills once");
    requireNumber(`rolls[${i}].total`, roll.total);
    requireNumber(`rolls[${i}].difficulty`, roll.difficulty);
    bySkill.set(skill, roll);
  });
  const absent = skills.filter((skill) => !bySkill.has(skill));
  if (absent.length > 0) throw new RuleArgumentError("rolls", absent, "a roll for every skill of the power");

  const failed = skills.filter((skill) => !meetsDifficulty(bySkill.get(skill)!.total, bySkill.get(skill)!.difficulty));
  const margins = Object.fromEntries(skills.map((skill) => [skill, bySkill.get(skill)!.total - bySkill.get(skill)!.difficulty]));
  const success = failed.length === 0;
  return {
    success,
    failed,
    margins,
    darkSidePoints: powerDarkSidePoints(power),
    keptUp: success && (keptUp === "must" || (keptUp === "may" && keepUp === true)),
  };
}

/**
 * The Dark Side points one use of a power gives: its printed points (one for most dark-side powers,
 * two for Transfer Life), none for a power that is not of the dark side.
 * @throws RuleArgumentError when the points are not an integer >= 0
 */
export function powerDarkSidePoints(power: Pick<ForcePowerRules, "darkSidePoints">): number {
  requireObject("power", power, "a Force power");
  return requireInteger("power.darkSidePoints", power.darkSidePoints, 0);
}

/** Options of {@link rollPower}. */
export interface RollPowerOptions {
  wildDie: boolean;
  mishap?: Mishap;
  /** A source of numbers in [0, 1), as in `rollDieCode`; default `Math.random`. */
  random?: () => number;
  /** The user keeps the power up if it works and may be kept up. */
  keepUp?: boolean;
}

/** A power's rolls as they fell and their outcome. */
export interface PowerRoll {
  rolls: (PowerRollPlan & { roll: D6RollResult })[];
  outcome: PowerOutcome;
}

/**
 * Rolls a planned power (see {@link planPowerRolls}): each skill's code, in the order control, sense,
 * alter, then the outcome of {@link powerOutcome}.
 *
 * @param power the power's skills, keep-up mode and Dark Side points
 * @param plan the planned rolls; every difficulty set and no skill missing
 * @param options wild die, mishap handling, random source, keeping it up
 * @throws RuleArgumentError when the plan lacks a skill or a difficulty, or for anything
 *   `rollDieCode` or {@link powerOutcome} rejects
 */
export function rollPower(power: ForcePowerRules, plan: PowerPlan, options: RollPowerOptions): PowerRoll {
  requireObject("plan", plan, "a power plan");
  const results = plan.rolls.map((planned) => rollDieCode(planned.code, { wildDie: options.wildDie, mishap: options.mishap, random: options.random }));
  return powerRollOf(power, plan, results, options.keepUp ?? false);
}

/**
 * A planned power's rolls as they fell (see {@link planPowerRolls}; the same rules as
 * {@link rollPower}, the dice rolled elsewhere): each result beside its planned roll, then the
 * outcome of {@link powerOutcome}.
 *
 * @param power the power's skills, keep-up mode and Dark Side points
 * @param plan the planned rolls; every difficulty set and no skill missing
 * @param results one scored roll per planned roll, in the plan's order
 * @param keepUp the user keeps the power up if it works and may be kept up
 * @throws RuleArgumentError when the plan lacks a skill or a difficulty, the results do not match
 *   the planned rolls one for one, or for anything {@link powerOutcome} rejects
 */
export function powerRollOf(power: ForcePowerRules, plan: PowerPlan, results: readonly D6RollResult[], keepUp = false): PowerRoll {
  requireObject("plan", plan, "a power plan");
  if (plan.missing.length > 0) throw new RuleArgumentError("plan.missing", plan.missing, "no Force skill the character lacks");
  if (!Array.isArray(results) || results.length !== plan.rolls.length) throw new RuleArgumentError("results", results, "one result per planned roll");
  const rolls = plan.rolls.map((planned, i) => {
    if (planned.difficulty === null) throw new RuleArgumentError(`plan.rolls[${i}].difficulty`, null, "a difficulty number");
    return { ...planned, roll: results[i] };
  });
  const outcome = powerOutcome(
    power,
    rolls.map(({ skill, roll, difficulty }) => ({ skill, total: roll.total, difficulty: difficulty as number })),
    keepUp,
  );
  return { rolls, outcome };
}
