/**
 * The species a new character may be made of: the species compendium's entries and the world's own
 * species Items (a world entry wins over the compendium's of the same name), as the creation wizard
 * reads them.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { itemData } from "../../data/document-data.ts";
import { compendiumItems } from "../../data/compendium.ts";
import type { AttributeKey } from "../../constants.ts";

/** A species as a new character is made of it: its attribute dice and ranges, and Move. */
export interface SpeciesReference {
  name: string;
  /** The dice the six attributes add up to (`"18D"`). */
  attributeDice: string;
  /** Each attribute's `{ min, max }` as die codes. */
  attributes: Record<AttributeKey, { min: string; max: string }>;
  /** Move in meters a round. */
  move: number;
  /** The species Item's data, which a character made of it carries (its sheet shows the ranges). */
  item?: { name: string; type: "species"; img?: string; system: Record<string, unknown> };
}

/** The species compendium's id. */
export const SPECIES_PACK = `${SYSTEM_ID}.species`;

/** A species Item as the wizard reads it; null for an Item of another type. */
function asSpeciesReference(item: {
  name: string;
  type: string;
  img?: string | null;
  system: unknown;
  toObject?(): { system: Record<string, unknown> };
}): SpeciesReference | null {
  const species = itemData(item, "species");
  if (!species) return null;
  const system = item.toObject ? item.toObject().system : { ...species };
  return {
    name: item.name,
    attributeDice: species.attributeDice,
    attributes: species.attributes,
    move: species.move,
    item: { name: item.name, type: "species", ...(item.img ? { img: item.img } : {}), system },
  };
}

/**
 * Every species to choose from, by name; a missing compendium gives none of its entries.
 * @returns the species sorted by name
 */
export async function speciesReferences(): Promise<SpeciesReference[]> {
  const packed = (await compendiumItems(SPECIES_PACK)) ?? [];
  const byName = new Map<string, SpeciesReference>();
  for (const item of [...packed, ...(game.items?.contents ?? [])]) {
    const species = asSpeciesReference(item);
    if (species) byName.set(species.name, species);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}
