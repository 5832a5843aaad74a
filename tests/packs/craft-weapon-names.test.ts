/**
 * The mounted weapons of starships and vehicles read in German and Spanish where their names are built
 * of the stat blocks' words (scripts/babele/craft-weapon-names.ts): nouns, adjectives and firing
 * notes agree in number and gender, a name built otherwise keeps its printed form, and the Babele
 * files map the names onto the craft's items.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { craftWeaponName } from "../../scripts/babele/craft-weapon-names.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("a mounted weapon's name", () => {
  it.each([
    ["Heavy Laser Cannons (fire-linked)", "Schwere Laserkanonen (feuergekoppelt)", "Cañones láser pesados (fuego enlazado)"],
    ["Twin Heavy Laser Cannon", "Schwere Zwillingslaserkanone", "Cañón láser gemelo pesado"],
    ["Heavy Turbolaser", "Schwerer Turbolaser", "Turboláser pesado"],
    ["Light Turbolaser Batteries", "Leichte Turbolaserbatterien", "Baterías turboláser ligeras"],
    ["Proton Torpedo Launcher", "Protonentorpedowerfer", "Lanzador de torpedos de protones"],
    ["Concussion Missile Tubes", "Erschütterungsraketenrohre", "Tubos de misiles de conmoción"],
    ["Quad Laser Cannons (retractable)", "Vierlingslaserkanonen (einziehbar)", "Cañones láser cuádruples (retráctiles)"],
    ["Tractor beam Projectors", "Traktorstrahlprojektoren", "Proyectores de rayo tractor"],
    ["Ion Cannon Batteries", "Ionenkanonenbatterien", "Baterías de cañones de iones"],
    ["Twin Heavy Repeating Blasters", "Schwere Zwillingsrepetierblaster", "Blásteres de repetición gemelos pesados"],
    ["Laser Turrets", "Lasertürme", "Torretas láser"],
    ["Concussion Missile Launchers (6 missiles each)", "Erschütterungsraketenwerfer (je 6 Raketen)", "Lanzadores de misiles de conmoción (6 misiles cada uno)"],
    ["Proton Torpedo Launcher (6 torpedoes)", "Protonentorpedowerfer (6 Torpedos)", "Lanzador de torpedos de protones (6 torpedos)"],
  ])("%s reads %s and %s", (english, german, spanish) => {
    expect(craftWeaponName(english, "de")).toBe(german);
    expect(craftWeaponName(english, "es")).toBe(spanish);
  });

  it.each([
    "Arakyd Flex Tube proton torpedo launchers (10 Torpedo Magazine)",
    "Laser Cannons (FireLinked)",
    "Gravity Well Projector",
    "Heavy Heavy Laser Cannon",
  ])("%s, built otherwise, has none", (english) => {
    expect(craftWeaponName(english, "de")).toBeNull();
    expect(craftWeaponName(english, "es")).toBeNull();
  });

  it("is mapped onto the craft's items in both languages and both packs", () => {
    for (const lang of ["de", "es"]) {
      for (const pack of ["starships", "vehicles"]) {
        const file = JSON.parse(readFileSync(`${ROOT}lang/babele/${lang}/swd6rpg.${pack}.json`, "utf8")) as {
          mapping: Record<string, unknown>;
          entries: Record<string, { weapons?: Record<string, string> }>;
        };
        expect(file.mapping.weapons).toEqual({ path: "items", converter: "swd6rpgNames" });
        const named = Object.values(file.entries).filter((entry) => entry.weapons && Object.keys(entry.weapons).length > 0).length;
        expect(named, `${lang} ${pack}`).toBeGreaterThan(pack === "starships" ? 400 : 50);
      }
    }
  });
});
