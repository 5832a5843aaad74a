/**
 * Opening the roll dialog with a difficulty already chosen, as a link or a macro names it: a level
 * opens the dialog with that level and its starting number in the world's table, a number with that
 * number and the level it falls in; the dialog computes the chance of success itself.
 */
import { openRollDialog } from "../applications/roll-dialog.ts";
import type { D6Roll } from "../dice/d6-roll.ts";
import type { RollRequest } from "../dice/roll-request.ts";
import type { LinkDifficulty } from "./enrichers/roll-link.ts";

/**
 * The request with the link's difficulty as the one the dialog starts with.
 * @param request who rolls what
 * @param difficulty the difficulty to start from, or null for none
 */
export function withDifficulty(request: RollRequest, difficulty: LinkDifficulty | null): RollRequest {
  if (!difficulty) return request;
  return difficulty.level ? { ...request, difficultyLevel: difficulty.level } : { ...request, difficulty: difficulty.number };
}

/**
 * Opens the roll dialog for a request, starting from a difficulty.
 * @param request who rolls what
 * @param difficulty the difficulty to start from, or null for none
 * @param configure false rolls at once, without the dialog; absent, a held Shift key does (`opensDialog`)
 * @returns the posted roll, or null when the dialog was closed without rolling or a listener cancelled the roll
 */
export async function openRollDialogWithDifficulty(request: RollRequest, difficulty: LinkDifficulty | null, configure?: boolean): Promise<D6Roll | null> {
  return openRollDialog(withDifficulty(request, difficulty), configure);
}
