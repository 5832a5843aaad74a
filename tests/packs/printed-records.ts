/**
 * What the tests comparing a pack with stat blocks read by hand share (printed-droids, printed-creatures,
 * printed-npcs): skill names as both sides can be matched, a pack entry's whole skill codes, and a
 * tally of the values compared and those that differ.
 */
import { formatDieCode, parseDieCode, skillCode, specializationCode } from "../../src/rules/index.ts";
import type { Doc } from "./imported-entries.ts";

/**
 * Skills the stat blocks print under a short or older name, by the R&E skill that holds them (its
 * name as `skillKey` writes it): climbing is half of climbing/jumping, melee weapons are what
 * R&E's melee combat rolls, a starship's shield operation its starship shields.
 */
const PRINTED_AS: Readonly<Record<string, string>> = {
  climbing: "climbing/jumping",
  "melee weapon": "melee combat",
  "computer programming": "computer programming/repair",
  "starfighter pilot": "starfighter piloting",
  "starship shield operation": "starship shield",
  "starfighter weapon repair": "starship weapon repair",
};

/**
 * A skill's name as both sides can be matched: lowercase, "climbing/ jumping" closed up, each word's
 * plural "s" dropped, a short or older name read as its R&E skill (`PRINTED_AS`).
 */
export function skillKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s*\/\s*/g, "/")
    .split(/\s*:\s*/)
    .map((part) => part.replace(/([a-z])s\b/g, "$1").trim())
    .map((part, i) => (i === 0 ? (PRINTED_AS[part] ?? part) : part))
    .join(": ");
}

/**
 * Each skill's and specialization's whole code in a pack entry, by skillKey; a skill kept at its
 * attribute's code for its specializations alone (its own code unprinted) is listed apart.
 */
export function storedSkills(doc: Doc): { codes: Map<string, string>; forSpecializations: Set<string> } {
  const attributes = doc.system.attributes as Record<string, string>;
  const codes = new Map<string, string>();
  const forSpecializations = new Set<string>();
  for (const item of (doc.items ?? []).filter((i) => i.type === "skill")) {
    const system = item.system as { attribute: string; bonus: string; advanced: boolean; specializations: { name: string; bonus: string }[] };
    const total = skillCode(parseDieCode(attributes[system.attribute] ?? "0D"), parseDieCode(system.bonus), system.advanced);
    codes.set(skillKey(item.name), formatDieCode(total));
    if (system.bonus === "0D" && system.specializations.length > 0) forSpecializations.add(skillKey(item.name));
    for (const spec of system.specializations)
      codes.set(skillKey(`${item.name}: ${spec.name}`), formatDieCode(specializationCode(total, parseDieCode(spec.bonus))));
  }
  return { codes, forSpecializations };
}

/** The values compared and the mismatches found, each as "record: field stored, printed …". */
export function tally() {
  const mismatches: string[] = [];
  let compared = 0;
  return {
    mismatches,
    get compared() {
      return compared;
    },
    same(record: string, field: string, stored: unknown, printed: unknown) {
      compared += 1;
      if (JSON.stringify(stored) !== JSON.stringify(printed))
        mismatches.push(`${record}: ${field} ${JSON.stringify(stored)}, printed ${JSON.stringify(printed)}`);
    },
    /** Two lists compared item by item once sorted. */
    sameList(record: string, field: string, stored: string[], printed: string[]) {
      const [a, b] = [[...stored].sort(), [...printed].sort()];
      for (let i = 0; i < Math.max(a.length, b.length); i++) this.same(record, field, a[i], b[i]);
    },
    /** Every skill the record prints at its code, and no skill it does not print but one kept for its specializations. */
    sameSkills(record: string, doc: Doc, printed: Record<string, string>, unprinted: string[] = []) {
      const { codes, forSpecializations } = storedSkills(doc);
      for (const [name, code] of Object.entries(printed)) this.same(record, `skill ${name}`, codes.get(skillKey(name)), code);
      const known = new Set([...Object.keys(printed), ...unprinted].map(skillKey));
      this.same(
        record,
        "skills not printed",
        [...codes.keys()].filter((key) => !known.has(key) && !forSpecializations.has(key)),
        [],
      );
    },
  };
}
