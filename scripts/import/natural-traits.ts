/**
 * A creature's special line read into what the rolls use: natural weapons ("Claws: STR+2D",
 * "Teeth (15D damage)", "Energy Beam: 4D damage, range 20/40/80m") as weapon items, natural armor
 * ("Armor: +3D physical and energy", "Shell: +1D STR to resist damage") as worn armor items that the
 * Strength roll to resist damage adds (R&E Rules, creatures; rules: `resistanceCode`), and every
 * ability as a row that keeps the text its source prints.
 */
import { parseWeaponDamage } from "../../src/rules/damage/melee-damage.ts";
import { parseWeaponRanges } from "../../src/rules/actions/ranged-difficulty.ts";
import { addDieCodes, compareDieCodes, formatDieCode, parseDieCode, type DieCode } from "../../src/rules/dice/die-code.ts";
import type { EmbeddedItem } from "./beings.ts";

/** One ability of a special line: its name and the text printed after it ("" when none). */
export interface PrintedTrait {
  name: string;
  text: string;
}

const BARE_NAME = /^[A-Z][\w'/+-]*(?:\s+[A-Z][\w'/+-]*){0,3}$/;

/**
 * The abilities of a special line, sentence by sentence: "Name: text", "Name (text)" or a bare name
 * of up to four capitalized words; other sentences (notes on habits, a scale already read) are left out.
 * @param special the record's special line as printed
 */
