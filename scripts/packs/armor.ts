/**
 * The armor pack: every armor of armor.json as an `armor` Item (src/data/item/armor.ts), its bonuses
 * and Dexterity penalty read by the rules engine (`parseArmorStats`) and stored as die codes. Each
 * entry keeps its source; readings go into its `sourceNote`.
 */
import { parseArmorStats } from "../../src/rules/damage/armor.ts";
import { formatDieCode, formatModifier } from "../../src/rules/dice/die-code.ts";
import { escapeHtml, itemFile, type PackFile } from "./documents.ts";
import { type ArmorRecord, printed } from "./gear-data.ts";
import { filledFact } from "./workbook-facts.ts";

/** An armor's `system` data as the pack ships it. */
export interface ArmorSystem {
  physical: string;
  energy: string;
  dexterityPenalty: string;
  coverage: string;
  worn: boolean;
  cost: string;
  availability: string;
  description: string;
  source: string;
  sourceNote: string;
}

/** The image of every armor: a core Foundry icon. */
export const ARMOR_IMG = "icons/svg/shield.svg";

/**
 * One armor's `system` data.
 * @param record the armor as armor.json has it
 * @throws DieCodeError or RuleArgumentError when a bonus or penalty is not a die code
 */
export function buildArmor(record: ArmorRecord): ArmorSystem {
  const stats = parseArmorStats({ physical: record.physical, energy: record.energy, dexterityPenalty: record.dexterity_penalty });
  const notes = [`Provenance: ${record.source}.`];
  if (record.dexterity_penalty === null) notes.push("Dexterity penalty not printed: the seeds' rule applies (the same as the larger bonus).");
  for (const conflict of record.conflicts ?? []) notes.push(`Sources differ on ${conflict}; the primary source's value is kept.`);
  for (const note of record.notes ?? []) notes.push(note.endsWith(".") ? note : `${note}.`);
  const coverage = filledFact(printed(record.coverage), "armorCoverage", record.name);
  if (coverage.note) notes.push(coverage.note);
  const system: ArmorSystem = {
    physical: formatDieCode(stats.physical),
    energy: formatDieCode(stats.energy),
    dexterityPenalty: stats.dexterityPenalty === null ? "" : formatDieCode(stats.dexterityPenalty),
    coverage: coverage.value,
    worn: false,
    cost: printed(record.cost),
    availability: printed(record.availability),
    description: "",
    source: record.edition,
    sourceNote: notes.join(" "),
  };
  const none = (code: { dice: number; pips: number }) => code.dice === 0 && code.pips === 0;
  const penalty =
    stats.dexterityPenalty === null
      ? "a Dexterity penalty as large as its bonus"
      : none(stats.dexterityPenalty)
        ? "no Dexterity penalty"
        : `${formatModifier({ dice: -stats.dexterityPenalty.dice, pips: -stats.dexterityPenalty.pips })} to Dexterity`;
  const bonus =
    none(stats.physical) && none(stats.energy)
      ? "Worn, it adds nothing to the Strength roll against damage"
      : `Worn, it adds ${formatModifier(stats.physical)} against physical and ${formatModifier(stats.energy)} against energy damage to the Strength roll`;
  const covers = system.coverage ? ` It covers: ${system.coverage.toLowerCase()}.` : "";
  system.description = `<p><strong>${escapeHtml(record.name)}.</strong> ${escapeHtml(`${bonus}, with ${penalty}.${covers}`)}</p>`;
  return system;
}

/**
 * Builds the armor pack, sorted by name.
 * @param records armor.json's armor
 */
export function buildArmorPack(records: readonly ArmorRecord[]): PackFile<ArmorSystem>[] {
  return [...records]
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((record, position) => itemFile("armor", "armor", record.name, ARMOR_IMG, buildArmor(record), position));
}
