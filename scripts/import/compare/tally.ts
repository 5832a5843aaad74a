/**
 * The tally of a value comparison: every imported entry against the record of its source, field by
 * field. Each pack's comparer reads the record on its own terms (not through the importer's
 * readers), so a misread in the importer shows up as a mismatch.
 */
import { formatDieCode, parseDieCode } from "../../../src/rules/dice/die-code.ts";

/** What the comparison of one pack found. */
export interface PackComparison {
  pack: string;
  /** Imported entries compared with a source record. */
  entries: number;
  /** Fields compared, over all entries and their embedded items. */
  fields: number;
  /** "Entry: field stored … printed …", one per field that differs. */
  mismatches: string[];
}

/** One entry's comparison, made against each record of its name; the record it fits best counts. */
export class EntryCheck {
  fields = 0;
  readonly mismatches: string[] = [];
  constructor(readonly entry: string) {}

  /** Compares a stored value with the value the record prints (both as JSON). */
  same(field: string, stored: unknown, printed: unknown): void {
    this.fields += 1;
    if (JSON.stringify(stored) !== JSON.stringify(printed))
      this.mismatches.push(`${this.entry}: ${field} stored ${JSON.stringify(stored)}, printed ${JSON.stringify(printed)}`);
  }

  /** Counts a field whose stored value must be found in the printed text (`holds` says whether it is). */
  holds(field: string, holds: boolean, stored: unknown, printed: string): void {
    this.fields += 1;
    if (!holds) this.mismatches.push(`${this.entry}: ${field} stored ${JSON.stringify(stored)}, not in the printed "${printed.slice(0, 160)}"`);
  }
}

/**
 * Compares every entry with the records of its name and tallies the best fit of each.
 * @param pack the pack's name, for the report
 * @param docs the imported entries
 * @param recordsOf the source records an entry may come from (those of its name, and of its other spellings)
 * @param compare fills a check with the fields of one entry against one record
 */
export function comparePack<D extends { name: string }>(
  pack: string,
  docs: readonly D[],
  recordsOf: (doc: D) => readonly Record<string, unknown>[],
  compare: (check: EntryCheck, doc: D, record: Record<string, unknown>) => void,
): PackComparison {
  const result: PackComparison = { pack, entries: 0, fields: 0, mismatches: [] };
  for (const doc of docs) {
    const records = recordsOf(doc);
    result.entries += 1;
    if (records.length === 0) {
      result.mismatches.push(`${doc.name}: no source record of this name`);
      continue;
    }
    const checks = records.map((record) => {
      const check = new EntryCheck(doc.name);
      compare(check, doc, record);
      return check;
    });
    const best = checks.reduce((a, b) => (b.mismatches.length < a.mismatches.length ? b : a));
    result.fields += best.fields;
    result.mismatches.push(...best.mismatches);
  }
  return result;
}

/** A die code as the rules write it ("3D+0" → "3D"), or the text trimmed when it is none. */
export function code(text: unknown): string {
  try {
    return formatDieCode(parseDieCode(String(text).trim()));
  } catch {
    return String(text ?? "").trim();
  }
}

/** A code of pips (7 → "2D+1"). */
export function fromPips(pips: number): string {
  return formatDieCode({ dice: Math.floor(pips / 3), pips: pips % 3 });
}

/** A text reduced for a search: lower case, no spaces, no invisible joiners. */
export function squeeze(text: unknown): string {
  return String(text ?? "")
    .replace(/[\u200b-\u200d\ufeff]/g, "")
    .replace(/\s+/g, "")
    .toLowerCase();
}

/** The die codes a text prints ("STR+2D", "3D+1"), spaces closed up, as the rules write them. */
export function codesIn(text: string): string[] {
  return [...text.replace(/(\d)\s*D\s*\+\s*(\d)(?!\s*D)/gi, "$1D+$2").matchAll(/\d+D(?:\+\d(?!D))?/gi)].map((match) => code(match[0].toUpperCase()));
}

/** The pages a source line cites ("(page 81)", "p.60", "(pages 7-9)"), as "81", "60", "7-9". */
export function pagesIn(text: string): string[] {
  return [...text.matchAll(/\bp(?:ages?|\.)\s*([\d]+(?:-\d+)?)/gi)].map((match) => match[1]!);
}

/** The records of each name (trimmed), in the source's order. */
export function recordsByName(records: readonly Record<string, unknown>[]): Map<string, Record<string, unknown>[]> {
  const map = new Map<string, Record<string, unknown>[]>();
  for (const record of records) {
    const name = String(record.name ?? "").trim();
    map.set(name, [...(map.get(name) ?? []), record]);
  }
  return map;
}
