/**
 * Runs of consecutive words two texts share: the measure of how much of a source's wording a pack
 * text repeats. Words are lower-cased letter tokens with HTML stripped; a token holding a digit (a
 * number, a die code such as "STR+2D" or "3-75/200/500") is set aside, so a sentence repeated with
 * other numbers still counts as repeated, and numbers alone never make a run.
 */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "'",
  lsquo: "'",
  ldquo: '"',
  rdquo: '"',
  mdash: " ",
  ndash: " ",
  hellip: " ",
};

/** A text with its HTML tags and entities turned into plain text (tags become spaces). */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? " "),
    );
}

/**
 * The words of a text, in order: HTML stripped, lower-cased, curly apostrophes straightened; a
 * whitespace-separated token holding a digit is dropped whole, any other is split at every character
 * that is neither a letter nor an inner apostrophe ("search/tracking" → "search", "tracking").
 * @returns the words, [] for a text without any
 */
export function textWords(text: string): string[] {
  const words: string[] = [];
  for (const token of plainText(text)
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/\s+/)) {
    if (token === "" || /\d/.test(token)) continue;
    for (const word of token.match(/[\p{L}]+(?:'[\p{L}]+)*/gu) ?? []) words.push(word);
  }
  return words;
}

/**
 * The runs of `length` consecutive words of a word list, each as its words joined by one space.
 * @param length words per run, at least 1
 * @throws RangeError when `length` is below 1
 */
export function wordRuns(words: readonly string[], length: number): string[] {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`a run has at least one word, not ${length}`);
  const runs: string[] = [];
  for (let start = 0; start + length <= words.length; start += 1) runs.push(words.slice(start, start + length).join(" "));
  return runs;
}

/**
 * Every run of `length` words in any of `texts`, for looking runs up; runs never cross from one
 * text into the next.
 * @param texts the source's texts, each one field or string as the source holds it
 * @throws RangeError when `length` is below 1
 */
export function runIndex(texts: Iterable<string>, length: number): Set<string> {
  const index = new Set<string>();
  for (const text of texts) for (const run of wordRuns(textWords(text), length)) index.add(run);
  return index;
}

/** What a text shares with an indexed source: the words covered and the longest shared stretches. */
export interface SharedRuns {
  /** How many of the text's words lie in at least one shared run. */
  words: number;
  /** Each maximal stretch of overlapping shared runs, as its words joined by one space, in order. */
  stretches: string[];
}

/**
 * The runs of `length` words `text` shares with `index` (made by `runIndex` with the same length).
 * @throws RangeError when `length` is below 1
 */
export function sharedRuns(text: string, index: ReadonlySet<string>, length: number): SharedRuns {
  const words = textWords(text);
  const covered = new Array<boolean>(words.length).fill(false);
  wordRuns(words, length).forEach((run, start) => {
    if (index.has(run)) covered.fill(true, start, start + length);
  });
  const stretches: string[] = [];
  let count = 0;
  for (let i = 0; i < words.length; i += 1) {
    if (!covered[i]) continue;
    let end = i;
    while (end < words.length && covered[end]) end += 1;
    stretches.push(words.slice(i, end).join(" "));
    count += end - i;
    i = end;
  }
  return { words: count, stretches };
}

/**
 * The string literals of a data file as their values: every double-quoted literal of a JavaScript
 * data file or of a JSON-lines pack, its escapes read ("\n" a line break, "\"" a quote). A literal
 * whose escapes do not read is taken as written.
 */
export function stringLiterals(fileText: string): string[] {
  const literals: string[] = [];
  for (const [literal] of fileText.matchAll(/"(?:[^"\\\n]|\\.)*"/g)) {
    try {
      literals.push(JSON.parse(literal) as string);
    } catch {
      literals.push(literal.slice(1, -1));
    }
  }
  return literals;
}
