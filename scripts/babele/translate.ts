/**
 * Babele translation files for the system's compendiums, in German and Spanish: one file per pack,
 * `lang/babele/<lang>/swd6rpg.<pack>.json`, in Babele's format (`label`, `mapping` from the entry's
 * field to the document's path, `entries` keyed by the English name). Each entry has `name`, and the
 * pack's text field: `description` (system.description) for templates, skills, weapons, armor and
 * equipment where the English entry has one; `notes` (system.notes) for every vehicle and starship;
 * `effect` (system.effect) for a Force power whose translation is in
 * scripts/babele/force-power-effects.<lang>.json (none otherwise: never the English effect), and its
 * `difficulty`, the printed difficulties and circumstances translated by
 * scripts/babele/force-power-difficulties.<lang>.json (the difficulty converter, system.difficulty).
 *
 * Names: skills from the reference data's German and Spanish names (with the generator's fill-ins,
 * the same table as the lang files' SWD6.SkillName); templates, weapons, armor, equipment, vehicles,
 * starships and Force powers from scripts/babele/<lang>.json (a craft's model name, "X-Wing", "TIE
 * Advanced x1", stays as it is; its common nouns are translated: "TIE-Jäger", "Caza TIE").
 * Descriptions are written from each entry's own game values (skills, weapons, armor), from the
 * translated name (templates), or from the table (equipment).
 *
 * A craft's notes are written like the weapons' descriptions: from its own game values (scale,
 * length in meters, piloting skill, maneuverability, space, hull, shields, hyperdrive class, body
 * strength, Move, number of weapons) with the sentence frames of the table's `craftNotes`, the
 * scale's name from the lang file (SWD6.Scale) and the piloting skill's from SWD6.SkillName, its
 * specialization from `craftSpecializations`. The English notes also carry text that is not built
 * from stats; it is left out rather than kept in English: the `craft` designation ("Incom T-65B
 * X-Wing", "…(custom-designed frame and powerplant)"; the translated name stands in its place), the
 * printed type line ("space superiority fighter"), and whatever a printed length says beyond its
 * first figure in meters ("15.5 meters tall"). The craft records' own `notes`
 * (scripts/packs/craft-additions.json, the REUP records' note) go to `sourceNote`, never to
 * `notes`, so they are not translated either.
 */
import type { SkillRecord } from "../packs/reference-data.ts";
import { skillKey } from "../packs/skill-keys.ts";
import { escapeHtml } from "../packs/documents.ts";
import { formatModifier, parseDieCode, scaleDieCode } from "../../src/rules/dice/die-code.ts";
import germanTables from "./de.json" with { type: "json" };
import spanishTables from "./es.json" with { type: "json" };
import glossaryJson from "./glossary.json" with { type: "json" };
import { importedFields, importedMapping, translateLine, translateName } from "./imported.ts";
import { composeName, speciesName } from "./compose-name.ts";
import { itemValueFields, itemValueMapping, specializationName } from "./item-values.ts";
import { templateGearTable } from "./template-gear.ts";
import { type GearIndex, gearIndex } from "../../src/documents/creation/template-equipment.ts";

/** The glossary of imported entries: generic names and folder names, per language (scripts/babele/glossary.json). */
const GLOSSARY = glossaryJson as Record<BabeleLang, { names: Record<string, string>; folders: Record<string, string> }>;

/** The languages the files are written for. */
export const BABELE_LANGS = ["de", "es"] as const;
/** A language of {@link BABELE_LANGS}. */
export type BabeleLang = (typeof BABELE_LANGS)[number];

/** The packs that are translated. */
export const BABELE_PACKS = [
  "templates",
  "skills",
  "weapons",
  "armor",
  "equipment",
  "vehicles",
  "starships",
  "force-powers",
  "species",
  "npcs",
  "droids",
  "creatures",
] as const;

/** The packs that hold imported entries only (scripts/import-packs.ts). */
export const IMPORTED_PACKS: readonly BabelePack[] = ["species", "npcs", "droids", "creatures"];
/** A pack of {@link BABELE_PACKS}. */
export type BabelePack = (typeof BABELE_PACKS)[number];

