/**
 * A weapon's skill and specialization from the generator's skill text. The extraction runs some
 * weapons' lines into their neighbours' ("Melee combat: whip Melee combat: club Melee combat: staff")
 * and prints alternatives ("Blaster: blaster rifle, or Melee combat: Siang Lance"): the text is cut
 * into one entry per skill it names, and the weapon's is the first, or, where the first names no
 * skill and no specialization ("Lightwhip Lightsaber"), the first that names a skill. A skill printed
 * twice over ("Demolition Demolitions: Lowickan firegems") is one entry. A skill the
 * skills compendium knows by another name ("Blasters", "Melee weapons", "Archaic weapons") is named
 * as the compendium names it, so that a character's skill of that name fires the weapon.
 */
import { readSkillName } from "../packs/skill-aliases.ts";

/** A weapon's skill and specialization as the pack stores them. */
export interface WeaponSkillLine {
  skill: string;
  specialization: string;
}

/** What may stand between two entries: a comma, "or", a slash, or a space before a capital. */
const SEPARATOR = /(?:\s*,\s*(?:or\s+)?|\s+or\s+|\s*\/\s*|\s+(?=[A-Z]))/g;

/**
 * The one compendium skill a printed skill name means, or null ("Sonic weapons", a skill of its own).
 * @param printed the name as printed
 * @param skills the skills compendium's names
 */
export function compendiumSkill(printed: string, skills: readonly string[]): string | null {
  const reading = readSkillName(printed.trim(), skills);
  return reading.how === "canonical" || reading.how === "alias" ? (reading.names.length === 1 ? reading.names[0]! : null) : null;
}

/** The skill the first one to four words of a text name, or null. */
function leadingSkill(text: string, skills: readonly string[]): string | null {
  const words = text.split(/\s*:|\s*,|\s+or\s+|\s*\//)[0]!.split(/\s+/);
  for (let count = 1; count <= Math.min(4, words.length); count++) {
    const skill = compendiumSkill(words.slice(0, count).join(" "), skills);
    if (skill !== null) return skill;
  }
  return null;
}

/**
 * The entries of a skill text: it is cut before each separator followed by words that name a skill,
 * never right after a colon (a specialization may start with a skill's word: "Blaster: Blaster
 * Pistol"), and an entry naming no specialization joins the next when both name the same skill.
 * @param text the record's skill text, its parenthesised notes and anything after "and/or" gone
 */
function entries(text: string, skills: readonly string[]): string[] {
  const cuts: number[] = [];
  for (const match of text.matchAll(SEPARATOR)) {
    const start = match.index + match[0].length;
    if (match.index === 0 || start >= text.length || text.slice(0, match.index).trimEnd().endsWith(":")) continue;
    if (leadingSkill(text.slice(start), skills) !== null) cuts.push(match.index);
  }
  const parts: string[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    const part = text
      .slice(from, cut)
      .replace(/^(?:\s*,\s*(?:or\s+)?|\s+or\s+|\s*\/\s*|\s+)/, "")
      .trim();
    from = cut;
    if (part === "") continue;
    const last = parts.at(-1);
    const lastSkill = last === undefined ? null : leadingSkill(last, skills);
    if (last !== undefined && !last.includes(":") && part.includes(":") && lastSkill !== null && lastSkill === leadingSkill(part, skills))
      parts[parts.length - 1] = part;
    else parts.push(part);
  }
  return parts;
}

/**
 * Reads a weapon's skill text as described above.
 * @param text the record's skill text ("Blaster: blaster pistol")
 * @param skills the skills compendium's names
 * @returns the skill (as the compendium names it where it knows it) and the specialization, either
 *   empty when the text names none
 */
export function weaponSkillLine(text: string, skills: readonly string[]): WeaponSkillLine {
  const plain = text
    .replace(/\s+and\/or.*$/, "")
    .replace(/\s*\([^)]*\)/g, "")
    .trim();
  const all = entries(plain, skills);
  const names = (entry: string) => compendiumSkill(entry.split(":")[0]!, skills) !== null;
  const first = all[0] ?? "";
  const chosen = first.includes(":") || names(first) ? first : (all.find(names) ?? first);
  const colon = chosen.indexOf(":");
  const skill = (colon < 0 ? chosen : chosen.slice(0, colon)).trim();
  const specialization = colon < 0 ? "" : chosen.slice(colon + 1).trim();
  return { skill: compendiumSkill(skill, skills) ?? skill, specialization };
}