export function printedTraits(special: string): PrintedTrait[] {
  const traits: PrintedTrait[] = [];
  for (const raw of special.split(/\.\s+(?=[A-Z(])/)) {
    const part = raw.trim().replace(/\.$/, "").trim();
    if (part === "") continue;
    const colon = /^([A-Z][\w'/+ -]{0,40}?):\s*(.+)$/.exec(part);
    const paren = /^([A-Z][\w'/+ -]{0,40}?)\s*\((.+)\)$/.exec(part);
    const match = colon ?? paren;
    if (match) traits.push({ name: match[1]!.trim(), text: match[2]!.trim() });
    // A bare ability is a name ("Low-light Vision"); a sentence is the book's prose and stays out.
    else if (BARE_NAME.test(part) && !/\bscale$/i.test(part)) traits.push({ name: part, text: "" });
  }
  return traits;
}

const STRENGTH_DAMAGE = /^STR(?:\s*\+\s*(\d+D(?:\+\d)?|\d))?(?![\w-])/i;
const CODE_DAMAGE = /^(\d+D(?:\+\d)?)(?=\s+(?:damage|energy|physical|fire|acid|poison|stun)\b|\s*$|\s*[,(;])/i;
/** "7× STR+1D", "each head does STR+1D": as many attacks as tentacles or heads; the count stays in the item's description. */
const TIMES = /^(?:\d+\s*[×x]\s*|each\s+(?:head|mouth|tentacle|arm)\s+(?:does|deals|inflicts)\s+)/i;

/**
 * The damage an ability's text starts with, as the engine rolls it, or null: "STR+2D" and "STR+2"
 * as printed, a bare "STR" as "STR+0", "8D" when followed by "damage", a comma or nothing. A
 * penalty ("STR-1D") is not a damage the engine rolls, so it stays in the ability's text only.
 */
export function naturalDamage(printed: string): string | null {
  const text = printed.replace(TIMES, "");
  const strength = STRENGTH_DAMAGE.exec(text);
  const code = strength ? null : CODE_DAMAGE.exec(text);
  if (!strength && !code) return null;
  const damage = strength ? `STR+${strength[1] ? formatAmount(strength[1]) : "0"}` : formatDieCode(parseDieCode(code![1]!));
  try {
    parseWeaponDamage(damage);
    return damage;
  } catch {
    return null;
  }
}

function formatAmount(amount: string): string {
  return /d/i.test(amount) ? formatDieCode(parseDieCode(amount)) : amount;
}

/** "range 20/40/80m" → "20/40/80", or "" when the text prints no ranges that read. */
function printedRanges(text: string): string {
  const match = /range[sd]?:?\s*((?:\d+\s*-\s*)?\d+\s*\/\s*\d+\s*\/\s*\d+)\s*m?\b/i.exec(text);
  if (!match) return "";
  const ranges = match[1]!.replace(/\s+/g, "");
  try {
    parseWeaponRanges(ranges);
    return ranges;
  } catch {
    return "";
  }
}

const THROWN = /\bthrow|stone|rock|hurl|grenade ranges/i;
const ENERGY = /\benergy|beam|electric|laser|lightning|fire\b|flame|plasma|sonic blast/i;

/**
 * A natural weapon as an embedded weapon item, or null when the ability's text starts with no damage.
 * Melee is rolled with brawling; an attack that prints ranges or is thrown with thrown weapons,
 * another ranged one with missile weapons (a creature without the skill rolls its Dexterity).
 * @param trait the ability as printed; what follows its damage ("two attacks no penalty") becomes
 *   the item's description
 */
export function naturalWeapon(trait: PrintedTrait): EmbeddedItem | null {
  // "Attribute Dice: 14D" is the species' dice to spend, no damage.
  const damage = SKILL_NAME.test(trait.name) || /^attribute dice$/i.test(trait.name) ? null : naturalDamage(trait.text);
  if (damage === null) return null;
  const whole = `${trait.name} ${trait.text}`;
  const ranges = printedRanges(trait.text);
  const thrown = THROWN.test(whole);
  const ranged = ranges !== "" || thrown || /\branged?\b|spit|beam/i.test(whole);
  const skill = !ranged ? "Brawling" : thrown ? "Thrown Weapons" : "Missile Weapons";
  const rest = trait.text
    .replace(TIMES, "")
    .replace(STRENGTH_DAMAGE, "")
    .replace(CODE_DAMAGE, "")
    .replace(/^\s*(damage\b)?[\s,;]*/i, "")
    .trim();
  return {
    name: trait.name,
    type: "weapon",
    img: "icons/svg/claw.svg",
    system: {
      skill,
      damage,
      damageKind: ENERGY.test(whole) ? "energy" : "physical",
      difficulty: ranged ? "" : "very-easy",
      scale: "character",
      ranges,
      description: rest === "" && !TIMES.test(trait.text) ? "" : `<p>${escapeHtml(trait.text)}</p>`,
    },
  };
}

/**
 * The weapons a creature carries ("Equipment: club (STR+1D) or spear (STR+1D+1)") as embedded
 * weapon items rolled with melee combat, or thrown weapons for rocks; [] for any other ability.
 */
export function carriedWeapons(trait: PrintedTrait): EmbeddedItem[] {
  if (!/^equipment$/i.test(trait.name)) return [];
  const items: EmbeddedItem[] = [];
  for (const match of trait.text.matchAll(/([A-Za-z][\w' -]*?)\s*\(([^)]+)\)/g)) {
    const name = match[1]!.replace(/^(?:and|or)\s+/i, "").trim();
    const damage = naturalDamage(match[2]!.trim());
    if (damage === null || name === "") continue;
    const thrown = THROWN.test(name);
    items.push({
      name: name.charAt(0).toUpperCase() + name.slice(1),
      type: "weapon",
      img: "icons/svg/sword.svg",
      system: {
        skill: thrown ? "Thrown Weapons" : "Melee Combat",
        damage,
        damageKind: "physical",
        difficulty: "",
        scale: "character",
        ranges: "",
        description: "",
      },
    });
  }
  return items;
}

/** Resistances that are not to damage: the Strength roll against a poison is no armor. */
const NOT_DAMAGE = /poison|radiation|disease|toxin|acid|gas|pesticide|electric|\bion\b|cold|heat|vacuum|drown|suffocat|stun\b|fall|mind|force|fear|sonic/i;
/** A bonus to a skill ("+2D hide in forest") is no armor either, whatever the ability is called. */
const SKILL_BONUS = /\b(?:hide|sneak|search|dodge|climb|swim|initiative|perception|PER|DEX)\b/;
const ARMOR_NAME = /armou?r|carapace|shell|\bhide\b|skin|scales?\b|plat|exoskeleton|chitin|blubber|tough|thick/i;
const DAMAGE_WORDS = /physical|energy|blaster|resist|damage/i;
/** Abilities named as skills ("Brawling Parry: 3D+2") print skill codes, not weapons. */
const SKILL_NAME = /parry|dodge|running|brawling|search|sneak|climbing|jumping|stamina|lifting|swimming|digging|skills?$/i;
const AMOUNT = /\+\s*(\d+D(?:\+\d)?|\d)(?![\w])/g;

/**
 * The bonuses natural armor adds to the Strength roll to resist damage, or null when the ability is
 * none: each printed "+code" counts against the kinds its clause names ("physical", "energy";
 * "blaster" is energy) or, naming neither, against both; the larger bonus of a kind wins.
 * @returns die codes as text ("3D", "0D"), physical and energy
 */
export function naturalArmor(trait: PrintedTrait): { physical: string; energy: string } | null {
  // "Leap Attack: +1D damage" adds to the attack, not to the Strength roll.
  if (/attack|charg/i.test(trait.name)) return null;
  const found = [...trait.text.matchAll(AMOUNT)];
  if (found.length === 0 || !/^\s*\+/.test(trait.text)) return null;
  let physical: DieCode = { dice: 0, pips: 0 };
  let energy: DieCode = { dice: 0, pips: 0 };
  for (const [i, match] of found.entries()) {
    const clause = trait.text.slice(match.index, found[i + 1]?.index ?? trait.text.length);
    const named = (text: string) => ({ physical: /physical|blow|melee/i.test(text), energy: /energy|blaster/i.test(text) });
    let kinds = named(clause);
    const unnamed = !kinds.physical && !kinds.energy;
    if (NOT_DAMAGE.test(unnamed ? `${trait.name} ${clause}` : clause) || SKILL_BONUS.test(clause)) continue;
    if (!ARMOR_NAME.test(trait.name) && !DAMAGE_WORDS.test(clause)) continue;
    if (unnamed) kinds = named(trait.name);
    if (!kinds.physical && !kinds.energy) kinds = { physical: true, energy: true };
    const code = /d/i.test(match[1]!) ? parseDieCode(match[1]!) : addDieCodes({ dice: 0, pips: 0 }, { dice: 0, pips: Number(match[1]) });
    if (kinds.physical && compareDieCodes(code, physical) > 0) physical = code;
    if (kinds.energy && compareDieCodes(code, energy) > 0) energy = code;
  }
  if (physical.dice === 0 && physical.pips === 0 && energy.dice === 0 && energy.pips === 0) return null;
  return { physical: formatDieCode(physical), energy: formatDieCode(energy) };
}

/**
 * Natural armor as an embedded armor item, worn and with no Dexterity penalty (a hide does not
 * slow its owner as a suit does), or null when the ability is no armor.
 */
export function naturalArmorItem(trait: PrintedTrait): EmbeddedItem | null {
  const bonus = naturalArmor(trait);
  if (bonus === null) return null;
  return {
    name: trait.name,
    type: "armor",
    img: "icons/svg/shield.svg",
    system: { ...bonus, dexterityPenalty: "0D", worn: true, coverage: "", description: `<p>${escapeHtml(trait.text)}</p>` },
  };
}

/** A printed text made safe to place in an HTML description. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
