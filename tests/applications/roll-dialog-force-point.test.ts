import { describe, expect, it, vi } from "vitest";
import { readRollForm, rollDialogSpec, summarizeRoll } from "../../src/applications/roll-dialog.ts";
import { blasterForm, blasterSetup } from "../helpers/blaster-shot.ts";
import { toDom } from "../helpers/render.ts";
import { renderRollDialog } from "../helpers/roll-dialog-parts.ts";

// The dialog module posts rolls with the Foundry Roll subclass, which needs Foundry to load.
vi.mock("../../src/dice/d6-roll.ts", () => ({ D6Roll: class {} }));

describe("the roll dialog's Force point", () => {
  const offered = blasterSetup({ wound: null, forcePoint: { available: true, active: false } });

  it("doubles Blaster 4D+2 to 8D+4 before the second action's -1D (Reglas)", () => {
    const summary = summarizeRoll(offered, blasterForm({ forcePoint: true }));
    expect(summary.valid && summary.plan.base).toEqual({ dice: 8, pips: 4 });
    expect(summary.valid && summary.plan.code).toEqual({ dice: 7, pips: 4 });
    const plain = summarizeRoll(offered, blasterForm());
    expect(plain.valid && plain.plan.code).toEqual({ dice: 3, pips: 2 });
  });

  it("doubles every roll of the round once spent, without asking again", () => {
    const spent = blasterSetup({ wound: null, forcePoint: { available: true, active: true } });
    const form = readRollForm({ difficulty: "15", actions: "1", forcePoint: "on" }, spent);
    expect(form.forcePoint).toBeUndefined();
    const summary = summarizeRoll(spent, form);
    expect(summary.valid && summary.plan.code).toEqual({ dice: 8, pips: 4 });
  });

  it("reads the checkbox only when a point may be spent", () => {
    expect(readRollForm({ forcePoint: "on" }, offered).forcePoint).toBe(true);
    expect(readRollForm({ forcePoint: "on" }, blasterSetup({ forcePoint: { available: false, active: false } })).forcePoint).toBeUndefined();
    expect(readRollForm({ forcePoint: "on" }, blasterSetup()).forcePoint).toBeUndefined();
  });

  it("shows the checkbox, or the note once spent, in every language", async () => {
    const dom = toDom(await renderRollDialog(rollDialogSpec(offered, "r"), blasterForm({ forcePoint: true })));
    expect(dom.querySelector<HTMLInputElement>('input[name="forcePoint"]')?.checked).toBe(true);
    expect(dom.querySelector("[data-summary-code]")?.textContent).toBe("7D+4");
    const active = blasterSetup({ forcePoint: { available: true, active: true } });
    const de = toDom(await renderRollDialog(rollDialogSpec(active, "r"), blasterForm(), "de"));
    expect(de.querySelector('input[name="forcePoint"]')).toBeNull();
    expect(de.querySelector("[data-force-point]")?.textContent).toContain("verdoppelt");
    const none = toDom(await renderRollDialog(rollDialogSpec(blasterSetup(), "r"), blasterForm()));
    expect(none.querySelector("[data-force-point]")).toBeNull();
  });
});
