/**
 * Droids from the 1Bln21 generator's PDF extraction as NPC Actors marked as droids: attributes (in
 * pips there), the skills of the stat block linked to the skills compendium, Move, model, degree and
 * cost, the weapons and armor its equipment prints (droid-gear.ts). The extraction breaks stat blocks over lines and spaces out some words ("C o m p u t e r");
 * the reader joins them again, reads each "skill code" pair and leaves out what it cannot read. The
 * other equipment keeps its items' names and values; an explanation printed as a sentence is stated
 * in this project's words (droid-equipment-wordings.json) or as the values it prints.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ATTRIBUTE_KEYS, type AttributeKey } from "../../src/constants.ts";
import { formatDieCode, isDieCode, parseDieCode } from "../../src/rules/dice/die-code.ts";
import { pipsCode } from "./species.ts";
import { beingFile, npcSystem } from "./beings.ts";
import { droidArmor, droidWeapons, otherEquipment, printedSkill } from "./droid-gear.ts";
import { mergeSkills, type skillReader } from "./skills.ts";
import type { KindReport } from "./report.ts";
import { describeDroid } from "../packs/being-descriptions.ts";
import { statedEquipment } from "./printed-values.ts";
import { spelledRight } from "./spellings.ts";

/**
 * The project's wording of equipment lines the book explains in a sentence, keyed by the line as
 * equipmentLine reads it; a value of several lines states items the extraction ran together.
 */
export const EQUIPMENT_WORDINGS: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(fileURLToPath(new URL("./droid-equipment-wordings.json", import.meta.url)), "utf8"),
);

/**
 * A droid's other equipment as the pack states it, one item a line: a line the wording table holds
 * as the table words it, any other as statedEquipment states it (a short line or a list of features
 * as printed, a longer explanation as the values it prints).
 * @param equipment items joined by "\n"
 * @returns items joined by "\n"; "" for none
 */
/**
 * A droid's price as its record prints it: the extraction's number only where the printed cost line
 * is a price; a droid "not for sale" has none (the extraction then took a digit of the next record's
 * name: HK Assassin Droid "434" of "Eliminator 434", Gate "9" of "Q9-X2").
 * @param record the generator's droid record (`cost`, `costText`)
 * @returns the price with thousands separators ("3,000"), or "" for none
 */
/** The attribute names a droid's stat block prints, by key. */
const PRINTED_ATTRIBUTES: Record<AttributeKey, string> = {
  dex: "DEXTERITY",
  kno: "KNOWLEDGE",
  mec: "MECHANICAL",
  per: "PERCEPTION",
  str: "STRENGTH",
  tec: "TECHNICAL",
};

/**
 * The attribute codes a droid's printed stat block gives ("… DEXTERITY 1D KNOWLEDGE 1D … STRENGTH 6D
 * Lifting 12D TECHNICAL 1D"), each the first code after its capitalized name.
 * @param block the record's type line, which holds its stat block as printed
 * @returns the codes found, canonical, by attribute key; an attribute the block lacks is absent
 */
export function printedAttributes(block: string): Partial<Record<AttributeKey, string>> {
  const found: Partial<Record<AttributeKey, string>> = {};
  for (const [key, label] of Object.entries(PRINTED_ATTRIBUTES) as [AttributeKey, string][]) {
    const match = new RegExp(`\\b${label}\\s+(\\d+D(?:\\+[12])?)\\b`).exec(block);
    if (match && isDieCode(match[1])) found[key] = formatDieCode(parseDieCode(match[1]));
  }
  return found;
}

export function printedCost(record: Record<string, unknown>): string {
  const cost = Number(record.cost ?? 0);
  const text = String(record.costText ?? "").trim();
  if (!(cost > 0) || /^not\b/i.test(text)) return "";
  return cost.toLocaleString("en-US");
}

export function droidEquipment(equipment: string): string {
  return equipment
    .split("\n")
    .map((line) => EQUIPMENT_WORDINGS[line] ?? statedEquipment(line))
    .filter((line) => line.trim() !== "")
    .join("\n");
}

