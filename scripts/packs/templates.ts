/**
 * The templates pack: every character template of templates.json with six parseable attribute
 * codes, as `template` Items (src/data/template.ts). Every value the source left blank and every
 * reading of a listed skill is written into the entry's `sourceNote`.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { statedAbilities, statedEquipment } from "../import/printed-values.ts";
import type { AttributeKey } from "../../src/constants.ts";
import type { TemplateSource } from "../../src/documents/creation/character-from-template.ts";
import { formatDieCode, isDieCode, parseDieCode } from "../../src/rules/dice/die-code.ts";
import { escapeHtml, itemFile, type PackFile } from "./documents.ts";
import type { FieldMismatchNote, ReferenceData, TemplateRecord } from "./reference-data.ts";
import { BROKEN_NAMES, readSkillName } from "./skill-aliases.ts";
import { ATTRIBUTE_BY_NAME } from "./skill-keys.ts";
import { wegSpeciesName } from "./species-names.ts";
import type { SkillSystem } from "./skills.ts";

/**
 * The project's wording of special-ability and equipment lines whose values the reference data
 * prints inside a sentence or a list the value reading would cut short, keyed by the line as
 * printed (broken lines joined); every number and name is kept.
 */
export const TEMPLATE_WORDINGS: Readonly<{ abilities: Record<string, string>; equipment: Record<string, string> }> = JSON.parse(
  readFileSync(fileURLToPath(new URL("./template-wordings.json", import.meta.url)), "utf8"),
);

/** A template's `system` data as the pack ships it (src/data/template.ts): what a character takes, and its provenance. */
export interface TemplateSystem extends TemplateSource {
  source: string;
  sourceNote: string;
}

/** A canonical skill as the templates need it: its English name, key and attribute. */
export interface CanonicalSkill {
  name: string;
  system: Pick<SkillSystem, "key" | "attribute">;
}

/** The templates pack, the templates left out, and how the listed skills were read. */
export interface TemplatesPack {
  files: PackFile<TemplateSystem>[];
  skipped: { name: string; reason: string }[];
  /** Listed skill entries with a canonical key, and without one (template-specific skills). */
  skillEntries: { matched: number; unmatched: number };
  /** Printed names that matched no canonical skill, with how many templates list them. */
  unmatchedNames: Record<string, number>;
}

/** The image of every template: a core Foundry icon. */
export const TEMPLATE_IMG = "icons/svg/book.svg";

const ATTRIBUTE_NAMES = Object.keys(ATTRIBUTE_BY_NAME);

/**
 * Builds the templates pack, sorted by name.
 * @param data the reference data
 * @param skills the skills pack's entries (the Force skills among them give the Force skills' keys)
 * @throws Error on a value the data should not hold (an unknown Force skill or Force-sensitivity
 *   word, a number that is not a whole number)
 */
export function buildTemplates(data: ReferenceData, skills: readonly CanonicalSkill[]): TemplatesPack {
  const skipped: TemplatesPack["skipped"] = [];
  const unmatchedNames: Record<string, number> = {};
  const skillEntries = { matched: 0, unmatched: 0 };
  const built: { name: string; system: TemplateSystem }[] = [];
  for (const record of data.templates) {
    const attributes = readAttributes(record);
    if (typeof attributes === "string") {
      skipped.push({ name: record.name, reason: attributes });
      continue;
    }
    const system = buildTemplate(record, attributes, data, skills);
    if (system.skills.length === 0 && system.equipment.length === 0) {
      skipped.push({
        name: record.name,
        reason: "it prints neither skills nor equipment, so a player has nothing to play from (another template of the species gives both)",
      });
      continue;
    }
    for (const skill of system.skills) {
      if (skill.key) skillEntries.matched += 1;
      else {
        skillEntries.unmatched += 1;
        unmatchedNames[skill.name] = (unmatchedNames[skill.name] ?? 0) + 1;
      }
    }
    built.push({ name: record.name, system });
  }
  built.sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0));
  return {
    files: built.map(({ name, system }, position) => itemFile("templates", "template", name, TEMPLATE_IMG, system, position)),
    skipped,
    skillEntries,
    unmatchedNames,
  };
}

