/**
 * What the vehicle and starship packs share: the shape of a craft record (vehicles.json,
 * starships.json, craft-additions.json), the readers of its printed values (die codes, moves, ranges
 * with km, hyperdrive classes, sensors, per-era values), its weapons as embedded `weapon` Items, and
 * the Actor document a pack entry is. Every reading that chose or changed a value is returned as a
 * note for the entry's `sourceNote`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseWeaponRanges } from "../../src/rules/actions/ranged-difficulty.ts";
import type { DamageKind } from "../../src/rules/damage/armor.ts";
import { parseWeaponDamage } from "../../src/rules/damage/melee-damage.ts";
import { isNameFragment } from "./name-checks.ts";
import { formatDieCode, parseDieCode } from "../../src/rules/dice/die-code.ts";
import { type CrewSkill, parseCrewSkills } from "../../src/rules/vehicles/crew-roll.ts";
import { SCALES, type Scale } from "../../src/rules/vehicles/scale.ts";
import { escapeHtml, type ItemSource } from "./documents.ts";
import { slugify, stableId } from "./ids.ts";
import type { WeaponSystem } from "./weapons.ts";
import { effectSentences, printedEffect } from "./printed-effects.ts";

/** One weapon of a craft record; `null` is a value the source left blank. */
export interface CraftWeaponRecord {
  name: string;
  fire_arc: string | null;
  crew: string | null;
  skill: string | null;
  fire_control: string | null;
  space_range: string | null;
  atmosphere_range: string | null;
  damage: string | null;
  scale: string | null;
}

/** A sensor mode as starships.json prints it: `"25/0D"`. */
export interface SensorRecord {
  range: number | null;
  dice: string | null;
  raw: string;
}

/** One craft of vehicles.json, starships.json or craft-additions.json. */
export interface CraftRecord {
  name: string;
  craft: string | null;
  type: string | null;
  scale: string | null;
  length: string | null;
  skill: string | null;
  crew: string | null;
  crew_skill: string | null;
  passengers: string | null;
  cargo_capacity: string | null;
  consumables: string | null;
  cost: string | null;
  cover?: string | null;
  maneuverability: string | null;
  move?: string | null;
  body_strength?: string | null;
  hyperdrive_multiplier?: string | null;
  hyperdrive_backup?: string | null;
  nav_computer?: string | null;
  space?: string | null;
  atmosphere?: string | null;
  hull?: string | null;
  shields: string | null;
  sensors?: Record<string, SensorRecord> | null;
  weapons: CraftWeaponRecord[];
  book_refs: string | null;
  compendium: string;
  edition: string;
  source: string;
  notes?: string[];
}

/** A starfighter of starfighters-reup.json (REUP values, codes already converted from pips). */
export interface ReupStarfighterRecord {
  name: string;
  type: string;
  scale: string;
  length: number;
  skill: string;
  crew: number;
  passengers: number;
  cargoCapacityTons: number;
  cost: number;
  maneuverability: string;
  space: number;
  hull: string;
  shields: string;
  sensors: Record<string, { range: number; code: string }>;
  weapons: {
    name: string;
    fireArc: string;
    crew: number;
    skill: string;
    fireControl: string;
    spaceRange: string;
    atmosphereRange: string;
    damage: string;
  }[];
  source: string;
  book: string;
  note: string;
  hyperdriveMultiplier: number;
  atmosphere: { move: number; kmh: number };
}

/** The craft reference data: the shared files and this folder's additions. */
export interface CraftData {
  vehicles: CraftRecord[];
  starships: CraftRecord[];
  reupStarfighters: ReupStarfighterRecord[];
  additions: { vehicles: CraftRecord[]; starships: CraftRecord[] };
}

/**
 * Reads vehicles.json, starships.json and starfighters-reup.json from the reference data, and
 * craft-additions.json (published stats added here, each with its source) from this folder.
 * @param dir the reference-data directory
 * @throws Error when a file is missing or its list is absent
 */
export function readCraftData(dir: string): CraftData {
  const list = (path: string, key: string) => {
    const value = JSON.parse(readFileSync(path, "utf8"))[key];
    if (!Array.isArray(value)) throw new Error(`${path}: no "${key}" list`);
    return value;
  };
  const additions = join(import.meta.dirname, "craft-additions.json");
  return {
    vehicles: list(join(dir, "vehicles.json"), "vehicles"),
    starships: list(join(dir, "starships.json"), "starships"),
    reupStarfighters: list(join(dir, "starfighters-reup.json"), "starships"),
    additions: { vehicles: list(additions, "vehicles"), starships: list(additions, "starships") },
  };
}

