/**
 * A droid's equipment lines read into what the rolls use: the weapons printed with their damage
 * ("Two mounted heavy repeating blasters (8D damage, range: 3-75/200/500)") as weapon items with
 * their count, ranges and skill, and the armor printed with its bonus ("Medium armor (+2D physical,
 * +1D energy)") as worn armor items that the Strength roll to resist damage adds (rules:
 * `resistanceCode`). Skills whose printed name links to no skill of the compendium ("Energy weapons
 * 7D") are kept under that name, under the attribute the stat block prints them beneath.
 */
import type { AttributeKey } from "../../src/constants.ts";
import { SCALES } from "../../src/rules/vehicles/scale.ts";
import { parseWeaponDamage } from "../../src/rules/damage/melee-damage.ts";
import { parseWeaponRanges } from "../../src/rules/actions/ranged-difficulty.ts";
import { type DieCode, formatDieCode, parseDieCode } from "../../src/rules/dice/die-code.ts";
import type { EmbeddedItem } from "./beings.ts";
import { escapeHtml, naturalArmor } from "./natural-traits.ts";
import type { SkillItem } from "./skills.ts";
import { isNameFragment, repeatsWord } from "../packs/name-checks.ts";

const COUNTS = ["one", "two", "three", "four", "five", "six", "seven", "eight"];
const COUNT = /^(\d+|one|two|three|four|five|six|seven|eight)\s+/i;
const RANGES = /(?:\d+(?:\.\d+)?\s*-\s*)?\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?/;
const CODE = String.raw`\d+D(?:\+\d)?`;
/** The damage a weapon's details print: first, labelled "damage:" or "damage is", or followed by "damage". */
const DAMAGE = new RegExp(
  String.raw`^(${CODE}(?:\s*/\s*${CODE})+|STR\s*\+\s*${CODE}|STR\s*\+\s*\d|${CODE})(?![\w/])|damage(?:\s+is)?:?\s*(${CODE}(?:\s*/\s*${CODE})*)|(STR\s*\+\s*${CODE}|${CODE})\s+(?:\w+\s+)?damage`,
  "i",
);
const ARMOR = /armou?r|plating|plate|shell|carapace|shield(?:s|ing)?\b/i;

/** The items of equipment lines; a line may list several ("Short sword (STR+2D), pulse-wave cannon (6D)"). */
function equipmentItems(equipment: string): string[] {
  return equipment
    .split("\n")
    .flatMap((line) => line.split(/(?<=\))\s*(?:,|\band\b)\s*/))
    .filter((line) => line.trim() !== "");
}

