/**
 * Facts the curated armor and equipment lack and the 1Bln21 generator's lists print: an armor's
 * coverage (the workbook's armor list, else an equipment entry's "(torso)") and a piece of
 * equipment's availability, by normalised name. The importer writes them to
 * scripts/packs/workbook-facts.json, which the curated packs' generator reads to fill its blanks.
 */
import type { GeneratorData } from "./source.ts";

/** A name as the tables compare it: lower case, words sorted ("Comlink (Personal)" = "Comlink, Personal"). */
export function factKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .sort()
    .join(" ");
}

/** The facts table: coverage and availability by {@link factKey}. */
export interface WorkbookFacts {
  armorCoverage: Record<string, string>;
  equipmentAvailability: Record<string, string>;
}

/** Reads the facts from the generator's data; the workbook's lists win over the PDF extraction's. */
export function workbookFacts(data: GeneratorData & { data: { armor?: Record<string, unknown>[]; equipment?: Record<string, unknown>[] } }): WorkbookFacts {
  const armorCoverage: Record<string, string> = {};
  const equipmentAvailability: Record<string, string> = {};
  for (const entry of data.equipment) {
    const key = factKey(String(entry.name ?? ""));
    const covers = /\((torso|full body|head|arms|legs)[^)]*\)/i.exec(String(entry.notes ?? ""));
    if (covers) armorCoverage[key] ??= covers[1]!.replace(/^./, (c) => c.toUpperCase());
    const avail = String(entry.avail ?? "").trim();
    if (avail && avail.length < 20) equipmentAvailability[key] ??= avail;
  }
  for (const armor of data.data.armor ?? []) if (armor.loc) armorCoverage[factKey(String(armor.name))] = String(armor.loc);
  for (const item of data.data.equipment ?? []) if (item.avail) equipmentAvailability[factKey(String(item.name))] = String(item.avail);
  return { armorCoverage, equipmentAvailability };
}
