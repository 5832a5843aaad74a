/**
 * The Babele translation files: one per language and translated pack, in Babele's format and
 * folder (lang/babele/<lang>/swd6rpg.<pack>.json, read through `setSystemTranslationsDir`), whose
 * entries are exactly the pack's entries, none empty, the skill names the reference data's; each
 * pack's text mapped to its own field (description, a craft's notes, a Force power's effect); craft
 * notes written from the craft's values in the language, with no English sentence frame; a Force
 * power's effect exactly where the effect table has it; the committed files are what the generator
 * writes (that the system registers them when Babele calls: babele-registration.test.ts).
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { REFERENCE_DATA, itWith } from "../helpers/upstreams.ts";
import { join } from "node:path";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SKILL_RECORDS_PATH, babeleFiles, babelePath, packEntries, readForcePowerEffects, skillRecordsText } from "../../scripts/babele/files.ts";
import { readReferenceData } from "../../scripts/packs/reference-data.ts";
import { buildSkills } from "../../scripts/packs/skills.ts";
import {
  BABELE_LANGS,
  BABELE_PACKS,
  babeleFile,
  translateDamage,
  type BabeleFile,
  type BabelePack,
  type LanguageContext,
} from "../../scripts/babele/translate.ts";
import { importedMapping } from "../../scripts/babele/imported.ts";
import { itemValueMapping } from "../../scripts/babele/item-values.ts";
import { type GearReference, gearIndex, matchEquipmentLine } from "../../src/documents/creation/template-equipment.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
// The tests only read these files: each is parsed once for the file's tests.
const files = new Map<string, BabeleFile>();
const read = (lang: string, pack: string): BabeleFile => {
  const path = babelePath(lang as never, pack);
  return files.get(path) ?? files.set(path, JSON.parse(readFileSync(join(ROOT, path), "utf8"))).get(path)!;
};
const sources = new Map<string, ReturnType<typeof packEntries>>();
const entriesOf = (pack: string) => sources.get(pack) ?? sources.set(pack, packEntries(ROOT, pack)).get(pack)!;
const cases = BABELE_LANGS.flatMap((lang) => BABELE_PACKS.map((pack) => [lang, pack] as const));
const CRAFT_PACKS: readonly BabelePack[] = ["vehicles", "starships"];
const NOTES_PACKS: readonly BabelePack[] = [...CRAFT_PACKS, "creatures"];
/** Each pack's text field and the document path Babele writes it to. */
const ACTOR_PACKS: readonly BabelePack[] = ["npcs", "droids"];
const textField = (pack: BabelePack) =>
  pack === "force-powers" ? "effect" : NOTES_PACKS.includes(pack) ? "notes" : ACTOR_PACKS.includes(pack) ? "background" : "description";
const documentPath = (pack: BabelePack) => `system.${textField(pack)}`;
/** The sentence frames of the English craft notes (scripts/packs/starships.ts, vehicles.ts). */
const ENGLISH_CRAFT_FRAMES =
  /\b(Flown with|Driven with|its piloting skill|of \w+ scale|meters|long|maneuverability|body strength|Move \d|space \d|hull|shields|hyperdrive|backup|weapon (systems?|mounts?)|unarmed)\b/i;

describe.each(cases)("the folders of the %s translation of the %s pack", (lang, pack) => {
  it("translates every folder of the pack (the glossary, scripts/babele/glossary.json)", () => {
    const folders = readdirSync(join(ROOT, "packs/_source", pack))
      .filter((name) => name.endsWith(".json"))
      .map((name) => JSON.parse(readFileSync(join(ROOT, "packs/_source", pack, name), "utf8")) as { _key: string; name: string })
      .filter((document) => document._key.startsWith("!folders!"))
      .map((document) => document.name)
      .sort()
      // Babele translates a folder by its name: the maker folders of several type folders share one.
      .filter((name, i, names) => names.indexOf(name) === i);
    const translated = read(lang, pack).folders ?? {};
    expect(Object.keys(translated).sort()).toEqual(folders);
    for (const folder of folders) expect(translated[folder], folder).not.toBe(folder);
  });
});

