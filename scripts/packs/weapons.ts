/**
 * The weapons pack: every weapon of weapons.json as a `weapon` Item (src/data/item/weapon.ts). Each
 * entry keeps its source; every reading the data needed (a damage kind derived from the weapon, a
 * blank scale, damage or ranges the rules engine cannot read, a conflict between sources) is written
 * into its `sourceNote`. Descriptions are composed from the entry's own numbers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseWeaponRanges } from "../../src/rules/actions/ranged-difficulty.ts";
import type { DamageKind } from "../../src/rules/damage/armor.ts";
import { parseWeaponDamage } from "../../src/rules/damage/melee-damage.ts";
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "../../src/rules/dice/difficulty.ts";
import { SCALES, type Scale } from "../../src/rules/vehicles/scale.ts";
import { escapeHtml, itemFile, type PackFile } from "./documents.ts";
import { type WeaponRecord, printed } from "./gear-data.ts";
import { readAmmo } from "../../src/migrations/weapon-ammo.ts";
import { effectSentences, printedEffect } from "./printed-effects.ts";
import { readable } from "../../src/rules/errors.ts";

/** A weapon's `system` data as the pack ships it. */
export interface WeaponSystem {
  skill: string;
  specialization: string;
  damage: string;
  damageKind: DamageKind;
  scale: Scale;
  ranges: string;
  difficulty: DifficultyLevel | "";
  fireControl: string;
  blastRadius: string;
  /** Shots before a reload, or null for none. */
  ammo: number | null;
  /** How it is reloaded, as printed. */
  reload: string;
  fireRate: string;
  stun: boolean;
  /** The setting a stun-capable weapon is at: a compendium weapon comes set to normal. */
  setToStun: boolean;
  lightsaber: boolean;
  /** A tractor beam: it holds a starship instead of damaging it. */
  tractorBeam: boolean;
  /** A net: the Strength a hit holds its target with (printed-effects.ts); "" when it has none. */
  entangle: string;
  /** A targeting jammer: the fire control dice it takes; "" when it has none. */
  jamming: string;
  cost: string;
  availability: string;
  description: string;
  source: string;
  sourceNote: string;
}

/** The images: core Foundry icons by kind of weapon. */
export const WEAPON_IMG = {
  ranged: "icons/svg/target.svg",
  melee: "icons/svg/sword.svg",
  explosive: "icons/svg/explosion.svg",
  lightsaber: "icons/svg/lightning.svg",
} as const;

/** Words in a weapon's name, skill or damage that mark an energy weapon (armor's energy bonus applies). */
const ENERGY = /blaster|bowcaster|lightsaber|\bion\b|ioniz|stun|energy ball/i;

/** The difficulty level of a printed melee difficulty ("Very Easy (club)"), or null. */
function difficultyLevel(text: string | null): DifficultyLevel | null {
  if (!text) return null;
  const key = text
    .replace(/\([^)]*\)/g, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-");
  return (DIFFICULTY_LEVELS as readonly string[]).includes(key) ? (key as DifficultyLevel) : null;
}

/**
 * One weapon's `system` data and the notes of how its record was read.
 * @param record the weapon as weapons.json has it
 */
