/**
 * Creatures from the SW-WEG-D6-Toolkit's creature list: Dexterity, Perception and Strength, Move,
 * size, orneriness and homeworld as printed; the natural weapons of the special line ("Bite: STR+2D")
 * as weapon items and its natural armor as worn armor items (natural-traits.ts); its skills
 * ("Brawling 6D") linked to the skills compendium; every ability with its printed text when that is
 * a short stat note, else in this project's words or without text (creature-wordings.ts).
 */
import type { AttributeKey } from "../../src/constants.ts";
import { formatDieCode, isDieCode, parseDieCode } from "../../src/rules/dice/die-code.ts";
import { type EmbeddedItem, beingFile } from "./beings.ts";
import { skillPairs } from "./droids.ts";
import { carriedWeapons, escapeHtml, naturalArmorItem, naturalWeapon, printedTraits } from "./natural-traits.ts";
import { abilityWording, creatureHomeworld, creatureSize, type WordingKind } from "./creature-wordings.ts";
import { mergeSkills, type skillReader } from "./skills.ts";
import { type KindReport, nameGate } from "./report.ts";

/** The creature Actor's `system` data as the pack ships it (src/data/actor/creature.ts). */
export interface CreatureSystem {
  attributes: Record<AttributeKey, string>;
  move: number;
  forcePoints: number;
  characterPoints: number;
  darkSidePoints: number;
  woundLevel: "none";
  scale: "character" | "speeder" | "walker";
  size: string;
  orneriness: string;
  homeworld: string;
  specialAbilities: { name: string; text: string }[];
  notes: string;
  source: string;
}

/** "WEG40080 Creatures of the Galaxy p.4" → "Creatures of the Galaxy, p. 4". */
export function creatureSource(source: string): string {
  return source
    .replace(/^WEG\d+\s+/, "")
    .replace(/\s+p\.\s*(\d+)/, ", p. $1")
    .replace(/\(pages? ([\d-]+)\)/, "(p. $1)")
    .trim();
}

/** The folder of a creature by its type line. */
export function creatureGroup(type: string): string {
  if (/predator|carnivore|hunter|killer/i.test(type)) return "Predators";
  if (/fly|flying|avian|bird|winged|aerial/i.test(type)) return "Flying creatures";
  if (/aquatic|marine|sea|fish|amphib|water/i.test(type)) return "Aquatic creatures";
  if (/herd|herbivore|grazer|beast of burden|mount|domestic|pack/i.test(type)) return "Herd animals and mounts";
  return "Other creatures";
}

/** A natural weapon's or armor's description in the ability's own words: "" where it had none, or the text is dropped. */
function worded(item: EmbeddedItem, text: string): EmbeddedItem {
  const system = item.system as { description?: string };
  if (!system.description) return item;
  return { ...item, system: { ...item.system, description: text === "" ? "" : `<p>${escapeHtml(text)}</p>` } };
}

/**
 * The sentences of a special line that are lists of skills with codes and nothing else ("Brawling 6D,
 * climbing/jumping 6D, flight 6D+2"), each with its pairs; a "Name: text" sentence is a trait's
 * (`printedTraits`), not such a list.
 * @param special the record's special line as printed
 */
