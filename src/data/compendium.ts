/**
 * What the system reads of its compendiums, typed: the skills compendium's index (each skill's name,
 * key and the attribute it rolls from) and a compendium's Items as the system's documents, with the
 * parts of their flags the template readers use. The index's entries and the compendium's documents
 * are read here only, their shape checked where the types cannot vouch for it.
 */
import { SYSTEM_ID, type SkillAttributeKey, isSkillAttributeKey } from "../constants.ts";

/** The compendium of the canonical skills. */
export const SKILLS_PACK = `${SYSTEM_ID}.skills`;

/**
 * A skill of the skills compendium as its index gives it: the entry's name (translated when Babele
 * translates the compendium), its `system.key` ("" when blank or missing) and its `system.attribute`
 * (null when missing or not one of the skill attribute keys).
 */
export interface SkillIndexEntry {
  name: string;
  key: string;
  attribute: SkillAttributeKey | null;
}

/** One index entry of the skills compendium, its shape checked (anything else reads as blank). */
export function skillIndexEntry(entry: unknown): SkillIndexEntry {
  const { name, system } = (entry ?? {}) as { name?: unknown; system?: { key?: unknown; attribute?: unknown } };
  return {
    name: typeof name === "string" ? name : "",
    key: typeof system?.key === "string" ? system.key : "",
    attribute: isSkillAttributeKey(system?.attribute) ? system.attribute : null,
  };
}

/**
 * The skills compendium's entries with their key and attribute (Foundry loads the index once and
 * keeps it).
 * @returns the entries, or null when the world has no skills compendium
 */
export async function skillIndex(): Promise<SkillIndexEntry[] | null> {
  const pack = game.packs.get(SKILLS_PACK);
  if (!pack) return null;
  const index = await pack.getIndex({ fields: ["system.key", "system.attribute"] as never });
  return [...index].map(skillIndexEntry);
}

/**
 * The Items of a compendium as the system's class (the types give a compendium's documents as the
 * base class, while an Item compendium holds only the configured class's).
 * @param id the compendium's id (`swd6rpg.weapons`)
 * @returns its documents, or null when the world has no such compendium
 */
export async function compendiumItems(id: string): Promise<Item.Implementation[] | null> {
  const pack = game.packs.get(id);
  if (!pack) return null;
  return (await pack.getDocuments()) as unknown as Item.Implementation[];
}

/**
 * The English name Babele keeps on an entry it translated (`flags.babele.originalName`, FOUNDRY-FACTS
 * §10), read from the raw flags: Babele's scope is not the system's and may be inactive.
 * @returns the original name, or null on an entry Babele did not translate
 */
export function babeleOriginalName(document: { flags?: unknown }): string | null {
  const babele = (document.flags as { babele?: { originalName?: unknown } } | undefined)?.babele;
  return typeof babele?.originalName === "string" ? babele.originalName : null;
}
