/**
 * The descriptions of the imported species and droids, written from their own values in English,
 * German and Spanish: the same sentences in each language, with the numbers as stored and the terms
 * of the system's lang files (attribute names, "Move", a droid's degree). The books' sentences are
 * never used; what a species is like beyond its values is left to the books.
 */
import { readFileSync } from "node:fs";
import { ATTRIBUTE_KEYS } from "../../src/constants.ts";
import { escapeHtml } from "./documents.ts";

/** A language the descriptions are written in. */
export type DescriptionLang = "en" | "de" | "es";

/** The sentence frames of one language; `{name}`-style placeholders are filled from the values. */
interface Frames {
  homeworld: string;
  noHomeworld: string;
  attributes: string;
  move: string;
  moveHeight: string;
  abilities: string;
  storyFactors: string;
  droid: string;
  droidDegree: string;
  droidAttributes: string;
  droidSkills: string;
  droidSkill: string;
  droidWeapons: string;
  droidWeapon: string;
  droidArmor: string;
  droidCost: string;
  /** Joins a range's two codes ("1D to 3D+2"). */
  range: string;
  /** The locale numbers are written in. */
  locale: string;
}

const FRAMES: Record<DescriptionLang, Frames> = {
  en: {
    homeworld: "The {name} come from {homeworld}.",
    noHomeworld: "The {name} claim no single home world.",
    attributes: "A character of the species divides {dice} among the attributes, each within its range: {ranges}.",
    move: "{moveLabel} {move}.",
    moveHeight: "{moveLabel} {move}; {heightLabel} {height}.",
    abilities: "{label}: {list}.",
    storyFactors: "{label}: {list}.",
    droid: "{model}.",
    droidDegree: "{model}, a droid of the {degree}.",
    droidAttributes: "{attributes}; {moveLabel} {move}.",
    droidSkills: "It is programmed with {count} skills.",
    droidSkill: "It is programmed with one skill.",
    droidWeapons: "It carries {count} weapons of its own.",
    droidWeapon: "It carries a weapon of its own.",
    droidArmor: "It wears armor of its own.",
    droidCost: "{costLabel}: {cost} credits.",
    range: "{min} to {max}",
    locale: "en-US",
  },
  de: {
    homeworld: "Die {name} stammen von {homeworld}.",
    noHomeworld: "Die {name} haben keine einzelne Heimatwelt.",
    attributes: "Ein Charakter dieser Spezies verteilt {dice} auf die Attribute, jedes innerhalb seiner Spanne: {ranges}.",
    move: "{moveLabel} {move}.",
    moveHeight: "{moveLabel} {move}; {heightLabel} {height}.",
    abilities: "{label}: {list}.",
    storyFactors: "{label}: {list}.",
    droid: "{model}.",
    droidDegree: "{model}, ein Droide der {degree}.",
    droidAttributes: "{attributes}; {moveLabel} {move}.",
    droidSkills: "Er ist auf {count} Fertigkeiten programmiert.",
    droidSkill: "Er ist auf eine Fertigkeit programmiert.",
    droidWeapons: "Er trägt {count} eigene Waffen.",
    droidWeapon: "Er trägt eine eigene Waffe.",
    droidArmor: "Er trägt eine eigene Panzerung.",
    droidCost: "{costLabel}: {cost} Credits.",
    range: "{min} bis {max}",
    locale: "de-DE",
  },
  es: {
    homeworld: "Los {name} proceden de {homeworld}.",
    noHomeworld: "Los {name} no tienen un único planeta natal.",
    attributes: "Un personaje de esta especie reparte {dice} entre los atributos, cada uno dentro de su margen: {ranges}.",
    move: "{moveLabel} {move}.",
    moveHeight: "{moveLabel} {move}; {heightLabel} {height}.",
    abilities: "{label}: {list}.",
    storyFactors: "{label}: {list}.",
    droid: "{model}.",
    droidDegree: "{model}, un droide de {degree}.",
    droidAttributes: "{attributes}; {moveLabel} {move}.",
    droidSkills: "Está programado con {count} habilidades.",
    droidSkill: "Está programado con una habilidad.",
    droidWeapons: "Lleva {count} armas propias.",
    droidWeapon: "Lleva un arma propia.",
    droidArmor: "Lleva un blindaje propio.",
    droidCost: "{costLabel}: {cost} créditos.",
    range: "{min} a {max}",
    locale: "es-ES",
  },
};

/** The lang file's terms a description uses. */
interface Terms {
  attributes: Record<string, string>;
  species: Record<string, string>;
  droid: { cost: string; Degree: Record<string, string> };
  move: string;
}

const terms = new Map<DescriptionLang, Terms>();

/** A language's terms from lang/<lang>.json, read once. */
function termsOf(lang: DescriptionLang): Terms {
  let read = terms.get(lang);
  if (!read) {
    const strings = JSON.parse(readFileSync(new URL(`../../lang/${lang}.json`, import.meta.url), "utf8")).SWD6;
    read = {
      attributes: Object.fromEntries(Object.entries(strings.Attribute as Record<string, { name: string }>).map(([key, value]) => [key, value.name])),
      species: strings.Species,
      droid: strings.Droid,
      move: strings.Character.move,
    };
    terms.set(lang, read);
  }
  return read;
}

