/**
 * Documents as the migrations see them: plain source objects (what `toObject()` returns and the
 * database stores), and the smallest update that turns one source into another.
 */

/** A document's stored data: `_id`, `type`, `system` and whatever else it carries, untyped. */
export interface DocumentSource {
  _id?: string | null;
  name?: string;
  type?: string;
  system?: Record<string, unknown>;
  items?: DocumentSource[];
  [field: string]: unknown;
}

/**
 * Whether a value is a document's stored data as the migrations read it: an object whose `system`,
 * where present, is an object and whose `items`, where present, are such sources too (what a
 * document's `toObject()` and the world's raw data give).
 * @param value what a document or the world's data holds
 */
export function isDocumentSource(value: unknown): value is DocumentSource {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const { system, items } = value as Record<string, unknown>;
  const systemOk = system === undefined || (system !== null && typeof system === "object" && !Array.isArray(system));
  return systemOk && (items === undefined || (Array.isArray(items) && items.every(isDocumentSource)));
}

/** A flat update (`{"system.bonus": "1D"}`) as `Document#update` takes it; empty when nothing changed. */
export type SourceUpdate = Record<string, unknown>;

/** Whether two JSON-like values are equal, compared by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The update that turns `before` into `after`, per field of `system` (a changed array or object is
 * written whole, as Foundry replaces arrays anyway) and per other top-level field; embedded `items`
 * and `effects` are left out (see `embeddedUpdates`). A field `after` lacks is not deleted: the
 * migrations never remove data, so no deletion is ever written.
 *
 * @param before the stored source
 * @param after the migrated source
 * @returns a flat update, empty when nothing changed
 */
export function sourceUpdate(before: DocumentSource, after: DocumentSource): SourceUpdate {
  const update: SourceUpdate = {};
  for (const [key, value] of Object.entries(after)) {
    if (key === "items" || key === "effects" || key === "system") continue;
    if (!sameValue(before[key], value)) update[key] = value;
  }
  for (const [key, value] of Object.entries(after.system ?? {})) {
    if (!sameValue(before.system?.[key], value)) update[`system.${key}`] = value;
  }
  return update;
}

/**
 * The updates of an actor's embedded items, each with its `_id`: only the items that changed.
 * @param before the actor's stored source
 * @param after the migrated source, whose `items` keep the order and ids of `before`'s
 */
export function embeddedUpdates(before: DocumentSource, after: DocumentSource): SourceUpdate[] {
  const old = new Map((before.items ?? []).map((item) => [item._id, item]));
  return (after.items ?? []).flatMap((item) => {
    const update = sourceUpdate(old.get(item._id) ?? {}, item);
    return Object.keys(update).length ? [{ _id: item._id, ...update }] : [];
  });
}
