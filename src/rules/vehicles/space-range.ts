/**
 * Abstract range between starships in round-based play: short, medium or long, changed each round by
 * the pilots' declared intentions and an opposed sublight speed roll.
 *
 * Rule: Grundregeln ("Entfernungen werden nur abstrakt mit kurz, mittel oder weit angegeben"; "Am Anfang
 * jeder Runde sagen alle Piloten an, wie sie die Entfernung verändern wollen").
 */
import { type DieCode, addDieCodes, checkRollable, loseDice } from "../dice/die-code.ts";
import { RuleArgumentError, requireInteger, requireOneOf } from "../errors.ts";

/** Every range band, nearest first. */
export const SPACE_RANGES = ["short", "medium", "long"] as const;

/** The abstract range bands, nearest first (Grundregeln: kurz, mittel, weit). */
export type SpaceRange = (typeof SPACE_RANGES)[number];

/** Both range intentions. */
export const RANGE_INTENTS = ["close", "open"] as const;

/** What a pilot declares at the start of the round: close the range or open it. */
export type RangeIntent = (typeof RANGE_INTENTS)[number];

/** One pilot's declaration and, when the pilots disagree, their speed roll's total. */
export interface RangeDeclaration {
  intent: RangeIntent;
  /** The speed roll's total; needed only when the intentions differ. */
  roll?: number;
}

/** The die code of a pilot's speed roll and whether it costs an action. */
export interface RangeRollCode {
  code: DieCode;
  /** Adding piloting counts as an action: -1D on every other action that round. */
  countsAsAction: boolean;
}

/**
 * The speed roll's die code (Grundregeln): the ship's sublight speed, plus the pilot's starship piloting
 * if she chooses, which counts as an action ("dies gilt aber als Aktion und verursacht -1D auf alle
 * anderen Aktionen").
 *
 * @param sublightSpeed the ship's sublight speed die code
 * @param piloting the pilot's starship piloting die code, or `null` to roll speed alone
 * @throws DieCodeError for a code that is not rollable (integer dice 0-99, integer pips)
 */
export function rangeRollCode(sublightSpeed: DieCode, piloting: DieCode | null): RangeRollCode {
  checkRollable(sublightSpeed);
  if (piloting === null) return { code: { ...sublightSpeed }, countsAsAction: false };
  checkRollable(piloting);
  return { code: addDieCodes(sublightSpeed, piloting), countsAsAction: true };
}

/**
 * The sublight speed roll of a ship whose stat block prints no speed die code but a Space (the Second
 * Edition's and REUP's blocks): its maneuverability plus its Space as a number. Raumschlacht rolls a
 * ship's speed contest as "Manövrieren + Geschwindigkeit", and its speed is a number, not dice: a
 * mishap sets the roll "auf Geschwindigkeit", and a hit on the drives takes "-1 auf Geschwindigkeit"
 * where every other system loses 1W. REUP `rule.chapter_08.starship_movement` gives that number: "Every
 * ship has a Space score: it's how many Space units it moves at cruising speed". What the damage tables
 * took is taken off (maneuverability dice lost, Moves lost).
 *
 * @param maneuverability the ship's printed maneuverability
 * @param space the Space its block prints, an integer >= 0
 * @param lost the maneuverability dice and the Moves its damage took (integers >= 0)
 * @returns the roll's code, maneuverability dice with the Space as pips ("1D+2" and Space 8: "1D+10");
 *   null for a ship that prints no Space or has lost all of it
 * @throws DieCodeError for a maneuverability that is not rollable; RuleArgumentError for a Space or a
 *   loss that is not a whole number >= 0
 */
export function printedSublightSpeed(
  maneuverability: DieCode,
  space: number,
  lost: { maneuverability: number; moves: number } = { maneuverability: 0, moves: 0 },
): DieCode | null {
  checkRollable(maneuverability);
  requireInteger("space", space, 0);
  const moves = space - requireInteger("lost.moves", lost.moves, 0);
  if (moves <= 0) return null;
  const left = loseDice(maneuverability, requireInteger("lost.maneuverability", lost.maneuverability, 0));
  return { dice: left.dice, pips: left.pips + moves };
}

/**
 * Whether the pilots must roll (Grundregeln): only when not all of them declared the same intention.
 *
 * @param intents every pilot's intention, at least one
 * @throws RuleArgumentError for an empty list or an unknown intention
 */
export function rangeRollsNeeded(intents: readonly RangeIntent[]): boolean {
  if (!Array.isArray(intents) || intents.length === 0) throw new RuleArgumentError("intents", intents, "a non-empty list");
  intents.forEach((intent, i) => requireOneOf(`intents[${i}]`, intent, RANGE_INTENTS));
  return intents.some((intent) => intent !== intents[0]);
}

/**
 * The range after this round's declarations (Grundregeln): when all pilots want the same, the range moves
 * one band that way; otherwise the highest speed roll wins and moves it one band its way, and a tie for
 * the highest roll between pilots who want different things keeps the range (the seed's example: at
 * medium range, Bulack closing and the pirate opening make it short if Bulack wins, long if the pirate
 * wins, medium on a tie). The range never goes past short or long: the seed names no band beyond them.
 *
 * @param range the range before the round
 * @param declarations every pilot's declaration; `roll` is required when the intentions differ
 * @throws RuleArgumentError for an unknown range or intention, an empty list, or a missing or
 *   non-integer roll when rolls are needed
 */
export function resolveSpaceRange(range: SpaceRange, declarations: readonly RangeDeclaration[]): SpaceRange {
  const index = SPACE_RANGES.indexOf(requireOneOf("range", range, SPACE_RANGES));
  if (!Array.isArray(declarations) || declarations.length === 0) {
    throw new RuleArgumentError("declarations", declarations, "a non-empty list");
  }
  let winners = declarations.map((d, i) => requireOneOf(`declarations[${i}].intent`, d?.intent, RANGE_INTENTS));
  if (rangeRollsNeeded(winners)) {
    const rolls = declarations.map((d, i) => requireInteger(`declarations[${i}].roll`, d.roll));
    const best = Math.max(...rolls);
    winners = winners.filter((_, i) => rolls[i] === best);
    if (rangeRollsNeeded(winners)) return range;
  }
  const step = winners[0] === "close" ? -1 : 1;
  return SPACE_RANGES[Math.min(SPACE_RANGES.length - 1, Math.max(0, index + step))];
}
