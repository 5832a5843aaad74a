/**
 * The chance of a roll: the exact distribution of a die code's total and the probability that it
 * ties or beats a difficulty number, by the same rule `rollDieCode` rolls with.
 *
 * Rules: die codes (Grundregeln, Reglas), the wild die that adds and re-rolls its sixes (Raumschlacht,
 * R&E), the mishap handling of its first-roll 1 (reference-data/tables.json `wild_die`), character
 * point dice that explode like the wild die without a mishap (tables.json `character_points`), and
 * success on a total equal to or above the difficulty number (Grundregeln, R&E Rules and Reglas).
 *
 * A wild die shows `6k + r` (k sixes, then r from 1 to 5) with probability 6^-(k+1). Its endless chain
 * is cut where less than 1e-16 of its mass is left, so a distribution leaves out less than 1e-15
 * in all (at most six exploding dice: the wild die and five character points). Rounding adds errors
 * of the order of 1e-14 on the largest codes, far inside the 1e-9 the roll dialog needs.
 */
import { MOST_CHARACTER_POINTS_PER_ROLL } from "../characters/character-points.ts";
import { type DieCode, checkRollable } from "./die-code.ts";
import { requireBoolean, requireInteger, requireNumber, requireObject, requireOneOf } from "../errors.ts";
import { MISHAPS, type Mishap } from "./roll.ts";

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
 * The probability that a roll of `code` ties or beats `difficulty` (Grundregeln, R&E Rules and Reglas), exact up
 * to rounding and the explosion tail below 1e-15 (see {@link rollDistribution} for how the total is
 * made up). Distributions are kept per
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

/** Sixes an exploding die may roll within a distribution: 6^-21 is the first power below 1e-16. */
const KEPT_EXPLOSIONS = 21;

/** X plus one die showing 1 to `faces` (6 for a normal die): a sixth of each total's chance per face. */
function plusDie(x: Pmf, faces: number): Pmf {
  const p = new Float64Array(x.p.length + faces - 1);
  for (let i = 0; i < x.p.length; i++) {
    const chance = x.p[i] * SIDE;
    for (let face = 0; face < faces; face++) p[i + face] += chance;
  }
  return { offset: x.offset + 1, p };
}

/** The sum of two weighted parts of one distribution. */
function add(a: Pmf, b: Pmf): Pmf {
  const offset = Math.min(a.offset, b.offset);
  const end = Math.max(a.offset + a.p.length, b.offset + b.p.length);
  const p = new Float64Array(end - offset);
  for (const part of [a, b]) {
    for (let i = 0; i < part.p.length; i++) p[part.offset - offset + i] += part.p[i];
  }
  return { offset, p };
}

function scale(a: Pmf, factor: number): Pmf {
  return { offset: a.offset, p: a.p.map((v) => v * factor) };
}

/**
 * X plus one exploding die (the wild die or a character point die). The die stops on 1 to 5, or shows
 * 6 and rolls on as a fresh exploding die, so P(X + E = t) = (P(X = t-1) + ... + P(X = t-5) +
 * P(X + E = t-6)) / 6: a few additions a total instead of a convolution with the die's long tail.
 * Totals are kept up to X's highest plus KEPT_EXPLOSIONS sixes, leaving out less than 6^-21 of the mass.
 */
function plusExploding(x: Pmf): Pmf {
  const stops = plusDie(x, 5).p;
  const p = new Float64Array(stops.length + 6 * KEPT_EXPLOSIONS - 5);
  p.set(stops);
  for (let j = 6; j < p.length; j++) p[j] += p[j - 6] * SIDE;
  return { offset: x.offset + 1, p };
}

/**
 * X plus the wild die when its first roll is not the mishap's 1: it stops on 2 to 5, or shows 6 and
 * rolls on as a fresh exploding die, whose sum with X is `withWild` (= plusExploding(x)).
 */
function plusWildWithoutMishap(x: Pmf, withWild: Pmf): Pmf {
  const p = new Float64Array(withWild.p.length - 1);
  // Stops on 2 to 5 are stops on 1 to 4 one total higher: the offset below moves them up.
  p.set(plusDie(x, 4).p);
  for (let j = 5; j < p.length; j++) p[j] += withWild.p[j - 5] * SIDE;
  return { offset: x.offset + 2, p };
}

function plusCharacterPoints(x: Pmf, characterPoints: number): Pmf {
  let sum = x;
  for (let point = 0; point < characterPoints; point++) sum = plusExploding(sum);
  return sum;
}

/**
 * `diceSums[faces][k]`: P(k dice all show `faces` or less and sum to t), a distribution of mass
 * (faces / 6)^k; `faces` 6 gives the sum of k normal dice.
 */
const diceSums: Pmf[][] = Array.from({ length: 7 }, () => [NOTHING]);

function diceSum(faces: number, k: number): Pmf {
  const sums = diceSums[faces];
  while (sums.length <= k) sums.push(plusDie(sums[sums.length - 1], faces));
  return sums[k];
}

const lessHighestSums: Pmf[] = [NOTHING];

/**
 * The sum of n normal dice without their highest die (nothing to take out of 0 dice). The highest face
 * h shows on j of the dice (chance C(n, j) / 6^j) and the other n - j show less than h; taking one h
 * out leaves those plus (j - 1) h. Only additions, so no probability comes out negative.
 */
function sumLessHighest(n: number): Pmf {
  if (lessHighestSums[n] === undefined) {
    const p = new Float64Array(5 * (n - 1) + 1);
    for (let high = 1; high <= 6; high++) {
      let chance = 1;
      for (let j = 1; j <= n; j++) {
        chance *= (n - j + 1) / (6 * j);
        // Dice below a highest face of 1 cannot exist.
        if (high === 1 && j < n) continue;
        const others = diceSum(high - 1, n - j);
        const start = others.offset + (j - 1) * high - (n - 1);
        for (let i = 0; i < others.p.length; i++) p[start + i] += chance * others.p[i];
      }
    }
    lessHighestSums[n] = { offset: n - 1, p };
  }
  return lessHighestSums[n];
}

const tables = new Map<number, TotalTable>();

function totalTable(dice: number, options: ProbabilityOptions): TotalTable {
  requireObject("options", options, "an object with wildDie");
  requireBoolean("options.wildDie", options.wildDie);
  const mishap = requireOneOf("options.mishap", options.mishap ?? "count", MISHAPS);
  const characterPoints = requireInteger("options.characterPoints", options.characterPoints ?? 0, 0, MOST_CHARACTER_POINTS_PER_ROLL);
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
  const base = plusCharacterPoints(diceSum(6, normal), characterPoints);
  if (!wild) return base;
  const withWild = plusExploding(base);
  if (!removeHighest) return withWild;
  // A mishap (first roll 1, chance 1/6) leaves the normal dice less their highest, plus the extra dice.
  const mishap = scale(plusCharacterPoints(sumLessHighest(normal), characterPoints), SIDE);
  return add(plusWildWithoutMishap(base, withWild), mishap);
}