const DEGREES: Record<string, string> = { "First Degree": "1", "Second Degree": "2", "Third Degree": "3", "Fourth Degree": "4", "Fifth Degree": "5" };

/** A text with the extraction's spaced-out words ("C o m p u t e r") closed up. */
function closeUpSpacedWords(text: string): string {
  return text.replace(/\b(?:[A-Za-z] ){2,}[A-Za-z]\b/g, (spaced) => spaced.replace(/ /g, ""));
}

/** A line that starts with a skill's name and code ("melee combat 6D+1, …"), not a name's second half. */
const NEXT_SKILL = /^(?:melee (?:combat|parry)|brawling|dodge)\b[a-z/ ]*\d+D/i;

/**
 * The skill lines of a stat block as one text: broken lines and spaced-out words joined again. A line
 * that names a specialization with no code ("Blaster: wrist blasters", its code lost by the
 * extraction) before a line starting with the next skill is left out rather than run into its name.
 */
export function joinSkillLines(lines: readonly string[]): string {
  const kept = lines.filter(
    (line, i) =>
      // A page's running head the extraction ran into the list ("Chapter Fourteen: Droids", "Galaxy Guide 16: The Old Republic 342").
      !/^(?:Chapter\s+[A-Z][a-z]+:|(?:Galaxy|Campaign) Guide\b)/.test(line.trim()) &&
      !(/^[A-Za-z][A-Za-z /'-]*:\s*[a-z][A-Za-z /'-]*$/.test(line.trim()) && NEXT_SKILL.test(lines[i + 1]?.trim() ?? "")),
  );
  return (
    closeUpSpacedWords(kept.join(" "))
      // A word whose first letter the extraction set apart ("s tarship gunnery").
      .replace(/(?<=^|\s)([b-hj-z]) (?=[a-z]{3,})/g, "$1")
      .replace(/(\d+D(?:\+\d)?)-\s+(\d)/g, "$1-$2")
      // "climbing/ jumping", and an "of" the extraction ran in before a skill's name ("of Computer programming").
      .replace(/\/\s+/g, "/")
      .replace(/(?<=^|\s)of (?=[A-Z])/g, "")
      .replace(/\s+/g, " ")
      // A footnote ("* Astromech droids, if acting …", "*The droid's …") ends the list; a code followed by a word starts the next skill.
      .replace(/(?:^|\s)\*(?:\s|[A-Z]).*$/, "")
      // An advanced skill's mark "(A)" goes (the compendium's skill says whether it is one); a note after a code
      // ("Command 4D (in tutorial matters only)", "Blaster 4D (if equipped)") is left out (prose).
      .replace(/\(A\)\s*/g, "")
      .replace(/(\d+D(?:\+[12])?\*?)\s*\([^()]*\)/g, "$1")
      .replace(/(\d+D(?:\+[12])?\*?)\s*,?\s+(?=[A-Za-z])/g, "$1, ")
      .trim()
  );
}

/** The attribute headings of a printed stat block, in its order. */
const HEADINGS = /\s*\b(?:DEXTERITY|KNOWLEDGE|MECHANICAL|PERCEPTION|STRENGTH|TECHNICAL)\b(?:\s+\d+D(?:\+[12])?)?\s*/g;

/**
 * A droid's skill lines as its printed stat block gives them: the block's skills under each attribute
 * heading when the record's type line holds the whole block (its six headings), else the record's
 * skill lines, which at times took another droid's skills after its own (Squeaky's, Fritz's).
 * @param record the generator's droid record (`type`, `skills`)
 * @returns one line per attribute heading (or per printed line), skills with their codes
 */