export function skillSentences(special: string): { pairs: { name: string; code: string }[] }[] {
  return (
    special
      .split(/\.\s+(?=[A-Z(])/)
      .map((raw) => raw.trim().replace(/\.$/, "").trim())
      // "Search 4D+2, brawling: bite 4D+2" is a list whose specialization has a colon; "Name: text" is a trait's.
      .filter((part) => part !== "" && !/^[A-Z][\w'/+ -]{0,40}?:/.test(part))
      .map((part) => skillPairs(part))
      .filter(({ pairs, unread }) => pairs.length > 0 && unread.length === 0)
      .map(({ pairs }) => ({ pairs }))
  );
}

/**
 * The creatures that pass the checks.
 * @param records the toolkit's creatures
 * @param reader the skills compendium's reader
 * @param report where kept and left-out names are tallied
 * @param folder the folder of a group
 * @param wordings filled with how each printed ability text of a kept creature was stated, by creature name
 */
export function buildCreatures(
  records: readonly Record<string, unknown>[],
  reader: ReturnType<typeof skillReader>,
  report: KindReport,
  folder: (group: string) => string | null,
  wordings = new Map<string, WordingKind[]>(),
) {
  const gate = nameGate(new Set(), report);
  const files = [];
  for (const record of records) {
    const name = String(record.name ?? "").trim();
    if (!gate.admits(name)) continue;
    const printed = ["dex", "per", "str"].map((key) => String(record[key] ?? "").trim());
    if (!printed.every((code) => /^\d+D(\+[12])?$/i.test(code) && parseDieCode(code).dice <= 30)) {
      report.rejected.push({ name, reason: "Dexterity, Perception or Strength not a die code from 0D to 30D" });
      continue;
    }
    const move = Number.parseInt(String(record.move ?? ""), 10);
    if (!Number.isInteger(move) || move < 0 || move > 500) {
      report.rejected.push({ name, reason: "no Move from 0 to 500" });
      continue;
    }
    const [dex, per, str] = printed.map((code) => formatDieCode(parseDieCode(code))) as [string, string, string];
    const attributes = { dex, kno: "0D", mec: "0D", per, str, tec: "0D" };
    const special = String(record.special ?? "");
    const abilities: { name: string; text: string }[] = [];
    const gear: EmbeddedItem[] = [];
    const skills = [];
    const kinds: WordingKind[] = [];
    const attributeCodes = attributes as Record<AttributeKey, string>;
    // A sentence that is a list of skills with codes ("Brawling 6D, climbing/jumping 6D, flight 6D+2";
    // "Search 5D, sneak 5D") gives the skills the compendium knows; the others stay an ability.
    for (const sentence of skillSentences(special)) {
      const items = sentence.pairs.map((pair) => reader.item(pair.name, parseDieCode(pair.code), attributeCodes));
      const unknown = sentence.pairs.filter((_, i) => !items[i]);
      // A list of skills names one the compendium knows, and nothing longer than a skill's name.
      if (!items.some(Boolean) || unknown.some((pair) => pair.name.split(/\s+/).length > 2)) continue;
      for (const item of items) if (item) skills.push(item);
      if (unknown.length > 0)
        abilities.push({
          name: unknown.map((pair) => pair.name.replace(/^\w/, (c) => c.toUpperCase())).join(", "),
          text: unknown.map((pair) => pair.code).join(", "),
        });
    }
    for (const trait of printedTraits(special)) {
      // Skills with codes after a name ("Search: tracking 3D+2", a specialization of Search) become skill
      // items. A name that is a skill of its own is that skill, not a specialization: in "Search: Tracking 4D,
      // Sneak 4D+2, Brawling 5D" only tracking belongs to Search.
      const { pairs, unread } = skillPairs(trait.text === "" ? trait.name : trait.text);
      if (pairs.length > 0 && unread.length === 0) {
        const items = pairs.map(
          (pair) =>
            (reader.isSkill(pair.name) ? reader.item(pair.name, parseDieCode(pair.code), attributeCodes) : null) ??
            reader.item(`${trait.name}: ${pair.name}`, parseDieCode(pair.code), attributeCodes) ??
            reader.item(pair.name, parseDieCode(pair.code), attributeCodes),
        );
        for (const item of items) if (item) skills.push(item);
        if (trait.text === "" || items.every(Boolean)) continue;
      }
      // A skill's code and then a damage ("Tongue Attack: Brawling 4D, 1D damage"): the skill; the attack stays in the ability's text.
      const led = /^([A-Za-z/ ]+?)\s+(\d+D(?:\+[12])?),\s*(\d+D(?:\+[12])?\s+damage\b.*)$/.exec(trait.text);
      const ledSkill = led && reader.isSkill(led[1]!) ? reader.item(led[1]!, parseDieCode(led[2]!), attributeCodes) : null;
      if (ledSkill) skills.push(ledSkill);
      // The items are read from the printed values; their descriptions, like the row, use the pack's wording.
      const wording = abilityWording(name, trait, pairs.length > 0 && unread.length === 0 ? pairs : null);
      if (trait.text !== "") kinds.push(wording.kind);
      abilities.push({ name: trait.name, text: wording.text });
      const item = naturalWeapon(trait) ?? naturalArmorItem(trait);
      if (item) gear.push(worded(item, wording.text));
      gear.push(...carriedWeapons(trait));
    }
    const scale = /walker scale/i.test(special) ? "walker" : /speeder scale/i.test(special) ? "speeder" : "character";
    // A walker-scale creature's bite is a walker-scale attack.
    for (const item of gear) if (item.type === "weapon") item.system = { ...item.system, scale };
    const orneriness = String(record.orneriness ?? "").trim();
    const system: CreatureSystem = {
      attributes,
      move,
      forcePoints: 0,
      characterPoints: 0,
      darkSidePoints: 0,
      woundLevel: "none",
      scale,
      size: creatureSize(name, String(record.size ?? "")),
      orneriness: isDieCode(orneriness) && !orneriness.startsWith("-") ? orneriness : "0D",
      homeworld: creatureHomeworld(name, String(record.planet ?? "")),
      specialAbilities: abilities,
      notes: "",
      source: creatureSource(String(record.source ?? "")),
    };
    files.push(
      beingFile(
        "creatures",
        "creature",
        name,
        "icons/svg/pawprint.svg",
        system,
        [...mergeSkills(skills), ...gear],
        files.length,
        folder(creatureGroup(String(record.type ?? ""))),
        {},
      ),
    );
    gate.take(name);
    wordings.set(name, kinds);
  }
  return files;
}
