/** The new subtype's sheet: a creature's sheet under the beast's own class. */
import { CreatureSheet } from "../../../src/applications/actor/creature-sheet.ts";

/** The beast sheet (Actor type `beast`). */
export class BeastSheet extends CreatureSheet {
  static override DEFAULT_OPTIONS = { ...CreatureSheet.DEFAULT_OPTIONS, classes: ["beast"] };
}
