/**
 * The movement card: a craft's move, its roll and outcome, stored as its view (posted by
 * applications/craft/movement-flow.ts).
 */
import { chatTemplate } from "./card-data.ts";
import { ViewCardData } from "./view-card.ts";

/** The movement card's data. */
export class MovementCardData extends ViewCardData {
  static override templates = [chatTemplate("movement-card.hbs")];
}
