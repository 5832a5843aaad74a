import { describe, expect, it } from "vitest";
import {
  type SpaceRangeChoice,
  type SpaceRangeShip,
  planSpaceRange,
  readSpaceRangeForm,
  readSublightSpeed,
  spaceRangeCardContext,
  spaceRangeDialogContext,
  spaceRangeOutcome,
  spaceRangeReady,
} from "../../../src/applications/craft/space-range-plan.ts";
import { parseDieCode } from "../../../src/rules/dice/die-code.ts";
import { rollDieCode } from "../../../src/rules/dice/roll.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { renderTemplate } from "../../helpers/render.ts";

// Grundregeln: Bulack chases a pirate at medium range; both add starship piloting (codes illustrative).
const bulack: SpaceRangeShip = { name: "YT-1300 Transport", pilotName: "Bulack", piloting: parseDieCode("4D+1") };
const pirate: SpaceRangeShip = { name: "Pirate freighter", pilotName: "Pirate", piloting: parseDieCode("3D") };
const ships = [bulack, pirate] as const;
const chase: SpaceRangeChoice = {
  range: "medium",
  sides: [
    { intent: "close", sublightSpeed: parseDieCode("2D"), addPiloting: true },
    { intent: "open", sublightSpeed: parseDieCode("2D"), addPiloting: true },
  ],
};

describe("Grundregeln: Bulack closing on a pirate at medium range", () => {
  const plan = planSpaceRange(chase, ships);

  it("both roll sublight speed plus piloting, which counts as an action", () => {
    expect(plan.rollsNeeded).toBe(true);
    expect(plan.codes[0]).toEqual({ code: { dice: 6, pips: 1 }, countsAsAction: true });
    expect(plan.codes[1]).toEqual({ code: { dice: 5, pips: 0 }, countsAsAction: true });
    expect(spaceRangeReady(plan)).toBe(true);
  });

  it("Bulack rolls higher: short; the pirate higher: long; a tie: medium", () => {
    const b = rollDieCode(plan.codes[0]!.code, { wildDie: true, random: fixedFaces(6, 5, 4, 4, 3, 2) }).total;
    const p = rollDieCode(plan.codes[1]!.code, { wildDie: true, random: fixedFaces(3, 3, 2, 2, 1) }).total;
    expect(b).toBeGreaterThan(p);
    expect(spaceRangeOutcome(plan, [b, p])).toBe("short");
    expect(spaceRangeOutcome(plan, [12, 19])).toBe("long");
    expect(spaceRangeOutcome(plan, [15, 15])).toBe("medium");
  });

  it("the card names the winner and the new range", () => {
    const card = spaceRangeCardContext(plan, ships, [25, 11], "short");
    expect(card.sides.map((side) => side.winner)).toEqual([true, false]);
    expect(card.sides[0]).toMatchObject({ code: "6D+1", total: 25, countsAsAction: true, intentKey: "SWD6.SpaceRange.intent.close" });
    expect(card.outcomeKey).toBe("SWD6.SpaceRange.outcome.closed");
    expect(card.toKey).toBe("SWD6.SpaceRange.band.short");
    const tie = spaceRangeCardContext(plan, ships, [15, 15], "medium");
    expect(tie.sides.some((side) => side.winner)).toBe(false);
    expect(tie.outcomeKey).toBe("SWD6.SpaceRange.outcome.unchanged");
  });
});

describe("space range planning", () => {
  it("needs no roll when both pilots want the same, and moves the range their way", () => {
    const agreed: SpaceRangeChoice = { range: "long", sides: [{ ...chase.sides[0] }, { ...chase.sides[1], intent: "close", sublightSpeed: null }] };
    const plan = planSpaceRange(agreed, ships);
    expect(plan.rollsNeeded).toBe(false);
    expect(spaceRangeReady(plan)).toBe(true);
    expect(spaceRangeOutcome(plan, null)).toBe("medium");
    expect(spaceRangeCardContext(plan, ships, null, "medium").sides[0].code).toBeNull();
  });

  it("is not ready while a disagreeing side's sublight speed is missing", () => {
    const plan = planSpaceRange({ ...chase, sides: [chase.sides[0], { ...chase.sides[1], sublightSpeed: null }] }, ships);
    expect(spaceRangeReady(plan)).toBe(false);
    expect(spaceRangeDialogContext(plan, ships).sides[1].rollCode).toBe("—");
    expect(spaceRangeDialogContext(plan, ships).ready).toBe(false);
  });

  it("without piloting the roll is the sublight speed alone, and no action", () => {
    const plan = planSpaceRange({ ...chase, sides: [{ ...chase.sides[0], addPiloting: false }, chase.sides[1]] }, ships);
    expect(plan.codes[0]).toEqual({ code: { dice: 2, pips: 0 }, countsAsAction: false });
  });

  it("reads the dialog's form and refuses unknown ranges or intentions", () => {
    expect(readSpaceRangeForm({ range: "medium", selfIntent: "close", selfSpeed: "2D+1", selfPiloting: "on", otherIntent: "open", otherSpeed: "" })).toEqual({
      range: "medium",
      sides: [
        { intent: "close", sublightSpeed: { dice: 2, pips: 1 }, addPiloting: true },
        { intent: "open", sublightSpeed: null, addPiloting: false },
      ],
    });
    expect(readSpaceRangeForm({ range: "far", selfIntent: "close", otherIntent: "open" })).toBeNull();
    expect(readSpaceRangeForm({ range: "short", selfIntent: "flee", otherIntent: "open" })).toBeNull();
    expect(readSublightSpeed("fast")).toBeNull();
    expect(readSublightSpeed(" 3D ")).toEqual({ dice: 3, pips: 0 });
  });

  it("the dialog preselects the range and intentions and lists the ships to pick", () => {
    const context = spaceRangeDialogContext(planSpaceRange(chase, ships), ships, [{ uuid: "Actor.a", name: "A" }, { uuid: "Actor.b", name: "B" }], "Actor.b");
    expect(context.ranges.find((r) => r.selected)?.value).toBe("medium");
    expect(context.sides[1].intents.find((i) => i.selected)?.value).toBe("open");
    expect(context.sides[0].rollCode).toBe("6D+1");
    expect(context.others.map((o) => o.selected)).toEqual([false, true]);
  });
});

describe("space range templates", () => {
  const plan = planSpaceRange(chase, ships);
  it.each(["en", "de"] as const)("render the dialog and the card (%s)", async (lang) => {
    const dialog = await renderTemplate("templates/apps/space-range-dialog.hbs", { id: "t", ...spaceRangeDialogContext(plan, ships) }, lang);
    expect(dialog).toContain('name="selfIntent"');
    expect(dialog).toContain("6D+1");
    expect(dialog).toContain(lang === "de" ? "Entfernung verkürzen" : "Close the range");
    expect(dialog).not.toContain("SWD6.");
    // Both speeds are given, so the "enter the sublight speeds" line is hidden.
    expect(dialog).toMatch(/data-range-missing hidden/);
    const card = await renderTemplate("templates/chat/space-range-card.hbs", spaceRangeCardContext(plan, ships, [25, 11], "short"), lang);
    expect(card).toContain("Bulack");
    expect(card).toContain(lang === "de" ? "Die Entfernung verkürzt sich auf Kurz" : "Range closes to Short");
    expect(card).not.toContain("SWD6.");
  });
});
