/**
 * The game values a printed ability states, written as a short list of our own instead of the
 * book's sentences: each die code or bonus with what it applies to ("Beak: STR+2D" → "STR+2D";
 * "+2D bonus to Strength … -2D to all non-strength checks" → "+2D Strength; -2D all non-strength
 * checks"). Facts are kept; the prose around them is not.
 */

const CODE = String.raw`(?:STR|DEX|PER|KNO|MEC|TEC)?\s*[+-]?\s*\d+D(?:\s*\+\s*\d)?|[+-]\d+(?:\s+pips?)?(?=[\s,.;)]|$)`;
const VALUE = new RegExp(String.raw`(${CODE})(?:\s+(?:bonus|penalty))?(?:\s+(?:to|on|for|in|vs\.?|against)\s+((?:"[^"]+"|[\w'/-]+)(?:\s+(?:"[^"]+"|[\w'/-]+)){0,2}))?`, "gi");
const STOP = /^(?:the|a|an|all|any|his|her|their|its|when|if|while|and|or|but|for|to|of|with|at|in|on|by)$/i;

/**
 * The values of a printed text as "code target; code target", or "" when it prints none.
 * @param text the ability's text after its name
 */
export function printedValues(text: string): string {
  const values: string[] = [];
  for (const match of text.matchAll(VALUE)) {
    const code = match[1]!.replace(/\s+/g, "");
    if (!/\d/.test(code)) continue;
    const words = (match[2] ?? "").replace(/"/g, "").split(/\s+/).filter(Boolean);
    while (words.length > 0 && STOP.test(words.at(-1)!)) words.pop();
    const value = [code, ...words].join(" ");
    if (!values.includes(value)) values.push(value);
  }
  return values.join("; ");
}

const MEASURE = /(?<![\w+-])(\d[\d,.]*(?:\s*(?:-|to)\s*\d[\d,.]*)?)\s*(meters?|m|km|kilometers?|cm|kg|kilograms?|tons?|hours?|minutes?|rounds?|seconds?|days?|weeks?|months?|years?|languages?|credits?|percent|%)(?![\w])/gi;

/**
 * The values of a printed explanation, as `printedValues` lists them, followed by each measure it
 * prints with its unit ("30 meters", "1 hour", "500,000 languages") that no listed value holds.
 * @returns "" when it prints neither
 */
export function statedValues(text: string): string {
  // A target cut off at three words may end on a word that leads into more ("+2 search rolls against").
  const values = printedValues(text).replace(/\s+(?:against|that|which|involving|when|while|if|rolls?|checks?)(?=;|$)/gi, "");
  const measures = [...text.matchAll(MEASURE)].map((match) => `${match[1]!.replace(/\s+/g, "")} ${match[2]!.toLowerCase()}`).filter((measure) => !values.includes(measure.split(" ")[0]!));
  return [values, ...new Set(measures)].filter(Boolean).join("; ");
}
