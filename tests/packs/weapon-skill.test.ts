/**
 * A weapon's skill and specialization read from the generator's skill texts (scripts/import/weapon-skill.ts),
 * with the texts as the extraction prints them, and the imported weapons as the pack holds them: every
 * specialization a specialization alone, every skill the skills compendium knows named as it names it.
 */
import { describe, expect, it } from "vitest";
import { compendiumSkill, weaponSkillLine } from "../../scripts/import/weapon-skill.ts";
import { packDocuments } from "../helpers/packs.ts";

const SKILLS = packDocuments("skills").map((skill) => skill.name);
const read = (text: string) => {
  const { skill, specialization } = weaponSkillLine(text, SKILLS);
  return specialization ? `${skill}: ${specialization}` : skill;
};

describe("a weapon's skill line", () => {
  it("is the first of the lines the extraction ran together", () => {
    expect(read("Melee combat: whip Melee combat: club Melee combat: staff Melee combat: gaderffii stick")).toBe("Melee Combat: whip");
    expect(read("Melee combat: claws Melee combat/Thrown weapons")).toBe("Melee Combat: claws");
    expect(read("Melee combat: electrostaff Lightsaber Lightsaber Lightsaber: double-bladed lightsaber")).toBe("Melee Combat: electrostaff");
    expect(read("Melee weapons: Massassi Lanvarok / Thrown weapons: Massassi Lanvarok")).toBe("Melee Combat: Massassi Lanvarok");
  });

  it("is the first way to use a weapon printed with an alternative", () => {
    expect(read("Blaster: blaster rifle, or Melee combat: Siang Lance")).toBe("Blaster: blaster rifle");
    expect(read("Thrown weapon: spear, Melee combat: spear")).toBe("Thrown Weapons: spear");
    expect(read("Melee combat (for melee attacks), thrown weapons (for throwing attacks)")).toBe("Melee Combat");
  });

  it("keeps a skill of its own and a specialization that starts with a skill's word", () => {
    expect(read("Sonic weapons: rifle or Melee combat")).toBe("Sonic weapons: rifle");
    expect(read("Blaster: Blaster Pistol")).toBe("Blaster: Blaster Pistol");
    expect(read("Firearms: black-powder pistol and/or missile weapons")).toBe("Firearms: black-powder pistol");
  });

  it("reads a skill printed twice over as one, and a first word that names no skill as the skill after it", () => {
    expect(read("Demolition Demolitions: Lowickan firegems")).toBe("Demolitions: Lowickan firegems");
    expect(read("Lightwhip Lightsaber")).toBe("Lightsaber");
    expect(read("")).toBe("");
  });

  it("names a skill the compendium knows as it names it, and leaves a skill of its own as printed", () => {
    expect(compendiumSkill("Blasters", SKILLS)).toBe("Blaster");
    expect(compendiumSkill("melee combat", SKILLS)).toBe("Melee Combat");
    expect(compendiumSkill("Sonic weapons", SKILLS)).toBeNull();
  });
});

describe("the imported weapons", () => {
  const weapons = packDocuments("weapons").filter(
    (doc) => doc._key.startsWith("!items!") && (doc.flags?.swd6rpg as { imported?: boolean } | undefined)?.imported === true,
  );

  it("hold a specialization that names no skill, and a compendium skill under the compendium's name", () => {
    const skillWords = /\b(?:Melee combat|Thrown weapons|Lightsaber Lightsaber)\b|,\s*or\b/;
    const specializations = weapons.map((doc) => String(doc.system.specialization ?? "")).filter((text) => skillWords.test(text));
    expect(specializations).toEqual([]);
    const renamed = weapons
      .map((doc) => String(doc.system.skill ?? ""))
      .filter((skill) => skill !== "" && !SKILLS.includes(skill) && compendiumSkill(skill, SKILLS) !== null);
    expect(renamed).toEqual([]);
    expect(weapons.length).toBeGreaterThan(300);
    expect(weapons.filter((doc) => doc.system.skill === "Melee Combat").length).toBeGreaterThan(50);
  });
});