/** The packs whose text is not `system.description`: the craft's is `system.notes`, a Force power's `system.effect`. */
const OWN_TEXT_PACKS: readonly BabelePack[] = ["vehicles", "starships", "force-powers"];

/** Each pack's mapping: the entry's field (key) to the document's path Babele writes it to (value). */
function mappingOf(pack: BabelePack): Record<string, string> {
  if (pack === "npcs" || pack === "droids") return { background: "system.background" };
  if (pack === "force-powers") return { effect: "system.effect" };
  if (pack === "vehicles" || pack === "starships" || pack === "creatures") return { notes: "system.notes" };
  return { description: "system.description" };
}

/** Where Babele reads the files, relative to the system's folder (`setSystemTranslationsDir`). */
export const BABELE_DIR = "lang/babele";

/** One pack entry as packs/_source/<pack>/*.json holds it. */
export interface PackEntry {
  name: string;
  type: string;
  system: Record<string, unknown>;
  /** Embedded items: a craft's mounted weapons. */
  items?: unknown[];
  /** Imported from a public stat set (scripts/import-packs.ts): its name is translated by the glossary, else kept. */
  imported?: boolean;
}

/** One translated entry. */
export interface BabeleEntry {
  name: string;
  /** HTML for system.description. */
  description?: string;
  /** HTML for a craft's system.notes. */
  notes?: string;
  /** HTML for a Force power's system.effect. */
  effect?: string;
  /** HTML for an NPC's system.background (none is written: the imported NPCs have none). */
  background?: string;
  /** The lines and lists of names scripts/babele/imported.ts translates (a craft's type line, a droid's equipment …). */
  [field: string]: string | Record<string, string> | undefined;
}

/** A Babele translation file. */
export interface BabeleFile {
  label: string;
  /** Entry field → document path, e.g. `{ description: "system.description" }`, or a path and the converter Babele applies there. */
  mapping: Record<string, string | { path: string; converter: string }>;
  entries: Record<string, BabeleEntry>;
  /** The pack's folders, by English name. */
  folders?: Record<string, string>;
}

/** A language's tables (scripts/babele/<lang>.json). */
interface Tables {
  packLabels: Record<BabelePack, string>;
  names: Record<Exclude<BabelePack, "skills">, Record<string, string>>;
  equipmentDescriptions: Record<string, string>;
  timeTaken: Record<string, string>;
  edition: Record<string, string>;
  /** Sentence frames of a craft's notes, with `{placeholders}` filled from its values. */
  craftNotes: Record<string, string>;
  /** A piloting skill's specialization ("X-wing", "landspeeder") in the language. */
  craftSpecializations: Record<string, string>;
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
  /** The facts of the reference data's skill records by skill key, for time taken and edition. */
  skillRecords: Record<string, Pick<SkillRecord, "advanced" | "edition_status" | "prerequisite" | "time_taken_reup">>;
  /** Scale names by scale (SWD6.Scale). */
  scales: Record<string, string>;
  /**
   * Translated Force power effects (HTML) by the power's English name
   * (scripts/babele/force-power-effects.<lang>.json; empty when that file does not exist).
   */
  forcePowerEffects: Record<string, string>;
  /**
   * The Force powers' printed difficulties and circumstances, by the English text
   * (scripts/babele/force-power-difficulties.<lang>.json); none written when undefined.
   */
  forcePowerDifficulties?: Record<string, string>;
  /** The weapons, armor and equipment entries, which a template's equipment lines name; none translated when absent. */
  gear?: readonly { pack: BabelePack; entry: PackEntry }[];
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
    entangles: (code: string) => `Ein Treffer fesselt das Ziel mit einer Stärke von ${code}: −2D auf alle seine Aktionen, bis es sich befreit.`,
    damageKinds: { physical: "physisch", energy: "Energie" } as Record<string, string>,
    armorNothing: "Beim Tragen kommt zum Stärkewurf gegen Schaden nichts hinzu",
    armorBonus: (p: string, e: string) => `Beim Tragen kommen ${p} gegen physischen und ${e} gegen Energieschaden zum Stärkewurf hinzu`,
    penaltyLikeBonus: "mit einem Abzug auf Geschicklichkeit in Höhe des Bonus",
    noPenalty: "ohne Abzug auf Geschicklichkeit",
    penalty: (p: string) => `mit ${p} auf Geschicklichkeit`,
    covers: (c: string) => ` Bedeckt wird: ${c}.`,
    coverage: { full: "der ganze Körper", torso: "der Rumpf", head: "der Kopf" } as Record<string, string>,
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
    entangles: (code: string) => `Un impacto enreda al objetivo con una Fortaleza de ${code}: −2D a todas sus acciones hasta que se libere.`,
    damageKinds: { physical: "físico", energy: "energía" } as Record<string, string>,
    armorNothing: "Al llevarse, no añade nada a la tirada de Fortaleza contra el daño",
    armorBonus: (p: string, e: string) => `Al llevarse, añade ${p} contra daño físico y ${e} contra daño de energía a la tirada de Fortaleza`,
    penaltyLikeBonus: "con una penalización a la Destreza igual a su bonificación",
    noPenalty: "sin penalización a la Destreza",
    penalty: (p: string) => `con ${p} a la Destreza`,
    covers: (c: string) => ` Cubre: ${c}.`,
    coverage: { full: "todo el cuerpo", torso: "el torso", head: "la cabeza" } as Record<string, string>,
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
  if (s.entangle) parts.push(phrases.entangles(String(s.entangle)));
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

/** The locale numbers are written in: decimal comma in both languages. */
const LOCALES: Record<BabeleLang, string> = { de: "de-DE", es: "es-ES" };

/** A number in the language's form ("12,5", "1.050"). */
function formatNumber(value: number, lang: BabeleLang): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 3 }).format(value);
}

