/**
 * The OpenD6 Star Wars companion's stock NPCs ("Typical Imperial Army Trooper", "Stormtrooper") as
 * NPC Actors. That pack stores codes as pips (9 = 3D), Dexterity as "agi", a skill as the pips it adds
 * to its attribute, and a weapon's Strength damage as `muscle`. Descriptions are left out (prose).
 */
import type { AttributeKey } from "../../src/constants.ts";
import { type DieCode, formatDieCode } from "../../src/rules/dice/die-code.ts";
import { pipsCode } from "./species.ts";
import { type EmbeddedItem, beingFile, npcSystem } from "./beings.ts";
import { type SkillItem, mergeSkills, skillReader } from "./skills.ts";
import type { KindReport } from "./report.ts";
import { readAmmo } from "../../src/migrations/weapon-ammo.ts";

const OD6S_ATTRIBUTES: Record<string, AttributeKey> = { agi: "dex", kno: "kno", mec: "mec", per: "per", str: "str", tec: "tec" };

function sys(doc: Record<string, unknown>): Record<string, unknown> {
  return (doc.system ?? doc.data ?? {}) as Record<string, unknown>;
}

function code(pips: number): DieCode {
  return { dice: Math.floor(pips / 3), pips: pips % 3 };
}

/** A blast band as the companion stores it: the band's outer edge in meters and its damage in dice. */
interface BlastBand {
  range?: number;
  damage?: number;
}

/**
 * The damage and blast radius of an explosive, read from its blast bands (the companion keeps a
 * grenade's damage there, band by band from the center, and 0 as its damage score): `{ "1": { range:
 * 2, damage: 5 }, … }` gives "5D/4D/3D/2D" over "0-2/4/6/10". Null when no band reads.
 */
export function blastBands(bands: unknown): { damage: string; blastRadius: string } | null {
  const read = Object.entries((bands ?? {}) as Record<string, BlastBand>)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, band]) => band)
    .filter((band) => Number.isInteger(band.damage) && band.damage! > 0 && Number.isFinite(band.range) && band.range! > 0);
  if (read.length === 0) return null;
  return {
    damage: read.map((band) => `${band.damage}D`).join("/"),
    blastRadius: read.map((band, i) => (i === 0 ? `0-${band.range}` : String(band.range))).join("/"),
  };
}

/**
 * The least range the weapons' texts print before the record's own bands ("Range: 2-3/5/10", "0-5, 25/35
 * [underwater]"); where it prints none of them, 3 meters (0 when the short band ends within 3).
 */
export function minimumRange(description: string, range: { short?: string; medium?: string; long?: string }): number {
  const text = description.replace(/<[^>]+>/g, " ").replace(/&nbsp;/g, " ");
  const printed = new RegExp(`(?<![\\d/])(\\d+)\\s*-\\s*${range.short}\\s*[/,]\\s*${range.medium}\\s*/\\s*${range.long}(?!\\d)`).exec(text);
  return printed ? Number(printed[1]) : Number(range.short) > 3 ? 3 : 0;
}

/**
 * @param item the companion's weapon
 * @param printed the texts of the NPC's weapons, where an item's bands may be printed in another's
 *   (the aquatic stormtrooper's speargun lists its blaster's bands)
 */
function weapon(item: Record<string, unknown>, printed: string): EmbeddedItem | null {
  const s = sys(item);
  const damage = s.damage as { type?: string; score?: number; muscle?: boolean } | undefined;
  const stats = (s.stats ?? {}) as { skill?: string; specialization?: string };
  if (!damage || !Number.isInteger(damage.score)) return null;
  const blast = damage.score === 0 ? blastBands(s.blast_radius) : null;
  const range = s.range as { short?: string; medium?: string; long?: string } | undefined;
  const ranges = range?.short && range.medium && range.long ? `${minimumRange(printed, range)}-${range.short}/${range.medium}/${range.long}` : "";
  const difficulty =
    /DIFFICULTY_(\w+)/
      .exec(String(s.difficulty ?? ""))?.[1]
      ?.toLowerCase()
      .replace("_", "-") ?? "";
  const dice = formatDieCode(code(damage.score!));
  // A melee weapon whose own text prints its damage over Strength ("STR +1 to STR+1D") adds to it, though the
  // record's flag says not (the Typical Assassin's knife: 1 pip, STR+1, not 0D+1).
  const muscle = damage.muscle === true || (s.subtype === "Melee" && /Damage:?\s*(?:<[^>]+>\s*)*STR\s*\+/i.test(String(s.description ?? "")));
  const strDamage = damage.score! < 3 ? `STR+${damage.score}` : `STR+${dice}`;
  return {
    name: String(item.name),
    type: "weapon",
    img: "icons/svg/sword.svg",
    system: {
      skill: stats.skill ?? "",
      specialization: stats.specialization ?? "",
      damage: blast?.damage ?? (muscle ? strDamage : dice),
      ...(blast ? { blastRadius: blast.blastRadius } : {}),
      ...(/\bstun\b/i.test(String(item.name)) ? { stun: true } : {}),
      damageKind: damage.type === "e" ? "energy" : "physical",
      ranges: /^\d/.test(ranges) && !/-0\//.test(ranges) ? ranges : "",
      difficulty: ranges ? "" : ["very-easy", "easy", "moderate", "difficult", "very-difficult", "heroic"].includes(difficulty) ? difficulty : "",
      ...readAmmo(s.ammo ? String(s.ammo) : ""),
      scale: "character",
    },
  };
}

