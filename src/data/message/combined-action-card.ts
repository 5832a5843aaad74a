/**
 * The combined action card: the group, its leader's command roll and the bonus it makes, stored as
 * its view (posted by combat/combined/combined-action-world.ts).
 */
import { viewCard } from "./view-card.ts";
import { combinedActionView } from "./view-fields.ts";

/** The combined action card's data. */
export class CombinedActionCardData extends viewCard(combinedActionView, "combined-action-card.hbs") {}
