/**
 * The compendium entries as a German or Spanish table reads them: the shipped Babele translations
 * (lang/babele/<lang>/swd6rpg.<pack>.json) laid over the English sources, as Babele lays them over a
 * compendium before its entries reach a world. Test data of a German or Spanish page is made with it.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Lang } from "./render.ts";
import { initBabele } from "../../src/documents/babele-converters.ts";

/** One entry of a Babele file: its translated name and fields; a table of names for a list field. */
type BabeleEntry = Record<string, string | Record<string, string> | undefined> & { name?: string };

/** A Babele file: the entries by English name, and where each field of an entry goes. */
interface BabeleFile {
  mapping: Record<string, string | { path: string; converter: string }>;
  entries: Record<string, BabeleEntry>;
}

const files = new Map<string, BabeleFile>();

/** One pack's Babele file, read once; an empty one for English. */
function babeleFile(lang: Lang, pack: string): BabeleFile {
  if (lang === "en") return { mapping: {}, entries: {} };
  const key = `${lang}/${pack}`;
  let found = files.get(key);
  if (!found) {
    const path = fileURLToPath(new URL(`../../lang/babele/${lang}/swd6rpg.${pack}.json`, import.meta.url));
    found = JSON.parse(readFileSync(path, "utf8")) as BabeleFile;
    files.set(key, found);
  }
  return found;
}

/** The entries of one pack's Babele file, keyed by English name; none for English. */
function entries(lang: Lang, pack: string): Record<string, BabeleEntry> {
  return babeleFile(lang, pack).entries;
}

/** Where the pack's file writes each field of an entry. */
function mappings(lang: Lang, pack: string): BabeleFile["mapping"] {
  return babeleFile(lang, pack).mapping;
}

/**
 * A compendium entry as Babele hands it to a world in a language: its name, and each field of its
 * translation written where the file's mapping puts it, through the converter the mapping names
 * (the system's, as it registers them with Babele); English, or an entry the file lacks, as it is.
 * @param pack the pack's source folder's name (`templates`, `starships`)
 * @param entry the entry as the source holds it: `name`, `system`, and an actor's `items`
 */
export function translatedEntry<T extends { name: string; system: unknown }>(pack: string, entry: T, lang: Lang): T {
  const translation = entries(lang, pack)[entry.name];
  if (!translation) return entry;
  const copy = structuredClone(entry) as T & { items?: unknown };
  if (translation.name) copy.name = translation.name;
  for (const [field, target] of Object.entries(mappings(lang, pack))) {
    const value = translation[field];
    if (value === undefined) continue;
    const keys = (typeof target === "string" ? target : target.path).split(".");
    const at = keys.pop()!;
    const holder = keys.reduce<Record<string, unknown> | undefined>((node, key) => node?.[key] as Record<string, unknown> | undefined, copy);
    // A field the entry does not carry here (an actor's items, kept apart as its skills and gear) stays absent.
    if (!holder || (typeof target !== "string" && holder[at] === undefined)) continue;
    holder[at] = typeof target === "string" ? value : converter(target.converter)(holder[at], value);
  }
  return copy;
}

type Converter = (value: unknown, translation: unknown) => unknown;

let converters: Record<string, Converter> | null = null;

/**
 * A converter the system registers with Babele, by the name the files' mappings give it.
 * @throws Error when the system registers none of that name
 */
function converter(name: string): Converter {
  if (!converters) {
    const registered: Record<string, Converter> = {};
    initBabele({ setSystemTranslationsDir: () => {}, registerConverters: (given) => Object.assign(registered, given) });
    converters = registered;
  }
  const found = converters[name];
  if (!found) throw new Error(`the system registers no Babele converter "${name}"`);
  return found;
}

/** The pack an Item of a type comes from. */
const ITEM_PACKS: Readonly<Record<string, string>> = {
  weapon: "weapons",
  armor: "armor",
  equipment: "equipment",
  skill: "skills",
  forcePower: "force-powers",
  species: "species",
  template: "templates",
};

