/**
 * The cards stored as their view: the template's context (names, numbers and localization keys, no
 * words of any language) kept in `system.view` and rendered on each client as it is. The Dark Side,
 * movement and space range cards are only that; the Force power card adds the points it gives.
 */
import { ChatCardData } from "./card-data.ts";

const fields = foundry.data.fields;

/** The view's field: the template's context, a plain object. */
export function viewField() {
  return new fields.ObjectField({ required: true, nullable: false });
}

function defineViewSchema() {
  return { view: viewField() };
}

type ViewSchema = ReturnType<typeof defineViewSchema>;

/** A card that is its view alone, with one template. */
export abstract class ViewCardData extends ChatCardData<ViewSchema> {
  static override defineSchema(): ViewSchema {
    return defineViewSchema();
  }

  /** The stored view. */
  override context(): object {
    return this.view as object;
  }
}
