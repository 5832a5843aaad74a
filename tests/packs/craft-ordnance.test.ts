/**
 * Ordnance the generator's craft records list under their cost lines (scripts/import/craft-ordnance.ts):
 * each such weapon takes the name the notes give the ordnance of its place, and no craft of the packs
 * carries a weapon named by a cost line.
 */
import { describe, expect, it } from "vitest";
import { notedOrdnance, withOrdnanceNames } from "../../scripts/import/craft-ordnance.ts";
import { packDocuments } from "../helpers/packs.ts";

/** The E-7 E-wing Type C's notes and two of its weapons, as the generator prints them. */
const E_WING_C = {
  name: "FreiTek Inc. E-7 E-wing Starfighter: Type C",
  notes: '9 Ordnance Hardpoints\n9 Concussion Missiles\n9 Proton Torpedoes\n2 "egg" bombs\n4 Heavy Rockets\n2 Heavy Space Bombs',
  weapons: [
    { name: "Triple Heavy Blaster Cannons (fire-linked)", damage: "6D" },
    { name: "Cost: 500 crediits each", damage: "8D" },
    { name: "Cost: 800 credits each", damage: "9D" },
    { name: "Cost: 6,000 credits each (estimated)", damage: "5D" },
    { name: "Cost: 2,000 credits each", damage: "10D" },
    { name: "Cost: 5,000 credits each", damage: "11D" },
  ],
};

describe("ordnance named by its cost line", () => {
  it("reads the ordnance the notes list below their hardpoints", () => {
    expect(notedOrdnance(E_WING_C.notes)).toEqual(["Concussion Missiles", "Proton Torpedoes", '"egg" bombs', "Heavy Rockets", "Heavy Space Bombs"]);
    expect(notedOrdnance("2 Proton Torpedoes")).toEqual([]);
  });

  it("names each cost-named weapon after the ordnance of its place, the others and their values kept", () => {
    const read = withOrdnanceNames(E_WING_C).weapons as { name: string; damage: string }[];
    expect(read.map((weapon) => `${weapon.name} ${weapon.damage}`)).toEqual([
      "Triple Heavy Blaster Cannons (fire-linked) 6D",
      "Concussion Missiles 8D",
      "Proton Torpedoes 9D",
      '"egg" bombs 5D',
      "Heavy Rockets 10D",
      "Heavy Space Bombs 11D",
    ]);
  });

  it("leaves a record whose notes list another number of ordnance as printed", () => {
    const fewer = { ...E_WING_C, notes: "9 Ordnance Hardpoints\n9 Concussion Missiles" };
    expect(withOrdnanceNames(fewer)).toBe(fewer);
  });

  it("leaves no craft of the packs with a weapon named by a cost line", () => {
    const costNamed = ["starships", "vehicles"].flatMap((pack) =>
      packDocuments(pack).flatMap((craft) => (craft.items ?? []).filter((item) => /^cost\s*:/i.test(item.name)).map((item) => `${craft.name}: ${item.name}`)),
    );
    expect(costNamed).toEqual([]);
    const eWing = packDocuments("starships").find((craft) => craft.name === E_WING_C.name)!;
    expect(eWing.items!.map((item) => item.name)).toContain("Heavy Space Bombs");
  });
});