/** The packs of the beings (NPCs, droids, creatures), whose entries' fields their translations give. */
const BEING_PACKS = ["npcs", "droids", "creatures"] as const;

/** The packs a character's or being's name is looked up in: the templates a character is made from, then the beings. */
const ACTOR_PACKS = ["templates", "npcs", "droids", "creatures", "starships", "vehicles"] as const;

/**
 * An entry's name in a language: the first of the packs whose translation names it, else as given
 * (a proper name, or a name the test typed).
 * @param packs the packs to look in, by their source folder's name
 */
export function translatedName(name: string, lang: Lang, packs: readonly string[] = ACTOR_PACKS): string {
  for (const pack of packs) {
    const translated = entries(lang, pack)[name]?.name;
    if (translated) return translated;
  }
  return name;
}

/**
 * An Item (a weapon, armor, equipment, skill, Force power) as its compendium's translation gives
 * it (`translatedEntry`); an Item of a being's own takes the name the being's translation gives it
 * (`owner`).
 * @param item the Item, its `system` as the compendium holds it
 * @param owner the translation's table of the owner's items (a droid's `gear`, a creature's `naturalWeapons`)
 */
export function translatedItem<T extends { name: string; type: string; system: unknown }>(item: T, lang: Lang, owner: Record<string, string> = {}): T {
  const pack = ITEM_PACKS[item.type];
  const translated = pack ? translatedEntry(pack, item, lang) : item;
  const own = owner[item.name];
  return own ? { ...translated, name: own } : translated;
}

/**
 * The table of names a being's translation gives its own Items (`gear`, `naturalWeapons`,
 * `weapons`), empty when it has none.
 * @param name the being's English name
 */
export function ownItemNames(name: string, lang: Lang): Record<string, string> {
  for (const pack of ACTOR_PACKS) {
    const entry = entries(lang, pack)[name];
    if (!entry) continue;
    const tables = [entry.gear, entry.naturalWeapons, entry.weapons].filter((table): table is Record<string, string> => typeof table === "object");
    return Object.assign({}, ...tables) as Record<string, string>;
  }
  return {};
}

/**
 * The name a being's Item has in a language: the being's own translation of it, else its
 * compendium's (a weapon, armor or equipment of the same name), else as given.
 * @param being the being's English name
 * @param item the Item's English name
 */
export function ownItemName(being: string, item: string, lang: Lang): string {
  return ownItemNames(being, lang)[item] ?? translatedName(item, lang, ["weapons", "armor", "equipment"]);
}

/**
 * A character or being with its name, template, species, skills and gear as their translations give them.
 * @param character the character as made from the English sources
 */
export function translatedCharacter<
  C extends { name: string; system: unknown; skills: { name: string; system: unknown }[]; gear: { name: string; type: string; system: unknown }[] },
>(character: C, lang: Lang): C {
  if (lang === "en") return character;
  const own = ownItemNames(character.name, lang);
  // A being of a compendium has its fields translated as its entry is (its size, abilities, notes);
  // a character made from a template, the template and species the translated template wrote.
  const being = BEING_PACKS.find((pack) => entries(lang, pack)[character.name]);
  const system = being
    ? translatedEntry(being, { name: character.name, system: character.system }, lang).system
    : { ...(character.system as { template?: string; species?: string }) };
  const made = system as { template?: string; species?: string };
  if (!being && made.template) made.template = translatedName(made.template, lang, ["templates"]);
  if (!being && made.species) made.species = translatedName(made.species, lang, ["species"]);
  return {
    ...character,
    name: translatedName(character.name, lang),
    system,
    skills: character.skills.map((skill) => translatedItem({ ...skill, type: "skill" }, lang)).map(({ type: _, ...skill }) => skill),
    gear: character.gear.map((item) => translatedItem(item, lang, own)),
  } as C;
}
