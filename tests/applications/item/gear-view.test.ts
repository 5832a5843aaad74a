/**
 * What a weapon's printed skill and damage, and an armor's printed coverage, read as in the reader's
 * language, under the fields that keep them as printed: the compendiums' English read into German
 * and Spanish, nothing shown where the reading is the printed text itself.
 */
import { describe, expect, it } from "vitest";
import { armorReadings, weaponReadings } from "../../../src/applications/item/gear-view.ts";
import { translator } from "../sheet-data.ts";
import { packEntry } from "../../helpers/packs.ts";

const weapon = (name: string) => packEntry<{ skill: string; damage: string }>("weapons", name).system;

describe("a weapon's readings", () => {
  it("reads the Vibro-Ax's Melee Combat and Strength damage in German and Spanish", () => {
    const vibroAx = weapon("Vibro-Ax");
    expect(vibroAx).toMatchObject({ skill: "Melee Combat", damage: "STR+3D+1 (maximum: 7D)" });
    const de = translator("de");
    expect(weaponReadings(vibroAx, de)).toEqual({
      skill: de.localize("SWD6.SkillName.melee-combat"),
      damage: `${de.localize("SWD6.Attribute.str.abbr")}+3D+1 (${de.localize("SWD6.Weapon.maximum")} 7D)`,
    });
    expect(weaponReadings(vibroAx, translator("es")).skill).toBe(translator("es").localize("SWD6.SkillName.melee-combat"));
  });

  it("shows nothing where the reading is the printed text: English, a blaster's plain damage, a skill no one knows", () => {
    expect(weaponReadings(weapon("Vibro-Ax"), translator("en"))).toEqual({ skill: null, damage: null });
    expect(weaponReadings(weapon("Blaster Pistol"), translator("de")).damage).toBeNull();
    expect(weaponReadings({ skill: "Ballistic Slingshot", damage: "2D" }, translator("de"))).toEqual({ skill: null, damage: null });
  });
});

describe("an armor's readings", () => {
  const coverage = (name: string) => packEntry<{ coverage: string }>("armor", name).system;

  it("reads a printed coverage in German and Spanish, and shows nothing in English or for a coverage no one knows", () => {
    expect(coverage("Stormtrooper Armor").coverage).toBe("Full");
    expect(armorReadings(coverage("Stormtrooper Armor"), translator("de"))).toEqual({ coverage: translator("de").localize("SWD6.Coverage.full") });
    expect(armorReadings(coverage("Stormtrooper Armor"), translator("es")).coverage).toBe(translator("es").localize("SWD6.Coverage.full"));
    expect(armorReadings(coverage("Stormtrooper Armor"), translator("en"))).toEqual({ coverage: null });
    expect(armorReadings({ coverage: "Left arm" }, translator("de"))).toEqual({ coverage: null });
  });
});
