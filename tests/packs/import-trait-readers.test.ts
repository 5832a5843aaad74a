/**
 * The readers of printed traits, each held to the printed forms it meets: a creature's natural
 * weapons and armor, a droid's weapon and armor lines, a species ability's values, a weapon's
 * gunners, and the name checks.
 */
import { describe, expect, it } from "vitest";
import { naturalArmor, naturalDamage, naturalWeapon, printedTraits } from "../../scripts/import/natural-traits.ts";
import { skillSentences } from "../../scripts/import/creatures.ts";
import { printedAttributes, printedCost } from "../../scripts/import/droids.ts";
import { droidArmor, droidWeapons, printedSkill } from "../../scripts/import/droid-gear.ts";
import { printedValues } from "../../scripts/import/printed-values.ts";
import { gunners } from "../../scripts/packs/craft-records.ts";
import { isNameFragment, repeatsWord } from "../../scripts/packs/name-checks.ts";
import { parseDieCode } from "../../src/rules/index.ts";

describe("a droid's printed attributes", () => {
  it("are read from its stat block as printed, each the first code after its name, not from the extraction's summary", () => {
    const loader = "Trade Federation Loader Droid DEXTERITY 1D KNOWLEDGE 1D MECHANICAL 1D PERCEPTION 1D STRENGTH 6D Lifting 12D TECHNICAL 1D";
    expect(printedAttributes(loader)).toEqual({ dex: "1D", kno: "1D", mec: "1D", per: "1D", str: "6D", tec: "1D" });
    expect(printedAttributes("Modified R5 Astromech Droid DEXTERITY 2D Dodge 2D+1 KNOWLEDGE 1D")).toEqual({ dex: "2D", kno: "1D" });
  });
});

describe("a droid's printed cost", () => {
  it("is the extraction's number only where the cost line prints a price; a droid not for sale has none", () => {
    expect(printedCost({ cost: 434, costText: "Not available for sale Eliminator 434 Assassin Droid" })).toBe("");
    expect(printedCost({ cost: 9, costText: "Not for sale Q9-X2" })).toBe("");
    expect(printedCost({ cost: 4525, costText: "4,525 (new)" })).toBe("4,525");
    expect(printedCost({ cost: 0, costText: "" })).toBe("");
  });
});

describe("a creature's printed skill lists", () => {
  it("are the sentences that list skills with codes and nothing else: the Adar's and the boetay's, not a trait or prose", () => {
    const adar = "Search: tracking 3D+2. Brawling 6D, climbing/jumping 6D, flight 6D+2. Claws: STR+2D damage. Hunts in packs of 4-36.";
    expect(skillSentences(adar)).toEqual([
      {
        pairs: [
          { name: "Brawling", code: "6D" },
          { name: "climbing/jumping", code: "6D" },
          { name: "flight", code: "6D+2" },
        ],
      },
    ]);
    expect(skillSentences("Brawling 5D. Bite: STR+1D damage. Search 5D, sneak 5D. Wild boetays roam the countryside.")).toEqual([
      { pairs: [{ name: "Brawling", code: "5D" }] },
      {
        pairs: [
          { name: "Search", code: "5D" },
          { name: "sneak", code: "5D" },
        ],
      },
    ]);
    expect(skillSentences("Camouflage: Very Difficult search to detect. Teeth (15D damage).")).toEqual([]);
  });
});

