/**
 * What the Babele files translate of an entry besides its name and text: the lines a sheet shows
 * that are written in English words rather than numbers. A craft's type line ("Light freighter"), an
 * NPC's or droid's type line (its template, a droid's model) and its equipment (one item a line, a
 * droid's "Humanoid body (two arms, two legs, head)"), a creature's size and natural weapons, and the
 * names of special abilities and story factors. Each comes from a glossary file per kind,
 * scripts/babele/glossary/<kind>.json (`{ de: { english: german }, es: { … } }`): proper names stay
 * as printed ("Cybot Galactica"), the generic words around them are translated. A line the glossary
 * lacks is an error, so that every imported line is translated.
 */
import { readFileSync } from "node:fs";
import { DIFFICULTY_CONVERTER, NAMES_CONVERTER } from "../../src/documents/babele-converters.ts";
import type { BabeleLang, BabelePack, PackEntry } from "./translate.ts";
import { type DroidValues, type SpeciesValues, describeDroid, describeSpecies } from "../packs/being-descriptions.ts";
import { craftWeaponName } from "./craft-weapon-names.ts";
import { speciesName } from "./compose-name.ts";
import { translatePhrases } from "./item-values.ts";

/** The glossaries, by kind: what each translates. */
export const GLOSSARY_KINDS = {
  /** Craft type lines of vehicles and starships. */
  "craft-types": "craft type line",
  /** NPC and droid type lines, creatures' natural weapons and sizes. */
  beings: "being type line, natural weapon or size",
  /** Droids' equipment lines. */
  "droid-gear": "equipment line",
  /** Names of special abilities and story factors. */
  abilities: "special ability or story factor",
  /** Names of imported weapons and equipment. */
  "gear-names": "weapon or equipment name",
  /** Names of creatures. */
  "creature-names": "creature name",
  /** Skill specializations that are not the name of a weapon of the packs: a weapon's, a template's. */
  specializations: "specialization",
  /** The texts of creatures' and species' special abilities: whole texts and their phrases. */
  "ability-texts": "special ability text phrase",
  /** Templates' special-ability lines. */
  "template-abilities": "template special ability line",
  /** Templates' equipment lines that name no compendium entry plainly. */
  "template-gear": "template equipment line",
  /** Printed costs and availabilities of weapons, armor and equipment: whole values and their phrases. */
  "item-values": "cost or availability phrase",
} as const;
/** A kind of {@link GLOSSARY_KINDS}. */
export type GlossaryKind = keyof typeof GLOSSARY_KINDS;

type Glossary = Record<BabeleLang, Record<string, string>>;

const glossaries = new Map<GlossaryKind, Glossary>();

/** A kind's glossary file, read once. */
function glossary(kind: GlossaryKind): Glossary {
  let read = glossaries.get(kind);
  if (!read) {
    read = JSON.parse(readFileSync(new URL(`./glossary/${kind}.json`, import.meta.url), "utf8")) as Glossary;
    glossaries.set(kind, read);
  }
  return read;
}

/**
 * A line in the language.
 * @throws Error when the kind's glossary lacks the line
 */
export function translateLine(kind: GlossaryKind, line: string, lang: BabeleLang): string {
  const text = glossary(kind)[lang][line];
  if (text === undefined || !text.trim()) throw new Error(`scripts/babele/glossary/${kind}.json has no ${lang} ${GLOSSARY_KINDS[kind]} for "${line}"`);
  return text;
}

/** A kind's glossary entry for a text in the language; undefined when it has none. */
export function glossaryEntry(kind: GlossaryKind, text: string, lang: BabeleLang): string | undefined {
  return glossary(kind)[lang][text];
}

/** Every English text a kind's glossary holds. */
export function glossaryTexts(kind: GlossaryKind): string[] {
  const { de, es } = glossary(kind);
  return [...new Set([...Object.keys(de), ...Object.keys(es)])];
}

/** A name in the language when the kind's glossary has it, else as printed (a proper name). */
export function translateName(kind: GlossaryKind, name: string, lang: BabeleLang): string {
  return glossary(kind)[lang][name]?.trim() || name;
}

/** Each line of a text (one a line) in the language; blank lines stay. */
function translateLines(kind: GlossaryKind, text: string, lang: BabeleLang): string {
  return text
    .split("\n")
    .map((line) => (line.trim() ? translateLine(kind, line, lang) : line))
    .join("\n");
}

/** A table of the rows' names (`{ name }` rows, or embedded items) in the language; empty when none. */
function nameTable(kind: GlossaryKind, rows: unknown, lang: BabeleLang): Record<string, string> {
  const table: Record<string, string> = {};
  for (const row of Array.isArray(rows) ? rows : []) {
    const name = (row as { name?: unknown }).name;
    if (typeof name === "string" && name.trim()) table[name] = translateLine(kind, name, lang);
  }
  return table;
}

/**
 * A special abilities' table: the rows' names, and their texts where the ability-texts glossary
 * translates a text wholly (item-values.ts, `translatePhrases`; "STR+1D damage" as "STÄ+1D Schaden"),
 * a text that is also a name keeping the name's translation. The names converter renames both.
 */
function abilityTable(rows: unknown, lang: BabeleLang): Record<string, string> {
  const table = nameTable("abilities", rows, lang);
  for (const row of Array.isArray(rows) ? rows : []) {
    const text = (row as { text?: unknown }).text;
    if (typeof text !== "string" || text in table) continue;
    const translated = translatePhrases("ability-texts", text, lang);
    if (translated) table[text] = translated;
  }
  return table;
}

