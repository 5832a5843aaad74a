/**
 * The skills pack: the 94 skills of attributes-skills.json and the Force skills Control, Sense and
 * Alter, as `skill` Items, with their names in English, German and Spanish.
 */
import type { SkillSystem } from "../../src/documents/creation/character-from-template.ts";
import { escapeHtml, itemFile, type PackFile } from "./documents.ts";
import type { ReferenceData, SkillRecord, TranslatedName } from "./reference-data.ts";
import { attributeKey, skillKey } from "./skill-keys.ts";
import germanFillIns from "./skill-names-de.json" with { type: "json" };
import spanishFillIns from "./skill-names-es.json" with { type: "json" };
import skillTimes from "./skill-times.json" with { type: "json" };

/** A skill's `system` data as the pack ships it (src/data/skill.ts). */
export type { SkillSystem };

/**
 * A name the reference data lacks or gives with remarks: `translation` fills a null, `edited`
 * rewrites the data's text `from` (checked, so a changed data file is noticed).
 */
export interface NameFillIn {
  reason: "translation" | "edited";
  from?: string;
  note?: string;
}

/** Skill names by key, per language: the `SWD6.SkillName.<key>` entries of lang/*.json. */
export interface SkillNames {
  en: Record<string, string>;
  de: Record<string, string>;
  es: Record<string, string>;
}

/** The skills pack and the names it needs in the lang files. */
export interface SkillsPack {
  files: PackFile<SkillSystem>[];
  names: SkillNames;
  /** Keys whose Spanish or German name comes from the fill-in tables, by reason. */
  fillIns: { es: Record<string, string[]>; de: Record<string, string[]> };
}

/** The Spanish fill-ins (scripts/packs/skill-names-es.json), by skill key. */
export const SPANISH_FILL_INS = spanishFillIns as Record<string, NameFillIn & { es: string }>;
/** The German fill-ins (scripts/packs/skill-names-de.json), by skill key. */
export const GERMAN_FILL_INS = germanFillIns as Record<string, NameFillIn & { de: string }>;

const FORCE_SKILL_DESCRIPTION = "<p>Force skill: it belongs to no attribute.</p>";
const CONFIRMED_GERMAN = "from German-edition character sheet (per skills-de.js)";

/** The image of every skill: a core Foundry icon. */
export const SKILL_IMG = "icons/svg/dice-target.svg";

/** What a skill and a Force skill record have in common: name, provenance, translations. */
type NamedRecord = Pick<SkillRecord, "name" | "source" | "notes" | "de" | "es">;

/**
 * Builds the skills pack in the reference data's order (grouped by attribute), Force skills last.
 * @throws Error when a name is missing in a language and no fill-in gives it, when a fill-in no
 *   longer matches the data or names a skill the data lacks, or when two skills share a key
 */
export function buildSkills(data: ReferenceData): SkillsPack {
  const names: SkillNames = { en: {}, de: {}, es: {} };
  const fillIns: SkillsPack["fillIns"] = { es: {}, de: {} };
  const entries: { name: string; system: SkillSystem }[] = [];

  const add = (record: NamedRecord, traits: Pick<SkillSystem, "attribute" | "advanced" | "description">) => {
    const key = skillKey(record.name);
    if (key in names.en) throw new Error(`two skills share the key "${key}"`);
    const de = localName(key, "de", record.de);
    const es = localName(key, "es", record.es);
    names.en[key] = record.name;
    names.de[key] = de.name;
    names.es[key] = es.name;
    if (de.reason) (fillIns.de[de.reason] ??= []).push(key);
    if (es.reason) (fillIns.es[es.reason] ??= []).push(key);
    const germanStatus = !de.note && record.de.status !== CONFIRMED_GERMAN ? `German name: ${record.de.status}` : "";
    const source = [...record.source, ...(record.notes ?? []), germanStatus, de.note, es.note].filter(Boolean).join("; ");
    // The books mark an advanced skill "(A)"; the flag says it, the name does not.
    entries.push({ name: record.name.replace(/^\(A\)\s*/, ""), system: { key, bonus: "0D", specializations: [], source, ...traits } });
  };
  for (const record of data.skills) {
    add(record, { attribute: attributeKey(record.attribute), advanced: record.advanced, description: skillDescription(record) });
  }
  for (const record of data.forceSkills) add(record, { attribute: "force", advanced: false, description: FORCE_SKILL_DESCRIPTION });

  const unused = [...Object.keys(SPANISH_FILL_INS).filter((key) => !(key in names.es)), ...Object.keys(GERMAN_FILL_INS).filter((key) => !(key in names.de))];
  if (unused.length) throw new Error(`fill-ins for skills the data lacks: ${unused.join(", ")}`);

  return {
    files: entries.map(({ name, system }, position) => itemFile("skills", "skill", name, SKILL_IMG, system, position, system.key)),
    names,
    fillIns,
  };
}

/**
 * A skill's name in German or Spanish: the reference data's, or the fill-in's, with a note for the
 * entry's `source` when it is the fill-in's.
 * @throws Error when neither gives one, or the fill-in no longer fits the data
 */
function localName(key: string, lang: "de" | "es", record: TranslatedName): { name: string; note: string; reason?: NameFillIn["reason"] } {
  const fillIn: (NameFillIn & { name: string }) | undefined =
    lang === "es"
      ? SPANISH_FILL_INS[key] && { ...SPANISH_FILL_INS[key], name: SPANISH_FILL_INS[key].es }
      : GERMAN_FILL_INS[key] && { ...GERMAN_FILL_INS[key], name: GERMAN_FILL_INS[key].de };
  const language = lang === "es" ? "Spanish" : "German";
  if (!fillIn) {
    if (record.name === null) throw new Error(`skill "${key}" has no ${language} name and no fill-in`);
    return { name: record.name, note: "" };
  }
  if (fillIn.reason === "translation") {
    if (record.name !== null) throw new Error(`${language} fill-in for "${key}" but the data now names it "${record.name}"`);
    return { name: fillIn.name, note: `${language} name is a translation (the reference data has none)`, reason: fillIn.reason };
  }
  if (fillIn.from !== record.name) throw new Error(`${language} fill-in for "${key}" expects "${fillIn.from}", data has "${record.name}"`);
  return { name: fillIn.name, note: `${language} name edited from the reference data's "${record.name}"`, reason: fillIn.reason };
}

/**
 * The time a skill takes in this project's words, by skill name, where the reference data prints it as
 * a sentence of the book's (skill-times.json); the other times are lists of durations, kept as printed.
 */
const SKILL_TIMES: Record<string, string> = skillTimes;

/** The attribute, advanced status, lists the skill appears in, and time taken (in the project's words where the data prints a sentence). */
function skillDescription(record: SkillRecord): string {
  const sentence = (text: string) => escapeHtml(/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
  const parts = [`Attribute: ${record.attribute}.`];
  if (record.advanced) parts.push(record.prerequisite ? `Advanced skill; prerequisite: ${sentence(record.prerequisite)}` : "Advanced skill.");
  const timeTaken = SKILL_TIMES[record.name] ?? record.time_taken_reup;
  if (timeTaken) parts.push(`Time taken (REUP): ${sentence(timeTaken)}`);
  parts.push(`Edition: ${sentence(record.edition_status)}`);
  return `<p>${parts.join(" ")}</p>`;
}
