/**
 * Migration step: every stored die code in its canonical form ("+1D" → "1D", "4d + 1" → "4D+1").
 *
 * Why: 0.1.0 builds created skill specializations with the bonus "+1D" (the field's first initial
 * value, git 36ca9ee), and codes written through the API before the field cleaned its input may be
 * in any spelling the rules' parser reads. The data models clean them in memory on every load; this
 * step writes the clean form back, so the stored data, exports and compendium diffs agree with what
 * the sheets show. Text the parser cannot read is left exactly as it is (nothing is lost; validation
 * reports it), and so is every field this step does not name.
 */
import { formatDieCode, isDieCode, parseDieCode } from "../rules/dice/die-code.ts";
import { ATTRIBUTE_KEYS } from "../constants.ts";
import type { DocumentSource } from "./document-source.ts";

/** `value` in canonical form when it is a die code other than the empty text; else `value` itself. */
export function canonicalCode(value: unknown): unknown {
  return isDieCode(value) ? formatDieCode(parseDieCode(value)) : value;
}

type SystemData = Record<string, unknown>;

/** The attributes object with each code canonical, or the same object when none changes. */
function canonicalAttributes(attributes: unknown): unknown {
  if (!attributes || typeof attributes !== "object" || Array.isArray(attributes)) return attributes;
  const copy: Record<string, unknown> = { ...(attributes as Record<string, unknown>) };
  for (const key of ATTRIBUTE_KEYS) if (key in copy) copy[key] = canonicalCode(copy[key]);
  return copy;
}

/** Each element of a list with its `field` canonical; other fields of the element are copied as they are. */
function canonicalInList(list: unknown, field: string): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((entry) =>
    entry && typeof entry === "object" && field in entry ? { ...entry, [field]: canonicalCode((entry as Record<string, unknown>)[field]) } : entry,
  );
}

/** Plain die-code fields per document subtype. */
const CODE_FIELDS: Record<string, readonly string[]> = {
  skill: ["bonus"],
  weapon: ["fireControl", "entangle", "jamming"],
  armor: ["physical", "energy", "dexterityPenalty"],
  creature: ["orneriness"],
  vehicle: ["maneuverability", "shields", "bodyStrength"],
  starship: ["maneuverability", "shields", "hull", "sublightSpeed"],
};

/** The subtypes whose `attributes` hold the six attribute codes. */
const WITH_ATTRIBUTES = new Set(["character", "npc", "creature", "template"]);

/** A starship's sensors with each mode's code canonical; other fields of a mode are copied as they are. */
function canonicalSensors(sensors: unknown): unknown {
  if (!sensors || typeof sensors !== "object" || Array.isArray(sensors)) return sensors;
  return Object.fromEntries(
    Object.entries(sensors as Record<string, unknown>).map(([mode, entry]) => [
      mode,
      entry && typeof entry === "object" && "code" in entry ? { ...entry, code: canonicalCode((entry as Record<string, unknown>).code) } : entry,
    ]),
  );
}

/**
 * The document's `system` with its die codes canonical: a character's, an NPC's, a creature's and a
 * template's attributes, a template's Force skill codes, a creature's orneriness, a vehicle's and a
 * starship's maneuverability, shields, body strength or hull, printed crew skills and sensor codes, a
 * skill's bonus and its specializations' bonuses, a weapon's fire control, entangle and jamming codes,
 * an armor's bonuses and Dexterity penalty. Pure: returns a new source, `source` is untouched.
 *
 * @param source an Actor or Item source of any subtype; other subtypes come back equal
 * @returns the migrated source (a copy), with every other field as it was
 */
export function canonicalDieCodes(source: DocumentSource): DocumentSource {
  if (!source.system || typeof source.system !== "object") return source;
  const system: SystemData = { ...source.system };
  const rewrite = (field: string, migrate: (value: unknown) => unknown) => {
    if (field in system) system[field] = migrate(system[field]);
  };
  if (WITH_ATTRIBUTES.has(source.type ?? "")) rewrite("attributes", canonicalAttributes);
  if (source.type === "template") rewrite("forceSkills", (list) => canonicalInList(list, "code"));
  if (source.type === "vehicle" || source.type === "starship") rewrite("crewSkills", (list) => canonicalInList(list, "code"));
  if (source.type === "starship") rewrite("sensors", canonicalSensors);
  if (source.type === "skill") rewrite("specializations", (list) => canonicalInList(list, "bonus"));
  for (const field of CODE_FIELDS[source.type ?? ""] ?? []) rewrite(field, canonicalCode);
  return { ...source, system };
}
