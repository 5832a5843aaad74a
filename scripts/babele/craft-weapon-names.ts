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

/** Kinds with the mount they make ("Laser" + "Cannon"); `null` as the mount: the kind alone ("Turbolaser"). */
const KINDS: Record<string, { de: string; es: string; esJoin: "adj" | "de" }> = {
  laser: { de: "Laser", es: "láser", esJoin: "adj" },
  ion: { de: "Ionen", es: "de iones", esJoin: "de" },
  turbolaser: { de: "Turbolaser", es: "turboláser", esJoin: "adj" },
  blaster: { de: "Blaster", es: "bláster", esJoin: "adj" },
  "proton torpedo": { de: "Protonentorpedo", es: "de torpedos de protones", esJoin: "de" },
  "concussion missile": { de: "Erschütterungsraketen", es: "de misiles de conmoción", esJoin: "de" },
  "tractor beam": { de: "Traktorstrahl", es: "de rayo tractor", esJoin: "de" },
};

const MOUNTS: Record<string, Noun> = {
  cannon: { de: ["kanone", "kanonen", "f"], es: ["cañón", "cañones", "m"] },
  battery: { de: ["batterie", "batterien", "f"], es: ["batería", "baterías", "f"] },
  launcher: { de: ["werfer", "werfer", "m"], es: ["lanzador", "lanzadores", "m"] },
  tube: { de: ["rohr", "rohre", "n"], es: ["tubo", "tubos", "m"] },
  projector: { de: ["projektor", "projektoren", "m"], es: ["proyector", "proyectores", "m"] },
};

/** Kinds named without a mount ("Turbolasers", "Proton Torpedoes", "Concussion Missiles"). */
const BARE: Record<string, Noun> = {
  turbolaser: { de: ["Turbolaser", "Turbolaser", "m"], es: ["turboláser", "turboláseres", "m"] },
  "proton torpedo": { de: ["Protonentorpedo", "Protonentorpedos", "m"], es: ["torpedo de protones", "torpedos de protones", "m"] },
  "concussion missile": { de: ["Erschütterungsrakete", "Erschütterungsraketen", "f"], es: ["misil de conmoción", "misiles de conmoción", "m"] },
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
  const note = noteKey === undefined ? null : (NOTES[noteKey] ?? null);
  if (noteKey !== undefined && !note && !agreeing) return null;
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
  const mount = MOUNTS[singular];
  const kindWords = (mount ? words.slice(0, -1) : [...words.slice(0, -1), singular]).join(" ");
  const kind = KINDS[kindWords];
  const bare = mount ? undefined : BARE[kindWords];
  if (!kind || (!mount && !bare)) return null;
  const noun: Noun = mount ?? bare!;
  const [deSingular, dePlural, deGender] = noun.de;
  const [esSingular, esPlural, esGender] = noun.es;
  let text: string;
  if (lang === "de") {
    const head = mount ? `${kind.de}${plural ? dePlural : deSingular}` : plural ? dePlural : deSingular;
    const compound = count ? `${count.de}${head.charAt(0).toLowerCase()}${head.slice(1)}` : head;
    text = size ? `${capitalize(germanAdjective(size.de, plural, deGender))} ${compound}` : compound;
  } else {
    const head = mount ? `${plural ? esPlural : esSingular} ${kind.es}` : plural ? esPlural : esSingular;
    const adjectives = [count ? count.es[plural ? 1 : 0] : "", size ? spanishAdjective(size.es, plural, esGender) : ""].filter(Boolean);
    text = capitalize([head, ...adjectives].join(" "));
  }
  if (agreeing) return `${text} (${lang === "de" ? agreeing.de : agreeing.es[plural ? 1 : 0]})`;
  return note ? `${text} (${note[lang]})` : text;
}