/** The era whose value is kept when a record prints one per era (the classic trilogy's). */
export const KEPT_ERA = "Rebellion";

/**
 * The value a field holds for the kept era when it prints one per era ("1D (Rise of the Empire), 2D
 * (Rebellion)"), or the first of two merged stat blocks ("4D 4D"); otherwise the text as it is.
 * @param field the field's name, for the note
 * @param text the printed value
 * @param notes where the choice is written
 */
export function singleValue(field: string, text: string, notes: string[]): string {
  const eras = [...text.matchAll(/\s*([^()]+?)\s*\(([^)]+)\)\s*(?:,|$)/g)];
  if (eras.length > 1) {
    const kept = eras.find((match) => match[2].trim() === KEPT_ERA) ?? eras[0];
    notes.push(`${field} printed with several values ("${text}"): ${kept[1].trim()} (${kept[2].trim()}) kept.`);
    return kept[1].trim();
  }
  const parts = text.trim().split(/\s+/);
  if (parts.length >= 2 && parts.every((part) => /^([\d.,]+\/)?\d+D([+-]\d+)?$/i.test(part))) {
    notes.push(`${field} printed as "${text}" (stat blocks merged): the first, ${parts[0]}, kept.`);
    return parts[0];
  }
  return text.trim();
}

/**
 * A printed die code in canonical form ("2D", "1D+2"); a code followed by words ("4D (fired from
 * cockpit)", "3D*") keeps the code and notes the rest. Blank gives `fallback` with a note.
 * @throws Error when no die code can be read from text that is not blank
 */
export function readCode(field: string, text: string | null, fallback: string, notes: string[], blankNote?: string): string {
  if (text === null || text.trim() === "") {
    notes.push(blankNote ?? `${field} blank in the source: ${fallback} applied.`);
    return fallback;
  }
  const value = singleValue(field, text, notes);
  const match = /^([+-]?\d+\s*D(?:\s*[+-]\s*\d+)?)(.*)$/i.exec(value);
  if (!match) throw new Error(`${field} "${text}" is not a die code`);
  if (match[2].trim()) notes.push(`${field} printed as "${text}": the code ${formatDieCode(parseDieCode(match[1]))} kept.`);
  return formatDieCode(parseDieCode(match[1]));
}

/** A number as printed with thousands commas ("1,050"), or null. */
function number(text: string): number | null {
  const value = Number(text.replace(/,/g, ""));
  return Number.isFinite(value) ? value : null;
}

/**
 * A Move and km/h as printed: "115; 330 kmh" gives `{ move: 115, kmh: 330 }`; text after the pair
 * ("slows to 8 when turning") is noted.
 * @throws Error for text without the pair
 */
export function readMove(field: string, text: string, notes: string[]): { move: number; kmh: number } {
  const value = singleValue(field, text, notes);
  const match = /^([\d,]+)\s*[;,]\s*([\d,]+)\s*km\/?h\b(.*)$/i.exec(value);
  const move = match ? number(match[1]) : null;
  const kmh = match ? number(match[2]) : null;
  if (move === null || kmh === null || !Number.isInteger(move) || !Number.isInteger(kmh)) throw new Error(`${field} "${text}" is not "Move; km/h"`);
  if (match![3].trim()) notes.push(`${field} printed as "${text}": ${move}; ${kmh} km/h kept.`);
  return { move, kmh };
}

/** A hyperdrive class ("x1", "x3/4", "x12") as its multiplier, or null for none ("None", blank). */
export function readHyperdrive(field: string, text: string | null, notes: string[]): number | null {
  if (text === null || /^\s*(none|no)?\s*$/i.test(text)) return null;
  const value = singleValue(field, text, notes);
  const match = /^x\s*(\d+(?:\.\d+)?)(?:\s*\/\s*(\d+))?\s*$/i.exec(value);
  if (!match) throw new Error(`${field} "${text}" is not a hyperdrive class`);
  return match[2] ? Number(match[1]) / Number(match[2]) : Number(match[1]);
}

/** A whole number as printed ("8", "1,200"), after choosing the kept era. */
export function readCount(field: string, text: string, notes: string[]): number {
  const value = number(singleValue(field, text, notes));
  if (value === null || !Number.isInteger(value) || value < 0) throw new Error(`${field} "${text}" is not a whole number`);
  return value;
}

