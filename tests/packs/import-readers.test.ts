/**
 * The readers the importer and the curated generator share, on the printed forms their sources use:
 * blast bands, counts in words, sensor modes per era, species spellings and attribute dice, and the
 * folder a craft goes in.
 */
import { describe, expect, it } from "vitest";
import { blastBands } from "../../scripts/import/npcs.ts";
import { speciesAttributePips, speciesProblem } from "../../scripts/import/species.ts";
import { weaponCount } from "../../scripts/packs/craft-records.ts";
import { craftMaker, folderFile, folderId, starshipFolder, weaponFolder } from "../../scripts/packs/folders.ts";
import { speciesAliases, wegSpeciesName } from "../../scripts/packs/species-names.ts";
import { readSensorMode } from "../../scripts/packs/starships.ts";

describe("blastBands", () => {
  it("reads a grenade's bands from the center outward, in dice over meters", () => {
    const bands = { "2": { range: 4, damage: 4 }, "1": { range: 2, damage: 5 }, "4": { range: 10, damage: 2 }, "3": { range: 6, damage: 3 } };
    expect(blastBands(bands)).toEqual({ damage: "5D/4D/3D/2D", blastRadius: "0-2/4/6/10" });
  });

  it("leaves out a band without damage, and reads nothing from no bands", () => {
    expect(blastBands({ "1": { range: 2, damage: 10 }, "2": { range: 8, damage: 0 } })).toEqual({ damage: "10D", blastRadius: "0-2" });
    expect(blastBands(undefined)).toBeNull();
    expect(blastBands({ "1": { range: 0, damage: 0 } })).toBeNull();
  });
});

describe("weaponCount", () => {
  it("reads a count written in words as one in digits", () => {
    expect(weaponCount("Two Quad Laser Cannon")).toEqual({ count: 2, name: "Quad Laser Cannon" });
    expect(weaponCount("twelve Turbolasers")).toEqual({ count: 12, name: "Turbolasers" });
  });

  it("takes a mount's barrels for no count", () => {
    expect(weaponCount("Twin Laser Cannon")).toEqual({ count: 1, name: "Twin Laser Cannon" });
    expect(weaponCount("Double Turbolaser Cannons")).toEqual({ count: 1, name: "Double Turbolaser Cannons" });
  });
});

describe("readSensorMode", () => {
  it("reads range and code, the Rebellion era's of several, and nothing of a garbled mode", () => {
    const notes: string[] = [];
    expect(readSensorMode("Passive", "1,000/1D+1", notes)).toEqual({ range: 1000, code: "1D+1" });
    expect(readSensorMode("Scan", "40/1D+2 (Rise of the Empire), 60/2D (Rebellion)", notes)).toEqual({ range: 60, code: "2D" });
    expect(notes).toHaveLength(1);
    expect(readSensorMode("Scan", "1,000/ ID", notes)).toBeNull();
    expect(readSensorMode("Focus", "None", notes)).toBeNull();
  });
});

describe("the species' names and attribute dice", () => {
  it("spells a species as the books do, case aside, and keeps every other name as printed", () => {
    expect(wegSpeciesName("Wookie")).toBe("Wookiee");
    expect(wegSpeciesName("mrlssti")).toBe("Mrlssi");
    expect(wegSpeciesName(" Rodian ")).toBe("Rodian");
    expect(speciesAliases("Wookiee", "Wookie")).toEqual(["Wookie"]);
    expect(speciesAliases("Twi'lek", "Twi'lek")).toEqual([]);
  });

  it("deals 18D moved by the record's offset in pips, and refuses dice the ranges cannot hold", () => {
    expect(speciesAttributePips({ name: "Gamorrean", offset: -3 })).toBe(51);
    expect(speciesAttributePips({ name: "Human" })).toBe(54);
    expect(() => speciesAttributePips({ name: "Odd", offset: 1.5 })).toThrow(/whole number of pips/);
    const tight = { name: "Tight", min: [3, 3, 3, 3, 3, 3], max: [6, 6, 6, 6, 6, 6], move: 10, offset: 0 };
    expect(speciesProblem(tight)).toMatch(/cannot hold/);
    expect(speciesProblem({ ...tight, offset: -18 })).toBeNull();
  });
});

describe("the folders", () => {
  const ship = (craftType: string, craft: string, scale = "starfighter") => ({ name: "Ship", system: { scale, craftType, craft } });

  it("put a craft by its type line before its scale: a starfighter-scale freighter among the transports", () => {
    expect(starshipFolder(ship("Stock light freighter", "Corellian Engineering Corporation YT-1300 Transport"))).toEqual([
      "Transports and freighters",
      "Made by Corellian Engineering Corporation",
    ]);
    expect(starshipFolder(ship("Space superiority fighter", "Incom T-65B X-wing"))).toEqual(["Starfighters", "Made by Incom Corporation"]);
    expect(starshipFolder(ship("Private space yacht", "SoroSuub Luxury 3000"))).toEqual(["Shuttles, yachts and couriers"]);
    expect(starshipFolder(ship("Interceptor Frigate", "Sienar Lancer", "capital"))[0]).toBe("Capital ships");
  });

  it("put a fighter whose make and model names a transport with the transports", () => {
    expect(starshipFolder(ship("Assault fighter/gunboat", "Telgorn Corporation Dx-9 Transport"))[0]).toBe("Transports and freighters");
  });

  it("go by the scale when no line names the craft's kind", () => {
    expect(starshipFolder(ship("", ""))).toEqual(["Other starfighter-scale craft"]);
    expect(craftMaker("Nobody's Own Ship")).toBe("Other makers");
  });

  it("put a weapon with ranges among the blasters or the projectiles by its damage, one without among the melee weapons", () => {
    expect(weaponFolder({ system: { ranges: "3-10/30/120", damageKind: "energy" } })).toEqual(["Blasters and energy weapons"]);
    expect(weaponFolder({ system: { ranges: "3-7/20/40", damageKind: "physical" } })).toEqual(["Projectile and thrown weapons"]);
    expect(weaponFolder({ system: { ranges: "", damageKind: "energy" } })).toEqual(["Melee weapons"]);
  });

  it("nest a maker's folder in its type's, its id from the whole path", () => {
    const child = folderFile("starships", "Actor", ["Starfighters", "Made by Incom Corporation"], 3).document;
    expect(child.folder).toBe(folderId("starships", ["Starfighters"]));
    expect(child.name).toBe("Made by Incom Corporation");
    expect(child._id).not.toBe(folderId("starships", ["Capital ships", "Made by Incom Corporation"]));
    expect(() => folderFile("starships", "Actor", [], 0)).toThrow(/needs a name/);
  });
});
