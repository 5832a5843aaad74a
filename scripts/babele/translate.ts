/**
 * Babele translation files for the system's compendiums, in German and Spanish: one file per pack,
 * `lang/babele/<lang>/swd6rpg.<pack>.json`, in Babele's format (`label`, `mapping`, `entries` keyed
 * by the English name, each with `name` and, where the English entry has one, `description`).
 *
 * Names: skills from the reference data's German and Spanish names (with the generator's fill-ins,
 * the same table as the lang files' SWD6.SkillName); templates, weapons, armor, equipment, vehicles,
 * starships and Force powers from scripts/babele/<lang>.json (a craft's model name, "X-Wing", "TIE
 * Advanced x1", stays as it is; its common nouns are translated: "TIE-Jäger", "Caza TIE").
 * Vehicles, starships and Force powers are translated by name only: their entries carry no
 * `system.description`. Descriptions are written from each entry's own game values (skills,
 * weapons, armor), from the translated name (templates), or from the table (equipment).
 */
import type { SkillRecord } from "../packs/reference-data.ts";
import { skillKey } from "../packs/skill-keys.ts";
import { escapeHtml } from "../packs/documents.ts";
import { formatModifier, parseDieCode, scaleDieCode } from "../../src/rules/dice/die-code.ts";
import germanTables from "./de.json" with { type: "json" };
import spanishTables from "./es.json" with { type: "json" };

/** The languages the files are written for. */
export const BABELE_LANGS = ["de", "es"] as const;
/** A language of {@link BABELE_LANGS}. */
export type BabeleLang = (typeof BABELE_LANGS)[number];

/** The packs that are translated. */
export const BABELE_PACKS = ["templates", "skills", "weapons", "armor", "equipment", "vehicles", "starships", "force-powers"] as const;
/** A pack of {@link BABELE_PACKS}. */
export type BabelePack = (typeof BABELE_PACKS)[number];

/** The packs translated by name only: craft and Force powers have no `system.description` to map. */
const NAME_ONLY_PACKS: readonly BabelePack[] = ["vehicles", "starships", "force-powers"];

/** Where Babele reads the files, relative to the system's folder (`setSystemTranslationsDir`). */
export const BABELE_DIR = "lang/babele";

/** One pack entry as packs/_source/<pack>/*.json holds it. */
export interface PackEntry {
  name: string;
  type: string;
  system: Record<string, unknown>;
}

/** One translated entry. */
export interface BabeleEntry {
  name: string;
  description?: string;
}

/** A Babele translation file. */
export interface BabeleFile {
  label: string;
  mapping: { description: string };
  entries: Record<string, BabeleEntry>;
}

/** A language's tables (scripts/babele/<lang>.json). */
interface Tables {
  packLabels: Record<BabelePack, string>;
  names: Record<Exclude<BabelePack, "skills">, Record<string, string>>;
  equipmentDescriptions: Record<string, string>;
  timeTaken: Record<string, string>;
  edition: Record<string, string>;
}

const TABLES: Record<BabeleLang, Tables> = { de: germanTables as Tables, es: spanishTables as Tables };

/** What the descriptions need besides the tables: the lang file's terms and the skill names. */
export interface LanguageContext {
  /** Skill names by skill key (SWD6.SkillName). */
  skillNames: Record<string, string>;
  /** Attribute names by key, "force" included (SWD6.Attribute.<key>.name). */
  attributes: Record<string, string>;
  /** Difficulty level names by level (SWD6.Difficulty). */
  difficulties: Record<string, string>;
  /** The reference data's skill records by skill key, for time taken and edition. */
  skillRecords: Record<string, SkillRecord>;
}

