/**
 * Creatures from the SW-WEG-D6-Toolkit's creature list: Dexterity, Perception and Strength, Move,
 * size, orneriness and homeworld as printed; the natural weapons of the special line ("Bite: STR+2D")
 * as weapon items rolled with brawling; its skills ("Brawling 6D") linked to the skills compendium;
 * the other abilities by name only (their text is the books' prose).
 */
import type { AttributeKey } from "../../src/constants.ts";
import { formatDieCode, isDieCode, parseDieCode } from "../../src/rules/dice/die-code.ts";
import { parseWeaponDamage } from "../../src/rules/damage/melee-damage.ts";
import { type EmbeddedItem, beingFile } from "./beings.ts";
import { skillPairs } from "./droids.ts";
import { mergeSkills, type skillReader } from "./skills.ts";
import { type KindReport, nameGate } from "./report.ts";

/** The creature Actor's `system` data as the pack ships it (src/data/actor/creature.ts). */
export interface CreatureSystem {
  attributes: Record<AttributeKey, string>;
  move: number;
  forcePoints: number;
  characterPoints: number;
  darkSidePoints: number;
  woundLevel: "none";
  scale: "character" | "speeder" | "walker";
  size: string;
  orneriness: string;
  homeworld: string;
  specialAbilities: { name: string; text: string }[];
  notes: string;
  source: string;
}

/** A natural weapon's damage as the rules engine reads it, or null ("STR+2 damage" → "STR+2"). */
function naturalDamage(text: string): string | null {
  const damage = text.replace(/\s*damage\b.*$/i, "").trim();
  if (!/^(STR\+\d+D(\+\d)?|STR\+\d|\d+D(\+\d)?)$/.test(damage)) return null;
  try {
    parseWeaponDamage(damage);
    return damage;
  } catch {
    return null;
  }
}

/** "WEG40080 Creatures of the Galaxy p.4" → "Creatures of the Galaxy, p. 4". */
export function creatureSource(source: string): string {
  return source
    .replace(/^WEG\d+\s+/, "")
    .replace(/\s+p\.\s*(\d+)/, ", p. $1")
    .replace(/\(pages? ([\d-]+)\)/, "(p. $1)")
    .trim();
}

/** The folder of a creature by its type line. */
export function creatureGroup(type: string): string {
  if (/predator|carnivore|hunter|killer/i.test(type)) return "Predators";
  if (/fly|flying|avian|bird|winged|aerial/i.test(type)) return "Flying creatures";
  if (/aquatic|marine|sea|fish|amphib|water/i.test(type)) return "Aquatic creatures";
  if (/herd|herbivore|grazer|beast of burden|mount|domestic|pack/i.test(type)) return "Herd animals and mounts";
  return "Other creatures";
}

/**
 * The creatures that pass the checks.
 * @param records the toolkit's creatures
 * @param reader the skills compendium's reader
 * @param report where kept and left-out names are tallied
 * @param folder the folder of a group
 */
export function buildCreatures(records: readonly Record<string, unknown>[], reader: ReturnType<typeof skillReader>, report: KindReport, folder: (group: string) => string | null) {
  const gate = nameGate(new Set(), report);
  const files = [];
  for (const record of records) {
    const name = String(record.name ?? "").trim();
    if (!gate.admits(name)) continue;
    const printed = ["dex", "per", "str"].map((key) => String(record[key] ?? "").trim());
    if (!printed.every((code) => /^\d+D(\+[12])?$/i.test(code) && parseDieCode(code).dice <= 30)) {
      report.rejected.push({ name, reason: "Dexterity, Perception or Strength not a die code from 0D to 30D" });
      continue;
    }
    const move = Number.parseInt(String(record.move ?? ""), 10);
    if (!Number.isInteger(move) || move < 0 || move > 500) {
      report.rejected.push({ name, reason: "no Move from 0 to 500" });
      continue;
    }
    const [dex, per, str] = printed.map((code) => formatDieCode(parseDieCode(code))) as [string, string, string];
    const attributes = { dex, kno: "0D", mec: "0D", per, str, tec: "0D" };
    const special = String(record.special ?? "");
    const abilities: { name: string; text: string }[] = [];
    const weapons: EmbeddedItem[] = [];
    const skills = [];
    for (const part of special.split(/\.\s+(?=[A-Z])/)) {
      const colon = /^([A-Z][\w' -]{1,30}):\s*(.+)$/.exec(part.trim().replace(/\.$/, ""));
      const damage = colon ? naturalDamage(colon[2]!) : null;
      if (colon && damage) {
        weapons.push({ name: colon[1]!.trim(), type: "weapon", img: "icons/svg/claw.svg", system: { skill: "Brawling", damage, damageKind: "physical", difficulty: "very-easy", scale: "character" } });
        continue;
      }
      const { pairs, unread } = skillPairs(part.replace(/^[^:]+:\s*/, "").replace(/\.$/, ""));
      if (pairs.length > 0 && unread.length === 0) {
        for (const pair of pairs) {
          const item = reader.item(pair.name, parseDieCode(pair.code), attributes as Record<AttributeKey, string>);
          if (item) skills.push(item);
        }
        continue;
      }
      if (colon) abilities.push({ name: colon[1]!.trim(), text: "" });
    }
    const scale = /walker scale/i.test(special) ? "walker" : /speeder scale/i.test(special) ? "speeder" : "character";
    const orneriness = String(record.orneriness ?? "").trim();
    const system: CreatureSystem = {
      attributes,
      move,
      forcePoints: 0,
      characterPoints: 0,
      darkSidePoints: 0,
      woundLevel: "none",
      scale,
      size: String(record.size ?? "").trim().slice(0, 60),
      orneriness: isDieCode(orneriness) && !orneriness.startsWith("-") ? orneriness : "0D",
      homeworld: String(record.planet ?? "").trim(),
      specialAbilities: abilities,
      notes: "",
      source: creatureSource(String(record.source ?? "")),
    };
    files.push(beingFile("creatures", "creature", name, "icons/svg/pawprint.svg", system, [...mergeSkills(skills), ...weapons], files.length, folder(creatureGroup(String(record.type ?? ""))), {}));
    gate.take(name);
  }
  return files;
}
