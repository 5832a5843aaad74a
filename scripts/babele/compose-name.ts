/**
 * Names of droids, starships and vehicles in German and Spanish, built from their parts with the
 * word glossary of generic Star Wars terms (scripts/babele/glossary/terms.json). A name is read as
 * an optional maker ("Corellian Engineering Corporation"), proper words and model designations
 * ("YT-1300", "Pursuer", "\"Explorer\""), an optional class ("Baleen-class"), then generic words
 * ending in a noun ("heavy freighter", "Sub-Orbital Luxury Shuttle"), and an optional note in
 * parentheses. German puts the adjectives first and compounds the nouns onto the last one
 * ("Suborbitale Luxusfähre", "G2-Reparaturdroide", "Schwerer Frachter der Baleen-Klasse"); Spanish
 * puts the noun first and the words that qualify it after it, nearest first ("Lanzadera de lujo
 * suborbital", "Droide de reparación G2", "Carguero pesado clase Baleen"). A name with a proper
 * word after its generic words, or whose last word is not a noun of the glossary, has no composed
 * name: it is a proper name and stays as printed.
 */
import { readFileSync } from "node:fs";
import type { BabeleLang } from "./translate.ts";

type Gender = "m" | "f" | "n";

/** A German term: a noun (`noun`, `gender`, its compound `stem`), an adjective's stem (`adj`), or a compound stem only. */
interface GermanTerm {
  noun?: string;
  gender?: Gender;
  /** The form the word takes before another noun; a trailing "-" keeps a hyphen and the next noun's capital. */
  stem?: string;
  adj?: string;
}

/** A Spanish term: a noun (`noun`, `gender`), an adjective's masculine and feminine forms (`adj`), or a complement (`of`). */
interface SpanishTerm {
  noun?: string;
  gender?: "m" | "f";
  adj?: [string, string];
  /** What follows a noun the word qualifies ("de reparación"). */
  of?: string;
}

/** The word glossary (scripts/babele/glossary/terms.json). */
interface Terms {
  /** English term (lower case, one to three words) → its German and Spanish forms. */
  terms: Record<string, { de: GermanTerm; es: SpanishTerm }>;
  /** Makers' names that may open a name ("Corellian Engineering Corporation"). */
  makers: string[];
  /** Words that make the proper words before a name's generic ones a maker's name ("Industries", "Yards"). */
  makerWords: string[];
  /** Common English words (lower case) that are no proper names: a name keeping one of them untranslated is left as printed. */
  english: string[];
}

let read: Terms | undefined;

/** The word glossary, read once. */
export function nameTerms(): Terms {
  read ??= JSON.parse(readFileSync(new URL("./glossary/terms.json", import.meta.url), "utf8")) as Terms;
  return read;
}

/** The longest term a name's words start with at `index`: its key and how many words it spans. */
function termAt(words: readonly string[], index: number): [string, number] | null {
  const { terms } = nameTerms();
  for (let span = 3; span >= 1; span -= 1) {
    const key = words
      .slice(index, index + span)
      .join(" ")
      .toLowerCase();
    if (index + span <= words.length && terms[key]) return [key, span];
  }
  return null;
}

/** The parts of a name as {@link composeName} reads them; null when the name is not built that way. */
interface NameParts {
  maker: string;
  proper: string[];
  className: string;
  generic: string[];
  /** A designation after the generic words: a Roman numeral or a word with a digit ("Star Destroyer II"). */
  suffix: string;
  note: string;
}

/** A name split into maker, proper words, class, generic terms and note; null when a proper word follows a generic one. */
function parse(name: string): NameParts | null {
  const match = /^(.*?)\s*(\([^()]*\))?$/.exec(name.trim());
  if (!match?.[1]) return null;
  let rest = match[1];
  const maker = nameTerms().makers.find((candidate) => rest.startsWith(`${candidate} `)) ?? "";
  if (maker) rest = rest.slice(maker.length + 1);
  const words = rest.split(/\s+/);
  const parts: NameParts = { maker, proper: [], className: "", generic: [], suffix: "", note: match[2] ?? "" };
  /** Leading adjectives before the proper words ("Corellian" in "Corellian Action II Transport"). */
  const lead: string[] = [];
  for (let index = 0; index < words.length; ) {
    const word = words[index]!;
    const classMatch = /^(.+)-class$/i.exec(word);
    const term = termAt(words, index);
    const last = index === words.length - 1;
    if (classMatch && !parts.className && parts.generic.length === 0) {
      parts.className = classMatch[1]!;
      index += 1;
    } else if (word === "Mark" && parts.generic.length === 0 && ROMAN.test(words[index + 1] ?? "")) {
      parts.proper.push(word, words[index + 1]!);
      index += 2;
    } else if (term) {
      parts.generic.push(term[0]);
      index += term[1];
    } else if (parts.generic.length > 0 && word === "Mark" && index === words.length - 2 && ROMAN.test(words[index + 1]!)) {
      parts.suffix = `${word} ${words[index + 1]}`;
      index += 2;
    } else if (parts.generic.length > 0 && last && SUFFIX.test(word)) {
      parts.suffix = word;
      index += 1;
    } else if (parts.generic.length === 0 && !parts.className) {
      parts.proper.push(word);
      index += 1;
    } else if (parts.proper.length === 0 && lead.length === 0 && !parts.className && parts.generic.every(isAdjective)) {
      lead.push(...parts.generic);
      parts.generic = [];
    } else return null;
  }
  // Adjectives open a name only before a model designation ("Corellian CR70 Corvette", "Imperial Mark IV Patrol Droid").
  if (lead.length > 0 && !parts.proper.every((word, index) => DESIGNATION.test(word) || ROMAN.test(parts.proper[index + 1] ?? ""))) return null;
  parts.generic.unshift(...lead);
  if (parts.generic.length === 0) return null;
  const { english, makerWords } = nameTerms();
  if (parts.proper.some((word) => english.includes(word.replace(/^"|"$/g, "").toLowerCase()))) return null;
  const noteWords = parts.note.slice(1, -1).split(/\s+/);
  if (noteWords.some((word) => english.includes(word.toLowerCase())) && !composeName(parts.note.slice(1, -1), "de")) return null;
  if (!parts.maker && parts.proper.some((word) => makerWords.includes(word))) {
    parts.maker = parts.proper.join(" ");
    parts.proper = [];
  }
  return parts;
}