/** The sentences of each language, filled from an entry's values. */
const PHRASES = {
  de: {
    attribute: (a: string) => `Attribut: ${a}.`,
    force: "Machtfertigkeit: Sie gehört zu keinem Attribut.",
    advanced: "Fortgeschrittene Fertigkeit.",
    prerequisite: (p: string) => `Fortgeschrittene Fertigkeit; Voraussetzung: ${p}.`,
    time: (t: string) => `Zeitaufwand (REUP): ${t}.`,
    edition: (e: string) => `Herkunft: ${e}.`,
    type: "Typ",
    weaponKind: { lightsaber: "Ein Lichtschwert", ranged: "Eine Fernkampfwaffe", melee: "Eine Nahkampfwaffe", explosive: "Ein Sprengmittel" },
    usedWith: (kind: string, skill: string) => `${kind}, geführt mit der Fertigkeit ${skill}.`,
    damage: (d: string, kind: string, speeder: boolean) => `Schaden ${d} (${kind}${speeder ? ", Speeder-Maßstab" : ""}).`,
    ranges: (r: string) => `Reichweiten ${r} m.`,
    difficulty: (d: string) => `Schwierigkeit zum Treffen: ${d}.`,
    blast: (b: string) => `Explosionsradius ${b}.`,
    stun: "Lässt sich auf Betäubung stellen.",
    damageKinds: { physical: "physisch", energy: "Energie" } as Record<string, string>,
    armorNothing: "Beim Tragen kommt zum Stärkewurf gegen Schaden nichts hinzu",
    armorBonus: (p: string, e: string) => `Beim Tragen kommen ${p} gegen physischen und ${e} gegen Energieschaden zum Stärkewurf hinzu`,
    penaltyLikeBonus: "mit einem Abzug auf Geschicklichkeit in Höhe des Bonus",
    noPenalty: "ohne Abzug auf Geschicklichkeit",
    penalty: (p: string) => `mit ${p} auf Geschicklichkeit`,
    covers: (c: string) => ` Bedeckt wird: ${c}.`,
    coverage: { full: "der ganze Körper", torso: "der Rumpf" } as Record<string, string>,
    byGrenadeType: "je nach Granatentyp",
  },
  es: {
    attribute: (a: string) => `Atributo: ${a}.`,
    force: "Habilidad de la Fuerza: no pertenece a ningún atributo.",
    advanced: "Habilidad avanzada.",
    prerequisite: (p: string) => `Habilidad avanzada; requisito: ${p}.`,
    time: (t: string) => `Tiempo necesario (REUP): ${t}.`,
    edition: (e: string) => `Origen: ${e}.`,
    type: "Tipo",
    weaponKind: { lightsaber: "Un sable de luz", ranged: "Un arma a distancia", melee: "Un arma cuerpo a cuerpo", explosive: "Un explosivo" },
    usedWith: (kind: string, skill: string) => `${kind} que se usa con la habilidad ${skill}.`,
    damage: (d: string, kind: string, speeder: boolean) => `Daño ${d} (${kind}${speeder ? ", escala de deslizador" : ""}).`,
    ranges: (r: string) => `Alcances ${r} m.`,
    difficulty: (d: string) => `Dificultad para acertar: ${d}.`,
    blast: (b: string) => `Radio de explosión ${b}.`,
    stun: "Puede ajustarse para aturdir.",
    damageKinds: { physical: "físico", energy: "energía" } as Record<string, string>,
    armorNothing: "Al llevarse, no añade nada a la tirada de Fortaleza contra el daño",
    armorBonus: (p: string, e: string) => `Al llevarse, añade ${p} contra daño físico y ${e} contra daño de energía a la tirada de Fortaleza`,
    penaltyLikeBonus: "con una penalización a la Destreza igual a su bonificación",
    noPenalty: "sin penalización a la Destreza",
    penalty: (p: string) => `con ${p} a la Destreza`,
    covers: (c: string) => ` Cubre: ${c}.`,
    coverage: { full: "todo el cuerpo", torso: "el torso" } as Record<string, string>,
    byGrenadeType: "según el tipo de granada",
  },
};

