/**
 * The starships pack: every starship of starships.json, starfighters-reup.json and
 * craft-additions.json as a `starship` Actor (src/data/actor/starship.ts) with its weapons embedded as
 * `weapon` Items. Five starfighters are in both reference files: the compendium record (with its book
 * references) is kept and every value the REUP record gives differently is named in the entry's
 * `sourceNote`, as is every reading of a printed value. The description (`notes`) is composed from the
 * entry's own numbers.
 */
import type { StarshipDamageData } from "../../src/data/actor/craft-damage.ts";
import { undamagedStarship } from "../../src/data/actor/craft-damage.ts";
import { formatDieCode, parseDieCode } from "../../src/rules/dice/die-code.ts";
import { escapeHtml } from "./documents.ts";
import {
  type ActorFile,
  type CraftData,
  type CraftRecord,
  type CraftSystemBase,
  type ReupStarfighterRecord,
  type SensorRecord,
  actorFile,
  mountedWeapons,
  craftBase,
  craftWeapons,
  readCode,
  readCount,
  readHyperdrive,
  readMove,
  singleValue,
  sourceNote,
  text,
} from "./craft-records.ts";
import { correctedRecord } from "./craft-corrections.ts";

/** A sensor mode as the pack ships it: range in space units (null when not printed) and die code. */
export interface SensorSystem {
  range: number | null;
  code: string;
}

/** A starship's `system` data as the pack ships it. */
export interface StarshipSystem extends CraftSystemBase {
  space: number;
  /** No published stat block prints a sublight speed die code: always "" (the table enters it). */
  sublightSpeed: string;
  atmosphereMove: number | null;
  atmosphereKmh: number | null;
  hyperdrive: { multiplier: number | null; backup: number | null };
  navComputer: string;
  hull: string;
  sensors: Record<(typeof SENSOR_MODES)[number], SensorSystem>;
  damage: StarshipDamageData;
}

/** The image of every starship: a core Foundry icon. */
export const STARSHIP_IMG = "icons/svg/sun.svg";

/** The sensor modes in printed order. */
export const SENSOR_MODES = ["passive", "scan", "search", "focus"] as const;

/**
 * A sensor mode as printed, "range/code" ("30/1D"), or its value for the kept era when the record
 * prints one per era ("20/1D (Rise of the Empire), 30/1D (Rebellion)"); null when it does not read.
 * @param mode the mode's name, for the note
 * @param raw the printed value
 * @param notes where a chosen era or stat block is written
 */
export function readSensorMode(mode: string, raw: string, notes: string[]): SensorSystem | null {
  const value = singleValue(`Sensors (${mode})`, raw, notes);
  const match = /^([\d.,]+)\s*\/\s*(\d+D(?:[+-]\d+)?)$/i.exec(value);
  return match ? { range: Number(match[1].replace(/,/g, "")), code: formatDieCode(parseDieCode(match[2])) } : null;
}

function sensor(mode: string, record: SensorRecord | undefined, notes: string[]): SensorSystem {
  if (!record || !record.raw) return { range: null, code: "0D" };
  const read = readSensorMode(mode, record.raw, notes);
  if (!read) throw new Error(`sensors ${mode} "${record.raw}"`);
  return read;
}

/**
 * One starship's `system` data and weapons.
 * @param record the starship as printed
 * @throws Error on a value no reading fits
 */
export function buildStarship(record: CraftRecord) {
  const notes: string[] = [];
  const base = craftBase(record, notes);
  const atmosphere = record.atmosphere ? readMove("Atmosphere", record.atmosphere, notes) : null;
  if (!atmosphere) notes.push("No atmosphere speed printed: the ship does not fly in atmosphere.");
  const weapons = craftWeapons(record, base.scale, true, notes);
  const system: StarshipSystem = {
    ...base,
    space: readCount("Space", text(record.space), notes),
    sublightSpeed: "",
    atmosphereMove: atmosphere?.move ?? null,
    atmosphereKmh: atmosphere?.kmh ?? null,
    hyperdrive: {
      multiplier: readHyperdrive("Hyperdrive", record.hyperdrive_multiplier ?? null, notes),
      backup: readHyperdrive("Hyperdrive backup", record.hyperdrive_backup ?? null, notes),
    },
    navComputer: text(record.nav_computer),
    hull: readCode("Hull", record.hull ?? null, "0D", notes),
    sensors: Object.fromEntries(SENSOR_MODES.map((mode) => [mode, sensor(mode, record.sensors?.[mode], notes)])) as StarshipSystem["sensors"],
    damage: undamagedStarship(),
  };
  if (!record.sensors) notes.push("Sensors not printed.");
  return { system, weapons, notes };
}

