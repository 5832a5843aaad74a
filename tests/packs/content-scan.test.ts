/**
 * The scan over every entry of the compendium sources (scripts/import/scan.ts): no weapon rolls a
 * damage the engine cannot read, no name is a fragment of the book's text or repeats a word, no field
 * holds a second record's stat line, no ability loses a value its name prints and no being or craft
 * repeats another's every stat under a variant of its name; the import report
 * states the scan's counts. The scan's checks are held to examples of each fault.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SCANNED_PACKS, SCAN_CATEGORIES, readPackEntries, scanEntries } from "../../scripts/import/scan.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("the scan over every compendium entry", () => {
  const found = scanEntries(readPackEntries(ROOT, SCANNED_PACKS));

  it.each(["unrollableDamage", "nameFragment", "repeatedWord", "twoRecords", "abilityValueLost", "duplicateByStats"] as const)(
    "finds no entry with %s",
    (category) => {
      expect(found[category]).toEqual([]);
    },
  );

  it("is reported in docs/import-report.md with the counts it finds, and every entry of a category it still finds", () => {
    const report = readFileSync(`${ROOT}docs/import-report.md`, "utf8");
    for (const [key, label] of Object.entries(SCAN_CATEGORIES)) {
      const entries = found[key as keyof typeof found];
      expect(report).toContain(`- ${label}: ${entries.length}`);
      if (entries.length > 0) expect(report).toContain(`- **${label}**: ${entries.join("; ")}`);
    }
  });

  it("catches each fault in an entry made to show it", () => {
    const entry = (name: string, system: Record<string, unknown>, items: { name: string; type: string; system: Record<string, unknown> }[] = []) => ({
      _key: "!actors!x",
      name,
      type: "starship",
      system,
      items,
    });
    const result = scanEntries([
      entry("Core)", {}),
      entry("Swokes Swokes", {}),
      entry("Droid", { template: "Unit RHTC-DEXTERITY 1D Dodge 4D" }, [{ name: "S tarship gunnery", type: "skill", system: {} }]),
      entry("Ship", { hull: "4D", sensors: { passive: { range: null } } }, [
        { name: "Warheads", type: "weapon", system: { damage: "", count: 2, fireControl: "0D" } },
        { name: "Beam", type: "weapon", system: { damage: "STR-1D", count: 1, fireControl: "2D" } },
      ]),
      entry("Beast", { specialAbilities: [{ name: "Sting 3D", text: "" }] }),
      entry("Gunship", { hull: "3D", cargo: "100 kilograms (20 metric tons upgrade", availability: "2, F 1 2, R 3, X" }, [
        { name: "Turbolaser", type: "weapon", system: { damage: "5D", count: 1, fireControl: "1D", scale: "capital", ranges: "3-15/35/75", spaceRanges: "" } },
        { name: "Blaster", type: "weapon", system: { damage: "4D", count: 1, fireControl: "1D", scale: "starfighter", spaceRanges: "1-3/12/25" } },
        { name: "Twin Saber", type: "weapon", system: { damage: "5D 5D" } },
      ]),
      entry("Whip", { cost: "100 15 15" }),
      entry("Dual Saber", { damage: "5D 5D" }),
      entry("Tangler", { cost: "900; 25 credits per extra clip" }),
      // One craft under two names: the same stats, one name's words among the other's; a third of the same stats is another craft.
      entry("VCX-350 Freighter", { hull: "4D", shields: "1D" }),
      entry("VCX-350 Light Freighter", { hull: "4D", shields: "1D" }),
      entry("Supply Pod", { hull: "4D", shields: "1D" }),
    ]);
    expect(result.nameFragment).toEqual(["Core): Core)", "Droid: S tarship gunnery"]);
    expect(result.repeatedWord).toEqual(["Swokes Swokes: Swokes Swokes"]);
    expect(result.twoRecords).toEqual(["Droid: template"]);
    expect(result.unrollableDamage).toEqual(['Ship: Warheads ""', 'Ship: Beam "STR-1D"']);
    expect(result.noFireControl).toEqual(["Ship: Warheads"]);
    expect(result.noSensors).toEqual(["Ship"]);
    expect(result.abilityValueLost).toEqual(["Beast: Sting 3D"]);
    expect(result.noSpaceRange).toEqual(['Gunship: Turbolaser (ranges "3-15/35/75")']);
    expect(result.unbalancedParentheses).toEqual(['Gunship: cargo "100 kilograms (20 metric tons upgrade"']);
    expect(result.severalAvailabilities).toEqual(['Gunship: "2, F 1 2, R 3, X"']);
    expect(result.severalCosts).toEqual(['Whip: "100 15 15"']);
    expect(result.twoDamageCodes).toEqual(['Gunship: Twin Saber "5D 5D"', 'Dual Saber: "5D 5D"']);
    expect(result.duplicateByStats).toEqual(["VCX-350 Freighter = VCX-350 Light Freighter"]);
  });
});