/** The English words of printed damage and what each language says instead; longest first. */
const DAMAGE_WORDS: readonly [RegExp, Record<BabeleLang, string>][] = [
  [/stun or ionization damage/g, { de: "Betäubungs- oder Ionenschaden", es: "daño aturdidor o iónico" }],
  [/ionization damage/g, { de: "Ionenschaden", es: "daño iónico" }],
  [/\(energy ball\)/g, { de: "(Energiekugel)", es: "(bola de energía)" }],
  [/\(speeder-scale damage\)/g, { de: "(Schaden im Speeder-Maßstab)", es: "(daño a escala de deslizador)" }],
  [/\(depending on model\)/g, { de: "(je nach Modell)", es: "(según el modelo)" }],
  [/\(based on type of knife\)/g, { de: "(je nach Messer)", es: "(según el cuchillo)" }],
  [/\(maximum: /g, { de: "(höchstens ", es: "(máximo " }],
  [/\(if thrown\)/g, { de: "(geworfen)", es: "(arrojado)" }],
  [/\(thrown\)/g, { de: "(geworfen)", es: "(arrojado)" }],
  [/\(1st round\)/g, { de: "(erste Runde)", es: "(primera ronda)" }],
  [/\(each additional round\)/g, { de: "(jede weitere Runde)", es: "(cada ronda adicional)" }],
  [/\(Stun\)|\bstun\b/g, { de: "Betäubung", es: "aturdimiento" }],
  [/ to /g, { de: " bis ", es: " a " }],
  [/STR/g, { de: "STÄ", es: "FOR" }],
];

/** Printed damage or ranges in the language: the die codes and numbers kept, the words translated. */
export function translateDamage(damage: string, lang: BabeleLang): string {
  return DAMAGE_WORDS.reduce((text, [pattern, words]) => text.replace(pattern, words[lang]), damage);
}

/** "In general, 15 minutes…" as the time table's key: lower case, no closing period. */
const timeKey = (text: string) => text.trim().replace(/\.$/, "").toLowerCase();

/**
 * A text from a language table, by its English key.
 * @throws Error naming the table and the key when the table lacks it
 */
function lookup(table: Record<string, string>, key: string, what: string, lang: BabeleLang): string {
  const text = table[key];
  if (!text?.trim()) throw new Error(`scripts/babele/${lang}.json has no ${what} for "${key}"`);
  return text;
}

/** The German or Spanish description of a skill, from its attribute and the reference data. */
function describeSkill(entry: PackEntry, lang: BabeleLang, context: LanguageContext): string {
  const phrases = PHRASES[lang];
  const key = String(entry.system.key);
  if (entry.system.attribute === "force") return `<p>${escapeHtml(phrases.force)}</p>`;
  const record = context.skillRecords[key];
  if (!record) throw new Error(`the reference data has no skill "${key}"`);
  const parts = [phrases.attribute(context.attributes[String(entry.system.attribute)])];
  if (record.advanced) parts.push(record.prerequisite ? phrases.prerequisite(translatePrerequisite(record.prerequisite, context)) : phrases.advanced);
  if (record.time_taken_reup) parts.push(phrases.time(lookup(TABLES[lang].timeTaken, timeKey(record.time_taken_reup), "time taken", lang)));
  parts.push(phrases.edition(lookup(TABLES[lang].edition, record.edition_status, "edition", lang)));
  return `<p>${escapeHtml(parts.join(" "))}</p>`;
}

/** "First Aid 5D" with the skill's name in the language. */
function translatePrerequisite(text: string, context: LanguageContext): string {
  const match = /^(.*?)\s+(\d+D(?:\+\d)?)$/.exec(text.trim());
  if (!match) return text;
  return `${context.skillNames[skillKey(match[1])] ?? match[1]} ${match[2]}`;
}

/** The German or Spanish description of a weapon, from its skill, damage, ranges and difficulty. */
function describeWeapon(entry: PackEntry, name: string, lang: BabeleLang, context: LanguageContext): string {
  const phrases = PHRASES[lang];
  const s = entry.system as Record<string, string | boolean>;
  const skillName = context.skillNames[skillKey(String(s.skill))];
  if (!skillName) throw new Error(`weapon "${entry.name}": no ${lang} name for the skill "${s.skill}"`);
  const specialization = s.specialization ? ` (${translateSpecialization(String(s.specialization), lang)})` : "";
  const kind = s.lightsaber ? "lightsaber" : s.ranges ? "ranged" : s.difficulty ? "melee" : "explosive";
  const parts = [phrases.usedWith(phrases.weaponKind[kind], `${skillName}${specialization}`)];
  if (s.damage) parts.push(phrases.damage(translateDamage(String(s.damage), lang), phrases.damageKinds[String(s.damageKind)], s.scale === "speeder"));
  if (s.ranges) parts.push(phrases.ranges(translateDamage(String(s.ranges), lang)));
  if (s.difficulty) parts.push(phrases.difficulty(context.difficulties[String(s.difficulty)].toLowerCase()));
  if (s.blastRadius) {
    const radius = String(s.blastRadius);
    parts.push(phrases.blast(radius === "By grenade type" ? phrases.byGrenadeType : `${radius}${/^[\d.]+$/.test(radius) ? " m" : ""}`));
  }
  if (s.stun) parts.push(phrases.stun);
  return `<p><strong>${escapeHtml(name)}.</strong> ${escapeHtml(parts.join(" "))}</p>`;
}

/** A weapon skill's specialization: the translated weapon name when it names a weapon of the pack. */
const SPECIALIZATIONS: Record<string, Record<BabeleLang, string>> = {
  "Repeating Blaster": { de: "Repetierblaster", es: "bláster de repetición" },
  Slugthrower: { de: "Projektilwaffe", es: "arma de proyectiles" },
  "Double-Bladed Lightsaber": { de: "doppelklingiges Lichtschwert", es: "sable de luz de doble hoja" },
  "Land Mines": { de: "Landminen", es: "minas terrestres" },
  Cesta: { de: "Cesta", es: "cesta" },
  Atlatl: { de: "Atlatl", es: "atlatl" },
  Hatchet: { de: "Beil", es: "hacha de mano" },
  Spear: { de: "Speer", es: "lanza" },
};

function translateSpecialization(text: string, lang: BabeleLang): string {
  return TABLES[lang].names.weapons[text] ?? SPECIALIZATIONS[text]?.[lang] ?? lookup({}, text, "specialization", lang);
}

/** The German or Spanish description of an armor, from its bonuses, Dexterity penalty and coverage. */
function describeArmor(entry: PackEntry, name: string, lang: BabeleLang): string {
  const phrases = PHRASES[lang];
  const s = entry.system as Record<string, string>;
  const none = (code: string) => code === "0D";
  const signed = (code: string) => formatModifier(parseDieCode(code));
  const bonus = none(s.physical) && none(s.energy) ? phrases.armorNothing : phrases.armorBonus(signed(s.physical), signed(s.energy));
  const penalty =
    s.dexterityPenalty === ""
      ? phrases.penaltyLikeBonus
      : none(s.dexterityPenalty)
        ? phrases.noPenalty
        : phrases.penalty(formatModifier(scaleDieCode(parseDieCode(s.dexterityPenalty), -1)));
  const covers = s.coverage ? phrases.covers(phrases.coverage[s.coverage.toLowerCase()] ?? lookup({}, s.coverage, "coverage", lang)) : "";
  return `<p><strong>${escapeHtml(name)}.</strong> ${escapeHtml(`${bonus}, ${penalty}.${covers}`)}</p>`;
}

/**
 * A pack's Babele file in a language.
 * @param pack the pack's name
 * @param entries the pack's entries (packs/_source/<pack>/*.json)
 * @param lang the language
 * @param context the language's terms and skill names
 * @throws Error when a table lacks an entry's name or a phrase its description needs, or when a
 *   table names an entry the pack no longer has (so stale translations are noticed)
 */
export function babeleFile(pack: BabelePack, entries: readonly PackEntry[], lang: BabeleLang, context: LanguageContext): BabeleFile {
  const tables = TABLES[lang];
  const translated: Record<string, BabeleEntry> = {};
  for (const entry of [...entries].sort((a, b) => a.name.localeCompare(b.name, "en"))) {
    const name =
      pack === "skills"
        ? lookup(context.skillNames, String(entry.system.key), "skill name", lang)
        : lookup(tables.names[pack], entry.name, `${pack} name`, lang);
    const english = String(entry.system.description ?? "");
    const result: BabeleEntry = { name };
    if (english.trim() && !NAME_ONLY_PACKS.includes(pack)) {
      if (pack === "templates") result.description = `<p><strong>${PHRASES[lang].type}:</strong> ${escapeHtml(name)}</p>`;
      else if (pack === "skills") result.description = describeSkill(entry, lang, context);
      else if (pack === "weapons") result.description = describeWeapon(entry, name, lang, context);
      else if (pack === "armor") result.description = describeArmor(entry, name, lang);
      else result.description = `<p>${escapeHtml(lookup(tables.equipmentDescriptions, entry.name, "equipment description", lang))}</p>`;
    }
    translated[entry.name] = result;
  }
  if (pack !== "skills") {
    const stale = Object.keys(tables.names[pack]).filter((english) => !(english in translated));
    if (stale.length) throw new Error(`scripts/babele/${lang}.json names ${pack} the pack lacks: ${stale.join(", ")}`);
  }
  return { label: tables.packLabels[pack], mapping: { description: "system.description" }, entries: translated };
}
