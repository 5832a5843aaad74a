import { describe, expect, it } from "vitest";
import {
  type SpaceRangeChoice,
  type SpaceRangeShip,
  planSpaceRange,
  readSpaceRangeForm,
  readSublightSpeed,
  sideSpeed,
  spaceRangeCardContext,
  spaceRangeDialogContext,
  spaceRangeOutcome,
  spaceRangeReady,
  speedFieldOf,
  speedOwedBy,
} from "../../../src/applications/craft/space-range/space-range-plan.ts";
import { formatDieCode, parseDieCode } from "../../../src/rules/dice/die-code.ts";
import { rollDieCode } from "../../../src/rules/dice/roll.ts";
import { printedSublightSpeed } from "../../../src/rules/vehicles/space-range.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { renderTemplate, toDom } from "../../helpers/render.ts";

// Grundregeln: Bulack chases a pirate at medium range; both add starship piloting (codes illustrative).
// Neither sheet stores a sublight speed and the user owns both ships, so the typed codes stand.
const bulack: SpaceRangeShip = { name: "YT-1300 Transport", pilotName: "Bulack", piloting: parseDieCode("4D+1"), sublightSpeed: null, mayGiveSpeed: true };
const pirate: SpaceRangeShip = { name: "Pirate freighter", pilotName: "Pirate", piloting: parseDieCode("3D"), sublightSpeed: null, mayGiveSpeed: true };
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
    const context = spaceRangeDialogContext(
      planSpaceRange(chase, ships),
      ships,
      [
        { uuid: "Actor.a", name: "A" },
        { uuid: "Actor.b", name: "B" },
      ],
      "Actor.b",
    );
    expect(context.ranges.find((r) => r.selected)?.value).toBe("medium");
    expect(context.sides[1].intents.find((i) => i.selected)?.value).toBe("open");
    expect(context.sides[0].rollCode).toBe("6D+1");
    expect(context.others.map((o) => o.selected)).toEqual([false, true]);
  });
});

