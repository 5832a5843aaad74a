import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { type GearReference, gearIndex, matchEquipmentLine, matchTemplateEquipment } from "../../src/documents/creation/template-equipment.ts";
import { type TemplateSystem, packEntries } from "../helpers/packs.ts";
import { gearReferences } from "../applications/sheet-data.ts";

const gear = gearReferences();
const index = gearIndex(gear);

describe("matchEquipmentLine: the templates' own wording", () => {
  it.each([
    // line as a template prints it, the compendium entry, the quantity
    ["Blaster pistol (4D)", "Blaster Pistol", 1],
    ["Blaster Pistol(4D)", "Blaster Pistol", 1],
    ["heavy blaster pistol (5D)", "Heavy Blaster Pistol", 1],
    ["Heavy blaster pistol (5d)", "Heavy Blaster Pistol", 1],
    ["hold-out blaster", "Hold-Out Blaster", 1],
    ["holdout blaster", "Hold-Out Blaster", 1],
    ["Black Powder Pistol (3D)", "Black-Powder Pistol", 1],
    ["Lightsaber (5D)", "Lightsaber", 1],
    ["medpac", "Medpac", 1],
    ["2 medpacs", "Medpac", 2],
    ["two medpacs", "Medpac", 2],
    ["Medpacs (5)", "Medpac", 5],
    ["2 knives (STR+1D)", "Knife", 2],
    ["Two heavy blaster pistols (5D)", "Heavy Blaster Pistol", 2],
    ["three fragmentation grenades (5D)", "Grenade, Fragmentation", 3],
    ["one stun grenade (5D)", "Grenade, Stun", 1],
    ["2 Grenades (5D)", "Grenade, Fragmentation", 2],
    ["1 vehicle mine", "Mine, Vehicle", 1],
    ["Spear (STR+1D)", "Spear (Melee)", 1],
    ["comlink", "Comlink, Personal", 1],
    ["headset comlink", "Comlink, Personal", 1],
    ["Blaster", "Blaster Pistol", 1],
    ["glowrod", "Glow Rod", 1],
    ["data-pad", "Datapad", 1],
    ["rations pack", "Ration Pack x3", 1],
    ["tool harness", "Tool, Tool Harness", 1],
    ["lucky hydrospanner", "Tool, Hydrospanner", 1],
    ["portable computer (+1D to computer programming/repair)", "Computer, Portable", 1],
    ["Blast vest (+1D physical, +1 energy, torso only)", "Blast Vest", 1],
    ["Link Armor (+1D physical, +2 energy, -1D Dexterity)", "Link Armor", 1],
    ["vacuum suit", "Vacuum Suit", 1],
    ["equipped with: Heavy Blaster Pistol (5D)", "Heavy Blaster Pistol", 1],
    ["modified BlasTech DL-44 heavy blaster pistol (5D+2)", "Heavy Blaster Pistol", 1],
    ["Wookiee Bowcaster (4D)", "Bowcaster", 1],
  ] as const)("%s is %s ×%d", (line, name, quantity) => {
    expect(matchEquipmentLine(line, index)).toMatchObject({ line, entry: { name }, quantity });
  });

  it.each([
    "1,000 credits",
    "1000 credits",
    "5 credits",
    "Rebel Uniform",
    "(3D)",
    "",
    // a word in front that makes it other gear
    "Stun blaster pistol (4D stun)",
    "light blaster pistol (3D)",
    "sporting blaster pistol (3D+1)",
    "light blast vest",
    "Pulse-Wave Blaster Pistol",
    "smoke grenade",
    "4 homemade grenades (4D)",
    "COMPNOR-issue stun blaster (2D stun)",
    // two things on one line, or a named thing the compendiums do not have
    "Blaster rifle with bayonet (5D, bayonet is STR+1D)",
    "Blast helmet and vest (+1D physical, +1 energy, head and torso only)",
    "battle armor (+2D physical, +1D energy, -1D Dexterity and related skills)",
    "flight suit",
    "Stock YT-1300 light freighter",
  ])("%j names no entry", (line) => {
    expect(matchEquipmentLine(line, index)).toBeNull();
  });

  it("reads no count over 20 as a quantity", () => {
    expect(matchEquipmentLine("21 medpacs", index)).toBeNull();
    expect(matchEquipmentLine("20 medpacs", index)).toMatchObject({ quantity: 20 });
  });
});

