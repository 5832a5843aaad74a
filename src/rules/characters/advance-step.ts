/**
 * One advance between adventures and its undoing: the next code, what it costs, the log entry, and
 * the character points left. Pure: the sheet asks, the actor writes.
 *
 * Rules: reference-data/tables.json `advancement` (R&E Rules Upgrade): the cost is
 * {@link advancementCost}, the training time {@link trainingDays}; "a skill can be improved only one
 * pip between adventures; specializations improve separately from the base skill". Attributes are
 * raised only with the GM's leave (the sheet lets only a GM confirm one).
 */
import { type DieCode, PIPS_PER_DIE, checkDieCode, formatDieCode, parseDieCode } from "../dice/die-code.ts";
import { RuleArgumentError, requireInteger } from "../errors.ts";
import { type AdvanceKind, advancementCost, newSkillCost, trainingDays } from "./advancement.ts";

/** What is raised: its kind, a key naming it on the character, its name, and its code now. */
export interface AdvanceTarget {
  kind: AdvanceKind;
  /** Names the trait on the character: `attribute:dex`, `skill:<item id>`, `spec:<item id>:<name>`. */
  key: string;
  /** The name shown in the log. */
  label: string;
  /** The code now, as rolled: an attribute's or a Force skill's code, a skill's with its attribute, a specialization's with its skill. */
  current: DieCode;
  /** The code as stored: the whole code of an attribute or Force skill, the dice added to a skill or specialization. */
  stored: DieCode;
  /**
   * An advanced skill only: whether the character has the skill it builds on at the code it needs
   * (`ADVANCED_SKILL_PREREQUISITES`: First Aid 5D for (A) Medicine). Absent: no prerequisite to check.
   */
  prerequisiteMet?: boolean;
}

/** One advance as the character's log keeps it. */
export interface AdvanceRecord {
  kind: AdvanceKind;
  key: string;
  label: string;
  /** Codes as text (`"4D+2"`), before and after. */
  from: string;
  to: string;
  /** Character points paid. */
  cost: number;
  /** Training days (tables.json `advancement`). */
  days: number;
  /** The adventure counter when it was bought: one pip per key per adventure. */
  adventure: number;
  /** When it was bought, ISO 8601. */
  date: string;
}

/** What an advance would cost, shown before the click. */
export interface AdvanceQuote {
  from: DieCode;
  to: DieCode;
  cost: number;
  days: number;
  /** Why it may not be bought now; null when it may. */
  problem: "not-enough-points" | "once-per-adventure" | "prerequisite" | null;
}

/** The character's part that advances touch. */
export interface AdvanceState {
  characterPoints: number;
  /** The adventure counter (starts at 0; the GM moves it on at an adventure's end). */
  adventure: number;
  log: readonly AdvanceRecord[];
}

/** The options the cost and training time depend on (tables.json `advancement`). */
export interface AdvanceOptions {
  /** A teacher trains the character (default true). */
  teacher?: boolean;
  /** The skill was used in the last adventure: no training time (default false). */
  usedLastAdventure?: boolean;
}

/**
 * A code moved by whole pips, with three pips making a die (R&E: 4D+2 raised one pip is 5D, 5D
 * lowered one pip is 4D+2). A code already holding three or more pips is first counted in pips, so
 * 4D+3 raised one pip is 5D+1.
 *
 * @param code the code, integer dice and pips
 * @param pips how many pips to add (negative: take off), an integer
 * @returns the code with 0 to 2 pips when its total is 0 or more
 * @throws DieCodeError for a malformed code
 * @throws RuleArgumentError when `pips` is not an integer
 */
export function stepPips(code: DieCode, pips: number): DieCode {
  checkDieCode(code, "code");
  requireInteger("pips", pips);
  const total = code.dice * PIPS_PER_DIE + code.pips + pips;
  const dice = Math.floor(total / PIPS_PER_DIE);
  return { dice: dice + 0, pips: total - dice * PIPS_PER_DIE + 0 };
}

/**
 * What raising `target` one pip costs and whether it may be bought now: not with fewer character
 * points than the cost, and not a second time in the same adventure (R&E: one pip between
 * adventures). Blaster 4D+2 with 10 points: to 5D for 4 points, 4 days with a teacher. An advanced
 * skill not yet learned (0D) is learned at 1D for {@link newSkillCost} (2 points), and only by a
 * character who has the skill it builds on at the code it needs (`prerequisiteMet`).
 *
 * @param target what is raised
 * @param state character points, adventure counter and log
 * @throws RuleArgumentError for an unknown kind or points or counter that are not integers >= 0
 * @throws DieCodeError for a malformed or negative code
 */
