/**
 * The shapes of the reference data the packs are generated from (attributes-skills.json,
 * templates.json, tables.json), and their loader.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A name in another language, with how sure the reference data is of it. */
export interface TranslatedName {
  name: string | null;
  status: string;
  source: string | string[] | null;
}

/** One skill of attributes-skills.json. */
export interface SkillRecord {
  name: string;
  attribute: string;
  advanced: boolean;
  edition_status: string;
  source: string[];
  time_taken_reup?: string | null;
  prerequisite?: string;
  notes?: string[];
  de: TranslatedName;
  es: TranslatedName;
}

/** One Force skill (Control, Sense, Alter) of attributes-skills.json. */
export interface ForceSkillRecord {
  name: string;
  source: string[];
  de: TranslatedName;
  es: TranslatedName;
}

/** A note of templates.json where two fields of the source entry disagree. */
export interface FieldMismatchNote {
  structured_field_mismatch: Record<string, { text: string; structured_field: string }>;
  resolution: string;
}

/** One character template of templates.json; `null` is a value the source left blank. */
export interface TemplateRecord {
  name: string;
  source_entry_name: string;
  type_line: string | null;
  species: string | null;
  original_publication: string | null;
  edition: string;
  attributes: Record<string, string | null> | null;
  force_skills: Record<string, string> | null;
  skills: Record<string, string[]> | null;
  special_abilities: string[] | null;
  move: string | null;
  force_sensitive: string | null;
  force_points: string | null;
  dark_side_points: string | null;
  character_points: string | null;
  equipment: string[];
  credits: number | null;
  source: string;
  notes?: (string | FieldMismatchNote)[];
}

/** The files of ../shared/reference-data that the packs use. */
export interface ReferenceData {
  skills: SkillRecord[];
  forceSkills: ForceSkillRecord[];
  templates: TemplateRecord[];
  /** templates.json `meta.primary_source`: where a template without a named book comes from. */
  templatesPrimarySource: string;
  /** tables.json `force_points.starting`, `character_points.starting.character_points`. */
  startingPoints: { forcePoints: number; forceSensitiveForcePoints: number; characterPoints: number };
}

/**
 * Reads the reference data from a directory.
 * @param dir the reference-data directory
 * @throws Error when a file is missing or its top level is not the expected shape
 */
export function readReferenceData(dir: string): ReferenceData {
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), "utf8"));
  const skills = read("attributes-skills.json");
  const templates = read("templates.json");
  const tables = read("tables.json");
  if (!Array.isArray(skills.skills) || !Array.isArray(skills.force_skills) || !Array.isArray(templates.templates)) {
    throw new Error(`${dir}: attributes-skills.json or templates.json is not the expected shape`);
  }
  return {
    skills: skills.skills,
    forceSkills: skills.force_skills,
    templates: templates.templates,
    templatesPrimarySource: String(templates.meta.primary_source),
    startingPoints: startingPoints(tables),
  };
}

/**
 * The starting Force and character points as tables.json states them. The Force-point rule is a
 * sentence ("1 Force Point; Force-sensitive characters get one more (2)."), so its numbers are read
 * from it and checked, rather than assumed.
 */
function startingPoints(tables: {
  force_points: { starting: string };
  character_points: { starting: { character_points: number } };
  character_creation: { rules: { character_points: number } };
}): ReferenceData["startingPoints"] {
  const rule = tables.force_points.starting;
  const match = /^(\d+) Force Point;.*Force-sensitive characters get one more \((\d+)\)/.exec(rule);
  if (!match) throw new Error(`tables.json force_points.starting changed: "${rule}"`);
  const characterPoints = tables.character_points.starting.character_points;
  if (characterPoints !== tables.character_creation.rules.character_points) {
    throw new Error("tables.json disagrees with itself on starting character points");
  }
  return { forcePoints: Number(match[1]), forceSensitiveForcePoints: Number(match[2]), characterPoints };
}