describe("gearIndex", () => {
  it("finds a translated entry by the name it shows as well as by its English one", () => {
    const translated = gearIndex([{ name: "Lichtschwert", matchName: "Lightsaber", type: "weapon", system: {} }]);
    expect(matchEquipmentLine("Lichtschwert (5D)", translated)?.entry.matchName).toBe("Lightsaber");
    expect(matchEquipmentLine("Lightsaber (5D)", translated)?.entry.matchName).toBe("Lightsaber");
  });

  it("counts a translated line's leading number word (zwei, dos) as an English one", () => {
    const translated = gearIndex([{ name: "Lichtschwert", matchName: "Lightsaber", type: "weapon", system: {} }]);
    expect(matchEquipmentLine("zwei × Lichtschwert (5D)", translated)).toMatchObject({ entry: { matchName: "Lightsaber" }, quantity: 2 });
    const spanish = gearIndex([{ name: "Sable de luz", matchName: "Lightsaber", type: "weapon", system: {} }]);
    expect(matchEquipmentLine("dos sables de luz (5D)", spanish)).toMatchObject({ entry: { matchName: "Lightsaber" }, quantity: 2 });
    expect(matchEquipmentLine("una granada (5D)", gearIndex([{ name: "Granada", matchName: "Grenade", type: "weapon", system: {} }]))?.quantity).toBe(1);
  });

  const entry = (name: string, type: GearReference["type"] = "equipment"): GearReference => ({ name, type, system: {} });

  it("prefers an entry's own name to another's inverted or bracketed one", () => {
    const knives = gearIndex([entry("Knife (Thrown)", "weapon"), entry("Knife", "weapon")]);
    expect(matchEquipmentLine("knife", knives)?.entry.name).toBe("Knife");
    const spears = gearIndex([entry("Spear (Thrown)", "weapon"), entry("Spear (Melee)", "weapon")]);
    expect(matchEquipmentLine("spear", spears)?.entry.name).toBe("Spear (Melee)");
  });

  it("knows a common name only when its entry is there", () => {
    expect(matchEquipmentLine("comlink", gearIndex([entry("Datapad")]))).toBeNull();
    expect(matchEquipmentLine("comlink", gearIndex([entry("Comlink, Personal")]))?.entry.name).toBe("Comlink, Personal");
  });

  it("takes a category's kind alone only where the kind names the thing", () => {
    const index = gearIndex([entry("Tool, Vibrosaw"), entry("Scope, Standard")]);
    expect(matchEquipmentLine("vibrosaw", index)?.entry.name).toBe("Tool, Vibrosaw");
    expect(matchEquipmentLine("standard scope", index)?.entry.name).toBe("Scope, Standard");
    expect(matchEquipmentLine("standard", index)).toBeNull();
  });

  it("rejects what is not a list of entries", () => {
    expect(() => gearIndex(null as never)).toThrow(TypeError);
    expect(() => matchTemplateEquipment("medpac" as never, [])).toThrow(TypeError);
  });
});

describe("matchTemplateEquipment over the templates compendium", () => {
  const templates = packEntries<TemplateSystem>("templates");
  const results = templates.map((template) => ({ template, ...matchTemplateEquipment(template.system.equipment, gear) }));

  it("keeps every line, matched or not, in the list's order", () => {
    for (const { template, matched, unmatched } of results) {
      expect(matched.length + unmatched.length, template.name).toBe(template.system.equipment.length);
      const matchedLines = new Set(matched.map((match) => match.line));
      expect(unmatched, template.name).toEqual(template.system.equipment.filter((line) => !matchedLines.has(line)));
    }
  });

  it("matches a good share of the 172 templates' equipment lines to the compendiums", () => {
    expect(templates).toHaveLength(172);
    const lines = results.reduce((sum, result) => sum + result.template.system.equipment.length, 0);
    const matched = results.reduce((sum, result) => sum + result.matched.length, 0);
    expect(lines).toBe(911);
    // 397 when written (a repeated line is now kept once): every blaster, medpac, comlink and datapad line, and fewer only if the matcher regresses.
    expect(matched).toBeGreaterThanOrEqual(397);
    expect(results.filter((result) => result.matched.length > 0).length).toBeGreaterThanOrEqual(150);
  });

  it("matches no line as a credit amount or a starship", () => {
    for (const { matched } of results) {
      for (const match of matched) expect(match.line).not.toMatch(/credits?\b|freighter|starfighter/i);
    }
  });
});

describe("a compendium Babele translated", () => {
  // Babele keeps a translated entry's English name in flags.babele.originalName (FOUNDRY-FACTS §10);
  // the templates' lines are English, so they are matched against it.
  const translations = (pack: string) =>
    (
      JSON.parse(readFileSync(new URL(`../../lang/babele/${"de"}/swd6rpg.${pack}.json`, import.meta.url), "utf8")) as {
        entries: Record<string, { name: string }>;
      }
    ).entries;
  const german = { weapon: translations("weapons"), armor: translations("armor"), equipment: translations("equipment") };
  const translated: GearReference[] = gear.map((entry) => ({ ...entry, name: german[entry.type][entry.name]?.name ?? entry.name, matchName: entry.name }));

  it("matches every template's lines to the same entries as the English compendium, shown by their German names", () => {
    expect(translated.filter((entry) => entry.name !== entry.matchName).length).toBeGreaterThan(100);
    for (const template of packEntries<TemplateSystem>("templates")) {
      const english = matchTemplateEquipment(template.system.equipment, gear);
      const inGerman = matchTemplateEquipment(template.system.equipment, translated);
      expect(
        inGerman.matched.map((m) => m.entry.matchName),
        template.name,
      ).toEqual(english.matched.map((m) => m.entry.name));
      expect(inGerman.unmatched).toEqual(english.unmatched);
    }
    const blaster = matchEquipmentLine("blaster pistol", gearIndex(translated));
    expect(blaster?.entry.name).toBe(german.weapon["Blaster Pistol"].name);
  });

  it("finds nothing by the German names alone, as before the fix: the English name is what matches", () => {
    const withoutOriginal = translated.map(({ matchName: _ignored, ...entry }) => entry);
    const total = (entries: GearReference[]) =>
      packEntries<TemplateSystem>("templates").reduce((sum, t) => sum + matchTemplateEquipment(t.system.equipment, entries).matched.length, 0);
    expect(total(withoutOriginal)).toBeLessThan(total(translated) / 2);
  });
});
