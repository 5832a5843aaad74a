/**
 * Fills what the reference data leaves blank with the facts the 1Bln21 workbook prints
 * (workbook-facts.json, written by `npm run packs:import`): an armor's coverage and a piece of
 * equipment's availability, each use noted in the entry's provenance.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { factKey } from "../import/workbook-facts.ts";

const FACTS = JSON.parse(readFileSync(join(import.meta.dirname, "workbook-facts.json"), "utf8")) as {
  armorCoverage: Record<string, string>;
  equipmentAvailability: Record<string, string>;
};

/**
 * The printed value, else the workbook's for the entry's name, with the note that says so.
 * @param printed the reference data's value ("" when blank)
 * @param table which of the workbook's facts
 * @param name the entry's name
 */
export function filledFact(printed: string, table: "armorCoverage" | "equipmentAvailability", name: string): { value: string; note: string | null } {
  if (printed !== "") return { value: printed, note: null };
  const fact = FACTS[table][factKey(name)];
  if (!fact) return { value: "", note: null };
  const what = table === "armorCoverage" ? "Coverage" : "Availability";
  return { value: fact, note: `${what} ${fact} from Chance Gibboney's workbook (1Bln21 generator), which the reference data leaves blank.` };
}
