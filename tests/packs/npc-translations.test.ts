/**
 * The stock NPCs and droids read in German and Spanish: every NPC's name, and the name of every
 * weapon, armor and piece of gear it carries, has a translation in the Babele files, mapped onto the
 * actor's items; most of the droids' weapons and armor (257 of 364) have one too.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importedDocs } from "../../scripts/import/compare/index.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe.each(["de", "es"])("the stock NPCs in %s", (lang) => {
  const file = JSON.parse(readFileSync(`${ROOT}lang/babele/${lang}/swd6rpg.npcs.json`, "utf8")) as {
    mapping: Record<string, unknown>;
    entries: Record<string, { name: string; gear?: Record<string, string> }>;
  };
  const npcs = importedDocs(ROOT, "npcs", true);

  it("have every name translated", () => {
    expect(npcs.length).toBe(26);
    expect(npcs.filter((npc) => file.entries[npc.name]?.name === npc.name).map((npc) => npc.name)).toEqual([]);
  });

  it("name every weapon, armor and piece of gear in the language, the items renamed through the names converter", () => {
    expect(file.mapping.gear).toEqual({ path: "items", converter: "swd6rpgNames" });
    const untranslated = npcs.flatMap((npc) =>
      (npc.items ?? []).filter((item) => item.type !== "skill" && !file.entries[npc.name]?.gear?.[item.name]).map((item) => `${npc.name}: ${item.name}`),
    );
    expect(untranslated).toEqual([]);
    const weapons = npcs.flatMap((npc) => (npc.items ?? []).filter((item) => item.type === "weapon"));
    expect(weapons.length).toBeGreaterThan(20);
  });
});

describe.each(["de", "es"])("the droids' weapons and armor in %s", (lang) => {
  const file = JSON.parse(readFileSync(`${ROOT}lang/babele/${lang}/swd6rpg.droids.json`, "utf8")) as {
    mapping: Record<string, unknown>;
    entries: Record<string, { gear?: Record<string, string> }>;
  };
  const droids = importedDocs(ROOT, "droids", true);

  it("are named in the language for most droids that carry them, the items renamed through the names converter", () => {
    expect(file.mapping.gear).toEqual({ path: "items", converter: "swd6rpgNames" });
    const gear = droids.flatMap((droid) =>
      (droid.items ?? []).filter((item) => item.type === "weapon" || item.type === "armor").map((item) => [droid.name, item.name] as const),
    );
    const named = gear.filter(([droid, item]) => file.entries[droid]?.gear?.[item]);
    expect(gear.length).toBeGreaterThan(300);
    expect(named.length / gear.length).toBeGreaterThan(0.5);
    expect(file.entries["Droideka Destroyer Droid"]?.gear?.["Body armor"]).toBe(lang === "de" ? "Körperpanzerung" : "Armadura corporal");
  });
});
