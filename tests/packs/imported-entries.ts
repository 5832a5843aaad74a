/**
 * The imported compendium entries as their source files hold them, and source records by name: what
 * the tests comparing imported values with their upstream records share.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** An entry's source file: its key, name, `system` and embedded items. */
export interface Doc {
  _key: string;
  name: string;
  system: Record<string, unknown>;
  items?: { name: string; type: string; system: Record<string, unknown> }[];
}

/**
 * The entries of a pack's sources, folders left out.
 * @param pack the folder under packs/_source
 * @param own true for every entry, false for the imported ones only (files named "imp-…")
 */
export function imported(pack: string, own = false): Doc[] {
  const dir = join(ROOT, "packs/_source", pack);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json") && (own || file.startsWith("imp-")))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Doc)
    .filter((doc) => !doc._key.startsWith("!folders!"));
}

/** The records of each name, in the source's order. */
export function byName(records: readonly Record<string, unknown>[]): Map<string, Record<string, unknown>[]> {
  const map = new Map<string, Record<string, unknown>[]>();
  for (const record of records) {
    const name = String(record.name ?? "").trim();
    map.set(name, [...(map.get(name) ?? []), record]);
  }
  return map;
}
