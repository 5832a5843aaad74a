/**
 * The texts of a pack document a reader sees besides its name: every string of its `system` and of
 * its embedded items' `system`, each with the path it sits at. Names (the document's, an item's, an
 * ability's `name`) are names, not texts, and are left out.
 */

/** One text of a document: where it sits ("system.specialAbilities[2].text", "items[Bite].system.description") and what it says. */
export interface TextField {
  path: string;
  /** The last key of the path that is no index ("text", "description", "timeToUse"). */
  key: string;
  text: string;
}

/**
 * The fields whose texts are prose when they are not feature lists: descriptions, notes and
 * backgrounds, ability texts, a power's effect and time to use, a template's or droid's special
 * abilities and equipment. Stat lines (cost, crew, passengers, fire arc, size, difficulty tables)
 * are not among them.
 */
export const PROSE_KEYS: ReadonlySet<string> = new Set([
  "description",
  "notes",
  "background",
  "text",
  "specialAbilities",
  "equipment",
  "effect",
  "timeToUse",
  "keptUp",
]);

function walk(value: unknown, path: string, key: string, out: TextField[]): void {
  if (typeof value === "string") {
    if (value.trim() !== "") out.push({ path, key, text: value });
  } else if (Array.isArray(value)) value.forEach((entry, i) => walk(entry, `${path}[${i}]`, key, out));
  else if (value !== null && typeof value === "object") {
    for (const [name, entry] of Object.entries(value)) if (name !== "name") walk(entry, `${path}.${name}`, name, out);
  }
}

/**
 * The texts of a pack document, in the order its JSON holds them; empty strings left out.
 * @param document a pack source document: `system` and, for an actor, `items` with their `system`
 */
export function documentTexts(document: { system?: unknown; items?: readonly { name?: string; system?: unknown }[] }): TextField[] {
  const out: TextField[] = [];
  walk(document.system, "system", "system", out);
  for (const item of document.items ?? []) walk(item.system, `items[${item.name ?? ""}].system`, "system", out);
  return out;
}
