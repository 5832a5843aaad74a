/**
 * A template's equipment lines in German and Spanish, as a table of lines for the names converter.
 *
 * A character made from a template gets the gear its lines name (src/documents/creation/
 * template-equipment.ts), so a translated line must still name the same entry. A line that names a
 * compendium entry plainly ("Lightsaber (5D)", "2 medpacs") is written with the entry's translated
 * name, its count and its bracketed die codes kept ("Lichtschwert (5D)"); the matcher finds an entry
 * by its translated name too. Any other line is taken from the glossary `template-gear` when it holds
 * the line, else its credits and numbers are written as a cost is (item-values.ts: "1,000 credits"
 * as "1.000 Credits"); a line neither covers stays as printed. Every translation of a line that
 * names gear is checked against the matcher: one that would name other gear, or none, is not written.
 */
import { type GearIndex, type GearReference, matchEquipmentLine } from "../../src/documents/creation/template-equipment.ts";
import { glossaryEntry } from "./imported.ts";
import { translateItemValue } from "./item-values.ts";
import { type BabeleLang, translateDamage } from "./translate.ts";

/** A name as compared here: lower case, letters and digits only, a plural's closing s left out. */
const bare = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .replace(/s$/, "");

/** A line's leading count in digits, its name, and its closing bracket of die codes (the Strength code included). */
function partsOf(line: string): { count: string; name: string; stats: string } | null {
  const match = /^(?:(\d+)\s+)?(.*?)(?:\s*\(([\dD+\-., STR]*)\))?\s*$/.exec(line.trim());
  return match ? { count: match[1] ?? "", name: match[2], stats: match[3] ?? "" } : null;
}

/**
 * A line that names an entry by its English name alone, with the entry's translated name in its
 * place; undefined for any other line.
 */
function plainGearLine(line: string, entry: GearReference, lang: BabeleLang): string | undefined {
  const parts = partsOf(line);
  const english = (entry.matchName ?? entry.name).replace(/\s*\([^)]*\)$/, "");
  // A count above one would need the name's plural, which the tables do not give: such a line is the glossary's.
  if (!parts || Number(parts.count || 1) > 1 || bare(parts.name) !== bare(english) || entry.name === entry.matchName) return undefined;
  const shown = entry.name.replace(/\s*\([^)]*\)$/, "");
  return `${parts.count ? `${parts.count} ` : ""}${shown}${parts.stats ? ` (${translateDamage(parts.stats, lang)})` : ""}`;
}

/**
 * The template's equipment lines in the language, by the printed line, where a line changes.
 * @param lines the template's equipment, one item a line
 * @param index the weapons, armor and equipment entries indexed (`gearIndex`): `name` translated, `matchName` the English name
 * @param lang the language
 */
export function templateGearTable(lines: readonly string[], index: GearIndex, lang: BabeleLang): Record<string, string> {
  const table: Record<string, string> = {};
  for (const line of lines) {
    if (!line.trim()) continue;
    const named = matchEquipmentLine(line, index);
    const translated =
      glossaryEntry("template-gear", line, lang) ??
      (named ? plainGearLine(line, named.entry, lang) : undefined) ??
      (named ? undefined : translateItemValue(line, lang));
    if (!translated || translated === line) continue;
    // The translated line must name what the printed one names: the same entry as many times, or nothing.
    const again = matchEquipmentLine(translated, index);
    const same = named ? again?.entry === named.entry && again.quantity === named.quantity : again === null;
    if (same) table[line] = translated;
  }
  return table;
}
