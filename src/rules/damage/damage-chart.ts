/**
 * The damage chart: by how much a damage roll beats the roll that resists it (Strength, body
 * strength, hull), read in the same bands for characters, vehicles, starships and tractor beams.
 *
 * Rules: reference-data tables.json `character_damage_chart` (R&E Rules, R&E), `vehicle_damage_chart`
 * and `starship_damage_chart`; Movement and Damage "Tractor Beams" ("Tractor beam damage roll >= hull roll by:
 * 0-3 … 4-8 … 9-12 … 13-15 … 16+").
 */
import { requireNumber } from "../errors.ts";

/** The highest margin of each band but the last: 0-3, 4-8, 9-12, 13-15; 16 and more is the last band. */
const BAND_TOPS: readonly number[] = [3, 8, 12, 15];

/**
 * The row of the damage chart a damage roll reaches: 0 when it falls short of the resisting roll, then
 * by the margin damage minus resistance 1 for 0-3 (a tie counts), 2 for 4-8, 3 for 9-12, 4 for 13-15
 * and 5 for 16 or more. A fractional margin falls in the band whose top it does not pass (3.5 is 4-8).
 *
 * @param damage the damage roll's total, a finite number
 * @param resistance the resisting roll's total, a finite number
 * @returns the row, 0 to 5
 * @throws RuleArgumentError when either total is not a finite number
 */
export function damageChartRow(damage: number, resistance: number): number {
  const margin = requireNumber("damage", damage) - requireNumber("resistance", resistance);
  if (margin < 0) return 0;
  const band = BAND_TOPS.findIndex((top) => margin <= top);
  return band === -1 ? BAND_TOPS.length + 1 : band + 1;
}
