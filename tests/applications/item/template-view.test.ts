import { describe, expect, it } from "vitest";
import { linesList } from "../../../src/applications/sheet-context.ts";
import { templateView } from "../../../src/applications/item/template-view.ts";
import { formatDieCode } from "../../../src/rules/dice/die-code.ts";
import { loadTemplate } from "../../helpers/packs.ts";

const code = formatDieCode;

describe("templateView", () => {
  it("lays out the Failed Jedi: attributes with their listed skills, Force skills, equipment lines", () => {
    const jedi = loadTemplate("Failed Jedi").system;
    const view = templateView(jedi);
    expect(view.attributes.map((a) => [a.key, code(a.code)])).toEqual([
      ["dex", "2D+2"],
      ["kno", "3D+1"],
      ["mec", "2D"],
      ["per", "3D+1"],
      ["str", "2D+2"],
      ["tec", "2D"],
    ]);
    const dex = view.attributes[0].skills;
    expect(dex.map((s) => s.name)).toEqual(jedi.skills.filter((s) => s.attribute === "dex").map((s) => s.name));
    for (const skill of view.attributes.flatMap((a) => a.skills)) expect(jedi.skills[skill.index].name).toBe(skill.name);
    expect(view.forceSkills).toEqual([
      { index: 0, name: "Control", key: "control", code: "1D" },
      { index: 1, name: "Sense", key: "sense", code: "1D" },
    ]);
    expect(view.equipmentText.split("\n")).toEqual(jedi.equipment);
  });
});

describe("linesList: a text area of one entry a line", () => {
  it("reads the equipment text one entry a line, dropping blank lines", () => {
    expect(linesList("Blaster Pistol (4D)\r\n\n  medpac  \nvacuum suit\n")).toEqual(["Blaster Pistol (4D)", "medpac", "vacuum suit"]);
  });
});
