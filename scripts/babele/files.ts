/**
 * The Babele files as they are written: for each language and pack, its path and JSON text, from
 * the pack sources, the lang files' terms and the reference data's skills.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readReferenceData } from "../packs/reference-data.ts";
import { buildSkills } from "../packs/skills.ts";
import { skillKey } from "../packs/skill-keys.ts";
import { BABELE_DIR, BABELE_LANGS, BABELE_PACKS, babeleFile, type BabeleLang, type LanguageContext, type PackEntry } from "./translate.ts";

/** The entries of a pack's sources. */
export function packEntries(root: string, pack: string): PackEntry[] {
  const dir = join(root, "packs/_source", pack);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as PackEntry);
}

/** Where a language's file of a pack is written, relative to the repository. */
export function babelePath(lang: BabeleLang, pack: string): string {
  return `${BABELE_DIR}/${lang}/swd6rpg.${pack}.json`;
}

/**
 * Every Babele file with its text (two-space JSON with a final newline).
 * @param root the repository
 * @param dataDir the reference data folder
 * @throws Error as `babeleFile` does, or when the reference data cannot be read
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
    };
    return BABELE_PACKS.map((pack) => ({
      path: babelePath(lang, pack),
      text: `${JSON.stringify(babeleFile(pack, packEntries(root, pack), lang, context), null, 2)}\n`,
    }));
  });
}
