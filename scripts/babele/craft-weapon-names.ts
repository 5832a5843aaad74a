/**
 * The names of the weapons mounted on starships and vehicles in German and Spanish, composed from
 * the words stat blocks build them of: a count word ("Twin", "Quad"), a size ("Heavy"), a kind
 * ("Laser", "Proton Torpedo") and a mount ("Cannons", "Launcher"), and a firing note in
 * parentheses ("fire-linked"). "Heavy Laser Cannons (fire-linked)" is "Schwere Laserkanonen
 * (feuergekoppelt)" and "Cañones láser pesados (fuego enlazado)". A name built otherwise (a model's
 * name, a note the table does not know) has no composed translation and stays as printed.
 */
import type { BabeleLang } from "./translate.ts";

type Gender = "m" | "f" | "n";

/** A mount noun: German singular, plural and gender; Spanish singular, plural and gender. */
interface Noun {
  de: [string, string, Gender];
  es: [string, string, Gender];
}

/** Kinds that make a compound with their mount ("Laser" + "Cannon"): the German stem, the Spanish words after the noun. */
const KINDS: Record<string, { de: string; es: string }> = {
  laser: { de: "Laser", es: "láser" },
  ion: { de: "Ionen", es: "de iones" },
  turbolaser: { de: "Turbolaser", es: "turboláser" },
  blaster: { de: "Blaster", es: "bláster" },
  "proton torpedo": { de: "Protonentorpedo", es: "de torpedos de protones" },
  "concussion missile": { de: "Erschütterungsraketen", es: "de misiles de conmoción" },
  "tractor beam": { de: "Traktorstrahl", es: "de rayo tractor" },
  plasma: { de: "Plasma", es: "de plasma" },
  projectile: { de: "Projektil", es: "de proyectiles" },
};

const MOUNTS: Record<string, Noun> = {
  cannon: { de: ["kanone", "kanonen", "f"], es: ["cañón", "cañones", "m"] },
  battery: { de: ["batterie", "batterien", "f"], es: ["batería", "baterías", "f"] },
  launcher: { de: ["werfer", "werfer", "m"], es: ["lanzador", "lanzadores", "m"] },
  tube: { de: ["rohr", "rohre", "n"], es: ["tubo", "tubos", "m"] },
  projector: { de: ["projektor", "projektoren", "m"], es: ["proyector", "proyectores", "m"] },
  turret: { de: ["turm", "türme", "m"], es: ["torreta", "torretas", "f"] },
  emitter: { de: ["emitter", "emitter", "m"], es: ["emisor", "emisores", "m"] },
  "cannon battery": { de: ["kanonenbatterie", "kanonenbatterien", "f"], es: ["batería de cañones", "baterías de cañones", "f"] },
};

/** Kinds named without a mount ("Turbolasers", "Proton Torpedoes", "Concussion Missiles"). */
const BARE: Record<string, Noun> = {
  turbolaser: { de: ["Turbolaser", "Turbolaser", "m"], es: ["turboláser", "turboláseres", "m"] },
  "proton torpedo": { de: ["Protonentorpedo", "Protonentorpedos", "m"], es: ["torpedo de protones", "torpedos de protones", "m"] },
  "concussion missile": { de: ["Erschütterungsrakete", "Erschütterungsraketen", "f"], es: ["misil de conmoción", "misiles de conmoción", "m"] },
  "tractor beam": { de: ["Traktorstrahl", "Traktorstrahlen", "m"], es: ["rayo tractor", "rayos tractores", "m"] },
  laser: { de: ["Laser", "Laser", "m"], es: ["láser", "láseres", "m"] },
  blaster: { de: ["Blaster", "Blaster", "m"], es: ["bláster", "blásteres", "m"] },
  "repeating blaster": { de: ["Repetierblaster", "Repetierblaster", "m"], es: ["bláster de repetición", "blásteres de repetición", "m"] },
  rocket: { de: ["Rakete", "Raketen", "f"], es: ["cohete", "cohetes", "m"] },
  "space bomb": { de: ["Raumbombe", "Raumbomben", "f"], es: ["bomba espacial", "bombas espaciales", "f"] },
};

/** Count words as a German prefix and a Spanish adjective (singular, plural). */
const COUNT_WORDS: Record<string, { de: string; es: [string, string] }> = {
  twin: { de: "Zwillings", es: ["gemelo", "gemelos"] },
  double: { de: "Doppel", es: ["doble", "dobles"] },
  dual: { de: "Doppel", es: ["doble", "dobles"] },
  triple: { de: "Drillings", es: ["triple", "triples"] },
  quad: { de: "Vierlings", es: ["cuádruple", "cuádruples"] },
};

/** Sizes: the German adjective's stem, the Spanish adjective's masculine and feminine stems. */
const SIZES: Record<string, { de: string; es: [string, string] }> = {
  light: { de: "leicht", es: ["ligero", "ligera"] },
  medium: { de: "mittelschwer", es: ["medio", "media"] },
  heavy: { de: "schwer", es: ["pesado", "pesada"] },
};

