/**
 * Armor Items read as the rules engine's `ArmorStats`: one reading, shared by the Actor (the armor it
 * wears) and the character sheet's Gear tab (each piece's values). Pure, so it is tested without Foundry.
 */
import { type ArmorStats, parseArmorStats, wornArmor } from "../rules/damage/armor.ts";
import { itemData } from "../data/document-data.ts";

/** An armor Item's `system` data as stored (src/data/item/armor.ts): die codes as text. */
export interface ArmorSystem {
  physical: string;
  energy: string;
  /** Empty when the piece prints none: the seeds' rule (the same as the bonus) applies. */
  dexterityPenalty: string;
  worn: boolean;
}

/** An Item as far as armor is concerned: its type and `system`. */
export interface ArmorItemLike {
  type: string;
  system: unknown;
}

/**
 * One armor Item's game values (rules: `parseArmorStats`): an empty bonus is none, an empty penalty
 * is "not printed".
 * @param system the armor's `system` data
 * @throws DieCodeError for a code that is not one (validated data never holds one)
 * @throws RuleArgumentError for a negative bonus
 */
export function armorStatsOf(system: ArmorSystem): ArmorStats {
  return parseArmorStats({
    physical: system.physical || "0",
    energy: system.energy || "0",
    dexterityPenalty: system.dexterityPenalty === "" ? null : system.dexterityPenalty,
  });
}

/**
 * The armor a character wears, as one set of game values (rules: `wornArmor`, Grundregeln and Reglas):
 * of the armor Items marked worn, the best bonus against each damage kind and the heaviest Dexterity
 * penalty. Items of other types are ignored.
 * @param items the character's Items
 * @returns null when nothing is worn
 * @throws DieCodeError for a worn piece with a malformed code (validated data never holds one)
 */
export function wornArmorOf(items: Iterable<ArmorItemLike>): ArmorStats | null {
  const pieces: ArmorStats[] = [];
  for (const item of items) {
    const system = itemData(item, "armor");
    if (system?.worn === true) pieces.push(armorStatsOf(system));
  }
  return wornArmor(pieces);
}
