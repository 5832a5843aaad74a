/**
 * How much of each pack the Babele files translate: per language and pack, the share of entries
 * whose name differs from the English one. scripts/generate-babele.ts writes it to
 * docs/translations.md, and a test keeps each share at or above the floor it has reached.
 */
import type { BabeleFile } from "./translate.ts";
import { BABELE_LANGS, BABELE_PACKS, type BabeleLang, type BabelePack } from "./translate.ts";

/** Where the report is written, relative to the repository. */
export const TRANSLATIONS_REPORT_PATH = "docs/translations.md";

/** One pack's count in one language: its entries and those whose name differs from the English one. */
export interface NameShare {
  entries: number;
  translated: number;
}

/** The names' shares by language and pack, from the Babele files' texts keyed by their paths. */
export function nameShares(files: readonly { path: string; text: string }[]): Record<BabeleLang, Record<BabelePack, NameShare>> {
  const shares = {} as Record<BabeleLang, Record<BabelePack, NameShare>>;
  for (const lang of BABELE_LANGS) {
    shares[lang] = {} as Record<BabelePack, NameShare>;
    for (const pack of BABELE_PACKS) {
      const file = files.find((candidate) => candidate.path.endsWith(`/${lang}/swd6rpg.${pack}.json`));
      const entries = file ? Object.entries((JSON.parse(file.text) as BabeleFile).entries) : [];
      shares[lang][pack] = { entries: entries.length, translated: entries.filter(([english, entry]) => entry.name !== english).length };
    }
  }
  return shares;
}

/** A share in whole percent, rounded down so that a floor read from the report is never above it. */
export function percent({ entries, translated }: NameShare): number {
  return entries === 0 ? 0 : Math.floor((100 * translated) / entries);
}

/** The report's Markdown: one row a pack, the entries and the translated names' share in German and Spanish. */
export function translationsReport(files: readonly { path: string; text: string }[]): string {
  const shares = nameShares(files);
  const rows = BABELE_PACKS.map((pack) => {
    const cells = BABELE_LANGS.map((lang) => `${shares[lang][pack].translated} (${percent(shares[lang][pack])} %)`);
    return `| ${pack} | ${shares.de[pack].entries} | ${cells.join(" | ")} |`;
  });
  return [
    "# Translated names",
    "",
    "Written by `npx tsx scripts/generate-babele.ts`; do not edit. For each compendium pack, how many",
    "entries the German and Spanish Babele files name differently from the English pack. Proper names",
    "(a ship's model name, a rare species) stay as printed; generic words are translated with the word",
    "glossary `scripts/babele/glossary/terms.json`, common species with `scripts/babele/glossary/species.json`.",
    "",
    "| Pack | Entries | German | Spanish |",
    "| --- | ---: | ---: | ---: |",
    ...rows,
    "",
  ].join("\n");
}