export function buildWeapon(record: WeaponRecord): WeaponSystem {
  const notes: string[] = [];
  const [skill, ...rest] = record.skill.split(":");
  const lightsaber = /^lightsaber/i.test(record.name);

  let damage = record.damage.trim();
  if (!readable(parseWeaponDamage, damage)) {
    notes.push(`Damage printed as "${damage}", which rolls no damage code: left empty.`);
    damage = "";
  }
  const energy = ENERGY.test(`${record.name} ${record.skill} ${record.damage}`);
  const damageKind: DamageKind = energy ? "energy" : "physical";
  notes.push(
    `Damage kind ${damageKind}: ${energy ? "a blaster, ion, stun or lightsaber weapon" : "blades, blunt weapons, slugs, arrows and explosives"} (armor's ${damageKind} bonus resists it).`,
  );

  let scale = (record.scale ?? "").toLowerCase() as Scale;
  if (!SCALES.includes(scale)) {
    notes.push(`Scale blank in the source: character scale applied.`);
    scale = "character";
  }

  let ranges = printed(record.range_raw);
  if (ranges && !readable(parseWeaponRanges, ranges)) {
    notes.push(`Ranges printed as "${ranges}", which are not meters short/medium/long: left empty.`);
    ranges = "";
  }
  const difficulty = difficultyLevel(record.difficulty);
  if (record.difficulty && !difficulty) notes.push(`Difficulty printed as "${record.difficulty}": not a difficulty level.`);
  if (!ranges && !difficulty) notes.push("Neither ranges nor a melee difficulty: placed or set off rather than aimed, so it makes no attack roll.");
  for (const conflict of record.conflicts ?? []) notes.push(`Sources differ on ${conflict}; the primary source's value is kept.`);
  for (const note of record.notes ?? []) notes.push(note.endsWith(".") ? note : `${note}.`);

  const system: WeaponSystem = {
    skill: skill.trim(),
    specialization: rest.join(":").trim(),
    damage,
    damageKind,
    scale,
    ranges,
    difficulty: ranges ? "" : (difficulty ?? ""),
    fireControl: "0D",
    blastRadius: printed(record.blast_radius_m),
    ...readAmmo(printed(record.ammo)),
    fireRate: printed(record.fire_rate),
    stun: /^blaster/i.test(record.skill) || /stun/i.test(record.damage),
    setToStun: false,
    lightsaber,
    tractorBeam: false,
    ...printedEffect(record.damage),
    cost: printed(record.cost),
    availability: printed(record.availability),
    description: "",
    source: record.edition,
    sourceNote: [`Provenance: ${record.source}.`, ...notes].join(" "),
  };
  system.description = describeWeapon(record.name, system);
  return system;
}

/** A short description composed from the weapon's own values. */
function describeWeapon(name: string, w: WeaponSystem): string {
  const skill = w.specialization ? `${w.skill} (${w.specialization})` : w.skill;
  const kind = w.lightsaber ? "A lightsaber" : w.ranges ? "A ranged weapon" : w.difficulty ? "A melee weapon" : "An explosive";
  const parts = [`${kind} used with the ${skill} skill.`];
  if (w.damage) parts.push(`Damage ${w.damage} (${w.damageKind}${w.scale === "character" ? "" : `, ${w.scale} scale`}).`);
  if (w.ranges) parts.push(`Ranges ${w.ranges} m.`);
  if (w.difficulty) parts.push(`Difficulty to hit: ${w.difficulty.replace(/-/g, " ")}.`);
  if (w.blastRadius) parts.push(`Blast radius ${w.blastRadius}${/^[\d.]+$/.test(w.blastRadius) ? " m" : ""}.`);
  if (w.stun) parts.push("It can be set for stun.");
  parts.push(...effectSentences(w));
  return `<p><strong>${escapeHtml(name)}.</strong> ${escapeHtml(parts.join(" "))}</p>`;
}

/**
 * Builds the weapons pack, sorted by name.
 * @param records weapons.json's weapons
 */
/** Weapons whose printed damage is a model range where the R&E rulebook prints one code (weapon-corrections.json). */
const WEAPON_CORRECTIONS = JSON.parse(readFileSync(join(import.meta.dirname, "weapon-corrections.json"), "utf8")) as Record<
  string,
  { fields: Partial<WeaponRecord>; note: string }
>;

export function buildWeapons(records: readonly WeaponRecord[]): PackFile<WeaponSystem>[] {
  return [...records]
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((printed, position) => {
      const correction = WEAPON_CORRECTIONS[printed.name];
      const record = correction ? { ...printed, ...correction.fields } : printed;
      const system = buildWeapon(record);
      if (correction) system.sourceNote = [system.sourceNote, correction.note].filter(Boolean).join(" ");
      const img = system.lightsaber ? WEAPON_IMG.lightsaber : system.ranges ? WEAPON_IMG.ranged : system.difficulty ? WEAPON_IMG.melee : WEAPON_IMG.explosive;
      return itemFile("weapons", "weapon", record.name, img, system, position);
    });
}