/** Firing notes in parentheses. */
const NOTES: Record<string, Record<BabeleLang, string>> = {
  "fire-linked": { de: "feuergekoppelt", es: "fuego enlazado" },
  "fire linked": { de: "feuergekoppelt", es: "fuego enlazado" },
  "fire separately": { de: "einzeln feuernd", es: "fuego por separado" },
};

/** Notes whose Spanish form agrees in number with the weapon ("retráctil", "retráctiles"). */
const AGREEING_NOTES: Record<string, { de: string; es: [string, string] }> = {
  retractable: { de: "einziehbar", es: ["retráctil", "retráctiles"] },
};

/** A note counting the rounds carried ("6 torpedoes", "4 missiles each"), in the language; null for another note. */
function roundsNote(note: string, lang: BabeleLang): string | null {
  const match = /^(\d+)\s+(torpedo|missile)(?:e?s)?(\s+each)?$/i.exec(note.trim());
  if (!match) return null;
  const [, count, kind, each] = match as unknown as [string, string, string, string | undefined];
  const noun = kind.toLowerCase() === "torpedo" ? { de: "Torpedos", es: "torpedos" } : { de: "Raketen", es: "misiles" };
  if (lang === "de") return each ? `je ${count} ${noun.de}` : `${count} ${noun.de}`;
  return each ? `${count} ${noun.es} cada uno` : `${count} ${noun.es}`;
}

/** The German adjective ending without an article: plural -e; singular by gender (-e, -er, -es). */
function germanAdjective(stem: string, plural: boolean, gender: Gender): string {
  return stem + (plural ? "e" : { f: "e", m: "er", n: "es" }[gender]);
}

/** The Spanish adjective agreeing with its noun ("pesado", "pesadas"). */
function spanishAdjective([masculine, feminine]: [string, string], plural: boolean, gender: Gender): string {
  const base = gender === "f" ? feminine : masculine;
  return plural ? `${base}s` : base;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A mounted weapon's name in German or Spanish, or null when the name is not built of the table's words.
 * @param name the name as printed ("Twin Heavy Laser Cannons (fire-linked)")
 */
export function craftWeaponName(name: string, lang: BabeleLang): string | null {
  const match = /^([A-Za-z -]+?)\s*(?:\(([^()]+)\))?$/.exec(name.trim());
  if (!match) return null;
  const noteKey = match[2]?.trim().toLowerCase();
  const agreeing = noteKey === undefined ? undefined : AGREEING_NOTES[noteKey];
  const rounds = noteKey === undefined ? null : roundsNote(noteKey, lang);
  const note = noteKey === undefined ? null : (NOTES[noteKey] ?? null);
  if (noteKey !== undefined && !note && !agreeing && !rounds) return null;
  const words = match[1]!.toLowerCase().split(/\s+/);
  let count: (typeof COUNT_WORDS)[string] | undefined;
  let size: (typeof SIZES)[string] | undefined;
  while (words.length > 0 && (COUNT_WORDS[words[0]!] || SIZES[words[0]!])) {
    const word = words.shift()!;
    if (COUNT_WORDS[word] && !count) count = COUNT_WORDS[word];
    else if (SIZES[word] && !size) size = SIZES[word];
    else return null;
  }
  const last = words.at(-1) ?? "";
  const plural = /s$/.test(last);
  const singular = last.replace(/ies$/, "y").replace(/oes$/, "o").replace(/s$/, "");
  // A mount of two words ("Cannon Batteries") before one of one word ("Batteries").
  const pair = words.length > 2 ? `${words.at(-2)} ${singular}` : "";
  const mountWords = MOUNTS[pair] && KINDS[words.slice(0, -2).join(" ")] ? 2 : MOUNTS[singular] ? 1 : 0;
  const mount = mountWords === 2 ? MOUNTS[pair] : mountWords === 1 ? MOUNTS[singular] : undefined;
  const kindWords = (mount ? words.slice(0, -mountWords) : [...words.slice(0, -1), singular]).join(" ");
  const kind = KINDS[kindWords];
  const bare = mount ? undefined : BARE[kindWords];
  if (mount ? !kind : !bare) return null;
  const noun: Noun = mount ?? bare!;
  const [deSingular, dePlural, deGender] = noun.de;
  const [esSingular, esPlural, esGender] = noun.es;
  let text: string;
  if (lang === "de") {
    const head = mount ? `${kind!.de}${plural ? dePlural : deSingular}` : plural ? dePlural : deSingular;
    const compound = count ? `${count.de}${head.charAt(0).toLowerCase()}${head.slice(1)}` : head;
    text = size ? `${capitalize(germanAdjective(size.de, plural, deGender))} ${compound}` : compound;
  } else {
    const head = mount ? `${plural ? esPlural : esSingular} ${kind!.es}` : plural ? esPlural : esSingular;
    const adjectives = [count ? count.es[plural ? 1 : 0] : "", size ? spanishAdjective(size.es, plural, esGender) : ""].filter(Boolean);
    text = capitalize([head, ...adjectives].join(" "));
  }
  if (rounds) return `${text} (${rounds})`;
  if (agreeing) return `${text} (${lang === "de" ? agreeing.de : agreeing.es[plural ? 1 : 0]})`;
  return note ? `${text} (${note[lang]})` : text;
}