/** Writes a number of meters without a trailing ".0". */
function meters(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * Weapon ranges in meters from ranges as stat blocks print them: "3-50/100/200" are meters; with
 * "km" at the end the values from the first drop onward are kilometers ("100-300/1.2/2.5 km" is
 * 100-300 m, 1.2 km, 2.5 km), and with no drop all of them are ("6-30/70/150 km").
 * @returns ranges the rules engine reads ("100-300/1200/2500"), or "" with a note when unreadable
 */
export function rangesInMeters(text: string | null, notes: string[]): string {
  if (!text) return "";
  const km = /k\s*m\s*$/i.test(text.trim());
  const body = text.trim().replace(/\s*(k?m)\s*$/i, "");
  const match = /^([\d.]+)\s*-\s*([\d.]+)\s*\/\s*([\d.]+)\s*\/\s*([\d.]+)$/.exec(body) ?? /^()([\d.]+)\s*\/\s*([\d.]+)\s*\/\s*([\d.]+)$/.exec(body);
  if (!match) {
    notes.push(`Atmosphere ranges printed as "${text}", not short/medium/long: left empty.`);
    return "";
  }
  const raw = match.slice(1).map((part) => (part === "" ? null : Number(part)));
  const present = raw.filter((value): value is number => value !== null);
  let kmFrom = present.length;
  if (km) {
    kmFrom = 0;
    for (let i = 0; i < present.length - 1; i++) if (present[i] > present[i + 1]) kmFrom = i + 1;
  }
  const values = present.map((value, i) => (i >= kmFrom ? value * 1000 : value));
  const text2 = values.length === 4 ? `${meters(values[0])}-${meters(values[1])}/${meters(values[2])}/${meters(values[3])}` : values.map(meters).join("/");
  try {
    parseWeaponRanges(text2);
  } catch {
    notes.push(`Atmosphere ranges printed as "${text}" do not grow outward in meters: left empty.`);
    return "";
  }
  if (km) notes.push(`Atmosphere ranges "${text}" written in meters as ${text2}.`);
  return text2;
}

/** Ranges in space units as printed ("1-3/12/25"), or "" with a note when the engine cannot read them. */
export function spaceRanges(text: string | null, notes: string[]): string {
  if (!text) return "";
  try {
    parseWeaponRanges(text);
    return text.trim();
  } catch {
    notes.push(`Space ranges printed as "${text}", not short/medium/long: left empty.`);
    return "";
  }
}

/** Names that mark a weapon whose damage armor's physical bonus resists (missiles, torpedoes, mines, harpoons). */
const PHYSICAL = /missile|torpedo|grenade|mine|harpoon|bomb|rocket/i;

/** Counts as stat blocks write them in words ("Two Quad Laser Cannon"); "Twin" and "Double" name one mount's barrels, not a count. */
const COUNT_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/**
 * The leading count of a weapon's printed name, in digits or in words: "4 Laser Cannons (fire
 * linked)" is 4 × "Laser Cannons (fire linked)", "Two Quad Laser Cannon" 2 × "Quad Laser Cannon".
 */
export function weaponCount(name: string): { count: number; name: string } {
  const match = /^(\d+|[A-Za-z]+)\s+(.+)$/.exec(name.trim());
  const count = !match ? 0 : /^\d+$/.test(match[1]) ? Number(match[1]) : COUNT_WORDS.indexOf(match[1].toLowerCase()) + 1;
  return match && count > 0 ? { count, name: match[2] } : { count: 1, name: name.trim() };
}

/**
 * The gunners a weapon's crew line asks for: each part's count ("2 front (pilot), 1 turret" is 1:
 * the pilot fires the front guns and only the turret needs a gunner of its own).
 */
export function gunners(crew: string): number {
  return crew.split(/[,;]/).reduce((sum, part) => {
    const count = /^\s*(\d+)/.exec(part);
    return /(?<!co-)pilot/i.test(part) || !count ? sum : sum + Number(count[1]);
  }, 0);
}

/**
 * Fire arcs printed with a sentence on how else the mount may be fired, as this project words them:
 * the arc, who fires it and its fire control kept.
 */
const FIRE_ARC_WORDINGS: Readonly<Record<string, string>> = {
  "Turret (may be fixed to forward to be fired by pilot at only 1D fire control)": "Turret (or locked forward for the pilot at fire control 1D)",
};

/**
 * One mounted weapon's `system` data, or null (with a note) for a weapon printed without fire control
 * and ranges (a merged stat block's fragment).
 * @param weapon the weapon as the record prints it
 * @param craftScale the craft's scale: its weapons fire at it unless the weapon prints another
 * @param space whether the craft is a starship (its weapons have space ranges)
 * @param notes the craft's notes, for what was left out
 */
export function craftWeapon(weapon: CraftWeaponRecord, craftScale: Scale, space: boolean, notes: string[]): CraftWeaponSystem | null {
  if (!weapon.fire_control && !weapon.space_range && !weapon.atmosphere_range) {
    notes.push(`Weapon "${weapon.name}" printed without fire control or ranges (a merged stat block): left out.`);
    return null;
  }
  const own: string[] = [];
  const { count, name } = weaponCount(weapon.name);
  const scaleText = (weapon.scale ?? "").toLowerCase();
  const scale = (SCALES as readonly string[]).includes(scaleText) ? (scaleText as Scale) : craftScale;
  // Unprinted, the skill is the one the rules give a weapon of its scale: capital weapons fire with capital ship gunnery.
  const fallback = scale === "capital" ? "Capital ship gunnery" : space ? "Starship gunnery" : "Vehicle blasters";
  const [skill, ...rest] = (weapon.skill ?? fallback).split(":");
  if (!weapon.skill) own.push(`Skill blank in the source: ${skill} applied, the rules' skill for a weapon of ${scale} scale.`);
  let damage = weapon.damage?.trim() ?? "";
  try {
    if (damage) parseWeaponDamage(damage);
  } catch {
    const code = /^\d+D(?:\+\d+)?/i.exec(damage)?.[0] ?? "";
    own.push(`Damage printed as "${damage}": ${code ? `the code ${code} kept` : "left empty"}.`);
    damage = code ? formatDieCode(parseDieCode(code)) : "";
  }
  const crew = weapon.crew ? gunners(weapon.crew) : 0;
  if (weapon.crew && weapon.crew.trim() !== String(crew)) own.push(`Crew printed as "${weapon.crew}": ${crew} gunner${crew === 1 ? "" : "s"} kept.`);
  const fireControl = readCode("Fire control", weapon.fire_control, "0D", own);
  const system: CraftWeaponSystem = {
    skill: skill.trim(),
    specialization: rest.join(":").trim(),
    damage,
    damageKind: (PHYSICAL.test(name) ? "physical" : "energy") as DamageKind,
    scale,
    ranges: rangesInMeters(weapon.atmosphere_range, own),
    difficulty: "",
    fireControl,
    blastRadius: "",
    ammo: null,
    reload: "",
    fireRate: "",
    stun: /stun/i.test(`${weapon.name} ${weapon.damage ?? ""}`),
    setToStun: false,
    lightsaber: false,
    // Stat blocks name a tractor beam ("Tractor Beam Projectors"); the kind is stored from that.
    tractorBeam: /\btractor/i.test(weapon.name),
    ...printedEffect(weapon.damage),
    cost: "",
    availability: "",
    description: "",
    source: "",
    sourceNote: own.join(" "),
    count,
    fireArc: firedArc(weapon.fire_arc, own),
    crew,
    spaceRanges: space ? spaceRanges(weapon.space_range, own) : "",
  };
  system.sourceNote = own.join(" ");
  system.description = describeWeapon(name, system);
  return system;
}

/** The fire arc as the pack states it: as printed, or as FIRE_ARC_WORDINGS words it (said in the notes). */
function firedArc(printed: string | null | undefined, notes: string[]): string {
  const arc = printed?.trim() ?? "";
  const worded = FIRE_ARC_WORDINGS[arc];
  if (worded === undefined) return arc;
  notes.push("The fire arc's note on firing the mount otherwise is stated in this project's words, its values kept.");
  return worded;
}

function describeWeapon(name: string, w: CraftWeaponSystem): string {
  const parts = [`${w.count > 1 ? `${w.count} mounted` : "Mounted"}${w.fireArc ? `, fire arc ${w.fireArc}` : ""}.`];
  parts.push(`Fired with ${w.skill}${w.crew ? ` by ${w.crew} gunner${w.crew === 1 ? "" : "s"}` : " by the pilot"}, fire control ${w.fireControl}.`);
  if (w.damage) parts.push(`Damage ${w.damage}, ${w.scale} scale.`);
  if (w.spaceRanges) parts.push(`Space range ${w.spaceRanges} units.`);
  if (w.ranges) parts.push(`Atmosphere range ${w.ranges} m.`);
  parts.push(...effectSentences(w));
  return `<p><strong>${escapeHtml(name)}.</strong> ${escapeHtml(parts.join(" "))}</p>`;
}

/** The crew skills of a record, or none when it prints them as named characters' skills ("Han Solo (…)"). */
export function crewSkills(text: string | null, notes: string[]): CrewSkill[] {
  if (!text) return [];
  if (/[()]/.test(text)) {
    notes.push(`Crew skill printed as named characters' skills ("${text.slice(0, 60)}…"): no crew skill stored.`);
    return [];
  }
  const skills = parseCrewSkills(text);
  if (skills.length === 0) notes.push(`Crew skill printed as "${text}": no die code to store.`);
  return skills;
}

/** The scale of a record, read from its type line when the scale field is blank. */
export function craftScale(record: CraftRecord, notes: string[]): Scale {
  const printed = (record.scale ?? /Scale\s+(\w+)/i.exec(record.type ?? "")?.[1] ?? "").toLowerCase();
  if (!(SCALES as readonly string[]).includes(printed)) throw new Error(`${record.name}: scale "${record.scale}"`);
  if (!record.scale) notes.push(`Scale blank; the type line "${record.type}" names ${printed} scale.`);
  return printed as Scale;
}

/** Printed text, blank for null. */
export function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value).trim();
}

