/**
 * Force powers kept "up" on every other roll: the actions they count as (`keptUpActions`) add to the
 * multiple action penalty, shown in the roll dialog as a line of their own and on the plan as the
 * `keptUp` modifier.
 */
import { describe, expect, it, vi } from "vitest";
import { rollDialogSpec, summarizeRoll } from "../../src/applications/roll-dialog.ts";
import { planRoll } from "../../src/dice/roll-modifiers.ts";
import { blasterForm as form, blasterSetup as setup } from "../helpers/blaster-shot.ts";
import { toDom } from "../helpers/render.ts";
import { renderRollDialog } from "../helpers/roll-dialog-parts.ts";

vi.mock("../../src/dice/d6-roll.ts", () => ({ D6Roll: class {} }));

describe("the multiple action penalty of powers kept up", () => {
  it("adds one die per kept-up action to the declared actions' own: 5D with 2 declared and 1 kept up rolls 3D", () => {
    const plan = planRoll({ base: { dice: 5, pips: 0 }, kind: "skill", actions: 2, wound: null, keptUpActions: 1 });
    expect(plan.code).toEqual({ dice: 3, pips: 0 });
    expect(plan.modifiers).toEqual([
      { source: "actions", amount: { dice: -1, pips: 0 } },
      { source: "keptUp", amount: { dice: -1, pips: 0 } },
    ]);
  });

  it("costs a lone action with Force Harmony up (three skills) 2D", () => {
    const plan = planRoll({ base: { dice: 4, pips: 1 }, kind: "attribute", actions: 1, wound: null, keptUpActions: 3 });
    expect(plan.code).toEqual({ dice: 1, pips: 1 });
    expect(plan.modifiers.map((m) => [m.source, m.amount.dice])).toEqual([["keptUp", -3]]);
  });

  it("refuses a kept-up count that is not an integer >= 0", () => {
    expect(() => planRoll({ base: { dice: 4, pips: 0 }, kind: "skill", actions: 1, wound: null, keptUpActions: -1 })).toThrow(/keptUpActions/);
  });

  it("shows the kept-up powers as a line of the roll dialog and takes them off the final code", async () => {
    // Blaster 5D+2: the wound, the second action and two powers up leave 1D+2 to roll.
    const kept = setup({ keptUpActions: 2, base: { dice: 5, pips: 2 } });
    const summary = summarizeRoll(kept, form());
    if (!summary.valid) throw new Error("expected a valid summary");
    expect(summary.plan.modifiers.map((m) => m.source)).toEqual(["wound", "actions", "keptUp"]);
    expect(summary.plan.code).toEqual({ dice: 1, pips: 2 });
    const dom = toDom(await renderRollDialog(rollDialogSpec(kept, "roll"), form()));
    const line = dom.querySelector("[data-kept-up-penalty]");
    expect(line?.querySelector(".summary-label")?.textContent).toBe("Powers kept up");
    expect(line?.querySelector(".roll-note")?.textContent).toBe("Force powers kept up, as actions: 2");
    expect(line?.querySelector(".roll-penalty")?.textContent).toBe("-2D");
    expect(dom.querySelector("[data-action-penalty]")?.textContent).toBe("-1D");
  });

  it("shows no line when no power is up", async () => {
    const dom = toDom(await renderRollDialog(rollDialogSpec(setup(), "roll"), form()));
    expect(dom.querySelector("[data-kept-up-penalty]")).toBeNull();
  });
});