/**
 * A craft-notes sentence frame of the table, its `{placeholders}` filled.
 * @throws Error when the table lacks the frame or the frame names a value not given
 */
function frame(lang: BabeleLang, key: string, values: Record<string, string | number> = {}): string {
  return lookup(TABLES[lang].craftNotes, key, "craft notes frame", lang).replace(/\{(\w+)\}/g, (_, field: string) => {
    if (!(field in values)) throw new Error(`scripts/babele/${lang}.json: craft notes frame "${key}" names {${field}}, which is not given`);
    const value = values[field];
    return typeof value === "number" ? formatNumber(value, lang) : value;
  });
}

/** The first figure in meters of a printed length ("12.5 meters", "20.6 meters long, 15.5 meters tall"), or null. */
function lengthInMeters(text: string): number | null {
  const match = /^([\d,]+(?:\.\d+)?)\s*(?:meters?|m)\b/i.exec(text.trim());
  return match ? Number(match[1].replace(/,/g, "")) : null;
}

/**
 * The piloting skill in the language: "Starfighter piloting: X-wing" as the skill's name with its
 * specialization in parentheses.
 * @throws Error when the skill has no name in the language or the specialization is not in the table
 */
function translatePilotingSkill(text: string, craft: string, lang: BabeleLang, context: LanguageContext): string {
  const [skill, ...rest] = text.split(":");
  const skillName = context.skillNames[skillKey(skill.trim())];
  if (!skillName) throw new Error(`craft "${craft}": no ${lang} name for the piloting skill "${skill.trim()}"`);
  const specialization = rest.join(":").trim();
  return specialization ? `${skillName} (${lookup(TABLES[lang].craftSpecializations, specialization, "craft specialization", lang)})` : skillName;
}

/**
 * The German or Spanish notes of a vehicle or starship, from its scale, length, piloting skill,
 * maneuverability, speeds, hull or body strength, shields, hyperdrive and number of weapons.
 * @param entry the pack entry (an Actor source with its weapons in `items`)
 * @param name the translated name
 */