/** Writes a REUP starfighter in the compendium records' printed form, so that one reader reads both. */
export function reupAsRecord(reup: ReupStarfighterRecord): CraftRecord {
  const units = (tons: number) => (tons >= 1 ? `${tons} metric tons` : tons > 0 ? `${Math.round(tons * 1000)} kilograms` : null);
  return {
    name: reup.name,
    craft: null,
    type: reup.type,
    scale: reup.scale,
    length: `${reup.length} meters`,
    skill: reup.skill,
    crew: String(reup.crew),
    crew_skill: null,
    passengers: reup.passengers ? String(reup.passengers) : null,
    cargo_capacity: units(reup.cargoCapacityTons),
    consumables: null,
    cost: reup.cost ? reup.cost.toLocaleString("en") : null,
    maneuverability: reup.maneuverability,
    hyperdrive_multiplier: reup.hyperdriveMultiplier ? `x${reup.hyperdriveMultiplier}` : null,
    hyperdrive_backup: null,
    nav_computer: null,
    space: String(reup.space),
    atmosphere: reup.atmosphere?.move ? `${reup.atmosphere.move}; ${reup.atmosphere.kmh} kmh` : null,
    hull: reup.hull,
    shields: reup.shields,
    sensors: Object.values(reup.sensors).every((mode) => !mode.range)
      ? null
      : Object.fromEntries(Object.entries(reup.sensors).map(([mode, s]) => [mode, { range: s.range, dice: s.code, raw: `${s.range}/${s.code}` }])),
    weapons: reup.weapons.map((w) => ({
      name: w.name,
      fire_arc: w.fireArc,
      crew: w.crew > 1 ? String(w.crew) : null,
      skill: w.skill,
      fire_control: w.fireControl,
      space_range: w.spaceRange,
      atmosphere_range: w.atmosphereRange,
      damage: w.damage,
      scale: null,
    })),
    book_refs: null,
    compendium: reup.book,
    edition: "REUP (fan Revised, Expanded & Updated rulebook, 2015; derived from 2nd ed R&E)",
    source: reup.source,
    notes: [reup.note],
  };
}

/** The values a REUP record gives differently from the compendium record kept. */
function conflicts(kept: ReturnType<typeof buildStarship>, reup: ReupStarfighterRecord): string[] {
  const other = buildStarship(reupAsRecord(reup));
  const fields = [
    ["maneuverability", kept.system.maneuverability, other.system.maneuverability],
    ["hull", kept.system.hull, other.system.hull],
    ["shields", kept.system.shields, other.system.shields],
    ["space", kept.system.space, other.system.space],
    ["atmosphere Move", kept.system.atmosphereMove, other.system.atmosphereMove],
    ["hyperdrive", kept.system.hyperdrive.multiplier, other.system.hyperdrive.multiplier],
    ["weapons", kept.weapons.length, other.weapons.length],
  ] as const;
  const differing = fields.filter(([, a, b]) => a !== b).map(([name, a, b]) => `${name} ${b ?? "none"} (kept: ${a ?? "none"})`);
  const source = `Also in starfighters-reup.json (${reup.source})`;
  return differing.length
    ? [`${source}, which differs on ${differing.join(", ")}: the compendium record with its book references is kept.`]
    : [`${source}, which agrees on maneuverability, hull, shields, speeds, hyperdrive and the number of weapons.`];
}

function describeStarship(name: string, s: StarshipSystem, weapons: number): string {
  const parts = [
    `${s.craft || name}: ${s.craftType ? s.craftType.toLowerCase() : "starship"} of ${s.scale} scale${s.length ? `, ${s.length} long` : ""}.`,
    `Flown with ${s.pilotingSkill || "its piloting skill"}; maneuverability ${s.maneuverability}, space ${s.space}, hull ${s.hull}, shields ${s.shields}.`,
    s.hyperdrive.multiplier === null
      ? "No hyperdrive."
      : `Hyperdrive x${s.hyperdrive.multiplier}${s.hyperdrive.backup ? `, backup x${s.hyperdrive.backup}` : ""}.`,
    weapons ? `${weapons} weapon system${weapons === 1 ? "" : "s"}.` : "Unarmed.",
  ];
  return `<p>${escapeHtml(parts.join(" "))}</p>`;
}

/**
 * Builds the starships pack, sorted by name: the compendium records, the REUP starfighters not among
 * them (matched by name), and the additions.
 * @param data the craft data
 */
export function buildStarships(data: CraftData): ActorFile<StarshipSystem>[] {
  const reupByName = new Map(data.reupStarfighters.map((reup) => [reup.name.toLowerCase(), reup]));
  const compendium = [...data.starships, ...data.additions.starships];
  const names = new Set(compendium.map((record) => record.name.toLowerCase()));
  const entries = [
    ...compendium.map((printed) => {
      const { record, notes } = correctedRecord(printed);
      const built = buildStarship(record);
      const reup = reupByName.get(record.name.toLowerCase());
      return { record, built, extra: [...notes, ...(reup ? conflicts(built, reup) : [])] };
    }),
    ...data.reupStarfighters
      .filter((reup) => !names.has(reup.name.toLowerCase()))
      .map((reup) => {
        const { record, notes } = correctedRecord(reupAsRecord(reup));
        return { record, built: buildStarship(record), extra: notes };
      }),
  ];
  return entries
    .sort((a, b) => a.record.name.localeCompare(b.record.name, "en"))
    .map(({ record, built, extra }, position) => {
      const system = { ...built.system, notes: describeStarship(record.name, built.system, built.weapons.length) };
      system.sourceNote = sourceNote(record, [...built.notes, ...extra]);
      return actorFile("starships", "starship", record.name, STARSHIP_IMG, system, mountedWeapons(built.weapons), position);
    });
}
