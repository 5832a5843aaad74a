/**
 * The compendiums' stats, checked: the values the sources misprint or merge are the published ones
 * (each a correction with its note in the provenance flag), and every craft and weapon of every pack
 * passes the sanity checks of its scale — speeds, hull or body strength, shields and crew in range,
 * ranges ascending, damage a code the rules engine rolls.
 */
import { describe, expect, it } from "vitest";
import { parseWeaponDamage, parseWeaponRanges } from "../../src/rules/index.ts";
import { starshipSanity, vehicleSanity } from "../../scripts/import/craft.ts";
import { equipmentLines } from "../../scripts/packs/templates.ts";
import { packDocuments, provenanceOf } from "../helpers/packs.ts";

const curated = (pack: string, name: string) => packDocuments(pack, true).find((doc) => doc.name === name)!;

describe("the stats the sources got wrong, as published", () => {
  it("the B-wing flies at space 6 and 330; 950 km/h in atmosphere, with its sensors", () => {
    const bwing = curated("starships", "B-Wing");
    expect(bwing.system).toMatchObject({ space: 6, atmosphereMove: 330, atmosphereKmh: 950 });
    expect((bwing.system.sensors as Record<string, { range: number | null }>).passive!.range).toBe(30);
    expect(provenanceOf(bwing).note).toContain("R&E rulebook");
  });

  it("the droid starfighter flies at 1,150 km/h with hull 4D", () => {
    expect(curated("starships", "Droid Starfighter").system).toMatchObject({ atmosphereKmh: 1150, hull: "4D" });
  });

  it("the Lambda shuttle has its hyperdrive x1 (backup x10) and all three weapon systems", () => {
    const lambda = curated("starships", "Lambda Shuttle");
    expect(lambda.system.hyperdrive).toEqual({ multiplier: 1, backup: 10 });
    expect(lambda.items!.map((item) => item.system.count)).toEqual([3, 2, 2]);
  });

  it("the ARC-170 says which source's values it keeps", () => {
    expect(provenanceOf(curated("starships", "ARC-170")).note).toContain("REUP starfighter list's values are kept");
  });

  it.each([
    ["Vibroblade", { dice: 3, pips: 0 }, { dice: 6, pips: 0 }],
    ["Vibro-Ax", { dice: 3, pips: 1 }, { dice: 7, pips: 0 }],
    ["Knife", { dice: 1, pips: 0 }, { dice: 6, pips: 0 }],
  ])("the %s rolls the published Strength bonus, not a model range's low end", (name, bonus, maximum) => {
    const damage = parseWeaponDamage(String(curated("weapons", name).system.damage));
    expect(damage).toMatchObject({ addsStrength: true, dice: bonus, upTo: null, maximum });
  });
});

describe("every craft and weapon of every pack passes its scale's sanity checks", () => {
  it("starships: speed, hull, shields and crew within their scale's range", () => {
    const problems = packDocuments("starships").flatMap((doc) => {
      const problem = starshipSanity(doc.system as never);
      return problem ? [`${doc.name}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("vehicles: Move and body strength within their scale's range", () => {
    const problems = packDocuments("vehicles").flatMap((doc) => {
      const problem = vehicleSanity(doc.system as never);
      return problem ? [`${doc.name}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("weapons, hand-held and mounted: damage the engine reads, ranges ascending", () => {
    const weapons = [
      ...packDocuments("weapons").map((doc) => ({ name: doc.name, system: doc.system })),
      ...["starships", "vehicles", "npcs", "droids", "creatures"].flatMap((pack) =>
        packDocuments(pack).flatMap((doc) =>
          (doc.items ?? []).filter((item) => "damage" in item.system).map((item) => ({ name: `${doc.name} / ${item.name}`, system: item.system })),
        ),
      ),
    ];
    const problems: string[] = [];
    for (const { name, system } of weapons) {
      const damage = String(system.damage ?? "");
      if (damage) {
        try {
          parseWeaponDamage(damage);
        } catch (error) {
          problems.push(`${name}: damage ${damage}: ${(error as Error).message}`);
        }
      }
      for (const key of ["ranges", "spaceRanges"]) {
        const ranges = String(system[key] ?? "");
        if (!ranges) continue;
        try {
          const read = parseWeaponRanges(ranges);
          const bands = [read.pointBlankUpTo, read.shortUpTo, read.mediumUpTo, read.longUpTo];
          for (let i = 1; i < bands.length; i++) if (bands[i]! < bands[i - 1]!) problems.push(`${name}: ${key} ${ranges} not ascending`);
        } catch (error) {
          problems.push(`${name}: ${key} ${ranges}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the templates' equipment, one item a line", () => {
  it("joins the lines the transcription broke off, drops book references and keeps each item once", () => {
    const notes: string[] = [];
    expect(
      equipmentLines(
        [
          "Lightsaber",
          "(4D+1)",
          "3 Med-Aid",
          "packs",
          "datapad",
          "DimSim holographic protector (see Galaxy Guide 11: Criminal Organizations, page 85)",
          "Datapad",
        ],
        notes,
      ),
    ).toEqual(["Lightsaber (4D+1)", "3 Med-Aid packs", "datapad", "DimSim holographic protector"]);
    expect(notes).toHaveLength(4);
  });

  it("holds no broken-off line, book reference or repeated item in any template of the pack", () => {
    const problems = packDocuments("templates").flatMap((doc) => {
      const lines = doc.system.equipment as string[];
      return lines
        .filter(
          (line, i) => /^\(/.test(line) || /Galaxy Guide|page \d/i.test(line) || lines.findIndex((other) => other.toLowerCase() === line.toLowerCase()) !== i,
        )
        .map((line) => `${doc.name}: ${line}`);
    });
    expect(problems).toEqual([]);
  });
});

describe("a weapon that fires another's ammunition", () => {
  it("the grenade launcher rolls a fragmentation grenade's damage by blast band, unless another grenade is entered", () => {
    const launcher = packDocuments("weapons", true).find((doc) => doc.name === "Grenade Launcher")!;
    expect(parseWeaponDamage(String(launcher.system.damage)).blastBands).toHaveLength(4);
    expect(launcher.system.blastRadius).toBe("0-2/4/6/10");
    expect(provenanceOf(launcher).note).toContain("By grenade type");
  });
});

describe("a weapon that does no damage", () => {
  it("a net holds its target with the printed Strength, and says so in its description", () => {
    const net = curated("weapons", "Net");
    expect(net.system.damage).toBe("");
    expect(net.system.entangle).toBe("4D");
    expect(String(net.system.description)).toContain("Strength of 4D");
    expect(packDocuments("weapons").find((doc) => doc.name === "Ewok Net")?.system.entangle).toBe("4D");
  });

  it("the A-wing's targeting jammer takes 2D from the fire control aimed at it", () => {
    const jammer = (curated("starships", "A-Wing").items as { name: string; system: Record<string, unknown> }[]).find(
      (item) => item.name === "Enemy Targeting Jammer",
    )!;
    expect(jammer.system.jamming).toBe("2D");
    expect(jammer.system.damage).toBe("");
  });

  it("reads only the printed effects it knows", async () => {
    const { printedEffect } = await import("../../scripts/packs/printed-effects.ts");
    expect(printedEffect("Entangles with a Strength of 4D+1")).toEqual({ entangle: "4D+1", jamming: "" });
    expect(printedEffect("-2D from Fire Control")).toEqual({ entangle: "", jamming: "2D" });
    expect(printedEffect("3D stun, plus entangle")).toEqual({ entangle: "", jamming: "" });
    expect(printedEffect("")).toEqual({ entangle: "", jamming: "" });
  });
});