function describeCraft(entry: PackEntry, name: string, lang: BabeleLang, context: LanguageContext): string {
  const s = entry.system as Record<string, unknown>;
  const starship = entry.type === "starship";
  const scaleName = context.scales[String(s.scale)] ?? lookup({}, String(s.scale), "scale name", lang);
  const scale = lang === "es" ? scaleName.toLowerCase() : scaleName;
  const length = lengthInMeters(String(s.length ?? ""));
  const kind = starship ? "starship" : "vehicle";
  const parts = [length === null ? frame(lang, kind, { name, scale }) : frame(lang, `${kind}Length`, { name, scale, length })];
  if (String(s.pilotingSkill ?? "").trim())
    parts.push(frame(lang, "pilotingSkill", { skill: translatePilotingSkill(String(s.pilotingSkill), entry.name, lang, context) }));
  const maneuverability = String(s.maneuverability);
  if (starship) {
    parts.push(frame(lang, "starshipStats", { maneuverability, space: Number(s.space), hull: String(s.hull), shields: String(s.shields) }));
    const hyperdrive = s.hyperdrive as { multiplier: number | null; backup: number | null };
    if (hyperdrive.multiplier === null) parts.push(frame(lang, "noHyperdrive"));
    else if (hyperdrive.backup) parts.push(frame(lang, "hyperdriveBackup", { multiplier: hyperdrive.multiplier, backup: hyperdrive.backup }));
    else parts.push(frame(lang, "hyperdrive", { multiplier: hyperdrive.multiplier }));
  } else {
    parts.push(frame(lang, "vehicleStats", { maneuverability, bodyStrength: String(s.bodyStrength), move: Number(s.move), kmh: Number(s.moveKmh) }));
  }
  const weapons = (entry.items ?? []).length;
  const [one, many] = starship ? ["oneWeaponSystem", "weaponSystems"] : ["oneWeaponMount", "weaponMounts"];
  parts.push(weapons === 0 ? frame(lang, "unarmed") : weapons === 1 ? frame(lang, one) : frame(lang, many, { count: weapons }));
  return `<p>${escapeHtml(parts.join(" "))}</p>`;
}

/**
 * A Force power's required powers named in the language (the table's power names), for the names
 * converter; none when it requires none.
 * @throws Error when the table lacks a required power's name
 */
function requiredPowerNames(entry: PackEntry, lang: BabeleLang): { requiredPowers?: Record<string, string> } {
  const required = Array.isArray(entry.system.requiredPowers) ? (entry.system.requiredPowers as string[]) : [];
  const names = required.map((power) => [power, lookup(TABLES[lang].names["force-powers"], power, "force-powers name", lang)] as const);
  return names.length > 0 ? { requiredPowers: Object.fromEntries(names) } : {};
}

/**
 * A Force power's printed difficulties and the circumstances of its levels and modifiers, each
 * text by its translation, for the difficulty converter; none when the power has no text.
 * @param table the language's translations by English text
 * @throws Error when the table lacks one of the power's texts
 */
function powerDifficultyTexts(entry: PackEntry, lang: BabeleLang, table: Record<string, string>): { difficulty?: Record<string, string> } {
  type Stored = { printed?: string; levels?: { when?: string }[]; modifiers?: { when?: string }[] };
  const texts = Object.values((entry.system.difficulty ?? {}) as Record<string, Stored>).flatMap((stored) => [
    stored.printed ?? "",
    ...[...(stored.levels ?? []), ...(stored.modifiers ?? [])].map((row) => row.when ?? ""),
  ]);
  const translated = texts.filter((text) => text.trim()).map((text) => [text, lookup(table, text, "Force power difficulty text", lang)] as const);
  return translated.length > 0 ? { difficulty: Object.fromEntries(translated) } : {};
}

/** A template's species in the language (the species glossary's name of a common species), where it differs. */
function templateSpecies(entry: PackEntry, lang: BabeleLang): { species?: string } {
  const species = String(entry.system.species ?? "");
  const name = speciesName(species, lang);
  return species && name !== species ? { species: name } : {};
}

/**
 * A template's listed skill in the language: the skill's name by its key, and a specialization
 * ("Blaster: Repeating Blaster") after it named as a weapon's specialization is, so that a character
 * made from the template keeps it and a weapon of the translated pack finds it by name.
 * @throws Error when the lang file lacks the skill's key
 */
