/**
 * Feature lists: the parts of a text that only name things, as a droid's "humanoid body, two arms,
 * two legs, vocabulator" or a power list "Sense: Beast Languages, Life Detection". A list of
 * features is a fact and carries over from a source; a sentence does not.
 *
 * A text is cut into segments at every line break, HTML block tag, semicolon, colon, and full stop
 * followed by a space or the end. A segment is a feature list when it splits at its commas (and a
 * last "and" / "or") into at least two items, every item has at most five words (digits aside, as
 * `textWords` counts them) and no word of the segment is a verb or pronoun of `SENTENCE_WORDS`.
 */
import { plainText, textWords } from "./word-runs.ts";

/**
 * The words that make a segment a sentence rather than a list: finite and modal verbs, the verbs
 * a rules text states an effect with, and pronouns and relatives that open a clause.
 */
export const SENTENCE_WORDS: ReadonlySet<string> = new Set(
  (
    "is are was were be been being am can cannot can't could may might must shall should will would has have had do does did doesn't don't " +
    "get gets got give gives gave take takes took make makes made allow allows let lets receive receives suffer suffers see sees seen use uses used " +
    "become becomes add adds gain gains lose loses roll rolls need needs require requires cause causes provide provides grant grants " +
    "he she it they we you who which that whose whom this these those there"
  ).split(" "),
);

const MAX_ITEM_WORDS = 5;

/** Whether one segment (no full stops, colons or semicolons in it) is a feature list. */
export function isFeatureList(segment: string): boolean {
  const items = segment
    .split(/,|\s+(?:and|or)\s+/i)
    .map((item) => textWords(item))
    .filter((words) => words.length > 0);
  if (items.length < 2) return false;
  return items.every((words) => words.length <= MAX_ITEM_WORDS && !words.some((word) => SENTENCE_WORDS.has(word)));
}

/**
 * The segments of a text in order, each marked as a feature list or not.
 * @param text plain text or HTML
 */
export function textSegments(text: string): { text: string; featureList: boolean }[] {
  return plainText(text.replace(/<\/?(?:p|li|ul|ol|br|div|h\d|tr|td|th)\b[^>]*>/gi, "\n"))
    .split(/\n|;|:|\.(?=\s|$)/)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== "")
    .map((segment) => ({ text: segment, featureList: isFeatureList(segment) }));
}

/**
 * A text's prose: its stretches between feature lists, each the segments between two lists joined
 * by a space (so a run may cross a sentence's end, never a list).
 * @returns the stretches in order, [] when the text is all lists or empty
 */
export function proseStretches(text: string): string[] {
  const stretches: string[] = [];
  let current: string[] = [];
  for (const segment of textSegments(text)) {
    if (!segment.featureList) current.push(segment.text);
    else if (current.length > 0) {
      stretches.push(current.join(" "));
      current = [];
    }
  }
  if (current.length > 0) stretches.push(current.join(" "));
  return stretches;
}