export function quoteAdvance(target: AdvanceTarget, state: AdvanceState, options: AdvanceOptions = {}): AdvanceQuote {
  requireInteger("state.characterPoints", state.characterPoints, 0);
  requireInteger("state.adventure", state.adventure, 0);
  const current = stepPips(target.current, 0);
  const learning = target.kind === "advanced-skill" && current.dice === 0 && current.pips === 0;
  const cost = learning ? newSkillCost("advanced-skill") : advancementCost(target.kind, current, { teacher: options.teacher ?? true });
  const days = trainingDays(target.kind, cost, options);
  const raised = state.log.some((entry) => entry.key === target.key && entry.adventure === state.adventure);
  const problem =
    learning && target.prerequisiteMet === false ? "prerequisite" : raised ? "once-per-adventure" : cost > state.characterPoints ? "not-enough-points" : null;
  return { from: current, to: learning ? { dice: 1, pips: 0 } : stepPips(current, 1), cost, days, problem };
}

/**
 * Buys one pip of `target`: the new code, the points left, and the log with the new entry last.
 *
 * @param target what is raised
 * @param state character points, adventure counter and log
 * @param date when, ISO 8601 (the caller's clock: the rule stays pure)
 * @returns `{ stored, characterPoints, log, record }`: `stored` is the target's stored code raised by
 *   the pips the quote adds (one, or three when an advanced skill is learned at 1D)
 * @throws RuleArgumentError when the quote has a problem (not enough points, raised this adventure)
 * @throws DieCodeError for a malformed or negative code
 */
export function applyAdvance(
  target: AdvanceTarget,
  state: AdvanceState,
  date: string,
  options: AdvanceOptions = {},
): { stored: DieCode; characterPoints: number; log: AdvanceRecord[]; record: AdvanceRecord } {
  const quote = quoteAdvance(target, state, options);
  if (quote.problem) throw new RuleArgumentError("target", target.key, `an advance that is allowed (${quote.problem})`);
  const record: AdvanceRecord = {
    kind: target.kind,
    key: target.key,
    label: target.label,
    from: formatDieCode(quote.from),
    to: formatDieCode(quote.to),
    cost: quote.cost,
    days: quote.days,
    adventure: state.adventure,
    date,
  };
  const stored = stepPips(target.stored, pipsOf(quote.to) - pipsOf(quote.from));
  return { stored, characterPoints: state.characterPoints - quote.cost, log: [...state.log, record], record };
}

/**
 * Undoes the last advance: its points come back and its trait goes back to the code it had,
 * provided the trait still has the code the advance gave it (else something changed it since, and
 * the undo would lose that change).
 *
 * @param state character points, adventure counter and log
 * @param traitOf the trait now, by the record's key: its code as rolled and as stored (null when the trait is gone)
 * @returns `{ record, stored, characterPoints, log }`: the undone record, the stored code lowered by
 *   the pips the advance added, the points and the shorter log
 * @throws RuleArgumentError when the log is empty or the trait's code is no longer the advance's result
 */
export function undoLastAdvance(
  state: AdvanceState,
  traitOf: (key: string) => { current: DieCode; stored: DieCode } | null,
): { record: AdvanceRecord; stored: DieCode; characterPoints: number; log: AdvanceRecord[] } {
  const record = state.log.at(-1);
  if (!record) throw new RuleArgumentError("state.log", state.log, "a log with an advance to undo");
  const trait = traitOf(record.key);
  const current = trait && formatDieCode(stepPips(trait.current, 0));
  if (!trait || current !== record.to) throw new RuleArgumentError(record.key, current, `the code the advance gave (${record.to})`);
  const stored = stepPips(trait.stored, pipsOf(parseDieCode(record.from)) - pipsOf(parseDieCode(record.to)));
  return { record, stored, characterPoints: state.characterPoints + record.cost, log: state.log.slice(0, -1) };
}

/** A code counted in pips, three to a die. */
function pipsOf(code: DieCode): number {
  return code.dice * PIPS_PER_DIE + code.pips;
}
