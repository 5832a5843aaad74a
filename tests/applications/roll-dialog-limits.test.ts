/**
 * The roll dialog with a code past what can be rolled: the summary says the limit, the Roll button
 * is disabled by it, and nothing throws while the player types.
 */
import { describe, expect, it, vi } from "vitest";
import { summarizeRoll, summaryView } from "../../src/applications/roll-dialog.ts";
import { blasterForm, blasterSetup } from "../helpers/blaster-shot.ts";
import { parseDieCode } from "../../src/rules/index.ts";

// The dialog module posts rolls with the Foundry Roll subclass, which needs Foundry to load; the
// posting itself is tested in the world (tests/world/roll-dialog.test.ts).
vi.mock("../../src/dice/d6-roll.ts", () => ({ D6Roll: class {} }));

describe("the roll dialog's limits", () => {
  it("refuses +99D on a 4D+1 skill with the limit, without throwing", () => {
    const setup = blasterSetup({ base: parseDieCode("4D+1"), wound: null });
    const summary = summarizeRoll(setup, blasterForm({ modifier: "+99D", actions: 1 }));
    expect(summary).toEqual({ valid: false, error: { key: "SWD6.Roll.tooManyDice", value: "99" } });
    expect(summaryView(setup, summary)).toMatchObject({ valid: false, code: "4D+1", error: { key: "SWD6.Roll.tooManyDice" } });
  });

  it("refuses 60D doubled by a Force point, with no difficulty set as with one", () => {
    const setup = blasterSetup({ base: parseDieCode("60D"), wound: null, forcePoint: { available: true, active: false } });
    for (const difficulty of [null, 15]) {
      expect(summarizeRoll(setup, blasterForm({ forcePoint: true, difficulty, actions: 1 }))).toMatchObject({
        valid: false,
        error: { key: "SWD6.Roll.tooManyDice" },
      });
    }
    // Without the Force point the same 60D can be rolled.
    expect(summarizeRoll(setup, blasterForm({ difficulty: null, actions: 1 }))).toMatchObject({ valid: true });
  });
});
