/**
 * What a sheet shows of where an entry comes from: the book and page, in a reader's words. Where the
 * data came from (a repository, a commit, a tool's reading) and which source won a conflict goes in
 * the document's `flags.swd6rpg.provenance`, which no sheet renders; docs/content-sources.md says it
 * per pack.
 */

/** The R&E rulebook as a reader names it. */
export const RE_RULEBOOK = "Star Wars: The Roleplaying Game, 2nd ed. R&E";

/** The fan rulebook the companion's entries come from, as a reader names it. */
export const REUP = "Star Wars: Revised, Expanded and Updated (fan rulebook, 2015)";

/** Text a sheet must never show: repository addresses, commits, file names and tool words. */
export const INTERNAL_WORDS =
  /github|https?:|\.db\b|\.sql\b|\.js\b|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b|od6s|provenance|reference data|seed 00\d|swd6\.net|1Bln21|\bexcel\b|REUP \(fan/i;

/**
 * The source as a reader sees it: a book and page, or "" when the data names none.
 * @param source the source as the data gives it
 * @param pack the pack, for the sources a pack's data names in its own way
 */
export function publicSource(source: string, pack: string): string {
  const text = source.trim();
  if (/swd6\.net|jimbobhickville|DATA\.skills/i.test(text) && pack === "skills") return RE_RULEBOOK;
  if (/reupskills\.db|d6htemplates\.db|^REUP \(fan/i.test(text)) return REUP;
  const page = /per compendium ref "Rulebook \(page (\d+)\)"/.exec(text);
  if (page) return `${RE_RULEBOOK}, p. ${page[1]}`;
  const books = /^[^;]+; books: (.+)$/.exec(text);
  if (books) return books[1]!.replace(/\(page\s*(\d+)\)/g, "(p. $1)").replace(/\(pages\s*([\d-]+)\)/g, "(pp. $1)");
  if (INTERNAL_WORDS.test(text)) return "";
  return text.replace(/\s*pg,?\s*(\d+)/i, ", p. $1");
}

/** The sentence a skill's description gives to which list it comes from (tool words): removed. */
const EDITION_SENTENCE = /\s*Edition: [^<]*?(?=<\/p>)/;

interface Sourced {
  name?: string;
  system: Record<string, unknown>;
  flags?: Record<string, unknown>;
  items?: Sourced[];
}

/**
 * Moves what a document says of its provenance out of the fields a sheet renders: `sourceNote` and a
 * source that names a repository go to `flags.swd6rpg.provenance`, the source becomes a book and page
 * ({@link publicSource}), a description loses its "Edition:" sentence. Embedded items likewise.
 * @param document a pack source document, changed in place
 * @param pack the pack's name
 * @returns the document
 */
export function withPublicFacts<T extends Sourced>(document: T, pack: string): T {
  const provenance: Record<string, string> = {};
  const system = document.system;
  if (typeof system.sourceNote === "string") {
    if (system.sourceNote.trim()) provenance.note = system.sourceNote;
    delete system.sourceNote;
  }
  if (typeof system.source === "string") {
    const shown = publicSource(system.source, pack);
    if (shown !== system.source) provenance.source = system.source;
    system.source = shown;
  }
  if (typeof system.description === "string") {
    const edition = EDITION_SENTENCE.exec(system.description);
    if (edition) {
      provenance.edition = edition[0].trim().replace(/&quot;/g, '"');
      system.description = system.description.replace(EDITION_SENTENCE, "");
    }
  }
  if (Object.keys(provenance).length > 0) {
    const flags = (document.flags ?? {}) as Record<string, Record<string, unknown>>;
    document.flags = { ...flags, swd6rpg: { ...(flags.swd6rpg ?? {}), provenance } } as never;
  }
  for (const item of document.items ?? []) withPublicFacts(item, pack);
  return document;
}
