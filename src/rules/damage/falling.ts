/**
 * Falling damage by the height fallen.
 *
 * Rule: R&E Rules (R&E "Falling Damage": 3-6 m 2D, 7-12 m 3D, 13-18 m 4D, 19-30 m 5D, 31-50 m 7D,
 * 51+ m 9D; "The damage always matches the scale of the thing falling"); the same chart in
 * reference-data tables.json `vehicle_damage_chart.falling_damage`. The chart is for standard
 * gravity; its "a couple of levels" for high or low gravity is left to the gamemaster.
 */
import type { DieCode } from "../dice/die-code.ts";
import { requireNumber } from "../errors.ts";

// Each band starts at the chart's first meter and runs up to the next band's start.
const BANDS: readonly { from: number; dice: number }[] = [
  { from: 51, dice: 9 },
  { from: 31, dice: 7 },
  { from: 19, dice: 5 },
  { from: 13, dice: 4 },
  { from: 7, dice: 3 },
  { from: 3, dice: 2 },
];

/**
 * The damage of a fall, in the faller's own scale, or null for a fall under 3 m.
 *
 * The chart counts whole meters and leaves gaps between its bands (6 and 7 m). A fractional height
 * belongs to the band whose first meter it has reached: 6.5 m has not reached 7 m and does 2D;
 * 2.9 m has not reached 3 m and does nothing; 50.5 m does 7D.
 *
 * @param meters the height fallen, a finite number >= 0
 * @returns the damage code (2D to 9D), or null under 3 m
 * @throws RuleArgumentError for NaN, an infinite or a negative height
 */
export function fallingDamage(meters: number): DieCode | null {
  requireNumber("meters", meters, 0);
  const band = BANDS.find((b) => meters >= b.from);
  return band ? { dice: band.dice, pips: 0 } : null;
}
