/**
 * Babele converters for the parts of a compendium entry that are lists: a creature's or species'
 * special abilities and story factors (rows of `{ name, text }`), an actor's embedded items (a
 * creature's natural weapons), and a Force power's difficulties (the printed text and the
 * circumstances of each Force skill's). A translation file gives such a field a table of names
 * (`{ "Bite": "Biss" }`), and the converter renames each row or item the table knows, keeping the
 * rest of it; a name the table lacks stays as it is. A row's `text` the table knows is translated
 * too (`{ "STR+1D damage": "STÄ+1D Schaden" }`). Babele calls a converter with the field's value
 * and the entry's translation of it (BAB src/module/babele/types.ts, `Converter`).
 */

/** The converter's name as the Babele files name it in their mapping. */
export const NAMES_CONVERTER = "swd6rpgNames";

/** The name of the converter of a Force power's difficulties (`translateDifficulty`). */
export const DIFFICULTY_CONVERTER = "swd6rpgDifficulty";

/** A translation of names: English name to the language's. */
type NameTable = Record<string, string>;

function isNameTable(value: unknown): value is NameTable {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((name) => typeof name === "string");
}

/**
 * The rows (or embedded items) with the names the table translates, each otherwise kept; anything
 * that is not a list, or a table that is not one, leaves the value as it was.
 * @param rows the field's value (`[{ name, text }]`, an actor's items as its source holds them, or plain names)
 * @param translation the entry's table of names
 */
export function translateNames(rows: unknown, translation: unknown): unknown {
  if (!Array.isArray(rows) || !isNameTable(translation)) return rows;
  return rows.map((row: unknown) => {
    // A list of plain names (a Force power's required powers) is renamed name by name.
    if (typeof row === "string") return translation[row] || row;
    if (typeof row !== "object" || row === null) return row;
    // A special ability's text ("STR+1D damage") is renamed by the same table as its name.
    const { name, text } = row as { name?: unknown; text?: unknown };
    const renamed = typeof name === "string" && translation[name] ? { name: translation[name] } : {};
    const retexted = typeof text === "string" && translation[text] ? { text: translation[text] } : {};
    return Object.keys(renamed).length + Object.keys(retexted).length > 0 ? { ...row, ...renamed, ...retexted } : row;
  });
}

/** One Force skill's difficulty as a power stores it: the printed text and the circumstances' texts, among others. */
interface StoredDifficulty {
  printed?: unknown;
  levels?: unknown;
  modifiers?: unknown;
}

/**
 * A Force power's difficulties (`system.difficulty`: Control's, Sense's and Alter's) with the
 * printed text and every circumstance's text (`when` of its levels and modifiers) the table
 * translates, the rest of each kept; anything not shaped so, or a table that is not one, leaves the
 * value as it was.
 * @param difficulty the power's `system.difficulty`
 * @param translation the entry's table: English text to the language's
 */
export function translateDifficulty(difficulty: unknown, translation: unknown): unknown {
  if (typeof difficulty !== "object" || difficulty === null || Array.isArray(difficulty) || !isNameTable(translation)) return difficulty;
  const text = (value: unknown) => (typeof value === "string" && translation[value] ? translation[value] : value);
  const rows = (list: unknown) =>
    Array.isArray(list)
      ? list.map((row: unknown) => (typeof row === "object" && row !== null ? { ...row, when: text((row as { when?: unknown }).when) } : row))
      : list;
  return Object.fromEntries(
    Object.entries(difficulty as Record<string, unknown>).map(([skill, stored]) => {
      if (typeof stored !== "object" || stored === null) return [skill, stored];
      const { printed, levels, modifiers } = stored as StoredDifficulty;
      return [skill, { ...stored, printed: text(printed), levels: rows(levels), modifiers: rows(modifiers) }];
    }),
  );
}

/** Babele's object as its `babele.init` hook hands it to the system. */
export interface BabeleInit {
  setSystemTranslationsDir(dir: string): void;
  registerConverters?(converters: Record<string, (value: unknown, translation: unknown) => unknown>): void;
}

/**
 * Points Babele at the system's translation files and registers the converters.
 * @param babele what the `babele.init` hook passes
 */
export function initBabele(babele: BabeleInit): void {
  babele.setSystemTranslationsDir("lang/babele");
  babele.registerConverters?.({ [NAMES_CONVERTER]: translateNames, [DIFFICULTY_CONVERTER]: translateDifficulty });
}
