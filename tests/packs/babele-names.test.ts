/**
 * Names on German and Spanish tables: droids, craft and species are named from the word glossary
 * and the species table, each concept has one term in a language, and the share of translated
 * names per pack (docs/translations.md) does not fall below what it has reached.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { babelePath } from "../../scripts/babele/files.ts";
import { composeName, speciesName } from "../../scripts/babele/compose-name.ts";
import { TRANSLATIONS_REPORT_PATH, nameShares, percent, translationsReport } from "../../scripts/babele/shares.ts";
import { BABELE_LANGS, BABELE_PACKS, type BabeleLang, type BabelePack } from "../../scripts/babele/translate.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const committed = BABELE_LANGS.flatMap((lang) => BABELE_PACKS.map((pack) => ({ path: babelePath(lang, pack), text: read(babelePath(lang, pack)) })));
const name = (lang: BabeleLang, pack: BabelePack, english: string) =>
  (JSON.parse(read(babelePath(lang, pack))) as { entries: Record<string, { name: string }> }).entries[english]?.name;

/** The share (whole percent) each pack's names keep at least, in German and Spanish. */
const FLOORS: Partial<Record<BabelePack, Record<BabeleLang, number>>> = {
  droids: { de: 60, es: 57 },
  starships: { de: 59, es: 59 },
  vehicles: { de: 42, es: 40 },
  species: { de: 8, es: 8 },
  weapons: { de: 79, es: 80 },
  equipment: { de: 93, es: 94 },
  creatures: { de: 50, es: 50 },
};

describe("composed names", () => {
  it.each([
    ["G2 Repair Droid", "G2-Reparaturdroide", "Droide de reparación G2"],
    ["Sub-Orbital Luxury Shuttle", "Suborbitale Luxusraumfähre", "Lanzadera de lujo suborbital"],
    ["Mining Vessel", "Bergbauschiff", "Nave minera"],
    ["Gladiator-class Star Destroyer", "Sternzerstörer der Gladiator-Klasse", "Destructor Estelar clase Gladiator"],
    ["5YQ Protocol Droid", "5YQ-Protokolldroide", "Droide de protocolo 5YQ"],
    ["HTT-26 Heavy Troop Transport", "Schwerer HTT-26-Truppentransporter", "Transporte de tropas pesado HTT-26"],
    ["Action IV Bulk Freighter", "Action-IV-Massengutfrachter", "Carguero a granel Action IV"],
    ["A-24 Sleuth Scout Vessel", "A-24-Sleuth-Aufklärungsschiff", "Nave exploradora A-24 Sleuth"],
    ["Alliance Assault Frigate Mark II", "Allianz-Angriffsfregatte Mark II", "Fragata de asalto de la Alianza Mark II"],
    ["Assault Shuttle Beta", "Angriffsraumfähre Beta", "Lanzadera de asalto Beta"],
    ["Annihilator Droid XRR", "Annihilator-Droide XRR", "Droide Annihilator XRR"],
    ["Battle Droid Commander", "Kampfdroiden-Kommandant", "Comandante droide de combate"],
    ["Corellian CR70 Corvette", "Corellianische CR70-Korvette", "Corbeta corelliana CR70"],
    ["Imperial Mark IV Patrol Droid", "Imperialer Mark-IV-Patrouillendroide", "Droide patrullero imperial Mark IV"],
    ["Clone Turbo Tank", "Klon-Turbopanzer", "Tanque turbo clon"],
  ])("build %s from its words and keep its model", (english, german, spanish) => {
    expect(composeName(english, "de")).toBe(german);
    expect(composeName(english, "es")).toBe(spanish);
  });

  it("leave proper names and names with English words outside the glossary as printed", () => {
    expect(composeName("Millennium Falcon", "de")).toBeNull();
    expect(composeName("Droideka Mark II", "es")).toBeNull();
    expect(composeName("X10-D Draft Droid", "de")).toBeNull();
    expect(composeName("Roving Eye Observation Droid", "es")).toBeNull();
    expect(composeName("Modified Corellian YT-1300 Transport (with strap-on cargo pods)", "de")).toBeNull();
  });

  it("name the common species officially and keep the others' proper names", () => {
    expect([speciesName("Human", "de"), speciesName("Human", "es")]).toEqual(["Mensch", "Humano"]);
    expect([speciesName("Rodian", "de"), speciesName("Ithorian", "es")]).toEqual(["Rodianer", "Itoriano"]);
    expect(speciesName("Zexx", "de")).toBe("Zexx");
    expect(name("de", "species", "Bothan")).toBe("Bothaner");
  });

  it("translate the AT-AT's name and every Star Destroyer", () => {
    expect(name("de", "vehicles", "All Terrain Armored Transport")).toBe("Gepanzerter Allgelände-Transporter");
    for (const lang of BABELE_LANGS) {
      const entries = (JSON.parse(read(babelePath(lang, "starships"))) as { entries: Record<string, { name: string }> }).entries;
      expect(Object.values(entries).filter((entry) => /Star Destroyer/.test(entry.name))).toEqual([]);
    }
  });
});

describe("one term per concept", () => {
  it("names the German weapons as the German skills do", () => {
    const skills = JSON.parse(read("lang/de.json")).SWD6.SkillName as Record<string, string>;
    expect(name("de", "weapons", "Bowcaster")).toBe(skills.bowcaster);
    expect(name("de", "equipment", "Medpac")).toBe("Medipack");
    expect(name("de", "equipment", "FastFlesh Medpac")).toBe("FastFlesh-Medipack");
    expect(name("de", "weapons", "Hold-Out Blaster")).toBe("Taschenblaster");
    expect(name("de", "weapons", "Holdout Blaster Pistol")).toBe("Taschenblasterpistole");
  });

  it("names the Spanish medpac and holdout blaster as the lang file does", () => {
    const skills = JSON.parse(read("lang/es.json")).SWD6.SkillName as Record<string, string>;
    expect(name("es", "weapons", "Bowcaster")).toBe(skills.bowcaster);
    expect(name("es", "equipment", "Medpac")).toBe("Medpac");
    expect(name("es", "weapons", "Holdout Blaster Pistol")).toMatch(/de bolsillo/);
  });

  it("leaves no English variant in the German files' names", () => {
    const names = BABELE_PACKS.flatMap((pack) =>
      Object.values((JSON.parse(read(babelePath("de", pack))) as { entries: Record<string, { name: string }> }).entries).map((entry) => entry.name),
    );
    expect(names.filter((text) => /Medpac|Bowcaster|Holdout|Star Destroyer/.test(text))).toEqual([]);
  });
});

describe("the translated names' shares", () => {
  it("are in docs/translations.md as the generator writes them", () => {
    expect(read(TRANSLATIONS_REPORT_PATH)).toBe(translationsReport(committed));
  });

  it.each(Object.entries(FLOORS))("of %s stay at or above their floor", (pack, floors) => {
    const shares = nameShares(committed);
    for (const lang of BABELE_LANGS) expect(percent(shares[lang][pack as BabelePack])).toBeGreaterThanOrEqual(floors[lang]);
  });
});