describe("sublight speeds stored on the ships' sheets", () => {
  // Bulack's freighter stores 2D, the pirate's (the gamemaster's, Bulack's player asking) stores 2D+2.
  const stored: [SpaceRangeShip, SpaceRangeShip] = [
    { ...bulack, sublightSpeed: parseDieCode("2D") },
    { ...pirate, sublightSpeed: parseDieCode("2D+2"), mayGiveSpeed: false },
  ];
  const typed = (self: string, other: string): SpaceRangeChoice => ({
    ...chase,
    sides: [
      { ...chase.sides[0], sublightSpeed: parseDieCode(self) },
      { ...chase.sides[1], sublightSpeed: parseDieCode(other), addPiloting: false },
    ],
  });

  it("a stored speed wins over any typed one: 30D for one's own ship and 1D for the other change nothing", () => {
    const plan = planSpaceRange(typed("30D", "1D"), stored);
    expect(plan.speeds).toEqual([
      { speed: { dice: 2, pips: 0 }, source: "stored" },
      { speed: { dice: 2, pips: 2 }, source: "stored" },
    ]);
    expect(plan.codes.map((code) => code && formatDieCode(code.code))).toEqual(["6D+1", "2D+2"]);
    expect(speedOwedBy(plan, stored)).toBeNull();
  });

  it("Grundregeln's chase with stored codes, dice fixed: Bulack's 6D+1 beats the pirate's 2D+2 and the range closes", () => {
    const plan = planSpaceRange(typed("1D", "1D"), stored);
    const b = rollDieCode(plan.codes[0]!.code, { wildDie: true, random: fixedFaces(2, 2, 2, 2, 2, 2) }).total;
    const p = rollDieCode(plan.codes[1]!.code, { wildDie: true, random: fixedFaces(4, 5) }).total;
    expect([b, p]).toEqual([13, 11]);
    expect(spaceRangeOutcome(plan, [b, p])).toBe("short");
  });

  it("a ship storing none takes the typed code only when the user may give it one", () => {
    const own = sideSpeed({ ...pirate, sublightSpeed: null, mayGiveSpeed: true }, parseDieCode("3D"));
    expect(own).toEqual({ speed: { dice: 3, pips: 0 }, source: "typed" });
    expect(sideSpeed({ ...pirate, mayGiveSpeed: true }, null)).toEqual({ speed: null, source: "missing" });
    expect(sideSpeed({ ...pirate, mayGiveSpeed: false }, parseDieCode("1D"))).toEqual({ speed: null, source: "notYours" });
  });

  it("the other's ship storing none is owed by its owner when the pilots disagree, not when they agree", () => {
    const theirs: [SpaceRangeShip, SpaceRangeShip] = [stored[0], { ...pirate, mayGiveSpeed: false }];
    const plan = planSpaceRange(typed("2D", "1D"), theirs);
    expect(plan.codes[1]).toBeNull();
    expect(spaceRangeReady(plan)).toBe(false);
    expect(speedOwedBy(plan, theirs)).toBe("Pirate freighter");
    const agreed = planSpaceRange({ ...typed("2D", "1D"), sides: [chase.sides[0], { ...chase.sides[1], intent: "close" }] }, theirs);
    expect(speedOwedBy(agreed, theirs)).toBeNull();
    expect(spaceRangeReady(agreed)).toBe(true);
  });

  it("the dialog shows a stored speed locked with its note, and a speed not the user's to give disabled", async () => {
    const theirs: [SpaceRangeShip, SpaceRangeShip] = [stored[0], { ...pirate, mayGiveSpeed: false }];
    const context = spaceRangeDialogContext(planSpaceRange(typed("9D", "1D"), theirs), theirs);
    expect(context.sides[0]).toMatchObject({ sublightSpeed: "2D", speedStored: true, speedNotYours: false, speedNoteKey: "SWD6.SpaceRange.speedStored" });
    expect(context.sides[1]).toMatchObject({ sublightSpeed: "", speedStored: false, speedNotYours: true, speedNoteKey: "SWD6.SpaceRange.speedNotYours" });
    expect(speedFieldOf({ speed: parseDieCode("3D"), source: "typed" })).toEqual({
      sublightSpeed: "3D",
      speedStored: false,
      speedNotYours: false,
      speedNoteKey: null,
    });
    const dom = toDom(await renderTemplate("templates/apps/space-range-dialog.hbs", { id: "t", ...context }, "en"));
    const self = dom.querySelector<HTMLInputElement>('input[name="selfSpeed"]')!;
    const other = dom.querySelector<HTMLInputElement>('input[name="otherSpeed"]')!;
    expect([self.value, self.readOnly, self.disabled]).toEqual(["2D", true, false]);
    expect([other.value, other.readOnly, other.disabled]).toEqual(["", false, true]);
    expect(dom.getElementById(self.getAttribute("aria-describedby")!)?.textContent).toBe("From the ship's sheet");
    expect(dom.querySelector('[data-range-speed-note="other"]')?.textContent).toContain("gamemaster");
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

describe("the speed a compendium ship's stat block gives (Raumschlacht: maneuverability plus its speed, a number; REUP: the Space)", () => {
  // The X-wing prints Maneuverability 3D and Space 8; the pirate's Z-95 Maneuverability 1D, Space 7.
  const xwing: SpaceRangeShip = { ...bulack, name: "X-wing", printedSpeed: printedSublightSpeed(parseDieCode("3D"), 8), mayGiveSpeed: true };
  const z95: SpaceRangeShip = { ...pirate, name: "Z-95 Headhunter", printedSpeed: printedSublightSpeed(parseDieCode("1D"), 7), mayGiveSpeed: false };

  it("every side rolls without a typed code: 3D+8 and 1D+7, and the owner's typed 30D counts for nothing", () => {
    const plan = planSpaceRange(
      {
        ...chase,
        sides: [
          { ...chase.sides[0], sublightSpeed: parseDieCode("30D"), addPiloting: false },
          { ...chase.sides[1], addPiloting: false },
        ],
      },
      [xwing, z95],
    );
    expect(plan.speeds).toEqual([
      { speed: { dice: 3, pips: 8 }, source: "printed" },
      { speed: { dice: 1, pips: 7 }, source: "printed" },
    ]);
    expect(spaceRangeReady(plan)).toBe(true);
    expect(speedOwedBy(plan, [xwing, z95])).toBeNull();
  });

  it("a gamemaster's typed code counts over the printed one; the same code as printed stays printed; a stored one wins over both", () => {
    const gm = { ...z95, mayOverrideSpeed: true };
    expect(sideSpeed(gm, parseDieCode("2D"))).toEqual({ speed: { dice: 2, pips: 0 }, source: "typed" });
    expect(sideSpeed(gm, parseDieCode("1D+7"))).toEqual({ speed: { dice: 1, pips: 7 }, source: "printed" });
    expect(sideSpeed({ ...gm, sublightSpeed: parseDieCode("4D") }, parseDieCode("2D")).source).toBe("stored");
  });

  it("the dialog shows the printed speed with its note, locked for a player and open to the gamemaster", () => {
    const plan = planSpaceRange(chase, [xwing, z95]);
    expect(spaceRangeDialogContext(plan, [xwing, z95]).sides[1]).toMatchObject({
      sublightSpeed: "1D+7",
      speedStored: true,
      speedNoteKey: "SWD6.SpaceRange.speedPrinted",
    });
    const asGM = spaceRangeDialogContext(plan, [xwing, { ...z95, mayOverrideSpeed: true }]);
    expect(asGM.sides[1]).toMatchObject({ sublightSpeed: "1D+7", speedStored: false, speedNoteKey: "SWD6.SpaceRange.speedPrinted" });
  });

  it("takes off what the damage tables took: a lost maneuverability die and two lost Moves make the X-wing's 3D+8 a 2D+6; no Space, no printed speed", () => {
    expect(printedSublightSpeed(parseDieCode("3D"), 8, { maneuverability: 1, moves: 2 })).toEqual({ dice: 2, pips: 6 });
    expect(printedSublightSpeed(parseDieCode("0D"), 4)).toEqual({ dice: 0, pips: 4 });
    expect(printedSublightSpeed(parseDieCode("1D"), 0)).toBeNull();
    expect(printedSublightSpeed(parseDieCode("1D"), 3, { maneuverability: 0, moves: 3 })).toBeNull();
    expect(() => printedSublightSpeed(parseDieCode("1D"), -1)).toThrow(/space/);
  });
});
