/**
 * Item documents as compendium source files: the fields compilePack needs and nothing volatile.
 */
import { slugify, stableId } from "./ids.ts";

/** An Item document as a pack source file holds it. */
export interface ItemSource<System = Record<string, unknown>> {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: System;
  effects: never[];
  flags: object;
  folder: string | null;
  sort: number;
}

/** A generated pack entry with the file name it is written to. */
export interface PackFile<System = Record<string, unknown>> {
  file: string;
  document: ItemSource<System>;
}

/**
 * Builds one Item of a pack. `_key` is what compilePack stores the entry under: a top-level Item
 * without `"!items!<id>"` is skipped without a word.
 * @param pack the pack's name, part of the id's seed
 * @param name the entry's name
 * @param position the entry's place in the pack (0-based), giving its manual `sort`
 * @param stem what the file is named after (the name unless given)
 */
export function itemFile<System>(pack: string, type: string, name: string, img: string, system: System, position: number, stem = name): PackFile<System> {
  const _id = stableId(pack, name);
  return {
    file: `${slugify(stem)}_${_id}.json`,
    document: {
      _id,
      _key: `!items!${_id}`,
      name,
      type,
      img,
      system,
      effects: [],
      flags: {},
      folder: null,
      sort: (position + 1) * 100_000,
    },
  };
}

/** JSON with object keys sorted at every depth and a final newline, so regenerated files diff cleanly. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Escapes text for an HTML field. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
