/**
 * The vehicle sheet (Actor type `vehicle`): a landspeeder, swoop, airspeeder or walker with its crew,
 * weapons, damage state and notes (craft-sheet.ts).
 */
import type { CraftKind } from "./craft-view.ts";
import { CraftSheet } from "./craft-sheet.ts";

/** The vehicle sheet. */
export class VehicleSheet extends CraftSheet {
  static override KIND: CraftKind = "vehicle";

  static override DEFAULT_OPTIONS = { ...CraftSheet.DEFAULT_OPTIONS, classes: ["vehicle"] };
}