/** The six attribute codes in canonical form, or why the template cannot be used. */
function readAttributes(record: TemplateRecord): Record<AttributeKey, string> | string {
  const codes: Partial<Record<AttributeKey, string>> = {};
  for (const name of ATTRIBUTE_NAMES) {
    const code = record.attributes?.[name];
    if (typeof code !== "string" || !isDieCode(code)) return `${name} is ${code == null ? "blank" : `"${code}", not a die code`}`;
    codes[ATTRIBUTE_BY_NAME[name]] = formatDieCode(parseDieCode(code));
  }
  return codes as Record<AttributeKey, string>;
}

function buildTemplate(
  record: TemplateRecord,
  attributes: Record<AttributeKey, string>,
  data: ReferenceData,
  skills: readonly CanonicalSkill[],
): TemplateSystem {
  const choices: string[] = [];
  const forceSensitive = readForceSensitive(record, choices);
  const forceSkills = readForceSkills(record, skills);
  if (forceSkills.length && !forceSensitive) throw new Error(`${record.name}: Force skills but not Force-sensitive`);

  const starting = data.startingPoints;
  const forcePointsDefault = forceSensitive ? starting.forceSensitiveForcePoints : starting.forcePoints;
  const forcePoints = count(record, "force_points") ?? forcePointsDefault;
  if (record.force_points === null) {
    choices.push(
      `Force Points blank in source; default ${forcePointsDefault} applied (tables.json force_points: ${starting.forcePoints}, ` +
        `${starting.forceSensitiveForcePoints} if Force-sensitive).`,
    );
  }
  const characterPoints = count(record, "character_points") ?? starting.characterPoints;
  if (record.character_points === null) {
    choices.push(`Character Points blank in source; default ${starting.characterPoints} applied (tables.json character_creation).`);
  }
  const credits = record.credits ?? 0;
  if (!Number.isInteger(credits) || credits < 0) throw new Error(`${record.name}: credits ${credits}`);
  if (record.credits === null) choices.push("Credits blank in source; 0 applied.");

  const species = readSpecies(record, choices);
  const lines = [
    record.type_line ? `<p><strong>Type:</strong> ${escapeHtml(record.type_line.trim())}</p>` : "",
    !species && record.species?.trim() ? `<p><strong>Species:</strong> ${escapeHtml(record.species.trim().replace(/^\[\[(.*)\]\]$/, "$1"))}</p>` : "",
  ];
  return {
    species,
    attributes,
    skills: readSkills(record, skills, choices),
    forceSkills,
    move: readMove(record, choices),
    forcePoints,
    characterPoints,
    darkSidePoints: count(record, "dark_side_points") ?? 0,
    forceSensitive,
    // The reference data's sentences stay out: names, values and lists of features are kept (template-wordings.json, printed-values.ts).
    specialAbilities: readSpecialAbilities(record, choices)
      .split("\n")
      .map((line) => TEMPLATE_WORDINGS.abilities[line] ?? statedAbilities(line))
      .filter((line) => line.trim() !== "")
      .join("\n"),
    equipment: equipmentLines(record.equipment, choices)
      .map((line) => TEMPLATE_WORDINGS.equipment[line] ?? statedEquipment(line))
      .filter((line) => line !== ""),
    credits,
    description: lines.join(""),
    source: record.original_publication?.trim() || data.templatesPrimarySource,
    sourceNote: [`Provenance: ${record.source}.`, ...(record.notes ?? []).map(referenceNote), ...typeLineNote(record), ...choices].join(" "),
  };
}

/** A whole number the source printed as text, or null when it left it blank. */
function count(record: TemplateRecord, field: "force_points" | "character_points" | "dark_side_points"): number | null {
  const text = record[field];
  if (text === null) return null;
  if (!/^\d+$/.test(text.trim())) throw new Error(`${record.name}: ${field} "${text}" is not a whole number`);
  return Number(text);
}

function readForceSensitive(record: TemplateRecord, choices: string[]): boolean {
  switch (record.force_sensitive) {
    case "Yes":
      return true;
    case "No":
    case null:
      return false;
    case "Yes/No":
      choices.push('Force-sensitive given as "Yes/No" (either); stored as not Force-sensitive.');
      return false;
    default:
      throw new Error(`${record.name}: Force-sensitive "${record.force_sensitive}"`);
  }
}

