import { describe, expect, it } from "vitest";
import { crewSkillText, fireArcText } from "../../src/applications/craft/craft-terms.ts";
import { coverageText, damageText } from "../../src/applications/actor/gear-terms.ts";
import { translator } from "./sheet-data.ts";

const de = translator("de");
const es = translator("es");

describe("terms the stat blocks print, in the reader's language", () => {
  it("translates fire arcs part by part, counts kept", () => {
    expect(fireArcText("6 front, 3 left, 3 right", de)).toBe("6 vorne, 3 links, 3 rechts");
    expect(fireArcText("Turret", de)).toBe("Geschützturm");
    expect(fireArcText("1 front, 1 back", es)).toBe("1 frontal, 1 trasero");
  });

  it("leaves a fire arc it cannot read whole as printed, and an empty one empty", () => {
    expect(fireArcText("front (partial)", de)).toBe("front (partial)");
    expect(fireArcText("2 front, 1 ventral", de)).toBe("2 front, 1 ventral");
    expect(fireArcText("", de)).toBe("");
  });

  it("translates an armor's coverage it knows, and nothing else", () => {
    expect([coverageText("Full", de), coverageText("Torso", de), coverageText("Head", es)]).toEqual(["Ganzkörper", "Rumpf", "Cabeza"]);
    expect(coverageText("Arms and legs", de)).toBe("Arms and legs");
  });

  it("names a crew skill as the skills compendium does in that language, a specialization kept", () => {
    expect(crewSkillText("capital ship gunnery", de)).toBe(de.localize("SWD6.SkillName.capital-ship-gunnery"));
    expect(crewSkillText("capital ship gunnery", de)).not.toBe("capital ship gunnery");
    expect(crewSkillText("Capital ship piloting: Nebulon-B", de)).toBe(`${de.localize("SWD6.SkillName.capital-ship-piloting")}: Nebulon-B`);
    expect(crewSkillText("Astrogation plus", de)).toBe("Astrogation plus");
  });
});

describe("a melee weapon's Strength damage, in the reader's language", () => {
  it("reads STR+ with its maximum as the rules read it", () => {
    expect(damageText("STR+1D (maximum: 6D)", de)).toBe("STÄ+1D (höchstens 6D)");
    expect(damageText("STR+2D (max 7D)", es)).toBe(`${es.localize("SWD6.Attribute.str.abbr")}+2D (máximo: 7D)`);
    expect(damageText("STR+1D+2", de)).toBe("STÄ+1D+2");
  });

  it("leaves every other form as printed", () => {
    for (const printed of ["4D", "5D/4D/3D/2D", "STR+1D to STR+3D (depending on model)", "STR+3D+1 (if swung one-handed", "By grenade type"]) {
      expect(damageText(printed, de)).toBe(printed);
    }
  });
});
