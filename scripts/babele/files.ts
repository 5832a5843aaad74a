/**
 * The Babele files as they are written: for each language and pack, its path and JSON text, from
 * the pack sources, the lang files' terms, the reference data's skills and the translated Force
 * power effects (scripts/babele/force-power-effects.<lang>.json, read when present).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readReferenceData } from "../packs/reference-data.ts";
import { buildSkills } from "../packs/skills.ts";
import { skillKey } from "../packs/skill-keys.ts";
import { BABELE_DIR, BABELE_LANGS, BABELE_PACKS, IMPORTED_PACKS, babeleFile, type BabeleLang, type BabelePack, type LanguageContext, type PackEntry } from "./translate.ts";

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

/**
 * A language's translated Force power effects: HTML by the power's English name; empty when the
 * file does not exist. Values that are not text are skipped.
 * @throws Error when the file exists but is not a JSON object
 */
export function readForcePowerEffects(root: string, lang: BabeleLang): Record<string, string> {
  const path = join(root, forcePowerEffectsPath(lang));
  if (!existsSync(path)) return {};
  const value: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`${forcePowerEffectsPath(lang)}: not an object keyed by power name`);
  return Object.fromEntries(Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === "string"));
}

/**
 * Every Babele file with its text (two-space JSON with a final newline).
 * @param root the repository
 * @param dataDir the reference data folder
 * @throws Error as `babeleFile` and `readForcePowerEffects` do, or when the reference data cannot be read
 */
export function babeleFiles(root: string, dataDir: string): { path: string; text: string }[] {
  const data = readReferenceData(dataDir);
  const { names } = buildSkills(data);
  const skillRecords = Object.fromEntries(data.skills.map((record) => [skillKey(record.name), record]));
  return BABELE_LANGS.flatMap((lang) => {
    const strings = JSON.parse(readFileSync(join(root, "lang", `${lang}.json`), "utf8")).SWD6;
    const context: LanguageContext = {
      skillNames: names[lang],
      attributes: Object.fromEntries(Object.entries(strings.Attribute as Record<string, { name: string }>).map(([key, value]) => [key, value.name])),
      difficulties: strings.Difficulty,
      skillRecords,
      scales: strings.Scale,
      forcePowerEffects: readForcePowerEffects(root, lang),
    };
    return BABELE_PACKS.map((pack) => {
      const { entries, folders } = packDocuments(root, pack);
      return { path: babelePath(lang, pack), text: `${JSON.stringify(babeleFile(pack, entries, lang, context, folders), null, 2)}\n` };
    });
  });
}
