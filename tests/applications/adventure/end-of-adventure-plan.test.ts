import { describe, expect, it } from "vitest";
import { endOfAdventureContext, planEndOfAdventure, readAdventureChoice } from "../../../src/applications/adventure/end-of-adventure-plan.ts";
import { RuleArgumentError } from "../../../src/rules/index.ts";
import { renderTemplate, toDom } from "../../helpers/render.ts";

const kell = { id: "kell", name: "Kell Tavari", forcePoints: 0, characterPoints: 2, spent: 4 };

describe("the end of the adventure (Reglas)", () => {
  it("returns heroic points, awards another at the dramatic moment only when chosen, and gives a Dark Side point for evil", () => {
    const result = planEndOfAdventure(kell, {
      uses: ["evil", "neither", "heroic", "heroic-dramatic"],
      awardAnother: [true, true, true, true],
      characterPoints: 5,
    });
    // heroic 1 + dramatic 1 + its extra 1; "awardAnother" on the others is ignored.
    expect(result).toEqual({ id: "kell", forcePoints: 3, characterPoints: 7, darkSidePoints: 1 });
    const withoutExtra = planEndOfAdventure(kell, { uses: ["heroic-dramatic"], awardAnother: [false], characterPoints: 0 });
    expect(withoutExtra.forcePoints).toBe(1);
  });

  it("rejects negative character points and an unknown use", () => {
    expect(() => planEndOfAdventure(kell, { uses: [], awardAnother: [], characterPoints: -1 })).toThrow(RuleArgumentError);
    expect(() => planEndOfAdventure(kell, { uses: ["cunning" as never], awardAnother: [], characterPoints: 0 })).toThrow(RuleArgumentError);
  });

  it("reads the form, an unknown use as neither, blank points as 0", () => {
    const choice = readAdventureChoice(
      { "kell.use.0": "evil", "kell.use.1": "odd", "kell.another.3": "on", "kell.use.3": "heroic-dramatic", "kell.cp": "" },
      kell,
    );
    expect(choice).toEqual({ uses: ["evil", "neither", "neither", "heroic-dramatic"], awardAnother: [false, false, false, true], characterPoints: 0 });
    expect(readAdventureChoice({ "kell.cp": "6" }, kell).characterPoints).toBe(6);
  });

  it("renders one line per spent Force point, in Spanish too", async () => {
    const context = endOfAdventureContext([kell, { id: "mara", name: "Mara", forcePoints: 1, characterPoints: 0, spent: 0 }]);
    const dom = toDom(await renderTemplate("templates/apps/adventure/end-of-adventure.hbs", context, "es"));
    expect(dom.querySelectorAll('[data-character="kell"] select')).toHaveLength(4);
    expect(dom.querySelector('[data-character="mara"] .adventure-none')?.textContent).toContain("Ningún punto");
    expect(dom.querySelector('select[name="kell.use.0"] option[selected]')?.getAttribute("value")).toBe("heroic");
  });
});