/** A Roman numeral ("IV"). */
const ROMAN = /^[IVX]+$/;

/**
 * A designation that may follow a name's generic words: a Roman numeral, a word with a digit
 * ("23K"), a mark ("Mk-I"), a Greek letter ("Beta") or a code of capitals ("XRR").
 */
const SUFFIX = /^(?:[IVX]+|\S*\d\S*|Mk-[IVXivx]+|Alpha|Beta|Gamma|Delta|[A-Z]{2,})$/;

/** A model designation: a word with a digit ("CR70"), a code of capitals ("KDY") or a Roman numeral. */
const DESIGNATION = /^(?:\S*\d\S*|[A-Z][A-Z-]+)$/;

/** Whether a term is an adjective in both languages (it may open a name before its proper words). */
function isAdjective(key: string): boolean {
  const term = nameTerms().terms[key]!;
  return Boolean(term.de.adj && term.es.adj);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** German adjective ending with no article before it: -er, -e, -es by the noun's gender. */
const germanEnding: Record<Gender, string> = { m: "er", f: "e", n: "es" };

/** A noun phrase in German: adjectives, then the proper words and compound stems joined onto the noun. */
function german(parts: NameParts, terms: Terms["terms"]): string | null {
  const head = terms[parts.generic.at(-1)!]!.de;
  if (!head.noun || !head.gender) return null;
  const adjectives: string[] = [];
  const join = (first: string, next: string) => (!first || first.endsWith("-") ? first + next : first + next.charAt(0).toLowerCase() + next.slice(1));
  let compound = "";
  for (const key of parts.generic.slice(0, -1)) {
    const term = terms[key]!.de;
    const stem = term.stem ?? term.noun;
    if (term.adj && (!compound || !stem)) adjectives.push(term.adj + germanEnding[head.gender]);
    else if (stem) compound = join(compound, stem);
    else return null;
  }
  let noun = join(compound, head.noun);
  if (parts.proper.length > 0) noun = `${parts.proper.join("-")}-${noun}`;
  const words = [...adjectives, noun];
  if (parts.suffix) words.push(parts.suffix);
  if (parts.className) words.push(`der ${parts.className}-Klasse`);
  if (parts.maker) words.push(`von ${parts.maker}`);
  if (parts.note) words.push(translatedNote(parts.note, "de"));
  return capitalize(words.join(" "));
}

/** A note in parentheses, "(Century Tank)", with its words composed where they are generic. */
function translatedNote(note: string, lang: BabeleLang): string {
  return `(${composeName(note.slice(1, -1), lang) ?? note.slice(1, -1)})`;
}

/** A noun phrase in Spanish: the noun, then what qualifies it (nearest first), the class, the proper words, the maker. */
function spanish(parts: NameParts, terms: Terms["terms"]): string | null {
  const head = terms[parts.generic.at(-1)!]!.es;
  if (!head.noun || !head.gender) return null;
  const qualifiers: string[] = [];
  for (const key of parts.generic.slice(0, -1).reverse()) {
    const term = terms[key]!.es;
    if (term.adj) qualifiers.push(term.adj[head.gender === "f" ? 1 : 0]);
    else if (term.of) qualifiers.push(term.of);
    else return null;
  }
  const words = [head.noun, ...qualifiers];
  if (parts.className) words.push(`clase ${parts.className}`);
  if (parts.proper.length > 0) words.push(parts.proper.join(" "));
  if (parts.suffix) words.push(parts.suffix);
  if (parts.maker) words.push(`de ${parts.maker}`);
  if (parts.note) words.push(translatedNote(parts.note, "es"));
  return capitalize(words.join(" "));
}

let species: Record<BabeleLang, Record<string, string>> | undefined;

/**
 * A species' name in the language: the official German or Spanish name of a common species
 * (scripts/babele/glossary/species.json, "Human" → "Mensch", "Humano"); any other keeps its proper name.
 */
export function speciesName(name: string, lang: BabeleLang): string {
  species ??= JSON.parse(readFileSync(new URL("./glossary/species.json", import.meta.url), "utf8")) as Record<BabeleLang, Record<string, string>>;
  return species[lang][name] ?? name;
}

/**
 * A name built from the glossary's generic words, in the language; null when the name is not
 * built of them (a proper name), or when the composed name is the English one.
 * @param name the name as printed ("G2 Repair Droid", "Corellian Engineering Corporation Baleen-class heavy freighter")
 */
export function composeName(name: string, lang: BabeleLang): string | null {
  const parts = parse(name);
  if (!parts) return null;
  const { terms } = nameTerms();
  const composed = lang === "de" ? german(parts, terms) : spanish(parts, terms);
  return composed && composed !== name ? composed : null;
}
