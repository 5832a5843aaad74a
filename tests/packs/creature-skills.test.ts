/**
 * Creatures whose record lists a specialization and then skills of their own in one sentence
 * ("Search: Tracking 4D, Sneak 4D+2, Brawling 5D"): only the first belongs to the skill before the
 * colon. The printed codes below were read by hand from the toolkit's records, not through the
 * importer; each skill's and specialization's code on the sheet (attribute, skill and specialization
 * dice added) must be the printed one.
 */
import { describe, expect, it } from "vitest";
import { addDieCodes, carryPips, formatDieCode, parseDieCode } from "../../src/rules/index.ts";
import { imported } from "./imported-entries.ts";

/** Each creature's printed skills: a skill by its name, a specialization as "Skill: specialization". */
const PRINTED: Record<string, Record<string, string>> = {
  "Skar'kla (Glitterclaw)": { "Search: Tracking": "4D", Sneak: "4D+2", Brawling: "5D", "Climbing/Jumping": "4D+1" },
  "Shredder Bat": { "Search: tracking": "7D", Sneak: "6D+2", Brawling: "3D+2" },
  Tuggle: { "Lifting: pulling": "4D", Stamina: "4D" },
  "Owr'apa": { "Brawling: claws": "5D+1", Swimming: "4D+2" },
  Bergruutfa: { Search: "3D+1", "Brawling: head butt": "7D", Lifting: "9D" },
};

type Skill = { name: string; type: string; system: { attribute: string; bonus: string; specializations: { name: string; bonus: string }[] } };

/** The codes a creature's sheet shows: each skill's (attribute and bonus) and each specialization's (and its dice over the skill). */
function sheetCodes(attributes: Record<string, string>, items: Skill[]): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const skill of items.filter((item) => item.type === "skill")) {
    // A character's own codes carry three pips into a die (carryPips), as the stat blocks print them.
    const code = carryPips(addDieCodes(parseDieCode(attributes[skill.system.attribute] ?? "0D"), parseDieCode(skill.system.bonus)));
    if (skill.system.specializations.length === 0 || skill.system.bonus !== "0D") codes[skill.name] = formatDieCode(code);
    for (const specialization of skill.system.specializations)
      codes[`${skill.name}: ${specialization.name}`] = formatDieCode(carryPips(addDieCodes(code, parseDieCode(specialization.bonus))));
  }
  return codes;
}

describe("creatures whose specialization is followed by skills of their own", () => {
  const creatures = imported("creatures", true);
  it.each(Object.keys(PRINTED))("%s: every printed skill code, each skill on its own", (name) => {
    const creature = creatures.find((doc) => doc.name === name);
    expect(creature, name).toBeDefined();
    const attributes = creature!.system.attributes as Record<string, string>;
    expect(sheetCodes(attributes, (creature!.items ?? []) as unknown as Skill[])).toEqual(PRINTED[name]);
  });
});
