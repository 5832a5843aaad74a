/**
 * Tractor beams: reeling a captured ship in, and what a ship that resists suffers.
 *
 * Rule: Movement and Damage "Starship Weapons: Tractor Beams". Lost Moves are applied to a starship with
 * `loseStarshipMoves` (starship-damage.ts).
 */
import { damageChartRow } from "../damage/damage-chart.ts";
import { requireInteger } from "../errors.ts";

/** Space units a captured ship that does not resist is reeled in each round (Movement and Damage). */
export const TRACTOR_BEAM_UNRESISTED_UNITS = 5;

/** One round of a resisting ship against a tractor beam. */
export interface TractorBeamResult {
  /** The target's hull roll was higher: it broke free. */
  brokeFree: boolean;
  /** Space units the target is reeled in towards the attacker this round. */
  unitsReeledIn: number;
  /** Moves the target loses. */
  lostMoves: number;
}

/**
 * A resisting ship: the tractor beam's damage roll against the target's hull roll (Movement and Damage). A higher
 * hull roll breaks free; otherwise the beam's margin decides on the damage chart (`damageChartRow`):
 * 0-3 no change and no damage, 4-8 reeled in 1 unit and -1 Move, 9-12 2 units and -2 Moves, 13-15
 * 3 units and -3 Moves, 16+ 4 units and -4 Moves.
 *
 * @param beamRoll the tractor beam's damage roll total, an integer
 * @param hullRoll the target's hull roll total, an integer
 * @throws RuleArgumentError for a non-integer roll
 */
export function resistTractorBeam(beamRoll: number, hullRoll: number): TractorBeamResult {
  requireInteger("beamRoll", beamRoll);
  requireInteger("hullRoll", hullRoll);
  const row = damageChartRow(beamRoll, hullRoll);
  if (row === 0) return { brokeFree: true, unitsReeledIn: 0, lostMoves: 0 };
  return { brokeFree: false, unitsReeledIn: row - 1, lostMoves: row - 1 };
}