function specializedSkillName(row: { name: string; key: string }, lang: BabeleLang, context: LanguageContext): string {
  const skill = lookup(context.skillNames, row.key, "skill name", lang);
  const colon = row.name.indexOf(":");
  if (colon < 0) return skill;
  const printed = row.name.slice(colon + 1).trim();
  return `${skill}: ${specializationName(printed, lang, TABLES[lang].names.weapons) ?? printed}`;
}

/**
 * A template's listed skills and Force skills named in the language by their keys (the lang file's
 * SWD6.SkillName), as tables of names for the names converter; a table only where a name differs, and
 * a skill listed without a key (a source's own, "Dance") left as printed.
 * @throws Error when the lang file lacks a listed skill's key
 */
function templateSkillNames(
  entry: PackEntry,
  lang: BabeleLang,
  context: LanguageContext,
): { skills?: Record<string, string>; forceSkills?: Record<string, string> } {
  const table = (field: "skills" | "forceSkills") => {
    const rows = Array.isArray(entry.system[field]) ? (entry.system[field] as { name: string; key: string }[]) : [];
    // A skill the template's source names without a key of the system's is its own, and keeps its name.
    const names = rows
      .filter((row) => row.key)
      .map((row) => [row.name, specializedSkillName(row, lang, context)] as const)
      .filter(([english, name]) => english !== name);
    return names.length > 0 ? { [field]: Object.fromEntries(names) } : {};
  };
  return { ...table("skills"), ...table("forceSkills") };
}

/**
 * A template's special abilities in the language, line by line from the template-abilities glossary.
 * @throws Error when the glossary lacks a line, so that every printed line is translated
 */
function templateAbilities(entry: PackEntry, lang: BabeleLang): { specialAbilities?: string } {
  const english = String(entry.system.specialAbilities ?? "");
  if (!english.trim()) return {};
  const lines = english.split("\n").map((line) => (line.trim() ? translateLine("template-abilities", line.trim(), lang) : line));
  return { specialAbilities: lines.join("\n") };
}

/**
 * A template's equipment lines in the language (template-gear.ts), for the names converter; none
 * when no line changes or the context holds no gear.
 */
/** Each run's gear, indexed once per language: every template's lines are matched against it. */
const gearIndexes = new WeakMap<object, Map<BabeleLang, GearIndex>>();

/** The weapons, armor and equipment entries indexed by their names in the language and in English. */
function languageGearIndex(gearEntries: NonNullable<LanguageContext["gear"]>, lang: BabeleLang): GearIndex {
  let byLang = gearIndexes.get(gearEntries);
  if (!byLang) {
    byLang = new Map();
    gearIndexes.set(gearEntries, byLang);
  }
  let index = byLang.get(lang);
  if (!index) {
    const type = { weapons: "weapon", armor: "armor", equipment: "equipment" } as const;
    const gear = gearEntries.map(({ pack, entry: item }) => ({
      name: item.imported
        ? (GLOSSARY[lang].names[item.name] ?? importedName(pack, item.name, lang))
        : (TABLES[lang].names[pack as "weapons"][item.name] ?? item.name),
      matchName: item.name,
      type: type[pack as keyof typeof type],
      system: item.system,
    }));
    index = gearIndex(gear);
    byLang.set(lang, index);
  }
  return index;
}

function templateEquipment(entry: PackEntry, lang: BabeleLang, context: LanguageContext): { equipment?: Record<string, string> } {
  const lines = Array.isArray(entry.system.equipment) ? (entry.system.equipment as string[]) : [];
  if (!context.gear || lines.length === 0) return {};
  const table = templateGearTable(lines, languageGearIndex(context.gear, lang), lang);
  return Object.keys(table).length > 0 ? { equipment: table } : {};
}

/**
 * An imported entry's name in the language: a creature's, weapon's or equipment's from its
 * glossary, a species' from the species table, a droid's or craft's built from the word glossary;
 * as printed where none of them has it (a proper name).
 */
