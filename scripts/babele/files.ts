/**
 * The Babele files as they are written: for each language and pack, its path and JSON text, from
 * the pack sources, the lang files' terms (skill names included), the facts of the reference data's
 * skill records that the skills' descriptions state (kept in scripts/babele/skill-records.json, so
 * the files are written, and checked, from the repository alone), the translated Force power
 * effects (scripts/babele/force-power-effects.<lang>.json, read when present) and the Force powers'
 * difficulty texts (scripts/babele/force-power-difficulties.<lang>.json, read when present).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { ReferenceData, SkillRecord } from "../packs/reference-data.ts";
import { skillKey } from "../packs/skill-keys.ts";
import {
  BABELE_DIR,
  BABELE_LANGS,
  BABELE_PACKS,
  IMPORTED_PACKS,
  babeleFile,
  type BabeleLang,
  type BabelePack,
  type LanguageContext,
  type PackEntry,
} from "./translate.ts";

/** The entries of a pack's sources. */
export function packEntries(root: string, pack: string): PackEntry[] {
  return packDocuments(root, pack).entries;
}

/**
 * A pack's entries (each imported one marked) and its folders' names.
 * @param root the repository
 * @param pack the pack's name
 */
export function packDocuments(root: string, pack: string): { entries: PackEntry[]; folders: string[] } {
  const dir = join(root, "packs/_source", pack);
  const entries: PackEntry[] = [];
  const folders: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const document = JSON.parse(readFileSync(join(dir, file), "utf8")) as PackEntry & { _key: string };
    if (document._key.startsWith("!folders!")) folders.push(document.name);
    else entries.push(file.startsWith("imp-") || IMPORTED_PACKS.includes(pack as BabelePack) ? { ...document, imported: true } : document);
  }
  return { entries, folders };
}

/** Where a language's file of a pack is written, relative to the repository. */
export function babelePath(lang: BabeleLang, pack: string): string {
  return `${BABELE_DIR}/${lang}/swd6rpg.${pack}.json`;
}

/** Where a language's translated Force power effects are, relative to the repository. */
export function forcePowerEffectsPath(lang: BabeleLang): string {
  return `scripts/babele/force-power-effects.${lang}.json`;
}

/** Where a language's translations of the Force powers' difficulty texts are, relative to the repository. */
export function forcePowerDifficultiesPath(lang: BabeleLang): string {
  return `scripts/babele/force-power-difficulties.${lang}.json`;
}

/**
 * A table of texts by English key, from a JSON object; null when the file does not exist. Values
 * that are not text are skipped.
 * @throws Error when the file exists but is not a JSON object
 */
function readTextTable(root: string, path: string, keyedBy: string): Record<string, string> | null {
  if (!existsSync(join(root, path))) return null;
  const value: unknown = JSON.parse(readFileSync(join(root, path), "utf8"));
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`${path}: not an object keyed by ${keyedBy}`);
  return Object.fromEntries(Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === "string"));
}

/**
 * A language's translated Force power effects: HTML by the power's English name; empty when the
 * file does not exist. Values that are not text are skipped.
 * @throws Error when the file exists but is not a JSON object
 */
export function readForcePowerEffects(root: string, lang: BabeleLang): Record<string, string> {
  return readTextTable(root, forcePowerEffectsPath(lang), "power name") ?? {};
}

/**
 * A language's translations of the Force powers' printed difficulties and circumstances, by the
 * English text; undefined when the file does not exist.
 * @throws Error when the file exists but is not a JSON object
 */
export function readForcePowerDifficulties(root: string, lang: BabeleLang): Record<string, string> | undefined {
  return readTextTable(root, forcePowerDifficultiesPath(lang), "English text") ?? undefined;
}

/** Where the skill records' facts are kept, relative to the repository. */
export const SKILL_RECORDS_PATH = "scripts/babele/skill-records.json";

/** The facts of a skill record that its translated description states. */
export type SkillFacts = Pick<SkillRecord, "advanced" | "edition_status" | "prerequisite" | "time_taken_reup">;

/**
 * The facts of every skill record of the reference data, by skill key, as SKILL_RECORDS_PATH keeps
 * them (two-space JSON with a final newline; absent fields left out).
 */
export function skillRecordsText(data: Pick<ReferenceData, "skills">): string {
  const facts = Object.fromEntries(
    data.skills.map((record) => {
      const { advanced, edition_status, prerequisite, time_taken_reup } = record;
      return [skillKey(record.name), { advanced, edition_status, ...(prerequisite ? { prerequisite } : {}), ...(time_taken_reup ? { time_taken_reup } : {}) }];
    }),
  );
  return `${JSON.stringify(facts, null, 2)}\n`;
}

/**
 * The skill records' facts as the repository keeps them.
 * @throws Error when SKILL_RECORDS_PATH is missing or not JSON
 */
export function readSkillRecords(root: string): Record<string, SkillFacts> {
  return JSON.parse(readFileSync(join(root, SKILL_RECORDS_PATH), "utf8")) as Record<string, SkillFacts>;
}

/**
 * Every Babele file with its text (two-space JSON with a final newline).
 * @param root the repository
 * @param skillRecords the skill records' facts (by default, as the repository keeps them)
 * @throws Error as `babeleFile`, `readForcePowerEffects` and `readSkillRecords` do
 */
export function babeleFiles(root: string, skillRecords: Record<string, SkillFacts> = readSkillRecords(root)): { path: string; text: string }[] {
  // Every language reads the same sources: each pack is read once per call.
  const read = new Map<string, ReturnType<typeof packDocuments>>();
  const documents = (pack: string) => read.get(pack) ?? read.set(pack, packDocuments(root, pack)).get(pack)!;
  return BABELE_LANGS.flatMap((lang) => {
    const strings = JSON.parse(readFileSync(join(root, "lang", `${lang}.json`), "utf8")).SWD6;
    const context: LanguageContext = {
      skillNames: strings.SkillName,
      attributes: Object.fromEntries(Object.entries(strings.Attribute as Record<string, { name: string }>).map(([key, value]) => [key, value.name])),
      difficulties: strings.Difficulty,
      skillRecords,
      scales: strings.Scale,
      forcePowerEffects: readForcePowerEffects(root, lang),
      forcePowerDifficulties: readForcePowerDifficulties(root, lang),
      gear: (["weapons", "armor", "equipment"] as const).flatMap((pack) => documents(pack).entries.map((entry) => ({ pack, entry }))),
    };
    return BABELE_PACKS.map((pack) => {
      const { entries, folders } = documents(pack);
      return { path: babelePath(lang, pack), text: `${JSON.stringify(babeleFile(pack, entries, lang, context, folders), null, 2)}\n` };
    });
  });
}
