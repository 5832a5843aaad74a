/**
 * The chance of a roll: the exact distribution of a die code's total and the probability that it
 * ties or beats a difficulty number, by the same rule `rollDieCode` rolls with.
 *
 * Rules: die codes (seed 000, seed 004), the wild die that adds and re-rolls its sixes (seed 003,
 * R&E), the mishap handling of its first-roll 1 (reference-data/tables.json `wild_die`), character
 * point dice that explode like the wild die without a mishap (tables.json `character_points`), and
 * success on a total equal to or above the difficulty number (seeds 000, 001, 004).
 *
 * A wild die shows `6k + r` (k sixes, then r from 1 to 5) with probability 6^-(k+1). Its endless chain
 * is cut where less than 1e-16 of its mass is left, so a distribution leaves out less than 1e-15
 * in all (at most six exploding dice: the wild die and five character points).
 */
import { MOST_CHARACTER_POINTS_PER_ROLL } from "./character-points.ts";
import type { DieCode } from "./die-code.ts";
import { RuleArgumentError, requireInteger, requireNumber, requireOneOf } from "./errors.ts";
import { MISHAPS, type Mishap, checkRollable } from "./roll.ts";

/** Options of {@link successProbability} and {@link rollDistribution}. */
export interface ProbabilityOptions {
  /** One of the dice is the wild die (R&E) or none is (1st edition). */
  wildDie: boolean;
  /** Mishap handling; default `"count"`. Only `"remove-highest"` changes the total. */
  mishap?: Mishap;
  /** Character points spent on the roll, each adding an exploding die; default 0. */
  characterPoints?: number;
}

/** The distribution of a roll's total: `probabilities[i]` is P(total = `offset` + i). */
export interface RollDistribution {
  /** The lowest total the roll can reach. */
  offset: number;
  /** Probabilities of the totals from `offset` up; the explosion tail left out is below 1e-15. */
  probabilities: number[];
}

/**
 * The exact distribution of a roll's total, by the rule of `rollDieCode`: with the wild die a code of
 * n >= 1 dice rolls n - 1 normal dice and the wild die; a code with 0 dice totals its pips; mishap
 * `"remove-highest"` takes the wild die and the highest normal die out of the total when the wild die's
 * first roll is 1 (a 1D code loses only the wild die); character point dice are added on top.
 *
 * @param code the die code, dice an integer from 0 to 99
 * @param options wild die on/off, mishap handling, character points
 * @returns a new object the caller may keep or change
 * @throws DieCodeError for a malformed code or dice outside 0-99
 * @throws RuleArgumentError for options that are not an object, a `wildDie` that is not a boolean,
 *   an unknown mishap, or character points outside 0 to MOST_CHARACTER_POINTS_PER_ROLL
 */
export function rollDistribution(code: DieCode, options: ProbabilityOptions): RollDistribution {
  checkRollable(code);
  const table = totalTable(code.dice, options);
  return { offset: table.offset + code.pips, probabilities: Array.from(table.p) };
}

/**
 * The probability that a roll of `code` ties or beats `difficulty` (seeds 000, 001, 004), exact to
 * within 1e-15 (see {@link rollDistribution} for how the total is made up). Distributions are kept per
 * dice count, wild die, mishap handling and character points, so repeated calls cost a table look-up.
 *
 * @param code the die code, dice an integer from 0 to 99
 * @param difficulty the difficulty number, any finite number (a fraction needs the next whole total)
 * @param options wild die on/off, mishap handling, character points
 * @returns P(total >= difficulty), from 0 to 1
 * @throws DieCodeError for a malformed code or dice outside 0-99
 * @throws RuleArgumentError for a difficulty that is not a finite number, options that are not an
 *   object, a `wildDie` that is not a boolean, an unknown mishap, or character points outside 0 to
 *   MOST_CHARACTER_POINTS_PER_ROLL
 */
export function successProbability(code: DieCode, difficulty: number, options: ProbabilityOptions): number {
  checkRollable(code);
  requireNumber("difficulty", difficulty);
  const table = totalTable(code.dice, options);
  const index = Math.ceil(difficulty) - code.pips - table.offset;
  if (index <= 0) return 1;
  if (index >= table.atLeast.length) return 0;
  // Rounding can push a sum of many terms a hair above 1.
  return Math.min(1, table.atLeast[index]);
}

/** A distribution over whole numbers: `p[i]` is P(X = offset + i). */
interface Pmf {
  offset: number;
  p: Float64Array;
}

/** A roll's distribution without its pips, with `atLeast[i]` = P(X >= offset + i). */
interface TotalTable extends Pmf {
  atLeast: Float64Array;
}

const SIDE = 1 / 6;
const NOTHING: Pmf = { offset: 0, p: Float64Array.of(1) };
const D6: Pmf = { offset: 1, p: new Float64Array(6).fill(SIDE) };

/** Sixes kept in an exploding chain: 6^-21 is the first power below 1e-16. */
const KEPT_EXPLOSIONS = 21;

function convolve(a: Pmf, b: Pmf): Pmf {
  const p = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const ai = a.p[i];
    if (ai === 0) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j] += ai * b.p[j];
  }
  return { offset: a.offset + b.offset, p };
}

