/**
 * Species names as West End Games' books spell them. The imported species and the curated templates
 * come from different hands and spell some species otherwise ("Wookie", "Devaronians", "Mrlssti");
 * the creation wizard preselects a template's species by name, so both packs use the books' spelling
 * and a species entry keeps the other spellings met as its aliases (`flags.swd6rpg.aliases`).
 */

/** The books' spelling of a species, with the other spellings the sources print. */
export const SPECIES_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  Wookiee: ["Wookie"],
  Devaronian: ["Devaronians"],
  Snivvian: ["Snivvians"],
  Klatooinian: ["Klatooinan"],
  Mrlssi: ["Mrlssti"],
  "Twi'lek": ["Twi'Lek"],
};

const BY_VARIANT = new Map(
  Object.entries(SPECIES_SPELLINGS).flatMap(([name, variants]) => [name, ...variants].map((variant) => [variant.toLowerCase(), name] as const)),
);

/**
 * A species name in the books' spelling: a known other spelling gives the books' one (case aside);
 * any other name is returned trimmed, as printed.
 */
export function wegSpeciesName(printed: string): string {
  const name = printed.trim();
  return BY_VARIANT.get(name.toLowerCase()) ?? name;
}

/**
 * The other spellings of a species the books spell `name`: the printed one and the known ones, less
 * those that differ from `name` in case only (a name is found case aside); none for an unlisted species.
 */
export function speciesAliases(name: string, printed = name): string[] {
  const known = SPECIES_SPELLINGS[name] ?? [];
  return [...new Set([printed.trim(), ...known])].filter((alias) => alias.toLowerCase() !== name.toLowerCase());
}
