/**
 * Rolling a die code with or without the wild die, and scoring faces that were rolled elsewhere
 * (Foundry's dice) by the same rule.
 *
 * Rule: the wild die (Raumschlacht "Würfel": "Einer der Würfel bei jedem Wurf ist der Wild Die. Zeigt
 * er eine 6, darf diese addiert und der Würfel noch einmal geworfen werden … Zeigt der Wild Die eine 1,
 * zählt dies als Patzer"; R&E). 1st edition plays without it (Grundregeln: "keine kritischen Erfolge
 * (oder Patzer)"). Mishap handling is a world setting (RULES-MAP "Mishap (wild die 1) handling").
 */
import { type DieCode, checkRollable } from "./die-code.ts";
import { RuleArgumentError, requireOneOf } from "../errors.ts";

/** Every mishap handling, in the order the settings list them. */
export const MISHAPS = ["count", "remove-highest", "complication"] as const;

/** How a mishap (the wild die's first roll is 1) changes the result. */
export type Mishap = (typeof MISHAPS)[number];

/** Options of {@link rollDieCode}. */
export interface RollOptions {
  /** Roll one of the dice as the wild die (R&E) or none (1st edition). */
  wildDie: boolean;
  /** Mishap handling; default `"count"`. */
  mishap?: Mishap;
  /** A source of numbers in [0, 1); the face is `1 + floor(random() * 6)`. Default `Math.random`. */
  random?: () => number;
}

/** The outcome of one roll of a die code. */
export interface D6RollResult {
  /** The roll's total after mishap handling: kept dice + wild chain + pips. */
  total: number;
  /** The normal dice's faces, in draw order. */
  dice: number[];
  /** The wild die's chain: its first roll, then every re-roll while it showed 6. Empty without it. */
  wild: number[];
  /** The pips added to the total. */
  pips: number;
  /** The wild die's first roll was 1. */
  mishap: boolean;
  /** The mishap is to be played as a complication (mishap handling `"complication"`). */
  complication: boolean;
  /** Faces taken out of the total by `"remove-highest"`: the wild die's 1, then the highest normal die. */
  removed: number[];
  /** The wild die was still showing 6 after {@link MAX_EXPLOSIONS} re-rolls and the chain was cut there. */
  capped: boolean;
}

/** The longest wild-die chain: re-rolls stop after this many sixes, so a source stuck on 6 cannot hang. */
export const MAX_EXPLOSIONS = 100;

/**
 * Rolls a die code.
 *
 * Draw order: the normal dice first (`dice - 1` of them with the wild die, all of them without it),
 * then the wild die's first roll, then its re-rolls while it shows 6 (at most {@link MAX_EXPLOSIONS}
 * re-rolls; `capped` says the chain was cut). A code with 0 dice rolls nothing: `total = pips`.
 *
 * @param code `{ dice, pips }`, dice an integer from 0 to 99
 * @param options wild die on/off, mishap handling, random source
 * @throws DieCodeError for a malformed code or negative dice
 * @throws RuleArgumentError for an unknown mishap, a `random` that is not a function, or one that
 *   returns anything but a number in [0, 1)
 */