export function droidSkillLines(record: Record<string, unknown>): string[] {
  const type = String(record.type ?? "");
  const lines = (record.skills as string[] | undefined) ?? [];
  // The six headings printed, even where the extraction lost a heading's code (the TTS-15's Dexterity and Knowledge).
  if (!Object.values(PRINTED_ATTRIBUTES).every((heading) => new RegExp(`\\b${heading}\\b`).test(type))) return lines;
  return type
    .split(HEADINGS)
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * The "skill code" pairs of a joined skill text; a range "4D-5D+2" counts its first code. The text is
 * spelled right once joined: the extraction breaks some words across its lines ("repai" "r 5D").
 */
export function skillPairs(text: string): { pairs: { name: string; code: string }[]; unread: string[] } {
  const pairs: { name: string; code: string }[] = [];
  const unread: string[] = [];
  for (const part of spelledRight(text).split(/,\s*(?![^(]*\))/)) {
    const match = /^(.+?)\s+(\d+D(?:\+[12])?)(?:-\d+D(?:\+[12])?)?\*?$/.exec(part.trim());
    if (match && isDieCode(match[2])) pairs.push({ name: match[1]!.trim(), code: match[2]! });
    else if (part.trim() !== "") unread.push(part.trim());
  }
  return { pairs, unread };
}

/** The parentheses a text leaves open (negative: it closes ones opened before it). */
function parenDepth(text: string): number {
  return (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
}

/** Words that leave a printed line unfinished: the item goes on in the next line. */
const CONTINUING = /(?:[,/(-]|\b(?:with|and|of|to|for|the|a|an|in|on|or|by|from|plus|up|at))$/i;

/**
 * The droid's equipment, one item a line, without the abilities' prose that the extraction ran into
 * it (from "Special Abilities:" or "Note:" on, or a sentence after an item's name and colon). The PDF broke items over lines and spaced out some
 * words ("T r a n s m i s s i o n"): a line joins the one before it when that line ends unfinished (a comma, a hyphen,
 * "with", "and" …, a colon, a parenthesis left open that this line closes) or when it starts in lower
 * case, with a comma or a parenthesis; a list's first line that starts so is a fragment and goes. A
 * line ending in a hyphen or a slash ("antenna-" / "receiver") is closed up with the next.
 * @param lines the printed lines, some marked with a leading "-" or "•"
 * @returns the items joined by "\n"; "" when none is printed or the list is in German
 */
export function equipmentLine(lines: readonly string[]): string {
  const items: string[] = [];
  for (const raw of lines) {
    const line = closeUpSpacedWords(raw.replace(/^\s*[-•]\s*/, ""))
      .replace(/\s+/g, " ")
      .trim();
    if (!line) continue;
    if (/^(?:Special Abilities:|Special Skills:|Story Factors:|Notes?:)/i.test(line)) break;
    const previous = items.at(-1);
    if (
      previous !== undefined &&
      // A line led by "Equipment:" starts the droid's carried gear, whatever the line before left open.
      !/^Equipment\s*:/i.test(line) &&
      (CONTINUING.test(previous) || /:$/.test(previous) || /^[a-z(,]/.test(line) || (parenDepth(previous) > 0 && parenDepth(line) < 0))
    ) {
      items[items.length - 1] = /[-/]$/.test(previous) || /^[,)]/.test(line) ? `${previous}${line}` : `${previous} ${line}`;
    } else if (previous !== undefined || !/^[a-z,)]/.test(line)) items.push(line);
  }
  // One record of the set is printed in German: its list is left out rather than half kept.
  if (items.some((item) => /\b(?:mit|und|vom|auf|aus|gegen)\b/.test(item))) return "";
  return (
    items
      // A line led by "Equipment:" lists the gear the droid carries, its items apart ("Macrobinoculars, blaster rifle (5D …)").
      .flatMap((item) => (/^Equipment\s*:/i.test(item) ? item.replace(/^Equipment\s*:\s*/i, "").split(/,\s*(?![^(]*\))/) : [item]))
      .map(tidyItem)
      .filter((item) => item !== "")
      .join("\n")
  );
}

/**
 * Lines of the stat block around the list that the extraction ran into it: points, a book or chapter
 * reference, a lone heading, a line of skills ("Bureaucracy 4D, cultures 4D").
 */
const NOT_GEAR =
  /^(?:(?:Character|Force|Dark Side) Points:|Chapter\b|Campaign Guide\b|Galaxy Guide\b|(?:Equipment|Game)$|[A-Z][a-z]+(?: [a-z]+)* \d+D(?:\+\d)?, [a-z])/;

/** The longest parenthesis kept: a longer one is an explanation in the book's words. */
const LONGEST_NOTE = 90;
/** The longest item kept: a longer one is a paragraph, not a line of equipment. */
const LONGEST_ITEM = 120;

/**
 * One item as a line of facts: the book's explanations that the extraction ran into it go (what
 * follows "Name: Sentence", "Name - Sentence" or a sentence's end, a parenthesis longer than
 * LONGEST_NOTE), an unclosed parenthesis is closed, and an item that is still a paragraph or a
 * sentence ("If the lock-on …") is dropped ("").
 */
function tidyItem(item: string): string {
  let kept = item
    .split(/\s*(?:Special Abilities:|Special Skills:|Story Factors:|Notes?:)/i)[0]!
    .replace(/^Equipment\s*:\s*/i, "")
    // "Heavy duty drilling laser. (0.5 meter range, 6D damage); since …": the parenthesis is the item's.
    .replace(/\.\s+\(/, " (")
    .split(/:\s+(?=[A-Z][a-z]+\s+[a-z])|\s+-\s+(?=[A-Z])|\.(?:\s|$)|(?<=\));\s/)[0]!
    .trim();
  const open = parenDepth(kept);
  if (open > 0) kept = `${kept.replace(/[\s,;]+$/, "")}${")".repeat(open)}`;
  // A long note keeps the damage and ranges it leads with ("(5D+2, range: 3-50/150/430, when using …)").
  kept = kept
    .replace(/\s*\(([^()]|\([^()]*\))*\)/g, (note) => {
      if (note.trim().length <= LONGEST_NOTE) return note;
      const values = /^\s*\(((?:STR\s*\+\s*)?\d+D(?:\+\d)?(?:\s+damage)?(?:,\s*range:?\s*(?:\d+-)?\d+\/\d+\/\d+)?)[,;]/.exec(note);
      if (values) return ` (${values[1]})`;
      // Else its labelled values ("range: 10-50/200/800, blast radius: 0-2/4/8/12, damage: 12D/9D/6D/3D").
      const damage = /damage(?:\s+is)?:?\s*(\d+D(?:\+\d)?(?:\s*\/\s*\d+D(?:\+\d)?)*)/i.exec(note)?.[1];
      const range = /\brange(?:\s+is)?:?\s*((?:\d+-)?\d+\/\d+\/\d+)/i.exec(note)?.[1];
      const blast = /blast radius(?:\s+is)?:?\s*([\d/-]+\d)/i.exec(note)?.[1];
      // An armor's bonuses ("+1D+2 to Strength against physical damage, +2D against energy damage"), not its bonus against lightsabers.
      const bonuses = note.match(/\+\d+D(?:\+\d)?[^,()]*/g)?.filter((bonus) => !/lightsaber/i.test(bonus));
      if (!damage && /armou?r|plating|shell/i.test(kept) && /^\s*\(\+/.test(note) && bonuses?.length)
        return ` (${bonuses.map((bonus) => bonus.trim()).join(", ")})`;
      return damage ? ` (damage: ${damage}${range ? `, range: ${range}` : ""}${blast ? `, blast radius: ${blast}` : ""})` : "";
    })
    .trim();
  const words = kept.split(/\s+/);
  const letters = words.filter((word) => /^[A-Za-z()]{1,2}\)*$/.test(word)).length;
  // Letters the extraction scattered ("R w e ( S ( m))", "M") are no item.
  const scattered = !/\d/.test(kept) && letters * 2 >= words.length;
  return scattered || kept.length > LONGEST_ITEM || /^(?:If|When|The|This|A|An)\s/.test(kept) || NOT_GEAR.test(kept) ? "" : kept;
}

/** The droid's model as printed, without the stat block the extraction ran into it. */
export function droidModel(type: string): string {
  return type.split(/[\s-](?=(?:DEXTERITY|KNOWLEDGE|MECHANICAL|PERCEPTION|STRENGTH|TECHNICAL)\b)/)[0]!.trim();
}

/**
 * The droids that pass the checks, as NPC Actors.
 * @param records the extraction's droids
 * @param reader the skills compendium's reader
 * @param report where kept and left-out names are tallied
 * @param folder the folder of a degree ("1" … "5", or "" for none printed)
 */
export function buildDroids(
  records: readonly Record<string, unknown>[],
  reader: ReturnType<typeof skillReader>,
  report: KindReport,
  folder: (degree: string) => string | null,
) {
  const seen = new Set<string>();
  const files = [];
  for (const record of records) {
    const name = String(record.name ?? "").trim();
    const attrs = record.attrs as Record<string, number> | undefined;
    const reject = (reason: string) => report.rejected.push({ name: name || "(unnamed)", reason });
    if (!name) {
      reject("no name");
      continue;
    }
    if (/^[A-Z] [a-z]/.test(name)) {
      reject("its name is a fragment of the book's text (merged stat blocks)");
      continue;
    }
    if (seen.has(name.toLowerCase())) {
      reject("a second record of the same name (the first is kept)");
      continue;
    }
    if (!attrs || !ATTRIBUTE_KEYS.every((key) => Number.isInteger(attrs[key]) && attrs[key]! >= 0 && attrs[key]! <= 45)) {
      reject("attributes missing or outside 0D to 15D");
      continue;
    }
    // The stat block as printed wins over the extraction's summary, which at times took another droid's.
    const block = printedAttributes(String(record.type ?? ""));
    const attributes = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, block[key] ?? pipsCode(attrs[key]!)])) as Record<AttributeKey, string>;
    const skillLines = droidSkillLines(record);
    const { pairs, unread } = skillPairs(joinSkillLines(skillLines));
    const skills = pairs.flatMap(({ name: skill, code }) => {
      const item = reader.item(skill, parseDieCode(code), attributes);
      return item ? [item] : [];
    });
    const lines = skillLines.map((line) => joinSkillLines([line]));
    const unlinked = pairs.flatMap(({ name: skill, code }) => {
      if (reader.item(skill, parseDieCode(code), attributes)) return [];
      const line = lines.find((text) => text.includes(skill));
      const neighbour =
        line === undefined
          ? undefined
          : skillPairs(line)
              .pairs.map((pair) => reader.item(pair.name, parseDieCode(pair.code), attributes)?.system.attribute)
              .find((key) => key !== undefined && key !== "force");
      const item = printedSkill(skill, parseDieCode(code), String(record.type ?? ""), attributes, neighbour as AttributeKey | undefined);
      return item ? [item] : [];
    });
    if (skills.length === 0) {
      reject("no skill of its stat block could be read and linked");
      continue;
    }
    if (unread.length > pairs.length) {
      reject("more of its skill lines unreadable than readable (merged stat blocks)");
      continue;
    }
    const move = Number.parseInt(String(record.move ?? ""), 10);
    if (!Number.isInteger(move) || move < 0 || move > 30) {
      reject("no Move from 0 to 30");
      continue;
    }
    seen.add(name.toLowerCase());
    const degree = DEGREES[String(record.degree)] ?? "";
    const cost = printedCost(record);
    const system = npcSystem({
      attributes,
      move,
      species: "Droid",
      droid: {
        isDroid: true,
        model: droidModel(String(record.type ?? "")),
        degree,
        cost,
        restrainingBolt: false,
      },
      equipment: equipmentLine((record.equipped as string[] | undefined) ?? []),
      background: "",
    });
    const source = [record.book, String(record.source ?? "").replace(/\s+[A-Z][\w' -]*$/, "")].filter((s) => typeof s === "string" && s.trim()).join(": ");
    const gear = [...droidWeapons(system.equipment), ...droidArmor(system.equipment)];
    const items = [...mergeSkills([...skills, ...unlinked]), ...gear];
    system.equipment = droidEquipment(otherEquipment(system.equipment, gear));
    // Written from the droid's own values (being-descriptions.ts), as the translations are.
    system.background = describeDroid(system.droid.model, system, items, "en");
    files.push(
      beingFile(
        "droids",
        "npc",
        name,
        "icons/svg/cog.svg",
        { ...system, template: droidModel(String(record.type ?? "")) },
        items,
        files.length,
        folder(degree),
        {
          swd6rpg: { source },
        },
      ),
    );
    report.kept.push(name);
  }
  return files;
}