/**
 * A frame of the language, its placeholders filled.
 * @throws Error when the frame names a value not given
 */
function fill(lang: DescriptionLang, key: keyof Frames, values: Record<string, string | number>): string {
  return FRAMES[lang][key].replace(/\{(\w+)\}/g, (_, field: string) => {
    if (!(field in values)) throw new Error(`description frame "${key}" (${lang}) names {${field}}, which is not given`);
    const value = values[field]!;
    return typeof value === "number" ? new Intl.NumberFormat(FRAMES[lang].locale).format(value) : value;
  });
}

/** A height as printed ("1.1–1.5 m") with the language's decimal sign; a range of one value as that value ("1.1 m"). */
function localHeight(height: string, lang: DescriptionLang): string {
  return height
    .replace(/^([\d.]+)–\1 m$/, "$1 m")
    .replace(/\d+\.\d+/g, (number) => new Intl.NumberFormat(FRAMES[lang].locale, { maximumFractionDigits: 3 }).format(Number(number)));
}

/** A species' values as the pack stores them. */
export interface SpeciesValues {
  attributeDice: string;
  attributes: Record<string, { min: string; max: string }>;
  move: number;
  height: string;
  homeworld: string;
  specialAbilities: { name: string }[];
  storyFactors: { name: string }[];
}

/**
 * A species' description (HTML): home world, attribute dice and ranges, Move and height, and the
 * names of its special abilities and story factors.
 * @param name the species' name in the language
 * @param values the species' system data
 * @param abilityName an ability's or story factor's name in the language
 */
export function describeSpecies(
  name: string,
  values: SpeciesValues,
  lang: DescriptionLang,
  abilityName: (english: string) => string = (english) => english,
): string {
  const t = termsOf(lang);
  const ranges = ATTRIBUTE_KEYS.map(
    (key) => `${t.attributes[key]} ${fill(lang, "range", { min: values.attributes[key]!.min, max: values.attributes[key]!.max })}`,
  ).join(", ");
  const first = [
    values.homeworld ? fill(lang, "homeworld", { name, homeworld: values.homeworld }) : fill(lang, "noHomeworld", { name }),
    fill(lang, "attributes", { dice: values.attributeDice, ranges }),
    values.height
      ? fill(lang, "moveHeight", {
          moveLabel: t.species.move!,
          move: values.move,
          heightLabel: lang === "de" ? t.species.height! : t.species.height!.toLowerCase(),
          height: localHeight(values.height, lang),
        })
      : fill(lang, "move", { moveLabel: t.species.move!, move: values.move }),
  ];
  const lists = [
    ["abilities", t.species.specialAbilities!, values.specialAbilities],
    ["storyFactors", t.species.storyFactors!, values.storyFactors],
  ] as const;
  const second = lists
    .filter(([, , rows]) => rows.length > 0)
    .map(([key, label, rows]) => fill(lang, key, { label, list: rows.map((row) => abilityName(row.name)).join(", ") }));
  return [first, second]
    .filter((sentences) => sentences.length > 0)
    .map((sentences) => `<p>${escapeHtml(sentences.join(" "))}</p>`)
    .join("");
}

/** A degree's label ("First degree", "Erste Klasse") as a sentence says it: "first degree", "ersten Klasse" (after "der"). */
function inSentence(degree: string, lang: DescriptionLang): string {
  return lang === "de" ? degree.replace(/^(\S+)e Klasse$/, (_, ordinal: string) => `${ordinal.toLowerCase()}en Klasse`) : degree.toLowerCase();
}

/** A droid's values as the pack stores them. */
export interface DroidValues {
  attributes: Record<string, string>;
  move: number;
  droid: { model: string; degree: string; cost: string };
}

/**
 * A droid's description (HTML): its model and degree, attributes and Move, how many skills and
 * weapons it has, whether it wears armor, and its cost.
 * @param model the droid's model line in the language
 * @param items the droid's embedded items
 */
export function describeDroid(model: string, values: DroidValues, items: readonly { type: string }[], lang: DescriptionLang): string {
  const t = termsOf(lang);
  const degree = t.droid.Degree[values.droid.degree];
  const sentences = [
    values.droid.degree && degree ? fill(lang, "droidDegree", { model, degree: inSentence(degree, lang) }) : fill(lang, "droid", { model }),
    fill(lang, "droidAttributes", {
      attributes: ATTRIBUTE_KEYS.map((key) => `${t.attributes[key]} ${values.attributes[key]}`).join(", "),
      moveLabel: t.move,
      move: values.move,
    }),
  ];
  const count = (type: string) => items.filter((item) => item.type === type).length;
  for (const [type, one, many] of [
    ["skill", "droidSkill", "droidSkills"],
    ["weapon", "droidWeapon", "droidWeapons"],
  ] as const) {
    if (count(type) > 0) sentences.push(fill(lang, count(type) === 1 ? one : many, { count: count(type) }));
  }
  if (count("armor") > 0) sentences.push(fill(lang, "droidArmor", {}));
  if (values.droid.cost) sentences.push(fill(lang, "droidCost", { costLabel: t.droid.cost, cost: Number(values.droid.cost.replace(/,/g, "")) }));
  return `<p>${escapeHtml(sentences.join(" "))}</p>`;
}
