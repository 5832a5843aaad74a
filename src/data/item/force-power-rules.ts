/**
 * A Force power's stored `system` data (src/data/item/force-power.ts) read for the rules engine. Pure,
 * without Foundry, so sheets, the roll dialog and the pack tests share one reading.
 */
import type { DifficultyLevel } from "../../rules/dice/difficulty.ts";
import { type ForcePowerRules, type ForceSkill, type KeepUp, type PowerDifficulty, FORCE_SKILLS } from "../../rules/force/force-power.ts";

/** One skill's difficulty as a Force power stores it (plain data, as on `item.system.difficulty.<skill>`). */
export interface StoredSkillDifficulty {
  used: boolean;
  printed: string;
  level: DifficultyLevel | "";
  levels: { level: DifficultyLevel; when: string }[];
  modifiers: { value: number; when: string; each: boolean }[];
  opposed: boolean;
  proximity: boolean;
  relationship: boolean;
}

/** A Force power's stored data, as far as the rules read it. */
export interface StoredForcePower {
  difficulty: Record<ForceSkill, StoredSkillDifficulty>;
  keptUp: KeepUp;
  darkSide: boolean;
  darkSidePoints: number;
}

/**
 * What the rules engine needs of a stored power (`powerActions`, `powerOutcome`): the skills it rolls,
 * in the order control, sense, alter; its keep-up mode; the Dark Side points a use gives (none unless
 * it is a dark-side power).
 * @param system the power's `system` data
 */
export function forcePowerRules(system: StoredForcePower): ForcePowerRules {
  return {
    skills: FORCE_SKILLS.filter((skill) => system.difficulty[skill]?.used),
    keptUp: system.keptUp,
    darkSidePoints: system.darkSide ? system.darkSidePoints : 0,
  };
}

/**
 * One skill's stored difficulty as the rules engine reads it (`powerDifficultyNumber`).
 * @param system the power's `system` data
 * @param skill the Force skill
 */
export function forcePowerDifficulty(system: StoredForcePower, skill: ForceSkill): PowerDifficulty {
  const { level, levels, modifiers, opposed } = system.difficulty[skill];
  return { level, levels, modifiers, opposed };
}