/**
 * The stock NPCs as NPC Actors.
 * @param records the companion's actors
 * @param reader the skills compendium's reader
 * @param report where kept and left-out names and skills are tallied
 * @param folder the folder of an NPC's name
 * @param curatedArmor the armor compendium's curated entries, by lower-case name
 */
export function buildStockNpcs(
  records: readonly Record<string, unknown>[],
  reader: ReturnType<typeof skillReader>,
  report: KindReport,
  folder: (name: string) => string | null,
  curatedArmor: ReadonlyMap<string, { name: string; img: string; system: Record<string, unknown> }>,
) {
  const unmatched = new Set<string>();
  const files = records.flatMap((record, position) => {
    const name = String(record.name ?? "");
    const s = sys(record);
    const raw = (s.attributes ?? {}) as Record<string, { base?: number }>;
    const attributes = Object.fromEntries(Object.entries(OD6S_ATTRIBUTES).map(([od6s, key]) => [key, pipsCode(Number(raw[od6s]?.base ?? -1))])) as Record<
      AttributeKey,
      string
    >;
    if (
      record.type !== "npc" ||
      Object.values(OD6S_ATTRIBUTES).some(
        (key) => !/^\d+D/.test(attributes[key]) || Number(raw[Object.keys(OD6S_ATTRIBUTES).find((k) => OD6S_ATTRIBUTES[k] === key)!]?.base ?? -1) < 0,
      )
    ) {
      report.rejected.push({ name, reason: "not an NPC with six attributes" });
      return [];
    }
    const items = (record.items ?? []) as Record<string, unknown>[];
    const skills: SkillItem[] = [];
    // A specialization is an item of its own there, its pips added to its attribute's as a skill's are.
    for (const item of items.filter((i) => i.type === "skill" || i.type === "specialization")) {
      const si = sys(item);
      const printed = item.type === "skill" ? String(item.name) : `${String(si.skill)}: ${String(item.name)}`;
      const attribute = OD6S_ATTRIBUTES[String(si.attribute)] ?? "dex";
      const total = code(
        Number(si.base ?? 0) +
          Number((raw as Record<string, { base?: number }>)[Object.keys(OD6S_ATTRIBUTES).find((k) => OD6S_ATTRIBUTES[k] === attribute)!]?.base ?? 0),
      );
      const skill = reader.item(printed, total, attributes);
      if (skill) skills.push(skill);
      else unmatched.add(printed);
    }
    const printed = items
      .filter((item) => item.type === "weapon")
      .map((item) => `${String(sys(item).description ?? "")}\n`)
      .join("");
    const weapons = items.flatMap((item) => (item.type === "weapon" ? [weapon(item, printed)].filter((w): w is EmbeddedItem => w !== null) : []));
    const armor = items
      .filter((item) => item.type === "armor")
      .map((item): EmbeddedItem => {
        // The armor compendium's entry of the name prints the Dexterity penalty the companion leaves out;
        // the bonuses are the NPC's record's, which may differ from the compendium's edition of the armor.
        const known = curatedArmor.get(String(item.name).toLowerCase());
        const si = sys(item);
        const bonuses = { physical: pipsCode(Number(si.pr ?? 0)), energy: pipsCode(Number(si.er ?? 0)) };
        if (known) return { name: known.name, type: "armor", img: known.img, system: { ...known.system, ...bonuses, worn: true } };
        return { name: String(item.name), type: "armor", img: "icons/svg/shield.svg", system: { ...bonuses, dexterityPenalty: "", worn: true } };
      });
    const gear = items
      .filter((item) => item.type === "gear")
      .map((item): EmbeddedItem => ({ name: String(item.name), type: "equipment", img: "icons/svg/item-bag.svg", system: { quantity: 1 } }));
    const abilities = items.filter((item) => item.type === "specialability").map((item) => String(item.name));
    const species = String((s.species as { content?: string } | undefined)?.content ?? "").replace(/^Usually\s+/i, "");
    const system = npcSystem({
      attributes,
      species,
      move: Number((s.move as { value?: number } | undefined)?.value ?? 10) || 10,
      specialAbilities: abilities.join("\n"),
      template: String((s.chartype as { content?: string } | undefined)?.content ?? ""),
    });
    report.kept.push(name);
    return [
      beingFile("npcs", "npc", name, "icons/svg/mystery-man.svg", system, [...mergeSkills(skills), ...weapons, ...armor, ...gear], position, folder(name), {}),
    ];
  });
  if (unmatched.size > 0) report.decisions.push(`Skills that link to no skill of the compendium were left off: ${[...unmatched].sort().join(", ")}.`);
  return files;
}