function importedName(pack: BabelePack, name: string, lang: BabeleLang): string {
  if (pack === "creatures") return translateName("creature-names", name, lang);
  if (pack === "weapons" || pack === "equipment") return translateName("gear-names", name, lang);
  if (pack === "species") return speciesName(name, lang);
  if (pack === "droids" || pack === "vehicles" || pack === "starships") return composeName(name, lang) ?? name;
  return name;
}

/**
 * A pack's Babele file in a language.
 * @param pack the pack's name
 * @param entries the pack's entries (packs/_source/<pack>/*.json)
 * @param lang the language
 * @param context the language's terms and skill names
 * @throws Error when a table lacks an entry's name or a phrase or frame its description or notes
 *   need, or when a table names an entry the pack no longer has (so stale translations are noticed)
 */
export function babeleFile(
  pack: BabelePack,
  entries: readonly PackEntry[],
  lang: BabeleLang,
  context: LanguageContext,
  folders: readonly string[] = [],
): BabeleFile {
  const tables = TABLES[lang];
  const translated: Record<string, BabeleEntry> = {};
  for (const entry of [...entries].sort((a, b) => a.name.localeCompare(b.name, "en"))) {
    if (entry.imported) {
      // Proper names stay; generic names the glossaries know are translated.
      const name = GLOSSARY[lang].names[entry.name] ?? importedName(pack, entry.name, lang);
      translated[entry.name] = { name, ...importedFields(pack, entry, lang, name), ...itemValueFields(pack, entry, lang, tables.names.weapons) };
      continue;
    }
    const name =
      pack === "skills"
        ? lookup(context.skillNames, String(entry.system.key), "skill name", lang)
        : lookup(tables.names[pack], entry.name, `${pack} name`, lang);
    const english = String(entry.system.description ?? "");
    const result: BabeleEntry = { name, ...itemValueFields(pack, entry, lang, tables.names.weapons) };
    if (pack === "templates")
      Object.assign(
        result,
        templateSkillNames(entry, lang, context),
        templateSpecies(entry, lang),
        templateEquipment(entry, lang, context),
        templateAbilities(entry, lang),
      );
    if (pack === "vehicles" || pack === "starships") {
      Object.assign(result, importedFields(pack, entry, lang));
      if (String(entry.system.notes ?? "").trim()) result.notes = describeCraft(entry, name, lang, context);
    } else if (pack === "force-powers") {
      // Only a written translation: an untranslated power keeps its English effect through Babele.
      const effect = context.forcePowerEffects[entry.name];
      if (typeof effect === "string" && effect.trim()) result.effect = effect;
      if (context.forcePowerDifficulties) Object.assign(result, powerDifficultyTexts(entry, lang, context.forcePowerDifficulties));
      Object.assign(result, requiredPowerNames(entry, lang));
    } else if (english.trim() && !OWN_TEXT_PACKS.includes(pack)) {
      if (pack === "templates") result.description = `<p><strong>${PHRASES[lang].type}:</strong> ${escapeHtml(name)}</p>`;
      else if (pack === "skills") result.description = describeSkill(entry, lang, context);
      else if (pack === "weapons") result.description = describeWeapon(entry, name, lang, context);
      else if (pack === "armor") result.description = describeArmor(entry, name, lang);
      else result.description = `<p>${escapeHtml(lookup(tables.equipmentDescriptions, entry.name, "equipment description", lang))}</p>`;
    }
    translated[entry.name] = result;
  }
  if (pack !== "skills" && !IMPORTED_PACKS.includes(pack)) {
    const stale = Object.keys(tables.names[pack]).filter((english) => !(english in translated));
    if (stale.length) throw new Error(`scripts/babele/${lang}.json names ${pack} the pack lacks: ${stale.join(", ")}`);
  }
  const file: BabeleFile = {
    label: tables.packLabels[pack],
    mapping: { ...mappingOf(pack), ...importedMapping(pack), ...itemValueMapping(pack) },
    entries: translated,
  };
  if (folders.length > 0)
    file.folders = Object.fromEntries([...folders].sort().map((folder) => [folder, lookup(GLOSSARY[lang].folders, folder, "folder name", lang)]));
  return file;
}
