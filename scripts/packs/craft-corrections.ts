/**
 * Corrections of craft records where the sources misprint or merge a value, each with the note that
 * says which published value replaced it (scripts/packs/craft-corrections.json). The note goes into
 * the entry's provenance, as every other reading does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CraftRecord } from "./craft-records.ts";

interface Correction {
  fields: Partial<CraftRecord>;
  note: string;
}

const CORRECTIONS = JSON.parse(readFileSync(join(import.meta.dirname, "craft-corrections.json"), "utf8")) as Record<string, Correction>;

/**
 * The record with its correction applied, and the correction's note (none for a record without one).
 * @param record the craft as printed
 */
export function correctedRecord(record: CraftRecord): { record: CraftRecord; notes: string[] } {
  const correction = CORRECTIONS[record.name];
  if (!correction) return { record, notes: [] };
  return { record: { ...record, ...correction.fields }, notes: [correction.note] };
}

/** The names the corrections table holds, for the test that each still names a craft of the packs. */
export const CORRECTED_NAMES: readonly string[] = Object.keys(CORRECTIONS);