describe.each(cases)("the %s translation of the %s pack", (lang, pack) => {
  const file = read(lang, pack);
  const entries = entriesOf(pack);

  it("is a Babele file: a label, the pack's text field mapped to its document path, entries by English name", () => {
    expect(file.label.trim()).not.toBe("");
    expect(file.mapping).toEqual({ [textField(pack)]: documentPath(pack), ...importedMapping(pack), ...itemValueMapping(pack) });
    expect(Object.keys(file.entries).sort()).toEqual(entries.map((e) => e.name).sort());
  });

  it("gives every entry a name, and its text exactly where the English entry (or, for a Force power, the effect table) has one", () => {
    const field = textField(pack);
    const effects = readForcePowerEffects(ROOT, lang);
    for (const entry of entries) {
      const translated = file.entries[entry.name];
      expect(translated.name.trim(), entry.name).not.toBe("");
      if (pack === "force-powers") {
        // Never the English effect: only what the table holds.
        expect(translated.effect, entry.name).toBe(effects[entry.name]?.trim() ? effects[entry.name] : undefined);
      } else {
        const english = String(entry.system[field] ?? "").trim();
        if (english) expect(translated[field], entry.name).toMatch(/^<p>.+<\/p>$/s);
        else expect(translated[field], entry.name).toBeUndefined();
      }
      // Besides its name and text, only the imported lines and the printed values the glossaries translate.
      const imported = [...Object.keys(importedMapping(pack)), ...Object.keys(itemValueMapping(pack))];
      expect(Object.keys(translated).filter((key) => key !== "name" && key !== field && !imported.includes(key))).toEqual([]);
    }
  });

  it("writes no English sentence into a description", () => {
    const english = /\b(the|with|used|damage|against|ranges?|skill|worn|it adds)\b/i;
    const text = (t: BabeleFile["entries"][string]) => (t.description ?? t.notes ?? "").replace(/<[^>]+>/g, "").replace(/Revised &amp; Expanded/g, "");
    const offenders = Object.entries(file.entries).filter(([, t]) => english.test(text(t)));
    expect(offenders.map(([name, t]) => `${name}: ${text(t)}`)).toEqual([]);
  });
});

describe.each(BABELE_LANGS.flatMap((lang) => CRAFT_PACKS.map((pack) => [lang, pack] as const)))("the %s craft notes of the %s pack", (lang, pack) => {
  it("hold no English sentence frame", () => {
    const file = read(lang, pack);
    const entries = entriesOf(pack);
    // The English notes of the same entry do match, so the pattern can fail.
    expect(ENGLISH_CRAFT_FRAMES.test(String(entries[0].system.notes))).toBe(true);
    const offenders = Object.entries(file.entries).filter(([, t]) => ENGLISH_CRAFT_FRAMES.test((t.notes ?? "").replace(/<[^>]+>/g, "")));
    expect(offenders.map(([name, t]) => `${name}: ${t.notes}`)).toEqual([]);
  });
});

