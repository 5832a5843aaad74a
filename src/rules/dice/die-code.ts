/**
 * Die codes: "XD+Y" means roll X six-sided dice, add them, add Y pips.
 * Rule: Grundregeln ("Diese haben immer die Form XD+Y"), Reglas ("código de dados").
 * Modifiers add dice and pips separately and never convert between them
 * (Grundregeln: "Ein Wurf von 3D+2 mit Modifikator +1 wird zu 3D+3 (und nicht 4D)").
 */
import { RuleArgumentError, requireInteger } from "../errors.ts";

/** A die code: `dice` whole six-sided dice plus `pips` (either may be negative in a modifier). */
export interface DieCode {
  dice: number;
  pips: number;
}

/** A text that is not a die code, or a die code out of range. The message quotes the input. */
export class DieCodeError extends Error {
  /** The rejected input as given. */
  readonly input: unknown;

  /** @param input the rejected input; @param reason why, in words */
  constructor(input: unknown, reason = "expected a die code such as 4D+1, 3D-1, +1D or -2") {
    super(`Not a die code: ${JSON.stringify(input) ?? String(input)} (${reason})`);
    this.name = "DieCodeError";
    this.input = input;
  }
}

/**
 * Pips to a die, where a code's worth is counted in pips: character creation splits skill dice into
 * pips (tables.json `character_creation`, R&E "1D = 3 pips"), rushing halves a code through pips.
 * Modifiers never convert between the two.
 */
export const PIPS_PER_DIE = 3;

/** The largest number of dice or pips a die code may hold (either sign). */
export const DIE_CODE_LIMIT = 99;

const DICE_FORM = /^([+-])?\s*(\d+)\s*[dD](?:\s*([+-])\s*(\d+))?$/;
const PIPS_FORM = /^([+-])\s*(\d+)$/;

/**
 * Parses a die code.
 *
 * Accepts `4D`, `4D+1`, `4d+1`, `3D-1`, `0D+2`, modifiers with a leading sign (`+1D`, `-1D`,
 * `+1D+2`, `+2`, `-1`) and spaces around the signs. Negative dice need a leading sign:
 * `-1D` is the modifier `{ dice: -1, pips: 0 }`.
 *
 * @param text the die code as typed
 * @returns `{ dice, pips }`, both integers with absolute value at most 99
 * @throws DieCodeError for anything else (`""`, `"4D+"`, `"D6"`, `"4.5D"`, `"abc"`, a bare `"4"`,
 *   or more than 99 dice or pips); the message quotes the input
 */
export function parseDieCode(text: string): DieCode {
  const read = readDieCode(text);
  if (!("code" in read)) throw new DieCodeError(text, read.reason);
  return { ...read.code };
}

/**
 * Whether `text` parses as a die code (see {@link parseDieCode}). Never throws.
 * @param text any value
 */
export function isDieCode(text: unknown): text is string {
  return "code" in readDieCode(text);
}

type Reading = { readonly code: Readonly<DieCode> } | { readonly reason?: string };

/**
 * The texts read last, with what they hold: data validation asks this of every die code field at
 * every update, and a table's few dozen codes come back again and again.
 */
const readings = new Map<string, Reading>();
const READINGS_KEPT = 1024;

/**
 * The die code `text` holds, or why it holds none (undefined: not of the die code's form): the
 * parse without an error thrown, since data cleaning asks this of every text it meets.
 */
function readDieCode(text: unknown): Reading {
  if (typeof text !== "string") return { reason: "expected a string" };
  let reading = readings.get(text);
  if (reading === undefined) {
    if (readings.size >= READINGS_KEPT) readings.clear();
    reading = Object.freeze(parseText(text));
    readings.set(text, reading);
  }
  return reading;
}

function parseText(text: string): Reading {
  const trimmed = text.trim();
  const dice = DICE_FORM.exec(trimmed);
  if (dice) {
    const sign = dice[1] === "-" ? -1 : 1;
    const pipSign = dice[3] === "-" ? -1 : 1;
    return checked({ dice: sign * Number(dice[2]), pips: dice[4] === undefined ? 0 : pipSign * Number(dice[4]) });
  }
  const pips = PIPS_FORM.exec(trimmed);
  if (pips) return checked({ dice: 0, pips: (pips[1] === "-" ? -1 : 1) * Number(pips[2]) });
  return {};
}

