/**
 * Checks on a printed name that tell the book's text broken by an extraction from a name: the
 * importers leave such names out, and the scan over the compendiums counts any left.
 */

/**
 * Whether a name is a fragment of the book's text rather than a name: spaced-out letters ("S tarship
 * gunnery"), a parenthesis closed that was never opened ("Core)"), or a run of stat lines (longer
 * than 80 characters with commas).
 */
export function isNameFragment(name: string): boolean {
  const open = name.match(/\(/g)?.length ?? 0;
  const close = name.match(/\)/g)?.length ?? 0;
  const bare = name.replace(/\([^()]*\)/g, "");
  return /^[A-Za-z] [a-z]{2,}|\($|^[,;:.)]/.test(name) || close > open || (bare.length > 80 && bare.includes(","));
}

/** Whether a name repeats a word ("Swokes Swokes", "Twin Twin Battleship Ion Cannon Batteries"). */
export function repeatsWord(name: string): boolean {
  return /\b([A-Za-z]{3,})\s+\1\b/i.test(name);
}
