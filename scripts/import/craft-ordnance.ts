/**
 * Ordnance the generator's craft records list under their cost lines: the extraction took each
 * ordnance's "Cost: 500 credits each" for its weapon's name and left the names in the notes ("9
 * Ordnance Hardpoints", then "9 Concussion Missiles", "9 Proton Torpedoes", …, one line per weapon in
 * the same order). Read as printed in the book, each such weapon is the notes' ordnance of its place.
 */

/** A weapon name that is an ordnance's cost line ("Cost: 6,000 credits each (estimated)"). */
const COST_LINE = /^\s*cost\s*:/i;

/** A notes line of the hardpoints the ordnance below it loads ("9 Ordnance Hardpoints"). */
const HARDPOINTS = /^\d+\s+ordnance\s+hardpoints?$/i;

/**
 * The ordnance the notes list below their hardpoints line, each a count and a name ("9 Proton
 * Torpedoes" is "Proton Torpedoes"); empty when the notes list none.
 * @param notes the record's notes, a line each
 */
export function notedOrdnance(notes: string): string[] {
  const lines = notes.split("\n").map((line) => line.trim());
  const start = lines.findIndex((line) => HARDPOINTS.test(line));
  if (start < 0) return [];
  return lines
    .slice(start + 1)
    .map((line) => /^\d+\s+(.+)$/.exec(line)?.[1]?.trim() ?? "")
    .filter((name) => name !== "");
}

/**
 * A craft record whose weapons are named by cost lines, each named by the notes' ordnance of its
 * place, when the notes list exactly as many; any other record as it is.
 * @param record a craft record of the generator
 * @returns the record, or a copy with its weapons renamed
 */
export function withOrdnanceNames(record: Record<string, unknown>): Record<string, unknown> {
  const weapons = Array.isArray(record.weapons) ? (record.weapons as Record<string, unknown>[]) : [];
  const costNamed = weapons.filter((weapon) => COST_LINE.test(String(weapon.name ?? "")));
  const ordnance = notedOrdnance(String(record.notes ?? ""));
  if (costNamed.length === 0 || ordnance.length !== costNamed.length) return record;
  let next = 0;
  return {
    ...record,
    weapons: weapons.map((weapon) => (COST_LINE.test(String(weapon.name ?? "")) ? { ...weapon, name: ordnance[next++] } : weapon)),
  };
}
