/**
 * The baseline `rollDieCode` is measured against: the least a wild-die roller must do. It draws the
 * faces from the same random source in the same order, follows the wild die's chain, removes the
 * highest die on a mishap when asked, and returns the same fields, with no validation at all.
 */
import type { D6RollResult, Mishap } from "../src/rules/index.ts";

/**
 * Rolls `dice` dice and `pips` with the wild die, as `rollDieCode` does for valid input.
 * @param dice at least 1
 * @param pips any integer
 * @param mishap how a mishap counts
 */
export function minimalRoll(dice: number, pips: number, mishap: Mishap): D6RollResult {
  const normal: number[] = new Array(dice - 1);
  let sum = 0;
  let highest = 0;
  for (let i = 0; i < dice - 1; i++) {
    const face = 1 + Math.floor(Math.random() * 6);
    normal[i] = face;
    sum += face;
    if (face > highest) highest = face;
  }
  const wild: number[] = [];
  let face = 1 + Math.floor(Math.random() * 6);
  wild.push(face);
  sum += face;
  while (face === 6 && wild.length <= 100) {
    face = 1 + Math.floor(Math.random() * 6);
    wild.push(face);
    sum += face;
  }
  const isMishap = wild[0] === 1;
  const removed: number[] = [];
  let total = sum + pips;
  if (isMishap && mishap === "remove-highest") {
    removed.push(1, highest);
    total -= 1 + highest;
  }
  return {
    total,
    dice: normal,
    wild,
    pips,
    mishap: isMishap,
    complication: isMishap && mishap === "complication",
    removed,
    capped: wild.length > 101,
  };
}
