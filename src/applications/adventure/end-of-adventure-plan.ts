/**
 * The end of an adventure, pure: for each character, how the gamemaster judged each Force point spent
 * (Reglas, `forcePointOutcome`: evil, neither, heroic, heroic at the dramatic moment) and the
 * character points awarded, turned into the character's new counts. Reading the dialog's form and
 * its template's context live here too; the Foundry side only reads actors and writes the result.
 */
import { readWholeNumber } from "../number-input.ts";
import { FORCE_POINT_USES, type ForcePointUse, forcePointOutcome } from "../../rules/characters/force-points.ts";
import { requireInteger } from "../../rules/errors.ts";

/** A character as the dialog needs it. */
export interface AdventureCharacter {
  id: string;
  name: string;
  forcePoints: number;
  characterPoints: number;
  /** Force points spent this adventure (the length of the actor's spent list). */
  spent: number;
}

/** The gamemaster's choices for one character. */
export interface AdventureChoice {
  /** How each spent Force point was used, in the order spent. */
  uses: ForcePointUse[];
  /** For each use, whether the gamemaster awards another point (heroic at the dramatic moment only). */
  awardAnother: boolean[];
  /** Character points awarded, an integer from 0. */
  characterPoints: number;
}

/** What the end of the adventure does to one character. */
export interface AdventureResult {
  id: string;
  forcePoints: number;
  characterPoints: number;
  /** Dark Side points gained, each to be followed by the gamemaster's turning roll. */
  darkSidePoints: number;
}

/**
 * The character's counts after the adventure: heroic points return, a dramatic one may bring another
 * when the gamemaster awards it, evil ones bring a Dark Side point each, and the character points
 * awarded are added (Reglas, `forcePointOutcome`).
 *
 * @throws RuleArgumentError for an unknown use, or character points that are not an integer from 0
 */
export function planEndOfAdventure(character: AdventureCharacter, choice: AdventureChoice): AdventureResult {
  const awarded = requireInteger("characterPoints", choice.characterPoints, 0);
  let returned = 0;
  let darkSidePoints = 0;
  choice.uses.forEach((use, i) => {
    const outcome = forcePointOutcome(use);
    if (outcome.returnsAtAdventureEnd) returned += 1;
    if (outcome.gmMayAwardAnother && choice.awardAnother[i] === true) returned += 1;
    darkSidePoints += outcome.darkSidePoints;
  });
  return {
    id: character.id,
    forcePoints: character.forcePoints + returned,
    characterPoints: character.characterPoints + awarded,
    darkSidePoints,
  };
}

/**
 * Reads the dialog's fields for one character: `<id>.use.<n>` (an unknown use is "neither"),
 * `<id>.another.<n>` (a checkbox), `<id>.cp` (blank or unreadable is 0, negative is 0).
 */
export function readAdventureChoice(fields: Record<string, string | undefined>, character: AdventureCharacter): AdventureChoice {
  const uses = Array.from({ length: character.spent }, (_, n): ForcePointUse => {
    const use = fields[`${character.id}.use.${n}`] as ForcePointUse;
    return FORCE_POINT_USES.includes(use) ? use : "neither";
  });
  const awardAnother = uses.map((_, n) => ["on", "true"].includes(fields[`${character.id}.another.${n}`] ?? ""));
  // A whole number only: "2.5" is no award of 2.
  const cp = readWholeNumber(fields[`${character.id}.cp`]).value;
  return { uses, awardAnother, characterPoints: cp ?? 0 };
}

/** The dialog template's context. */
export interface EndOfAdventureContext {
  characters: {
    id: string;
    name: string;
    forcePoints: number;
    characterPoints: number;
    spent: { n: number; label: number; uses: { value: ForcePointUse; labelKey: string; selected: boolean }[] }[];
  }[];
}

/** The dialog's context: each character with one line per Force point spent, "heroic" chosen first. */
export function endOfAdventureContext(characters: readonly AdventureCharacter[]): EndOfAdventureContext {
  return {
    characters: characters.map((c) => ({
      id: c.id,
      name: c.name,
      forcePoints: c.forcePoints,
      characterPoints: c.characterPoints,
      spent: Array.from({ length: c.spent }, (_, n) => ({
        n,
        label: n + 1,
        uses: FORCE_POINT_USES.map((value) => ({ value, labelKey: `SWD6.Points.endOfAdventure.uses.${value}`, selected: value === "heroic" })),
      })),
    })),
  };
}