describe("the translated names", () => {
  it("are the reference data's skill names (the lang files' SWD6.SkillName)", () => {
    for (const lang of BABELE_LANGS) {
      const names = JSON.parse(readFileSync(join(ROOT, `lang/${lang}.json`), "utf8")).SWD6.SkillName as Record<string, string>;
      const file = read(lang, "skills");
      for (const entry of entriesOf("skills")) expect(file.entries[entry.name].name, entry.name).toBe(names[String(entry.system.key)]);
    }
  });

  it("name a template's, a stock NPC's and a droid's species as the species glossary does, and a droid's model", () => {
    expect(read("de", "templates").entries["Brash Pilot"].species).toBe("Mensch");
    expect(read("es", "templates").entries["Brash Pilot"].species).toBe("Humano");
    expect(read("de", "templates").mapping.species).toBe("system.species");
    // A rare species keeps its proper name, and so needs no translation.
    expect(read("de", "templates").entries["Mon Calamari Medic"].species).toBeUndefined();
    expect(read("de", "npcs").entries["Stormtrooper"].species).toBe("Mensch");
    expect(read("es", "npcs").mapping.species).toBe("system.species");
    // A droid is a Droide, its model named as its template line is.
    expect(read("de", "droids").entries["IT-0 Interrogator Droid"]).toMatchObject({ species: "Droide", model: "Imperialer IT-0-Verhördroide" });
    expect(read("de", "droids").mapping.model).toBe("system.droid.model");
  });

  it("name a template's listed skills and Force skills by their keys, as SWD6.SkillName does, through the names converter", () => {
    for (const lang of BABELE_LANGS) {
      const names = JSON.parse(readFileSync(join(ROOT, `lang/${lang}.json`), "utf8")).SWD6.SkillName as Record<string, string>;
      const file = read(lang, "templates");
      expect(file.mapping.skills).toEqual({ path: "system.skills", converter: "swd6rpgNames" });
      expect(file.mapping.forceSkills).toEqual({ path: "system.forceSkills", converter: "swd6rpgNames" });
      const jedi = file.entries["Failed Jedi"];
      expect(jedi.skills).toMatchObject({ Dodge: names.dodge, Lightsaber: names.lightsaber });
      expect(jedi.forceSkills).toMatchObject({ Control: names.control, Sense: names.sense });
    }
  });

  it("translate every Force power's printed difficulties and circumstances, through the difficulty converter", () => {
    for (const lang of BABELE_LANGS) {
      const file = read(lang, "force-powers");
      expect(file.mapping.difficulty).toEqual({ path: "system.difficulty", converter: "swd6rpgDifficulty" });
      for (const power of entriesOf("force-powers")) {
        const stored = Object.values(power.system.difficulty as Record<string, { printed: string; levels: { when: string }[]; modifiers: { when: string }[] }>);
        const texts = stored
          .flatMap((skill) => [skill.printed, ...skill.levels.map((row) => row.when), ...skill.modifiers.map((row) => row.when)])
          .filter(Boolean);
        const table = (file.entries[power.name].difficulty ?? {}) as Record<string, string>;
        for (const text of texts) expect(table[text], `${lang} ${power.name}: ${text}`).toMatch(/\S/);
      }
    }
    expect(read("de", "force-powers").entries["Lightsaber Combat"].difficulty).toMatchObject({ "Moderate.": "Mittel." });
    expect(read("es", "force-powers").entries["Control Another's Pain"].difficulty).toMatchObject({ "wounded characters": "personajes heridos" });
    // The powers it requires, by their names in the language, through the names converter.
    expect(read("de", "force-powers").entries["Control Another's Pain"].requiredPowers).toEqual({ "Control Pain": "Schmerz kontrollieren" });
    expect(read("de", "force-powers").mapping.requiredPowers).toEqual({ path: "system.requiredPowers", converter: "swd6rpgNames" });
  });

  it("translate the generic gear and keep the proper names", () => {
    expect(read("de", "weapons").entries["Blaster Pistol"].name).toBe("Blasterpistole");
    expect(read("es", "weapons").entries["Blaster Pistol"].name).toBe("Pistola bláster");
    expect(read("de", "weapons").entries["Thermal Detonator"].name).toBe("Thermaldetonator");
    expect(read("es", "armor").entries["Stormtrooper Armor"].name).toBe("Armadura de soldado de asalto");
    expect(read("de", "templates").entries["Wookiee First Mate"].name).toBe("Erster Maat (Wookiee)");
    expect(read("es", "templates").entries["Brash Pilot"].name).toBe("Piloto temerario");
    // Imported entries: a type line, a creature's size, abilities and natural weapons through the glossaries.
    expect(read("de", "starships").entries["3-Z Light Freighter"].craftType).toBe("Leichter Frachter");
    expect(read("de", "creatures").entries["Krayt Dragon"]).toMatchObject({ name: "Krayt-Drache", naturalWeapons: { Claws: "Klauen" } });
    expect(String(read("es", "droids").entries['"Stilleto" Security Droid'].equipment)).toContain("Cuerpo cilíndrico");
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
      expect(
        same.map(([english]) => english),
        lang,
      ).toEqual([]);
    }
  });

  it("write a weapon's printed cost, availability and specialization in the language, numbers in its form", () => {
    const de = read("de", "weapons").entries["Blaster Pistol"];
    const es = read("es", "weapons").entries["Blaster Pistol"];
    expect([de.cost, de.availability, de.specialization]).toEqual(["500 (Energiemagazine: 25)", "1, F, R oder X", "Blasterpistole"]);
    expect([es.cost, es.availability, es.specialization]).toEqual(["500 (cargadores de energía: 25)", "1, F, R o X", "Pistola bláster"]);
    for (const lang of BABELE_LANGS) {
      expect(read(lang, "weapons").mapping).toMatchObject({
        cost: "system.cost",
        availability: "system.availability",
        specialization: "system.specialization",
      });
      expect(read(lang, "armor").mapping).toMatchObject({ cost: "system.cost", availability: "system.availability" });
    }
  });

  it("keep a template's specialization after its skill, named as the weapon's specialization is, so the two still match", () => {
    const weapons = (lang: "de" | "es") => read(lang, "weapons").entries;
    for (const lang of BABELE_LANGS) {
      const soldier = Object.values(read(lang, "templates").entries).find(
        (entry) => (entry.skills as Record<string, string> | undefined)?.["Blaster: Blaster Rifle"],
      );
      const rifle = weapons(lang)["Blaster Rifle"].specialization as string;
      expect((soldier?.skills as Record<string, string>)["Blaster: Blaster Rifle"].split(": ")[1].toLowerCase()).toBe(rifle.toLowerCase());
    }
  });

  it("write a template's equipment lines and special abilities in the language, each equipment line naming the gear its printed line names", () => {
    expect(read("de", "templates").entries["Failed Jedi"].equipment).toEqual({
      "Lightsaber (5D)": "Lichtschwert (5D)",
      robes: "Roben",
      "bottle of liquor": "Flasche Schnaps",
      "250 credits": "250 Credits",
    });
    expect(read("es", "templates").entries["Failed Jedi"].equipment).toMatchObject({ "Lightsaber (5D)": "Sable de luz (5D)", "250 credits": "250 créditos" });
    expect(read("de", "templates").entries["Failed Jedi"].specialAbilities).toBe("Du darfst zwei Machtkräfte wählen");
    expect(read("es", "templates").entries["Failed Jedi"].specialAbilities).toBe("Puedes elegir dos poderes de la Fuerza");
    for (const lang of BABELE_LANGS) {
      // The compendium as a translated world holds it: each entry's translated name, its English one kept for matching.
      const gear: GearReference[] = (["weapons", "armor", "equipment"] as const).flatMap((pack) => {
        const translated = read(lang, pack).entries;
        return entriesOf(pack).map((entry) => ({
          name: translated[entry.name].name,
          matchName: entry.name,
          type: "equipment" as const,
          system: entry.system,
        }));
      });
      const index = gearIndex(gear);
      const named = (line: string) => {
        const match = matchEquipmentLine(line, index);
        return match ? `${match.quantity} ${match.entry.matchName}` : null;
      };
      const changed = Object.values(read(lang, "templates").entries).flatMap((entry) =>
        Object.entries((entry.equipment ?? {}) as Record<string, string>).filter(([english, translated]) => named(english) !== named(translated)),
      );
      expect(changed, lang).toEqual([]);
    }
  });

  it("leave a printed value that the glossary cannot wholly translate as printed, never half in English", () => {
    const english = /\b(for|sale|market|credits|power|packs?|per|plus|or|and)\b/;
    for (const lang of BABELE_LANGS)
      for (const pack of ["weapons", "armor", "equipment"] as const) {
        const offenders = Object.entries(read(lang, pack).entries).flatMap(([name, t]) =>
          [t.cost, t.availability, t.specialization].filter((value) => typeof value === "string" && english.test(value)).map((value) => `${name}: ${value}`),
        );
        expect(offenders, `${lang} ${pack}`).toEqual([]);
      }
  });

  it("describe a weapon from its own values in the language's terms", () => {
    expect(read("de", "weapons").entries["Blaster Pistol"].description).toBe(
      "<p><strong>Blasterpistole.</strong> Eine Fernkampfwaffe, geführt mit der Fertigkeit Blaster (Blasterpistole). Schaden 4D (Energie). Reichweiten 3-10/30/120 m. Lässt sich auf Betäubung stellen.</p>",
    );
    expect(translateDamage("STR+1D to STR+3D (depending on model) (maximum: 6D)", "es")).toBe("FOR+1D a FOR+3D (según el modelo) (máximo 6D)");
  });
});

