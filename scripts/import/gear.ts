/**
 * Weapons and equipment from the 1Bln21 generator's PDF extraction. A weapon is kept when the rules
 * engine reads its damage and, for a ranged weapon, its ranges; descriptions are left out (prose).
 */
import { parseWeaponRanges } from "../../src/rules/actions/ranged-difficulty.ts";
import { parseWeaponDamage } from "../../src/rules/damage/melee-damage.ts";
import { SCALES, type Scale } from "../../src/rules/vehicles/scale.ts";
import { type ItemSource, itemFile } from "../packs/documents.ts";
import type { EquipmentSystem } from "../packs/equipment.ts";
import type { WeaponSystem } from "../packs/weapons.ts";
import { type KindReport, nameGate } from "./report.ts";
import { readAmmo } from "../../src/migrations/weapon-ammo.ts";
import { printedEffect } from "../packs/printed-effects.ts";
import { type FolderPath, equipmentFolder, weaponFolder } from "../packs/folders.ts";
import { weaponSkillLine } from "./weapon-skill.ts";

/** The extraction's source line without the next entry's name that ran into it. */
export function cleanSource(book: unknown, source: unknown): string {
  // A page left unclosed where the next entry's name ran in ("(page 33 Coolth Backpack") is closed after its
  // number; "(Pages 78-79)" and a trailing "p.99" are read as "(pages 78-79)" and "(page 99)".
  const text = String(source ?? "")
    .trim()
    .replace(/\((pages?)\s/gi, (_, word: string) => `(${word.toLowerCase()} `)
    .replace(/^(.+?)\s+p\.\s*(\d+(?:-\d+)?)$/, "$1 (page $2)")
    .replace(/(\(pages?\s*[\d-]+)(?![\d-]*\))\s.*$/, "$1)");
  const cut = text.lastIndexOf(")");
  const pages = (cut >= 0 ? text.slice(0, cut + 1) : "").replace(/\(pages? /g, "(p. ");
  return pages || (typeof book === "string" ? book : "");
}

/** The damage as the rules engine reads it, or null: "STR+1D damage (maximum: 6D)" → "STR+1D (max 6D)". */
export function readDamage(text: string): string | null {
  const cleaned = text
    .replace(/\(maximum:?\s*/i, "(max ")
    .replace(/\s+(energy|physical)?\s*damage\b/i, "")
    .replace(/\s+/g, " ")
    .trim();
  const first = cleaned.split(/[;,]\s*/)[0]!.trim();
  try {
    const damage = parseWeaponDamage(first);
    if (damage.upTo) return null;
    return first;
  } catch {
    return null;
  }
}

const DIFFICULTIES: Record<string, WeaponSystem["difficulty"]> = {
  "very easy": "very-easy",
  easy: "easy",
  moderate: "moderate",
  difficult: "difficult",
  "very difficult": "very-difficult",
  heroic: "heroic",
};

function scaleOf(text: unknown): Scale | null {
  const scale =
    String(text ?? "character")
      .trim()
      .toLowerCase()
      .replace(/\s+/g, "-") || "character";
  return (SCALES as readonly string[]).includes(scale) ? (scale as Scale) : null;
}

/**
 * The weapons that pass the checks; the first of a name wins, and a name the curated pack already
 * holds is left to it.
 * @param records the extraction's melee weapons, then its ranged ones
 * @param curated the names of the weapons compendium's curated entries, in lower case
 * @param skills the skills compendium's names, which a weapon's skill is read against (weapon-skill.ts)
 */
export function buildWeapons(
  records: readonly Record<string, unknown>[],
  curated: ReadonlySet<string>,
  report: KindReport,
  skills: readonly string[],
): { doc: ItemSource<WeaponSystem>; group: FolderPath }[] {
  const gate = nameGate(curated, report);
  const kept: { doc: ItemSource<WeaponSystem>; group: FolderPath }[] = [];
  for (const record of records) {
    const name = String(record.name ?? "").trim();
    const reject = (reason: string) => report.rejected.push({ name, reason });
    if (!gate.admits(name)) continue;
    const damage = readDamage(String(record.damage ?? ""));
    const effect = printedEffect(String(record.damage ?? ""));
    if (!damage && !effect.entangle) {
      reject("damage the rules engine cannot read as one code");
      continue;
    }
    const scale = scaleOf(record.scale);
    if (!scale) {
      reject("a scale the rules do not know");
      continue;
    }
    const range = String(record.range ?? "").trim();
    const ranged = range !== "";
    if (ranged) {
      try {
        parseWeaponRanges(range);
      } catch {
        reject("ranges the rules engine cannot read");
        continue;
      }
    }
    gate.take(name);
    const { skill, specialization } = weaponSkillLine(String(record.skill ?? ""), skills);
    const energy = /energy|blaster|laser|ion|disruptor|lightsaber/i.test(`${record.damage} ${record.skill} ${name}`);
    const system: WeaponSystem = {
      skill,
      specialization,
      damage: damage ?? "",
      damageKind: energy ? "energy" : "physical",
      scale,
      ranges: ranged ? range : "",
      difficulty: ranged
        ? ""
        : (DIFFICULTIES[
            String(record.diff ?? "")
              .toLowerCase()
              .replace(/\s*\(.*$/, "")
              .trim()
          ] ?? ""),
      fireControl: "0D",
      blastRadius: "",
      ...readAmmo(String(record.ammo ?? "")),
      fireRate: String(record.rof ?? "").trim(),
      stun: /stun/i.test(String(record.damage ?? "")),
      setToStun: false,
      lightsaber: /lightsaber/i.test(name),
      tractorBeam: false,
      ...effect,
      cost: String(record.costText ?? "").trim(),
      availability: String(record.avail ?? "").trim(),
      description: "",
      source: cleanSource(record.book, record.source),
      sourceNote: "",
    };
    const group = weaponFolder({ system });
    kept.push({
      doc: itemFile("weapons", "weapon", name, ranged ? "icons/svg/target.svg" : "icons/svg/sword.svg", system, kept.length, `imp-${name}`).document,
      group,
    });
  }
  return kept;
}

/**
 * The equipment that passes the checks (a name, a cost that is a number or "not for sale"); the
 * first of a name wins, and names the curated pack holds are left to it.
 */
export function buildEquipment(
  records: readonly Record<string, unknown>[],
  curated: ReadonlySet<string>,
  report: KindReport,
): { doc: ItemSource<EquipmentSystem>; group: FolderPath }[] {
  const gate = nameGate(curated, report);
  const kept: { doc: ItemSource<EquipmentSystem>; group: FolderPath }[] = [];
  for (const record of records) {
    const name = String(record.name ?? "").trim();
    if (!gate.admits(name)) continue;
    const cost = String(record.costText ?? "").trim();
    const availability = String(record.avail ?? "").trim();
    if (cost.length > 80 || /^\d[\d,]*(?:\s+\d[\d,]*)+$/.test(cost) || /\d.*\s\d.*,/.test(availability)) {
      report.rejected.push({ name, reason: "a cost or availability that holds several records' values (merged records)" });
      continue;
    }
    if (/armou?r/i.test(String(record.type ?? ""))) {
      report.rejected.push({ name, reason: "armor: its protection is printed only in prose, so it is left to the armor compendium" });
      continue;
    }
    gate.take(name);
    const system: EquipmentSystem = {
      quantity: 1,
      cost,
      availability: String(record.avail ?? "").trim(),
      description: "",
      source: cleanSource(record.book, record.source),
      sourceNote: "",
    };
    kept.push({
      doc: itemFile("equipment", "equipment", name, "icons/svg/item-bag.svg", system, kept.length, `imp-${name}`).document,
      group: equipmentFolder(`${record.type ?? ""} ${name}`),
    });
  }
  return kept;
}
