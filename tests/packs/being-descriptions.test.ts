/**
 * The imported species' and droids' descriptions are written from their own values, in English in
 * the pack and in German and Spanish in the Babele files: each names the values it is written from
 * (attribute ranges and dice, Move, a droid's attributes) and the three languages state the same
 * die codes and numbers.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importedDocs } from "../../scripts/import/compare/index.ts";
import { describeDroid, describeSpecies, type DroidValues, type SpeciesValues } from "../../scripts/packs/being-descriptions.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const babele = (lang: string, pack: string) =>
  JSON.parse(readFileSync(`${ROOT}lang/babele/${lang}/swd6rpg.${pack}.json`, "utf8")).entries as Record<string, Record<string, string>>;
/** The die codes and whole numbers of a text, in order ("1,8 m" and "1.8 m" alike as 1 and 8; "9,000", "9.000" and "9000" as 9000). */
const figures = (html: string) =>
  [
    ...html
      .replace(/<[^>]+>/g, " ")
      .replace(/(\d)[.,\u00a0](?=\d{3}\b)/g, "$1")
      .matchAll(/\d+D(?:\+\d)?|\d+/g),
  ].map((match) => match[0]);

describe("the species' descriptions", () => {
  const species = importedDocs(ROOT, "species", true);

  it("state each species' attribute dice, every range and its Move, in the pack", () => {
    expect(species.length).toBeGreaterThan(300);
    for (const doc of species) {
      const s = doc.system as unknown as SpeciesValues;
      const text = String(doc.system.description);
      expect(text, doc.name).toContain(`divides ${s.attributeDice} among`);
      for (const [key, range] of Object.entries(s.attributes)) expect(text, `${doc.name} ${key}`).toContain(`${range.min} to ${range.max}`);
      expect(text, doc.name).toContain(`Move ${s.move}`);
    }
  });

  it("state the same figures in German and Spanish as in English", () => {
    for (const lang of ["de", "es"]) {
      const entries = babele(lang, "species");
      for (const doc of species) expect(figures(entries[doc.name]!.description!), `${lang} ${doc.name}`).toEqual(figures(String(doc.system.description)));
    }
  });

  it("name the home world, or say there is none, and list the abilities by name", () => {
    const values: SpeciesValues = {
      attributeDice: "17D",
      attributes: Object.fromEntries(["dex", "kno", "mec", "per", "str", "tec"].map((key) => [key, { min: "1D", max: "4D" }])),
      move: 7,
      height: "1.3–1.6 m",
      homeworld: "",
      specialAbilities: [{ name: "Tusks" }],
      storyFactors: [],
    };
    const english = describeSpecies("Test", values, "en");
    expect(english).toContain("The Test claim no single home world.");
    expect(english).toContain("Special abilities: Tusks.");
    expect(english).not.toContain("Story factors");
    expect(describeSpecies("Test", { ...values, homeworld: "Gamorr" }, "de")).toContain("Die Test stammen von Gamorr.");
    expect(describeSpecies("Test", values, "es")).toContain("altura 1,3–1,6 m");
  });
});

describe("the droids' descriptions", () => {
  const droids = importedDocs(ROOT, "droids", true);

  it("state each droid's attributes and Move in the pack, and the same figures in German and Spanish", () => {
    expect(droids.length).toBeGreaterThan(300);
    for (const doc of droids) {
      const s = doc.system as unknown as DroidValues;
      const text = String(doc.system.background);
      for (const code of Object.values(s.attributes)) expect(text, doc.name).toContain(` ${code}`);
      expect(text, doc.name).toContain(`Move ${s.move}`);
    }
    for (const lang of ["de", "es"]) {
      const entries = babele(lang, "droids");
      // A model line keeps its printed figures in every language ("A9G-series"), so the figures are compared from the attributes on.
      const fromAttributes = (text: string) => figures(text.slice(text.search(/\d+D/)));
      for (const doc of droids)
        expect(fromAttributes(entries[doc.name]!.background!), `${lang} ${doc.name}`).toEqual(fromAttributes(String(doc.system.background)));
    }
  });

  it("count skills and weapons in words for one, in figures for more, and name the degree in the sentence's case", () => {
    const values: DroidValues = {
      attributes: { dex: "1D", kno: "2D", mec: "1D", per: "1D", str: "3D", tec: "1D" },
      move: 8,
      droid: { model: "Test Unit", degree: "5", cost: "1,200" },
    };
    const items = [{ type: "skill" }, { type: "weapon" }, { type: "weapon" }];
    expect(describeDroid("Test Unit", values, items, "en")).toBe(
      "<p>Test Unit, a droid of the fifth degree. Dexterity 1D, Knowledge 2D, Mechanical 1D, Perception 1D, Strength 3D, Technical 1D; Move 8. It is programmed with one skill. It carries 2 weapons of its own. Cost: 1,200 credits.</p>",
    );
    expect(describeDroid("Testeinheit", values, items, "de")).toContain("ein Droide der fünften Klasse");
    expect(describeDroid("Unidad", values, items, "es")).toContain("Precio: 1200 créditos");
  });
});
