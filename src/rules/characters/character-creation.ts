/**
 * Character creation from a template.
 *
 * Rule: Grundregeln ("wählt man eins der Templates … und verteilt 7D (Würfel) auf beliebige
 * Fertigkeiten, jedoch maximal 2D pro Fertigkeit"; "Alle Charaktere beginnen das Spiel mit einem
 * Machtpunkt"; Force skills can be raised only where the template lists them: the Failed Jedi
 * "kann keine Würfel zu Alter hinzufügen"); reference-data tables.json `character_creation`
 * (R&E: 7D of skill dice, at most 2D a skill, five character points).
 */
import { type DieCode, PIPS_PER_DIE, checkDieCode } from "../dice/die-code.ts";
import { RuleArgumentError } from "../errors.ts";

/** The skill dice a new character distributes (Grundregeln: 7D). */
export const CREATION_SKILL_DICE = 7;

/** The most dice a new character may add to one skill (Grundregeln: 2D). */
export const CREATION_MOST_DICE_PER_SKILL = 2;

/** One skill's added dice as the player chose them at creation. */
export interface CreationChoice {
  /** The skill's name, quoted in problems. */
  skill: string;
  /** The dice and pips added over the attribute (a Force skill: over its template code). */
  added: DieCode;
  /** Whether the skill is a Force skill the template does not list (may not be raised). */
  unlistedForceSkill?: boolean;
}

/** A broken creation rule, with the skill it concerns (if any). */
export interface CreationProblem {
  kind: "too-many-dice" | "too-many-on-skill" | "negative" | "unlisted-force-skill";
  skill?: string;
}

/** How a new character's skill dice are spent: pips used of the 7D, and what breaks the rules. */
export interface CreationCheck {
  /** Pips spent, counting a die as three pips (7D = 21). */
  spentPips: number;
  /** Pips left of the 7D. Negative when overspent. */
  remainingPips: number;
  /** Every rule the choices break; empty when the character is legal. */
  problems: CreationProblem[];
}

/**
 * Checks the skill dice a new character adds (Grundregeln): 7D in all, at most 2D on one skill, no
 * negative additions, and no dice on a Force skill the template does not list. Pips count as a
 * third of a die (R&E "1D = 3 pips"), so 1D+2 on one skill and 2D+1 on another spend 4D.
 *
 * @param choices one entry per raised skill
 * @returns the pips spent and left, and every problem found (none when legal)
 * @throws DieCodeError when an `added` code is not integer dice and pips
 * @throws RuleArgumentError when `choices` is not an array
 */
export function checkCreationSkillDice(choices: readonly CreationChoice[]): CreationCheck {
  if (!Array.isArray(choices)) throw new RuleArgumentError("choices", choices, "an array of skill choices");
  const problems: CreationProblem[] = [];
  let spentPips = 0;
  for (const choice of choices) {
    checkDieCode(choice?.added, "each added code");
    const choicePips = choice.added.dice * PIPS_PER_DIE + choice.added.pips;
    if (choicePips < 0) problems.push({ kind: "negative", skill: choice.skill });
    if (choicePips > CREATION_MOST_DICE_PER_SKILL * PIPS_PER_DIE) problems.push({ kind: "too-many-on-skill", skill: choice.skill });
    if (choice.unlistedForceSkill && choicePips > 0) problems.push({ kind: "unlisted-force-skill", skill: choice.skill });
    spentPips += Math.max(0, choicePips);
  }
  const remainingPips = CREATION_SKILL_DICE * PIPS_PER_DIE - spentPips;
  if (remainingPips < 0) problems.push({ kind: "too-many-dice" });
  return { spentPips, remainingPips, problems };
}