function checked(code: DieCode): Reading {
  if (Math.abs(code.dice) > DIE_CODE_LIMIT || Math.abs(code.pips) > DIE_CODE_LIMIT) {
    return { reason: `dice and pips are limited to ${DIE_CODE_LIMIT}` };
  }
  // Normalise -0 so that equal codes compare equal.
  return { code: Object.freeze({ dice: code.dice + 0, pips: code.pips + 0 }) };
}

/**
 * Whether `text` is the die code of a stat: an attribute, a skill, a specialization's bonus, a
 * craft's hull or shields, an armor's protection. A stat is an amount of dice never below zero, and
 * its lowest roll is not below zero either (`2D-1` is a stat, `0D-1` and `-1D` are not): only a
 * modifier carries a sign of its own (`-1D`, `+2`). Never throws.
 * @param text any value
 */
export function isStatDieCode(text: unknown): text is string {
  if (!isDieCode(text)) return false;
  const { dice, pips } = parseDieCode(text);
  return dice >= 0 && dice + pips >= 0;
}

/**
 * Whether `text` is a die code written as a modifier, with a sign of its own (`+2`, `+1D`, `-1D+1`):
 * a stat's code is written without one (Grundregeln: "immer die Form XD+Y"), so a sheet field that
 * holds a stat reads such a text as no stat of its own (a user typing `+2` into a 3D+1 field may mean
 * "two pips more", never 0D+2). Never throws.
 * @param text any value
 */
export function isSignedDieCode(text: unknown): text is string {
  return isDieCode(text) && /^[+-]/.test(text.trim());
}

/**
 * Formats a die code as the rulebooks print it: `4D+1`, `3D`, `3D-1`, `0D+2`, `-1D`, `-1D+2`.
 * @param code integer dice and pips
 * @throws DieCodeError when dice or pips are not integers
 */
export function formatDieCode(code: DieCode): string {
  checkDieCode(code, "code");
  const pips = code.pips === 0 ? "" : code.pips > 0 ? `+${code.pips}` : `${code.pips}`;
  return `${code.dice}D${pips}`;
}

/**
 * A die code written as it is stored (`"4d + 1"` becomes `"4D+1"`, `"+1D"` becomes `"1D"`); anything
 * that is not a die code, the empty text included, comes back as it is, for validation to refuse or
 * for a migration to leave alone.
 * @param value text typed by a user or stored by an earlier version
 */
export function canonicalDieCode(value: unknown): unknown {
  return isDieCode(value) ? formatDieCode(parseDieCode(value)) : value;
}

/**
 * Formats a modifier with an explicit sign: `+1D`, `-1D`, `+2`, `-1`, `+1D+2`, `+0`.
 * @param code integer dice and pips
 * @throws DieCodeError when dice or pips are not integers
 */
export function formatModifier(code: DieCode): string {
  checkDieCode(code, "modifier");
  if (code.dice === 0) return code.pips < 0 ? `${code.pips}` : `+${code.pips}`;
  const text = formatDieCode(code);
  return code.dice > 0 ? `+${text}` : text;
}

/**
 * Adds two die codes: dice to dice and pips to pips, never converting pips into dice
 * (Grundregeln: 3D+2 with +1 is 3D+3, not 4D).
 * @throws DieCodeError when either argument has non-integer dice or pips
 */
export function addDieCodes(a: DieCode, b: DieCode): DieCode {
  checkDieCode(a, "a");
  checkDieCode(b, "b");
  return { dice: a.dice + b.dice, pips: a.pips + b.pips };
}

/**
 * A code as the rulebooks write a character's own code: every three pips above the dice carried
 * into one die (R&E: 4D+2 raised a pip is 5D; "3 pips = 1D"), so 4D+3 is 5D and 3D+5 is 4D+2. Negative
 * pips are left as printed (3D-1 stays 3D-1). For the codes a character has paid for (an attribute
 * plus its skill's dice, a skill plus its specialization); roll-time modifiers are added without it
 * ({@link addDieCodes}).
 * @throws DieCodeError for a malformed code
 */
