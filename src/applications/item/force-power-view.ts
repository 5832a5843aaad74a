/**
 * The Force power sheet's view, built from plain document data by pure functions: a card per Force
 * skill with its difficulty and readings, the select boxes' choices, the required powers as text, and
 * what using the power costs in actions (from the rules engine).
 */
import type { DieCode } from "../../rules/dice/die-code.ts";
import { DIFFICULTY_LEVELS } from "../../rules/dice/difficulty.ts";
import { FORCE_SKILLS, type ForceSkill, KEEP_UP_MODES, powerActions } from "../../rules/force/force-power.ts";
import { type StoredForcePower, type StoredSkillDifficulty, forcePowerRules } from "../../data/item/force-power-rules.ts";
import type { SelectOption } from "../sheet-context.ts";
import { termLabel } from "../../game-terms.ts";
import { skillNameKey } from "../../labels.ts";

/** A Force power's `system` data as its sheet reads it. */
export type ForcePowerSystemData = StoredForcePower & { requiredPowers: string[]; effect: string };

/** One Force skill's card on the sheet. */
export interface ForceSkillCard extends StoredSkillDifficulty {
  skill: ForceSkill;
  /** The skill's name, a localization key. */
  label: string;
}

/** What using the power costs, for the sheet's summary line. */
export interface ForcePowerUse {
  /** The skills it rolls, localization keys, in the order control, sense, alter. */
  skills: string[];
  /** The actions its rolls count as on their own (one per skill). */
  actions: number;
  /** Dice each of its rolls loses when nothing else is done or kept up that round. */
  penalty: number;
  /** The same penalty as a modifier (`-1D`), for the sheet's die-code helper. */
  penaltyCode: DieCode;
}

/** The Force power sheet's view. */
export interface ForcePowerView {
  cards: ForceSkillCard[];
  use: ForcePowerUse;
  /** The required powers, one a line, as the text area edits them. */
  requiredPowersText: string;
  /** The badge of a power that may or must be kept up (a localization key), null for one that cannot. */
  keptUpBadge: string | null;
}

/**
 * The sheet's view: a card per Force skill (control, sense, alter) with its stored difficulty, and
 * the actions the power's rolls count as with the penalty they take (`powerActions`).
 * @param system the power's `system` data
 */
export function forcePowerView(system: ForcePowerSystemData): ForcePowerView {
  const cards = FORCE_SKILLS.map((skill) => ({ ...system.difficulty[skill], skill, label: skillNameKey(skill) }));
  const { skills } = forcePowerRules(system);
  const { actions, penalty } = skills.length ? powerActions(skills) : { actions: 0, penalty: 0 };
  return {
    cards,
    use: { skills: skills.map((skill) => skillNameKey(skill)), actions, penalty, penaltyCode: { dice: -penalty, pips: 0 } },
    requiredPowersText: system.requiredPowers.join("\n"),
    keptUpBadge: system.keptUp === "no" ? null : `SWD6.ForcePower.keepUp.${system.keptUp}`,
  };
}

/** The choices of the Force power sheet's select boxes, each label a localization key. */
export interface ForcePowerOptions {
  /** The difficulty levels, after a "none printed" choice. */
  levels: SelectOption[];
  /** The difficulty levels, for a level printed by circumstance. */
  circumstanceLevels: SelectOption[];
  keptUp: SelectOption[];
}

/** The choices of the Force power sheet's select boxes. */
export function forcePowerOptions(): ForcePowerOptions {
  const levels = DIFFICULTY_LEVELS.map((level) => ({ value: level, label: termLabel("difficultyLevels", level) }));
  return {
    levels: [{ value: "", label: "SWD6.ForcePower.noLevel" }, ...levels],
    circumstanceLevels: levels,
    keptUp: KEEP_UP_MODES.map((mode) => ({ value: mode, label: `SWD6.ForcePower.keepUp.${mode}` })),
  };
}

/** A new row of a skill's levels or modifiers, as the sheet's "add" buttons append it. */
export function newDifficultyRow(list: "levels" | "modifiers", when: string) {
  return list === "levels" ? { level: "moderate", when } : { value: 5, when, each: false };
}