function readForceSkills(record: TemplateRecord, skills: readonly CanonicalSkill[]): TemplateSystem["forceSkills"] {
  const force = skills.filter((skill) => skill.system.attribute === "force");
  const listed = new Map(Object.entries(record.force_skills ?? {}).map(([key, code]) => [key.toLowerCase(), code]));
  for (const key of listed.keys()) {
    if (!force.some((skill) => skill.system.key === key)) throw new Error(`${record.name}: unknown Force skill "${key}"`);
  }
  return force.flatMap((skill) => {
    const code = listed.get(skill.system.key);
    return code === undefined ? [] : [{ name: skill.name, key: skill.system.key, code: formatDieCode(parseDieCode(code)) }];
  });
}

/** The first number of the printed Move ("10", "9/12", "9 (walk), 10 (swim)"). */
function readMove(record: TemplateRecord, choices: string[]): number {
  if (record.move === null) {
    choices.push("Move blank in source; 10 applied (the data model's default).");
    return 10;
  }
  const first = /\d+/.exec(record.move);
  if (!first) throw new Error(`${record.name}: Move "${record.move}" has no number`);
  if (first[0] !== record.move.trim()) choices.push(`Move printed "${record.move}"; the first number, ${first[0]}, used.`);
  return Number(first[0]);
}

/** Printed species lines that name no species entry: "Varies", a near-human people, a droid's model. */
const NO_SPECIES = /^varies$|^near-human\b|\bexplorer mk\.?\s*v$/i;

/**
 * The template's species in the books' spelling (scripts/packs/species-names.ts), which the creation
 * wizard finds in the species pack; "" for a line that names no species entry, which the
 * description then prints.
 */
function readSpecies(record: TemplateRecord, choices: string[]): string {
  const species = record.species?.trim() ?? "";
  const bare = species.replace(/^\[\[(.*)\]\]$/, "$1");
  if (bare !== species) choices.push(`Species printed "${species}" (wiki link); written as "${bare}".`);
  if (NO_SPECIES.test(bare)) {
    choices.push(`Species printed "${bare}", which names no species of the species pack: left blank, the description prints it.`);
    return "";
  }
  const spelled = wegSpeciesName(bare);
  if (spelled !== bare) choices.push(`Species printed "${bare}"; written "${spelled}" as the books spell it.`);
  return spelled;
}

/**
 * The special abilities as text, one ability a line. The source's list breaks lines mid-sentence
 * ("Beak: STR+", "2D damage."; ", Control Pain"); such pieces are joined back.
 */
