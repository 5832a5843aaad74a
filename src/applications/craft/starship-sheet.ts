/**
 * The starship sheet (Actor type `starship`): a starfighter, freighter or capital ship with its crew,
 * weapon batteries, sensors, hyperdrive, damage state and notes (craft-sheet.ts).
 */
import type { CraftKind } from "./craft-view.ts";
import { CraftSheet } from "./craft-sheet.ts";

/** The starship sheet. */
export class StarshipSheet extends CraftSheet {
  static override KIND: CraftKind = "starship";

  static override DEFAULT_OPTIONS = { ...CraftSheet.DEFAULT_OPTIONS, classes: ["starship"] };
}