/**
 * The fields besides a pack's text field, by pack, and the document path or converter of each: those
 * {@link importedFields} writes, a template's species, lists of skills, equipment lines and special abilities, a Force power's difficulties
 * and required powers.
 */
export function importedMapping(pack: BabelePack): Record<string, string | { path: string; converter: string }> {
  const rows = (path: string) => ({ path, converter: NAMES_CONVERTER });
  if (pack === "force-powers")
    return { difficulty: { path: "system.difficulty", converter: DIFFICULTY_CONVERTER }, requiredPowers: rows("system.requiredPowers") };
  if (pack === "vehicles" || pack === "starships") return { craftType: "system.craftType", weapons: rows("items") };
  if (pack === "npcs")
    return { species: "system.species", template: "system.template", equipment: "system.equipment", abilities: "system.specialAbilities", gear: rows("items") };
  if (pack === "droids")
    return {
      species: "system.species",
      model: "system.droid.model",
      template: "system.template",
      equipment: "system.equipment",
      abilities: "system.specialAbilities",
      gear: rows("items"),
    };
  if (pack === "creatures") return { size: "system.size", specialAbilities: rows("system.specialAbilities"), naturalWeapons: rows("items") };
  if (pack === "species") return { specialAbilities: rows("system.specialAbilities"), storyFactors: rows("system.storyFactors") };
  if (pack === "templates")
    return {
      species: "system.species",
      skills: rows("system.skills"),
      forceSkills: rows("system.forceSkills"),
      equipment: rows("system.equipment"),
      specialAbilities: "system.specialAbilities",
    };
  return {};
}

/**
 * The translated fields of an entry, only those it has text in and whose translation differs.
 * A species' description and a droid's are written again in the language from its values; a stock
 * NPC's weapons, armor and gear are named in the language (the gear-names glossary), and a craft's
 * mounted weapons where their names are built of the stat blocks' words (craft-weapon-names.ts), as
 * a droid's weapons and armor are where those words or the glossary name them.
 * @param pack the entry's pack
 * @param entry the entry
 * @param lang the language
 * @param name the entry's name in the language (default: as printed)
 * @throws Error when a glossary lacks one of the entry's lines
 */
export function importedFields(pack: BabelePack, entry: PackEntry, lang: BabeleLang, name = entry.name): Record<string, string | Record<string, string>> {
  const system = entry.system;
  const text = (key: string) => (typeof system[key] === "string" ? (system[key] as string) : "");
  const fields: Record<string, string | Record<string, string>> = {};
  const put = (field: string, english: string, translated: string) => {
    if (english.trim() && translated !== english) fields[field] = translated;
  };
  const table = (field: string, value: Record<string, string>) => {
    if (Object.entries(value).some(([english, translated]) => english !== translated)) fields[field] = value;
  };
  if (pack === "vehicles" || pack === "starships") {
    put("craftType", text("craftType"), text("craftType") && translateLine("craft-types", text("craftType"), lang));
    // A mounted weapon whose name is built of the stat blocks' words is named in the language; a model's name stays.
    const weapons = Object.fromEntries(
      (entry.items ?? []).flatMap((item) => {
        const name = String((item as { name?: unknown }).name ?? "");
        const translated = craftWeaponName(name, lang);
        return translated ? [[name, translated]] : [];
      }),
    );
    table("weapons", weapons);
  }
  if (pack === "npcs" || pack === "droids") {
    put("species", text("species"), speciesName(text("species"), lang));
    put("template", text("template"), text("template") && translateLine("beings", text("template"), lang));
    put("equipment", text("equipment"), translateLines("droid-gear", text("equipment"), lang));
    put("abilities", text("specialAbilities"), translateLines("abilities", text("specialAbilities"), lang));
    // A stock NPC's weapons, armor and gear by name; its skills are named by their keys on the sheet.
    if (pack === "npcs")
      table(
        "gear",
        nameTable(
          "gear-names",
          (entry.items ?? []).filter((item) => (item as { type?: string }).type !== "skill"),
          lang,
        ),
      );
    // A droid's weapons and armor, where the glossary or the craft weapons' words name them.
    if (pack === "droids") {
      const gear = (entry.items ?? []).flatMap((item) => {
        const { name, type } = item as { name: string; type: string };
        const translated = type === "skill" ? undefined : (craftWeaponName(name, lang) ?? glossaryEntry("gear-names", name, lang));
        return translated ? [[name, translated]] : [];
      });
      table("gear", Object.fromEntries(gear));
    }
    const model = (system.droid as DroidValues["droid"] | undefined)?.model ?? "";
    // A droid's model is the line its template is: named as the template is.
    if (pack === "droids") put("model", model, model && translateLine("beings", model, lang));
    if (pack === "droids")
      put(
        "background",
        text("background"),
        describeDroid(model && translateLine("beings", model, lang), system as unknown as DroidValues, (entry.items ?? []) as { type: string }[], lang),
      );
  }
  if (pack === "creatures") {
    put("size", text("size"), text("size") && translateLine("beings", text("size"), lang));
    table("specialAbilities", abilityTable(system.specialAbilities, lang));
    table("naturalWeapons", nameTable("beings", entry.items, lang));
  }
  if (pack === "species") {
    table("specialAbilities", abilityTable(system.specialAbilities, lang));
    table("storyFactors", nameTable("abilities", system.storyFactors, lang));
    put(
      "description",
      text("description"),
      describeSpecies(name, system as unknown as SpeciesValues, lang, (english) => translateLine("abilities", english, lang)),
    );
  }
  return fields;
}
