/**
 * The folders of the compendiums a gamemaster browses: an entry's folder follows from the entry alone
 * (its type line, its maker, its ranges), so the curated generator (`npm run packs:generate`) and the
 * importer (`npm run packs:import`) put entries of the same kind in the same folder. A folder is a
 * path ("Starfighters", "Incom Corporation"); its id follows from the pack and the path. The importer,
 * which runs last and sees both kinds of entry, writes the folder documents of the shared packs.
 */
import { slugify, stableId } from "./ids.ts";

/** A folder as a path of names from the pack's root: `["Starfighters", "Incom Corporation"]`. */
export type FolderPath = readonly string[];

/** The id of the folder at `path` in `pack`; a top-level folder's id is that of its name alone. */
export function folderId(pack: string, path: FolderPath): string {
  return stableId(`${pack}-folders`, path.join("\u0000"));
}

/**
 * A compendium folder as a pack source file holds it, inside its parent folder.
 * @param pack the pack's name
 * @param type the pack's document type
 * @param path the folder's path; its last name is the folder's
 * @param position its place among the pack's folders (0-based), giving its `sort`
 * @throws Error for an empty path
 */
export function folderFile(pack: string, type: "Actor" | "Item", path: FolderPath | string, position: number) {
  const names = typeof path === "string" ? [path] : path;
  if (names.length === 0) throw new Error(`${pack}: a folder needs a name`);
  const _id = folderId(pack, names);
  const name = names[names.length - 1]!;
  const parent = names.length > 1 ? folderId(pack, names.slice(0, -1)) : null;
  return {
    file: `_folder-${slugify(names.join(" "))}_${_id}.json`,
    document: {
      _id,
      _key: `!folders!${_id}`,
      name,
      type,
      folder: parent,
      sorting: "a",
      sort: (position + 1) * 100_000,
      color: null,
      description: "",
      flags: {},
    },
  };
}

/** Starship folders by the type line's words, first match wins: a freighter is never a starfighter, whatever its scale. */
const STARSHIP_TYPES: readonly (readonly [string, RegExp])[] = [
  ["Space stations", /station|platform|\bbase\b|outpost|shipyard/i],
  ["Transports and freighters", /freight|transport|cargo|hauler|barge|tanker|\btug|tender|container|bulk/i],
  ["Shuttles, yachts and couriers", /shuttle|yacht|courier|liner|passenger|pleasure|luxury|\bpod\b|drop-?ship|lander|escape/i],
  ["Capital ships", /destroyer|cruiser|frigate|corvette|carrier|dreadn|battleship|warship|capital|star ?ship of the line/i],
  ["Starfighters", /fi?ghter|bomber|interceptor|\bwing\b/i],
  ["Gunships, patrol and scout craft", /gunship|gunboat|patrol|scout|picket|assault ship|escort|customs|police|blockade|boat/i],
];

/** The makers a long folder is divided by, first match wins; any other maker's craft go to "Other makers". */
const MAKERS: readonly (readonly [string, RegExp])[] = [
  ["Corellian Engineering Corporation", /corellian engineering|\bCEC\b/i],
  ["Corellian Engineering Corporation", /^(?:modified |stock )?corellian\b(?! stardrive)/i],
  ["Corellia StarDrive", /corellia stardrive/i],
  ["Sienar Fleet Systems", /sienar/i],
  ["Kuat Drive Yards", /kuat drive|\bKDY/i],
  ["Kuat Systems Engineering", /kuat systems/i],
  ["Incom Corporation", /\bincom\b/i],
  ["SoroSuub Corporation", /soro-?suub/i],
  ["Mon Calamari Shipyards", /mon cal/i],
  ["Koensayr Manufacturing", /koensayr/i],
  ["Rendili StarDrive", /rendili/i],
  ["Republic Fleet Systems", /republic fleet/i],
  ["Loronar Corporation", /loronar/i],
  ["Gallofree Yards", /gallofree/i],
  ["Ghtroc Industries", /ghtroc/i],
  ["Hoersch-Kessel Drive", /hoersch/i],
  ["MandalMotors", /mandal ?motors/i],
  ["Yuuzhan Vong", /yuuzhan vong/i],
  ["Ssi-ruuk", /ssi-ruu/i],
  ["Telgorn Corporation", /telgorn/i],
  ["Czerka Corporation", /czerka/i],
  ["Ubrikkian Industries", /ubrikkian/i],
  ["Aratech Repulsor Company", /aratech/i],
];

/** The folders long enough to be divided by maker. */
const BY_MAKER = new Set(["Starfighters", "Transports and freighters", "Capital ships"]);

/** The maker folder of a craft, from the line that names its make and model ("Incom T-65B X-wing" → "Made by Incom Corporation"), or "Other makers". */
export function craftMaker(craft: string): string {
  const maker = MAKERS.find(([, pattern]) => pattern.test(craft))?.[0];
  return maker ? `Made by ${maker}` : "Other makers";
}

/** A type folder, divided by the craft's maker when it is one of the long ones. */
function withMaker(group: string, craft: string): FolderPath {
  return BY_MAKER.has(group) ? [group, craftMaker(craft)] : [group];
}