/** A printed line split into its name and its details (in parentheses, else after a comma or a colon). */
function splitLine(line: string): { name: string; details: string } {
  const paren = /^([^(]+?)\s*\((.*?)\)*\s*$/.exec(line);
  if (paren) return { name: paren[1]!.split(/,\s*/)[0]!.trim(), details: paren[2]!.replace(/^\(/, "").trim() };
  const match = /^([^,:]+?)\s*[,:]\s*(.*)$/.exec(line);
  return match ? { name: match[1]!.trim(), details: match[2]!.trim() } : { name: line.trim(), details: "" };
}

/** The damage as the engine rolls it ("STR+2D", "5D+2"), or null when the details print none. */
function printedDamage(details: string): string | null {
  const match = DAMAGE.exec(details);
  if (!match) return null;
  const damage = (match[1] ?? match[2] ?? match[3]!)
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/^STR\+(\d+)D/, "STR+$1D");
  try {
    parseWeaponDamage(damage);
    // Blast bands ("12D/9D/6D/3D") roll over the blast radius's bands, as the stock NPCs' grenades do.
    if (damage.includes("/"))
      return damage
        .split("/")
        .map((band) => formatDieCode(parseDieCode(band)))
        .join("/");
    return /^STR/.test(damage) ? damage : formatDieCode(parseDieCode(damage));
  } catch {
    return null;
  }
}

/** The ranges a weapon's details print, in meters ("3-30/100/300"), or "" when none reads. */
function readRanges(details: string): string {
  const ranges = RANGES.exec(details)?.[0].replace(/\s+/g, "") ?? "";
  try {
    if (ranges !== "") parseWeaponRanges(ranges);
    return ranges;
  } catch {
    return "";
  }
}

/** The skill a weapon is fired or swung with, by what it is (R&E Rules, weapons). */
function weaponSkill(name: string, damage: string, ranged: boolean): string {
  if (/missile|rocket|torpedo|grenade launcher/i.test(name)) return "Missile Weapons";
  if (/cannon|artillery/i.test(name)) return "Blaster Artillery";
  if (/grenade/i.test(name)) return "Grenade";
  if (/vibro|blade|sword|ax\b|axe|pike|staff|club|baton|scalpel|cutter|welder|torch|saw\b/i.test(name)) return "Melee Combat";
  if (/blaster|laser|\bion\b|repeating|rifle|pistol|carbine|flame|plasma jet|stun gun/i.test(name) || ranged) return "Blaster";
  if (damage.startsWith("STR") && /claw|mandible|fist|ram\b|appendage|pincer|arm\b|arms\b/i.test(name)) return "Brawling";
  return "Melee Combat";
}

/**
 * The weapons of a droid's equipment lines, each with the damage its line prints; lines printing
 * no damage, a bonus ("+1D to search") or armor are no weapon.
 * @param equipment the droid's equipment, one item a line (`equipmentLine`)
 */
export function droidWeapons(equipment: string): EmbeddedItem[] {
  const items: EmbeddedItem[] = [];
  for (const line of equipmentItems(equipment)) {
    const counted = COUNT.exec(line);
    const rest = counted ? line.slice(counted[0].length) : line;
    const { name, details } = splitLine(rest);
    if (name === "" || ARMOR.test(name) || /^\+/.test(details)) continue;
    const damage = printedDamage(details);
    if (damage === null) continue;
    const ranges = readRanges(details.replace(/blast radius(?:\s+is)?:?\s*[\d/-]+/i, ""));
    const blastRadius = /blast radius(?:\s+is)?:?\s*([\d/-]+)/i.exec(details)?.[1] ?? "";
    // Blast bands roll only over a printed blast radius.
    if (damage.includes("/") && blastRadius === "") continue;
    const scale = /scale:?\s*(\w+)/i.exec(details)?.[1]?.toLowerCase();
    const count = counted ? (/^\d+$/.test(counted[1]!) ? Number(counted[1]) : COUNTS.indexOf(counted[1]!.toLowerCase()) + 1) : 1;
    const skill = weaponSkill(name, damage, ranges !== "");
    items.push({
      name: name.charAt(0).toUpperCase() + name.slice(1),
      type: "weapon",
      img: skill === "Blaster" || skill.endsWith("Weapons") || skill === "Blaster Artillery" ? "icons/svg/target.svg" : "icons/svg/sword.svg",
      system: {
        skill,
        damage,
        damageKind: /blaster|laser|ion\b|plasma|electro|flame|stun/i.test(`${name} ${details}`) ? "energy" : "physical",
        difficulty: "",
        scale: scale && (SCALES as readonly string[]).includes(scale) ? scale : "character",
        ranges,
        count,
        blastRadius,
        description: `<p>${escapeHtml(line)}</p>`,
      },
    });
  }
  return items;
}

/**
 * The equipment lines that are not weapons or armor kept as items: a line whose every piece became
 * a weapon or armor item goes, so the sheet shows each weapon once, in its weapons list. A line that
 * also lists other gear stays whole.
 * @param equipment the droid's equipment, one item a line
 * @param gear the weapon and armor items read from it (each keeps its printed piece as its description)
 */
export function otherEquipment(equipment: string, gear: readonly EmbeddedItem[]): string {
  const read = new Set(gear.map((item) => String((item.system as { description?: string }).description ?? "")));
  return equipment
    .split("\n")
    .filter((line) => !equipmentItems(line).every((piece) => read.has(`<p>${escapeHtml(piece)}</p>`)))
    .join("\n");
}

/**
 * The armor of a droid's equipment lines ("Durasteel plating (+1D physical)"), each worn. Plating
 * is part of the droid's frame, and the Dexterity printed in its stat block already counts it, so
 * it takes no Dexterity penalty.
 * @param equipment the droid's equipment, one item a line
 */
export function droidArmor(equipment: string): EmbeddedItem[] {
  const items: EmbeddedItem[] = [];
  for (const line of equipmentItems(equipment)) {
    const { name, details } = splitLine(line.replace(COUNT, ""));
    if (!ARMOR.test(name) || /parry/i.test(details)) continue;
    // A bonus against lightsabers alone is no bonus against physical or energy damage; a bonus printed without its sign ("2D physical") is one.
    const text = details
      .replace(/^(?:against|adds)\s+/i, "")
      .replace(/,?\s*\+\d+D(?:\+\d)?\s+(?:to Strength\s+)?against lightsabers?(?:\s+damage)?/gi, "")
      .replace(/^(\d+D(?:\+\d)?\s+(?:physical|energy))/i, "+$1");
    const bonus = naturalArmor({ name, text });
    if (bonus === null) continue;
    items.push({
      name: name.charAt(0).toUpperCase() + name.slice(1),
      type: "armor",
      img: "icons/svg/shield.svg",
      system: { ...bonus, dexterityPenalty: "0D", worn: true, coverage: "", description: `<p>${escapeHtml(line)}</p>` },
    });
  }
  return items;
}

const HEADERS: [AttributeKey, string][] = [
  ["dex", "DEXTERITY"],
  ["kno", "KNOWLEDGE"],
  ["mec", "MECHANICAL"],
  ["per", "PERCEPTION"],
  ["str", "STRENGTH"],
  ["tec", "TECHNICAL"],
];
/** Where the stat block does not say: the attribute a skill of that name goes under in the rules. */
const GUESSES: [RegExp, AttributeKey][] = [
  [/weapon|blaster|cannon|artillery|dodge|parry|firearm|grenade|melee|pick pocket|lightsaber/i, "dex"],
  [
    /repair|programming|security|demolition|engineering|first aid|medicine|diagnos|energize|mining|construction|cooking|housekeeping|tending|mixology|dissection/i,
    "tec",
  ],
  [/piloting|operation|gunnery|astrogation|sensors|navigation/i, "mec"],
  [/search|sneak|persuasion|bargain|command|con\b|investigation/i, "per"],
  [/brawling|climbing|jumping|lifting|stamina|swimming/i, "str"],
  [/languages|survival|scholar|tactics|law|cultures|bureaucracy|value|streetwise|intimidation|willpower|planetary|alien|fashion|entomology|sabacc/i, "kno"],
];

/**
 * A skill whose printed name links to no skill of the compendium, as an embedded skill item under
 * that name (its key blank: the rules know it by no canonical name), or null when no attribute can
 * be told for it: the header the stat block prints it under, else the attribute of a linked skill
 * printed on the same line (a stat block gives each attribute's skills a line), else by its name.
 * @param printed the name as printed ("Energy weapons")
 * @param code the printed code, the whole code
 * @param block the record's stat block text, attribute headers and skills in order
 * @param attributes the droid's attribute codes
 * @param neighbour the attribute of a linked skill printed on the same line, if any
 */
export function printedSkill(
  printed: string,
  code: DieCode,
  block: string,
  attributes: Record<AttributeKey, string>,
  neighbour?: AttributeKey,
): SkillItem | null {
  // Text the extraction broke ("S tarship gunnery") or ran together is no skill's name.
  if (printed.length > 40 || /\d|[()]/.test(printed) || isNameFragment(printed) || repeatsWord(printed)) return null;
  // An attribute's heading the extraction ran into the skills ("PERCEPTION 1D") is no skill.
  if (HEADERS.some(([, header]) => header === printed.trim().toUpperCase())) return null;
  // The model's name comes before the first header and may hold the skill's name ("General Labor Droid/Mining").
  const first = Math.min(...HEADERS.map(([, header]) => block.indexOf(header)).filter((index) => index >= 0));
  const at = Number.isFinite(first) ? block.toLowerCase().indexOf(printed.toLowerCase(), first) : -1;
  let attribute: AttributeKey | undefined;
  if (at >= 0)
    attribute = HEADERS.filter(([, header]) => block.lastIndexOf(header, at) >= 0).sort(
      (a, b) => block.lastIndexOf(b[1], at) - block.lastIndexOf(a[1], at),
    )[0]?.[0];
  attribute ??= neighbour ?? GUESSES.find(([pattern]) => pattern.test(printed))?.[1];
  if (!attribute) return null;
  const base = parseDieCode(attributes[attribute]);
  // A code printed below its attribute's is no skill's code a sheet could hold (skills add to their attribute).
  if (code.dice * 3 + code.pips < base.dice * 3 + base.pips) return null;
  const added = code.dice * 3 + code.pips - (base.dice * 3 + base.pips);
  const name = printed.charAt(0).toUpperCase() + printed.slice(1);
  return {
    name,
    type: "skill",
    img: "icons/svg/book.svg",
    system: {
      key: "",
      attribute,
      bonus: formatDieCode({ dice: Math.floor(added / 3), pips: added % 3 }),
      advanced: false,
      specializations: [],
      description: "",
      source: "",
    },
  };
}
