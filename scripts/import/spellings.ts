/**
 * Words the generator's records misspell or break apart, and how the imported entries spell them:
 * an entry keeps every value of its record, its words spelled right. The records are spelled right
 * as they are read (scripts/import/source.ts `readGeneratorData`), so the importer's readers, the
 * comparison with the sources (scripts/import/compare/) and the tests all read the same words, and a
 * droid's "Computer programming/rep air" is the skill it names. An entry keeps the id its record's
 * spelling gave it (`printedNames`), so a link made to it before still finds it. The import report
 * lists every spelling. "Melanncho" (the Odenji's own word for their grief), "Hyperspacial
 * Perception" and "Vynock" are the books' spellings and stay.
 */

/** A misspelt word or phrase as the records print it, whole words only, and its spelling. */
export const SOURCE_SPELLINGS: Readonly<Record<string, string>> = {
  // Species' special abilities and story factors.
  Reputaion: "Reputation",
  Lanuage: "Language",
  Posion: "Poison",
  Steakth: "Stealth",
  Enviroment: "Environment",
  Curiousity: "Curiosity",
  Wonderlust: "Wanderlust",
  Quadrapedal: "Quadrupedal",
  "Bacta Productionor, (A) Medicine": "Bacta Production",
  Yuuzahn: "Yuuzhan",
  // Craft: names, crews' skills and weapons.
  Modifed: "Modified",
  Starfghter: "Starfighter",
  starfghter: "starfighter",
  Starfigther: "Starfighter",
  staship: "starship",
  Doube: "Double",
  Canon: "Cannon",
  "firel-inked": "fire-linked",
  Laster: "Laser",
  misiles: "missiles",
  Missle: "Missile",
  Turbolasters: "Turbolasers",
  Ubrikian: "Ubrikkian",
  "Capital sip": "Capital ship",
  "capital sip": "capital ship",
  "Vehicles blasters": "Vehicle blasters",
  // Droids' skills and weapons, some broken apart by the extraction.
  "r epair": "repair",
  "rep air": "repair",
  "repai r": "repair",
  "Computerprogramming /repair": "Computer programming/repair",
  "j umping": "jumping",
  "enfo rcement": "enforcement",
  Repulsorlfit: "Repulsorlift",
  repulsorlfit: "repulsorlift",
  Beaurocracy: "Bureaucracy",
  artiller: "artillery",
  // Gear.
  Atrogation: "Astrogation",
  Slughthrower: "Slugthrower",
  "rifl e": "rifle",
  "ginger spears": "finger spears",
  vibroknucler: "vibroknuckler",
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Longest first, so a phrase wins over a word inside it.
const MISSPELT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${Object.keys(SOURCE_SPELLINGS)
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);

/**
 * A text with every misspelling of {@link SOURCE_SPELLINGS} spelled right; case counts.
 * @param text any text
 */
export function spelledRight(text: string): string {
  return text.replace(MISSPELT, (word) => SOURCE_SPELLINGS[word]!);
}

/**
 * The records' names that spelling right changes, each spelled right and as printed: the importer
 * gives such an entry the id its printed name gave it.
 * @param records the records as printed
 * @returns the printed name by the name spelled right, both trimmed
 */
export function printedNames(records: readonly Record<string, unknown>[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const record of records) {
    const name = typeof record.name === "string" ? record.name.trim() : "";
    const right = spelledRight(name);
    if (right !== name) names.set(right, name);
  }
  return names;
}

/**
 * A copy of plain data (a record, a list of records) with every string in it spelled right; the
 * keys are left as they are.
 * @param value plain JSON data
 */
export function spelledRightDeep<T>(value: T): T {
  if (typeof value === "string") return spelledRight(value) as T;
  if (Array.isArray(value)) return value.map((item) => spelledRightDeep(item)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, spelledRightDeep(item)])) as T;
  return value;
}