/** The sum of two weighted parts of one distribution. */
function add(a: Pmf, b: Pmf): Pmf {
  const offset = Math.min(a.offset, b.offset);
  const end = Math.max(a.offset + a.p.length, b.offset + b.p.length);
  const p = new Float64Array(end - offset);
  for (const part of [a, b]) part.p.forEach((v, i) => (p[part.offset - offset + i] += v));
  return { offset, p };
}

function scale(a: Pmf, factor: number): Pmf {
  return { offset: a.offset, p: a.p.map((v) => v * factor) };
}

/** One exploding die (the wild die or a character point die): P(6k + r) = 6^-(k+1), r from 1 to 5. */
const EXPLODING: Pmf = (() => {
  const p = new Float64Array(6 * KEPT_EXPLOSIONS - 1);
  let chance = SIDE;
  for (let k = 0; k < KEPT_EXPLOSIONS; k++, chance *= SIDE) p.fill(chance, 6 * k, 6 * k + 5);
  return { offset: 1, p };
})();

/** The wild die's outcomes other than a first-roll 1 (the mishap), with their probabilities. */
const EXPLODING_WITHOUT_MISHAP: Pmf = { offset: 2, p: EXPLODING.p.subarray(1) };

const normalSums: Pmf[] = [NOTHING];

/** The sum of n normal dice. */
function normalSum(n: number): Pmf {
  while (normalSums.length <= n) normalSums.push(convolve(normalSums[normalSums.length - 1], D6));
  return normalSums[n];
}

const explodingSums: Pmf[] = [NOTHING];

/** The sum of n exploding dice. */
function explodingSum(n: number): Pmf {
  while (explodingSums.length <= n) explodingSums.push(convolve(explodingSums[explodingSums.length - 1], EXPLODING));
  return explodingSums[n];
}

/**
 * `byHighest[n][m]`: P(the sum of n normal dice is n + i and their highest face is m + 1) at index i.
 * Built by adding one die at a time; only additions, so no probability comes out negative.
 */
const byHighest: Float64Array[][] = [[]];

function highestJoint(n: number): Float64Array[] {
  while (byHighest.length <= n) {
    const k = byHighest.length - 1;
    const previous = k === 0 ? [Float64Array.of(1)] : byHighest[k];
    const next = Array.from({ length: 6 }, () => new Float64Array(5 * (k + 1) + 1));
    previous.forEach((sums, m) => {
      sums.forEach((chance, i) => {
        if (chance === 0) return;
        for (let face = 0; face < 6; face++) next[Math.max(m, face)][i + face] += chance * SIDE;
      });
    });
    byHighest.push(next);
  }
  return byHighest[n];
}

const lessHighestSums: Pmf[] = [NOTHING];

/** The sum of n normal dice without their highest die (nothing to take out of 0 dice). */
function sumLessHighest(n: number): Pmf {
  if (lessHighestSums[n] === undefined) {
    const p = new Float64Array(5 * (n - 1) + 1);
    // Sum n + i with highest face m + 1 leaves n + i - (m + 1), index i - m above the lowest n - 1.
    highestJoint(n).forEach((sums, m) => sums.forEach((chance, i) => chance > 0 && (p[i - m] += chance)));
    lessHighestSums[n] = { offset: n - 1, p };
  }
  return lessHighestSums[n];
}

const tables = new Map<number, TotalTable>();

function totalTable(dice: number, options: ProbabilityOptions): TotalTable {
  if (options === null || typeof options !== "object") {
    throw new RuleArgumentError("options", options, "an object with wildDie");
  }
  if (typeof options.wildDie !== "boolean") throw new RuleArgumentError("options.wildDie", options.wildDie, "a boolean");
  const mishap = requireOneOf("options.mishap", options.mishap ?? "count", MISHAPS);
  const characterPoints = requireInteger(
    "options.characterPoints",
    options.characterPoints ?? 0,
    0,
    MOST_CHARACTER_POINTS_PER_ROLL,
  );
  const wild = options.wildDie && dice > 0;
  const removeHighest = wild && mishap === "remove-highest";
  const key = ((dice * 2 + Number(wild)) * 2 + Number(removeHighest)) * 8 + characterPoints;
  let table = tables.get(key);
  if (table === undefined) {
    const pmf = totalPmf(dice, wild, removeHighest, characterPoints);
    const atLeast = new Float64Array(pmf.p.length);
    let tail = 0;
    for (let i = pmf.p.length - 1; i >= 0; i--) atLeast[i] = tail += pmf.p[i];
    table = { ...pmf, atLeast };
    tables.set(key, table);
  }
  return table;
}

function totalPmf(dice: number, wild: boolean, removeHighest: boolean, characterPoints: number): Pmf {
  const normal = wild ? dice - 1 : dice;
  const extra = explodingSum(characterPoints);
  const base = convolve(normalSum(normal), extra);
  if (!wild) return base;
  if (!removeHighest) return convolve(base, EXPLODING);
  // A mishap (first roll 1, chance 1/6) leaves the normal dice less their highest, plus the extra dice.
  const mishap = scale(convolve(sumLessHighest(normal), extra), SIDE);
  return add(convolve(base, EXPLODING_WITHOUT_MISHAP), mishap);
}
