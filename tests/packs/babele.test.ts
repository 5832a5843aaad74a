/**
 * The Babele translation files: one per language and translated pack, in Babele's format and
 * folder (lang/babele/<lang>/swd6rpg.<pack>.json, read through `setSystemTranslationsDir`), whose
 * entries are exactly the pack's entries, none empty, the skill names the reference data's; the
 * committed files are what the generator writes; the system registers them only when Babele calls.
 */
import { describe, expect, it, vi } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { HAS_REFERENCE_DATA, REFERENCE_DATA } from "../helpers/reference-data.ts";
import { join } from "node:path";
import { babeleFiles, babelePath, packEntries } from "../../scripts/babele/files.ts";
import { BABELE_DIR, BABELE_LANGS, BABELE_PACKS, translateDamage, type BabeleFile } from "../../scripts/babele/translate.ts";
import { installBootStandIn } from "../helpers/boot-stand-in.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const DATA = REFERENCE_DATA;
const read = (lang: string, pack: string): BabeleFile => JSON.parse(readFileSync(join(ROOT, babelePath(lang as never, pack)), "utf8"));
const cases = BABELE_LANGS.flatMap((lang) => BABELE_PACKS.map((pack) => [lang, pack] as const));

describe.each(cases)("the %s translation of the %s pack", (lang, pack) => {
  const file = read(lang, pack);
  const entries = packEntries(ROOT, pack);

  it("is a Babele file: a label, the description mapped to system.description, entries by English name", () => {
    expect(file.label.trim()).not.toBe("");
    expect(file.mapping).toEqual({ description: "system.description" });
    expect(Object.keys(file.entries).sort()).toEqual(entries.map((e) => e.name).sort());
  });

  it("gives every entry a name, and a description exactly where the English entry has one", () => {
    for (const entry of entries) {
      const translated = file.entries[entry.name];
      expect(translated.name.trim(), entry.name).not.toBe("");
      const english = String(entry.system.description ?? "").trim();
      if (english) expect(translated.description, entry.name).toMatch(/^<p>.+<\/p>$/s);
      else expect(translated.description, entry.name).toBeUndefined();
      expect(Object.keys(translated).every((key) => key === "name" || key === "description")).toBe(true);
    }
  });

  it("writes no English sentence into a description", () => {
    const english = /\b(the|with|used|damage|against|ranges?|skill|worn|it adds)\b/i;
    const offenders = Object.entries(file.entries).filter(([, t]) => english.test((t.description ?? "").replace(/<[^>]+>/g, "").replace(/Revised &amp; Expanded/g, "")));
    expect(offenders.map(([name, t]) => `${name}: ${t.description}`)).toEqual([]);
  });
});

describe("the translated names", () => {
  it("are the reference data's skill names (the lang files' SWD6.SkillName)", () => {
    for (const lang of BABELE_LANGS) {
      const names = JSON.parse(readFileSync(join(ROOT, `lang/${lang}.json`), "utf8")).SWD6.SkillName as Record<string, string>;
      const file = read(lang, "skills");
      for (const entry of packEntries(ROOT, "skills")) expect(file.entries[entry.name].name, entry.name).toBe(names[String(entry.system.key)]);
    }
  });

  it("translate the generic gear and keep the proper names", () => {
    expect(read("de", "weapons").entries["Blaster Pistol"].name).toBe("Blasterpistole");
    expect(read("es", "weapons").entries["Blaster Pistol"].name).toBe("Pistola bláster");
    expect(read("de", "weapons").entries["Thermal Detonator"].name).toBe("Thermaldetonator");
    expect(read("es", "armor").entries["Stormtrooper Armor"].name).toBe("Armadura de soldado de asalto");
    expect(read("de", "templates").entries["Wookiee"].name).toBe("Wookiee");
    expect(read("es", "templates").entries["Brash Pilot"].name).toBe("Piloto temerario");
    expect(read("de", "templates").entries["Brash Pilot"].description).toBe("<p><strong>Typ:</strong> Draufgängerischer Pilot</p>");
  });

  it("translate the craft's common nouns and keep their model names, and name every Force power", () => {
    expect(read("de", "starships").entries["TIE Fighter"].name).toBe("TIE-Jäger");
    expect(read("es", "starships").entries["TIE Fighter"].name).toBe("Caza TIE");
    expect(read("de", "starships").entries["X-Wing"].name).toBe("X-Wing");
    expect(read("es", "starships").entries["Millennium Falcon"].name).toBe("Halcón Milenario");
    expect(read("de", "vehicles").entries["X-34 Landspeeder"].name).toBe("X-34-Landgleiter");
    expect(read("es", "vehicles").entries["Speeder Bike"].name).toBe("Moto deslizadora");
    expect(read("de", "force-powers").entries["Telekinesis"].name).toBe("Telekinese");
    expect(read("es", "force-powers").entries["Affect Mind"].name).toBe("Afectar la mente");
    expect(read("de", "force-powers").label).toBe("Machtkräfte");
    // A Force power's name is a common noun: none is left in English.
    for (const lang of BABELE_LANGS) {
      const same = Object.entries(read(lang, "force-powers").entries).filter(([english, t]) => english === t.name);
      expect(same.map(([english]) => english), lang).toEqual([]);
    }
  });

  it("describe a weapon from its own values in the language's terms", () => {
    expect(read("de", "weapons").entries["Blaster Pistol"].description).toBe(
      "<p><strong>Blasterpistole.</strong> Eine Fernkampfwaffe, geführt mit der Fertigkeit Blaster (Blasterpistole). Schaden 4D (Energie). Reichweiten 3-10/30/120 m. Lässt sich auf Betäubung stellen.</p>",
    );
    expect(translateDamage("STR+1D to STR+3D (depending on model) (maximum: 6D)", "es")).toBe("FOR+1D a FOR+3D (según el modelo) (máximo 6D)");
  });
});

describe("the committed files", () => {
  it.skipIf(!HAS_REFERENCE_DATA)("are what scripts/generate-babele.ts writes from the packs and the reference data", () => {
    for (const { path, text } of babeleFiles(ROOT, DATA)) expect(readFileSync(join(ROOT, path), "utf8"), path).toBe(text);
  });
});

describe("registration", () => {
  it("points Babele at lang/babele only when Babele's own hook runs", async () => {
    const record = installBootStandIn();
    vi.spyOn(console, "log").mockImplementation(() => {});
    await import("../../src/index.ts");
    const hooks = record.hooks.get("babele.init") ?? [];
    expect(hooks).toHaveLength(1);
    const babele = { setSystemTranslationsDir: vi.fn() };
    hooks[0](babele);
    expect(babele.setSystemTranslationsDir).toHaveBeenCalledWith(BABELE_DIR);
    // Babele reads systems/<id>/<dir>/<language>/<collection>.json: the files are there.
    for (const [lang, pack] of cases) expect(existsSync(join(ROOT, BABELE_DIR, lang, `swd6rpg.${pack}.json`))).toBe(true);
  });
});