/** An Actor document as a pack source file holds it, with its embedded weapons. */
export interface ActorSource<System, ItemSystem = WeaponSystem> {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: System;
  items: ItemSource<ItemSystem>[];
  effects: never[];
  flags: object;
  folder: string | null;
  sort: number;
}

/** A generated actor pack entry with the file name it is written to. */
export interface ActorFile<System, ItemSystem = WeaponSystem> {
  file: string;
  document: ActorSource<System, ItemSystem>;
}

/** An Item to embed in a pack's Actor, before it gets its ids. */
export interface EmbeddedItem<System = object> {
  name: string;
  type: string;
  img: string;
  system: System;
}

/** The image of every mounted weapon: a core Foundry icon. */
export const CRAFT_WEAPON_IMG = "icons/svg/target.svg";

/** A craft's weapons as the Items embedded in it. */
export function mountedWeapons(weapons: readonly { name: string; system: WeaponSystem }[]): EmbeddedItem<WeaponSystem>[] {
  return weapons.map((weapon) => ({ name: weapon.name, type: "weapon", img: CRAFT_WEAPON_IMG, system: weapon.system }));
}

/**
 * Builds one Actor of a pack with its Items embedded. compilePack stores an actor under
 * `"!actors!<id>"` and each embedded item under `"!actors.items!<actorId>.<itemId>"`; an entry
 * without its key is skipped without a word.
 * @param pack the pack's name, part of the ids' seed
 * @param items the Items it carries, in order
 * @param position the entry's place in the pack (0-based), giving its manual `sort`
 * @param placement its folder's id (none by default) and its flags (where it came from goes in `swd6rpg.provenance`)
 */