describe("the creature trait readers", () => {
  it("split a special line into named abilities and leave sentences of prose out", () => {
    expect(printedTraits("Claws (8D damage). Low-light Vision. Swats victims with claws, then moves in.")).toEqual([
      { name: "Claws", text: "8D damage" },
      { name: "Low-light Vision", text: "" },
    ]);
  });

  it("read damage the engine rolls and refuse a Strength penalty", () => {
    expect([naturalDamage("STR+2"), naturalDamage("STR"), naturalDamage("7× STR+1D"), naturalDamage("4D damage, range 20/40/80m")]).toEqual([
      "STR+2",
      "STR+0",
      "STR+1D",
      "4D",
    ]);
    expect([naturalDamage("STR-1D"), naturalDamage("3D STR"), naturalDamage("+1D initiative")]).toEqual([null, null, null]);
  });

  it("roll a beam printed with ranges at those ranges, not with brawling, and keep what follows the damage", () => {
    expect(naturalWeapon({ name: "Energy Beam", text: "4D damage, range 20/40/80m" })!.system).toMatchObject({
      skill: "Missile Weapons",
      ranges: "20/40/80",
      damageKind: "energy",
    });
    expect(naturalWeapon({ name: "Claws", text: "STR+2D, two attacks no penalty" })!.system).toMatchObject({
      skill: "Brawling",
      damage: "STR+2D",
      description: "<p>STR+2D, two attacks no penalty</p>",
    });
    expect(naturalWeapon({ name: "Brawling Parry", text: "3D+2" })).toBeNull();
  });

  it("read armor against the kinds of damage it names, and no resistance to poison or bonus to a skill", () => {
    expect(naturalArmor({ name: "Armor", text: "+3D physical and energy" })).toEqual({ physical: "3D", energy: "3D" });
    expect(naturalArmor({ name: "Natural Armor", text: "+2D vs physical, +1D vs energy" })).toEqual({ physical: "2D", energy: "1D" });
    expect(naturalArmor({ name: "Shell", text: "+1D STR to resist damage" })).toEqual({ physical: "1D", energy: "1D" });
    expect(naturalArmor({ name: "Blaster-Resistant Scales", text: "+4D STR vs blaster damage" })).toEqual({ physical: "0D", energy: "4D" });
    expect([
      naturalArmor({ name: "Poison Resistance", text: "+3D STR vs poison" }),
      naturalArmor({ name: "Camouflage", text: "+2D hide in forest" }),
      naturalArmor({ name: "Leap Attack", text: "+1D damage" }),
    ]).toEqual([null, null, null]);
  });
});

describe("the droid gear readers", () => {
  it("read weapons with their count, damage, ranges and skill, one line holding two", () => {
    const weapons = droidWeapons(
      "Two mounted heavy repeating blasters (8D damage, range: 3-75/200/500)\nShort sword (STR+2D damage), pulse-wave cannon (6D damage)\nImproved sensor package (+2D to search)",
    );
    const row = (w: (typeof weapons)[number]) => {
      const system = w.system as Record<string, unknown>;
      return [w.name, system.count, system.damage, system.ranges, system.skill];
    };
    expect(weapons.map(row)).toEqual([
      ["Mounted heavy repeating blasters", 2, "8D", "3-75/200/500", "Blaster"],
      ["Short sword", 1, "STR+2D", "", "Melee Combat"],
      ["Pulse-wave cannon", 1, "6D", "", "Blaster Artillery"],
    ]);
  });

  it("wear armor printed with its bonus, with no Dexterity penalty", () => {
    expect(droidArmor("Medium armor (+2D physical, +1D energy)\nForearm shield (+1D to brawling parry)").map((a) => a.system)).toEqual([
      expect.objectContaining({ physical: "2D", energy: "1D", dexterityPenalty: "0D", worn: true }),
    ]);
  });

  it("keep a skill under its printed name beneath the attribute its stat block prints, and refuse a broken name", () => {
    const attributes = { dex: "2D", kno: "1D", mec: "1D", per: "1D", str: "4D", tec: "1D" };
    const block = "Systech ISS-7 DEXTERITY 2D Energy weapons 7D KNOWLEDGE 1D MECHANICAL 1D";
    expect(printedSkill("Energy weapons", parseDieCode("7D"), block, attributes)!.system).toMatchObject({ key: "", attribute: "dex", bonus: "5D" });
    expect(printedSkill("S tarship gunnery", parseDieCode("4D"), block, attributes)).toBeNull();
  });
});

describe("the other readers", () => {
  it("list a species ability's values with what each applies to", () => {
    expect(printedValues('When angered, +2D bonus to Strength for the purposes of damage. Also, -2D to all non-strength checks. +2D to "Climb".')).toBe(
      "+2D Strength; -2D all non-strength checks; +2D Climb",
    );
    expect(printedValues("Fierce savage with a short temper.")).toBe("");
  });

  it("count the gunners a crew line asks for, the pilot's guns none", () => {
    expect([gunners("2 front (pilot), 1 turret"), gunners("1 (pilot or co-pilot)"), gunners("1 (co-pilot)"), gunners("3")]).toEqual([1, 0, 1, 3]);
  });

  it("tell fragments and repeated words from names", () => {
    expect([
      isNameFragment("Core)"),
      isNameFragment("S tarship gunnery"),
      isNameFragment("Concussion Missile Launchers (4 sets of 2, each set fire-linked, 10 missiles each set)"),
    ]).toEqual([true, true, false]);
    expect([repeatsWord("Twin Twin Battleship Ion Cannon Batteries"), repeatsWord("Twin Laser Cannon")]).toEqual([true, false]);
  });
});
