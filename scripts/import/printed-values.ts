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
