/**
 * The Dark Side card: the gamemaster's 1D against a character's Dark Side points, stored as its view
 * (posted by documents/dark-side.ts).
 */
import { chatTemplate } from "./card-data.ts";
import { ViewCardData } from "./view-card.ts";

/** The Dark Side card's data. */
export class DarkSideCardData extends ViewCardData {
  static override templates = [chatTemplate("dark-side-card.hbs")];
}