/** Words of a make and model line that name a hauling craft, which is no starfighter whatever its type line says. */
const HAULER = /freight|transport|yacht/i;

/**
 * The folder of a starship: by the words of its type line, else of its make and model line, else of
 * its name; a craft none of them places goes by its scale. A "fighter" whose make and model names a
 * transport (an armed transport's type line) goes with the transports. Long folders are divided by maker.
 */
export function starshipFolder(ship: { name: string; system: { scale: string; craftType: string; craft: string } }): FolderPath {
  const { scale, craftType, craft } = ship.system;
  const byWords = (text: string) => STARSHIP_TYPES.find(([, pattern]) => pattern.test(text))?.[0];
  let group = byWords(craftType) ?? byWords(craft) ?? byWords(ship.name) ?? (scale === "starfighter" ? "Other starfighter-scale craft" : "Capital ships");
  if (group === "Starfighters" && HAULER.test(`${craft} ${ship.name}`)) group = byWords(`${craft} ${ship.name}`)!;
  return withMaker(group, `${craft} ${ship.name}`);
}

/** The folder of a vehicle by its scale and type line, divided by maker when long. */
export function vehicleFolder(vehicle: { name: string; system: { scale: string; craftType: string; craft: string } }): FolderPath {
  const { scale, craftType, craft } = vehicle.system;
  return withMaker(vehicleGroup(scale, craftType), `${craft} ${vehicle.name}`);
}

/** The vehicle type folder by its scale and type line. */
function vehicleGroup(scale: string, type: string): string {
  if (scale === "walker" || /walker/i.test(type)) return "Walkers";
  if (/swoop|bike/i.test(type)) return "Swoops and speeder bikes";
  if (/air|cloud|sky|flyer|glider/i.test(type)) return "Airspeeders";
  if (/boat|sub|sea|aquatic|water|sail/i.test(type)) return "Watercraft";
  if (/speeder|landspeeder/i.test(type)) return "Landspeeders";
  return "Ground vehicles";
}

/** The folder of a personal weapon: melee without ranges, else blasters for energy damage, else projectile and thrown. */
export function weaponFolder(weapon: { system: { ranges: string; damageKind: string } }): FolderPath {
  if (!weapon.system.ranges) return ["Melee weapons"];
  return [weapon.system.damageKind === "energy" ? "Blasters and energy weapons" : "Projectile and thrown weapons"];
}

/** The equipment folders, each with the words of a type line or name that put an entry in it, first match wins. */
const EQUIPMENT_GROUPS: readonly (readonly [string, RegExp])[] = [
  ["Armor and protective gear", /armou?r|vest|helmet|shield|blast suit|body glove|flight suit|space suit|vac suit/i],
  ["Medical gear", /medic|medpac|bacta|drug|poison|antidote|stim|surgical|diagnos|toxin|vaccine/i],
  ["Cybernetics and droid parts", /cybernetic|prosthe|implant|droid|restraining bolt/i],
  ["Communications", /com(m)?link|comm|transmit|receiv|holo|recorder|translator|beacon/i],
  ["Sensors and security", /sensor|scanner|detector|macrobinocular|binocular|security|lock|surveillance|jammer|tracking|tracker|spy|bug/i],
  ["Computers and tools", /computer|datapad|slicer|tool|repair|kit|code|data|cutter|welder|fusion/i],
  ["Survival and travel", /survival|breath|glow|rope|tent|ration|jet ?pack|cloak|climbing|gear|pack|canteen|shelter|tracer/i],
];

/** The folder of a piece of equipment by the words of its type line and name. */
export function equipmentFolder(text: string): FolderPath {
  return [EQUIPMENT_GROUPS.find(([, pattern]) => pattern.test(text))?.[0] ?? "Other equipment"];
}

/** The shared packs, whose curated and imported entries share folders. */
export const FOLDERED_PACKS = ["starships", "vehicles", "weapons", "equipment"] as const;

/**
 * The folder of a curated or imported entry of a shared pack, from the entry alone (an imported piece
 * of equipment is foldered by its printed type line too, which its entry does not keep).
 * @throws Error for a pack that is not shared
 */
export function entryFolder(pack: string, entry: { name: string; system: object }): FolderPath {
  const system = entry.system as never;
  if (pack === "starships") return starshipFolder({ name: entry.name, system });
  if (pack === "vehicles") return vehicleFolder({ name: entry.name, system });
  if (pack === "weapons") return weaponFolder({ system });
  if (pack === "equipment") return equipmentFolder(entry.name);
  throw new Error(`${pack} is not a pack of shared folders`);
}

/**
 * A curated entry as its pack ships it: in a shared pack, in the folder of its kind; in any other
 * pack, as it is.
 * @param pack the pack's name
 * @param entry the entry's source document, changed in place
 * @returns the entry
 */
export function withFolder<T extends { name: string; system: object; folder?: string | null }>(pack: string, entry: T): T {
  if ((FOLDERED_PACKS as readonly string[]).includes(pack)) entry.folder = folderId(pack, entryFolder(pack, entry as never));
  return entry;
}