describe("the craft notes", () => {
  it("write the German X-Wing's stats in the system's German terms", () => {
    const notes = read("de", "starships").entries["X-Wing"].notes!;
    const english = entriesOf("starships").find((entry) => entry.name === "X-Wing")!.system;
    expect(notes).toContain(`Manövrierfähigkeit ${english.maneuverability}`);
    expect(notes).toContain(`Rumpf ${english.hull}`);
    expect(notes).toContain(`Schilde ${english.shields}`);
    expect(notes).toContain("Maßstab Raumjäger");
    expect(notes).toContain("Hyperantrieb x1");
    expect(notes).toContain("12,5 m");
    expect(notes).toBe(
      "<p>X-Wing: Raumschiff im Maßstab Raumjäger, 12,5 m lang. Gesteuert mit der Fertigkeit Raumjäger (X-wing). Manövrierfähigkeit 3D, Raum 8, Rumpf 4D, Schilde 1D. Hyperantrieb x1. 2 Waffensysteme.</p>",
    );
  });

  it("write the Spanish and vehicle notes from their own values", () => {
    expect(read("es", "starships").entries["X-Wing"].notes).toBe(
      "<p>X-Wing: nave de escala caza estelar, de 12,5 m de eslora. Se pilota con la habilidad Pilotaje de cazas estelares (X-wing). Maniobrabilidad 3D, espacio 8, casco 4D, escudos 1D. Hiperimpulsor x1. 2 sistemas de armas.</p>",
    );
    // The English "20.6 meters long, 15.5 meters tall": the first figure kept, the rest left out.
    expect(read("de", "vehicles").entries["All Terrain Armored Transport"].notes).toBe(
      "<p>Gepanzerter Allgelände-Transporter: Fahrzeug im Maßstab Läufer, 20,6 m lang. Gesteuert mit der Fertigkeit Kampfläufer (AT-AT). Manövrierfähigkeit 0D, Strukturpunkte 6D, Bewegung 21 (60 km/h). 2 Waffenlafetten.</p>",
    );
  });
});

