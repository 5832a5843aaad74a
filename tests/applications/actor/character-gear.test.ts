import { describe, expect, it } from "vitest";
import { attributeRollCodes, gearView, plainSummary, skillCodeRefs } from "../../../src/applications/actor/character-gear.ts";
import { characterView } from "../../../src/applications/actor/character-view.ts";
import { wornArmorOf } from "../../../src/documents/armor-items.ts";
import { DieCodeError } from "../../../src/rules/dice/die-code.ts";
import { characterFrom, gearItem, translator } from "../sheet-data.ts";

function viewOf(templateName: string, options: { worn?: string[]; extra?: ReturnType<typeof gearItem>[]; lang?: "en" | "de" } = {}) {
  const character = characterFrom(templateName, { worn: options.worn, bonuses: { blaster: "1D" } });
  const gear = [...character.gear, ...(options.extra ?? [])];
  const i18n = translator(options.lang ?? "en");
  const sheet = characterView(character.system, character.skills, "difference", i18n);
  return gearView(gear, wornArmorOf(gear), skillCodeRefs(sheet, character.skills), i18n);
}

describe("gearView", () => {
  it("lists the Brash Pilot's blaster pistol with its printed damage, kind, skill code and ranges", () => {
    const view = viewOf("Brash Pilot");
    expect(view.weapons).toEqual([
      expect.objectContaining({
        name: "Blaster Pistol",
        damage: "4D",
        damageLong: false,
        damageKindLabel: "SWD6.DamageKind.energy",
        skill: "Blaster",
        skillCode: { dice: 4, pips: 0 },
        ranges: "3-10/30/120",
        difficultyLabel: null,
        stun: true,
      }),
    ]);
    expect(view.armor.map((a) => a.name)).toEqual(["Vacuum Suit"]);
    expect(view.equipment.map((e) => [e.name, e.quantity, e.cost])).toEqual([["Medpac", 1, "100"]]);
  });

  it("gives a melee weapon its difficulty instead of ranges", () => {
    const view = viewOf("Brash Pilot", { extra: [gearItem("weapons", "Vibro-Ax", "weaponvibroax01")] });
    expect(view.weapons.find((w) => w.name === "Vibro-Ax")).toMatchObject({
      ranges: null,
      difficultyLabel: "SWD6.Difficulty.moderate",
      damageLong: true,
      skill: "Melee Combat",
    });
  });

  it("reads each armor piece as the rules do: a printed penalty, or the larger bonus when none is printed", () => {
    const view = viewOf("Brash Pilot", {
      extra: [gearItem("armor", "Stormtrooper Armor", "armorst00000001"), gearItem("armor", "Blast Vest", "armorbv00000001", true)],
    });
    expect(view.armor.map((a) => [a.name, a.physical, a.energy, a.dexterityPenalty, a.penaltyFromBonus, a.worn])).toEqual([
      ["Blast Vest", "+1D", "+1", "-1D", true, true],
      ["Stormtrooper Armor", "+2D", "+1D", "-1D", false, false],
      ["Vacuum Suit", null, null, null, true, false],
    ]);
    expect(view.worn).toEqual({ physical: "+1D", energy: "+1", dexterity: "-1D" });
  });

  it("has no worn armor effect while nothing is worn", () => {
    expect(viewOf("Brash Pilot").worn).toBeNull();
  });

  it("shows the worn armor passed in, as the Actor gives it", () => {
    const character = characterFrom("Brash Pilot");
    const worn = { physical: { dice: 2, pips: 0 }, energy: { dice: 0, pips: 2 }, dexterityPenalty: null };
    expect(gearView(character.gear, worn, [], translator("en")).worn).toEqual({ physical: "+2D", energy: "+2", dexterity: "-2D" });
  });

  it("sorts each list by name in the user's language and skips other Item types", () => {
    const character = characterFrom("Bounty Hunter");
    const skillAsGear = { id: "skill00000000001", name: "Aardvark", type: "skill", system: {} };
    const view = gearView([...character.gear, skillAsGear], null, [], translator("en"));
    expect(view.weapons.map((w) => w.name)).toEqual(["Blaster Pistol", "Heavy Blaster Pistol", "Hold-Out Blaster", "Knife", "Knife", "Thermal Detonator"]);
    expect(view.equipment.map((e) => [e.name, e.quantity])).toEqual([
      ["Jet Pack", 1],
      ["Medpac", 2],
    ]);
  });

  it("names a weapon's skill in German, from the character's skill or the skill names", () => {
    const view = viewOf("Brash Pilot", { extra: [gearItem("weapons", "Thermal Detonator", "weapontherm0001")], lang: "de" });
    expect(view.weapons.map((w) => [w.name, w.skill, w.skillCode])).toEqual([
      ["Blaster Pistol", "Blaster", { dice: 4, pips: 0 }],
      ["Thermal Detonator", "Granaten", null],
    ]);
  });

  it("gives a weapon whose skill the character lacks the code of the attribute the attack rolls in its place", () => {
    const character = characterFrom("Brash Pilot", {});
    const gear = [...character.gear, gearItem("weapons", "Thermal Detonator", "weapontherm0001"), gearItem("weapons", "Knife", "weaponknife0001")];
    const i18n = translator("en");
    const sheet = characterView(character.system, character.skills, "difference", i18n);
    const codes = attributeRollCodes(sheet);
    // Grenade is a Dexterity skill; the knife's Melee Combat is made a Mechanical skill here to tell the two apart (3D and 4D).
    const attributeOf = (key: string) => (key === "grenade" ? "dex" : key === "melee-combat" ? "mec" : null);
    const skills = skillCodeRefs(sheet, character.skills).filter((skill) => skill.key !== "melee-combat");
    const view = gearView(gear, null, skills, i18n, { codes, attributeOf });
    const row = (name: string) => view.weapons.find((w) => w.name === name)!;
    expect([row("Thermal Detonator").skillCode, row("Thermal Detonator").fallbackAttribute]).toEqual([codes.dex, "SWD6.Attribute.dex.name"]);
    expect([row("Knife").skillCode, row("Knife").fallbackAttribute]).toEqual([codes.mec, "SWD6.Attribute.mec.name"]);
    expect(codes.dex).not.toEqual(codes.mec);
    // A skill he has is never a fallback.
    expect(row("Blaster Pistol").fallbackAttribute).toBeNull();
  });

  it("throws DieCodeError for armor holding a code that is not one", () => {
    const broken = { id: "armorbroken0001", name: "Broken", type: "armor", system: { physical: "banana", energy: "0D", dexterityPenalty: "", worn: false } };
    expect(() => gearView([broken], null, [], translator("en"))).toThrow(DieCodeError);
  });
});

describe("plainSummary", () => {
  it("drops tags, reads entities and folds spaces, keeping angle brackets as entities", () => {
    expect(plainSummary("<p><strong>Medpac.</strong> Heals &amp; stops\n bleeding &lt;fast&gt;</p>")).toBe("Medpac. Heals & stops bleeding &lt;fast&gt;");
    expect(plainSummary("<p>&lt;script&gt;</p>")).not.toMatch(/[<>]/);
  });

  it("cuts a long description with an ellipsis", () => {
    const summary = plainSummary(`<p>${"word ".repeat(100)}</p>`);
    expect(summary.length).toBeLessThanOrEqual(240);
    expect(summary.endsWith("…")).toBe(true);
  });

  it("is empty for no description", () => {
    expect(plainSummary("")).toBe("");
  });
});
