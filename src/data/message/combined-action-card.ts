/**
 * The combined action card: the group, its leader's command roll and the bonus it makes, stored as
 * its view (posted by combat/combined/combined-action-request.ts).
 */
import { chatTemplate } from "./card-data.ts";
import { ViewCardData } from "./view-card.ts";

/** The combined action card's data. */
export class CombinedActionCardData extends ViewCardData {
  static override templates = [chatTemplate("combined-action-card.hbs")];
}
