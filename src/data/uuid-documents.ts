/**
 * The items and tokens a uuid names, read synchronously as the system's classes (an actor's is
 * `actorAtUuid`, document-data.ts): null when the uuid is empty, names nothing (a document deleted
 * meanwhile) or names a document of another kind, so that a caller never takes one kind for another.
 */

/** What a uuid names now, or null when it is empty or cannot be read. */
function named(uuid: string | null | undefined): unknown {
  if (!uuid) return null;
  try {
    return fromUuidSync(uuid);
  } catch {
    return null;
  }
}

/**
 * The item a uuid names (a world item or an actor's own), or null.
 * @param uuid the uuid (empty or missing: null)
 */
export function itemAtUuid(uuid: string | null | undefined): Item.Implementation | null {
  const found = named(uuid);
  return found instanceof Item.implementation ? found : null;
}

/**
 * The token a uuid names (`Scene.<id>.Token.<id>`), or null.
 * @param uuid the uuid (empty or missing: null)
 */
export function tokenAtUuid(uuid: string | null | undefined): TokenDocument.Implementation | null {
  const found = named(uuid);
  return found instanceof CONFIG.Token.documentClass ? found : null;
}
