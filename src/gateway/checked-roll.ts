/**
 * A roll a client sends with a request, as the gamemaster takes it. The client rolls (its dice, its
 * Dice So Nice), but everything about the roll but its faces is checked: an evaluated D6 roll whose
 * dice are exactly those of the code it says it rolled, that code one the gamemaster computed himself
 * from the documents and the rules, its total the wild-die score of those dice alone (no character
 * point dice smuggled into its options), and a roll taken once: the gamemaster remembers every roll
 * he accepted, by the id `D6Roll.fromOptions` gives each roll and by its content (its code, wild die
 * and faces in the order they fell, within the scope the caller names: the request kind and the
 * actor), and refuses it again, under its own id or a new one. The content is all a renamed copy
 * cannot change; the price is that an honest roll of the same scope showing the very same faces in
 * the same order is refused too (for 4D, one pair of rolls in 1,296), and is rolled again.
 *
 * In a world whose dice the gamemaster rolls (gamemaster-dice.ts), the faces too are his: a roll is
 * taken only as his client rolled it.
 */
import type { D6Roll } from "../dice/d6-roll.ts";
import { type DieCode, compareDieCodes, formatDieCode } from "../rules/dice/die-code.ts";
import type { D6RollResult, Mishap } from "../rules/dice/roll.ts";
import { gamemasterRollsDice } from "../settings.ts";

/** What a roll must have been rolled with. */
export interface RollExpectation {
  /** The codes it may have been rolled with (any one of them), after every modifier. */
  codes?: readonly DieCode[];
  /** The code before the modifiers it must have been planned from, when the modifiers are the roller's to choose. */
  base?: DieCode;
  /** The highest code it may have been rolled with, the modifiers included. */
  most?: DieCode;
  /** Whether one of its dice is the wild die; unchecked when absent. */
  wildDie?: boolean;
  /** How the gamemaster counts a mishap on it; the roll's own handling when absent. */
  mishap?: Mishap;
  /** What the roll is for (the request kind and the actor, `attack.post Actor.x`): its content is remembered within it. Absent: one scope for all. */
  scope?: string;
}

/** The ids of the rolls this gamemaster accepted, and their contents (`contentOf`). */
const taken = new Set<string>();

/** The rolls this gamemaster's client evaluated, by id, each with its content: the faces he rolled. */
const rolledHere = new Map<string, string>();

/**
 * Remembers a roll this gamemaster's client evaluated: in a world whose dice the gamemaster rolls, a
 * roll is taken only with the very faces he rolled under its id (`takeRoll`).
 * @param roll the evaluated roll; one without an id is not remembered
 */
export function rememberRolledHere(roll: D6Roll): void {
  const id = roll.d6.rollId;
  if (typeof id === "string" && id !== "") rolledHere.set(id, contentOf(roll, ""));
}

/** A roll's content within its scope: what a copy under a new id still shares with it. */
function contentOf(roll: D6Roll, scope: string): string {
  const faces = roll.faces;
  return JSON.stringify([scope, formatDieCode(roll.d6.code), roll.d6.wildDie === true, faces.dice, faces.wild, faces.pips]);
}

/** Whether the dice the roll's terms hold are exactly those of `code` (with or without the wild die). */
function diceMatch(roll: D6Roll, code: DieCode, wildDie: boolean): boolean {
  const faces = roll.faces;
  const wild = wildDie && code.dice > 0;
  if (faces.dice.length !== (wild ? code.dice - 1 : code.dice) || faces.pips !== code.pips) return false;
  if (wild ? faces.wild.length === 0 : faces.wild.length > 0) return false;
  const all = [...faces.dice, ...faces.wild];
  if (!all.every((face) => Number.isInteger(face) && face >= 1 && face <= 6)) return false;
  // The wild die rolls again only on a 6.
  return faces.wild.slice(0, -1).every((face) => face === 6);
}

/** Whether `code` is no higher than `most`; a code that cannot be compared is not. */
function atMost(code: DieCode, most: DieCode): boolean {
  try {
    return compareDieCodes(code, most) <= 0;
  } catch {
    return false;
  }
}

/**
 * The roll restored from its data, when it is an evaluated D6 roll; null otherwise. Foundry restores
 * a roll as the registered class its data names, and of those only the D6 roll scores its own faces
 * (`faces`, `scoredDice`); the class is not imported so that the round's handlers load without the dice.
 */
function restored(data: unknown): D6Roll | null {
  try {
    const roll = Roll.fromData(data as never) as unknown as Partial<D6Roll> | null;
    if (!roll || !("faces" in roll) || !("scoredDice" in roll) || typeof roll.total !== "number") return null;
    return roll as D6Roll;
  } catch {
    return null;
  }
}

/**
 * Checks a roll sent with a request and, when it passes, remembers it as taken.
 * @param data the roll's JSON data as received
 * @param expected the code(s) or the base code it must have been rolled with
 * @returns the roll, its total (the score of its own dice, with `expected.mishap` when given) and
 *   that score's result (faces, mishap), or null when it is refused: not an
 *   evaluated D6 roll, dice other than its code's, a code not expected or above the most expected,
 *   character point dice in its options, no roll id, a roll taken before (by its id, or by its
 *   content within `expected.scope`), or, where the gamemaster rolls the dice, faces he did not roll
 *   under its id
 */
export function takeRoll(data: unknown, expected: RollExpectation): { roll: D6Roll; total: number; result: D6RollResult } | null {
  const roll = restored(data);
  if (!roll) return null;
  const options = roll.d6;
  const id = (options as { rollId?: unknown }).rollId;
  if (typeof id !== "string" || id === "" || taken.has(id)) return null;
  let own: number | undefined;
  try {
    if (!diceMatch(roll, options.code, options.wildDie === true)) return null;
    own = roll.scoredDice?.total;
  } catch {
    return null;
  }
  if (typeof own !== "number" || roll.total !== own) return null;
  if (expected.wildDie !== undefined && (options.wildDie === true) !== expected.wildDie) return null;
  if (expected.codes && !expected.codes.some((code) => formatDieCode(code) === formatDieCode(options.code))) return null;
  if (expected.base && formatDieCode(expected.base) !== formatDieCode(options.base)) return null;
  if (expected.most && !atMost(options.code, expected.most)) return null;
  // Where the gamemaster rolls the players' dice, the faces must be the ones he rolled under this id.
  if (gamemasterRollsDice() && rolledHere.get(id) !== contentOf(roll, "")) return null;
  const content = contentOf(roll, `content:${expected.scope ?? ""}`);
  if (taken.has(content)) return null;
  taken.add(id);
  taken.add(content);
  if (expected.mishap === undefined) return { roll, total: own, result: roll.scoredDice as D6RollResult };
  const scored = roll.withMishap(expected.mishap);
  const result = scored.scoredDice as D6RollResult;
  return { roll: scored, total: result.total, result };
}
