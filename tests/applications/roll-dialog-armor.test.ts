/**
 * The roll dialog's armor line: worn armor's Dexterity penalty (Grundregeln and Reglas) shown as a line of
 * its own and taken off the final code.
 */
import { describe, expect, it, vi } from "vitest";
import { rollDialogSpec, summarizeRoll } from "../../src/applications/roll-dialog.ts";
import { parseDieCode } from "../../src/rules/index.ts";
import { blasterForm as form, blasterSetup as setup } from "../helpers/blaster-shot.ts";
import { toDom } from "../helpers/render.ts";
import { renderRollDialog } from "../helpers/roll-dialog-parts.ts";

// The dialog module posts rolls with the Foundry Roll subclass, which needs Foundry to load.
vi.mock("../../src/dice/d6-roll.ts", () => ({ D6Roll: class {} }));

const armored = () => setup({ armorPenalty: parseDieCode("1D") });

describe("the roll dialog with worn armor", () => {
  it("takes the armor's -1D off the wounded pilot's second shot: 4D+2 rolls 1D+2", () => {
    const summary = summarizeRoll(armored(), form());
    if (!summary.valid) throw new Error("expected a valid summary");
    expect(summary.plan.code).toEqual({ dice: 1, pips: 2 });
    expect(summary.plan.modifiers.map((m) => m.source)).toEqual(["wound", "actions", "armor"]);
  });

  it("shows the armor's penalty as a line of its own, and the final code with it", async () => {
    const dom = toDom(await renderRollDialog(rollDialogSpec(armored(), "roll"), form()));
    const line = dom.querySelector("[data-armor-penalty]");
    expect(line?.querySelector(".label")?.textContent).toBe("Armor");
    expect(line?.querySelector(".roll-penalty")?.textContent).toBe("-1D");
    expect(dom.querySelector("[data-summary-code]")?.textContent).toBe("1D+2");
  });

  it("writes a pip penalty as pips, in German", async () => {
    const dom = toDom(await renderRollDialog(rollDialogSpec(setup({ armorPenalty: parseDieCode("+1") }), "roll"), form(), "de"));
    expect(dom.querySelector("[data-armor-penalty] .label")?.textContent).toBe("Rüstung");
    expect(dom.querySelector("[data-armor-penalty] .roll-penalty")?.textContent).toBe("-1");
  });

  it("shows no armor line without armor, or with armor that hinders nothing", async () => {
    for (const s of [setup(), setup({ armorPenalty: null }), setup({ armorPenalty: parseDieCode("0D") })]) {
      const dom = toDom(await renderRollDialog(rollDialogSpec(s, "roll"), form()));
      expect(dom.querySelector("[data-armor-penalty]")).toBeNull();
    }
  });
});