export function actorFile<System, ItemSystem = WeaponSystem>(
  pack: string,
  type: string,
  name: string,
  img: string,
  system: System,
  items: readonly EmbeddedItem<ItemSystem>[],
  position: number,
  placement: { folder?: string | null; flags?: object } = {},
): ActorFile<System, ItemSystem> {
  const _id = stableId(pack, name);
  const embedded = items.map((item, index): ItemSource<ItemSystem> => {
    const itemId = stableId(pack, `${name}\u0000${index}\u0000${item.name}`);
    return { ...item, _id: itemId, _key: `!actors.items!${_id}.${itemId}`, effects: [], flags: {}, folder: null, sort: (index + 1) * 100_000 };
  });
  return {
    file: `${slugify(name)}_${_id}.json`,
    document: {
      _id,
      _key: `!actors!${_id}`,
      name,
      type,
      img,
      system,
      items: embedded,
      effects: [],
      flags: placement.flags ?? {},
      folder: placement.folder ?? null,
      sort: (position + 1) * 100_000,
    },
  };
}

/** A mounted weapon's `system` data as the craft packs ship it: a weapon with its count, arc, gunners and space ranges. */
export type CraftWeaponSystem = WeaponSystem & { count: number; fireArc: string; crew: number; spaceRanges: string };

