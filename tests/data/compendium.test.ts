import { describe, expect, it } from "vitest";
import { babeleOriginalName, skillIndexEntry } from "../../src/data/compendium.ts";
import { isAttributeKey, isSkillAttributeKey } from "../../src/constants.ts";
import { packEntries } from "../helpers/packs.ts";

describe("the skills compendium's index entries", () => {
  it("reads every entry of the skills pack with its key and attribute", () => {
    const skills = packEntries<{ key: string; attribute: string }>("skills");
    expect(skills.length).toBeGreaterThan(30);
    for (const skill of skills) {
      expect(skillIndexEntry({ _id: skill._id, name: skill.name, system: { key: skill.system.key, attribute: skill.system.attribute } })).toEqual({
        name: skill.name,
        key: skill.system.key,
        attribute: skill.system.attribute,
      });
    }
  });

  it("reads a malformed entry as blank instead of trusting it", () => {
    expect(skillIndexEntry({ name: "Blaster", system: { key: "blaster", attribute: "dexterity" } })).toEqual({
      name: "Blaster",
      key: "blaster",
      attribute: null,
    });
    expect(skillIndexEntry({ name: 7, system: { key: ["blaster"] } })).toEqual({ name: "", key: "", attribute: null });
    expect(skillIndexEntry(null)).toEqual({ name: "", key: "", attribute: null });
  });
});

describe("Babele's original name", () => {
  it("is the English name kept on a translated entry, else null", () => {
    expect(babeleOriginalName({ flags: { babele: { translated: true, originalName: "Blaster Pistol" } } })).toBe("Blaster Pistol");
    expect(babeleOriginalName({ flags: { swd6rpg: { imported: true } } })).toBeNull();
    expect(babeleOriginalName({ flags: { babele: { originalName: 3 } } })).toBeNull();
    expect(babeleOriginalName({})).toBeNull();
  });
});

describe("the attribute key guards", () => {
  it("know the six attributes, and the skill attributes add the Force", () => {
    for (const key of ["dex", "kno", "mec", "per", "str", "tec"]) {
      expect(isAttributeKey(key)).toBe(true);
      expect(isSkillAttributeKey(key)).toBe(true);
    }
    expect(isAttributeKey("force")).toBe(false);
    expect(isSkillAttributeKey("force")).toBe(true);
    for (const other of ["Dex", "dexterity", "", undefined, null, 1]) {
      expect(isAttributeKey(other)).toBe(false);
      expect(isSkillAttributeKey(other)).toBe(false);
    }
  });
});
