/**
 * The shapes of the gear reference data (weapons.json, armor.json, equipment.json) and their loader.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** One weapon of weapons.json; `null` is a value the source left blank. */
export interface WeaponRecord {
  name: string;
  category: string;
  model: string | null;
  type: string | null;
  scale: string | null;
  skill: string;
  damage: string;
  max_damage: string | null;
  difficulty: string | null;
  range_raw: string | null;
  blast_radius_m: string | number | null;
  ammo: string | number | null;
  fire_rate: string | number | null;
  cost: string | number | null;
  availability: string | null;
  edition: string;
  source: string;
  conflicts?: string[] | null;
  notes?: string[] | null;
}

/** One armor of armor.json. */
export interface ArmorRecord {
  name: string;
  model: string | null;
  type: string | null;
  physical: string;
  energy: string;
  dexterity_penalty: string | null;
  coverage?: string | null;
  cost: string | number | null;
  availability: string | null;
  edition: string;
  source: string;
  conflicts?: string[] | null;
  notes?: string[] | null;
}

/** One item of equipment.json. */
export interface EquipmentRecord {
  name: string;
  cost: string | number | null;
  price: string | number | null;
  availability: string | null;
  book: string;
  source: string;
}

/** The gear files of ../shared/reference-data. */
export interface GearData {
  weapons: WeaponRecord[];
  armor: ArmorRecord[];
  equipment: EquipmentRecord[];
}

/**
 * Reads the gear reference data from a directory.
 * @param dir the reference-data directory
 * @throws Error when a file is missing or its top level is not the expected shape
 */
export function readGearData(dir: string): GearData {
  const read = (file: string, key: string) => {
    const list = JSON.parse(readFileSync(join(dir, file), "utf8"))[key];
    if (!Array.isArray(list)) throw new Error(`${dir}/${file}: no "${key}" list`);
    return list;
  };
  return { weapons: read("weapons.json", "weapons"), armor: read("armor.json", "armor"), equipment: read("equipment.json", "equipment") };
}

/** A printed value as text: blank for null, numbers as written. */
export function printed(value: string | number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value).trim();
}