/** The `system` fields every craft has (src/data/actor/craft-fields.ts), as the packs ship them. */
export interface CraftSystemBase {
  craft: string;
  craftType: string;
  scale: Scale;
  length: string;
  pilotingSkill: string;
  crew: string;
  crewSkills: CrewSkill[];
  crewSlots: never[];
  passengers: string;
  cargo: string;
  consumables: string;
  cost: string;
  maneuverability: string;
  shields: string;
  notes: string;
  source: string;
  sourceNote: string;
}

/**
 * The shared `system` fields of a record; `notes` (the description) and `sourceNote` are filled in
 * by the pack once every reading is known.
 * @param record the craft as printed
 * @param notes where every reading is written
 * @param maneuverabilityBlank the note for a blank maneuverability (0D applied)
 */
export function craftBase(record: CraftRecord, notes: string[], maneuverabilityBlank?: string): CraftSystemBase {
  const scale = craftScale(record, notes);
  return {
    craft: text(record.craft),
    craftType: text(record.type?.replace(/\s*Scale\s+\w+\s*$/i, "")),
    scale,
    length: text(record.length),
    pilotingSkill: text(record.skill),
    crew: text(record.crew),
    crewSkills: crewSkills(record.crew_skill, notes),
    crewSlots: [],
    passengers: text(record.passengers),
    cargo: text(record.cargo_capacity),
    consumables: text(record.consumables),
    cost: text(record.cost),
    maneuverability: readCode("Maneuverability", record.maneuverability, "0D", notes, maneuverabilityBlank),
    shields: readCode("Shields", record.shields, "0D", notes, "Shields not printed: 0D (the craft has no shield dice)."),
    notes: "",
    source: [record.compendium, record.book_refs ? `books: ${record.book_refs}` : ""].filter(Boolean).join("; "),
    sourceNote: "",
  };
}

/** The weapons of a record as embedded items' names and data. */
export function craftWeapons(record: CraftRecord, scale: Scale, space: boolean, notes: string[]): { name: string; system: CraftWeaponSystem }[] {
  return record.weapons.flatMap((printed) => {
    if (isNameFragment(printed.name)) {
      notes.push(`Weapon "${printed.name}" is a fragment of the book's text (merged stat blocks): left out.`);
      return [];
    }
    const weapon = withTwinsValues(printed, record.weapons);
    const system = craftWeapon(weapon, scale, space, notes);
    if (system && system.damage === "" && !system.jamming && !system.entangle) {
      // A weapon the engine cannot roll, with no effect it reads either, is no attack; the craft's notes keep that it is mounted.
      notes.push(`Weapon "${printed.name}" printed without damage${printed.damage ? ` ("${printed.damage}")` : ""}: named here, not rolled.`);
      return [];
    }
    // A word the source repeats by mistake ("Twin Twin Battleship Ion Cannon Batteries") is read once.
    return system ? [{ name: weaponCount(weapon.name).name.replace(/\b([A-Za-z]{3,})\s+\1\b/gi, "$1"), system }] : [];
  });
}

/**
 * A weapon printed a second time without its values ("2 Double Turbolaser Cannons" in dorsal and
 * ventral turrets after "8 Double Turbolaser Cannons" with its damage) takes the values of the first
 * listing of the same weapon that prints them.
 */
function withTwinsValues(weapon: CraftWeaponRecord, all: readonly CraftWeaponRecord[]): CraftWeaponRecord {
  if (weapon.damage?.trim()) return weapon;
  const name = weaponCount(weapon.name).name.toLowerCase();
  const twin = all.find((other) => other !== weapon && other.damage?.trim() && weaponCount(other.name).name.toLowerCase() === name);
  if (!twin) return weapon;
  return {
    ...weapon,
    damage: twin.damage,
    space_range: weapon.space_range || twin.space_range,
    atmosphere_range: weapon.atmosphere_range || twin.atmosphere_range,
    fire_control: weapon.fire_control || twin.fire_control,
  };
}

/** The provenance line and the readings, as a `sourceNote`. */
export function sourceNote(record: CraftRecord, notes: readonly string[]): string {
  const own = (record.notes ?? []).map((note) => (note.endsWith(".") ? note : `${note}.`));
  return [`Provenance: ${record.source}.`, `Edition: ${record.edition}.`, ...own, ...notes].join(" ");
}
