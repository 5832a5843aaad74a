/**
 * The glossaries that translate the imported entries' names, type lines and gear lines
 * (scripts/babele/glossary/): every line the packs hold is in them in German and Spanish, and a
 * translation keeps the line's numbers and die codes.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { packEntries } from "../../scripts/babele/files.ts";
import { BABELE_LANGS } from "../../scripts/babele/translate.ts";
import { GLOSSARY_KINDS, type GlossaryKind, glossaryEntry, glossaryTexts, importedFields } from "../../scripts/babele/imported.ts";
import { specializationName } from "../../scripts/babele/item-values.ts";
import germanTables from "../../scripts/babele/de.json" with { type: "json" };
import spanishTables from "../../scripts/babele/es.json" with { type: "json" };

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const imported = (pack: string) => packEntries(ROOT, pack).map((entry) => ({ ...entry, imported: true }));

describe("the glossaries", () => {
  it("translate every imported type line, equipment line, size, natural weapon, special ability and story factor", () => {
    for (const lang of BABELE_LANGS) {
      for (const pack of ["npcs", "droids", "creatures", "species", "vehicles", "starships"] as const) {
        for (const entry of imported(pack)) expect(() => importedFields(pack, entry, lang), `${lang} ${pack} ${entry.name}`).not.toThrow();
      }
    }
  });

  it("hold every imported creature, weapon and equipment name (a proper name as itself)", () => {
    const names: [GlossaryKind, string][] = [
      ...packEntries(ROOT, "creatures").map((entry): [GlossaryKind, string] => ["creature-names", entry.name]),
      ...[...packEntries(ROOT, "weapons"), ...packEntries(ROOT, "equipment")]
        .filter((entry) => entry.imported)
        .map((entry): [GlossaryKind, string] => ["gear-names", entry.name]),
    ];
    expect(names.length).toBeGreaterThan(1200);
    const missing = BABELE_LANGS.flatMap((lang) =>
      names.filter(([kind, name]) => !glossaryEntry(kind, name, lang)?.trim()).map(([kind, name]) => `${kind} ${lang}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("name every weapon's specialization (a weapon's name, or the specializations glossary)", () => {
    const names = { de: germanTables.names.weapons, es: spanishTables.names.weapons } as Record<string, Record<string, string>>;
    const printed = [...new Set(packEntries(ROOT, "weapons").map((entry) => String(entry.system.specialization ?? "").trim()))].filter(Boolean);
    expect(printed.length).toBeGreaterThan(150);
    const missing = BABELE_LANGS.flatMap((lang) => printed.filter((text) => !specializationName(text, lang, names[lang])).map((text) => `${lang}: ${text}`));
    expect(missing).toEqual([]);
  });

  it("keep every die code and number of the English line", () => {
    // A die code as printed; a number by its value (".25 km" is "0,25 km" in German and Spanish).
    const codes = (text: string) =>
      (text.match(/\d+D(?:\+\d)?|\d*[.,]?\d+/g) ?? []).map((code) => (/D/.test(code) ? code : String(Number(code.replace(",", "."))))).sort();
    const changed = (Object.keys(GLOSSARY_KINDS) as GlossaryKind[]).flatMap((kind) =>
      glossaryTexts(kind).flatMap((english) =>
        BABELE_LANGS.flatMap((lang) => {
          const translated = glossaryEntry(kind, english, lang) ?? "";
          return JSON.stringify(codes(translated)) === JSON.stringify(codes(english)) ? [] : [`${kind} ${lang}: "${english}" -> "${translated}"`];
        }),
      ),
    );
    expect(changed).toEqual([]);
  });
});
