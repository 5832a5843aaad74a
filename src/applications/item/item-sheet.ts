/**
 * The sheet every item sheet extends: the context each body template reads (the item, its system
 * data, its enriched description) and what the sheet adds to it. A subclass names its `PARTS`, its
 * classes and size, its `LIST_FIELDS` and `LINE_FIELDS` (sheet-shared.ts), and what its template
 * reads beyond the shared context in {@link ItemSheet#_prepareItemContext}.
 */
import { SWD6ItemSheet, enrichText } from "../sheet-shared.ts";
import { descriptionOf } from "../../data/document-data.ts";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptionsOf<ItemSheet>;

/** The base of the system's item sheets. */
export class ItemSheet extends SWD6ItemSheet {
  static override DEFAULT_OPTIONS = { classes: ["item"] };

  /** What this sheet's template reads beyond the item, its data and its enriched description; nothing by default. */
  protected async _prepareItemContext(): Promise<Record<string, unknown>> {
    return {};
  }

  protected override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const item = this.document;
    return Object.assign(
      context,
      { item, system: item.system, enrichedDescription: await enrichText(descriptionOf(item), item) },
      await this._prepareItemContext(),
    );
  }
}