export function carryPips(code: DieCode): DieCode {
  checkDieCode(code, "code");
  if (code.pips < PIPS_PER_DIE) return { dice: code.dice, pips: code.pips };
  return { dice: code.dice + Math.floor(code.pips / PIPS_PER_DIE), pips: code.pips % PIPS_PER_DIE };
}

/**
 * Multiplies a die code by a whole factor (dice and pips alike), as a Force point doubles
 * every code for the round (Reglas: "todos los códigos de habilidad o atributo se doblan").
 * @throws DieCodeError for a malformed code or a factor that is not an integer
 */
export function scaleDieCode(code: DieCode, factor: number): DieCode {
  checkDieCode(code, "code");
  if (!Number.isInteger(factor)) throw new DieCodeError(factor, "factor must be an integer");
  return { dice: code.dice * factor + 0, pips: code.pips * factor + 0 };
}

/**
 * The lowest total a die code can roll: one per die plus the pips (used for automatic success).
 * A code with no dice (or negative dice) rolls only its pips.
 */
export function minimumRoll(code: DieCode): number {
  checkDieCode(code, "code");
  return Math.max(0, code.dice) + code.pips;
}

/**
 * Asserts `code` is a die code with integer dice and pips (either sign).
 * @param code the value to check
 * @param name what the code is, for the message (`"armorPenalty"`, `"a roll"`)
 * @throws DieCodeError otherwise
 */
export function checkDieCode(code: DieCode, name: string): void {
  if (code === null || typeof code !== "object" || !Number.isInteger(code.dice) || !Number.isInteger(code.pips)) {
    throw new DieCodeError(code, `${name} needs integer dice and pips`);
  }
}

/**
 * Asserts a die code is an amount: integer dice and pips, neither negative (an armor bonus, a
 * penalty given by its size).
 * @param code the value to check
 * @param argument the parameter's name, for the messages
 * @throws DieCodeError for dice or pips that are not integers
 * @throws RuleArgumentError naming `argument` for negative dice or pips
 */
export function checkDieCodeAmount(code: DieCode, argument: string): void {
  checkDieCode(code, argument);
  if (code.dice < 0 || code.pips < 0) throw new RuleArgumentError(argument, code, "an amount with no negative dice or pips");
}

/**
 * Asserts a die code can be rolled: integer dice from 0 to 99 and integer pips.
 * @throws DieCodeError otherwise
 */
export function checkRollable(code: DieCode): void {
  checkDieCode(code, "a roll");
  if (code.dice < 0 || code.dice > DIE_CODE_LIMIT) throw new DieCodeError(code, `a roll needs 0 to ${DIE_CODE_LIMIT} dice`);
}

/**
 * Compares two die codes: more dice is higher, then more pips (4D beats 3D+2); a die is never traded
 * for pips. Orders a segment's ties by attribute (segments.ts), picks the side's highest Perception
 * (side-initiative.ts) and the larger armor bonus (armor.ts), and caps weapon damage at its printed
 * maximum (melee-damage.ts).
 * @returns a positive number when `a` is higher, negative when `b` is, 0 when equal
 * @throws DieCodeError unless both are rollable codes (integer dice from 0 to 99, integer pips)
 */
export function compareDieCodes(a: DieCode, b: DieCode): number {
  checkRollable(a);
  checkRollable(b);
  return a.dice - b.dice || a.pips - b.pips;
}

/**
 * Takes `dice` whole dice off a die code to damage, never below 0D; pips stay. A code is "at 0D" when
 * it has no dice left, whatever its pips (Movement and Damage: "no dice remaining in shields").
 *
 * @param code the system's die code
 * @param dice dice lost, an integer >= 0
 * @throws DieCodeError for a code without integer dice from 0 to 99 and integer pips
 * @throws RuleArgumentError for a negative or non-integer `dice`
 */
export function loseDice(code: DieCode, dice: number): DieCode {
  checkRollable(code);
  requireInteger("dice", dice, 0);
  return { dice: Math.max(0, code.dice - dice), pips: code.pips };
}