describe("the Force power effects", () => {
  const context = (forcePowerEffects: Record<string, string>): LanguageContext => ({
    skillNames: {},
    attributes: {},
    difficulties: {},
    skillRecords: {},
    scales: {},
    forcePowerEffects,
  });
  const powers = entriesOf("force-powers");

  it("are the table's effect where it names the power, none otherwise, mapped to system.effect", () => {
    const file = babeleFile("force-powers", powers, "de", context({ Telekinesis: "<p>Der Jedi bewegt Gegenstände.</p>" }));
    expect(file.mapping).toEqual({
      effect: "system.effect",
      difficulty: { path: "system.difficulty", converter: "swd6rpgDifficulty" },
      requiredPowers: { path: "system.requiredPowers", converter: "swd6rpgNames" },
    });
    expect(file.entries["Telekinesis"]).toEqual({ name: "Telekinese", effect: "<p>Der Jedi bewegt Gegenstände.</p>" });
    expect(file.entries["Affect Mind"]).toEqual({ name: "Geist beeinflussen" });
    expect(babeleFile("force-powers", powers, "de", context({})).entries["Telekinesis"]).toEqual({ name: "Telekinese" });
  });

  it("in the committed German file are the effect table's", () => {
    const effects = readForcePowerEffects(ROOT, "de");
    const file = read("de", "force-powers");
    for (const [english, effect] of Object.entries(effects))
      if (english in file.entries && effect.trim()) expect(file.entries[english].effect, english).toBe(effect);
  });
});

describe("the committed files", () => {
  it("are what scripts/generate-babele.ts writes from the packs, the lang files and the skill records' facts", () => {
    const files = babeleFiles(ROOT);
    expect(files).toHaveLength(BABELE_LANGS.length * BABELE_PACKS.length);
    for (const { path, text } of files) expect(readFileSync(join(ROOT, path), "utf8"), path).toBe(text);
  });

  itWith(["reference data"], "keep the reference data's skill records' facts and its skill names", () => {
    const data = readReferenceData(REFERENCE_DATA!);
    expect(readFileSync(join(ROOT, SKILL_RECORDS_PATH), "utf8")).toBe(skillRecordsText(data));
    const { names } = buildSkills(data);
    for (const lang of BABELE_LANGS) expect(JSON.parse(readFileSync(join(ROOT, "lang", `${lang}.json`), "utf8")).SWD6.SkillName, lang).toEqual(names[lang]);
  });
});