export function rollDieCode(code: DieCode, options: RollOptions): D6RollResult {
  checkRollable(code);
  const mishap: Mishap = options?.mishap === undefined ? "count" : requireOneOf("options.mishap", options.mishap, MISHAPS);
  const random = options.random ?? Math.random;
  if (typeof random !== "function") throw new RuleArgumentError("options.random", random, "a function");

  // One pass that draws, sums and finds the highest normal die: rolling sits on the hot path of the
  // dialog's and the tracker's batch rolls, so no intermediate arrays and no second validation.
  const wildDie = Boolean(options.wildDie) && code.dice > 0;
  const normalCount = wildDie ? code.dice - 1 : code.dice;
  const dice: number[] = new Array(normalCount);
  let sum = 0;
  let highest = 0;
  for (let i = 0; i < normalCount; i++) {
    const face = drawFace(random);
    dice[i] = face;
    sum += face;
    if (face > highest) highest = face;
  }
  const wild: number[] = [];
  let capped = false;
  if (wildDie) {
    let face = drawFace(random);
    wild.push(face);
    sum += face;
    while (face === 6) {
      if (wild.length > MAX_EXPLOSIONS) {
        capped = true;
        break;
      }
      face = drawFace(random);
      wild.push(face);
      sum += face;
    }
  }
  const isMishap = wildDie && wild[0] === 1;
  let total = sum + code.pips;
  const removed: number[] = [];
  if (isMishap && mishap === "remove-highest") {
    removed.push(1);
    total -= 1;
    if (normalCount > 0) {
      removed.push(highest);
      total -= highest;
    }
  }
  return {
    total,
    dice,
    wild,
    pips: code.pips,
    mishap: isMishap,
    complication: isMishap && mishap === "complication",
    removed,
    capped,
  };
}

/** One face from a source of numbers in [0, 1). */
function drawFace(random: () => number): number {
  const r = random();
  if (typeof r !== "number" || !(r >= 0 && r < 1)) throw new RuleArgumentError("options.random()", r, "a number in [0, 1)");
  return 1 + Math.floor(r * 6);
}

/**
 * Rolls one plain die, without the wild die: the 1D of a damage system table, a countdown in rounds,
 * the GM's Dark Side roll.
 *
 * @param random a source of numbers in [0, 1), as in {@link rollDieCode}; default `Math.random`
 * @returns the face, 1 to 6
 * @throws RuleArgumentError for a `random` that is not a function or returns anything but a number in [0, 1)
 */
export function rollD6(random?: () => number): number {
  return rollDieCode({ dice: 1, pips: 0 }, { wildDie: false, random }).total;
}

/** Faces already rolled: the normal dice, the wild die's chain (empty without it) and the pips. */
export interface RolledFaces {
  dice: readonly number[];
  wild: readonly number[];
  pips: number;
}

/**
 * Scores faces rolled elsewhere (by Foundry's dice, or by {@link rollDieCode}) by the wild-die rule:
 * the total, whether the wild die's first roll was a mishap, and the mishap handling.
 *
 * "remove-highest" takes the wild die's 1 and the highest normal die out of the total (both listed in
 * `removed`; a 1D code removes only the wild die); "complication" keeps the total and sets
 * `complication`; "count" keeps the total.
 *
 * @param faces normal dice and wild chain, each face an integer 1-6; pips an integer
 * @param mishap mishap handling
 * @returns the result without `capped` (false)
 * @throws RuleArgumentError for a face outside 1-6, non-integer pips or an unknown mishap handling
 */
export function scoreD6Roll(faces: RolledFaces, mishap: Mishap = "count"): D6RollResult {
  requireOneOf("mishap", mishap, MISHAPS);
  for (const [name, list] of [
    ["faces.dice", faces.dice],
    ["faces.wild", faces.wild],
  ] as const) {
    if (!Array.isArray(list)) throw new RuleArgumentError(name, list, "an array of faces 1-6");
    for (const f of list) {
      if (!Number.isInteger(f) || f < 1 || f > 6) throw new RuleArgumentError(name, f, "faces from 1 to 6");
    }
  }
  if (!Number.isInteger(faces.pips)) throw new RuleArgumentError("faces.pips", faces.pips, "an integer");

  const dice = [...faces.dice];
  const wild = [...faces.wild];
  const isMishap = wild[0] === 1;
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  let total = sum(dice) + sum(wild) + faces.pips;
  const removed: number[] = [];
  if (isMishap && mishap === "remove-highest") {
    removed.push(wild[0]);
    if (dice.length > 0) removed.push(Math.max(...dice));
    total -= sum(removed);
  }
  return {
    total,
    dice,
    wild,
    pips: faces.pips,
    mishap: isMishap,
    complication: isMishap && mishap === "complication",
    removed,
    capped: false,
  };
}