function readSpecialAbilities(record: TemplateRecord, choices: string[]): string {
  const lines: string[] = [];
  for (const piece of (record.special_abilities ?? []).map((text) => text.trim()).filter(Boolean)) {
    const last = lines.length - 1;
    if (last < 0) lines.push(piece);
    else if (/^[,.;)]/.test(piece) || /[+(]$/.test(lines[last])) lines[last] += piece;
    else if (/^[a-z(]/.test(piece) || /:$/.test(lines[last])) lines[last] += ` ${piece}`;
    else lines.push(piece);
  }
  const text = lines.join("\n");
  if (/^none\.?$/i.test(text)) {
    choices.push(`Special abilities printed "${text}"; left blank.`);
    return "";
  }
  return text;
}

/** The listed skills in attribute order, each read as a canonical skill where one is meant. */
function readSkills(record: TemplateRecord, skills: readonly CanonicalSkill[], choices: string[]): TemplateSystem["skills"] {
  const canonical = skills.filter((skill) => skill.system.attribute !== "force");
  const canonicalNames = canonical.map((skill) => skill.name);
  const byName = new Map(canonical.map((skill) => [skill.name, skill]));
  const result: TemplateSystem["skills"] = [];
  const seen = new Set<string>();
  const readings: string[] = [];
  const unmatched: string[] = [];
  const add = (entry: TemplateSystem["skills"][number], printed: string) => {
    const identity = `${entry.key}\u0000${entry.name.toLowerCase()}`;
    if (seen.has(identity)) {
      readings.push(`"${printed}" listed again; kept once`);
      return;
    }
    seen.add(identity);
    result.push(entry);
  };

  for (const attributeName of ATTRIBUTE_NAMES) {
    const listedUnder = ATTRIBUTE_BY_NAME[attributeName];
    const listed = joinBrokenNames(record.skills?.[attributeName] ?? [], readings);
    for (const raw of listed) {
      const printed = raw.trim();
      const reading = readSkillName(printed, canonicalNames);
      if (reading.how === "unmatched") {
        unmatched.push(printed);
        add({ name: printed, key: "", attribute: listedUnder }, printed);
        continue;
      }
      if (reading.how === "alias") readings.push(`"${printed}" read as ${reading.names.join(" and ")}`);
      for (const name of reading.names) {
        const skill = byName.get(name)!;
        const attribute = skill.system.attribute as AttributeKey;
        if (attribute !== listedUnder) readings.push(`"${printed}" listed under ${attributeName}; kept under its own attribute`);
        if (reading.how === "specialization") {
          readings.push(`"${printed}" is a specialization of ${name} (key ${skill.system.key})`);
          add({ name: printed, key: skill.system.key, attribute }, printed);
        } else {
          add({ name, key: skill.system.key, attribute }, printed);
        }
      }
    }
  }
  if (readings.length) choices.push(`Skills: ${readings.join("; ")}.`);
  if (unmatched.length) choices.push(`Not in the skills compendium, kept as printed: ${unmatched.map((name) => `"${name}"`).join(", ")}.`);
  return result;
}

/** Joins the list entries that the transcription broke in two (see BROKEN_NAMES). */
function joinBrokenNames(listed: readonly string[], readings: string[]): string[] {
  const result: string[] = [];
  for (let index = 0; index < listed.length; index += 1) {
    const pair = BROKEN_NAMES.find(([first, second]) => listed[index] === first && listed[index + 1] === second);
    if (pair) {
      readings.push(`"${pair[0]}" and "${pair[1]}" joined as "${pair.join("")}"`);
      result.push(pair.join(""));
      index += 1;
    } else {
      result.push(listed[index]);
    }
  }
  return result;
}

/** A note of the reference data, as a sentence of the entry's sourceNote. */
function referenceNote(note: string | FieldMismatchNote): string {
  if (typeof note === "string") return `Reference data: ${note.replace(/\.?$/, ".")}`;
  if (!note.structured_field_mismatch || !note.resolution) throw new Error(`unknown note shape ${JSON.stringify(note)}`);
  const fields = Object.entries(note.structured_field_mismatch)
    .map(([attribute, { text, structured_field }]) => `${attribute} ${text} in the text, ${structured_field} in the numeric field`)
    .join("; ");
  return `Conflict: the source entry's text and its numeric fields disagree (${fields}); the text's values are used, as the reference data chose (${note.resolution}).`;
}

/** A note when the template's printed type line names something else than its entry name. */
function typeLineNote(record: TemplateRecord): string[] {
  const plain = (text: string) => text.toLowerCase().replace(/[’`]/g, "'");
  if (!record.type_line || plain(record.type_line) === plain(record.name)) return [];
  return [`Type line reads "${record.type_line}"; the entry name "${record.name}" is the item's name and the type line is kept in the description.`];
}

/**
 * A template's equipment as one item a line: a line the transcription broke off ("(4D+1)", "packs",
 * "(3D, ammo 20)") joins the line before it (a lone lower-case word such as "datapad" is an item of
 * its own), a book reference ("(see Galaxy Guide 11, page 86)") is
 * dropped, and a line listed twice is kept once. Each change is noted.
 * @param printed the lines as the reference data holds them
 * @param notes where the readings are written
 */
export function equipmentLines(printed: readonly string[], notes: string[]): string[] {
  const lines: string[] = [];
  for (const raw of printed) {
    const line = raw.replace(/\s*\((?:see\s+)?#?Galaxy Guide[^)]*\)/gi, "").trim();
    if (line !== raw.trim()) notes.push(`Book reference dropped from the equipment line "${raw.trim()}".`);
    if (!line) continue;
    // "(4D+1)" or "packs" alone continue the item before them ("3 Med-Aid" / "packs").
    const fragment = /^\(/.test(line) || /^(packs?|kits?)$/.test(line);
    if (fragment && lines.length > 0) {
      lines[lines.length - 1] = `${lines[lines.length - 1]} ${line}`;
      notes.push(`Equipment line "${line}" joined to the line before it.`);
    } else if (lines.some((kept) => kept.toLowerCase() === line.toLowerCase())) {
      notes.push(`Equipment line "${line}" listed again; kept once.`);
    } else lines.push(line);
  }
  return lines;
}
