/**
 * A species' bounds on a character's attributes.
 *
 * Rule: every species' stat block prints, for each attribute, the lowest and highest code a member of
 * it starts with, and the attribute dice a player divides among the six (Star Wars: The Roleplaying
 * Game, 2nd ed. R&E, character creation; the Galaxy Guides' alien entries); a character made from a
 * template keeps the template's total but each attribute must stay within its species' range. Codes
 * compare by pips (R&E Rules: 1D = 3 pips), so 2D+2 lies between 2D and 3D.
 */
import { type DieCode, PIPS_PER_DIE, checkDieCode } from "../dice/die-code.ts";
import { RuleArgumentError } from "../errors.ts";

/** One attribute's range for a species. */
export interface AttributeRange {
  min: DieCode;
  max: DieCode;
}

/** An attribute that lies outside its species' range, with the range it broke. */
export interface AttributeOutOfRange<K extends string> {
  key: K;
  code: DieCode;
  min: DieCode;
  max: DieCode;
  /** `"low"` below the minimum, `"high"` above the maximum. */
  side: "low" | "high";
}

/** How a set of attributes stands against a species: pips in all, the pips wanted, and every attribute out of range. */
export interface SpeciesAttributeCheck<K extends string> {
  /** The attributes' pips added up (4D+1 and 2D make 19). */
  totalPips: number;
  /** The pips the attributes must add up to (the species' attribute dice, or a template's total). */
  wantedPips: number;
  /** `wantedPips - totalPips`: pips still to place; negative when too many are placed. */
  remainingPips: number;
  outOfRange: AttributeOutOfRange<K>[];
}

function pips(code: DieCode): number {
  return code.dice * PIPS_PER_DIE + code.pips;
}

/**
 * Checks attributes against a species' ranges and a total to reach.
 * @param attributes each attribute's code, by key
 * @param ranges each attribute's `{ min, max }`, by the same keys; an attribute without a range is unbounded
 * @param wanted the total the attributes must add up to (the species' attribute dice, or a template's total)
 * @returns the pips placed and still to place, and every attribute out of its range (in `attributes`' order)
 * @throws DieCodeError when a code is not integer dice and pips
 * @throws RuleArgumentError when a range's minimum lies above its maximum
 */
export function checkSpeciesAttributes<K extends string>(
  attributes: Readonly<Record<K, DieCode>>,
  ranges: Readonly<Partial<Record<NoInfer<K>, AttributeRange>>>,
  wanted: DieCode,
): SpeciesAttributeCheck<K> {
  checkDieCode(wanted, "the attribute dice");
  const outOfRange: AttributeOutOfRange<K>[] = [];
  let totalPips = 0;
  for (const key of Object.keys(attributes) as K[]) {
    const code = attributes[key];
    checkDieCode(code, `the attribute ${key}`);
    totalPips += pips(code);
    const range = ranges[key];
    if (!range) continue;
    checkDieCode(range.min, `the minimum of ${key}`);
    checkDieCode(range.max, `the maximum of ${key}`);
    if (pips(range.min) > pips(range.max)) throw new RuleArgumentError(`ranges.${key}`, range, "a minimum at or below the maximum");
    if (pips(code) < pips(range.min)) outOfRange.push({ key, code, ...range, side: "low" });
    else if (pips(code) > pips(range.max)) outOfRange.push({ key, code, ...range, side: "high" });
  }
  const wantedPips = pips(wanted);
  return { totalPips, wantedPips, remainingPips: wantedPips - totalPips, outOfRange };
}

/**
 * The code moved one pip up or down within a range (the wizard's − and + buttons). A code outside
 * the range (a template's, before a species was chosen) may always move back toward it.
 * @param code the attribute's code now
 * @param step +1 or −1 pip
 * @param range the species' range for the attribute
 * @returns the new code; `code` itself when the step would leave the range, or go further outside it
 * @throws RuleArgumentError when `step` is not 1 or −1
 */
export function stepWithinRange(code: DieCode, step: 1 | -1, range: AttributeRange): DieCode {
  if (step !== 1 && step !== -1) throw new RuleArgumentError("step", step, "1 or -1");
  const next = pips(code) + step;
  if ((step === -1 && next < pips(range.min)) || (step === 1 && next > pips(range.max))) return code;
  return { dice: Math.floor(next / PIPS_PER_DIE), pips: next % PIPS_PER_DIE };
}
