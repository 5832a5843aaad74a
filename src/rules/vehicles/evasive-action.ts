/**
 * Evasive action: a pilot's dodge. Starship piloting plus the ship's maneuverability, rolled as a
 * reaction against every attack on the ship in that segment.
 *
 * Rule: Grundregeln ("kann der Pilot als Reaktion ausweichen. Er würfelt dann mit seinem Wert in
 * Raumschiff steuern plus der Manövrierfähigkeit seines Schiffes. Das Ergebnis wird wie beim Ausweichen
 * im normalen Kampf zum Schwierigkeitswert für alle Angriffe im gleichen Segment addiert"). Being a
 * dodge, its total meets the attacks' difficulty through `effectiveDifficulty` and `reactionScope`
 * (reactions.ts), which also hold the R&E variant.
 */
import { type DieCode, addDieCodes, checkRollable } from "../dice/die-code.ts";
import { requireInteger } from "../errors.ts";

/**
 * The die code of an evasive action roll (Grundregeln): starship piloting plus maneuverability, less the
 * multiple action penalty for other declared actions and earlier dodges ("Falls andere Aktionen
 * angesagt wurden oder in einem vorigen Segment bereits ausgewichen wurde erschwert dies den Wurf";
 * the X-wing example: 3D + 3D = 6D, then 5D in the next segment). A penalty larger than the dice
 * leaves 0D; the pips stay.
 *
 * @param piloting the pilot's starship piloting die code
 * @param maneuverability the ship's maneuverability die code
 * @param penaltyDice the multiple action penalty in dice (as `multipleActionPenalty` counts it), an
 *   integer >= 0; default 0
 * @throws DieCodeError for a code that is not rollable (integer dice 0-99, integer pips)
 * @throws RuleArgumentError for a negative or non-integer penalty
 */
export function evasiveActionCode(piloting: DieCode, maneuverability: DieCode, penaltyDice = 0): DieCode {
  checkRollable(piloting);
  checkRollable(maneuverability);
  requireInteger("penaltyDice", penaltyDice, 0);
  const code = addDieCodes(piloting, maneuverability);
  return { dice: Math.max(0, code.dice - penaltyDice), pips: code.pips };
}
