/**
 * The space range card: two starships' range change in a chase, stored as its view (posted by
 * applications/craft/space-range-flow.ts).
 */
import { chatTemplate } from "./card-data.ts";
import { ViewCardData } from "./view-card.ts";

/** The space range card's data. */
export class SpaceRangeCardData extends ViewCardData {
  static override templates = [chatTemplate("space-range-card.hbs")];
}
