/**
 * Migration step: every stored die code in its canonical form ("+1D" → "1D", "4d + 1" → "4D+1").
 *
 * Why: 0.1.0 builds created skill specializations with the bonus "+1D" (the field's first initial
 * value, git 36ca9ee), and codes written through the API before the field cleaned its input may be
 * in any spelling the rules' parser reads. The data models clean them in memory on every load; this
 * step writes the clean form back, so the stored data, exports and compendium diffs agree with what
 * the sheets show. Which fields hold die codes is the subtype's model's to say (its schema's die-code
 * fields, `dieCodePaths` in `data/schema-paths.ts`), so a new subtype is migrated with no list to
 * extend here. Text the parser cannot read is left exactly as it is (nothing is lost; validation
 * reports it), and so is every field the paths do not name.
 */
import { canonicalDieCode } from "../rules/dice/die-code.ts";
import type { DocumentSource } from "./document-source.ts";

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return !!value && typeof value === "object" && !Array.isArray(value);
}

/**
 * `value` with the die code at `path` canonical: each step a key of an object, `[]` each entry of a
 * list. A copy where something is rewritten; what the path does not reach, or reaches in another
 * shape than it names, is kept as it is.
 */
function canonicalAt(value: unknown, path: readonly string[]): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return canonicalDieCode(value);
  if (step === "[]") return Array.isArray(value) ? value.map((entry) => canonicalAt(entry, rest)) : value;
  return isPlain(value) ? canonicalIn(value, path) : value;
}

/** `object` with the die code at `path` (its first step a key) canonical; see {@link canonicalAt}. */
function canonicalIn(object: Plain, path: readonly string[]): Plain {
  const [key, ...rest] = path;
  return key !== undefined && key in object ? { ...object, [key]: canonicalAt(object[key], rest) } : object;
}

/** A path as {@link canonicalAt} reads it: `crewSkills[].code` → `["crewSkills", "[]", "code"]`. */
function steps(path: string): string[] {
  return path.split(".").flatMap((part) => (part.endsWith("[]") ? [part.slice(0, -2), "[]"] : [part]));
}

/**
 * The document's `system` with each die code its subtype holds canonical: a being's and a template's
 * attributes, a creature's orneriness, a craft's maneuverability, shields, body strength or hull,
 * crew skill and sensor codes, a skill's bonus and its specializations', a template's Force skills, a
 * weapon's fire control, entangle and jamming codes, an armor's bonuses and Dexterity penalty, a
 * species' attribute limits — whatever its model's schema holds as die codes. Pure: returns a new
 * source, `source` is untouched.
 *
 * @param source an Actor or Item source of any subtype
 * @param dieCodePaths the paths in `system` of the subtype's die codes (`attributes.dex`, `crewSkills[].code`)
 * @returns the migrated source (a copy), with every other field as it was
 */
export function canonicalDieCodes(source: DocumentSource, dieCodePaths: readonly string[]): DocumentSource {
  if (!isPlain(source.system)) return source;
  return { ...source, system: dieCodePaths.reduce((system, path) => canonicalIn(system, steps(path)), source.system) };
}
