import { isFeatureList } from "../packs/feature-lists.ts";
import { textWords } from "../packs/word-runs.ts";

/**
 * The game values a printed ability states, written as a short list of our own instead of the
 * book's sentences: each die code or bonus with what it applies to ("Beak: STR+2D" → "STR+2D";
 * "+2D bonus to Strength … -2D to all non-strength checks" → "+2D Strength; -2D all non-strength
 * checks"). Facts are kept; the prose around them is not.
 */

const CODE = String.raw`(?:STR|DEX|PER|KNO|MEC|TEC)?\s*[+-]?\s*\d+D(?:\s*\+\s*\d)?|[+-]\d+(?:\s+pips?)?(?=[\s,.;)]|$)`;
const VALUE = new RegExp(
  String.raw`(${CODE})(?:\s+(?:bonus|penalty))?(?:\s+(?:to|on|for|in|vs\.?|against)\s+((?:"[^"]+"|[\w'/-]+)(?:\s+(?:"[^"]+"|[\w'/-]+)){0,2}))?`,
  "gi",
);
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

const MEASURE =
  /(?<![\w+-])(\d[\d,.]*(?:\s*(?:-|to)\s*\d[\d,.]*)?)\s*(meters?|m|km|kilometers?|cm|kg|kilograms?|tons?|hours?|minutes?|rounds?|seconds?|days?|weeks?|months?|years?|languages?|credits?|percent|%)(?![\w])/gi;

/**
 * The values of a printed explanation, as `printedValues` lists them, followed by each measure it
 * prints with its unit ("30 meters", "1 hour", "500,000 languages") that no listed value holds.
 * @returns "" when it prints neither
 */
export function statedValues(text: string): string {
  // A target cut off at three words may end on a word that leads into more ("+2 search rolls against").
  const values = printedValues(text).replace(
    /(?:\s+(?:against|that|which|involving|when|while|if|rolls?|checks?|from|of|with|for|to|in|on|placed|spent))+(?=;|$)/gi,
    "",
  );
  const measures = [...text.matchAll(MEASURE)]
    .map((match) => `${match[1]!.replace(/\s+/g, "")} ${match[2]!.toLowerCase()}`)
    .filter((measure) => !values.includes(measure.split(" ")[0]!));
  return [values, ...new Set(measures)].filter(Boolean).join("; ");
}

/** The fewest words (digits aside) an explanation in parentheses is prose at, unless it is a list of features. */
const PROSE_NOTE_WORDS = 7;

/**
 * A parenthesis that explains an item: a short one or a list of features as printed, a longer one
 * as the values it states ("(can see in the dark up to 30 meters)" → " (30 meters)"), or nothing.
 */
function explained(note: string): string {
  const inner = note.trim().slice(1, -1);
  if (textWords(inner).length < PROSE_NOTE_WORDS || isFeatureList(inner)) return note;
  const values = statedValues(inner);
  return values === "" ? "" : ` (${values})`;
}

/**
 * An item whose name runs on into a sentence ("Vocabulator speech/sound system capable of
 * reproducing …", "Atmosphere sensors - can determine …"): the name, with the values the rest states.
 */
function withoutProse(item: string): string {
  const outside = item.replace(/\([^()]*\)/g, "");
  if (textWords(outside).length < 8 || isFeatureList(outside)) return item;
  const cut = /\s+(?:-\s+|(?=(?:capable|that|which|who|can|allows?|used|for)\b))/i.exec(item);
  if (!cut) return item;
  const values = statedValues(item.slice(cut.index));
  return `${item.slice(0, cut.index)}${values === "" ? "" : ` (${values})`}`;
}

/**
 * The equipment text as the pack states it, one item a line: each item's name and the values its
 * explanations state, the explanations' sentences left out (`explained`, `withoutProse`). The
 * weapons and armor are read from the printed lines before this (scripts/import/droids.ts).
 * @param equipment items joined by "\n"
 */
export function statedEquipment(equipment: string): string {
  return equipment
    .split("\n")
    .map((line) => withoutProse(line.replace(/\s*\(([^()]|\([^()]*\))*\)/g, explained)).trim())
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * Special abilities as the pack states them, one a line: a short line or a list of features as
 * printed ("Beak: STR+2D damage.", "Sense: Beast Languages, Life Detection"), a longer one as its
 * name ("Name:" or "Story Factors: Name:") with the values its text states, a longer line without a
 * name as its values; a line that states none of these is dropped.
 * @param text lines joined by "\n"
 */
export function statedAbilities(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      if (textWords(line).length < 8) return line;
      const named = /^((?:[A-Z][\w'’/-]*(?:\s+[\w'’/-]+){0,4}:\s*)+)(.*)$/.exec(line);
      const rest = named ? named[2]! : line;
      if (isFeatureList(rest.replace(/\.$/, ""))) return line;
      const values = statedValues(rest);
      if (!named) return values;
      const name = named[1]!.trim().replace(/:$/, "");
      return values === "" ? name : `${name}: ${values}`;
    })
    .filter((line) => line.trim() !== "")
    .join("\n");
}
