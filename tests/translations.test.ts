import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadLang } from "./helpers/render.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const LANGS = ["en", "de", "es"] as const;

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? files(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

/** Every literal `SWD6.…` key in the system's code, templates and manifest-driven settings. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of [...files("src", /\.ts$/), ...files("templates", /\.hbs$/)]) {
    for (const match of readFileSync(join(ROOT, file), "utf8").matchAll(/["'`](SWD6\.[A-Za-z0-9_.-]+[A-Za-z0-9_-])["'`]/g)) {
      keys.add(match[1]);
    }
  }
  return keys;
}

describe("translations", () => {
  const strings = Object.fromEntries(LANGS.map((lang) => [lang, loadLang(lang)]));

  it.each(["de", "es"] as const)("%s has every key of en, and no key en lacks", (lang) => {
    const en = Object.keys(strings.en).sort();
    const other = Object.keys(strings[lang]).sort();
    expect(en.filter((key) => !(key in strings[lang]))).toEqual([]);
    expect(other.filter((key) => !(key in strings.en))).toEqual([]);
  });

  it.each(LANGS)("%s has no empty string", (lang) => {
    expect(
      Object.entries(strings[lang])
        .filter(([, text]) => text.trim() === "")
        .map(([key]) => key),
    ).toEqual([]);
  });

  it("every key the code and templates name exists in every language", () => {
    // A name may be a whole key, or the stem the code builds keys from (`SWD6.Sheet.Tab` + `.skills`).
    const known = (lang: (typeof LANGS)[number], key: string) => key in strings[lang] || Object.keys(strings[lang]).some((k) => k.startsWith(`${key}.`));
    const missing = [...usedKeys()].flatMap((key) => LANGS.filter((lang) => !known(lang, key)).map((lang) => `${lang}: ${key}`));
    expect(missing).toEqual([]);
  });

  it("every setting label, hint and choice exists", async () => {
    const { RULE_SETTINGS } = await import("../src/settings.ts");
    for (const setting of Object.values(RULE_SETTINGS)) {
      for (const lang of LANGS) {
        expect(strings[lang][`${setting.label}.name`], `${lang} ${setting.label}.name`).toBeTruthy();
        expect(strings[lang][`${setting.label}.hint`], `${lang} ${setting.label}.hint`).toBeTruthy();
        for (const value of setting.choices) {
          expect(strings[lang][`${setting.label}.choices.${value}`], `${lang} ${setting.label}.choices.${value}`).toBeTruthy();
        }
      }
    }
  });

  it("uses the seeds' terms: Geschicklichkeit, Wildwürfel; destreza, dado salvaje", () => {
    expect(strings.de["SWD6.Attribute.dex.name"]).toBe("Geschicklichkeit");
    expect(strings.de["SWD6.Settings.wildDie.name"]).toBe("Wildwürfel");
    expect(strings.es["SWD6.Attribute.dex.name"]).toBe("Destreza");
    expect(strings.es["SWD6.Settings.wildDie.name"]).toBe("Dado salvaje");
  });

  it("a rule choice marked with an edition names, in the reader's language, the edition whose preset plays it", async () => {
    const { RULE_SETTINGS } = await import("../src/settings.ts");
    const { RULE_PRESETS } = await import("../src/applications/settings/rule-presets.ts");
    // The editions as every other choice and the presets menu name them in each language; a source
    // document's short name (Grundregeln, Reglas) is no edition, and reads as a foreign word.
    const EDITION: Record<(typeof LANGS)[number], Record<keyof typeof RULE_PRESETS, string>> = {
      en: { "first-edition": "1st edition", revised: "R&E" },
      de: { "first-edition": "1. Edition", revised: "R&E" },
      es: { "first-edition": "1.ª edición", revised: "R&E" },
    };
    const wrong: string[] = [];
    let marked = 0;
    for (const [key, setting] of Object.entries(RULE_SETTINGS)) {
      for (const value of setting.choices) {
        const presets = (Object.keys(RULE_PRESETS) as (keyof typeof RULE_PRESETS)[]).filter(
          (preset) => (RULE_PRESETS[preset] as Record<string, string>)[key] === value,
        );
        for (const lang of LANGS) {
          const label = strings[lang][`${setting.label}.choices.${value}`]!;
          const mark = /\(([^():]+)(?::[^()]*)?\)$/.exec(label)?.[1];
          if (mark === undefined) continue;
          marked++;
          if (presets.length !== 1 || mark !== EDITION[lang][presets[0]!]) wrong.push(`${lang} ${key}.${value}: ${label}`);
        }
      }
    }
    expect(marked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it("German names a template Charaktervorlage, as the compendium does, and never leaves it Template", () => {
    expect(strings.de["TYPES.Item.template"]).toBe("Charaktervorlage");
    expect(strings.de["SWD6.Character.template"]).toBe("Charaktervorlage");
    expect(
      Object.entries(strings.de)
        .filter(([, text]) => /Template/.test(text))
        .map(([key]) => key),
    ).toEqual([]);
  });

  it.each(LANGS)("%s writes a die code with D (3D+1), as the Grundregeln do, never with W", (lang) => {
    const codes = Object.values(strings[lang]).filter((text) => /\dD\b/.test(text));
    expect(codes.length).toBeGreaterThan(10);
    expect(
      Object.entries(strings[lang])
        .filter(([, text]) => /(?:\d|\{dice\})W(?![\p{L}])/u.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });

  it.each(LANGS)("%s calls all-out movement one thing: the speed's name starts its rule", (lang) => {
    const name = strings[lang]["SWD6.Craft.Speed.all-out"]!;
    expect(strings[lang]["SWD6.Movement.allOut"]).toMatch(new RegExp(`^${name}: `));
  });

  it("names every document subtype of the manifest, and the sheet of every Actor and Item subtype", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
    for (const [document, types] of Object.entries(manifest.documentTypes as Record<string, object>)) {
      for (const type of Object.keys(types)) {
        // The sheet's name is built from its subtype (`register-sheets.ts`), so no literal key names it.
        const keys = [`TYPES.${document}.${type}`, ...(document === "ChatMessage" ? [] : [`SWD6.Sheet.label.${type}`])];
        for (const lang of LANGS) for (const key of keys) expect(strings[lang][key], `${lang} ${key}`).toBeTruthy();
      }
    }
  });

  it("names every compendium by a localization key, so its label reads in the client's language without Babele", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
    for (const pack of manifest.packs as { name: string; label: string }[]) {
      expect(pack.label, pack.name).toMatch(/^SWD6\.Pack\./);
      for (const lang of LANGS) expect(strings[lang][pack.label], `${lang} ${pack.label}`).toBeTruthy();
    }
    expect(strings.de["SWD6.Pack.templates"]).toBe("Charaktervorlagen");
  });
});
