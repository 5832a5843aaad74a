/**
 * The German lightsaber is one word everywhere a German reader meets it: "Lichtschwert", as the
 * German rules (Grundregeln) name it, for the skill, its repair skill, the weapons and the Force
 * powers' effects alike.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** Every German text the system ships or writes its German files from. */
const GERMAN_FILES = [
  "lang/de.json",
  ...readdirSync(join(ROOT, "lang/babele/de")).map((file) => `lang/babele/de/${file}`),
  ...readdirSync(join(ROOT, "scripts/babele"))
    .filter((file) => /\.de\.json$|^de\.json$/.test(file))
    .map((file) => `scripts/babele/${file}`),
  ...readdirSync(join(ROOT, "scripts/babele/glossary")).map((file) => `scripts/babele/glossary/${file}`),
];

describe("the German lightsaber", () => {
  it("is never a Laserschwert in any German file", () => {
    expect(GERMAN_FILES.length).toBeGreaterThan(5);
    expect(GERMAN_FILES.filter((file) => /Laserschwert/i.test(read(file)))).toEqual([]);
  });

  it("names the skill, its repair skill and the weapon with one word", () => {
    const skills = JSON.parse(read("lang/de.json")).SWD6.SkillName as Record<string, string>;
    const weapons = JSON.parse(read("lang/babele/de/swd6rpg.weapons.json")).entries as Record<string, { name: string }>;
    expect(skills.lightsaber).toBe(weapons.Lightsaber!.name);
    expect(skills["lightsaber-repair"]).toBe(`${weapons.Lightsaber!.name}-Reparatur`);
  });
});
